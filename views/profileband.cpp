#include "views/profileband.h"

#include "views/theme.h"

#include <QAction>
#include <QLabel>

using namespace Qt::StringLiterals;

ProfileBand::ProfileBand(QWidget *parent) : QToolBar(parent), m_label(new QLabel(this))
{
    setObjectName(u"ProfileBand"_s); // saveState() names tool bars by it
    setWindowTitle(tr("Connection profile"));
    setAccessibleName(tr("Connection profile"));
    setMovable(false);
    setFloatable(false);
    toggleViewAction()->setVisible(false); // the operator cannot hide it from the tool bar menu
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAlignment(Qt::AlignCenter);
    m_label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_label->setContentsMargins(8, 3, 8, 3);
    m_label->setAccessibleName(tr("Connection profile"));
    addWidget(m_label);
    hide();
}

QString ProfileBand::text() const
{
    return m_label->text();
}

void ProfileBand::setProfile(const QString &name, bool production, const QColor &colour,
                             const QString &target, const QString &protection)
{
    m_name = name;
    m_colour = production ? colour : QColor();
    if (name.isEmpty() || !production) {
        m_label->clear();
        hide();
        return;
    }
    const QColor text = theme::contrast(Qt::white, colour) >= theme::contrast(Qt::black, colour)
        ? QColor(Qt::white)
        : QColor(Qt::black);
    // A style sheet, not the palette: the band keeps its colour whatever the theme.
    setStyleSheet(
        u"QToolBar#ProfileBand { background-color: %1; border: none; padding: 0; spacing: 0; }"
        "QToolBar#ProfileBand QLabel { color: %2; font-weight: bold; }"_s.arg(colour.name(),
                                                                              text.name()));
    m_label->setText(protection.isEmpty() ? tr("▲ Production: %1 ▲").arg(name)
                                          : tr("▲ Production: %1 · %2 ▲").arg(name, protection));
    const QString tip = tr("Profile \"%1\", marked production: %2").arg(name, target);
    m_label->setToolTip(tip);
    m_label->setAccessibleDescription(tip);
    show();
}

#include "views/profileband.h"

#include "views/theme.h"

using namespace Qt::StringLiterals;

ProfileBand::ProfileBand(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(u"ProfileBand"_s);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignCenter);
    setContentsMargins(8, 3, 8, 3);
    setAccessibleName(tr("Connection profile"));
    hide();
}

void ProfileBand::setProfile(const QString &name, bool production, const QColor &colour, const QString &target)
{
    m_name = name;
    m_colour = production ? colour : QColor();
    if (name.isEmpty() || !production) {
        clear();
        hide();
        return;
    }
    const QColor text = theme::contrast(Qt::white, colour) >= theme::contrast(Qt::black, colour) ? QColor(Qt::white)
                                                                                                 : QColor(Qt::black);
    // A style sheet, not the palette: the band keeps its colour whatever the theme.
    setStyleSheet(u"QLabel#ProfileBand { background-color: %1; color: %2; font-weight: bold; }"_s.arg(
        colour.name(), text.name()));
    setText(tr("▲ Production: %1 ▲").arg(name));
    setToolTip(tr("Profile \"%1\", marked production: %2").arg(name, target));
    setAccessibleDescription(toolTip());
    show();
}

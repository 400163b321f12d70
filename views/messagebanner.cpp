#include "views/messagebanner.h"

#include "views/statepalette.h"

#include <QEvent>

using namespace Qt::StringLiterals;

MessageBanner::MessageBanner(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMargin(6);
    setVisible(false);
    setAccessibleName(tr("Message"));
}

void MessageBanner::showMessage(const QString &text, Tone tone)
{
    m_tone = tone;
    setText(statepalette::mark(tone) + u' ' + text);
    restyle();
    setVisible(true);
}

void MessageBanner::clearMessage()
{
    // Called after every good poll: an empty label cleared again still asks its parent for a
    // new layout.
    if (text().isEmpty() && isHidden())
        return;
    clear();
    setVisible(false);
}

QString MessageBanner::message() const
{
    return isVisibleTo(parentWidget()) ? text() : QString();
}

void MessageBanner::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    // Setting the style sheet is itself a palette change: ignore the one restyle() causes.
    if (event->type() == QEvent::PaletteChange && !m_restyling)
        restyle();
}

void MessageBanner::restyle()
{
    const QColor c = statepalette::color(m_tone, palette());
    QColor background = c;
    background.setAlpha(28);
    const QString sheet = u"QLabel { color: %1; background: %2; border-left: 3px solid %1; }"_s.arg(
        c.name(), background.name(QColor::HexArgb));
    if (sheet == styleSheet())
        return;
    m_restyling = true;
    setStyleSheet(sheet);
    m_restyling = false;
}

#include "views/messagebanner.h"

#include "views/statepalette.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// `colour` at `alpha` over `background`, opaque.
QColor tint(const QColor &colour, int alpha, const QColor &background)
{
    const auto mix = [alpha](int c, int b) {
        return (c * alpha + b * (255 - alpha) + 127) / 255;
    };
    return QColor(mix(colour.red(), background.red()), mix(colour.green(), background.green()),
                  mix(colour.blue(), background.blue()));
}

} // namespace

MessageBanner::MessageBanner(QWidget *parent) : QLabel(parent), m_expiry(new QTimer(this))
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMargin(6);
    setVisible(false);
    setAccessibleName(tr("Message"));
    watchParent();
    m_expiry->setSingleShot(true);
    connect(m_expiry, &QTimer::timeout, this, &MessageBanner::clearMessage);
}

void MessageBanner::setOutcomeStyle(int infoExpiryMs)
{
    m_outcome = true;
    m_infoExpiryMs = infoExpiryMs;
    if (!m_close) {
        m_close = new QToolButton(this);
        m_close->setAutoRaise(true);
        m_close->setText(u"✕"_s);
        m_close->setToolTip(tr("Dismiss (Esc)"));
        m_close->setAccessibleName(tr("Dismiss the message"));
        m_close->setCursor(Qt::ArrowCursor);
        connect(m_close, &QToolButton::clicked, this, &MessageBanner::clearMessage);
        // The text keeps clear of the button.
        setContentsMargins(0, 0, m_close->sizeHint().width() + 4, 0);
    }
    restyle();
}

void MessageBanner::setOverlay()
{
    m_overlay = true;
    placeOverParent();
}

void MessageBanner::placeOverParent()
{
    QWidget *area = parentWidget();
    if (!m_overlay || !area || isHidden())
        return;
    const int width = area->width();
    const int height = qMin(heightForWidth(width), area->height() / 2);
    setGeometry(0, area->height() - height, width, height);
    raise();
}

void MessageBanner::setInfoExpiryMs(int ms)
{
    m_infoExpiryMs = ms;
    if (m_expiry->isActive())
        m_expiry->start(ms);
}

bool MessageBanner::expires() const
{
    return m_outcome && m_infoExpiryMs > 0 && (m_tone == Tone::Good || m_tone == Tone::Neutral);
}

void MessageBanner::showMessage(const QString &text, Tone tone)
{
    m_tone = tone;
    setText(statepalette::mark(tone) + u' ' + text);
    restyle();
    setVisible(true);
    placeOverParent();
    if (expires())
        m_expiry->start(m_infoExpiryMs);
    else
        m_expiry->stop();
    if (m_outcome)
        Q_EMIT messageChanged();
}

void MessageBanner::clearMessage()
{
    m_expiry->stop();
    // Called after every good poll: an empty label cleared again still asks its parent for a
    // new layout.
    if (text().isEmpty() && isHidden())
        return;
    clear();
    setVisible(false);
    if (m_outcome)
        Q_EMIT messageChanged();
}

QString MessageBanner::message() const
{
    return isVisibleTo(parentWidget()) ? text() : QString();
}

bool MessageBanner::event(QEvent *event)
{
    // Setting the style sheet is itself a palette change: ignore the one restyle() causes.
    if (event->type() == QEvent::PaletteChange && !m_restyling)
        restyleSoon();
    else if (event->type() == QEvent::ParentChange)
        watchParent();
    return QLabel::event(event);
}

// The colours come from the parent's palette. A widget with a style sheet of its own does not
// always hear of a theme switch (Qt may resolve its palette to the one its sheet set, and
// send it nothing): the parent's change is what it follows.
void MessageBanner::watchParent()
{
    if (m_watched)
        m_watched->removeEventFilter(this);
    m_watched = parentWidget();
    if (m_watched)
        m_watched->installEventFilter(this);
    restyleSoon();
}

bool MessageBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_watched && event->type() == QEvent::PaletteChange)
        restyleSoon();
    else if (watched == m_watched && event->type() == QEvent::Resize)
        placeOverParent();
    return QLabel::eventFilter(watched, event);
}

// Once the palette change has gone round every widget, the parent's included.
void MessageBanner::restyleSoon()
{
    QMetaObject::invokeMethod(this, &MessageBanner::restyle, Qt::QueuedConnection);
}

void MessageBanner::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    placeCloseButton();
}

void MessageBanner::placeCloseButton()
{
    if (!m_close)
        return;
    const QSize size = m_close->sizeHint();
    m_close->setGeometry(width() - size.width() - 2,
                         qMax(0, (qMin(height(), 40) - size.height()) / 2), size.width(),
                         size.height());
}

void MessageBanner::restyle()
{
    // The surroundings' palette: the banner's own has its style sheet's colours in it.
    const QPalette p = parentWidget() ? parentWidget()->palette() : QApplication::palette(this);
    const QColor c = statepalette::color(m_tone, p);
    // The tint is opaque (and the text's contrast measured on it, tst_theme): an outcome
    // banner lies over the tables.
    const QColor background = tint(c, 28, p.color(QPalette::Window));
    QPalette onTint = p;
    for (QPalette::ColorRole role : { QPalette::Base, QPalette::AlternateBase, QPalette::Window })
        onTint.setColor(role, background);
    const QString sheet
        = u"MessageBanner { color: %1; background: %2; border-left: 3px solid %3; }"_s.arg(
            statepalette::readable(c, onTint).name(), background.name(), c.name());
    if (sheet == styleSheet())
        return;
    m_restyling = true;
    setStyleSheet(sheet);
    m_restyling = false;
}

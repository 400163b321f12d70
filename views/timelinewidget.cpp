#include "views/timelinewidget.h"

#include "views/statepalette.h"

#include <QDateTime>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {
constexpr int LaneCount = int(TimelineKind::Ack) + 1;

QString laneName(TimelineKind k)
{
    switch (k) {
    case TimelineKind::Enqueue:
        return TimelineWidget::tr("enqueue");
    case TimelineKind::Lease:
        return TimelineWidget::tr("lease");
    case TimelineKind::Attempt:
        return TimelineWidget::tr("attempt");
    case TimelineKind::Delivery:
        return TimelineWidget::tr("delivery");
    case TimelineKind::Replay:
        return TimelineWidget::tr("replay");
    case TimelineKind::Success:
        return TimelineWidget::tr("success");
    case TimelineKind::Failure:
        return TimelineWidget::tr("failure");
    case TimelineKind::Trigger:
        return TimelineWidget::tr("trigger");
    case TimelineKind::Ack:
        return TimelineWidget::tr("ack");
    }
    return {};
}

Tone toneOf(TimelineKind k)
{
    switch (k) {
    case TimelineKind::Delivery:
    case TimelineKind::Success:
    case TimelineKind::Ack:
        return Tone::Good;
    case TimelineKind::Attempt:
        return Tone::Warning;
    case TimelineKind::Failure:
    case TimelineKind::Trigger:
        return Tone::Bad;
    case TimelineKind::Replay:
    case TimelineKind::Lease:
        return Tone::Pending;
    case TimelineKind::Enqueue:
        break;
    }
    return Tone::Neutral;
}

// A tick's label: the time, to the second within a day, to the minute with the date across
// days. The date ("11-13", with the year when it is not this one's) shows when `dated`.
QString tickText(const QDateTime &t, const QDate &today, bool acrossDays, bool dated)
{
    const QString time = t.toString(acrossDays ? u"HH:mm"_s : u"HH:mm:ss"_s);
    if (!dated)
        return time;
    const QString day
        = t.date().year() == today.year() ? t.toString(u"MM-dd"_s) : t.toString(u"yyyy-MM-dd"_s);
    return day + u' ' + time;
}
} // namespace

TimelineWidget::TimelineWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAccessibleName(tr("Timeline"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QStringList TimelineWidget::tickLabels(const QDate &today) const
{
    // Five ticks, labelled with the time. With the date at every tick when the range spans
    // days; else at the first when it is not today and where the date changes, so that the
    // answer about a task three weeks old does not read as this afternoon's.
    const bool days = m_to - m_from > 86400LL * 1000000;
    QDate previous = today;
    QStringList labels;
    for (int t = 0; t <= 4; ++t) {
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(
            (m_from + (m_to - m_from) * t / 4) / 1000, m_clock.zone);
        labels.append(tickText(when, today, days, days || when.date() != previous));
        previous = when.date();
    }
    return labels;
}

void TimelineWidget::setClock(const AnswerClock &clock)
{
    m_clock = clock;
    update();
}

void TimelineWidget::setEvents(const QList<TimelineEvent> &events)
{
    m_events = events;
    m_from = m_to = 0;
    for (const TimelineEvent &e : m_events) {
        m_from = m_from == 0 ? e.atUs : qMin(m_from, e.atUs);
        m_to = qMax(m_to, e.atUs);
    }
    // A margin either side, and a minimum span, so one event does not sit on the edge.
    const qint64 span = qMax<qint64>(m_to - m_from, 60LL * 1000000);
    m_from -= span / 20;
    m_to = m_from + span + span / 10;
    setAccessibleDescription(tr("%n events", nullptr, int(m_events.size())));
    update();
}

QSize TimelineWidget::sizeHint() const
{
    return { 600, minimumSizeHint().height() };
}

QSize TimelineWidget::minimumSizeHint() const
{
    return { 300, fontMetrics().height() * (LaneCount + 2) + 16 };
}

QRectF TimelineWidget::plot() const
{
    int labels = 0; // the widest lane name, as translated
    for (int k = 0; k < LaneCount; ++k)
        labels = qMax(
            labels,
            fontMetrics().horizontalAdvance(laneName(static_cast<TimelineKind>(k)) + u"  "_s));
    return QRectF(labels + 8, 6, width() - labels - 20, height() - fontMetrics().height() * 2 - 8);
}

QPointF TimelineWidget::markOf(int i) const
{
    const QRectF p = plot();
    const TimelineEvent &e = m_events[i];
    const double x
        = p.left() + p.width() * double(e.atUs - m_from) / double(qMax<qint64>(1, m_to - m_from));
    const double lane = p.height() / LaneCount;
    return { x, p.top() + lane * (int(e.kind) + 0.5) };
}

int TimelineWidget::eventAt(const QPoint &pos) const
{
    int best = -1;
    double bestDistance = 8;
    for (int i = 0; i < m_events.size(); ++i) {
        const double d = QLineF(markOf(i), pos).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF p = plot();
    const double lane = p.height() / LaneCount;
    const QColor grid = palette().color(QPalette::Mid);
    painter.setFont(font());
    for (int k = 0; k < LaneCount; ++k) {
        const double y = p.top() + lane * (k + 0.5);
        painter.setPen(QPen(grid, 1, Qt::DotLine));
        painter.drawLine(QPointF(p.left(), y), QPointF(p.right(), y));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRectF(0, y - lane / 2, p.left() - 6, lane),
                         Qt::AlignRight | Qt::AlignVCenter, laneName(static_cast<TimelineKind>(k)));
    }
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawLine(p.bottomLeft(), p.bottomRight());
    if (m_events.isEmpty()) {
        painter.drawText(p, Qt::AlignCenter, tr("No events"));
        return;
    }
    const QStringList labels
        = tickLabels(QDateTime::currentDateTimeUtc().toTimeZone(m_clock.zone).date());
    for (int t = 0; t < labels.size(); ++t) {
        const double x = p.left() + p.width() * t / (labels.size() - 1.0);
        painter.drawLine(QPointF(x, p.bottom()), QPointF(x, p.bottom() + 4));
        const QString &label = labels[t];
        const int w = fontMetrics().horizontalAdvance(label);
        painter.drawText(QPointF(qBound(0.0, x - w / 2.0, double(width() - w)),
                                 p.bottom() + 4 + fontMetrics().ascent()),
                         label);
    }
    for (int i = 0; i < m_events.size(); ++i) {
        const QColor c = statepalette::color(toneOf(m_events[i].kind), palette());
        painter.setPen(QPen(c.darker(130), 1));
        painter.setBrush(c);
        painter.drawEllipse(markOf(i), 4.5, 4.5);
    }
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *event)
{
    const int i = eventAt(event->position().toPoint());
    if (i < 0) {
        QToolTip::hideText();
        return;
    }
    const TimelineEvent &e = m_events[i];
    QToolTip::showText(event->globalPosition().toPoint(),
                       m_clock.format(e.atUs, zonedtime::Detail::DateSeconds) + u"\n"_s + e.text,
                       this);
}

void TimelineWidget::mousePressEvent(QMouseEvent *event)
{
    const int i = eventAt(event->position().toPoint());
    if (i >= 0)
        Q_EMIT eventClicked(m_events[i]);
}

#pragma once

#include "core/lookup/lookupresult.h"
#include "core/zonedtime.h"

#include <QWidget>

// A lookup's events on one time axis: a lane per kind of event (enqueue, lease, attempt,
// delivery, replay, success, failure, trigger, ack), a mark per event, the time range along the
// bottom. Hovering a mark tells the event; clicking it emits it. GUI thread; paints values it
// is given.
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget *parent = nullptr);
    void setEvents(const QList<TimelineEvent> &events);
    // The clock the axis and the hover text read on: local time unless a customer's zone was
    // picked (the axis then in that zone; the hover text "10:49:00 CET (09:49:00 UTC)").
    void setClock(const AnswerClock &clock);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int eventAt(const QPoint &pos) const; // -1 when none
    // The time axis' labels, left to right, as they read on `today` (the clock's date).
    QStringList tickLabels(const QDate &today) const;

Q_SIGNALS:
    void eventClicked(const TimelineEvent &event);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QPointF markOf(int index) const;
    QRectF plot() const;

    QList<TimelineEvent> m_events;
    qint64 m_from = 0;
    qint64 m_to = 0;
    AnswerClock m_clock;
};

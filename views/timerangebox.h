#pragma once

#include "core/types.h"

#include <QComboBox>

// A choice of "any time", the last hour/day/week/month, or one fixed span. The sliding
// choices travel as a number of seconds and the query compares against the server's now(),
// so the range slides with each poll. A fixed span (a dashboard bucket clicked through) is an
// entry of its own, named by its times, so the view shows what it is bounded by and the
// operator leaves it by picking another entry. GUI thread.
class TimeRangeBox : public QComboBox
{
    Q_OBJECT
public:
    explicit TimeRangeBox(QWidget *parent = nullptr);
    int seconds() const; // 0: any time, or the fixed span
    void setSeconds(int seconds); // picks the matching entry, or "any time"
    // Sets the fixed span [from, to) (µs since the epoch) and picks it; with neither bound,
    // picks by seconds as setSeconds does. The span's entry stays offered until another is set.
    void setRange(int seconds, OptTime from, OptTime to);
    // The fixed span's bounds while its entry is the one picked; otherwise none.
    OptTime from() const;
    OptTime to() const;

private:
    bool spanPicked() const;
    OptTime m_from;
    OptTime m_to;
};

#pragma once

#include <QComboBox>

// A choice of "any time" or the last hour/day/week/month. The choice travels as a number of
// seconds and the query compares against the server's now(), so the range slides with each
// poll. GUI thread.
class TimeRangeBox : public QComboBox
{
    Q_OBJECT
public:
    explicit TimeRangeBox(QWidget *parent = nullptr);
    int seconds() const; // 0: any time
    void setSeconds(int seconds); // picks the matching entry, or "any time"
};

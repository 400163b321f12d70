#include "views/timerangebox.h"

TimeRangeBox::TimeRangeBox(QWidget *parent)
    : QComboBox(parent)
{
    addItem(tr("Any time"), 0);
    addItem(tr("Last hour"), 3600);
    addItem(tr("Last 24 hours"), 86400);
    addItem(tr("Last 7 days"), 7 * 86400);
    addItem(tr("Last 30 days"), 30 * 86400);
    setAccessibleName(tr("Time range"));
}

int TimeRangeBox::seconds() const
{
    return currentData().toInt();
}

void TimeRangeBox::setSeconds(int seconds)
{
    const int i = findData(seconds);
    setCurrentIndex(i < 0 ? 0 : i);
}

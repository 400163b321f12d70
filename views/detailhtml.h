#pragma once

#include "core/rows/detailrows.h"
#include "core/rows/leaserows.h"

#include <QString>

// The detail pane's field tables as HTML. Every value from the database is escaped here and
// cut to one line; links carry only ids. Pure functions, so they are easy to test. Colours
// are not theirs: links and the "dim" class take the ones DetailPane's style sheet gives
// (readable on the palette in force), so the HTML holds none.
namespace detailhtml {
QString task(const TaskDetail &d);
QString delivery(const DeliveryDetail &d);
QString alarm(const AlarmDetail &d);
QString sinkLease(const SinkLeaseRow &row, qint64 nowMs, bool canReadAllStats);
} // namespace detailhtml

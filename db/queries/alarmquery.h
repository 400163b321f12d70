#pragma once

#include "db/dbjob.h"
#include "db/queries/alarmrows.h"
#include "db/rowreuse.h"

// Pending alarm debt: the ledger rows not yet acked, grouped by alert and device, with totals by age bucket. Reads the owed rows through the ledger's own
// partial index (acked_at IS NULL), so an acked history of any size costs nothing.
namespace alarmquery {
constexpr int DefaultLimit = 2000;
// `reuse`, when given, keeps the rows decoded by the previous poll (RowReuse).
DbJob debtJob(int limit = DefaultLimit, RowReuseHandle<AlarmDebtRow> reuse = {});
// The owed deliveries by age alone, and its decoder (the dashboard samples it every poll).
SqlStatement bucketsStatement();
AlarmDebtBuckets decodeBuckets(const PgResultView &view);
} // namespace alarmquery

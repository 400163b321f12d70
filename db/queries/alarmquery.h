#pragma once

#include "core/rows/alarmrows.h"
#include "db/dbjob.h"
#include "db/rowcolumns.h"
#include "db/rowreuse.h"
#include "db/sqlbuilder.h"

// Pending alarm debt: the ledger rows not yet acked, grouped by alert and device, with totals by
// age bucket. Reads the owed rows through the ledger's own partial index (acked_at IS NULL), so an
// acked history of any size costs nothing.
namespace alarmquery {

// The owed rows' columns, declared once (db/rowcolumns.h): the view's and the export's.
const RowColumns<AlarmDebtRow> &debtColumns();
// "SELECT <columns> FROM the ledger and its joins WHERE d.acked_at IS NULL", for a caller to
// add its own conditions, order and limit.
SqlBuilder debtSelect();
constexpr int DefaultLimit = 200; // the first page of the view's window (FetchWindow)
// The console index that serves the buckets by age (db/schema/optional/console-indexes.sql);
// the schema probe says whether it is there.
inline constexpr char OwedByAgeIndex[] = "poolscope_alarm_deliveries_owed_created_idx";
// `reuse`, when given, keeps the rows decoded by the previous poll (RowReuse). With
// `olderThanSeconds`, only the rows owed for longer (addOlderThan); the buckets stay the whole
// debt's.
DbJob debtJob(int limit = DefaultLimit, bool owedByAgeIndexed = false,
              RowReuseHandle<AlarmDebtRow> reuse = {}, int olderThanSeconds = 0);
// Narrows debtSelect() to the rows owed for more than `seconds` (created_at, server clock);
// nothing for 0. The view and the CSV export share it.
void addOlderThan(SqlBuilder &sql, int seconds);
// The owed deliveries by age, the alerts and devices owing, and its decoder (the dashboard
// samples it every poll). Two forms: through the owed-by-age index, or one pass without it.
SqlStatement bucketsStatement(bool owedByAgeIndexed);
AlarmDebtBuckets decodeBuckets(const PgResultView &view);
} // namespace alarmquery

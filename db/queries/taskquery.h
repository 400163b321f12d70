#pragma once

#include "core/rows/taskrow.h"
#include "db/dbjob.h"
#include "db/rowcolumns.h"
#include "db/rowreuse.h"
#include "db/sqlbuilder.h"

// The tasks window: newest first by id (stable, and served by the primary key), filtered in
// SQL. Ordering by id rather than updated_at keeps rows still while they change state, so
// the operator's selection and scroll position are not dragged around by the workers.
namespace taskquery {

// The filter's conditions (search, states, kind, account, monitor, time range), appended to a
// statement that reads `tasks t`: the window and the CSV export share them.
void addFilter(SqlBuilder &sql, const TaskFilter &filter);
// The tasks' columns, declared once: the SELECT, the decode, the CSV export's header and the
// schema requirement come from it (db/rowcolumns.h).
const RowColumns<TaskRow> &columns();

// "SELECT <columns> FROM tasks t", for a caller to add the filter, order and limit. `absent`:
// the optional columns the database lacks (columns().absentIn(schema)), left out.
SqlBuilder selectRows(const QStringList &absent = {});
// `reuse`, when given, keeps the rows decoded by this window's previous poll (RowReuse).
// `replaysReadable` (task_replays exists and may be read): each dead row says whether it was
// replayed, and as which task (TaskRow::replayedAs).
DbJob windowJob(const TaskFilter &filter, RowReuseHandle<TaskRow> reuse = {},
                bool replaysReadable = false, const QStringList &absent = {});
// The window a replay's frozen preview reads: each dead row says whether it was replayed
// where `schema` lets task_replays be read; the optional columns it lacks are left out.
DbJob previewJob(const TaskFilter &filter, const SchemaInfo &schema);
// Counts per state: exact up to `cap`, estimated past it; a state the planner's statistics
// put at EstimateOnlyFactor caps or more, after taking off every row changed in tasks since
// its last ANALYZE, is not counted at all (its estimate is shown). Twice the cap leaves room
// for the sampling error of a state's share (ANALYZE reads 30,000 rows).
// Without `known`, the statement reads the estimates from pg_stats (and the answer carries
// them, `estimatesRead`); planning that view is most of the statement's planning, 1–4 ms at
// each poll. The estimates move only at ANALYZE, so a poller reads them now and then and
// passes them as `known` in between.
constexpr qint64 EstimateOnlyFactor = 2;
constexpr qint64 CountCap = 10000; // the tasks view's and the dashboard's
DbJob countsJob(qint64 cap = CountCap, const std::optional<StateEstimates> &known = std::nullopt);

} // namespace taskquery

#include "db/queries/taskquery.h"

#include "db/queries/failurecause.h"
#include "db/sqlbuilder.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace taskquery {

using T = TaskRow;
using enum ColumnNeed;

const RowColumns<TaskRow> &columns()
{
    // Optional: the ids the upstream model denormalizes onto a task with no index of their
    // own, and the soft timestamps; no filter, search, order, action or detail preview reads
    // them (docs/schema.md, "Columns the console reads"). last_error is cut to a preview: a
    // worker can write megabytes there.
    static const RowColumns<TaskRow> table {
        "tasks",
        {
            { "id", "t.id", Required, &decodeas::id<&T::id> },
            { "job_id", "t.job_id", Required, &decodeas::text<&T::jobId> },
            { "kind", "t.kind", Required, &decodeas::text<&T::kind> },
            { "state", "t.state", Required, &decodeas::text<&T::state> },
            { "last_error", "left(t.last_error, 500)", Required, &decodeas::text<&T::lastError> },
            { "account_id", "t.account_id", Required, &decodeas::integer<&T::accountId> },
            { "monitor_id", "t.monitor_id", Required, &decodeas::integer<&T::monitorId> },
            { "check_id", "t.check_id", Optional, &decodeas::integer<&T::checkId> },
            { "message_id", "t.message_id", Optional, &decodeas::integer<&T::messageId> },
            { "contact_id", "t.contact_id", Optional, &decodeas::integer<&T::contactId> },
            { "not_before", "t.not_before", Required, &decodeas::time<&T::notBefore> },
            { "deadline", "t.deadline", Optional, &decodeas::time<&T::deadline> },
            { "lease_owner", "t.lease_owner", Required, &decodeas::text<&T::leaseOwner> },
            { "lease_token", "t.lease_token", Required, &decodeas::text<&T::leaseToken> },
            { "lease_expires_at", "t.lease_expires_at", Required,
              &decodeas::time<&T::leaseExpiresAt> },
            { "attempts", "t.attempts", Required, &decodeas::integer<&T::attempts> },
            { "max_attempts", "t.max_attempts", Required, &decodeas::integer<&T::maxAttempts> },
            { "idempotency_key", "t.idempotency_key", Required,
              &decodeas::text<&T::idempotencyKey> },
            { "succeeded_at", "t.succeeded_at", Optional, &decodeas::time<&T::succeededAt> },
            { "created_at", "t.created_at", Required, &decodeas::time<&T::createdAt> },
            { "updated_at", "t.updated_at", Required, &decodeas::time<&T::updatedAt> },
        },
    };
    return table;
}

namespace {

// The window's column after the declared ones when task_replays is read: TaskRow::replayedAs.
#define REPLAYED_AS "replayed_as"

void addSearch(SqlBuilder &sql, const TaskFilter &f)
{
    bool numeric = false;
    const qint64 number = f.searchText.toLongLong(&numeric);
    switch (f.search) {
    case TaskSearch::None:
        return;
    case TaskSearch::TaskId:
        // A number that does not parse matches nothing, and says so by an empty table.
        sql.where("t.id = $?", { numeric ? sqlparam::of(number) : sqlparam::null() });
        return;
    case TaskSearch::AccountId:
        sql.where("t.account_id = $?", { numeric ? sqlparam::of(number) : sqlparam::null() });
        return;
    case TaskSearch::MessageId:
        if (f.messageIdIndexed)
            sql.where("t.message_id = $?", { numeric ? sqlparam::of(number) : sqlparam::null() });
        else
            sql.where("t.id IN (SELECT nd.task_id FROM notification_deliveries nd WHERE "
                      "nd.message_id = $?)",
                      { numeric ? sqlparam::of(number) : sqlparam::null() });
        return;
    case TaskSearch::JobIdOrKey:
        sql.where("(t.job_id = $? OR t.idempotency_key = $?)",
                  { sqlparam::of(f.searchText), sqlparam::of(f.searchText) });
        return;
    case TaskSearch::TaskIdJobIdOrKey:
        sql.where("(t.id = $? OR t.job_id = $? OR t.idempotency_key = $?)",
                  { numeric ? sqlparam::of(number) : sqlparam::null(), sqlparam::of(f.searchText),
                    sqlparam::of(f.searchText) });
        return;
    }
}

// One failure group's members (db/queries/failurequery): failed, in the window, of the cause.
// The state condition comes first so that idx_tasks_state bounds the rows whose error is
// normalised.
void addCause(SqlBuilder &sql, const CauseFilter &cause)
{
    sql.where("t.state IN ('dead', 'failed_perm', 'failed_retry')");
    if (cause.kindIsNull)
        sql.where("t.kind IS NULL");
    if (cause.withinSeconds > 0)
        sql.where("t.updated_at >= now() - make_interval(secs => $?)",
                  { sqlparam::of(qint64(cause.withinSeconds)) });
    if (cause.from)
        sql.where("t.updated_at >= $?", { sqlparam::ofTime(*cause.from) });
    if (cause.to)
        sql.where("t.updated_at <= $?", { sqlparam::ofTime(*cause.to) });
    sql.where(FAILURE_CAUSE_ID_OF_TASK " = $?", { sqlparam::of(cause.id) });
}

} // namespace

void addFilter(SqlBuilder &sql, const TaskFilter &filter)
{
    addSearch(sql, filter);
    if (!filter.states.isEmpty())
        sql.where("t.state = ANY($?::text[])", { sqlparam::ofTextArray(filter.states) });
    if (!filter.kind.isNull())
        sql.where("t.kind = $?", { sqlparam::of(filter.kind) });
    if (filter.accountId)
        sql.where("t.account_id = $?", { sqlparam::of(*filter.accountId) });
    if (filter.monitorId)
        sql.where("t.monitor_id = $?", { sqlparam::of(*filter.monitorId) });
    if (filter.createdWithinSeconds > 0)
        sql.where("t.created_at >= now() - make_interval(secs => $?)",
                  { sqlparam::of(qint64(filter.createdWithinSeconds)) });
    if (filter.createdFrom)
        sql.where("t.created_at >= $?", { sqlparam::ofTime(*filter.createdFrom) });
    if (filter.createdTo)
        sql.where("t.created_at < $?", { sqlparam::ofTime(*filter.createdTo) });
    if (filter.cause)
        addCause(sql, *filter.cause);
}

SqlBuilder selectRows(const QStringList &absent)
{
    SqlBuilder sql("SELECT ");
    sql.addSelectList(columns().select(absent));
    sql.add(" FROM tasks t");
    return sql;
}

DbJob windowJob(const TaskFilter &filter, RowReuseHandle<TaskRow> reuse, bool replaysReadable,
                const QStringList &absent)
{
    SqlBuilder sql("SELECT ");
    sql.addSelectList(columns().select(absent));
    // Only a dead task can have been replayed: one probe of the unique original_task_id
    // index for each dead row of the window, none for the others. Read by its name, after
    // the declared columns.
    if (replaysReadable)
        sql.add(", CASE WHEN t.state = 'dead' THEN (SELECT coalesce(r.requeued_task_id, 0)"
                " FROM task_replays r WHERE r.original_task_id = t.id) END AS " REPLAYED_AS);
    sql.add(" FROM tasks t");
    addFilter(sql, filter);
    // One row past the window says whether there is more, without counting.
    sql.add(" ORDER BY t.id DESC LIMIT $?", { sqlparam::of(qint64(filter.limit) + 1) });

    DbJob job;
    job.label = u"tasks window"_s;
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false }, sql.statement() };
    const int limit = filter.limit;
    job.decode = [limit, reuse](const JobResults &results) {
        TaskWindow window;
        window.serverNowUs = results.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = results.view(1);
        const int n = v.rowCount();
        window.hasMore = n > limit;
        const auto bound = columns().bind(v);
        window.absentColumns = bound.missing();
        const int replayedAs = v.column(REPLAYED_AS); // -1: replays not read
        window.rows = decodeRows(
            v, qMin(n, limit),
            [&bound, replayedAs](const PgResultView &view, int r) {
                TaskRow t = bound.decode(view, r);
                if (replayedAs >= 0)
                    t.replayedAs = view.int64(r, replayedAs);
                return t;
            },
            reuse);
        return QVariant::fromValue(window);
    };
    return job;
}

DbJob previewJob(const TaskFilter &filter, const SchemaInfo &schema)
{
    return windowJob(filter, {}, schema.canRead(u"task_replays"_s), columns().absentIn(schema));
}

// Rows inserted, updated or deleted in tasks since its last ANALYZE (the server's own
// statistics, kept in shared memory: no table is read). A state cannot have lost more rows than
// that since its estimate was taken, so an estimate minus it is a floor under its count. NULL
// when the table cannot be named; the comparison is then NULL and the state is counted.
#define TASKS_MODS_SINCE_ANALYZE "SELECT pg_stat_get_mod_since_analyze(to_regclass('tasks'))"

namespace {

// A capped count reads at most `cap` index entries per state: on a big state, each a heap
// visit while a long transaction keeps vacuum from marking pages all-visible (on 1M tasks
// up to 1.4 s for the six states). A state whose estimate, less every row
// changed since the estimate was taken, is still EstimateOnlyFactor caps or more is not
// counted at all: its count could only say "past the cap", and its estimate is shown,
// marked as one. A mass purge or replay changes that many rows, so the state it shrank is
// counted again within seconds (as soon as the backend that made the change hands the
// server its statistics) instead of at autovacuum's next ANALYZE. CASE runs the subquery
// only in the branch taken. Both forms return (state, count or NULL, estimate).
SqlStatement countsFromKnownEstimates(qint64 cap, const QStringList &states,
                                      const StateEstimates &known)
{
    QStringList estimates; // -1: none (the statistics do not list the state)
    for (const QString &state : states)
        estimates.append(QString::number(known.value(state, -1)));
    return SqlStatement {
        QByteArrayLiteral("SELECT s.state, CASE WHEN s.n - (" TASKS_MODS_SINCE_ANALYZE
                          ") >= $3 THEN NULL ELSE"
                          " (SELECT count(*) FROM (SELECT 1 FROM tasks t WHERE t.state = "
                          "s.state LIMIT $2) x) END,"
                          " nullif(s.n, -1)"
                          " FROM unnest($1::text[], $4::int8[]) WITH ORDINALITY AS s(state, n, "
                          "i) ORDER BY s.i"),
        { sqlparam::ofTextArray(states), sqlparam::of(cap), sqlparam::of(cap * EstimateOnlyFactor),
          sqlparam::ofTextArray(estimates) },
        false
    };
}

// The same, reading the estimates from the table's statistics (pg_stats).
SqlStatement countsReadingEstimates(qint64 cap, const QStringList &states)
{
    return SqlStatement {
        QByteArrayLiteral(
            "WITH est AS (SELECT u.v, (u.f * greatest(c.reltuples, 0))::int8 AS n"
            " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " JOIN pg_stats st ON st.schemaname = n.nspname AND st.tablename = c.relname"
            "  AND st.attname = 'state',"
            " unnest(st.most_common_vals::text::text[], st.most_common_freqs) AS u(v, f)"
            " WHERE c.oid = to_regclass('tasks'))"
            " SELECT s.state, CASE WHEN e.n - (" TASKS_MODS_SINCE_ANALYZE ") >= $3 THEN NULL ELSE"
            " (SELECT count(*) FROM (SELECT 1 FROM tasks t WHERE t.state = s.state LIMIT $2) "
            "x) END,"
            " e.n"
            " FROM unnest($1::text[]) WITH ORDINALITY AS s(state, i) LEFT JOIN est e ON e.v = "
            "s.state"
            " ORDER BY s.i"),
        { sqlparam::ofTextArray(states), sqlparam::of(cap),
          sqlparam::of(cap * EstimateOnlyFactor) },
        false
    };
}

TaskStateCounts decodeCounts(const JobResults &r, qint64 cap, bool reads)
{
    TaskStateCounts counts;
    if (reads)
        counts.estimatesRead = StateEstimates();
    const PgResultView c = r.view(0);
    for (int i = 0; i < c.rowCount(); ++i) {
        StateCount sc;
        sc.state = c.text(i, 0);
        const OptInt estimate = c.int64(i, 2);
        if (reads && estimate)
            counts.estimatesRead->insert(sc.state, *estimate);
        const OptInt counted = c.int64(i, 1); // null: not counted, the estimate is far past the cap
        if (counted && *counted < cap) {
            sc.count = *counted;
        } else {
            sc.exact = false;
            sc.count = qMax(cap, estimate.value_or(cap));
        }
        counts.states.append(sc);
    }
    counts.expiredLeases = r.view(1).int64(0, 0).value_or(0);
    return counts;
}

} // namespace

DbJob countsJob(qint64 cap, const std::optional<StateEstimates> &known)
{
    const QStringList states = taskstate::all();
    DbJob job;
    job.label = u"task counts"_s;
    job.statements = {
        known ? countsFromKnownEstimates(cap, states, *known) : countsReadingEstimates(cap, states),
        SqlStatement { QByteArrayLiteral("SELECT count(*) FROM tasks WHERE state = 'leased'"
                                         " AND lease_expires_at < now()"),
                       {},
                       false },
    };
    const bool reads = !known;
    job.decode = [cap, reads](const JobResults &r) {
        return QVariant::fromValue(decodeCounts(r, cap, reads));
    };
    return job;
}

#undef TASKS_MODS_SINCE_ANALYZE
#undef REPLAYED_AS

} // namespace taskquery

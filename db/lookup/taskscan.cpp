#include "db/lookup/taskscan.h"

#include "core/textcontexts.h"
#include "db/lookup/lookupquery.h"
#include "db/sqlbuilder.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

constexpr qint64 MinWidth = 1000;
constexpr qint64 MaxWidth = 2000000;
// A slice's statement timeout when the budget is nearly spent: one small slice on a loaded
// machine (the first is 20,000 ids).
constexpr qint64 MinSliceTimeoutMs = 1000;

// `text` as an ILIKE pattern that matches it anywhere, its own wildcards taken literally.
QString containsPattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
    return u'%' + escaped + u'%';
}

// A phone number's digits as a regular expression that allows the separators people write
// between them ("555-123-4567" matches "(555) 123 4567" and "+15551234567"). Past ten digits
// only the last ten are asked for: a country code is written in some places and not others.
QString phonePattern(const QString &digits)
{
    const QString tail = digits.size() > 10 ? digits.right(10) : digits;
    QStringList parts;
    for (const QChar c : tail)
        parts.append(QString(c));
    return parts.join(u"[^0-9A-Za-z]{0,3}"_s) + u"(?![0-9])"_s;
}

// The condition that makes a task (t, with its attempts' match dm) a hit.
void addMatch(SqlBuilder &sql, const LookupQuery &q)
{
    switch (scanMatch(q.kind)) {
    case ScanMatch::MessageId:
        sql.add("coalesce(t.message_id = $?::int8, false)", { sqlparam::of(q.number) });
        break;
    case ScanMatch::ContactId:
        sql.add("coalesce(t.contact_id = $?::int8 AND t.created_at >= coalesce($?::timestamptz,"
                " now() - make_interval(secs => $?::float8)) AND t.created_at < "
                "coalesce($?::timestamptz,"
                " 'infinity'), false)",
                { sqlparam::of(q.number), q.from ? sqlparam::ofTime(*q.from) : sqlparam::null(),
                  q.from ? sqlparam::null() : sqlparam::of(q.sinceSeconds),
                  q.to ? sqlparam::ofTime(*q.to) : sqlparam::null() });
        break;
    case ScanMatch::Text:
        if (const QString digits = phoneDigits(q.text); !digits.isEmpty()) {
            const SqlParam re = sqlparam::of(phonePattern(digits));
            sql.add("(coalesce(t.payload::text ~ $?::text, false) OR coalesce(t.last_error ~ "
                    "$?::text, false)"
                    " OR dm.task_id IS NOT NULL)",
                    { re, re });
        } else {
            const SqlParam like = sqlparam::of(containsPattern(q.text));
            sql.add("(coalesce(t.payload::text ILIKE $?::text, false) OR coalesce(t.last_error "
                    "ILIKE $?::text, false)"
                    " OR dm.task_id IS NOT NULL)",
                    { like, like });
        }
        break;
    }
}

// The id range the scan walks down, read first.
DbJob boundsJob()
{
    DbJob job;
    job.route = JobRoute::Interactive;
    job.label = u"lookup scan bounds"_s;
    job.statements.append(
        SqlStatement { QByteArrayLiteral("SELECT max(id), min(id) FROM tasks"), {}, true });
    job.decode = [](const JobResults &r) {
        TaskScanSlice b;
        b.bounds = true;
        const PgResultView v = r.view(0);
        if (v.rowCount() > 0) {
            b.maxId = v.int64(0, 0);
            b.minId = v.int64(0, 1);
        }
        return QVariant::fromValue(b);
    };
    return job;
}

// JIT off for the slice's transaction and, with a budget, what is left of it as its timeout.
SqlStatement sliceSettings(qint64 timeoutMs)
{
    if (timeoutMs > 0)
        return SqlStatement {
            QByteArrayLiteral(
                "SELECT set_config('jit', 'off', true), set_config('statement_timeout',"
                " least(coalesce(nullif((SELECT setting FROM pg_settings WHERE name ="
                " 'statement_timeout')::int8, 0), $1::int8), $1::int8)::text, true)"),
            { sqlparam::of(timeoutMs) },
            false
        };
    return SqlStatement { QByteArrayLiteral("SELECT set_config('jit', 'off', true)"), {}, false };
}

// A text search's attempts of the slice's tasks, by the upstream deliveries(task_id) index:
// one range, not a probe per task.
void addAttemptMatches(SqlBuilder &sql, const LookupQuery &q, qint64 lo, qint64 hi)
{
    const QString digits = phoneDigits(q.text);
    sql.add(" LEFT JOIN (SELECT DISTINCT d.task_id FROM notification_deliveries d"
            " WHERE d.task_id >= $?::int8 AND d.task_id <= $?::int8 AND ",
            { sqlparam::of(lo), sqlparam::of(hi) });
    if (!digits.isEmpty())
        sql.add("(coalesce(d.error ~ $?::text, false) OR coalesce(d.provider_response ~ "
                "$?::text, false))) dm",
                { sqlparam::of(phonePattern(digits)), sqlparam::of(phonePattern(digits)) });
    else
        sql.add("(coalesce(d.error ILIKE $?::text, false) OR coalesce(d.provider_response "
                "ILIKE $?::text, false))) dm",
                { sqlparam::of(containsPattern(q.text)), sqlparam::of(containsPattern(q.text)) });
    sql.add(" ON dm.task_id = t.id");
}

// The tasks with ids in [lo, hi]: how many, the oldest, and the newest `wanted` that match.
SqlStatement sliceStatement(const LookupQuery &q, qint64 lo, qint64 hi, qint64 wanted)
{
    SqlBuilder sql("SELECT count(*)::int8, min(s.created_at),"
                   " array_to_string((array_agg(s.id ORDER BY s.id DESC) FILTER (WHERE "
                   "s.hit))[1:$?::int4], ','),"
                   " min(s.created_at) FILTER (WHERE s.hit)",
                   { sqlparam::of(qMax<qint64>(wanted, 1)) });
    if (q.kind == LookupKind::ContactId)
        sql.add(", max(s.created_at) < coalesce($?::timestamptz, now() - make_interval(secs => "
                "$?::float8))",
                { q.from ? sqlparam::ofTime(*q.from) : sqlparam::null(),
                  q.from ? sqlparam::null() : sqlparam::of(q.sinceSeconds) });
    else
        sql.add(", false");
    sql.add(" FROM (SELECT t.id, t.created_at, ");
    addMatch(sql, q);
    sql.add(" AS hit FROM tasks t");
    if (q.kind == LookupKind::Text)
        addAttemptMatches(sql, q, lo, hi);
    sql.add(" WHERE t.id >= $?::int8 AND t.id <= $?::int8) s",
            { sqlparam::of(lo), sqlparam::of(hi) });
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
}

TaskScanSlice decodeSlice(const PgResultView &v)
{
    TaskScanSlice s;
    if (v.rowCount() == 0)
        return s;
    s.rows = v.int64(0, 0).value_or(0);
    s.oldestAt = v.timestamp(0, 1);
    for (const QString &id : v.text(0, 2).split(u',', Qt::SkipEmptyParts))
        s.ids.append(id.toLongLong());
    s.oldestHitAt = v.timestamp(0, 3);
    s.pastRange = v.boolean(0, 4).value_or(false);
    return s;
}

} // namespace

ScanMatch scanMatch(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
        return ScanMatch::MessageId;
    case LookupKind::ContactId:
        return ScanMatch::ContactId;
    case LookupKind::Text:
    // The other kinds are served by an index and never scanned (needsScan() says no).
    case LookupKind::TaskId:
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
    case LookupKind::AccountId:
    case LookupKind::MonitorId:
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
        return ScanMatch::Text;
    }
    Q_UNREACHABLE();
    return ScanMatch::Text;
}

bool needsScan(const LookupQuery &q, const LookupSchema &s)
{
    switch (scanMatch(q.kind)) {
    case ScanMatch::MessageId:
        return !s.tasksMessageIdIndex;
    case ScanMatch::ContactId:
        return !s.tasksContactIdIndex;
    case ScanMatch::Text:
        return q.kind == LookupKind::Text;
    }
    Q_UNREACHABLE();
    return false;
}

TaskScan::TaskScan(const LookupQuery &query, qint64 budgetMs,
                   const std::optional<TaskScanFindings> &continueFrom)
    : m_query(query), m_budgetMs(budgetMs)
{
    m_query.scanned.reset();
    if (continueFrom && continueFrom->coverage.scanned) {
        const LookupCoverage &c = continueFrom->coverage;
        m_ids = continueFrom->taskIds;
        m_searched = c.tasksSearched;
        m_oldestAt = c.oldestSearchedAt;
        m_elapsedBefore = c.elapsedMs;
        if (c.lowestIdSearched)
            m_next = *c.lowestIdSearched - 1;
    }
}

qint64 TaskScan::matchLimit() const
{
    // A message has few tasks (one per contact, and replays): the limit only bounds a runaway.
    return m_query.kind == LookupKind::MessageId ? qint64(LookupQuery::MaxTrails)
                                                 : qint64(m_query.maxTrails) + 1;
}

DbJob TaskScan::nextJob() const
{
    if (!m_haveBounds)
        return boundsJob();
    DbJob job;
    job.route = JobRoute::Interactive;
    job.label = u"lookup scan slice"_s;
    // The slice's own timeout: what is left of the budget, never looser than the session's.
    const qint64 left = m_budgetMs > 0 ? qMax(MinSliceTimeoutMs, m_budgetMs - m_elapsedMs) : 0;
    job.statements.append(sliceSettings(left));
    job.statements.append(
        sliceStatement(m_query, sliceLow(), *m_next, matchLimit() - m_ids.size()));
    const int at = int(job.statements.size()) - 1;
    job.decode = [at](const JobResults &r) {
        return QVariant::fromValue(decodeSlice(r.view(at)));
    };
    return job;
}

qint64 TaskScan::sliceLow() const
{
    // Ids are unique: a slice of n ids holds at most n tasks, so one no wider than what is left
    // of a budget in tasks never reads past it.
    const qint64 width
        = m_taskBudget > 0 ? qBound<qint64>(1, m_taskBudget - m_searchedHere, m_width) : m_width;
    return qMax(m_lowest, *m_next - width + 1);
}

void TaskScan::apply(const DbReply &reply, qint64 elapsedMs)
{
    if (m_finished)
        return;
    const qint64 sliceMs = qMax<qint64>(0, elapsedMs - m_elapsedMs);
    m_elapsedMs = elapsedMs;
    if (reply.error.isError() || !reply.value.canConvert<TaskScanSlice>()) {
        m_failure = readFailureText(reply.error); // in words; the server's own kept after them
        stop(reply.error.kind == DbErrorKind::Timeout ? LookupCoverage::Stop::SliceTimeout
                                                      : LookupCoverage::Stop::Failed);
        return;
    }
    const TaskScanSlice slice = reply.value.value<TaskScanSlice>();
    if (slice.bounds)
        applyBounds(slice);
    else
        applySlice(slice, sliceMs);
    // At least one slice is read, however little budget is left after the bounds.
    if (!m_finished && !slice.bounds
        && ((m_budgetMs > 0 && m_elapsedMs >= m_budgetMs)
            || (m_taskBudget > 0 && m_searchedHere >= m_taskBudget)))
        stop(LookupCoverage::Stop::Budget);
}

void TaskScan::applyBounds(const TaskScanSlice &b)
{
    m_haveBounds = true;
    if (!b.maxId || !b.minId) { // no task at all
        stop(LookupCoverage::Stop::Complete);
        return;
    }
    m_lowest = *b.minId;
    if (!m_next)
        m_next = *b.maxId;
    if (*m_next < m_lowest)
        stop(LookupCoverage::Stop::Complete);
}

void TaskScan::applySlice(const TaskScanSlice &s, qint64 sliceMs)
{
    const qint64 lo = sliceLow();
    m_searched += s.rows;
    m_searchedHere += s.rows;
    if (s.oldestAt && (!m_oldestAt || *s.oldestAt < *m_oldestAt))
        m_oldestAt = s.oldestAt;
    if (s.oldestHitAt && (!m_oldestMatchAt || *s.oldestHitAt < *m_oldestMatchAt))
        m_oldestMatchAt = s.oldestHitAt;
    m_ids += s.ids;
    m_next = lo - 1;
    if (*m_next < m_lowest || s.pastRange)
        stop(LookupCoverage::Stop::Complete);
    else if (haveEnough())
        stop(LookupCoverage::Stop::Enough);
    else
        resize(sliceMs);
}

// The next slice takes about SliceTargetMs at the last one's pace, and no more than what is
// left of the budget.
void TaskScan::resize(qint64 sliceMs)
{
    qint64 target = SliceTargetMs;
    if (m_budgetMs > 0)
        target = qMin(target, qMax<qint64>(m_budgetMs - m_elapsedMs, 1));
    const qint64 width = sliceMs > 0 ? m_width * target / sliceMs : m_width * 4;
    m_width = qBound(MinWidth, qMin(width, m_width * 4), MaxWidth);
}

void TaskScan::cancel()
{
    if (!m_finished)
        stop(LookupCoverage::Stop::Cancelled);
}

void TaskScan::stop(LookupCoverage::Stop why)
{
    m_finished = true;
    m_stop = why;
}

bool TaskScan::haveEnough() const
{
    if (m_ids.size() >= matchLimit())
        return true;
    // A message's tasks sit together in id order; replays are newer and the lineage finds them.
    return m_query.kind == LookupKind::MessageId && m_oldestMatchAt && m_oldestAt
        && *m_oldestAt < *m_oldestMatchAt - SiblingWindowUs;
}

TaskScanFindings TaskScan::findings() const
{
    TaskScanFindings f;
    f.taskIds = m_ids.mid(0,
                          qMin<qsizetype>(m_ids.size(),
                                          m_query.kind == LookupKind::MessageId
                                              ? m_ids.size()
                                              : qsizetype(m_query.maxTrails)));
    f.moreMatches = m_query.kind != LookupKind::MessageId && m_ids.size() > m_query.maxTrails;
    LookupCoverage &c = f.coverage;
    c.scanned = true;
    c.stop = m_finished ? m_stop : LookupCoverage::Stop::Budget;
    c.tasksSearched = m_searched;
    c.oldestSearchedAt = m_oldestAt;
    if (m_next)
        c.lowestIdSearched = *m_next + 1;
    c.elapsedMs = m_elapsedBefore + m_elapsedMs;
    c.budgetMs = m_budgetMs;
    f.failure = m_failure;
    return f;
}

} // namespace lookup

// Which kinds an ambiguous input exists as (lookupquery.h): one EXISTS per candidate, each an
// index probe, all in one statement.
#include "core/lookup/verdict.h"
#include "db/lookup/lookupquery.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

// Appends the probe for `kind`; false when it has no index to ask (then NULL: unchecked).
bool addProbe(SqlBuilder &sql, LookupKind kind, const ParsedInput &in, const LookupSchema &s)
{
    const SqlParam n = sqlparam::of(in.number);
    const SqlParam t = sqlparam::of(in.text);
    switch (kind) {
    case LookupKind::MessageId:
        // Without the console index a message with no attempt yet is not seen here: its
        // absence is then unchecked (NULL), never "does not exist".
        if (s.tasksMessageIdIndex)
            sql.add(
                "(EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.message_id = $?::int8)"
                " OR EXISTS (SELECT 1 FROM tasks t WHERE t.message_id = $?::int8))",
                { n, n });
        else
            sql.add("(EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.message_id = "
                    "$?::int8) OR NULL)",
                    { n });
        return true;
    case LookupKind::TaskId:
        sql.add("(EXISTS (SELECT 1 FROM tasks t WHERE t.id = $?::int8)"
                " OR EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.task_id = $?::int8))",
                { n, n });
        return true;
    case LookupKind::JobId:
        sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.job_id = $?)", { t });
        return true;
    case LookupKind::IdempotencyKey:
        sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.idempotency_key = $?)", { t });
        return true;
    case LookupKind::JobIdOrKey:
        // A number or a UUID longer than a job id can only be a key.
        if (in.text.size() > MaxJobIdLength)
            sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.idempotency_key = $?)", { t });
        else
            sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.job_id = $? OR t.idempotency_key = $?)",
                    { t, t });
        return true;
    case LookupKind::AccountId:
        sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.account_id = $?::int8)", { n });
        return true;
    case LookupKind::MonitorId:
        sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.monitor_id = $?::int8)", { n });
        return true;
    case LookupKind::ContactId:
        if (!s.tasksContactIdIndex)
            return false;
        sql.add("EXISTS (SELECT 1 FROM tasks t WHERE t.contact_id = $?::int8)", { n });
        return true;
    case LookupKind::AlertId:
        if (!s.alarmsReadable)
            return false;
        sql.add("EXISTS (SELECT 1 FROM alarm.alerts a WHERE a.id = $?::uuid)", { t });
        return true;
    case LookupKind::SubscriptionId:
        if (!s.alarmsReadable)
            return false;
        sql.add("EXISTS (SELECT 1 FROM alarm.subscriptions x WHERE x.id = $?::uuid)", { t });
        return true;
    case LookupKind::AlertOrSubscription:
        if (!s.alarmsReadable)
            return false;
        sql.add("(EXISTS (SELECT 1 FROM alarm.alerts a WHERE a.id = $?::uuid)"
                " OR EXISTS (SELECT 1 FROM alarm.subscriptions x WHERE x.id = $?::uuid))",
                { t, t });
        return true;
    case LookupKind::Text: // found by a scan only
        return false;
    }
    return false;
}

} // namespace

DbJob candidatesJob(const ParsedInput &input, const LookupSchema &schema)
{
    SqlBuilder sql("SELECT ");
    QList<bool> checked;
    for (qsizetype i = 0; i < input.candidates.size(); ++i) {
        if (i > 0)
            sql.add(", ");
        const bool asked = addProbe(sql, input.candidates[i], input, schema);
        if (!asked)
            sql.add("NULL::bool");
        checked.append(asked);
    }
    if (input.candidates.isEmpty())
        sql.add("NULL::bool");
    DbJob job;
    job.label = u"lookup candidates"_s;
    job.route = JobRoute::Interactive;
    job.statements = { sql.statement() };
    const QList<LookupKind> kinds = input.candidates;
    const qint64 number = input.number;
    job.decode = [kinds, checked, number](const JobResults &r) {
        LookupCandidates out;
        out.number = number;
        const PgResultView v = r.view(0);
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            LookupCandidate c;
            c.kind = kinds[i];
            const std::optional<bool> answer
                = v.rowCount() > 0 ? v.boolean(0, static_cast<int>(i)) : std::nullopt;
            // NULL from an asked probe: it could only say yes (a message seen in the audit).
            c.checked = checked[i] && answer.has_value();
            c.exists = answer.value_or(false);
            out.candidates.append(c);
        }
        return QVariant::fromValue(out);
    };
    return job;
}

bool wantsOtherKinds(const LookupResult &result)
{
    return result.query.isNumeric() && !result.found() && !result.error.isError()
        && result.query.number > 0;
}

DbJob otherKindsJob(const LookupQuery &query, const LookupSchema &schema)
{
    // Every reading parseInput gives the bare number, but the one asked: the same probes the
    // kind box's check sends, each one index probe (a kind no index serves stays unchecked).
    ParsedInput others = parseInput(QString::number(query.number));
    others.candidates.removeAll(query.kind);
    DbJob job = candidatesJob(others, schema);
    job.label = u"lookup other kinds"_s;
    return job;
}

void applyOtherKinds(LookupResult &result, const LookupCandidates &candidates)
{
    if (candidates.number != result.query.number)
        return;
    result.otherKinds = candidates.existing();
    result.otherKinds.removeAll(result.query.kind);
    result.summary = summarize(result, QTimeZone::systemTimeZone());
}

void markOtherKindsUnchecked(LookupResult &result)
{
    result.otherKinds.clear();
    result.otherKindsUnchecked = true;
    result.summary = summarize(result, QTimeZone::systemTimeZone());
}

} // namespace lookup

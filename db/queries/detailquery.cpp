#include "db/queries/detailquery.h"

#include "core/jsonpretty.h"
#include "core/textcontexts.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/taskquery.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace detailquery {

namespace {

SqlStatement endingTransaction(const QByteArray &sql, const QList<SqlParam> &params)
{
    return SqlStatement { sql, params, true };
}

SqlStatement endingTransaction(SqlStatement statement)
{
    statement.endsTransaction = true;
    return statement;
}

// A preview of the text `expr` from the row of `table` (as `alias`) that `where` picks by its
// key in $1, in a transaction of its own, with the row's version; no row when the row is
// still at the version held for `field` ($2; NULL when none is held). Its columns: version,
// preview, size in bytes, whether the preview is cut.
SqlStatement previewStatement(const char *expr, const char *table, const char *alias,
                              const char *where, const SqlParam &key, const HeldVersions &held,
                              DetailField field)
{
    const QByteArray a(alias);
    // OFFSET 0 keeps the subquery from being pulled up into the outer query, which would
    // compute the text once for each of its three uses (three times the work on a big jsonb
    // payload).
    const QByteArray sql = "SELECT s.version, substring(s.v for " + QByteArray::number(PreviewBytes)
        + "), octet_length(s.v),"
          " length(s.v) > "
        + QByteArray::number(PreviewBytes) + " FROM (SELECT " + a + ".xmin::text AS version, "
        + expr + " AS v FROM " + table + " " + a + " WHERE " + where + " AND " + a
        + ".xmin::text IS DISTINCT FROM $2 OFFSET 0) s";
    const auto version = held.constFind(field);
    return endingTransaction(
        sql, { key, version == held.cend() ? sqlparam::null() : sqlparam::of(*version) });
}

// The preview `statement` read (previewStatement); `held` is whether the job gave it a version.
// A provider's response is text; most providers answer JSON, which reads far better laid out.
// Only what opens like JSON is laid out: jsonpretty re-spaces any text it is given.
bool opensLikeJson(QStringView text)
{
    const QStringView t = text.trimmed();
    return t.startsWith(u'{') || t.startsWith(u'[');
}

enum class Json { No, Yes, IfItLooksSo };

TextPreview decodePreview(const JobResults &r, int statement, bool held, Json json = Json::No)
{
    TextPreview p;
    if (!r.ok(statement)) {
        p.error = r.error(statement);
        return p;
    }
    const PgResultView v = r.view(statement);
    if (v.rowCount() == 0) {
        p.unchanged = held; // otherwise the row is gone (the row's own statement says so)
        return p;
    }
    p.rowVersion = v.text(0, 0);
    p.text = v.text(0, 1);
    if (!p.text.isNull()
        && (json == Json::Yes || (json == Json::IfItLooksSo && opensLikeJson(p.text))))
        p.text = jsonpretty::format(p.text);
    p.totalBytes = v.int64(0, 2).value_or(0);
    p.truncated = v.boolean(0, 3).value_or(false);
    return p;
}

} // namespace

DbJob taskJob(qint64 taskId, bool replaysReadable, const HeldVersions &held,
              const QStringList &absent)
{
    const SqlParam id = sqlparam::of(taskId);
    DbJob job;
    job.label = u"task detail"_s;
    job.decodeFailures = true;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        taskquery::selectRows(absent).add(" WHERE t.id = $?", { id }).statement(),
        endingTransaction(deliveryquery::selectRows()
                              .add(" WHERE d.task_id = $? ORDER BY d.id DESC LIMIT 51", { id })
                              .statement()),
        previewStatement("t.last_error", "tasks", "t", "t.id = $1", id, held,
                         DetailField::TaskLastError),
        previewStatement("t.payload::text", "tasks", "t", "t.id = $1", id, held,
                         DetailField::TaskPayload),
        previewStatement("t.result::text", "tasks", "t", "t.id = $1", id, held,
                         DetailField::TaskResult),
    };
    if (replaysReadable)
        job.statements.append(endingTransaction(
            QByteArrayLiteral(
                "SELECT original_task_id, requeued_task_id, operator_user_id, created_at"
                " FROM task_replays WHERE original_task_id = $1 OR requeued_task_id = $1"),
            { id }));
    job.decode = [taskId, replaysReadable, held, absent](const JobResults &r) {
        if (!r.ok(1))
            return QVariant(); // the row itself could not be read: the reply's error says why
        TaskDetail d;
        d.absentColumns = absent;
        d.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView t = r.view(1);
        d.found = t.rowCount() > 0;
        // A row gone still says which row it was: the pane names it, and shows it only
        // while that row is the one selected.
        d.task.id = taskId;
        if (d.found)
            d.task = taskquery::columns().bind(t).decode(t, 0);
        const PgResultView del = r.view(2);
        d.moreDeliveries = del.rowCount() > 50;
        const auto deliveries = deliveryquery::columns().bind(del);
        for (int i = 0; i < del.rowCount() && i < 50; ++i)
            d.deliveries.append(deliveries.decode(del, i));
        d.lastError = decodePreview(r, 3, held.contains(DetailField::TaskLastError));
        d.payload = decodePreview(r, 4, held.contains(DetailField::TaskPayload), Json::Yes);
        d.result = decodePreview(r, 5, held.contains(DetailField::TaskResult), Json::Yes);
        if (!replaysReadable) {
            d.replaysUnavailable = DbText::tr("task_replays cannot be read");
        } else if (!r.ok(6)) {
            d.replaysUnavailable = r.error(6).summary();
        } else {
            const PgResultView rp = r.view(6);
            for (int i = 0; i < rp.rowCount(); ++i) {
                ReplayLink link { rp.int64(i, 0).value_or(0), rp.int64(i, 1).value_or(0),
                                  rp.int64(i, 2), rp.timestamp(i, 3) };
                if (link.originalTaskId == taskId)
                    d.replayedAs = link;
                else
                    d.replayOf = link;
            }
        }
        return QVariant::fromValue(d);
    };
    return job;
}

DbJob deliveryJob(qint64 deliveryId, const HeldVersions &held)
{
    const SqlParam id = sqlparam::of(deliveryId);
    DbJob job;
    job.label = u"delivery detail"_s;
    job.decodeFailures = true;
    job.statements = {
        endingTransaction(SqlBuilder("SELECT ")
                              .addSelectList(deliveryquery::columns().select())
                              .add(", t.id IS NOT NULL AS task_exists, t.state AS task_state"
                                   " FROM notification_deliveries d"
                                   " LEFT JOIN tasks t ON t.id = d.task_id WHERE d.id = $?",
                                   { id })
                              .statement()),
        previewStatement("d.error", "notification_deliveries", "d", "d.id = $1", id, held,
                         DetailField::DeliveryError),
        previewStatement("d.provider_response", "notification_deliveries", "d", "d.id = $1", id,
                         held, DetailField::DeliveryResponse),
    };
    job.decode = [deliveryId, held](const JobResults &r) {
        if (!r.ok(0))
            return QVariant();
        DeliveryDetail d;
        const PgResultView v = r.view(0);
        d.found = v.rowCount() > 0;
        d.delivery.id = deliveryId;
        if (d.found) {
            d.delivery = deliveryquery::columns().bind(v).decode(v, 0);
            d.taskExists = v.boolean(0, v.column("task_exists")).value_or(false);
            d.taskState = v.text(0, v.column("task_state"));
        }
        d.error = decodePreview(r, 1, held.contains(DetailField::DeliveryError));
        d.providerResponse
            = decodePreview(r, 2, held.contains(DetailField::DeliveryResponse), Json::IfItLooksSo);
        return QVariant::fromValue(d);
    };
    return job;
}

DbJob alarmJob(const QString &alertId, const QString &subscriptionId, const QString &eventId,
               const HeldVersions &held)
{
    const QList<SqlParam> key
        = { sqlparam::of(alertId), sqlparam::of(subscriptionId), sqlparam::of(eventId) };
    DbJob job;
    job.label = u"alarm detail"_s;
    job.decodeFailures = true;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        SqlStatement {
            QByteArrayLiteral(
                "SELECT a.id, a.name, a.account_id, a.state, s.id, s.device_label, s.platform,"
                " s.enabled, s.last_seen_at, e.id, e.kind, d.created_at, e.created_at"
                " FROM alarm.alerts a"
                " LEFT JOIN alarm.subscriptions s ON s.id = $2::uuid AND s.alert_id = a.id"
                " LEFT JOIN alarm.alarm_events e ON e.id = $3::uuid"
                " LEFT JOIN alarm.alarm_deliveries d ON d.alert_id = a.id"
                "  AND d.subscription_id = $2::uuid AND d.event_id = $3::uuid"
                " WHERE a.id = $1::uuid"),
            key, false },
        SqlStatement {
            QByteArrayLiteral(
                "SELECT s.id, s.device_label, s.platform, s.enabled, s.last_seen_at,"
                " d.subscription_id IS NOT NULL, d.created_at, d.acked_at"
                " FROM alarm.subscriptions s LEFT JOIN alarm.alarm_deliveries d"
                "  ON d.subscription_id = s.id AND d.alert_id = s.alert_id AND d.event_id = "
                "$2::uuid"
                " WHERE s.alert_id = $1::uuid ORDER BY s.device_label NULLS LAST, s.id LIMIT 200"),
            { key[0], key[2] },
            true },
        previewStatement("e.frame::text", "alarm.alarm_events", "e", "e.id = $1::uuid", key[2],
                         held, DetailField::EventFrame),
    };
    job.decode = [alertId, subscriptionId, eventId, held](const JobResults &r) {
        if (!r.ok(1))
            return QVariant();
        AlarmDetail d;
        d.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        d.found = v.rowCount() > 0;
        d.row.alertId = alertId;
        d.row.subscriptionId = subscriptionId;
        d.row.eventId = eventId;
        if (d.found) {
            AlarmDebtRow &a = d.row;
            a.alertId = v.text(0, 0);
            a.alertName = v.text(0, 1);
            a.accountId = v.int64(0, 2);
            a.alertState = v.text(0, 3);
            a.subscriptionId = v.text(0, 4);
            a.deviceLabel = v.text(0, 5);
            a.platform = v.text(0, 6);
            a.enabled = v.boolean(0, 7);
            a.lastSeenAt = v.timestamp(0, 8);
            a.eventId = v.text(0, 9);
            a.eventKind = v.text(0, 10);
            a.owedSince = v.timestamp(0, 11);
            d.eventCreatedAt = v.timestamp(0, 12);
        }
        const PgResultView s = r.view(2);
        for (int i = 0; i < s.rowCount(); ++i) {
            SubscriptionStanding st;
            st.subscriptionId = s.text(i, 0);
            st.deviceLabel = s.text(i, 1);
            st.platform = s.text(i, 2);
            st.enabled = s.boolean(i, 3);
            st.lastSeenAt = s.timestamp(i, 4);
            st.hasLedgerRow = s.boolean(i, 5).value_or(false);
            st.owedSince = s.timestamp(i, 6);
            st.ackedAt = s.timestamp(i, 7);
            d.subscriptions.append(st);
        }
        d.frame = decodePreview(r, 3, held.contains(DetailField::EventFrame), Json::Yes);
        return QVariant::fromValue(d);
    };
    return job;
}

DbJob fullValueJob(DetailField field, const QString &key)
{
    QByteArray sql;
    switch (field) {
    case DetailField::TaskPayload:
        sql = "SELECT payload::text FROM tasks WHERE id = $1::int8";
        break;
    case DetailField::TaskResult:
        sql = "SELECT result::text FROM tasks WHERE id = $1::int8";
        break;
    case DetailField::TaskLastError:
        sql = "SELECT last_error FROM tasks WHERE id = $1::int8";
        break;
    case DetailField::DeliveryError:
        sql = "SELECT error FROM notification_deliveries WHERE id = $1::int8";
        break;
    case DetailField::DeliveryResponse:
        sql = "SELECT provider_response FROM notification_deliveries WHERE id = $1::int8";
        break;
    case DetailField::EventFrame:
        sql = "SELECT frame::text FROM alarm.alarm_events WHERE id = $1::uuid";
        break;
    }
    const bool json = field == DetailField::TaskPayload || field == DetailField::TaskResult
        || field == DetailField::EventFrame;
    const bool jsonIfSo = field == DetailField::DeliveryResponse;
    DbJob job;
    job.label = u"full value"_s;
    job.route = JobRoute::Interactive;
    job.statements = { SqlStatement { sql, { sqlparam::of(key) }, false } };
    job.decode = [json, jsonIfSo](const JobResults &r) {
        const PgResultView v = r.view(0);
        const QString text = v.rowCount() > 0 ? v.text(0, 0) : QString();
        // Pretty-printed here, on the DB thread: a 10 MB value costs the window nothing.
        const bool pretty = json || (jsonIfSo && opensLikeJson(text));
        return QVariant(pretty && !text.isNull() ? jsonpretty::format(text) : text);
    };
    return job;
}

} // namespace detailquery

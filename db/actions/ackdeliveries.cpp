#include "db/actions/ackdeliveries.h"

#include "core/operatoraction.h"
#include "core/textcontexts.h"
#include "db/sqlbuilder.h"

#include <QDateTime>
#include <QSet>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace ackdeliveries {

namespace {
const QString Action = operatoraction::journalName(OperatorAction::AckSelected);

QString alertTarget(const QString &alertId)
{
    return u"alarm:"_s + alertId;
}

struct KeyArrays
{
    QStringList alerts, subscriptions, events;
};

KeyArrays arrays(const QList<AlarmKey> &keys)
{
    KeyArrays a;
    for (const AlarmKey &k : keys) {
        a.alerts.append(k.alertId);
        a.subscriptions.append(k.subscriptionId);
        a.events.append(k.eventId);
    }
    return a;
}

} // namespace

QString target(const AckAlarmDeliveries &ack)
{
    QSet<QString> alerts;
    for (const AlarmKey &k : ack.keys)
        alerts.insert(k.alertId);
    return alerts.size() == 1 ? alertTarget(*alerts.begin())
                              : u"alarm:%1 alerts"_s.arg(alerts.size());
}

ActionOutcome nothingOwed(const QString &alertId, const QString &message)
{
    ActionOutcome o;
    o.result = ActionOutcome::Result::AlreadyDone;
    o.action = Action;
    o.target = alertTarget(alertId);
    o.message = message;
    return o;
}

DbJob previewJob(const QString &alertId, const QString &subscriptionId, const QString &eventId,
                 int cap)
{
    SqlBuilder sql("SELECT d.alert_id, d.subscription_id, d.event_id, coalesce(s.device_label, "
                   "'(unnamed device)'),"
                   " coalesce(a.name, '(unnamed alert)'), d.created_at"
                   " FROM alarm.alarm_deliveries d JOIN alarm.alerts a ON a.id = d.alert_id"
                   " LEFT JOIN alarm.subscriptions s ON s.id = d.subscription_id");
    sql.where("d.acked_at IS NULL");
    sql.where("d.alert_id = $?::uuid", { sqlparam::of(alertId) });
    if (!subscriptionId.isEmpty())
        sql.where("d.subscription_id = $?::uuid", { sqlparam::of(subscriptionId) });
    if (!eventId.isEmpty())
        sql.where("d.event_id = $?::uuid", { sqlparam::of(eventId) });
    sql.add(" ORDER BY d.subscription_id, d.created_at, d.event_id LIMIT $?",
            { sqlparam::of(qint64(cap) + 1) });
    DbJob job;
    job.label = u"ack preview"_s;
    job.statements = { sql.statement() };
    job.route = JobRoute::Write; // preview on the primary, where the ack will run
    job.decode = [cap](const JobResults &r) {
        AckPreview p;
        const PgResultView v = r.view(0);
        p.capped = v.rowCount() > cap;
        for (int i = 0; i < v.rowCount() && i < cap; ++i) {
            p.keys.append({ v.text(i, 0), v.text(i, 1), v.text(i, 2) });
            const OptTime since = v.timestamp(i, 5);
            p.lines.append(
                ActionText::tr("%1 owes \"%2\" since %3")
                    .arg(v.text(i, 3), v.text(i, 4),
                         since ? QDateTime::fromMSecsSinceEpoch(*since / 1000, QTimeZone::utc())
                                     .toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s)
                               : ActionText::tr("an unknown time")));
        }
        return QVariant::fromValue(p);
    };
    return job;
}

namespace {

// The update and its audit row in one statement.
SqlStatement updateStatement(const AckAlarmDeliveries &ack, const ActionContext &ctx,
                             const QList<SqlParam> &keyParams)
{
    SqlBuilder sql("WITH keys AS (SELECT * FROM unnest($?::uuid[], $?::uuid[], $?::uuid[]) AS "
                   "k(alert_id, subscription_id, event_id)),"
                   " upd AS (UPDATE alarm.alarm_deliveries d SET acked_at = now() FROM keys k"
                   "   WHERE d.alert_id = k.alert_id AND d.subscription_id = k.subscription_id AND "
                   "d.event_id = k.event_id"
                   "   AND d.acked_at IS NULL RETURNING d.alert_id, d.subscription_id, d.event_id),"
                   " result AS (SELECT CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 'done' ELSE "
                   "'already_done' END AS outcome,"
                   "   'acked ' || (SELECT count(*) FROM upd) || ' of ' || (SELECT count(*) FROM "
                   "keys) AS detail,"
                   "   (SELECT count(*) FROM upd) AS acked)",
                   { keyParams[0], keyParams[1], keyParams[2] });
    actionsql::finishWithAudit(sql, ctx, Action, target(ack));
    return sql.statement();
}

// After the update, in the same transaction but with a fresh snapshot: where every key stands
// now (a row a colleague acked a moment ago shows with that colleague's time).
SqlStatement standingStatement(const QList<SqlParam> &keyParams)
{
    return SqlStatement {
        QByteArrayLiteral(
            // now() is this transaction's: the rows acked at it are ours.
            "SELECT k.alert_id, k.subscription_id, k.event_id, d.acked_at, d.alert_id IS NOT NULL,"
            " d.acked_at = now()"
            " FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS k(alert_id, subscription_id, "
            "event_id)"
            " LEFT JOIN alarm.alarm_deliveries d ON d.alert_id = k.alert_id"
            "  AND d.subscription_id = k.subscription_id AND d.event_id = k.event_id"),
        keyParams, true
    };
}

ActionOutcome ackOutcome(const JobResults &r, int asked, const QString &tgt)
{
    ActionOutcome o;
    o.action = Action;
    o.target = tgt;
    const PgResultView u = r.view(0);
    o.changed = static_cast<int>(u.int64(0, 2).value_or(0));
    o.audited = u.int64(0, 3).value_or(0) > 0;
    const PgResultView s = r.view(1);
    int gone = 0;
    int earlier = 0;
    OptTime latestEarlier;
    for (int i = 0; i < s.rowCount(); ++i) {
        if (!s.boolean(i, 4).value_or(false)) {
            ++gone;
            continue;
        }
        const OptTime at = s.timestamp(i, 3);
        if (at && s.boolean(i, 5).value_or(false))
            o.doneAt = at; // ours: acked at this transaction's now()
        if (!at || s.boolean(i, 5).value_or(false))
            continue;
        ++earlier;
        if (!latestEarlier || *at > *latestEarlier)
            latestEarlier = at;
    }
    QStringList parts;
    if (o.changed > 0)
        parts.append(ActionText::tr("acked %1 of %2 owed deliveries").arg(o.changed).arg(asked));
    if (earlier > 0)
        parts.append(
            ActionText::tr("%1 had already been acked (the last at %2)")
                .arg(earlier)
                .arg(QDateTime::fromMSecsSinceEpoch(*latestEarlier / 1000, QTimeZone::utc())
                         .toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s)));
    if (gone > 0)
        parts.append(ActionText::tr("%1 no longer exist (their alert or subscription was deleted)")
                         .arg(gone));
    if (parts.isEmpty())
        parts.append(ActionText::tr("nothing was owed"));
    o.result = o.changed > 0 ? ActionOutcome::Result::Done : ActionOutcome::Result::AlreadyDone;
    QString text = parts.join(u"; "_s);
    text[0] = text[0].toUpper();
    o.message = text + (o.changed > 0 ? u"."_s : ActionText::tr("; nothing was written."));
    return o;
}

} // namespace

DbJob job(const AckAlarmDeliveries &ack, const ActionContext &ctx)
{
    const KeyArrays k = arrays(ack.keys);
    const QList<SqlParam> keyParams
        = { sqlparam::ofTextArray(k.alerts), sqlparam::ofTextArray(k.subscriptions),
            sqlparam::ofTextArray(k.events) };
    DbJob job;
    job.label = u"ack alarm deliveries"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    job.statements = { updateStatement(ack, ctx, keyParams), standingStatement(keyParams) };
    const int asked = static_cast<int>(ack.keys.size());
    const QString tgt = target(ack);
    job.decode = [asked, tgt](const JobResults &r) {
        if (const DbError e = r.firstError(); e.isError())
            return QVariant::fromValue(
                outcomeOfError(e, Action, tgt, ActionText::tr("these alarm deliveries")));
        return QVariant::fromValue(ackOutcome(r, asked, tgt));
    };
    return job;
}

} // namespace ackdeliveries

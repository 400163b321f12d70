// CSV and JSON exports (lookupexport.h): the data exactly, times in UTC.
#include "core/lookup/lookupexport.h"
#include "core/lookup/lookupinput.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lookup {

QString isoTime(const OptTime &us)
{
    if (!us)
        return {};
    qint64 secs = *us / 1000000;
    qint64 frac = *us % 1000000;
    if (frac < 0) {
        frac += 1000000;
        secs -= 1;
    }
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc()).toString(u"yyyy-MM-ddTHH:mm:ss"_s)
        + u'.' + QString::number(frac).rightJustified(6, u'0') + u'Z';
}

QJsonValue jsonValue(const OptInt &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonValue(const QString &s)
{
    return s.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonValue jsonTime(const OptTime &t)
{
    return t ? QJsonValue(isoTime(t)) : QJsonValue(QJsonValue::Null);
}

namespace {

QJsonValue jb(const std::optional<bool> &b)
{
    return b ? QJsonValue(*b) : QJsonValue(QJsonValue::Null);
}

QJsonValue jerror(const DbError &e)
{
    if (!e.isError())
        return QJsonValue(QJsonValue::Null);
    return QJsonObject { { u"sqlstate"_s, jsonValue(e.sqlState) },
                         { u"message"_s, e.message },
                         { u"detail"_s, jsonValue(e.detail) } };
}

QJsonObject taskJson(const TrailTask &t)
{
    return QJsonObject {
        { u"id"_s, QJsonValue(t.id) },
        { u"job_id"_s, jsonValue(t.jobId) },
        { u"kind"_s, jsonValue(t.kind) },
        { u"state"_s, jsonValue(t.state) },
        { u"idempotency_key"_s, jsonValue(t.idempotencyKey) },
        { u"message_id"_s, jsonValue(t.messageId) },
        { u"account_id"_s, jsonValue(t.accountId) },
        { u"monitor_id"_s, jsonValue(t.monitorId) },
        { u"contact_id"_s, jsonValue(t.contactId) },
        { u"attempts"_s, jsonValue(t.attempts) },
        { u"max_attempts"_s, jsonValue(t.maxAttempts) },
        { u"lease_owner"_s, jsonValue(t.leaseOwner) },
        { u"lease_expires_at"_s, jsonTime(t.leaseExpiresAt) },
        { u"not_before"_s, jsonTime(t.notBefore) },
        { u"created_at"_s, jsonTime(t.createdAt) },
        { u"updated_at"_s, jsonTime(t.updatedAt) },
        { u"succeeded_at"_s, jsonTime(t.succeededAt) },
        { u"last_error"_s, jsonValue(t.lastError) },
        { u"subject"_s, jsonValue(t.subject) },
        { u"channels"_s, QJsonArray::fromStringList(t.channels) },
        { u"replay_of"_s, jsonValue(t.replayOf) },
        { u"ready_ahead"_s, jsonValue(t.readyAhead) },
        { u"matched"_s, t.matched },
    };
}

QJsonObject deliveryJson(const TrailDelivery &d)
{
    return QJsonObject {
        { u"id"_s, QJsonValue(d.id) },
        { u"task_id"_s, jsonValue(d.taskId) },
        { u"message_id"_s, jsonValue(d.messageId) },
        { u"worker_id"_s, jsonValue(d.workerId) },
        { u"status"_s, jsonValue(d.status) },
        { u"duration_ms"_s, jsonValue(d.durationMs) },
        { u"error"_s, jsonValue(d.error) },
        { u"error_truncated"_s, d.errorTruncated },
        { u"provider_response"_s, jsonValue(d.providerResponse) },
        { u"provider_response_truncated"_s, d.responseTruncated },
        { u"created_at"_s, jsonTime(d.createdAt) },
        { u"task_gone"_s, d.taskGone },
    };
}

QJsonObject trailJson(const Trail &t)
{
    QJsonArray tasks, deliveries, replays;
    for (const TrailTask &x : t.tasks)
        tasks.append(taskJson(x));
    for (const TrailDelivery &x : t.deliveries)
        deliveries.append(deliveryJson(x));
    for (const TrailReplay &x : t.replays)
        replays.append(QJsonObject { { u"id"_s, QJsonValue(x.id) },
                                     { u"original_task_id"_s, jsonValue(x.originalTaskId) },
                                     { u"requeued_task_id"_s, jsonValue(x.requeuedTaskId) },
                                     { u"operator_user_id"_s, jsonValue(x.operatorId) },
                                     { u"created_at"_s, jsonTime(x.createdAt) } });
    return QJsonObject {
        { u"message_id"_s, jsonValue(t.messageId) },
        { u"verdict"_s, verdictName(t.verdict) },
        { u"verdict_text"_s, t.verdictText },
        { u"stuck"_s, t.stuck },
        { u"attempts_total"_s, QJsonValue(t.attemptsTotal) },
        { u"attempts_capped"_s, t.attemptsCapped },
        { u"first_delivered_at"_s, jsonTime(t.firstDeliveredAt) },
        { u"more_tasks"_s, t.moreTasks },
        { u"more_deliveries"_s, t.moreDeliveries },
        { u"tasks"_s, tasks },
        { u"deliveries"_s, deliveries },
        { u"replays"_s, replays },
    };
}

// "device", "operator", "unknown" (the ledger cannot tell); null without an ack.
QJsonValue ackedByName(const DeviceStanding &d)
{
    if (!d.ackedAt)
        return QJsonValue::Null;
    switch (d.ackedBy) {
    case AckedBy::Device:
        return u"device"_s;
    case AckedBy::Operator:
        return u"operator"_s;
    case AckedBy::Unknown:
        break;
    }
    return u"unknown"_s;
}

// Where the operator's ack is recorded: "audit" (poolscope_audit) or "journal" (this console's).
QJsonValue ackRecord(const DeviceStanding &d)
{
    if (d.ackedBy != AckedBy::Operator)
        return QJsonValue::Null;
    return d.ackFromJournal ? u"journal"_s : u"audit"_s;
}

QJsonObject alarmJson(const AlarmStanding &a)
{
    QJsonArray subs;
    for (const DeviceStanding &d : a.subscriptions)
        subs.append(QJsonObject {
            { u"subscription_id"_s, d.subscriptionId },
            { u"device_label"_s, jsonValue(d.deviceLabel) },
            { u"platform"_s, jsonValue(d.platform) },
            { u"enabled"_s, jb(d.enabled) },
            { u"status"_s, deviceStatusName(d.status) },
            { u"pending"_s, d.pending },
            { u"owed_since"_s, jsonTime(d.owedSince) },
            { u"acked_at"_s, jsonTime(d.ackedAt) },
            { u"acked_by"_s, ackedByName(d) },
            { u"ack_operator_id"_s, jsonValue(d.ackOperatorId) },
            { u"ack_reason"_s, jsonValue(d.ackReason) },
            { u"ack_recorded_in"_s, ackRecord(d) },
            { u"last_seen_at"_s, jsonTime(d.lastSeenAt) },
            { u"owed_count"_s, QJsonValue(d.owedCount) },
            { u"searched"_s, d.searched },
        });
    return QJsonObject {
        { u"alert_id"_s, a.alertId },
        { u"alert_name"_s, jsonValue(a.alertName) },
        { u"alert_state"_s, jsonValue(a.alertState) },
        { u"account_id"_s, jsonValue(a.accountId) },
        { u"verdict"_s, alarmVerdictName(a.verdict) },
        { u"verdict_text"_s, a.verdictText },
        { u"owing"_s, a.owing },
        { u"latest_event_id"_s, jsonValue(a.latestEventId) },
        { u"latest_event_kind"_s, jsonValue(a.latestEventKind) },
        { u"latest_trigger_at"_s, jsonTime(a.latestTriggerAt) },
        { u"more_subscriptions"_s, a.moreSubscriptions },
        { u"subscriptions"_s, subs },
    };
}

} // namespace

QJsonObject coverageJson(const LookupResult &r);

QJsonObject toJson(const LookupResult &r)
{
    const LookupQuery &q = r.query;
    QJsonObject query { { u"kind"_s, kindName(q.kind) },
                        { u"value"_s, q.isNumeric() ? QJsonValue(q.number) : QJsonValue(q.text) } };
    if (q.isAccountWide()) {
        query.insert(u"since_seconds"_s,
                     q.from ? QJsonValue(QJsonValue::Null) : QJsonValue(q.sinceSeconds));
        query.insert(u"from"_s, jsonTime(q.from));
        query.insert(u"to"_s, jsonTime(q.to));
    }
    QJsonArray trails, alarms, timeline;
    for (const Trail &t : r.trails)
        trails.append(trailJson(t));
    for (const AlarmStanding &a : r.alarms)
        alarms.append(alarmJson(a));
    for (const TimelineEvent &e : r.timeline)
        timeline.append(QJsonObject { { u"at"_s, isoTime(e.atUs) },
                                      { u"kind"_s, timelineKindName(e.kind) },
                                      { u"text"_s, e.text },
                                      { u"message_id"_s, jsonValue(e.messageId) },
                                      { u"task_id"_s, jsonValue(e.taskId) },
                                      { u"delivery_id"_s, jsonValue(e.deliveryId) },
                                      { u"alert_id"_s, jsonValue(e.alertId) },
                                      { u"subscription_id"_s, jsonValue(e.subscriptionId) } });
    return QJsonObject {
        { u"query"_s, query },
        { u"found"_s, r.found() },
        { u"server_time"_s,
          r.serverNowUs ? QJsonValue(isoTime(r.serverNowUs)) : QJsonValue(QJsonValue::Null) },
        { u"summary"_s, r.summary },
        { u"trails"_s, trails },
        { u"more_trails"_s, r.moreTrails },
        { u"alarms"_s, alarms },
        { u"more_alarms"_s, r.moreAlarms },
        { u"timeline"_s, timeline },
        { u"coverage"_s, coverageJson(r) },
        { u"notes"_s, QJsonArray::fromStringList(r.notes) },
        { u"error"_s, jerror(r.error) },
        { u"alarms_error"_s, jerror(r.alarmsError) },
    };
}

QJsonObject coverageJson(const LookupResult &r)
{
    const LookupCoverage &c = r.coverage;
    static const char *const Stops[]
        = { "complete", "enough", "budget", "slice_timeout", "cancelled", "failed" };
    return QJsonObject { { u"complete"_s, c.complete() },
                         { u"scanned"_s, c.scanned },
                         { u"stop"_s,
                           c.scanned ? QJsonValue(QString::fromLatin1(Stops[int(c.stop)]))
                                     : QJsonValue() },
                         { u"tasks_searched"_s, c.tasksSearched },
                         { u"lowest_id_searched"_s, jsonValue(c.lowestIdSearched) },
                         { u"oldest_searched_at"_s, jsonTime(c.oldestSearchedAt) },
                         { u"elapsed_ms"_s, c.elapsedMs },
                         { u"budget_ms"_s, c.budgetMs },
                         { u"text"_s, coverageLine(r, QTimeZone::utc()) } };
}

QByteArray json(const LookupResult &r, bool indented)
{
    return QJsonDocument(toJson(r)).toJson(indented ? QJsonDocument::Indented
                                                    : QJsonDocument::Compact);
}

namespace {

// RFC 4180 quoting; a text cell that a spreadsheet would run as a formula gets a leading
// apostrophe (the data stays readable, the formula inert).
QString cell(const QString &text, bool isText = true)
{
    QString v = text;
    if (isText && !v.isEmpty() && QStringView(u"=+-@\t\r").contains(v.front()))
        v.prepend(u'\'');
    if (v.contains(u',') || v.contains(u'"') || v.contains(u'\n') || v.contains(u'\r')
        || v.startsWith(u' ') || v.endsWith(u' '))
        return u'"' + v.replace(u'"', u"\"\""_s) + u'"';
    return v;
}

QString cn(const OptInt &v)
{
    return v ? QString::number(*v) : QString();
}

const QStringList CsvColumns = {
    u"record"_s,          u"message_id"_s,   u"verdict"_s,  u"task_id"_s,
    u"job_id"_s,          u"state"_s,        u"at"_s,       u"worker_id"_s,
    u"status"_s,          u"duration_ms"_s,  u"error"_s,    u"provider_response"_s,
    u"replay_of"_s,       u"operator_id"_s,  u"alert_id"_s, u"alert_name"_s,
    u"subscription_id"_s, u"device_label"_s, u"enabled"_s,  u"pending"_s,
    u"owed_since"_s,      u"acked_at"_s,     u"detail"_s,
};

// A device row's detail: who acked, as the console knows it.
QString ackDetail(const DeviceStanding &d)
{
    if (!d.ackedAt)
        return {};
    switch (d.ackedBy) {
    case AckedBy::Device:
        return u"acked by the device"_s;
    case AckedBy::Operator:
        break;
    case AckedBy::Unknown:
        return u"acked; the ledger does not say whether by the device or an operator"_s;
    }
    return u"acked by an operator via PoolScope, not by the device"_s
        + (d.ackReason.isEmpty() ? QString() : u"; reason: "_s + d.ackReason)
        + (d.ackFromJournal ? u" (this console's journal)"_s : QString());
}

} // namespace

QString csv(const LookupResult &r)
{
    QStringList lines { CsvColumns.join(u',') };
    auto row
        = [&lines](std::initializer_list<std::pair<int, QString>> cells, const QString &record) {
              QStringList c(CsvColumns.size());
              c[0] = record;
              for (const auto &[column, value] : cells)
                  c[column] = value;
              lines.append(c.join(u','));
          };
    row({ { 22, cell(r.summary) } }, u"summary"_s);
    if (const QString c = coverageLine(r, QTimeZone::utc()); !c.isEmpty())
        row({ { 22, cell(c) } }, u"coverage"_s);
    for (const Trail &t : r.trails) {
        const QString m = cn(t.messageId), v = verdictName(t.verdict);
        row({ { 1, m }, { 2, v }, { 6, isoTime(t.firstDeliveredAt) }, { 22, cell(t.verdictText) } },
            u"trail"_s);
        for (const TrailTask &x : t.tasks)
            row({ { 1, m },
                  { 2, v },
                  { 3, QString::number(x.id) },
                  { 4, cell(x.jobId) },
                  { 5, cell(x.state) },
                  { 6, isoTime(x.createdAt) },
                  { 10, cell(x.lastError) },
                  { 12, cn(x.replayOf) },
                  { 22, cell(x.subject) } },
                u"task"_s);
        for (const TrailDelivery &x : t.deliveries)
            row({ { 1, cn(x.messageId) },
                  { 2, v },
                  { 3, cn(x.taskId) },
                  { 6, isoTime(x.createdAt) },
                  { 7, cell(x.workerId) },
                  { 8, cell(x.status) },
                  { 9, cn(x.durationMs) },
                  { 10, cell(x.error) },
                  { 11, cell(x.providerResponse) },
                  { 22, x.taskGone ? u"task purged"_s : QString() } },
                u"attempt"_s);
        for (const TrailReplay &x : t.replays)
            row({ { 1, m },
                  { 2, v },
                  { 3, cn(x.requeuedTaskId) },
                  { 6, isoTime(x.createdAt) },
                  { 12, cn(x.originalTaskId) },
                  { 13, cn(x.operatorId) } },
                u"replay"_s);
    }
    for (const AlarmStanding &a : r.alarms) {
        row({ { 2, alarmVerdictName(a.verdict) },
              { 5, cell(a.alertState) },
              { 6, isoTime(a.latestTriggerAt) },
              { 14, a.alertId },
              { 15, cell(a.alertName) },
              { 22, cell(a.verdictText) } },
            u"alarm"_s);
        for (const DeviceStanding &d : a.subscriptions)
            row({ { 5, deviceStatusName(d.status) },
                  { 14, a.alertId },
                  { 15, cell(a.alertName) },
                  { 16, d.subscriptionId },
                  { 17, cell(d.deviceLabel) },
                  { 18, d.enabled ? (*d.enabled ? u"true"_s : u"false"_s) : QString() },
                  { 19, d.pending ? u"true"_s : u"false"_s },
                  { 20, isoTime(d.owedSince) },
                  { 21, isoTime(d.ackedAt) },
                  { 13, cn(d.ackOperatorId) },
                  { 22, cell(ackDetail(d)) } },
                u"device"_s);
    }
    return lines.join(u"\r\n"_s) + u"\r\n"_s;
}

} // namespace lookup

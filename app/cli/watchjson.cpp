#include "app/cli/watchjson.h"

#include "core/lookup/lookupexport.h"
#include "core/watch/watchrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

using lookup::jsonTime;
using lookup::jsonValue;

// A local clock time of the watch's own (µs since 1970; 0: not yet).
QJsonValue jlocal(qint64 us)
{
    return us ? jsonTime(OptTime(us)) : QJsonValue(QJsonValue::Null);
}

QJsonObject targetJson(const WatchTarget &t)
{
    QJsonObject o { { u"key"_s, t.key() },
                    { u"kind"_s, watchrules::kindName(t.kind) },
                    { u"name"_s, t.displayName() } };
    switch (t.kind) {
    case WatchTarget::Kind::Message:
    case WatchTarget::Kind::Task:
        o.insert(u"id"_s, QJsonValue(t.id));
        break;
    case WatchTarget::Kind::Device:
        o.insert(u"alert_id"_s, t.alertId);
        o.insert(u"subscription_id"_s,
                 t.subscriptionId.isEmpty() ? QJsonValue(QJsonValue::Null)
                                            : QJsonValue(t.subscriptionId));
        o.insert(u"device_label"_s,
                 t.deviceLabel.isEmpty() ? QJsonValue(QJsonValue::Null)
                                         : QJsonValue(t.deviceLabel));
        break;
    case WatchTarget::Kind::SinkLease:
        o.insert(u"feed"_s, t.feed);
        o.insert(u"sink"_s, t.sink);
        break;
    case WatchTarget::Kind::Batch: {
        o.insert(u"action_id"_s, t.actionId);
        QJsonArray ids;
        for (qint64 id : t.taskIds)
            ids.append(QJsonValue(id));
        o.insert(u"task_ids"_s, ids);
        o.insert(u"label"_s,
                 t.label.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(t.label));
        break;
    }
    }
    return o;
}

QJsonValue evidenceJson(const WatchTarget &t, const std::optional<WatchObservation> &seen)
{
    if (!seen)
        return QJsonValue(QJsonValue::Null);
    const WatchObservation &o = *seen;
    QJsonValue batch(QJsonValue::Null);
    if (o.batch)
        batch = QJsonObject { { u"total"_s, QJsonValue(o.batch->total) },
                              { u"delivered"_s, QJsonValue(o.batch->delivered) },
                              { u"died_again"_s, QJsonValue(o.batch->diedAgain) },
                              { u"pending"_s, QJsonValue(o.batch->pending) },
                              { u"not_replayed"_s, QJsonValue(o.batch->notReplayed) },
                              { u"dead_not_replayed"_s, QJsonValue(o.batch->deadNotReplayed) },
                              { u"missing"_s, QJsonValue(o.batch->missing) } };
    return QJsonObject {
        { u"text"_s, watchrules::evidenceText(t, o) },
        { u"found"_s, o.found },
        { u"state"_s, jsonValue(o.state) },
        { u"task_id"_s, jsonValue(o.taskId) },
        { u"attempts"_s, jsonValue(o.attempts) },
        { u"replays"_s, jsonValue(o.replays) },
        { u"replayed"_s, o.replayed },
        { u"delivery_id"_s, jsonValue(o.deliveryId) },
        { u"delivery_status"_s, jsonValue(o.deliveryStatus) },
        { u"worker_id"_s, jsonValue(o.workerId) },
        { u"provider_response"_s, jsonValue(o.providerResponse) },
        { u"error"_s, jsonValue(o.error) },
        { u"at"_s, jsonTime(o.at) },
        { u"owed"_s, jsonValue(o.owed) },
        { u"acked"_s, jsonValue(o.acked) },
        { u"newest_owed_at"_s, jsonTime(o.newestOwedAt) },
        { u"position"_s, jsonValue(o.position) },
        { u"lease_expires_at_ms"_s, jsonValue(o.leaseExpiresAtMs) },
        { u"lease_live"_s, o.leaseLive },
        { u"lock_pid"_s, jsonValue(o.lockPid) },
        { u"batch"_s, batch },
    };
}

QJsonValue actionJson(const std::optional<WatchAction> &action)
{
    if (!action)
        return QJsonValue(QJsonValue::Null);
    const WatchAction &a = *action;
    return QJsonObject { { u"action"_s, a.action },
                         { u"action_id"_s, jsonValue(a.actionId) },
                         { u"operator_id"_s, QJsonValue(a.operatorId) },
                         { u"reason"_s, jsonValue(a.reason) },
                         { u"outcome"_s, jsonValue(a.outcome) },
                         { u"message"_s, jsonValue(a.message) },
                         { u"at"_s, jsonTime(a.at) } };
}

} // namespace

namespace watchjson {

QByteArray json(const Watch &w, int exitCode)
{
    const QJsonObject o {
        { u"target"_s, targetJson(w.target) },
        { u"goal"_s, watchrules::goalName(w.goal) },
        { u"status"_s, watchrules::statusName(w.status) },
        { u"exit_code"_s, exitCode },
        { u"outcome"_s, watchrules::outcomeLine(w) },
        { u"state"_s, watchrules::stateText(w) },
        { u"before"_s, jsonValue(watchrules::beforeText(w)) },
        { u"action"_s, actionJson(w.action) },
        { u"evidence"_s, evidenceJson(w.target, w.evidence) },
        { u"started_at"_s, jlocal(w.createdAtUs) },
        { u"state_since"_s, jlocal(w.stateSinceUs) },
        { u"finished_at"_s, jlocal(w.finishedAtUs) },
        { u"expires_at"_s, jlocal(w.expiresAtUs) },
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace watchjson

#include "db/schemarequirements.h"

#include "core/sqlidentifier.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/taskquery.h"

using namespace Qt::StringLiterals;

namespace requirements {

QList<Requirement> tasks()
{
    return { taskquery::columns().requirement() };
}

QList<Requirement> taskLeases()
{
    return { leasequery::taskLeaseColumns().requirement({ u"state"_s }) };
}

QList<Requirement> sinkLeases(const FeedTable &feed)
{
    return { leasequery::sinkLeaseColumns().requirementOf(QString::fromUtf8(
        quoteIdentifier(feed.schema) + '.' + quoteIdentifier(feed.tableName()))) };
}

QList<Requirement> deliveries()
{
    return { deliveryquery::columns().requirement() };
}

QList<Requirement> alarmDebt()
{
    return { { u"alarm.alarm_deliveries"_s,
               { u"alert_id"_s, u"subscription_id"_s, u"event_id"_s, u"created_at"_s,
                 u"acked_at"_s } },
             { u"alarm.alerts"_s, { u"id"_s, u"account_id"_s, u"name"_s, u"state"_s } },
             { u"alarm.subscriptions"_s,
               { u"id"_s, u"alert_id"_s, u"device_label"_s, u"platform"_s, u"enabled"_s,
                 u"last_seen_at"_s } },
             { u"alarm.alarm_events"_s, { u"id"_s, u"kind"_s, u"created_at"_s } } };
}

QList<Requirement> replays()
{
    return { { u"task_replays"_s,
               { u"original_task_id"_s, u"requeued_task_id"_s, u"operator_user_id"_s,
                 u"created_at"_s } } };
}

QStringList allRelations(const FeedTable &feed)
{
    QStringList out;
    for (const auto &list : { tasks(), deliveries(), alarmDebt(), replays(), sinkLeases(feed) }) {
        for (const Requirement &r : list) {
            if (!out.contains(r.relation))
                out.append(r.relation);
        }
    }
    out.append(u"poolscope_audit"_s); // optional (db/schema/optional/console-audit.sql)
    return out;
}

} // namespace requirements

#include "db/lookup/ackattribution.h"

#include "core/lookup/verdict.h"
#include "db/lookup/lookuprows.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

// An ack this console did of the alert: one alert's ("alarm:<id>") or several alerts' at once
// ("alarm:3 alerts", which does not say which).
bool acksAlert(const JournalAction &j, const QString &alertId)
{
    if (j.action != rows::AckAction || (j.outcome != "done"_L1 && j.outcome != "unknown"_L1))
        return false;
    return j.target == u"alarm:"_s + alertId
        || (j.target.startsWith("alarm:"_L1) && j.target.endsWith(" alerts"_L1));
}

qint64 distance(const DeviceStanding &d, const JournalAction &j)
{
    return qAbs(*d.ackedAt - j.atUs);
}

bool unattributed(const DeviceStanding &d)
{
    return d.ackedAt && d.ackedBy == AckedBy::Unknown;
}

bool markFrom(AlarmStanding &a, const JournalAction &j)
{
    if (!acksAlert(j, a.alertId))
        return false;
    OptTime nearest;
    qint64 best = JournalAckSlackUs + 1;
    for (const DeviceStanding &d : a.subscriptions) {
        if (unattributed(d) && distance(d, j) < best) {
            best = distance(d, j);
            nearest = d.ackedAt;
        }
    }
    if (!nearest)
        return false;
    for (DeviceStanding &d : a.subscriptions) {
        if (!unattributed(d) || d.ackedAt != nearest)
            continue;
        d.ackedBy = AckedBy::Operator;
        d.ackOperatorId = j.operatorId;
        d.ackReason = j.reason;
        d.ackFromJournal = true;
    }
    return true;
}

} // namespace

bool hasUnattributedAck(const LookupResult &r)
{
    for (const AlarmStanding &a : r.alarms) {
        if (std::any_of(a.subscriptions.cbegin(), a.subscriptions.cend(), unattributed))
            return true;
    }
    return false;
}

bool attributeJournalAcks(LookupResult &r, const QList<JournalAction> &journal,
                          const QTimeZone &zone)
{
    bool changed = false;
    for (AlarmStanding &a : r.alarms) {
        for (const JournalAction &j : journal)
            changed = markFrom(a, j) || changed;
    }
    if (!changed)
        return false;
    for (AlarmStanding &a : r.alarms)
        judgeAlarm(a);
    r.timeline = buildTimeline(r);
    r.summary = summarize(r, zone);
    return true;
}

} // namespace lookup

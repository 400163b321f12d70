#pragma once

// A lookup result built by hand for the unit tests (tst_lookupparse, tst_lookupexport): the
// issue's own example, message 500 delivered by email after a replay, Pixel 8 owing the
// Front door alarm.
#include "core/lookup/lookupresult.h"
#include "core/lookup/verdict.h"

using namespace Qt::StringLiterals;

namespace lookuptest {

constexpr qint64 Us = 1000000;
// 2024-05-01 12:30:00 UTC
constexpr qint64 Now = 1714566600LL * Us;

inline qint64 at(int hour, int minute)
{
    return (1714521600LL + hour * 3600 + minute * 60) * Us; // 2024-05-01 00:00 UTC + h:m
}

inline TrailTask task(qint64 id, const QString &state)
{
    TrailTask t;
    t.id = id;
    t.state = state;
    t.messageId = 500;
    return t;
}

inline TrailDelivery attempt(qint64 id, qint64 taskId, const QString &status, qint64 when)
{
    TrailDelivery d;
    d.id = id;
    d.taskId = taskId;
    d.messageId = 500;
    d.status = status;
    d.createdAt = when;
    return d;
}

// The issue's own example, as a result.
inline LookupResult exampleResult()
{
    LookupResult r;
    r.query.kind = LookupKind::MessageId;
    r.query.number = 500;
    r.serverNowUs = Now;
    Trail t;
    t.messageId = 500;
    TrailTask dead = task(11, u"dead"_s);
    dead.channels = { u"email"_s };
    dead.createdAt = at(11, 0);
    TrailTask replay = task(12, u"succeeded"_s);
    replay.channels = { u"email"_s };
    replay.replayOf = 11;
    replay.createdAt = at(12, 0);
    t.tasks = { dead, replay };
    t.deliveries
        = { attempt(1, 11, u"permanent"_s, at(11, 1)), attempt(2, 12, u"delivered"_s, at(12, 3)) };
    t.replays = { TrailReplay { 1, 11, 12, 7, at(12, 0) } };
    t.attemptsTotal = 2;
    r.trails = { t };
    AlarmStanding a;
    a.alertId = u"a1"_s;
    a.alertName = u"Front door"_s;
    a.latestEventId = u"e1"_s;
    a.latestTriggerAt = at(11, 20);
    DeviceStanding pixel;
    pixel.subscriptionId = u"b1"_s;
    pixel.deviceLabel = u"Pixel 8"_s;
    pixel.enabled = true;
    pixel.hasLedgerRow = true;
    pixel.pending = true;
    pixel.owedSince = at(11, 20);
    pixel.lastSeenAt = Now - 3 * 86400 * Us - 60 * Us;
    DeviceStanding ipad;
    ipad.subscriptionId = u"b2"_s;
    ipad.deviceLabel = u"iPad"_s;
    ipad.enabled = true;
    ipad.hasLedgerRow = true;
    ipad.ackedAt = at(11, 21);
    a.subscriptions = { pixel, ipad };
    r.alarms = { a };
    lookup::finish(r, QTimeZone::utc());
    return r;
}

} // namespace lookuptest

#pragma once

#include "core/lookup/lookupresult.h"
#include "core/zonedtime.h"

// The lookup's judgements: a verdict per trail and per alert, the timeline and the one-line
// summary. Pure functions of the result values (no database, no clock but the server's time
// the result carries), so every rule is unit-tested (docs/lookup.md, "Verdicts").
namespace lookup {

struct TrailJudgement
{
    Verdict verdict = Verdict::Unknown;
    QString text; // "delivered by email at 12:03", "stuck: lease expired 14 min ago (task 12)"
    bool stuck = false;
};

// delivered: some attempt delivered; else partially_delivered: some attempt partial; else
// in_progress: a task queued, leased or failed_retry; else failed: there are tasks and all
// are dead or failed_perm, or there are no task rows and only failed attempts; else unknown
// (a task succeeded without an audited attempt, states NULL, …).
TrailJudgement judgeTrail(const Trail &trail, qint64 nowUs, const AnswerClock &clock);

// A device's standing towards its alert's latest trigger.
DeviceStatus deviceStatus(const DeviceStanding &device, bool alertHasTrigger);
// Fills each device's status, the owing count and the alert's verdict. An ack an operator
// made is never counted as the device's (ClearedByOperator), nor one nobody can attribute
// (AckUnattributed).
void judgeAlarm(AlarmStanding &alarm);
// How a device's latest-trigger row was acked, for people: "acked at 10:49" (by the device),
// "acked by operator 7 via PoolScope at 10:49, reason: …", or "acked at 10:49 (the ledger does
// not say whether by the device or an operator)".
QString ackText(const DeviceStanding &device, qint64 nowUs, const AnswerClock &clock);

QList<TimelineEvent> buildTimeline(const LookupResult &result);
// The one account an answer is about: the account looked up, or the account every task and
// alert of the answer belongs to. Empty when it names none, or more than one.
OptInt answerAccount(const LookupResult &result);
QString summarize(const LookupResult &result, const AnswerClock &clock);

// Verdicts, alarm standing, timeline and summary, from the rows a decoder filled in.
void finish(LookupResult &result, const AnswerClock &clock = QTimeZone::systemTimeZone());

// "12:03" on the same day as `nowUs` on `clock`, "2024-05-01 12:03" otherwise; on the
// customer's clock "12:03 CET (11:03 UTC)".
QString shortTime(qint64 us, qint64 nowUs, const AnswerClock &clock);
// "the 1.2M newest tasks (since 2024-05-01 12:03)": what a partial search read.
QString coverageWords(const LookupCoverage &coverage, qint64 nowUs, const AnswerClock &clock);
// "45 s", "14 min", "5 h", "3 days".
QString age(qint64 us);
// The channels a trail's payloads name, in order, without repeats.
QStringList trailChannels(const Trail &trail);
// Which of `channels` an attempt's error text names as failed ("sms: 400 …; push: …").
QStringList failedChannels(const QString &error, const QStringList &channels);
// A task state that gave up: dead or failed_perm.
bool isFailedTerminal(const QString &state);
// The first line of `text` (an error, a name), control characters blanked, cut to `max`
// characters with an ellipsis: short enough for a sentence.
QString gist(const QString &text, int max = 80);
// A device's name for people: its label, or "device 1a2b3c4d" from its id.
QString deviceName(const DeviceStanding &device);

} // namespace lookup

#pragma once

#include "core/deeplink.h"
#include "core/desktopnotice.h"
#include "core/watch/watch.h"

#include <QStringList>
#include <optional>

// The rules of a watch: which goals fit which targets, what a read of the database means for
// it (still pending, reached, turned bad), when it expires, and the names the CLI, the local
// store and the list use. Pure: no clock, no database.
namespace watchrules {

QString kindName(WatchTarget::Kind kind); // message, task, device, sink
QString goalName(WatchGoal goal); // delivered, acked, leased, changed
std::optional<WatchGoal> goalFromName(const QString &name);
QString statusName(WatchStatus status); // pending, reached, bad, expired
std::optional<WatchStatus> statusFromName(const QString &name);
// The operator's words for each, translated (WatchText).
QString goalText(WatchGoal goal); // "delivered", "acked", "leased by a worker", "any change"
QString statusText(WatchStatus status);

// The goal a target is watched for unless the operator says otherwise.
WatchGoal defaultGoal(WatchTarget::Kind kind);
// Whether the goal can be reached by such a target; `why` says why not.
bool goalFits(WatchTarget::Kind kind, WatchGoal goal, QString *why = nullptr);
// The target a key names (WatchTarget::key()); nullopt for one that names none.
std::optional<WatchTarget> targetFromKey(const QString &key);

// A new watch: pending, expiring after `expiryUs`.
Watch make(const WatchTarget &target, WatchGoal goal, qint64 nowUs,
           qint64 expiryUs = Watch::DefaultExpiryUs);

// What a read changed in a watch.
struct Step
{
    bool changed = false; // anything the list shows
    // It just reached its goal or turned bad, after a read that found it pending: tell the
    // operator. A watch already finished at its first read is not news.
    bool landed = false;
};
// Applies a read of the database to a pending watch (a finished one is left alone).
Step apply(Watch &watch, const WatchObservation &seen, qint64 nowUs);
// A pending watch past its expiry becomes Expired; true when it did.
bool expire(Watch &watch, qint64 nowUs);

// The state of a target in words, as one read shows it ("dead after 5 attempts, not replayed").
// Made from the facts each time it is shown, in the language in force: a watch stores no words.
QString stateText(const WatchTarget &target, const WatchObservation &seen);
// A watch's state now: its last read, or that it was not read yet, or why it cannot be.
QString stateText(const Watch &watch);
// What was wrong before ("dead, 3 attempt(s), not replayed"); empty when it is not known.
QString beforeText(const Watch &watch);
// The evidence so far in one line ("attempt 812 delivered by worker-3 at 14:02"); empty when
// there is none yet. The watch's form knows its action: an ack the console itself made is
// said to be the operator's.
QString evidenceText(const WatchTarget &target, const WatchObservation &seen);
QString evidenceText(const Watch &watch);
// The target with whole ids and the device named (its label and platform), for a ticket.
QString fullName(const Watch &watch);
// Where "Open" goes: the task now followed (a replay's), the message's lookup, the alert, the
// leases view.
DeepLink linkOf(const Watch &watch);
// One line for the notification and the CLI: "Task 123: delivered (attempt 812 by worker-3)".
// `wholeIds`: the target as fullName() says it (a proof), else as the list does.
QString outcomeLine(const Watch &watch, bool wholeIds = false);
// What the desktop is told of a watch that landed: the outcome as the title, the evidence (or
// the bad state) as the body, linkOf() as what its action opens. Ids and states only.
DesktopNotice noticeOf(const Watch &watch);

} // namespace watchrules

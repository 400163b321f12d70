#pragma once

#include "core/watch/watch.h"

// The rules of a batch watch (one bulk replay followed as one watch), apart from the other
// kinds' in watchrules. Pure: no clock, no database.
//
// Settled: no replay of the batch is still on its way (queued, leased, failed_retry): each
// delivered or died again (dead, failed_perm). An original that was not replayed (refused at
// the action) does not hold it back. Settled with every replay delivered is Reached; settled
// with one died again (or with no replay at all) is Bad, and its counts say how many.
namespace watchbatch {

WatchStatus statusOf(const BatchCounts &counts);
// "412 of 3,020 delivered, 3 died again, 2,605 on their way": numbers in the language on screen.
QString stateText(const BatchCounts &counts);
// What was wrong before the replay: "3,020 of 3,020 dead and not replayed".
QString beforeText(const BatchCounts &counts);
// What the replay itself answered: "3,015 replayed, 4 already replayed, 1 refused".
QString actionText(const WatchAction &action);
// The batch's original tasks for a ticket, the first `shown` of them ("1, 2, 3 and 17 more").
QString membersText(const WatchTarget &target, int shown = 20);
// The title of its notification and the proof's first line ("… settled: …").
QString outcomeTitle(const Watch &watch, const QString &name);

} // namespace watchbatch

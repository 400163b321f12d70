#pragma once

#include "core/rows/failurerows.h"

// The failure groups in words (FailureText): the same sentences in the window and on the
// command line, so what support reads out is what the console searched.
namespace failuretext {

// The windows offered, in seconds: 15 min, 1 h, 6 h, 24 h, 7 days.
QList<int> windows();
// "the last hour", "the last 15 minutes"…
QString windowText(int seconds);
// What was read and what was not: never "nothing failed" after a capped or partial read.
// "3,020 failed tasks in the last hour, in 4 causes; 3,411 failed delivery attempts of them."
QString coverage(const FailureGroups &groups, int withinSeconds);
// A group as a reason and a batch's name: "cause 3fa2c1d0e9ab (503 Service Unavailable …),
// kind notification".
QString groupName(const FailureGroup &group);

// The reason a group replay records (the audit, task_replays' operator, the journal): the
// operator's reason and the group, in English whatever the screen's language, as every
// recorded reason is.
QString auditReason(const FailureGroup &group, const QString &reason);

} // namespace failuretext

#pragma once

#include <QString>

// The words a person reads for the database's enum values: task states, delivery statuses,
// alert states and a session's state. One place, so a table cell, a chip, the detail pane and
// a sentence ("Задача 7 — выполнена") say the same word. English words are the database's
// own, so English text (and the command line, which installs no translator) reads as before;
// Russian and German translate them (context StateText). The database value itself stays
// where it is data: exports, copies of rows, JSON, the CLI, and a tooltip beside the label.
// A value the console does not know (an upstream that grew a state) shows as it is; a NULL
// stays a null QString. Free-form names (a task's kind, a feed) are never passed here.
namespace statenames {

QString taskState(const QString &value);
QString deliveryStatus(const QString &value);
QString alertState(const QString &value); // alarm.alerts.state: armed, triggered, disarmed
QString sessionState(const QString &value); // pg_stat_activity.state

// "succeeded (database value)" when the label shown differs from the value; else empty.
QString databaseValueTip(const QString &label, const QString &value);

} // namespace statenames

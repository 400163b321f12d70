#pragma once

#include <QList>
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

// Codes the console itself writes where a person reads them: the lookup's verdicts and device
// standings (exports, JSON), the journal's action names and outcomes. Their English word is not
// the code ("in progress", not in_progress): a code with an underscore is no word. The code
// itself stays in exports, JSON, the CLI's machine output and the tooltip beside the word.
QString trailVerdict(const QString &code); // delivered, partially_delivered, in_progress, ...
QString alarmVerdict(const QString &code); // acked, owed, no_trigger, acked_unattributed, ...
QString deviceStatus(const QString &code); // owes, acked, acked_by_operator, ...
QString actionName(const QString &code); // replay, release_task_lease, ack_alarm_deliveries, ...
QString actionOutcome(const QString &code); // done, already_done, refused, unknown, failed

// Every code the functions above know, with the word each gives in the language now in force:
// what a checker looks for in a sentence (a code shown where its word belongs).
struct Code
{
    QString code;
    QString word;
};
QList<Code> allCodes();
// The codes of allCodes() that `sentence` shows raw: a whole token (not inside a longer
// identifier) that is a code whose word, in the language in force, is not the code itself. In
// English "dead" is its own word; "in_progress" is not, nor is "dead" in Russian. Words in
// quotation marks (“…”, «…», „…“, "…") are the database's own, quoted: not codes.
QStringList rawCodesIn(const QString &sentence);

// "succeeded (database value)" when the label shown differs from the value; else empty.
QString databaseValueTip(const QString &label, const QString &value);

} // namespace statenames

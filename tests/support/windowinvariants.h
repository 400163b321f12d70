#pragma once

#include <QList>
#include <QSet>
#include <QString>

class MainWindow;
class QWidget;

// The rules the whole window keeps while a person, or a poll, keeps changing it: what the
// operator reads and acts on is what is selected, true and current, in the language on screen.
// Each rule looks at the window as it is now (no waiting: the window keeps them at every
// moment the event loop is idle), and says what it found broken and where. GUI thread.
namespace windowinvariants {

struct Violation
{
    QString rule; // the rule's name, as below
    QString detail; // what was seen, where

    QString toString() const { return rule + QStringLiteral(": ") + detail; }
};

// The detail pane is about the item selected in the view on screen (MainWindow::selectedItem),
// or says nothing is: never about another row, of this view or another.
QList<Violation> paneIsAboutTheSelection(const MainWindow *window);
// Every enabled action button of the view on screen acts on what is selected (a replay on a
// selected task, a release on one, an ack on an owed row or device, a sink's on a sink), and a
// disabled one says why.
QList<Violation> actionsFollowTheSelection(const MainWindow *window);
// The window, its title bar's room aside, lies inside the screen's available area.
QList<Violation> windowFitsTheScreen(const MainWindow *window);
// No database code (a state, status, verdict, action or outcome as the database or the
// exports spell it) where its word belongs, in the texts a person reads: labels, buttons,
// tabs, headers, and the status cells of tables and trees (statenames::rawCodesIn: a code
// whose word in the language in force is not the code itself).
QList<Violation> noRawCodes(const QWidget *root);
// No English left in a window speaking another language: a Latin word in a label, a button,
// a tab, a header or a window title that is neither a name or code of the product's
// (PostgreSQL, UTC, JSON, Ctrl) nor a word of the data on screen (`dataWords`: the database's
// names, kinds, labels and errors, lower case). Identifiers (with digits, '-', '_', '@', '.',
// '/', ':') are data. Nothing to check in English.
QList<Violation> noUntranslatedEnglish(const QWidget *root, const QString &language,
                                       const QSet<QString> &dataWords);
// No state, status or verdict word elided in a table or tree cell on screen: a cut status
// ("ошибка, п…") reads like another, whatever its tooltip says (textfit's cutStates).
QList<Violation> noElidedStatusWords(QWidget *root);

// Every relative time in a table or tree cell on screen ("in 42 s", "3 min ago", how long
// owed: a cell answering RelativeTimeRole) reads as its time against a clock no more than
// `toleranceUs` behind `nowUs` and no more than a tick ahead: a countdown that stood still
// while the connection was down says "in 5 s" of a lease that expired long ago. Not part of
// check(): what "current" allows depends on the poll interval and the last poll's time.
// `checked`, if given, grows by the cells looked at.
QList<Violation> relativeTimesAreCurrent(const QWidget *root, qint64 nowUs, qint64 toleranceUs,
                                         qint64 *checked = nullptr);

// All of the above, for the window's own widgets and every visible top-level (a dialog).
QList<Violation> check(const MainWindow *window, const QString &language,
                       const QSet<QString> &dataWords = {});

} // namespace windowinvariants

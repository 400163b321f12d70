#pragma once

#include "core/lookup/lookupinput.h"
#include "core/lookup/lookupresult.h"
#include "core/selecteditem.h"
#include "core/zonedtime.h"

#include <QKeySequence>
#include <QWidget>
#include <optional>

class ActionBar;
class MessageBanner;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class TimelineWidget;

// "Did the customer get this alert?": one search field for any identifier from a ticket, the
// answer's summary and verdicts, the trails (tasks, attempts, replays), the alarm standing,
// a timeline, actions on what is selected, and exports. GUI thread; shows values it is
// given and asks for lookups by signal; it runs none.
class LookupView : public QWidget
{
    Q_OBJECT
public:
    explicit LookupView(QWidget *parent = nullptr);

    // Fills the field and looks it up (a deep link, a link from elsewhere).
    void lookUp(const QString &input, std::optional<LookupKind> kind = std::nullopt);
    // How far back account-wide searches look; a span not offered is added to the choices.
    void setSinceSeconds(qint64 seconds);
    qint64 sinceSeconds() const;
    // Which readings of `asked` exist: shown only while the field still reads `asked`, and,
    // once a lookup of it was asked or a kind picked, as labels only (the kind stays).
    void showCandidates(const lookup::ParsedInput &asked, const LookupCandidates &candidates);
    void showResult(const LookupResult &result);
    void showFailure(const QString &message);
    // The answer on screen could not be read again (a refresh on the poll failed): it stays,
    // marked with the server time it is from, so it is never read as current.
    void showRefreshFailed(const QString &why);
    // A scan of tasks is under way (no index serves the search): how far it has read.
    void showScanProgress(qint64 tasksSearched, const OptTime &oldestSearchedAt);
    // The pending lookup was cancelled (cancelRequested, or the window's cancel keys): says so,
    // and clears an earlier answer unless it was for the same identifier (a cancelled "look at
    // 200 tasks" leaves the first 50 in place).
    void showCancelled();
    bool isLooking() const { return m_pending.has_value(); }
    // What the Cancel button does: says the lookup is being cancelled and asks for it.
    void cancelLookup();
    void focusInput();
    // The window's "Cancel running query" keys, named while a lookup runs: a support person
    // waiting on a slow search sees how to stop it without opening the View menu.
    void setCancelKeys(const QKeySequence &keys) { m_cancelKeys = keys; }
    QKeySequence cancelKeys() const { return m_cancelKeys; }

    const LookupResult &result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }
    // What the window is on in this view: a task or an attempt of the trails, or a device of
    // the alarm section (its ledger row for the alert's latest trigger, when it has one).
    SelectedItem selectedItem() const;
    std::optional<TrailTask> selectedTask() const;
    // The alert and device of the selected alarm row.
    std::optional<std::pair<AlarmStanding, DeviceStanding>> selectedDevice() const;
    QString summaryText() const;
    QString inputMessage() const; // what is wrong with the input, or empty

    QLineEdit *input() const { return m_input; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *sinceBox() const { return m_since; }
    // "Times in": the answer's, its timeline's and its ticket text's clock. Local time (the
    // operator's, as everywhere in the console), or a zone picked for the customer ("10:49 CET
    // (09:49 UTC)"), remembered per account on this computer (QSettings
    // "lookup/customerZone/<account>") and put back when an answer about that account comes.
    QComboBox *clockBox() const { return m_clock; }
    AnswerClock clock() const;
    // The zone the picker is on: an IANA id, or empty for local time.
    QByteArray clockZone() const;
    // Picks `zoneId` (empty: local time) as the operator would: remembered for the answer's
    // account, and the answer written again on it.
    void pickClockZone(const QByteArray &zoneId);
    QTreeWidget *trailsTree() const { return m_trails; }
    QTreeWidget *alarmsTree() const { return m_alarms; }
    ActionBar *actionBar() const { return m_actions; }
    QPushButton *searchButton() const { return m_search; }
    // "Look at 200 tasks": shown when an account-wide answer came from its newest 50 tasks and
    // more matched; asks the same search again with the larger bound.
    QPushButton *moreButton() const { return m_more; }
    // "Cancel": shown while a lookup runs; asks for it to be cancelled (cancelRequested).
    QPushButton *cancelButton() const { return m_cancel; }
    // "Search older": shown when the answer searched only the newest tasks (a budget, a cancel);
    // asks the same search to go on below where it stopped.
    QPushButton *olderButton() const { return m_older; }
    // "Look up as account": shown when a bare number matched nothing as its kind and exists as
    // another (LookupResult::otherKinds); looks the same number up as that kind.
    QPushButton *otherKindButton() const { return m_otherKind; }
    // "As of 10:42:03 …": shown while the answer on screen is not current (its refresh failed).
    QString asOfText() const;
    // What the answer searched, where no index served it; hidden otherwise.
    QString coverageText() const;

Q_SIGNALS:
    void lookupRequested(const LookupQuery &query);
    void cancelRequested();
    void candidatesWanted(const lookup::ParsedInput &input);
    void selectionChanged();
    void exportRequested(const QString &format); // ticket, markdown, csv, json
    void resultShown();

private:
    // The constructor's steps.
    void setUpSearchBar();
    void setUpAnswerLines();
    void layOut();
    void connectInput();
    void connectSelection();

    void interpretInput();
    void inputSettled();
    void search();
    void listMore();
    void searchOlder();
    void showCoverage(const LookupResult &result);
    void showSummary(const LookupResult &result);
    // The clock picker (lookupviewclock.cpp).
    void setUpClock();
    void clockPicked();
    void recallClock(const LookupResult &result); // an answer about another question came
    void selectClockZone(const QByteArray &zoneId); // the picker only, nothing remembered
    // Says the lookup is under way and asks for it.
    void request(const LookupQuery &query);
    void endPending();
    // While a lookup runs, no earlier answer can be read or acted on as its answer: one about
    // another question goes at once; one about the same question (asked again, "Look at 200
    // tasks", "Search older") stays disabled, so a cancel can give it back.
    void holdAnswer(bool held);
    void clearAnswer();
    void lookUpAsOtherKind();
    void selectWhatTheAnswerIsAbout();
    void showTheTreesThatHaveAnAnswer();
    // The one selection of the two trees: an item made current in one leaves the other.
    void selectionMoved(QTreeWidget *tree, QTreeWidgetItem *item);
    void announceSelection();
    QString itemKey(const QTreeWidgetItem *item) const; // "task:N", "delivery:N", "device:A/S"
    bool reselect(const QString &key);

    QLineEdit *m_input;
    QComboBox *m_kind;
    QComboBox *m_since;
    QComboBox *m_clock;
    QPushButton *m_search;
    QToolButton *m_export;
    MessageBanner *m_banner;
    QLabel *m_summary;
    QPushButton *m_more;
    QPushButton *m_cancel;
    QPushButton *m_older;
    QLabel *m_coverage;
    QLabel *m_notes;
    QPushButton *m_otherKind;
    QLabel *m_asOf;
    ActionBar *m_actions;
    QTreeWidget *m_trails;
    QTreeWidget *m_alarms;
    TimelineWidget *m_timeline;
    QTimer *m_settle; // the input's banner and its database check wait for typing to pause
    lookup::ParsedInput m_parsed; // always the field's text, read at each change
    bool m_kindSettled
        = false; // a kind picked or a lookup asked for m_parsed: checks do not move it
    bool m_filling = false; // trees being filled: their current items are not the operator's
    QString m_picked; // itemKey of what the operator picked or acted on in this answer
    LookupResult m_result;
    bool m_hasResult = false;
    QKeySequence m_cancelKeys;
    std::optional<LookupQuery> m_pending; // asked and not answered yet
};

// Filling the trees (lookuptrees.cpp): items carry what they are about in their data.
namespace lookuptrees {
enum Role {
    KindRole = Qt::UserRole + 1,
    TaskIndexRole,
    TrailIndexRole,
    AlarmIndexRole,
    DeviceIndexRole,
    IdRole
};
enum ItemKind { TrailItem = 1, TaskItem, DeliveryItem, ReplayItem, AlertItem, DeviceItem };
void fillTrails(QTreeWidget *tree, const LookupResult &result);
void fillAlarms(QTreeWidget *tree, const LookupResult &result);
} // namespace lookuptrees

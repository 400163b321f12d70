#pragma once

#include "core/feedtable.h"
#include "core/rows/failurerows.h"
#include "core/rows/taskrow.h"
#include "core/schemainfo.h"
#include "db/actions/action.h"
#include "db/lookup/ackattribution.h"
#include "models/actionrunner.h"
#include "models/profiles.h"
#include "views/confirmdialog.h"

#include <QObject>
#include <memory>
#include <optional>

class ActionJournal;
class DbClient;
class MainWindow;
class Poller;

// Operator actions in the GUI: decides which are available (selection, privileges, a read-only
// server) and says why not; confirms with the operator; runs them through the ActionRunner
// (the same code the CLI runs); shows what happened; journals it; refreshes the views at once.
// GUI thread; owns the runner and the journal, not the window.
class ActionController : public QObject
{
    Q_OBJECT
public:
    ActionController(DbClient *client, Poller *poller, MainWindow *window,
                     QObject *parent = nullptr);
    ~ActionController() override;

    void setSchema(const SchemaInfo &schema);
    void setFeed(const FeedTable &feed) { m_feed = feed; }
    // From --operator or POOLSCOPE_OPERATOR; else the saved setting; else asked on first use.
    void setOperator(std::optional<qint64> operatorId);
    // The profile's protection: whether an action asks first, and what it asks to be typed.
    void setProtection(Protection level) { m_protection = level; }
    ActionRunner *runner() const { return m_runner; }

    // The actions, also reachable from shortcuts and the lookup.
    void replaySelected();
    // Confirms and replays these dead tasks (`lines` describe them, one each).
    void replayTasks(const QList<qint64> &taskIds, const QStringList &lines);
    void replayFiltered();
    // The dead tasks of the failure group selected in the failures view not replayed yet,
    // behind a frozen preview (groupreplay.cpp).
    void replayGroup();
    void releaseSelectedTask();
    void releaseLeaseOf(qint64 taskId, const QString &token, OptTime seenExpiry,
                        const QString &owner);
    void clearSelectedSink();
    void terminateSelectedSink();
    void ack(const QString &alertId, const QString &subscriptionId, const QString &eventId,
             const QString &what);
    void ackSelected();
    // Opens the action history: the database's audit (when it exists) and the local journal.
    void showHistory();
    // Why the database takes no replay, release or ack now (not connected, read-only, a
    // privilege, no audit table), or empty: the lookup's buttons ask too (blockersChanged).
    QString replayBlocker() const;
    QString releaseBlocker() const;
    QString ackBlocker() const;
    // This console's journaled actions against the connected database (for the lookup's
    // "who acked": lookup::attributeJournalAcks).
    QList<lookup::JournalAction> journaledActions() const;

Q_SIGNALS:
    // The connection or the schema changed: the blockers above may say otherwise now.
    void blockersChanged();
    void actionFinished(const ActionOutcome &outcome);
    // Each action's final outcome with its request, once it is journaled (one per task of a
    // bulk replay, with no follow; then one for the bulk replay as a whole, following the
    // batch): what the watch list follows.
    void actionJournaled(const ActionRequest &request, const ActionOutcome &outcome);

private:
    void updateAvailability();
    void updateTaskActions();
    void updateLeaseActions();
    void updateAlarmActions();
    QString whyNotReplay(const QList<TaskRow> &selected) const;
    QString whyNotReplayFiltered() const;
    QString whyNotReplayGroup() const;
    void updateFailureActions();
    void confirmGroupReplay(const FailureGroup &group, TaskWindow preview);
    QString writeBlocker(const QStringList &relations, const QString &privilege) const;
    std::optional<qint64> operatorId();
    ActionContext context(const QString &reason);
    // Asks the operator as the protection says (ConfirmDialog::ask): the reason when the action
    // may go on, nullopt when not. Off asks only what the action itself demands typed (a live
    // lease); Type to confirm asks for `target` (a task id, a count, a sink) to be typed.
    std::optional<QString> confirm(ConfirmDialog::Request request, const QString &target);
    void run(const ActionRequest &request);
    // Replays these dead tasks in one round trip and follows them as one watch (a batch),
    // named by `label` when given ("cause 3fa2c1d0e9ab · notification").
    void runBatch(const QList<qint64> &taskIds, const QString &reason, const QString &label = {});
    // Journals a bulk replay's outcomes, reports them in one line, and hands the batch to the
    // watches (actionJournaled with the batch as the request's follow).
    void finishBatch(const ActionContext &context, const WatchTarget &batch,
                     const QList<ActionOutcome> &outcomes);
    void report(const ActionOutcome &outcome);
    void journal(const ActionRequest &request, const ActionOutcome &outcome);

    DbClient *m_client;
    Poller *m_poller;
    MainWindow *m_window;
    ActionRunner *m_runner;
    std::unique_ptr<ActionJournal> m_journal;
    SchemaInfo m_schema;
    FeedTable m_feed;
    std::optional<qint64> m_operator;
    Protection m_protection = Protection::Confirm;
};

#include "app/actioncontroller.h"

#include "app/journalacks.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/actions/taskleaserelease.h"
#include "db/databaseidentity.h"
#include "db/dbclient.h"
#include "db/queries/auditquery.h"
#include "db/queries/taskquery.h"
#include "db/queries/watchquery.h"
#include "db/schemarequirements.h"
#include "local/actionjournal.h"
#include "models/displayformat.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/audithistorydialog.h"
#include "views/confirmdialog.h"
#include "views/failuresview.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/operatoriddialog.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QSettings>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace {
Tone toneOf(const ActionOutcome &o)
{
    switch (o.result) {
    case ActionOutcome::Result::Done:
        return Tone::Good;
    case ActionOutcome::Result::AlreadyDone:
        return Tone::Neutral;
    case ActionOutcome::Result::Refused:
        return Tone::Warning;
    case ActionOutcome::Result::Unknown:
    case ActionOutcome::Result::Failed:
        return Tone::Bad;
    }
    return Tone::Neutral;
}

} // namespace

ActionController::ActionController(DbClient *client, Poller *poller, MainWindow *window,
                                   QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_poller(poller)
    , m_window(window)
    , m_runner(new ActionRunner(client, this))
    , m_journal(std::make_unique<ActionJournal>())
{
    connect(m_runner, &ActionRunner::actionFinished, this, &ActionController::journal);
    TasksView *tasks = window->tasksView();
    LeasesView *leases = window->leasesView();
    AlarmsView *alarms = window->alarmsView();
    connect(tasks->actionBar(), &ActionBar::triggered, this, [this](ActionBar::Key id) {
        if (id == OperatorAction::ReplayTasks)
            replaySelected();
        else if (id == OperatorAction::ReplayFiltered)
            replayFiltered();
        else if (id == OperatorAction::ReleaseTaskLease)
            releaseSelectedTask();
    });
    connect(leases->taskActions(), &ActionBar::triggered, this, [this, leases] {
        if (const auto l = leases->selectedTaskLease())
            releaseLeaseOf(l->taskId, l->token, l->expiresAt, l->owner);
    });
    connect(leases->sinkActions(), &ActionBar::triggered, this, [this](ActionBar::Key id) {
        if (id == OperatorAction::ClearSinkLease)
            clearSelectedSink();
        else if (id == OperatorAction::TerminateSinkSession)
            terminateSelectedSink();
    });
    connect(alarms->actionBar(), &ActionBar::triggered, this, [this, alarms](ActionBar::Key id) {
        const QList<AlarmDebtRow> rows = alarms->selectedDebt();
        if (rows.isEmpty())
            return;
        if (id == OperatorAction::AckSelected)
            ackSelected();
        else if (id == OperatorAction::AckDevice)
            ack(rows.first().alertId, rows.first().subscriptionId, {},
                tr("everything %1 owes for \"%2\"")
                    .arg(displayformat::text(rows.first().deviceLabel),
                         displayformat::text(rows.first().alertName)));
        else if (id == OperatorAction::AckAlert)
            ack(rows.first().alertId, {}, {},
                tr("everything owed for \"%1\"").arg(displayformat::text(rows.first().alertName)));
    });
    FailuresView *failures = window->failuresView();
    connect(failures->actionBar(), &ActionBar::triggered, this, [this](ActionBar::Key id) {
        if (id == OperatorAction::ReplayGroup)
            replayGroup();
    });
    connect(failures, &FailuresView::selectionChanged, this,
            &ActionController::updateFailureActions);
    connect(window, &MainWindow::actionHistoryRequested, this, &ActionController::showHistory);
    connect(tasks, &TasksView::selectionChanged, this, &ActionController::updateAvailability);
    connect(leases, &LeasesView::selectionChanged, this, &ActionController::updateAvailability);
    connect(alarms, &AlarmsView::selectionChanged, this, &ActionController::updateAvailability);
    // The whole window, not only the selection: "Replay all dead matching" depends on it.
    QAbstractItemModel *taskModel = tasks->table()->model();
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(taskModel, signal, this, &ActionController::updateTaskActions);
    connect(taskModel, &QAbstractItemModel::dataChanged, this,
            &ActionController::updateTaskActions);
    connect(taskModel, &QAbstractItemModel::modelReset, this, &ActionController::updateTaskActions);
    // "No delivery is owed" or "select one": the alarm debt's rows, not only the selection.
    QAbstractItemModel *debt = alarms->table()->model();
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(debt, signal, this, &ActionController::updateAlarmActions);
    connect(client, &DbClient::statusChanged, this, [this] {
        updateAvailability();
        Q_EMIT blockersChanged();
    });
    updateAvailability();
}

ActionController::~ActionController() = default;

void ActionController::setSchema(const SchemaInfo &schema)
{
    m_schema = schema;
    updateAvailability();
    Q_EMIT blockersChanged();
}

void ActionController::setOperator(std::optional<qint64> operatorId)
{
    if (!operatorId) {
        bool ok = false;
        const qint64 saved = QSettings().value(u"operator/id"_s).toLongLong(&ok);
        if (ok && saved > 0)
            operatorId = saved;
    }
    m_operator = operatorId;
}

std::optional<qint64> ActionController::operatorId()
{
    if (m_operator)
        return m_operator;
    // Asked with an empty field (nothing is remembered yet, or setOperator had it).
    const std::optional<qint64> id = OperatorIdDialog::ask(m_window);
    if (!id)
        return std::nullopt;
    m_operator = id;
    QSettings().setValue(u"operator/id"_s, *id);
    return m_operator;
}

std::optional<QString> ActionController::confirm(ConfirmDialog::Request request,
                                                 const QString &target)
{
    switch (m_protection) {
    case Protection::Off:
        // What the act itself makes dangerous (a live lease) outranks the profile.
        if (request.typedPhrase.isEmpty())
            return QString();
        break;
    case Protection::Confirm:
        break;
    case Protection::TypeToConfirm:
        if (request.typedPhrase.isEmpty())
            request.typedPhrase = target;
        break;
    case Protection::ReadOnly:
        // Blocked before this (writeBlocker); asked anyway, the server would refuse.
        break;
    }
    return ConfirmDialog::ask(m_window, request);
}

ActionContext ActionController::context(const QString &reason)
{
    const RelationInfo *audit = m_schema.relation(u"poolscope_audit"_s);
    return ActionContext::make(m_operator.value_or(0), reason,
                               audit && audit->exists && audit->canInsert);
}

QString ActionController::writeBlocker(const QStringList &relations, const QString &privilege) const
{
    if (m_client->status().phase != ConnectionStatus::Phase::Live || !m_schema.probed)
        return tr("not connected to the database");
    if (m_schema.readOnly())
        return m_schema.readOnlyReason();
    if (const QString audit = m_schema.auditBlocker(); !audit.isEmpty())
        return audit;
    for (const QString &name : relations) {
        const RelationInfo *r = m_schema.relation(name);
        if (!r || !r->exists)
            return tr("the table %1 does not exist").arg(name);
        const bool allowed = privilege == "INSERT"_L1 ? r->canInsert : r->canUpdate;
        if (!allowed)
            return tr("the role %1 may not %2 %3").arg(m_schema.currentUser, privilege, name);
    }
    return {};
}

void ActionController::updateAvailability()
{
    updateTaskActions();
    updateLeaseActions();
    updateAlarmActions();
    updateFailureActions();
}

QString ActionController::replayBlocker() const
{
    return writeBlocker({ u"tasks"_s, u"task_replays"_s }, u"INSERT"_s);
}

QString ActionController::releaseBlocker() const
{
    return writeBlocker({ u"tasks"_s }, u"UPDATE"_s);
}

QString ActionController::ackBlocker() const
{
    return writeBlocker({ u"alarm.alarm_deliveries"_s }, u"UPDATE"_s);
}

QString ActionController::whyNotReplay(const QList<TaskRow> &selected) const
{
    QList<const TaskRow *> dead;
    for (const TaskRow &t : selected) {
        if (t.state == taskstate::Dead)
            dead.append(&t);
    }
    if (dead.isEmpty())
        return tr("select one or more dead tasks");
    if (std::any_of(dead.begin(), dead.end(), [](const TaskRow *t) { return !t->replayedAs; }))
        return {};
    if (dead.size() > 1)
        return tr("the %n selected dead tasks were already replayed", nullptr, int(dead.size()));
    const TaskRow &t = *dead.first();
    return *t.replayedAs > 0
        ? tr("task %1 was already replayed as task %2").arg(t.id).arg(*t.replayedAs)
        : tr("task %1 was already replayed").arg(t.id);
}

// What the window shows says whether any task the filter matches is dead: only a window that
// holds every matching task can say none is.
QString ActionController::whyNotReplayFiltered() const
{
    const auto *model
        = static_cast<const TaskTableModel *>(m_window->tasksView()->table()->model());
    const TaskFilter filter = model->filter();
    if (!filter.states.isEmpty() && !filter.states.contains(taskstate::Dead))
        return tr("the state filter leaves out dead tasks");
    if (model->hasMore())
        return {};
    bool anyDead = false;
    for (const TaskRow &t : model->rows()) {
        if (t.state != taskstate::Dead)
            continue;
        if (!t.replayedAs)
            return {};
        anyDead = true;
    }
    return anyDead ? tr("every dead task the filter matches was already replayed")
                   : tr("no task the filter matches is dead");
}

void ActionController::updateTaskActions()
{
    TasksView *tasks = m_window->tasksView();
    const QList<TaskRow> selected = tasks->selectedTasks();
    ActionBar *bar = tasks->actionBar();
    const QString replayBlock = replayBlocker();
    const QString replay = !replayBlock.isEmpty() ? replayBlock : whyNotReplay(selected);
    bar->setAvailable(OperatorAction::ReplayTasks, replay.isEmpty(), replay);
    const QString filtered = !replayBlock.isEmpty() ? replayBlock : whyNotReplayFiltered();
    bar->setAvailable(OperatorAction::ReplayFiltered, filtered.isEmpty(), filtered);
    const bool oneLeased = selected.size() == 1 && selected.first().state == taskstate::Leased;
    const QString updateBlock = releaseBlocker();
    bar->setAvailable(OperatorAction::ReleaseTaskLease, updateBlock.isEmpty() && oneLeased,
                      !updateBlock.isEmpty() ? updateBlock : tr("select one leased task"));
}

void ActionController::updateLeaseActions()
{
    LeasesView *leases = m_window->leasesView();
    const QString updateBlock = releaseBlocker();
    leases->taskActions()->setAvailable(
        OperatorAction::ReleaseTaskLease, updateBlock.isEmpty() && leases->selectedTaskLease(),
        !updateBlock.isEmpty() ? updateBlock : tr("select a task lease"));
    const QString sinkBlock
        = writeBlocker({ requirements::sinkLeases(m_feed).first().relation }, u"UPDATE"_s);
    const auto sink = leases->selectedSinkLease();
    const bool sessionAlive
        = sink && sink->kind() == SinkLeaseRow::Kind::Advisory && sink->lockHeld;
    QString clearBlock = sinkBlock;
    if (clearBlock.isEmpty() && !sink)
        clearBlock = tr("select a sink lease");
    else if (clearBlock.isEmpty() && sessionAlive)
        // Clearing the row would fence nothing: the lock is what stops the sender.
        clearBlock = tr("the advisory session (pid %1) holding it is alive: terminate it instead")
                         .arg(sink->session.pid);
    leases->sinkActions()->setAvailable(OperatorAction::ClearSinkLease, clearBlock.isEmpty(),
                                        clearBlock);
    QString terminateBlock = sinkBlock;
    if (terminateBlock.isEmpty() && !m_schema.canSignalBackend)
        terminateBlock
            = tr("the role %1 is not a member of pg_signal_backend").arg(m_schema.currentUser);
    if (terminateBlock.isEmpty() && !sessionAlive)
        terminateBlock = tr("select a sink whose advisory session is alive");
    leases->sinkActions()->setAvailable(OperatorAction::TerminateSinkSession,
                                        terminateBlock.isEmpty(), terminateBlock);
}

void ActionController::updateAlarmActions()
{
    AlarmsView *alarms = m_window->alarmsView();
    const QList<AlarmDebtRow> rows = alarms->selectedDebt();
    const QString block = ackBlocker();
    const QString none = alarms->table()->model()->rowCount() == 0 ? tr("no delivery is owed")
                                                                   : tr("select an owed delivery");
    const auto spans = [&rows](auto field) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const AlarmDebtRow &r) { return r.*field != rows.first().*field; });
    };
    QString selectedWhy = rows.isEmpty() ? none : QString();
    QString deviceWhy = selectedWhy;
    if (deviceWhy.isEmpty()
        && (spans(&AlarmDebtRow::alertId) || spans(&AlarmDebtRow::subscriptionId)))
        deviceWhy = tr("the selected rows are owed by more than one device");
    QString alertWhy = selectedWhy;
    if (alertWhy.isEmpty() && spans(&AlarmDebtRow::alertId))
        alertWhy = tr("the selected rows belong to more than one alert");
    ActionBar *bar = alarms->actionBar();
    for (const auto &[id, why] : { std::pair { OperatorAction::AckSelected, selectedWhy },
                                   std::pair { OperatorAction::AckDevice, deviceWhy },
                                   std::pair { OperatorAction::AckAlert, alertWhy } }) {
        const QString reason = !block.isEmpty() ? block : why;
        bar->setAvailable(id, reason.isEmpty(), reason);
    }
}

void ActionController::run(const ActionRequest &asked)
{
    m_window->showOutcome(Tone::Pending, tr("Working: %1…").arg(asked.description));
    ActionRequest request = asked;
    if (request.follow) {
        // What its watch will call "before": read in the action's own round trip, just ahead
        // of it, not by a poll after it.
        request.job = [job = asked.job, target = *asked.follow, schema = m_schema, feed = m_feed] {
            return watchquery::beforeAction(job(), target, schema, feed);
        };
    }
    m_runner->run(request, this, [this](const ActionOutcome &o) { report(o); });
}

void ActionController::report(const ActionOutcome &outcome)
{
    m_window->showOutcome(toneOf(outcome), outcome.message);
    m_poller->pollNow(); // the views show what the action did now, not a poll later
    Q_EMIT actionFinished(outcome);
}

void ActionController::journal(const ActionRequest &request, const ActionOutcome &o)
{
    JournalEntry e;
    e.actionId = request.context.actionId;
    e.operatorId = request.context.operatorId;
    e.action = o.action;
    e.target = o.target;
    e.outcome = o.resultName();
    e.message = o.message;
    e.reason = request.context.reason;
    e.database = m_client->config().params.redacted();
    e.databaseKey
        = databaseidentity::of(m_client->config().params, databaseidentity::fromEnvironment())
              .key();
    if (!m_journal->record(e))
        m_window->showOutcome(
            Tone::Warning,
            o.message
                + tr(" (The local journal could not be written: %1)").arg(m_journal->error()));
    Q_EMIT actionJournaled(request, o);
}

QList<lookup::JournalAction> ActionController::journaledActions() const
{
    return journalActions(m_journal->recent(500), m_client->config().params);
}

void ActionController::showHistory()
{
    auto *dialog = new AuditHistoryDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Actions go to the primary (config().params), so that is the database the journal is
    // filtered to, whichever server answers the reads.
    const databaseidentity::Defaults defaults = databaseidentity::fromEnvironment();
    const QString current = databaseidentity::of(m_client->config().params, defaults).key();
    QList<JournalRow> journal;
    for (const JournalEntry &e : m_journal->recent(500)) {
        const QString database = journalDatabaseOf(e, defaults);
        journal.append(
            { { e.at.isValid() ? OptTime(e.at.toMSecsSinceEpoch() * 1000) : std::nullopt,
                e.operatorId, e.action, e.target, e.outcome, e.reason, e.message, e.database },
              database,
              !database.isEmpty() && database == current });
    }
    dialog->setJournal(journal, current);
    const RelationInfo *audit = m_schema.relation(u"poolscope_audit"_s);
    if (!audit || !audit->exists)
        dialog->setDatabaseAuditUnavailable(
            tr("This database has no poolscope_audit table, so actions are recorded only "
               "in each console's journal. A DBA can create it with "
               "db/schema/optional/console-audit.sql."));
    else if (!audit->canSelect)
        dialog->setDatabaseAuditUnavailable(
            tr("The role %1 may not read poolscope_audit.").arg(m_schema.currentUser));
    else
        m_client->submit(auditquery::recentJob(), dialog, [dialog](const DbReply &r) {
            if (r.error.isError())
                dialog->setDatabaseAuditUnavailable(r.error.summary());
            else
                dialog->setDatabaseAudit(r.value.value<QList<AuditRow>>());
        });
    dialog->show();
}

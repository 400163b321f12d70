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
#include "local/actionjournal.h"
#include "models/displayformat.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/audithistorydialog.h"
#include "views/confirmdialog.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QInputDialog>
#include <QSettings>

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
    connect(tasks->actionBar(), &ActionBar::triggered, this, [this](const QString &id) {
        if (id == "replay"_L1)
            replaySelected();
        else if (id == "replayFiltered"_L1)
            replayFiltered();
        else if (id == "release"_L1)
            releaseSelectedTask();
    });
    connect(leases->taskActions(), &ActionBar::triggered, this, [this, leases] {
        if (const auto l = leases->selectedTaskLease())
            releaseLeaseOf(l->taskId, l->token, l->expiresAt, l->owner);
    });
    connect(leases->sinkActions(), &ActionBar::triggered, this, [this](const QString &id) {
        if (id == "clear"_L1)
            clearSelectedSink();
        else
            terminateSelectedSink();
    });
    connect(alarms->actionBar(), &ActionBar::triggered, this, [this, alarms](const QString &id) {
        const QList<AlarmDebtRow> rows = alarms->selectedDebt();
        if (rows.isEmpty())
            return;
        if (id == "ackSelected"_L1)
            ackSelected();
        else if (id == "ackDevice"_L1)
            ack(rows.first().alertId, rows.first().subscriptionId, {},
                tr("everything %1 owes for \"%2\"")
                    .arg(displayformat::text(rows.first().deviceLabel),
                         displayformat::text(rows.first().alertName)));
        else
            ack(rows.first().alertId, {}, {},
                tr("everything owed for \"%1\"").arg(displayformat::text(rows.first().alertName)));
    });
    connect(window, &MainWindow::actionHistoryRequested, this, &ActionController::showHistory);
    connect(tasks, &TasksView::selectionChanged, this, &ActionController::updateAvailability);
    connect(leases, &LeasesView::selectionChanged, this, &ActionController::updateAvailability);
    connect(alarms, &AlarmsView::selectionChanged, this, &ActionController::updateAvailability);
    connect(client, &DbClient::statusChanged, this, &ActionController::updateAvailability);
    updateAvailability();
}

ActionController::~ActionController() = default;

void ActionController::setSchema(const SchemaInfo &schema)
{
    m_schema = schema;
    updateAvailability();
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
    bool ok = false;
    const int id = QInputDialog::getInt(
        m_window, tr("Operator id"),
        tr("Your operator id: a number, recorded with every action you take."), 1, 1,
        std::numeric_limits<int>::max(), 1, &ok);
    if (!ok)
        return std::nullopt;
    m_operator = id;
    QSettings().setValue(u"operator/id"_s, id);
    return m_operator;
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
    TasksView *tasks = m_window->tasksView();
    const QList<TaskRow> selected = tasks->selectedTasks();
    const bool anyDead = std::any_of(selected.begin(), selected.end(),
                                     [](const TaskRow &t) { return t.state == taskstate::Dead; });
    const bool oneLeased = selected.size() == 1 && selected.first().state == taskstate::Leased;
    QString replayBlock = writeBlocker({ u"tasks"_s, u"task_replays"_s }, u"INSERT"_s);
    ActionBar *bar = tasks->actionBar();
    bar->setAvailable(u"replay"_s, replayBlock.isEmpty() && anyDead,
                      !replayBlock.isEmpty() ? replayBlock : tr("select one or more dead tasks"));
    bar->setAvailable(u"replayFiltered"_s, replayBlock.isEmpty(), replayBlock);
    const QString updateBlock = writeBlocker({ u"tasks"_s }, u"UPDATE"_s);
    bar->setAvailable(u"release"_s, updateBlock.isEmpty() && oneLeased,
                      !updateBlock.isEmpty() ? updateBlock : tr("select one leased task"));

    LeasesView *leases = m_window->leasesView();
    leases->taskActions()->setAvailable(
        u"release"_s, updateBlock.isEmpty() && leases->selectedTaskLease(),
        !updateBlock.isEmpty() ? updateBlock : tr("select a task lease"));
    const QString sinkBlock
        = writeBlocker({ requirements::sinkLeases(m_feed).first().relation }, u"UPDATE"_s);
    const auto sink = leases->selectedSinkLease();
    leases->sinkActions()->setAvailable(u"clear"_s, sinkBlock.isEmpty() && sink,
                                        !sinkBlock.isEmpty() ? sinkBlock
                                                             : tr("select a sink lease"));
    QString terminateBlock = sinkBlock;
    if (terminateBlock.isEmpty() && !m_schema.canSignalBackend)
        terminateBlock
            = tr("the role %1 is not a member of pg_signal_backend").arg(m_schema.currentUser);
    if (terminateBlock.isEmpty()
        && !(sink && sink->kind() == SinkLeaseRow::Kind::Advisory && sink->lockHeld))
        terminateBlock = tr("select a sink whose advisory session is alive");
    leases->sinkActions()->setAvailable(u"terminate"_s, terminateBlock.isEmpty(), terminateBlock);

    AlarmsView *alarms = m_window->alarmsView();
    const QString ackBlock = writeBlocker({ u"alarm.alarm_deliveries"_s }, u"UPDATE"_s);
    const bool anyDebt = !alarms->selectedDebt().isEmpty();
    for (const QString &id : { u"ackSelected"_s, u"ackDevice"_s, u"ackAlert"_s })
        alarms->actionBar()->setAvailable(id, ackBlock.isEmpty() && anyDebt,
                                          !ackBlock.isEmpty() ? ackBlock
                                                              : tr("select an owed delivery"));
}

void ActionController::run(const ActionRequest &request)
{
    m_window->showOutcome(Tone::Pending, tr("Working: %1…").arg(request.description));
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

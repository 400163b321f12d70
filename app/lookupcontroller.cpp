#include "app/lookupcontroller.h"

#include "app/actioncontroller.h"
#include "core/lookup/lookupexport.h"
#include "db/dbclient.h"
#include "db/lookup/lookupfunction.h"
#include "db/lookup/lookupquery.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/lookupview.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QLoggingCategory>
#include <QSettings>
#include <utility>

Q_LOGGING_CATEGORY(lcLookup, "poolscope.app.lookup")

using namespace Qt::StringLiterals;

LookupController::LookupController(DbClient *client, LookupView *view, ActionController *actions,
                                   QObject *parent)
    : QObject(parent), m_client(client), m_view(view), m_actions(actions)
{
    connect(view, &LookupView::lookupRequested, this, &LookupController::run);
    connect(view, &LookupView::cancelRequested, this, [this] {
        if (m_running && !m_refreshing) {
            m_cancelAsked = true;
            m_client->cancel(m_running);
        }
    });
    connect(view, &LookupView::candidatesWanted, this, [this](const lookup::ParsedInput &input) {
        m_client->submit(lookup::candidatesJob(input, lookup::schemaFrom(m_schema)), m_view,
                         [this, input](const DbReply &r) {
                             if (!r.error.isError())
                                 m_view->showCandidates(input, r.value.value<LookupCandidates>());
                         });
    });
    connect(view, &LookupView::exportRequested, this, &LookupController::exportAs);
    connect(view, &LookupView::resultShown, this, &LookupController::dataShown);
    connect(view, &LookupView::selectionChanged, this, &LookupController::updateActions);
    connect(actions, &ActionController::blockersChanged, this, &LookupController::updateActions);
    connect(view->actionBar(), &ActionBar::triggered, this, [this](ActionBar::Key id) {
        if (id == OperatorAction::ReplayTasks) {
            if (const auto t = m_view->selectedTask())
                m_actions->replayTasks({ t->id },
                                       { tr("task %1 · %2 · %3")
                                             .arg(t->id)
                                             .arg(displayformat::text(t->kind),
                                                  displayformat::oneLine(t->lastError, 80)) });
        } else if (id == OperatorAction::ReleaseTaskLease) {
            // No token: the lookup releases only a lease that has expired (a stuck one); a live
            // lease is released from the leases view, where its token is seen.
            if (const auto t = m_view->selectedTask())
                m_actions->releaseLeaseOf(t->id, QString(), std::nullopt, t->leaseOwner);
        } else if (id == OperatorAction::AckDevice) {
            if (const auto d = m_view->selectedDevice())
                m_actions->ack(d->first.alertId, d->second.subscriptionId, QString(),
                               tr("everything %1 owes for \"%2\"")
                                   .arg(displayformat::text(d->second.deviceLabel),
                                        displayformat::text(d->first.alertName)));
        }
    });
    // After an action, the answer is looked up again: it shows what the action changed. The
    // tasks an earlier scan found are kept: the action changed them, not which they are.
    connect(actions, &ActionController::actionFinished, this, [this] {
        if (m_last && !m_scan)
            runLookup(*m_last);
    });
    updateActions();
}

void LookupController::setSchema(const SchemaInfo &schema)
{
    m_schema = schema;
    updateActions();
}

qint64 LookupController::scanBudgetMs()
{
    bool ok = false;
    const qint64 ms = QSettings().value(u"lookup/scanBudgetMs"_s).toLongLong(&ok);
    return ok && ms > 0 ? ms : lookup::TaskScan::DefaultBudgetMs;
}

qint64 LookupController::scanBudgetTasks()
{
    bool ok = false;
    const qint64 tasks = QSettings().value(u"lookup/scanBudgetTasks"_s).toLongLong(&ok);
    return ok && tasks > 0 ? tasks : 0;
}

void LookupController::refresh()
{
    // Nothing to refresh, or someone waits on another read: the question asked, a scan, an
    // action's own look again. Off screen, the answer is read again when it is shown.
    if (!m_last || m_running || m_scan || !m_view->hasResult() || m_view->isLooking()
        || !m_view->isVisible() || m_view->result().error.isError())
        return;
    // A scan that stopped short is not run again on every poll: its tasks are read again,
    // and Search older is the operator's to ask.
    const LookupSchema schema = lookup::schemaFrom(m_schema);
    if (lookup::needsScan(*m_last, schema) && !m_last->scanned)
        return;
    runLookup(*m_last, true);
}

void LookupController::run(const LookupQuery &query)
{
    const LookupSchema schema = lookup::schemaFrom(m_schema);
    const bool continues = query.scanned && !query.scanned->coverage.complete();
    if (!lookup::needsScan(query, schema) || (query.scanned && !continues)) {
        runLookup(query);
        return;
    }
    if (m_running)
        m_client->cancel(m_running);
    m_running = 0;
    m_cancelAsked = false;
    const quint64 generation = ++m_generation;
    m_scan = std::make_unique<lookup::TaskScan>(query, scanBudgetMs(), query.scanned);
    m_scan->setTaskBudget(scanBudgetTasks());
    m_refreshing = false;
    m_scanClock.start();
    m_last = query;
    scanStep(generation);
}

// One slice of the scan; the next is sent from this one's answer, so a cancel or a newer
// lookup stops it between slices as well as during one.
void LookupController::scanStep(quint64 generation)
{
    m_running = m_client->submit(m_scan->nextJob(), m_view, [this, generation](const DbReply &r) {
        if (generation != m_generation || !m_scan)
            return;
        m_running = 0;
        // Cancelled: the search stops where it is, as any lookup does; an earlier answer about
        // the same identifier stays, with its Search older.
        if (m_cancelAsked) {
            m_scan.reset();
            m_view->showCancelled();
            return;
        }
        m_scan->apply(r, m_scanClock.elapsed());
        if (!m_scan->finished()) {
            m_view->showScanProgress(m_scan->tasksSearched(), m_scan->oldestSearchedAt());
            scanStep(generation);
            return;
        }
        LookupQuery query = *m_last;
        query.scanned = m_scan->findings();
        m_scan.reset();
        runLookup(query);
    });
}

void LookupController::runLookup(const LookupQuery &query, bool refreshing)
{
    m_last = query;
    m_refreshing = refreshing;
    m_scan.reset();
    // A lookup asked while another runs replaces it: the older one is cancelled, so a slow
    // account-wide search abandoned for another does not hold the connection until it ends.
    if (m_running)
        m_client->cancel(m_running);
    m_cancelAsked = false;
    const quint64 generation = ++m_generation;
    const LookupSchema schema = lookup::schemaFrom(m_schema);
    m_running
        = m_client->submit(
            lookup::lookupJob(query, schema), m_view,
            [this, generation, schema, query](const DbReply &r) {
                if (generation != m_generation)
                    return;
                m_running = 0;
                const bool refreshing = std::exchange(m_refreshing, false);
                const bool ran = r.value.isValid() || !r.error.isError();
                const LookupResult result
                    = r.value.value<LookupResult>(); // empty when it did not run
                // A lookup function was there at the probe and is gone (a DBA dropped it): this
                // session forgets both and asks again with the statements inline, once.
                const bool calledFunction
                    = lookup::usesTrailsFunction(schema) || lookup::usesAlarmsFunction(schema);
                if (calledFunction
                    && (result.error.kind == DbErrorKind::UndefinedObject
                        || result.alarmsError.kind == DbErrorKind::UndefinedObject)) {
                    qCInfo(lcLookup)
                        << "a lookup function is gone:"
                        << (result.error.isError() ? result.error : result.alarmsError).summary()
                        << "- sending the statements inline";
                    for (const QString &signature : lookup::lookupFunctionSignatures())
                        m_schema.functions.remove(signature);
                    runLookup(query, refreshing);
                    return;
                }
                // A refresh that failed leaves the answer on screen, marked as not current.
                if (refreshing && (!ran || result.error.isError())) {
                    m_view->showRefreshFailed(readFailureText(ran ? result.error : r.error));
                    return;
                }
                // Cancelled on the server (57014, in the answer's own error) or taken off the queue
                // before it was sent (the reply's).
                if (m_cancelAsked
                    && (r.error.kind == DbErrorKind::Timeout
                        || result.error.kind == DbErrorKind::Timeout))
                    m_view->showCancelled();
                else if (!ran)
                    m_view->showFailure(
                        tr("The lookup could not run: %1").arg(readFailureText(r.error)));
                else
                    answer(result, generation);
            });
}

// A bare number that matched nothing as its kind: which other kinds it exists as is asked
// before the answer is shown, so it never says "nothing found" for an account's number.
void LookupController::answer(const LookupResult &result, quint64 generation)
{
    if (!lookup::wantsOtherKinds(result)) {
        showWithReadyAhead(result, generation);
        return;
    }
    m_running = m_client->submit(lookup::otherKindsJob(result.query, lookup::schemaFrom(m_schema)),
                                 m_view, [this, result, generation](const DbReply &r) {
                                     if (generation != m_generation)
                                         return;
                                     m_running = 0;
                                     LookupResult shown = result;
                                     // Without the check the answer still stands, as the kind it
                                     // was asked as, and says it could not look further.
                                     if (!r.error.isError())
                                         lookup::applyOtherKinds(shown,
                                                                 r.value.value<LookupCandidates>());
                                     else
                                         lookup::markOtherKindsUnchecked(shown);
                                     showWithReadyAhead(shown, generation);
                                 });
}

// A queued task the answer names waits behind the ready tasks queued before it: one more round
// trip counts them before the answer is shown (only when there is such a task).
void LookupController::showWithReadyAhead(const LookupResult &result, quint64 generation)
{
    const QList<qint64> queued = lookup::queuedTasksDue(result);
    if (queued.isEmpty() || result.error.isError()) {
        m_view->showResult(withJournalAcks(result));
        return;
    }
    m_running = m_client->submit(
        lookup::readyAheadJob(queued), m_view, [this, result, generation](const DbReply &r) {
            if (generation != m_generation)
                return;
            m_running = 0;
            LookupResult shown = result;
            // Without the count the answer still stands: the verdict then says less.
            if (!r.error.isError())
                lookup::applyReadyAhead(shown, r.value.value<QHash<qint64, qint64>>());
            m_view->showResult(withJournalAcks(shown));
        });
}

LookupResult LookupController::withJournalAcks(LookupResult result) const
{
    // Where poolscope_audit cannot tell who acked, this console's journal may.
    if (m_actions && lookup::hasUnattributedAck(result))
        lookup::attributeJournalAcks(result, m_actions->journaledActions());
    return result;
}

namespace {
// The replay of `taskId` the answer holds: the task it was replayed as (0: the row names
// none), or nothing when the answer knows no replay of it.
std::optional<qint64> replayOf(const LookupResult &result, qint64 taskId)
{
    for (const Trail &trail : result.trails) {
        for (const TrailReplay &r : trail.replays) {
            if (r.originalTaskId == taskId)
                return r.requeuedTaskId.value_or(0);
        }
        for (const TrailTask &t : trail.tasks) {
            if (t.replayOf == taskId)
                return t.id;
        }
    }
    return std::nullopt;
}
} // namespace

void LookupController::updateActions()
{
    ActionBar *bar = m_view->actionBar();
    const auto task = m_view->selectedTask();
    QString replay = m_actions->replayBlocker();
    const auto replayed = task ? replayOf(m_view->result(), task->id) : std::nullopt;
    if (replay.isEmpty() && (!task || task->state != u"dead"_s))
        replay = tr("select a dead task in the trails");
    else if (replay.isEmpty() && replayed)
        replay = *replayed > 0
            ? tr("task %1 was already replayed as task %2").arg(task->id).arg(*replayed)
            : tr("task %1 was already replayed").arg(task->id);
    bar->setAvailable(OperatorAction::ReplayTasks, replay.isEmpty(), replay);
    const bool stuck = task && task->state == u"leased"_s
        && (!task->leaseExpiresAt || *task->leaseExpiresAt < m_view->result().serverNowUs);
    QString release = m_actions->releaseBlocker();
    if (release.isEmpty() && !stuck)
        release = tr("select a task whose lease has expired (a live lease is released from "
                     "the leases view)");
    bar->setAvailable(OperatorAction::ReleaseTaskLease, release.isEmpty(), release);
    const auto device = m_view->selectedDevice();
    QString ack = m_actions->ackBlocker();
    if (ack.isEmpty() && !(device && device->second.owedCount > 0))
        ack = tr("select a device that owes deliveries");
    bar->setAvailable(OperatorAction::AckDevice, ack.isEmpty(), ack);
}

void LookupController::exportAs(const QString &format)
{
    if (!m_view->hasResult())
        return;
    const LookupResult &r = m_view->result();
    // Text for people is on the picker's clock (the customer's, when picked); CSV and JSON
    // carry UTC. None is masked: a ticket about one customer keeps their address.
    if (format == "ticket"_L1) {
        QApplication::clipboard()->setText(lookup::ticketText(r, m_view->clock()));
        return;
    }
    QByteArray data;
    QString filter;
    if (format == "markdown"_L1) {
        data = lookup::markdown(r, m_view->clock()).toUtf8();
        filter = tr("Markdown (*.md)");
    } else if (format == "csv"_L1) {
        data = lookup::csv(r).toUtf8();
        filter = tr("CSV (*.csv)");
    } else {
        data = lookup::json(r);
        filter = tr("JSON (*.json)");
    }
    const QString path
        = QFileDialog::getSaveFileName(m_view, tr("Export the lookup"), QString(), filter);
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        m_view->showFailure(tr("Could not write %1: %2").arg(path, file.errorString()));
}

#include "app/watchcontroller.h"

#include "app/actioncontroller.h"
#include "app/pollsources.h"
#include "core/steadyclock.h"
#include "core/watch/watchrules.h"
#include "db/queries/watchquery.h"
#include "local/watchstore.h"
#include "models/actionrunner.h"
#include "models/watchlistmodel.h"
#include "views/mainwindow.h"
#include "views/messagebanner.h"
#include "views/watchlistview.h"

#include <QDateTime>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
qint64 nowUs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1000;
}

// The action as the proof names it.
WatchAction actionOf(const ActionRequest &request, const ActionOutcome &outcome)
{
    WatchAction a;
    a.action = outcome.action;
    a.actionId = request.context.actionId;
    a.operatorId = request.context.operatorId;
    a.reason = request.context.reason;
    a.outcome = outcome.resultName();
    a.message = outcome.message;
    a.at = request.context.startedAtUs ? OptTime(request.context.startedAtUs) : OptTime(nowUs());
    a.doneAt = outcome.doneAt;
    if (outcome.newTaskId > 0)
        a.newTaskId = outcome.newTaskId;
    if (outcome.changed > 0 || request.follow->kind == WatchTarget::Kind::Batch)
        a.changed = outcome.changed;
    if (request.follow->kind == WatchTarget::Kind::Batch) {
        a.alreadyDone = outcome.alreadyDone;
        a.refused = outcome.refused;
    }
    return a;
}
} // namespace

WatchController::WatchController(PollSources *sources, WatchListModel *model, MainWindow *window,
                                 ActionController *actions, std::unique_ptr<WatchStore> store,
                                 QObject *parent)
    : QObject(parent)
    , m_sources(sources)
    , m_window(window)
    , m_model(model)
    , m_store(std::move(store))
    , m_sweep(new QTimer(this))
{
    // Polled with whatever view is on screen; sends nothing while no watch waits.
    m_source = sources->add(
        SourcePlace::evenIdle(), tr("The watch list"), [] { return QList<Requirement>(); },
        window->watchListView()->banner(),
        [this] { return anyPending() ? watchquery::job(m_watches, m_schema, m_feed) : DbJob(); },
        [this](const QVariant &v) { apply(v.value<WatchReadings>()); });
    connect(actions, &ActionController::actionJournaled, this, &WatchController::followAction);
    connect(window, &MainWindow::watchRequested, this,
            [this](const WatchTarget &target, WatchGoal goal) { watch(target, goal); });
    connect(window, &MainWindow::unwatchRequested, this, &WatchController::unwatch);
    connect(window->watchListView(), &WatchListView::clearFinishedRequested, this,
            &WatchController::clearFinished);
    // Expiry is the local clock's: it comes even when nothing is read (no connection).
    m_sweep->setInterval(30000);
    connect(m_sweep, &QTimer::timeout, this, &WatchController::sweepExpired);
    m_sweep->start();
    if (!m_store->isOpen())
        window->watchListView()->banner()->showMessage(
            tr("Watches will not survive a restart: the local store could not be opened (%1).")
                .arg(m_store->error()),
            Tone::Warning);
}

WatchController::~WatchController() = default;

void WatchController::setScope(const QString &scope)
{
    if (scope == m_scope)
        return;
    m_scope = scope;
    m_watches = m_store->load(scope, nowUs());
    publish();
    if (!m_watches.isEmpty())
        m_window->showWatchList();
    m_sources->invalidate(m_source);
}

qint64 WatchController::watch(const WatchTarget &target, WatchGoal goal,
                              const std::optional<WatchAction> &action,
                              const std::optional<WatchObservation> &before)
{
    for (Watch &w : m_watches) {
        if (!w.finished() && w.target == target && w.goal == goal) {
            if (action) {
                w.action = action;
                if (!w.before)
                    w.before = before;
                m_store->save(w);
            }
            m_window->showWatchList();
            m_window->watchListView()->selectWatch(w.id);
            return w.id;
        }
    }
    Watch w = watchrules::make(target, goal, nowUs());
    w.profile = m_scope;
    w.action = action;
    w.before = before;
    if (!m_store->save(w))
        w.id = m_nextUnsavedId--; // the store's ids are positive: these never meet them
    m_watches.append(w);
    publish();
    m_window->showWatchList();
    m_window->watchListView()->selectWatch(w.id);
    m_sources->invalidate(m_source); // read it now, not a poll later
    return w.id;
}

void WatchController::unwatch(qint64 id)
{
    m_watches.removeIf([id](const Watch &w) { return w.id == id; });
    m_store->remove(id);
    publish();
}

void WatchController::clearFinished()
{
    for (const Watch &w : std::as_const(m_watches)) {
        if (w.finished())
            m_store->remove(w.id);
    }
    m_watches.removeIf([](const Watch &w) { return w.finished(); });
    publish();
}

void WatchController::apply(const WatchReadings &readings)
{
    const qint64 now = nowUs();
    QList<Watch> done;
    for (Watch &w : m_watches) {
        if (w.finished())
            continue;
        if (const auto why = readings.unreadable.find(w.id); why != readings.unreadable.end()) {
            if (w.unreadable != *why) {
                w.unreadable = *why;
                w.stateSinceUs = now;
            }
            continue;
        }
        const auto seen = readings.seen.find(w.id);
        if (seen == readings.seen.end())
            continue;
        const watchrules::Step step = watchrules::apply(w, *seen, now);
        if (step.landed)
            done.append(w);
        if (step.changed && w.id > 0)
            m_store->save(w);
    }
    done += expireDue(now);
    publish();
    if (!done.isEmpty())
        Q_EMIT landed(done);
}

void WatchController::sweepExpired()
{
    const QList<Watch> expired = expireDue(nowUs());
    publish(); // "since" counts on
    if (!expired.isEmpty())
        Q_EMIT landed(expired);
}

QList<Watch> WatchController::expireDue(qint64 now)
{
    QList<Watch> expired;
    for (Watch &w : m_watches) {
        if (watchrules::expire(w, now)) {
            expired.append(w);
            m_store->save(w);
        }
    }
    return expired;
}

void WatchController::publish()
{
    m_model->setWatches(m_watches, nowUs());
}

bool WatchController::anyPending() const
{
    return std::any_of(m_watches.begin(), m_watches.end(),
                       [](const Watch &w) { return !w.finished(); });
}

void WatchController::followAction(const ActionRequest &request, const ActionOutcome &outcome)
{
    if (!m_window->watchAfterActions() || !request.follow)
        return;
    if (outcome.result != ActionOutcome::Result::Done
        && outcome.result != ActionOutcome::Result::AlreadyDone)
        return;
    const qint64 id = watch(*request.follow, watchrules::defaultGoal(request.follow->kind),
                            actionOf(request, outcome), outcome.before);
    for (Watch &w : m_watches) {
        if (w.id == id && !w.seen)
            w.beforeByAction = true;
    }
}

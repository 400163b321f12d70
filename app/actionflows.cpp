// ActionController's flows, one per action: confirm with the operator, then build the request
// the runner executes. Kept apart from the wiring in actioncontroller.cpp.
#include "app/actioncontroller.h"
#include "core/operatoraction.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/actions/taskleaserelease.h"
#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "db/queries/watchquery.h"
#include "models/displayformat.h"
#include "models/tasktablemodel.h"
#include "views/alarmsview.h"
#include "views/confirmdialog.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QDateTime>

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace {
constexpr int BulkCap = 500;

// What an ack is watched as: the device, when every key is one device's; every device of the
// alert, when they span its devices; nothing across alerts. `rows` name the device.
std::optional<WatchTarget> deviceOf(const QList<AlarmKey> &keys, const QList<AlarmDebtRow> &rows)
{
    if (keys.isEmpty())
        return std::nullopt;
    const AlarmKey &first = keys.first();
    bool oneDevice = true;
    for (const AlarmKey &k : keys) {
        if (k.alertId != first.alertId)
            return std::nullopt;
        oneDevice = oneDevice && k.subscriptionId == first.subscriptionId;
    }
    if (!oneDevice)
        return WatchTarget::device(first.alertId, {}, {});
    const QString label = rows.isEmpty() ? QString() : rows.first().deviceLabel;
    return WatchTarget::device(first.alertId, first.subscriptionId, label);
}
} // namespace

void ActionController::replaySelected()
{
    QList<qint64> dead;
    QStringList lines;
    for (const TaskRow &t : m_window->tasksView()->selectedTasks()) {
        if (t.state != taskstate::Dead || t.replayedAs)
            continue; // a replayed one would only be "already replayed"
        dead.append(t.id);
        lines.append(
            tr("task %1 · %2 · account %3 · %4")
                .arg(t.id)
                .arg(fmt::text(t.kind), fmt::integer(t.accountId), fmt::oneLine(t.lastError, 80)));
    }
    replayTasks(dead, lines);
}

void ActionController::replayTasks(const QList<qint64> &dead, const QStringList &lines)
{
    if (dead.isEmpty() || !operatorId())
        return;
    const auto reason
        = confirm({ tr("Replay %n dead task(s)?", nullptr, int(dead.size())),
                    tr("Each task is copied into a new queued task (same kind, ids, "
                       "payload and attempt limit; "
                       "attempts 0). A dead task is replayed once: if a colleague "
                       "replayed it already, you are told "
                       "by whom and nothing is written."),
                    lines, tr("Replay"), QString(), false },
                  dead.size() == 1 ? QString::number(dead.first()) : QString::number(dead.size()));
    if (!reason)
        return;
    if (dead.size() == 1) {
        const ActionContext c = context(*reason);
        const ReplayTask t { dead.first() };
        run({ c, tr("replay task %1").arg(t.taskId), [t, c] { return replayaction::job(t, c); },
              [t, c] { return replayaction::reconcileJob(t, c); }, WatchTarget::task(t.taskId) });
        return;
    }
    runBatch(dead, *reason);
}

void ActionController::replayFiltered()
{
    if (!operatorId())
        return;
    TaskFilter filter = m_window->tasksView()->filterBar()->filter();
    filter.states = { taskstate::Dead };
    filter.limit = BulkCap;
    // The preview is frozen: exactly these ids are replayed, whatever dies meanwhile. Where the
    // replays may be read, the ones already replayed are left out of it.
    m_client->submit(taskquery::previewJob(filter, m_schema), this, [this](const DbReply &reply) {
        if (reply.error.isError()) {
            m_window->showOutcome(
                Tone::Bad,
                tr("The preview could not be read: %1").arg(readFailureText(reply.error)));
            return;
        }
        TaskWindow w = reply.value.value<TaskWindow>();
        const bool anyDead = !w.rows.isEmpty();
        w.rows.removeIf([](const TaskRow &t) { return t.replayedAs.has_value(); });
        if (anyDead && w.rows.isEmpty()) {
            m_window->showOutcome(Tone::Neutral,
                                  tr("Every dead task the current filter matches was already "
                                     "replayed; nothing to replay."));
            return;
        }
        if (w.rows.isEmpty()) {
            m_window->showOutcome(
                Tone::Neutral, tr("No dead task matches the current filter; nothing to replay."));
            return;
        }
        QList<qint64> ids;
        QStringList lines;
        for (const TaskRow &t : w.rows) {
            ids.append(t.id);
            lines.append(tr("task %1 · %2 · account %3 · %4")
                             .arg(t.id)
                             .arg(fmt::text(t.kind), fmt::integer(t.accountId),
                                  fmt::oneLine(t.lastError, 80)));
        }
        QString text = tr(
            "These %n dead task(s) match the filter and will each be replayed once, in its own "
            "transaction (one failing does not undo the others).",
            nullptr, int(ids.size()));
        if (w.hasMore)
            text += tr(" More match than the cap of %1: narrow the filter to replay the rest.")
                        .arg(BulkCap);
        const auto reason = confirm({ tr("Replay %n dead task(s)?", nullptr, int(ids.size())), text,
                                      lines, tr("Replay all"), QString::number(ids.size()), true },
                                    QString::number(ids.size()));
        if (reason)
            runBatch(ids, *reason);
    });
}

void ActionController::runBatch(const QList<qint64> &taskIds, const QString &reason,
                                const QString &label)
{
    const ActionContext c = context(reason);
    QList<ReplayTask> tasks;
    for (qint64 id : taskIds)
        tasks.append(ReplayTask { id });
    // The batch is followed as one watch, whose identity is the action's id; its before (the
    // originals dead and not replayed) is read in the batch's own round trip, just ahead of it.
    const WatchTarget batch = WatchTarget::batch(c.actionId, taskIds, label);
    m_window->showOutcome(Tone::Pending, tr("Replaying %n task(s)…", nullptr, int(tasks.size())));
    m_client->submit(
        watchquery::beforeAction(replayaction::batchJob(tasks, c), batch, m_schema, m_feed), this,
        [this, tasks, c, batch](const DbReply &reply) {
            QList<ActionOutcome> outcomes = reply.value.value<QList<ActionOutcome>>();
            // A connection lost during the batch leaves its tasks' fate to be asked, as a lost
            // answer does: a replay's outcome is never said in libpq's words.
            const bool lost = std::any_of(outcomes.begin(), outcomes.end(), [](const auto &o) {
                return o.result == ActionOutcome::Result::Failed && o.error.isTransient();
            });
            if (reply.outcomeUnknown || outcomes.size() != tasks.size() || lost) {
                // The batch's answer was lost: ask after each task the way a single replay is
                // reconciled; each answer is journaled, and watched, as it comes.
                for (const ReplayTask &t : tasks)
                    run({ c, tr("replay task %1").arg(t.taskId),
                          [t, c] { return replayaction::reconcileJob(t, c); },
                          [t, c] { return replayaction::reconcileJob(t, c); },
                          WatchTarget::task(t.taskId) });
                return;
            }
            finishBatch(c, batch, outcomes);
        });
}

void ActionController::finishBatch(const ActionContext &c, const WatchTarget &batch,
                                   const QList<ActionOutcome> &outcomes)
{
    int done = 0, already = 0;
    QStringList refused;
    for (int i = 0; i < outcomes.size(); ++i) {
        // Journaled one by one, followed as the batch below: no watch per task.
        journal(
            { c, tr("replay task %1").arg(batch.taskIds.value(i)), nullptr, nullptr, std::nullopt },
            outcomes[i]);
        if (outcomes[i].result == ActionOutcome::Result::Done)
            ++done;
        else if (outcomes[i].result == ActionOutcome::Result::AlreadyDone)
            ++already;
        else
            refused.append(outcomes[i].message);
    }
    ActionOutcome summary;
    summary.action = operatoraction::journalName(OperatorAction::ReplayTasks);
    summary.target = batch.key();
    summary.changed = done;
    summary.alreadyDone = already;
    summary.refused = int(refused.size());
    summary.before = outcomes.isEmpty() ? std::nullopt : outcomes.first().before;
    summary.result = refused.isEmpty()
        ? (done > 0 ? ActionOutcome::Result::Done : ActionOutcome::Result::AlreadyDone)
        : ActionOutcome::Result::Refused;
    summary.message = tr("Replayed %1; %2 already replayed; %3 refused.")
                          .arg(done)
                          .arg(already)
                          .arg(refused.size());
    if (!refused.isEmpty())
        summary.message += u' ' + refused.first()
            + (refused.size() > 1 ? tr(" (and %1 more)").arg(refused.size() - 1) : QString());
    // Followed when any task has a replay now, even if others were refused: the watch's
    // counts say which.
    ActionOutcome followed = summary;
    if (done > 0)
        followed.result = ActionOutcome::Result::Done;
    else if (already > 0)
        followed.result = ActionOutcome::Result::AlreadyDone;
    Q_EMIT actionJournaled({ c, batch.displayName(), nullptr, nullptr, batch }, followed);
    report(summary);
}

void ActionController::releaseSelectedTask()
{
    const QList<TaskRow> selected = m_window->tasksView()->selectedTasks();
    if (selected.size() != 1)
        return;
    const TaskRow &t = selected.first();
    releaseLeaseOf(t.id, t.leaseToken, t.leaseExpiresAt, t.leaseOwner);
}

void ActionController::releaseLeaseOf(qint64 taskId, const QString &token, OptTime seenExpiry,
                                      const QString &owner)
{
    if (!operatorId())
        return;
    // The local clock only chooses the wording and the strength of the confirmation; the
    // release itself compares-and-sets on the token and expiry seen, on the server's clock.
    const bool live = seenExpiry && *seenExpiry > QDateTime::currentMSecsSinceEpoch() * 1000;
    ConfirmDialog::Request r;
    r.title = tr("Release the lease of task %1?").arg(taskId);
    r.confirmLabel = live ? tr("Release the live lease") : tr("Release");
    if (live) {
        r.text = tr("This lease is LIVE: %1 holds it and may be in the middle of an attempt right "
                    "now. Releasing it "
                    "queues the task again for any worker; the old worker's late result will be "
                    "fenced by its token "
                    "(it cannot overwrite the task), but its delivery may already have happened, "
                    "so the customer could "
                    "get the notification twice.")
                     .arg(fmt::text(owner));
        r.typedPhrase = QString::number(taskId);
        r.dangerous = true;
    } else {
        r.text = tr("The lease held by %1 has expired; the worker is gone or stuck. The task goes "
                    "back to the queue "
                    "and the release is noted in its last error.")
                     .arg(fmt::text(owner));
    }
    const auto reason = confirm(r, QString::number(taskId));
    if (!reason)
        return;
    const ActionContext c = context(*reason);
    const ReleaseTaskLease rel { taskId, token, seenExpiry };
    run({ c, tr("release the lease of task %1").arg(taskId),
          [rel, c] { return taskleaserelease::job(rel, c); },
          [rel, c] { return taskleaserelease::reconcileJob(rel, c); }, WatchTarget::task(taskId) });
}

void ActionController::clearSelectedSink()
{
    const auto sink = m_window->leasesView()->selectedSinkLease();
    if (!sink || !operatorId())
        return;
    if (sink->kind() == SinkLeaseRow::Kind::Advisory && sink->lockHeld) {
        m_window->showOutcome(
            Tone::Warning,
            tr("The advisory session (pid %1) holding %2/%3 is alive: clearing the row "
               "would fence nothing, since the lock is what stops the sender. Terminate "
               "the session instead.")
                .arg(sink->session.pid)
                .arg(sink->feed, sink->sink));
        return;
    }
    ConfirmDialog::Request r;
    r.title = tr("Clear the holder of %1/%2?").arg(sink->feed, sink->sink);
    r.confirmLabel = tr("Clear holder");
    const bool live = sink->kind() != SinkLeaseRow::Kind::Advisory && sink->expiresAtMs
        && *sink->expiresAtMs > QDateTime::currentMSecsSinceEpoch();
    if (sink->kind() == SinkLeaseRow::Kind::Advisory) {
        r.text = tr("No session holds this sink's advisory lock any more: %1 is a stale holder "
                    "that fences every "
                    "other worker. Clearing it lets a worker take the sink.")
                     .arg(sink->holder);
    } else if (live) {
        r.text = tr("This lease is LIVE. Clearing it lets another worker take the sink now, and "
                    "the current holder "
                    "(%1) can still make ONE stale send: a call it started within its lease margin "
                    "can land after "
                    "the new holder's. Its next cursor update is fenced by holder.")
                     .arg(sink->holder);
        r.typedPhrase = sink->feed + u'/' + sink->sink;
        r.dangerous = true;
    } else {
        r.text = tr("The lease held by %1 has expired; any worker could take it. Clearing it only "
                    "tidies the row.")
                     .arg(sink->holder);
    }
    const auto reason = confirm(r, sink->feed + u'/' + sink->sink);
    if (!reason)
        return;
    const ActionContext c = context(*reason);
    const ReleaseSinkLease rel { m_feed, sink->feed, sink->sink, sink->holder };
    run({ c, tr("clear the holder of sink %1/%2").arg(sink->feed, sink->sink),
          [rel, c] { return sinkleaseactions::releaseJob(rel, c); },
          [rel, c] { return sinkleaseactions::reconcileJob(rel, c); },
          WatchTarget::sinkLease(sink->feed, sink->sink) });
}

void ActionController::terminateSelectedSink()
{
    const auto sink = m_window->leasesView()->selectedSinkLease();
    if (!sink || !sink->lockHeld || !operatorId())
        return;
    const QString name = sink->feed + u'/' + sink->sink;
    const auto reason = confirm(
        { tr("Terminate the session holding %1?").arg(name),
          tr("pg_terminate_backend ends database session %1 (%2, %3): the feed worker using it "
             "loses its "
             "advisory lock and every statement it has in flight. Then the stale holder %4 is "
             "cleared so "
             "another worker can take the sink. Use this only for a worker that is hung.")
              .arg(sink->session.pid)
              .arg(fmt::text(sink->session.applicationName), fmt::text(sink->session.clientAddress),
                   sink->holder),
          {},
          tr("Terminate the session"),
          name,
          true },
        name);
    if (!reason)
        return;
    const ActionContext c = context(*reason);
    const TerminateSinkSession t { { m_feed, sink->feed, sink->sink, sink->holder },
                                   sink->session.pid };
    const ReleaseSinkLease rel = t.lease;
    run({ c, tr("terminate the session holding sink %1").arg(name),
          [t, c] { return sinkleaseactions::terminateJob(t, c); },
          [rel, c] {
              return sinkleaseactions::reconcileJob(rel, c);
          } });
}

void ActionController::ackSelected()
{
    const QList<AlarmDebtRow> rows = m_window->alarmsView()->selectedDebt();
    if (rows.isEmpty() || !operatorId())
        return;
    QList<AlarmKey> keys;
    QStringList lines;
    for (const AlarmDebtRow &r : rows) {
        keys.append({ r.alertId, r.subscriptionId, r.eventId });
        lines.append(tr("%1 owes \"%2\" since %3")
                         .arg(fmt::text(r.deviceLabel), fmt::text(r.alertName),
                              fmt::timestamp(r.owedSince)));
    }
    const auto reason
        = confirm({ tr("Ack %n owed deliveries?", nullptr, int(keys.size())),
                    tr("Marks exactly these ledger rows as acked, as if each device had "
                       "acked: the devices will no "
                       "longer be told they missed these alarms."),
                    lines, tr("Ack"), QString(), false },
                  QString::number(keys.size()));
    if (!reason)
        return;
    const ActionContext c = context(*reason);
    const AckAlarmDeliveries a { keys };
    run({ c, tr("ack %n alarm deliveries", nullptr, int(keys.size())),
          [a, c] { return ackdeliveries::job(a, c); }, nullptr, deviceOf(keys, rows) });
}

void ActionController::ack(const QString &alertId, const QString &subscriptionId,
                           const QString &eventId, const QString &what)
{
    if (!operatorId())
        return;
    m_client->submit(
        ackdeliveries::previewJob(alertId, subscriptionId, eventId), this,
        [this, what](const DbReply &reply) {
            if (reply.error.isError()) {
                m_window->showOutcome(
                    Tone::Bad,
                    tr("The preview could not be read: %1").arg(readFailureText(reply.error)));
                return;
            }
            const AckPreview p = reply.value.value<AckPreview>();
            if (p.keys.isEmpty()) {
                m_window->showOutcome(Tone::Neutral,
                                      tr("Nothing is owed any more; nothing to ack."));
                return;
            }
            QString text = tr("Ack %1: exactly the %n deliveries below, frozen now. A delivery "
                              "owed after this preview is "
                              "not touched.",
                              nullptr, int(p.keys.size()))
                               .arg(what);
            if (p.capped)
                text += tr(" More are owed than one preview lists; ack again for the rest.");
            const auto reason
                = confirm({ tr("Ack %n owed deliveries?", nullptr, int(p.keys.size())), text,
                            p.lines, tr("Ack"), QString(), false },
                          QString::number(p.keys.size()));
            if (!reason)
                return;
            const ActionContext c = context(*reason);
            const AckAlarmDeliveries a { p.keys };
            run({ c, tr("ack %n alarm deliveries", nullptr, int(p.keys.size())),
                  [a, c] { return ackdeliveries::job(a, c); }, nullptr, deviceOf(p.keys, {}) });
        });
}

// ActionController's failure-group replay: the group's dead tasks behind a frozen preview,
// replayed as one batch. Kept apart from the other flows in actionflows.cpp.
#include "app/actioncontroller.h"
#include "core/failuretext.h"
#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/failuresview.h"
#include "views/mainwindow.h"

#include <QLocale>

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace {
// More dead tasks than this in one group: the preview says so and the rest wait for a second
// replay (the group's count falls as the first one lands).
constexpr int GroupCap = 5000;
// Lines of the preview listed one by one; the rest are counted.
constexpr int PreviewLines = 200;
} // namespace

QString ActionController::whyNotReplayGroup() const
{
    const QString block = replayBlocker();
    if (!block.isEmpty())
        return block;
    const auto g = m_window->failuresView()->selectedGroup();
    if (!g)
        return tr("select a failure group");
    if (g->source != FailureSource::Task)
        return tr("attempts are not replayed: select the task group of this cause");
    if (g->dead == 0)
        return tr("no task of this group is dead");
    // Without the replays read it counts every dead task, so it is never 0 then.
    if (g->deadNotReplayed == 0)
        return tr("every dead task of this group was already replayed");
    return {};
}

void ActionController::updateFailureActions()
{
    const QString why = whyNotReplayGroup();
    m_window->failuresView()->actionBar()->setAvailable(OperatorAction::ReplayGroup, why.isEmpty(),
                                                        why);
}

void ActionController::replayGroup()
{
    FailuresView *view = m_window->failuresView();
    const auto group = view->selectedGroup();
    if (!group || !view->windowFrom() || !operatorId())
        return;
    TaskFilter filter = failureMembers(*group, *view->windowFrom(), *view->windowTo());
    filter.states = { taskstate::Dead };
    filter.limit = GroupCap;
    m_client->submit(
        taskquery::previewJob(filter, m_schema), this, [this, g = *group](const DbReply &reply) {
            if (reply.error.isError()) {
                m_window->showOutcome(
                    Tone::Bad,
                    tr("The preview could not be read: %1").arg(readFailureText(reply.error)));
                return;
            }
            confirmGroupReplay(g, reply.value.value<TaskWindow>());
        });
}

void ActionController::confirmGroupReplay(const FailureGroup &group, TaskWindow preview)
{
    const QLocale l;
    const qsizetype dead = preview.rows.size();
    preview.rows.removeIf([](const TaskRow &t) { return t.replayedAs.has_value(); });
    const qsizetype already = dead - preview.rows.size();
    if (preview.rows.isEmpty()) {
        m_window->showOutcome(Tone::Neutral,
                              dead > 0 ? tr("All %1 dead tasks of this group were already "
                                            "replayed; nothing to replay.")
                                             .arg(l.toString(dead))
                                       : tr("No task of this group is dead now; nothing to "
                                            "replay."));
        return;
    }
    QList<qint64> ids;
    QStringList lines;
    for (const TaskRow &t : preview.rows) {
        ids.append(t.id);
        if (lines.size() < PreviewLines)
            lines.append(tr("task %1 · %2 · account %3 · %4")
                             .arg(t.id)
                             .arg(fmt::text(t.kind), fmt::integer(t.accountId),
                                  fmt::oneLine(t.lastError, 80)));
    }
    if (ids.size() > PreviewLines)
        lines.append(tr("… and %1 more").arg(l.toString(ids.size() - PreviewLines)));
    QString text = tr("These %n dead task(s) of the failure group %1 will each be replayed once, "
                      "in its own transaction, and followed as one batch.",
                      nullptr, int(ids.size()))
                       .arg(failuretext::groupName(group));
    if (already > 0)
        text += u' '
            + tr("%1 of the group's dead tasks were already replayed (by a colleague, or "
                 "earlier) and are left out.")
                  .arg(l.toString(already));
    if (preview.hasMore)
        text += u' '
            + tr("More are dead than the cap of %1: replay the group again for the rest.")
                  .arg(l.toString(GroupCap));
    const auto reason
        = confirm({ tr("Replay %n dead task(s) of this group?", nullptr, int(ids.size())), text,
                    lines, tr("Replay the group"), QString::number(ids.size()), true },
                  QString::number(ids.size()));
    if (reason)
        runBatch(ids, failuretext::auditReason(group, *reason), failuretext::groupName(group));
}

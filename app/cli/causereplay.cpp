#include "app/cli/causereplay.h"

#include "app/cli/actioncli.h"
#include "app/cli/clisession.h"
#include "core/failuretext.h"
#include "core/lookup/lookupinput.h"
#include "db/actions/replay.h"
#include "db/databaseidentity.h"
#include "db/queries/schemaprobe.h"
#include "db/queries/taskquery.h"
#include "local/actionjournal.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace causereplay {

namespace {
constexpr int Cap = 5000; // as the window's group replay
constexpr int Listed = 20;

int usage(CliSession &s, const QString &why)
{
    s.setUsageError(why);
    CliSession::err(u"poolscope replay: "_s + s.usageError());
    return CliSession::Usage;
}

// The group's dead tasks now, the ones replayed already counted apart. nullopt: said why.
std::optional<TaskWindow> preview(CliSession &s, const TaskFilter &filter)
{
    const DbReply probe = s.run(schemaprobe::job(s.feed()));
    if (probe.error.isError()) {
        CliSession::err(u"poolscope replay: could not read the schema: "_s + probe.error.summary());
        return std::nullopt;
    }
    const SchemaInfo schema = probe.value.value<SchemaInfo>();
    const DbReply reply = s.run(taskquery::previewJob(filter, schema));
    if (reply.error.isError()) {
        CliSession::err(u"poolscope replay: "_s + reply.error.summary());
        return std::nullopt;
    }
    return reply.value.value<TaskWindow>();
}

void printPreview(const TaskFilter &f, const QList<TaskRow> &todo, qsizetype already, bool more)
{
    CliSession::out(
        u"Failure group: cause %1%2, failed in the last %3 s: %4 dead task(s) to replay;"
        " %5 already replayed (left out)."_s
            .arg(f.cause->id, f.kind.isNull() ? QString() : u", kind "_s + f.kind)
            .arg(f.cause->withinSeconds)
            .arg(todo.size())
            .arg(already));
    for (qsizetype i = 0; i < todo.size() && i < Listed; ++i) {
        const TaskRow &t = todo[i];
        CliSession::out(u"  task %1 · account %2 · %3"_s.arg(t.id)
                            .arg(t.accountId ? QString::number(*t.accountId) : u"NULL"_s)
                            .arg(t.lastError.left(100).simplified()));
    }
    if (todo.size() > Listed)
        CliSession::out(u"  … and %1 more"_s.arg(todo.size() - Listed));
    if (more)
        CliSession::out(
            u"More are dead than the cap of %1: replay the group again for the rest."_s.arg(Cap));
}

void journal(CliSession &s, const ActionContext &c, const QList<ActionOutcome> &outcomes,
             const QList<ReplayTask> &tasks)
{
    ActionJournal journal;
    const QString database = s.client()->config().params.redacted();
    const QString key
        = databaseidentity::of(s.client()->config().params, databaseidentity::fromEnvironment())
              .key();
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        JournalEntry e;
        e.actionId = c.actionId; // the batch's: `watch --batch` finds its tasks by it
        e.operatorId = c.operatorId;
        e.action = u"replay"_s;
        e.target = replayaction::target(tasks[i].taskId);
        e.outcome = outcomes[i].resultName();
        e.message = outcomes[i].message;
        e.reason = c.reason;
        e.database = database;
        e.databaseKey = key;
        if (!journal.record(e)) {
            CliSession::err(u"poolscope: warning: the local journal could not be written: "_s
                            + journal.error());
            return;
        }
    }
}

int replayAll(CliSession &s, const ActionContext &c, const QList<TaskRow> &todo)
{
    QList<ReplayTask> tasks;
    for (const TaskRow &t : todo)
        tasks.append(ReplayTask { t.id });
    const DbReply reply = s.run(replayaction::batchJob(tasks, c));
    const QList<ActionOutcome> outcomes = reply.value.value<QList<ActionOutcome>>();
    if (reply.outcomeUnknown || outcomes.size() != tasks.size()) {
        CliSession::err(u"poolscope replay: the batch's answer was lost (%1): some replays may"
                        " have happened. Run --preview again: it counts the ones that did."_s.arg(
                            reply.error.summary()));
        return CliSession::Database;
    }
    journal(s, c, outcomes, tasks);
    int done = 0, already = 0, refused = 0;
    for (const ActionOutcome &o : outcomes) {
        done += o.result == ActionOutcome::Result::Done;
        already += o.result == ActionOutcome::Result::AlreadyDone;
        refused += o.result == ActionOutcome::Result::Refused
            || o.result == ActionOutcome::Result::Failed;
    }
    if (s.format() == "json"_L1)
        CliSession::out(
            QString::fromUtf8(QJsonDocument(QJsonObject { { u"replayed"_s, done },
                                                          { u"already_replayed"_s, already },
                                                          { u"refused"_s, refused },
                                                          { u"action_id"_s, c.actionId } })
                                  .toJson(QJsonDocument::Compact)));
    else
        CliSession::out(u"Replayed %1; %2 already replayed; %3 refused. Follow the batch with:"
                        " poolscope watch --batch %4"_s.arg(done)
                            .arg(already)
                            .arg(refused)
                            .arg(c.actionId));
    return refused > 0 ? CliSession::Refused : CliSession::Ok;
}

} // namespace

int run(CliSession &s, const QString &causeId)
{
    static const QRegularExpression hex(u"^[0-9a-f]{12}$"_s);
    if (!hex.match(causeId).hasMatch())
        return usage(s, u"--cause takes a cause id: 12 hex digits, as poolscope failures prints"_s);
    if (s.take(u"--task"_s))
        return usage(s, u"replay takes --task or --cause, not both"_s);
    qint64 seconds = 3600;
    if (const auto since = s.take(u"--since"_s)) {
        QString why;
        const auto parsed = lookup::parseDuration(*since, &why);
        if (!parsed)
            return usage(s, u"--since: "_s + why);
        seconds = qMin<qint64>(*parsed, 90LL * 86400);
    }
    TaskFilter f;
    f.states = { taskstate::Dead };
    if (const auto kind = s.take(u"--kind"_s))
        f.kind = *kind;
    f.cause = CauseFilter { causeId, {}, int(seconds), {}, {}, false };
    f.limit = Cap;
    const bool previewOnly = s.takeFlag(u"--preview"_s);
    if (previewOnly == s.hasFlag(u"--yes"_s))
        return usage(s, u"replay --cause takes --preview (write nothing) or --yes (replay)"_s);
    std::optional<ActionContext> context;
    if (previewOnly) {
        if (!s.noneLeft()) {
            CliSession::err(u"poolscope replay: "_s + s.usageError());
            return CliSession::Usage;
        }
        if (!s.connect())
            return CliSession::Database;
    } else {
        const std::optional<qint64> op = s.operatorId();
        if (!op) {
            CliSession::err(u"poolscope replay: "_s + s.usageError());
            return CliSession::Usage;
        }
        int failed = 0;
        context = actioncli::prepare(s, *op, failed); // connects, takes --yes and --reason
        if (!context)
            return failed;
        FailureGroup group;
        group.causeId = causeId;
        group.kind = f.kind;
        context->reason = failuretext::auditReason(group, context->reason);
    }
    std::optional<TaskWindow> w = preview(s, f);
    if (!w)
        return CliSession::Database;
    const qsizetype dead = w->rows.size();
    w->rows.removeIf([](const TaskRow &t) { return t.replayedAs.has_value(); });
    printPreview(f, w->rows, dead - w->rows.size(), w->hasMore);
    if (previewOnly || w->rows.isEmpty())
        return CliSession::Ok;
    return replayAll(s, *context, w->rows);
}

} // namespace causereplay

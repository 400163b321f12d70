#include "app/cli/actioncli.h"
#include "app/cli/causereplay.h"
#include "app/cli/clisession.h"
#include "app/cli/commands.h"
#include "core/operatoraction.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/actions/taskleaserelease.h"

using namespace Qt::StringLiterals;

namespace {

int usage(CliSession &session)
{
    CliSession::err(u"poolscope: "_s + session.usageError());
    return CliSession::Usage;
}

int replay(CliSession &s)
{
    if (const std::optional<QString> cause = s.take(u"--cause"_s))
        return causereplay::run(s, *cause);
    const std::optional<QString> task = s.take(u"--task"_s);
    const std::optional<qint64> op = s.operatorId();
    if (!task)
        s.setUsageError(u"replay needs --task ID"_s);
    const std::optional<qint64> id
        = task ? actioncli::positiveId(s, u"--task"_s, *task) : std::nullopt;
    if (!id || !op)
        return usage(s);
    int failed = 0;
    const auto ctx = actioncli::prepare(s, *op, failed);
    if (!ctx)
        return failed;
    const ReplayTask t { *id };
    return actioncli::run(s,
                          { *ctx, u"replay task %1"_s.arg(*id),
                            [t, c = *ctx] { return replayaction::job(t, c); },
                            [t, c = *ctx] {
                                return replayaction::reconcileJob(t, c);
                            } });
}

int releaseTask(CliSession &s, const QString &taskText, qint64 op)
{
    const std::optional<qint64> id = actioncli::positiveId(s, u"--task"_s, taskText);
    const std::optional<QString> token = s.take(u"--token"_s);
    if (!id)
        return usage(s);
    int failed = 0;
    const auto ctx = actioncli::prepare(s, op, failed);
    if (!ctx)
        return failed;
    ReleaseTaskLease r;
    r.taskId = *id;
    r.token = token.value_or(QString());
    return actioncli::run(s,
                          { *ctx, u"release the lease of task %1"_s.arg(*id),
                            [r, c = *ctx] { return taskleaserelease::job(r, c); },
                            [r, c = *ctx] {
                                return taskleaserelease::reconcileJob(r, c);
                            } });
}

int releaseSink(CliSession &s, const QString &feed, const QString &sink, qint64 op)
{
    const std::optional<QString> holder = s.take(u"--holder"_s);
    const bool terminate = s.takeFlag(u"--terminate"_s);
    int failed = 0;
    const auto ctx = actioncli::prepare(s, op, failed);
    if (!ctx)
        return failed;
    ReleaseSinkLease r { s.feed(), feed, sink, holder.value_or(QString()) };
    if (!terminate)
        return actioncli::run(s,
                              { *ctx, u"clear the lease of sink %1/%2"_s.arg(feed, sink),
                                [r, c = *ctx] { return sinkleaseactions::releaseJob(r, c); },
                                [r, c = *ctx] {
                                    return sinkleaseactions::reconcileJob(r, c);
                                } });
    if (r.holder.isNull()) {
        // The CLI user saw no holder: take the one on the row now, so the row is still
        // compared-and-set against what the terminate acted on.
        const DbReply reply = s.run(sinkleaseactions::currentHolderJob(r.table, feed, sink));
        if (reply.error.isError()) {
            CliSession::err(u"poolscope: "_s + reply.error.summary());
            return CliSession::Database;
        }
        r.holder = reply.value.toString();
        if (r.holder.isNull()) {
            CliSession::out(
                u"Sink %1/%2 has no lease holder; nothing was written."_s.arg(feed, sink));
            return CliSession::Ok;
        }
    }
    const TerminateSinkSession t { r, 0 };
    return actioncli::run(s,
                          { *ctx, u"terminate the session holding sink %1/%2"_s.arg(feed, sink),
                            [t, c = *ctx] { return sinkleaseactions::terminateJob(t, c); },
                            [r, c = *ctx] {
                                return sinkleaseactions::reconcileJob(r, c);
                            } });
}

int release(CliSession &s)
{
    const std::optional<qint64> op = s.operatorId();
    const std::optional<QString> task = s.take(u"--task"_s);
    const std::optional<QString> feed = s.take(u"--feed"_s);
    const std::optional<QString> sink = s.take(u"--sink"_s);
    if (!op)
        return usage(s);
    if (task && !feed && !sink)
        return releaseTask(s, *task, *op);
    if (!task && feed && sink && !feed->isEmpty() && !sink->isEmpty())
        return releaseSink(s, *feed, *sink, *op);
    s.setUsageError(u"release takes either --task ID, or --feed F --sink S"_s);
    return usage(s);
}

int ack(CliSession &s)
{
    const std::optional<qint64> op = s.operatorId();
    const std::optional<QString> alertText = s.take(u"--alert"_s);
    const std::optional<QString> subText = s.take(u"--subscription"_s);
    const std::optional<QString> eventText = s.take(u"--event"_s);
    if (!alertText)
        s.setUsageError(u"ack needs --alert UUID"_s);
    const auto alert = alertText ? actioncli::uuid(s, u"--alert"_s, *alertText) : std::nullopt;
    const auto sub = subText ? actioncli::uuid(s, u"--subscription"_s, *subText)
                             : std::optional<QString>(QString());
    const auto event = eventText ? actioncli::uuid(s, u"--event"_s, *eventText)
                                 : std::optional<QString>(QString());
    if (!op || !alert || !sub || !event)
        return usage(s);
    int failed = 0;
    const auto ctx = actioncli::prepare(s, *op, failed);
    if (!ctx)
        return failed;
    // The rows owed now, frozen: the ack touches exactly these.
    const DbReply preview = s.run(ackdeliveries::previewJob(*alert, *sub, *event, 100000));
    if (preview.error.isError()) {
        CliSession::err(u"poolscope: "_s + preview.error.summary());
        return CliSession::Database;
    }
    const AckPreview p = preview.value.value<AckPreview>();
    if (p.keys.isEmpty()) {
        // Already so, as an ack of what was acked meanwhile is: said in the --format asked.
        const QString said = u"Nothing is owed for that alert%1; nothing was written."_s.arg(
            sub->isEmpty() ? QString() : u" and subscription"_s);
        return actioncli::tell(s, *ctx, ackdeliveries::nothingOwed(*alert, said));
    }
    const AckAlarmDeliveries a { p.keys };
    return actioncli::run(s,
                          { *ctx, u"ack %1 alarm deliveries"_s.arg(p.keys.size()),
                            [a, c = *ctx] { return ackdeliveries::job(a, c); }, nullptr });
}

} // namespace

namespace {

// What the three actions share in their --help.
const CliOptionHelp OperatorHelp { u"--operator N"_s,
                                   u"your operator id, recorded with the action (or"
                                   " POOLSCOPE_OPERATOR)"_s };
const CliOptionHelp ReasonHelp { u"--reason TEXT"_s,
                                 u"why, recorded with the action (at most 1000 characters)"_s };
const CliOptionHelp FormatHelp { u"--format text|json"_s,
                                 u"the outcome as a line of text (default) or a JSON object"_s };

QList<CliExitCode> actionExitCodes()
{
    return {
        { CliSession::Ok, u"done, or already done (by whom and when is printed)"_s },
        { CliSession::Refused, u"refused; nothing was written (the reason is printed)"_s },
        { CliSession::Usage,
          u"bad usage or input (a malformed id or connection string, no operator id);"
          " nothing is tried"_s },
        { CliSession::Database, u"a connection or database error"_s },
    };
}

} // namespace

CliCommand replayCommand()
{
    return { .name = operatoraction::cliVerb(OperatorAction::ReplayTasks),
             .synopsis = u"replay --task ID --operator N [--reason TEXT]\n"
                         "  replay --cause ID [--since DURATION] [--kind K] --preview\n"
                         "  replay --cause ID [--since DURATION] [--kind K] --operator N"
                         " [--reason TEXT] --yes"_s,
             .run = &replay,
             .options = { u"--task"_s, u"--operator"_s, u"--reason"_s, u"--cause"_s, u"--since"_s,
                          u"--kind"_s },
             .flags = { u"--preview"_s },
             .summary = u"Replays a dead task: a new queued task with the same contents, recorded"
                        " in task_replays. With --cause, the dead tasks of a failure group"
                        " (poolscope failures) not replayed yet, as one batch."_s,
             .optionHelp = { { u"--task ID"_s, u"the dead task to replay"_s },
                             { u"--cause ID"_s, u"a failure group's cause id (12 hex digits)"_s },
                             { u"--since DURATION"_s,
                               u"with --cause: failed in the last DURATION"
                               " (default 1h)"_s },
                             { u"--kind K"_s, u"with --cause: only tasks of this kind"_s },
                             { u"--preview"_s,
                               u"with --cause: say what would be replayed;"
                               " write nothing"_s },
                             { u"--yes"_s, u"with --cause: replay them"_s },
                             OperatorHelp,
                             ReasonHelp,
                             FormatHelp },
             .exitCodes = actionExitCodes() };
}

CliCommand releaseCommand()
{
    // Also clears a sink's lease (ClearSinkLease) and, with --terminate, ends its session
    // (TerminateSinkSession): the table gives them the same verb.
    return { .name = operatoraction::cliVerb(OperatorAction::ReleaseTaskLease),
             .synopsis = u"release --task ID [--token T] --operator N\n"
                         "  release --feed F --sink S [--holder H] [--terminate] --operator N"_s,
             .run = &release,
             .options = { u"--task"_s, u"--token"_s, u"--feed"_s, u"--sink"_s, u"--holder"_s,
                          u"--operator"_s, u"--reason"_s },
             .flags = { u"--terminate"_s },
             .summary = u"Releases a task's lease (the task goes back to queued), or clears a feed"
                        " sink's lease."_s,
             .optionHelp
             = { { u"--task ID"_s, u"the task whose lease to release"_s },
                 { u"--token T"_s, u"the lease token seen: without it, only an expired lease"_s },
                 { u"--feed F"_s, u"the feed of the sink whose lease to clear (with --sink)"_s },
                 { u"--sink S"_s, u"the sink whose lease to clear (with --feed)"_s },
                 { u"--holder H"_s,
                   u"the holder seen; without it, only an expired or stale holder"_s },
                 { u"--terminate"_s, u"end the session that holds a live advisory lease"_s },
                 OperatorHelp,
                 ReasonHelp,
                 FormatHelp },
             .exitCodes = actionExitCodes() };
}

CliCommand ackCommand()
{
    // AckSelected, AckDevice and AckAlert: one verb, scoped by its options.
    return { .name = operatoraction::cliVerb(OperatorAction::AckAlert),
             .synopsis = u"ack --alert UUID [--subscription UUID] [--event UUID] --operator N"_s,
             .run = &ack,
             .options
             = { u"--alert"_s, u"--subscription"_s, u"--event"_s, u"--operator"_s, u"--reason"_s },
             .flags = {},
             .summary = u"Acknowledges the alarm deliveries owed for an alert, one of its devices"
                        " or one event."_s,
             .optionHelp = { { u"--alert UUID"_s, u"the alert whose owed deliveries to ack"_s },
                             { u"--subscription UUID"_s, u"only this device's deliveries"_s },
                             { u"--event UUID"_s, u"only this event's deliveries"_s },
                             OperatorHelp,
                             ReasonHelp,
                             FormatHelp },
             .exitCodes = actionExitCodes() };
}

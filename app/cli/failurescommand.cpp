// poolscope failures: the failure groups of a window, as the failures view reads them.
#include "app/cli/clisession.h"
#include "app/cli/commands.h"
#include "core/failuretext.h"
#include "core/lookup/lookupinput.h"
#include "db/queries/failurequery.h"
#include "db/queries/schemaprobe.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QString isoUtc(OptTime us)
{
    return us ? QDateTime::fromMSecsSinceEpoch(*us / 1000, Qt::UTC).toString(Qt::ISODateWithMs)
              : QString();
}

QJsonObject groupJson(const FailureGroup &g)
{
    QJsonArray histogram;
    for (qint64 n : g.histogram)
        histogram.append(n);
    return {
        { u"source"_s, g.source == FailureSource::Task ? u"task"_s : u"attempt"_s },
        { u"cause_id"_s, g.causeId },
        { u"cause"_s, g.cause },
        { u"kind"_s, g.kind.isNull() ? QJsonValue() : QJsonValue(g.kind) },
        { u"channels"_s, QJsonArray::fromStringList(g.channels) },
        { u"count"_s, g.count },
        { u"dead"_s, g.dead },
        { u"dead_not_replayed"_s, g.deadNotReplayed },
        { u"accounts"_s, g.accounts },
        { u"first_seen"_s, isoUtc(g.firstSeen) },
        { u"last_seen"_s, isoUtc(g.lastSeen) },
        { u"histogram"_s, histogram },
        { u"example"_s, g.example },
    };
}

void printJson(const FailureGroups &g, qint64 seconds)
{
    QJsonArray groups;
    for (const FailureGroup &group : g.groups)
        groups.append(groupJson(group));
    const QJsonObject out {
        { u"window"_s,
          QJsonObject { { u"seconds"_s, seconds },
                        { u"from"_s, isoUtc(g.windowFromUs) },
                        { u"to"_s, isoUtc(g.serverNowUs) } } },
        { u"coverage"_s, failuretext::coverage(g, int(seconds)) },
        { u"tasks_read"_s, g.tasksRead },
        { u"capped"_s, g.capped },
        { u"attempts_read"_s, g.attemptsRead },
        { u"replays_read"_s, g.replaysRead },
        { u"groups"_s, groups },
    };
    CliSession::out(
        QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
}

void printText(const FailureGroups &g, qint64 seconds)
{
    const QLocale l = QLocale::c();
    CliSession::out(failuretext::coverage(g, int(seconds)));
    for (const FailureGroup &group : g.groups) {
        const bool task = group.source == FailureSource::Task;
        QString line = u"%1 %2 × %3"_s.arg(task ? u"tasks   "_s : u"attempts"_s)
                           .arg(l.toString(group.count), 7)
                           .arg(group.cause);
        line += u"\n    cause %1 · kind %2"_s.arg(group.causeId,
                                                  group.kind.isNull() ? u"NULL"_s : group.kind);
        if (!group.channels.isEmpty())
            line += u" · channels "_s + group.channels.join(u", "_s);
        line += u" · %1 account(s)"_s.arg(group.accounts);
        if (task)
            line += u" · %1 dead, not replayed"_s.arg(group.deadNotReplayed);
        line += u" · %1 – %2"_s.arg(isoUtc(group.firstSeen), isoUtc(group.lastSeen));
        CliSession::out(line);
    }
}

int runFailures(CliSession &s)
{
    const std::optional<QString> since = s.take(u"--since"_s);
    const std::optional<QString> cap = s.take(u"--cap"_s);
    qint64 seconds = 3600;
    if (since) {
        QString why;
        const auto parsed = lookup::parseDuration(*since, &why);
        if (!parsed)
            s.setUsageError(u"--since: "_s + why);
        else
            seconds = *parsed;
    }
    FailureQuery query { int(qMin<qint64>(seconds, 90LL * 86400)) };
    if (cap) {
        bool ok = false;
        const int n = cap->toInt(&ok);
        if (!ok || n < 1 || n > 10000000)
            s.setUsageError(u"--cap is a whole number from 1 to 10000000"_s);
        else
            query.scanCap = n;
    }
    if (s.format() != "text"_L1 && s.format() != "json"_L1)
        s.setUsageError(u"--format is text or json"_s);
    if (!s.noneLeft() || !s.usageError().isEmpty()) {
        CliSession::err(u"poolscope failures: "_s + s.usageError());
        return CliSession::Usage;
    }
    if (!s.connect())
        return CliSession::Database;
    const DbReply probe = s.run(schemaprobe::job(s.feed()));
    if (probe.error.isError()) {
        CliSession::err(u"poolscope failures: could not read the schema: "_s
                        + probe.error.summary());
        return CliSession::Database;
    }
    const SchemaInfo schema = probe.value.value<SchemaInfo>();
    if (!schema.canRead(u"tasks"_s)) {
        CliSession::err(
            u"poolscope failures: this database has no tasks table the role may read"_s);
        return CliSession::Database;
    }
    const DbReply reply = s.run(failurequery::groupsJob(query, schema));
    if (reply.error.isError()) {
        CliSession::err(u"poolscope failures: "_s + reply.error.summary());
        return CliSession::Database;
    }
    const FailureGroups groups = reply.value.value<FailureGroups>();
    if (s.format() == "json"_L1)
        printJson(groups, query.withinSeconds);
    else
        printText(groups, query.withinSeconds);
    // A capped read covered part of the window: not the whole answer, and said so.
    return groups.capped ? CliSession::NotSearchedAll : CliSession::Ok;
}

} // namespace

CliCommand failuresCommand()
{
    return CliCommand {
        .name = u"failures"_s,
        .synopsis = u"failures [--since DURATION] [--cap N] [--format text|json]"_s,
        .run = &runFailures,
        .options = { u"--since"_s, u"--cap"_s },
        .flags = {},
        .summary = u"Failed work grouped by cause: the failed tasks of the window by their"
                   " normalised last error, and their failed delivery attempts, each with counts,"
                   " accounts, first and last seen (docs/failures.md)."_s,
        .optionHelp = {
            { u"--since DURATION"_s, u"failed (last changed) in the last DURATION: 30m, 2h, 7d"
                                     " (default 1h)"_s },
            { u"--cap N"_s, u"read at most N failed tasks (default 100000)"_s },
            { u"--format FORMAT"_s, u"text (default) or json"_s },
        },
        .exitCodes = {
            { CliSession::Ok, u"the groups of every failed task of the window"_s },
            { CliSession::NotSearchedAll, u"more tasks failed than --cap: the groups cover"
                                          " part of the window"_s },
            { CliSession::Usage, u"bad usage or input; nothing is sent"_s },
            { CliSession::Database, u"a connection or database error, or no tasks table"_s },
        },
    };
}

// `poolscope lookup`: the delivery lookup from the command line (docs/lookup.md). The
// explicit flag names the kind, so nothing is ambiguous; the schema probe runs first so the
// lookup knows which console indexes it may use.
#include "app/cli/clisession.h"
#include "app/cli/commands.h"
#include "app/journalacks.h"
#include "core/lookup/lookupexport.h"
#include "db/lookup/lookupquery.h"
#include "db/lookup/taskscan.h"
#include "db/queries/schemaprobe.h"

#include <QElapsedTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

struct KindFlag
{
    const char *name;
    LookupKind kind;
};

constexpr KindFlag KindFlags[] = {
    { "--message", LookupKind::MessageId },
    { "--task", LookupKind::TaskId },
    { "--job-id", LookupKind::JobId },
    { "--key", LookupKind::IdempotencyKey },
    { "--account", LookupKind::AccountId },
    { "--monitor", LookupKind::MonitorId },
    { "--contact", LookupKind::ContactId },
    { "--alert", LookupKind::AlertId },
    { "--subscription", LookupKind::SubscriptionId },
    { "--text", LookupKind::Text },
};

const QString Synopsis
    = u"lookup [--dsn DSN] (--message N | --task N | --job-id S | --key S | --account N |"
      " --monitor N | --contact N | --alert UUID | --subscription UUID | --text S)\n"
      "         [--since DURATION] [--limit N]\n"
      "         [--budget DURATION] [--budget-tasks N] [--search-all]\n"
      "         [--format text|json|csv|markdown]"_s;

// The formats end with a newline of their own; written as UTF-8 whatever the locale.
void print(const QByteArray &utf8)
{
    std::fwrite(utf8.constData(), 1, static_cast<size_t>(utf8.size()), stdout);
    std::fflush(stdout);
}

int usage(const QString &why)
{
    CliSession::err(u"poolscope lookup: "_s + why);
    CliSession::err(u"usage: poolscope "_s + Synopsis);
    return CliSession::Usage;
}

// "500ms", or a duration parseDuration reads ("2s", "1m"): milliseconds, at most an hour.
std::optional<qint64> parseBudget(const QString &text)
{
    if (text.endsWith(u"ms"_s)) {
        bool ok = false;
        const qint64 ms = text.chopped(2).trimmed().toLongLong(&ok);
        return ok && ms > 0 && ms <= 3600 * 1000 ? std::optional<qint64>(ms) : std::nullopt;
    }
    const auto seconds = lookup::parseDuration(text);
    return seconds && *seconds <= 3600 ? std::optional<qint64>(*seconds * 1000) : std::nullopt;
}

// Searches tasks where no index serves the query (docs/lookup.md, "Coverage"), and hands what
// it found to the lookup.
void scanFirst(CliSession &session, LookupQuery &query, qint64 budgetMs, qint64 budgetTasks)
{
    lookup::TaskScan scan(query, budgetMs);
    scan.setTaskBudget(budgetTasks);
    QElapsedTimer clock;
    clock.start();
    while (!scan.finished())
        scan.apply(session.run(scan.nextJob()), clock.elapsed());
    query.scanned = scan.findings();
}

// What the command line asks: the search, its budget, and how the answer is printed.
struct LookupRequest
{
    LookupQuery query;
    qint64 budgetMs = lookup::TaskScan::DefaultBudgetMs;
    qint64 budgetTasks = 0; // none
    QString format;
    QStringList extraNotes;
};

// The kind flags given (one, unless a usage error), the last read as its kind.
int takeKindFlags(CliSession &session, std::optional<lookup::ParsedInput> &parsed, QString &flag)
{
    int given = 0;
    for (const KindFlag &f : KindFlags) {
        const QString name = QString::fromLatin1(f.name);
        if (const auto value = session.take(name)) {
            ++given;
            flag = name;
            parsed = lookup::parseAs(f.kind, *value);
        }
    }
    return given;
}

// The scan's budget: --budget, none with --search-all, else the default.
std::optional<int> readBudget(const std::optional<QString> &budgetText,
                              const std::optional<QString> &tasksText, bool searchAll,
                              LookupRequest &req)
{
    if ((budgetText || tasksText) && searchAll)
        return usage(u"--budget and --budget-tasks exclude --search-all"_s);
    if (tasksText) {
        bool ok = false;
        const qint64 n = tasksText->trimmed().toLongLong(&ok);
        if (!ok || n < 1)
            return usage(
                u"--budget-tasks: a number of tasks, not \"%1\""_s.arg(tasksText->left(40)));
        req.budgetTasks = n;
    }
    if (budgetText) {
        const auto ms = parseBudget(*budgetText);
        if (!ms)
            return usage(u"--budget: a duration like 500ms, 2s or 1m, not \"%1\""_s.arg(
                budgetText->left(40)));
        req.budgetMs = *ms;
    }
    if (searchAll)
        req.budgetMs = 0;
    return std::nullopt;
}

// --limit and --since, onto the query.
std::optional<int> readBounds(const std::optional<QString> &limit,
                              const std::optional<QString> &since, LookupRequest &req)
{
    if (limit) {
        bool ok = false;
        const int n = limit->toInt(&ok);
        if (!ok || n < 1 || n > LookupQuery::MaxTrails)
            return usage(u"--limit: a number of trails from 1 to %1"_s.arg(LookupQuery::MaxTrails));
        req.query.maxTrails = n;
    }
    if (since) {
        QString why;
        const auto seconds = lookup::parseDuration(*since, &why);
        if (!seconds)
            return usage(u"--since: "_s + why);
        req.query.sinceSeconds = *seconds;
        if (!req.query.isAccountWide())
            req.extraNotes.append(
                u"--since applies to account, monitor and contact searches; an exact identifier"
                " is looked up whenever it happened."_s);
    }
    return std::nullopt;
}

// Reads the arguments into `req`; an exit code when they do not make a lookup.
std::optional<int> readRequest(CliSession &session, LookupRequest &req)
{
    std::optional<lookup::ParsedInput> parsed;
    QString flag;
    const int given = takeKindFlags(session, parsed, flag);
    const auto since = session.take(u"--since"_s);
    const auto limit = session.take(u"--limit"_s);
    const auto budgetText = session.take(u"--budget"_s);
    const auto tasksText = session.take(u"--budget-tasks"_s);
    const bool searchAll = session.takeFlag(u"--search-all"_s);
    session.noneLeft();
    if (!session.usageError().isEmpty())
        return usage(session.usageError());
    if (given == 0)
        return usage(
            u"say what to look up: one of --message, --task, --job-id, --key, --account, --monitor,"
            " --contact, --alert, --subscription, --text"_s);
    if (given > 1)
        return usage(
            u"look up one thing at a time: give only one of --message, --task, --job-id, --key,"
            " --account, --monitor, --contact, --alert, --subscription, --text"_s);
    if (const auto failed = readBudget(budgetText, tasksText, searchAll, req))
        return failed;
    if (!parsed->ok())
        return usage(flag + u": "_s + parsed->error);
    req.format = session.format();
    if (req.format != "text"_L1 && req.format != "json"_L1 && req.format != "csv"_L1
        && req.format != "markdown"_L1)
        return usage(u"--format is text, json, csv or markdown"_s);
    req.query = parsed->query();
    return readBounds(limit, since, req);
}

// Which console indexes the lookup may use. Without the probe's answer the lookup takes the
// paths that need no console index; none when the database is unreachable.
std::optional<LookupSchema> probeSchema(CliSession &session)
{
    LookupSchema schema;
    const DbReply probe = session.run(schemaprobe::job(session.feed()));
    if (probe.error.isError() && probe.error.isTransient()) {
        CliSession::err(u"poolscope lookup: "_s + probe.error.summary());
        return std::nullopt;
    }
    if (!probe.error.isError())
        schema = lookup::schemaFrom(probe.value.value<SchemaInfo>());
    return schema;
}

// The lookup's answer; none (said on stderr) when it failed.
std::optional<LookupResult> lookUp(CliSession &session, const LookupQuery &query,
                                   const LookupSchema &schema)
{
    const DbReply reply = session.run(lookup::lookupJob(query, schema));
    if (reply.error.isError() || !reply.value.canConvert<LookupResult>()) {
        CliSession::err(
            u"poolscope lookup: "_s
            + (reply.error.isError() ? reply.error.summary() : u"no answer from the database"_s));
        return std::nullopt;
    }
    LookupResult result = reply.value.value<LookupResult>();
    if (result.error.isError()) {
        CliSession::err(u"poolscope lookup: "_s + result.error.summary());
        return std::nullopt;
    }
    if (result.alarmsError.isError())
        CliSession::err(u"poolscope lookup: the alarm section could not be read: "_s
                        + result.alarmsError.summary());
    return result;
}

// What a queued task waits behind, and who acked where the audit cannot tell.
void addFollowUps(CliSession &session, LookupResult &result)
{
    // Without the count the answer still stands.
    if (const QList<qint64> queued = lookup::queuedTasksDue(result); !queued.isEmpty()) {
        const DbReply ahead = session.run(lookup::readyAheadJob(queued));
        if (!ahead.error.isError())
            lookup::applyReadyAhead(result, ahead.value.value<QHash<qint64, qint64>>());
    }
    // Where poolscope_audit cannot tell who acked, this computer's journal may.
    if (lookup::hasUnattributedAck(result)) {
        const ActionJournal journal;
        lookup::attributeJournalAcks(
            result, journalActions(journal.recent(500), session.client()->config().params));
    }
}

// A bare number that matched nothing as its kind: the kinds it exists as, in the summary, and
// the command that looks it up as the first of them.
void addOtherKinds(CliSession &session, LookupResult &result, const LookupSchema &schema)
{
    if (!lookup::wantsOtherKinds(result))
        return;
    const DbReply other = session.run(lookup::otherKindsJob(result.query, schema));
    if (other.error.isError())
        return; // the answer stands as the kind asked
    lookup::applyOtherKinds(result, other.value.value<LookupCandidates>());
    if (result.otherKinds.isEmpty())
        return;
    for (const KindFlag &f : KindFlags) {
        if (f.kind == result.otherKinds.first())
            result.notes.append(u"To look it up as %1: poolscope lookup %2 %3"_s.arg(
                lookup::kindLabel(f.kind), QString::fromLatin1(f.name),
                QString::number(result.query.number)));
    }
}

void printResult(const LookupResult &result, const QString &format)
{
    if (format == "json"_L1)
        print(lookup::json(result));
    else if (format == "csv"_L1)
        print(lookup::csv(result).toUtf8());
    else if (format == "markdown"_L1)
        print(lookup::markdown(result).toUtf8());
    else
        print(lookup::ticketText(result).toUtf8());
}

int runLookup(CliSession &session)
{
    LookupRequest req;
    if (const auto failed = readRequest(session, req))
        return *failed;
    if (!session.connect())
        return CliSession::Database;
    const std::optional<LookupSchema> schema = probeSchema(session);
    if (!schema)
        return CliSession::Database;
    if (lookup::needsScan(req.query, *schema))
        scanFirst(session, req.query, req.budgetMs, req.budgetTasks);
    std::optional<LookupResult> result = lookUp(session, req.query, *schema);
    if (!result)
        return CliSession::Database;
    result->notes += req.extraNotes;
    addFollowUps(session, *result);
    addOtherKinds(session, *result, *schema);
    printResult(*result, req.format);
    if (result->found())
        return CliSession::Ok;
    return result->coverage.complete() ? CliSession::NotFound : CliSession::NotSearchedAll;
}

} // namespace

CliCommand lookupCommand()
{
    QStringList options { u"--since"_s, u"--limit"_s, u"--budget"_s, u"--budget-tasks"_s };
    for (const KindFlag &f : KindFlags)
        options.append(QString::fromLatin1(f.name));
    return CliCommand {
        .name = u"lookup"_s,
        .synopsis = Synopsis,
        .run = &runLookup,
        .options = options,
        .flags = { u"--search-all"_s },
        .summary = u"Did the customer get this alert? Looks up one identifier and prints the"
                   " answer for the ticket."_s,
        .optionHelp = {
            { u"--message N"_s, u"a message id"_s },
            { u"--task N"_s, u"a task id"_s },
            { u"--job-id S"_s, u"a job id"_s },
            { u"--key S"_s, u"an idempotency key"_s },
            { u"--account N"_s, u"an account's newest tasks (see --since, --limit)"_s },
            { u"--monitor N"_s, u"a monitor's newest tasks (see --since, --limit)"_s },
            { u"--contact N"_s, u"a contact's newest tasks (see --since, --limit)"_s },
            { u"--alert UUID"_s, u"an alert of the alarm ledger"_s },
            { u"--subscription UUID"_s, u"a device (subscription) of the alarm ledger"_s },
            { u"--text S"_s, u"what the customer gave: in payloads, errors, provider responses"_s },
            { u"--since DURATION"_s, u"how far back account, monitor and contact searches look"
                                     " (default 7d)"_s },
            { u"--limit N"_s, u"at most N tasks for those searches, 1 to 200 (default 50)"_s },
            { u"--budget DURATION"_s, u"where no index serves, search tasks this long (default"
                                      " 2s)"_s },
            { u"--budget-tasks N"_s, u"where no index serves, search at most the newest N"
                                     " tasks (beside --budget: the first spent stops)"_s },
            { u"--search-all"_s, u"where no index serves, search every task"_s },
            { u"--format FORMAT"_s, u"text (the ticket text, default), json, csv or markdown"_s },
        },
        .exitCodes = {
            { CliSession::Ok, u"found"_s },
            { CliSession::NotFound, u"nothing found after a complete search"_s },
            { CliSession::NotSearchedAll, u"nothing found in what was searched: the budget ran"
                                          " out (--search-all reads every task)"_s },
            { CliSession::Usage, u"bad usage or input (no kind option or two, a bad value or"
                                 " connection string); nothing is sent"_s },
            { CliSession::Database, u"a connection or database error"_s },
        },
    };
}

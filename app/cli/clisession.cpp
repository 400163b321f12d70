#include "app/cli/clisession.h"

#include "app/options.h"
#include "core/commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

const QStringList CommonOptions {
    u"--dsn"_s,     u"--feed-schema"_s, u"--feed-prefix"_s,     u"--format"_s,
    u"--profile"_s, u"--ssh"_s,         u"--password-command"_s
};
// Taken by the commands that act (actionBlocker); any other command refuses it as unexpected.
const QStringList CommonFlags { u"--yes"_s };

} // namespace

CliSession::CliSession(const QStringList &arguments, const QStringList &options,
                       const QStringList &flags)
{
    parse(arguments, CommonOptions + options, CommonFlags + flags);
    const std::optional<QString> dsn = take(u"--dsn"_s);
    const std::optional<QString> ssh = take(u"--ssh"_s);
    const std::optional<QString> command = take(u"--password-command"_s);
    if (const auto name = take(u"--profile"_s)) {
        if (dsn || ssh || command)
            setUsageError(u"--profile says where and how to connect; give it or --dsn/--ssh/"
                          "--password-command, not both"_s);
        else
            takeProfile(*name);
    }
    if (dsn)
        m_dsn = *dsn;
    if (ssh)
        m_via.sshDestination = *ssh;
    if (command)
        m_via.passwordCommand = *command;
    if (const QString problem = m_via.problem(); !problem.isEmpty())
        setUsageError(problem);
    if (const auto schema = take(u"--feed-schema"_s))
        m_feed.schema = *schema;
    if (const auto prefix = take(u"--feed-prefix"_s))
        m_feed.prefix = *prefix;
    if (const auto format = take(u"--format"_s))
        m_format = *format;
    // Bad input like any other: refused before anything is attempted (exit 2).
    if (const QString problem = connectionStringProblem(m_dsn); !problem.isEmpty())
        setUsageError(problem);
    if (const QString problem = m_feed.problem(); !problem.isEmpty())
        setUsageError(problem);
}

CliSession::~CliSession()
{
    if (m_client)
        m_client->shutdown();
}

void CliSession::takeProfile(const QString &name)
{
    QStringList warnings;
    const std::optional<Profile> p = profiles::find(profiles::load(QSettings(), &warnings), name);
    for (const QString &w : std::as_const(warnings))
        err(u"poolscope: "_s + w);
    if (!p) {
        setUsageError(u"there is no profile named \"%1\""_s.arg(name.left(80)));
        return;
    }
    if (const QString why = profiles::problem(*p); !why.isEmpty()) {
        setUsageError(u"profile \"%1\": %2"_s.arg(p->name, why));
        return;
    }
    m_profile = p;
    m_dsn = p->dsn;
    m_via.sshDestination = p->sshDestination;
    m_via.passwordCommand = p->passwordCommand;
    if (!p->feedSchema.isEmpty())
        m_feed.schema = p->feedSchema;
    if (!p->feedPrefix.isEmpty())
        m_feed.prefix = p->feedPrefix;
}

QString CliSession::actionBlocker()
{
    const bool yes = takeFlag(u"--yes"_s);
    if (!m_profile)
        return {};
    switch (m_profile->protection) {
    case Protection::Off:
        return {};
    case Protection::Confirm:
    case Protection::TypeToConfirm:
        // The command line already names what it acts on; --yes says it was meant.
        if (yes)
            return {};
        return u"profile \"%1\" asks before every action (%2): add --yes to confirm"_s.arg(
            m_profile->name, profiles::protectionBadge(m_profile->protection));
    case Protection::ReadOnly:
        return u"profile \"%1\" is read-only: PoolScope takes no action there, and the server "
               "would refuse one (every transaction is READ ONLY)"_s.arg(m_profile->name);
    }
    return {};
}

void CliSession::setUsageError(const QString &message)
{
    if (m_usageError.isEmpty())
        m_usageError = message;
}

void CliSession::parse(const QStringList &arguments, const QStringList &options,
                       const QStringList &flags)
{
    QCommandLineParser parser;
    QStringList names;
    for (const QString &option : options) {
        names.append(option.mid(2));
        parser.addOption({ option.mid(2), {}, u"value"_s });
    }
    for (const QString &flag : flags)
        parser.addOption({ flag.mid(2), {} });
    const QStringList args = QStringList { u"poolscope"_s } + arguments;
    if (!parser.parse(args)) {
        const CommandLineProblem problem = CommandLineProblem::of(parser, args, names);
        if (problem.kind == CommandLineProblem::Kind::MissingValue)
            setUsageError(u"%1 needs a value"_s.arg(problem.argument));
        else if (problem.kind == CommandLineProblem::Kind::Other)
            setUsageError(problem.argument);
        else // unknown, or a flag with a value: an argument no command takes
            m_leftover.append(problem.argument);
    }
    for (const QString &option : options) {
        const QStringList values = parser.values(option.mid(2));
        // "--message --dsn X": the option before another went without its value.
        const bool takesAnother = std::any_of(values.begin(), values.end(), [&](const QString &v) {
            return options.contains(v.section(u'=', 0, 0)) || flags.contains(v);
        });
        if (takesAnother)
            setUsageError(u"%1 needs a value"_s.arg(option));
        else if (!values.isEmpty())
            m_values.insert(option, values);
    }
    for (const QString &flag : flags) {
        if (parser.isSet(flag.mid(2)))
            m_flags.append(flag);
    }
    m_leftover += parser.positionalArguments();
}

std::optional<QString> CliSession::take(const QString &name)
{
    const QStringList values = m_values.take(name);
    if (values.isEmpty())
        return std::nullopt;
    if (values.size() > 1)
        setUsageError(u"%1 given twice"_s.arg(name));
    return values.constLast();
}

bool CliSession::takeFlag(const QString &name)
{
    return m_flags.removeAll(name) > 0;
}

bool CliSession::noneLeft()
{
    const QStringList left = m_leftover + m_values.keys() + m_flags;
    if (!left.isEmpty())
        setUsageError(u"unexpected argument \"%1\""_s.arg(left.constFirst().left(60)));
    return m_usageError.isEmpty();
}

std::optional<qint64> CliSession::operatorId()
{
    std::optional<QString> text = take(u"--operator"_s);
    if (!text && qEnvironmentVariableIsSet("POOLSCOPE_OPERATOR"))
        text = qEnvironmentVariable("POOLSCOPE_OPERATOR");
    if (!text && m_profile && m_profile->operatorId)
        return m_profile->operatorId;
    if (!text) {
        setUsageError(u"an operator id is required to act: --operator N, POOLSCOPE_OPERATOR or the "
                      "profile's"_s);
        return std::nullopt;
    }
    bool ok = false;
    const qint64 id = text->trimmed().toLongLong(&ok);
    if (!ok || id <= 0) {
        setUsageError(
            u"the operator id must be a positive whole number, not \"%1\""_s.arg(text->left(40)));
        return std::nullopt;
    }
    return id;
}

bool CliSession::connect()
{
    if (m_client && m_client->status().phase == ConnectionStatus::Phase::Live)
        return true;
    DbError parseError;
    DbConfig config;
    config.params = ConnectionParams::parse(m_dsn, &parseError);
    if (!config.params.isValid()) { // refused on construction; a usage error, never reached
        err(u"poolscope: "_s + connectionStringProblem(m_dsn));
        return false;
    }
    config.via = m_via;
    config.limits.readOnly = protection() == Protection::ReadOnly;
    m_client = std::make_unique<DbClient>();
    m_client->start(config);
    // A transient failure is retried by the worker; a script wants its answer soon, so the
    // CLI waits a little past one connect timeout (and the tunnel's and the command's) and no
    // more.
    const int connectMs = config.params.connectTimeoutSeconds() * 1000;
    const int budgetMs = connectMs + 1000 + (m_via.sshDestination.isEmpty() ? 0 : connectMs)
        + (m_via.passwordCommand.isEmpty() ? 0 : m_via.passwordCommandTimeoutMs);
    const auto settled = [this] {
        const auto phase = m_client->status().phase;
        return phase == ConnectionStatus::Phase::Live || phase == ConnectionStatus::Phase::Failed;
    };
    // Woken by the worker's news, not by polling it: a script may run many of these at once.
    QEventLoop loop;
    QTimer::singleShot(budgetMs, &loop, &QEventLoop::quit);
    QObject::connect(m_client.get(), &DbClient::statusChanged, &loop, [&] {
        if (settled())
            loop.quit();
    });
    if (!settled())
        loop.exec();
    const ConnectionStatus &s = m_client->status();
    if (s.phase == ConnectionStatus::Phase::Live)
        return true;
    const QString why = s.error.isError() ? s.error.summary() : u"timed out connecting"_s;
    err(u"poolscope: could not connect to %1: %2"_s.arg(config.params.redacted(), why));
    return false;
}

DbReply CliSession::run(const DbJob &asked)
{
    // Nothing polls here, so nothing can hold up a lookup: the read connection serves it,
    // and the command opens no connection it does not need.
    DbJob job = asked;
    if (job.route == JobRoute::Interactive)
        job.route = JobRoute::Read;
    std::optional<DbReply> reply;
    QEventLoop loop;
    QObject context;
    m_client->submit(job, &context, [&](const DbReply &r) {
        reply = r;
        loop.quit();
    });
    if (!reply)
        loop.exec();
    return *reply;
}

void CliSession::out(const QString &line)
{
    std::fputs((line + u'\n').toLocal8Bit().constData(), stdout);
    std::fflush(stdout);
}

void CliSession::err(const QString &line)
{
    std::fputs((line + u'\n').toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
}

#include "app/cli/clisession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

CliSession::CliSession(const QStringList &arguments) : m_args(arguments)
{
    if (const auto dsn = take(u"--dsn"_s))
        m_dsn = *dsn;
    if (const auto schema = take(u"--feed-schema"_s))
        m_feed.schema = *schema;
    if (const auto prefix = take(u"--feed-prefix"_s))
        m_feed.prefix = *prefix;
    if (const auto format = take(u"--format"_s))
        m_format = *format;
    if (m_usageError.isEmpty())
        if (const QString problem = m_feed.problem(); !problem.isEmpty())
            setUsageError(problem);
}

CliSession::~CliSession()
{
    if (m_client)
        m_client->shutdown();
}

void CliSession::setUsageError(const QString &message)
{
    if (m_usageError.isEmpty())
        m_usageError = message;
}

std::optional<QString> CliSession::take(const QString &name)
{
    std::optional<QString> value;
    for (qsizetype i = 0; i < m_args.size();) {
        const QString arg = m_args[i];
        QString v;
        qsizetype width = 0;
        if (arg == name) {
            if (i + 1 >= m_args.size()) {
                setUsageError(u"%1 needs a value"_s.arg(name));
                m_args.removeAt(i);
                return std::nullopt;
            }
            v = m_args[i + 1];
            width = 2;
        } else if (arg.startsWith(name + u'=')) {
            v = arg.mid(name.size() + 1);
            width = 1;
        } else {
            ++i;
            continue;
        }
        if (value)
            setUsageError(u"%1 given twice"_s.arg(name));
        value = v;
        m_args.remove(i, width);
    }
    return value;
}

bool CliSession::takeFlag(const QString &name)
{
    return m_args.removeAll(name) > 0;
}

bool CliSession::noneLeft()
{
    if (!m_args.isEmpty())
        setUsageError(u"unexpected argument \"%1\""_s.arg(m_args.first().left(60)));
    return m_usageError.isEmpty();
}

std::optional<qint64> CliSession::operatorId()
{
    std::optional<QString> text = take(u"--operator"_s);
    if (!text && qEnvironmentVariableIsSet("POOLSCOPE_OPERATOR"))
        text = qEnvironmentVariable("POOLSCOPE_OPERATOR");
    if (!text) {
        setUsageError(u"an operator id is required to act: --operator N or POOLSCOPE_OPERATOR"_s);
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
    if (!config.params.isValid()) {
        err(u"poolscope: "_s + parseError.message);
        return false;
    }
    m_client = std::make_unique<DbClient>();
    m_client->start(config);
    // A transient failure is retried by the worker; a script wants its answer soon, so the
    // CLI waits a little past one connect timeout and no more.
    const int budgetMs = (config.params.connectTimeoutSeconds() + 1) * 1000;
    QElapsedTimer t;
    t.start();
    QEventLoop loop;
    QTimer tick;
    tick.setInterval(20);
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        const auto phase = m_client->status().phase;
        if (phase == ConnectionStatus::Phase::Live || phase == ConnectionStatus::Phase::Failed
            || t.elapsed() > budgetMs)
            loop.quit();
    });
    tick.start();
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

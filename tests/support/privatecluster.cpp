#include "tests/support/privatecluster.h"

#include "poolscope_version.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace {
QString scriptsPg()
{
    const QString root
        = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR", QStringLiteral(POOLSCOPE_SOURCE_DIR));
    return root + u"/scripts/pg"_s;
}
} // namespace

PrivateCluster::PrivateCluster(const QStringList &initArgs) : m_initArgs(initArgs)
{
    static QAtomicInt counter;
    // Short: the socket path of a cluster must stay under the kernel's limit.
    m_name = u"t%1-%2"_s.arg(QCoreApplication::applicationPid()).arg(counter.fetchAndAddRelaxed(1));
}

PrivateCluster::~PrivateCluster()
{
    pg({ u"destroy"_s });
}

bool PrivateCluster::pg(const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(u"bash"_s, QStringList { scriptsPg(), u"--name"_s, m_name } + args);
    if (!p.waitForFinished(180000)) {
        p.kill();
        m_error = u"scripts/pg %1 timed out"_s.arg(args.join(u' '));
        return false;
    }
    const QString out = QString::fromUtf8(p.readAll());
    if (output)
        *output = out.trimmed();
    if (p.exitCode() != 0) {
        m_error = u"scripts/pg %1 failed: %2"_s.arg(args.join(u' '), out.trimmed().right(800));
        return false;
    }
    return true;
}

bool PrivateCluster::start()
{
    return pg(QStringList { u"--fast"_s } + m_initArgs + QStringList { u"start"_s });
}

bool PrivateCluster::stop()
{
    return pg({ u"stop"_s });
}

bool PrivateCluster::restart()
{
    return pg({ u"restart"_s });
}

bool PrivateCluster::startAsStandbyOf(const PrivateCluster &primary)
{
    return pg({ u"init-standby"_s, primary.name() }) && pg({ u"start"_s });
}

bool PrivateCluster::loadSchema(const QString &db, bool optional)
{
    QStringList args { u"load-schema"_s, db };
    if (optional)
        args.append(u"--optional"_s);
    return pg(args);
}

QString PrivateCluster::dsn(const QString &db) const
{
    QString out;
    const_cast<PrivateCluster *>(this)->pg({ u"dsn"_s, db }, &out);
    return out;
}

QString PrivateCluster::tcpDsn(const QString &db) const
{
    return u"host=127.0.0.1 port=%1 user=postgres dbname=%2"_s.arg(port()).arg(db);
}

int PrivateCluster::port() const
{
    static const QRegularExpression portRe(u"port=(\\d+)"_s);
    return portRe.match(dsn(u"postgres"_s)).captured(1).toInt();
}

QString PrivateCluster::socketDir() const
{
    static const QRegularExpression hostRe(u"host=(\\S+)"_s);
    return hostRe.match(dsn(u"postgres"_s)).captured(1);
}

QString firstValueOn(const QString &dsn, const QString &sql)
{
    PGconn *c = PQconnectdb(dsn.toUtf8().constData());
    QString out;
    if (PQstatus(c) == CONNECTION_OK) {
        PGresult *r = PQexec(c, sql.toUtf8().constData());
        const ExecStatusType status = PQresultStatus(r);
        if (status == PGRES_TUPLES_OK && PQntuples(r) > 0)
            out = QString::fromUtf8(PQgetvalue(r, 0, 0));
        else if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK)
            qWarning("%s: %s", qPrintable(sql.left(80)), PQresultErrorMessage(r));
        PQclear(r);
    } else {
        qWarning("connecting to %s: %s", qPrintable(dsn), PQerrorMessage(c));
    }
    PQfinish(c);
    return out;
}

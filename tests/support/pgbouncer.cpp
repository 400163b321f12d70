#include "tests/support/pgbouncer.h"

#include "tests/support/privatecluster.h"

#include <QFile>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len);
    const int port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}
} // namespace

RunningPgBouncer::~RunningPgBouncer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(10000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
}

bool RunningPgBouncer::start(const PrivateCluster &cluster, QString *error,
                             const QString &ignoredStartupParameters)
{
    const QString binary
        = QStandardPaths::findExecutable(u"pgbouncer"_s, { u"/usr/sbin"_s, u"/usr/bin"_s });
    if (binary.isEmpty()) {
        *error = u"pgbouncer is not installed (apt-get install pgbouncer)"_s;
        return false;
    }
    m_port = freePort();
    const QString dir = m_dir.path();
    QFile ini(dir + u"/pgbouncer.ini"_s);
    QFile users(dir + u"/users.txt"_s);
    if (!ini.open(QIODevice::WriteOnly) || !users.open(QIODevice::WriteOnly)) {
        *error = u"cannot write the pgbouncer configuration"_s;
        return false;
    }
    users.write("\"postgres\" \"\"\n");
    ini.write(
        u"[databases]\n* = host=%1 port=%2\n[pgbouncer]\nlisten_addr = 127.0.0.1\nlisten_port = "
        u"%3\n"
        "unix_socket_dir =\nauth_type = trust\nauth_file = %4/users.txt\npool_mode = transaction\n"
        "max_client_conn = 200\ndefault_pool_size = 20\nignore_startup_parameters = %5\n"
        "logfile = %4/pgbouncer.log\nadmin_users = postgres\n"_s.arg(cluster.socketDir())
            .arg(cluster.port())
            .arg(m_port)
            .arg(dir, ignoredStartupParameters)
            .toUtf8());
    ini.close();
    users.close();
    const bool root = ::geteuid() == 0;
    if (root) {
        // PgBouncer refuses to run as root; its files must be the postgres user's.
        QProcess::execute(u"chown"_s, { u"-R"_s, u"postgres:postgres"_s, dir });
        QFile::setPermissions(dir,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                  | QFile::ExeGroup | QFile::ExeOther);
        m_process.start(u"runuser"_s,
                        { u"-u"_s, u"postgres"_s, u"--"_s, binary, dir + u"/pgbouncer.ini"_s });
    } else {
        m_process.start(binary, { dir + u"/pgbouncer.ini"_s });
    }
    if (!m_process.waitForStarted(10000)) {
        *error = u"pgbouncer did not start"_s;
        return false;
    }
    for (int i = 0; i < 400; ++i) { // up to a minute: a loaded machine starts it slowly
        QTcpSocket probe;
        probe.connectToHost(u"127.0.0.1"_s, static_cast<quint16>(m_port));
        if (probe.waitForConnected(100))
            return true;
        if (m_process.state() == QProcess::NotRunning)
            break;
        QTest::qWait(50);
    }
    QFile log(dir + u"/pgbouncer.log"_s);
    log.open(QIODevice::ReadOnly);
    *error = u"pgbouncer is not listening: "_s
        + QString::fromUtf8(m_process.readAll() + log.readAll()).right(800);
    return false;
}

QString RunningPgBouncer::dsn(const QString &db) const
{
    return u"host=127.0.0.1 port=%1 user=postgres dbname=%2"_s.arg(m_port).arg(db);
}

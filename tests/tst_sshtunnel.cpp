#include "db/dbclient.h"
#include "db/dbjob.h"
#include "db/sshfailure.h"
#include "db/sshtunnel.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/privatecluster.h"
#include "tests/support/sshserver.h"
#include "tests/support/testdatabase.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

// SSH tunnels through the system's OpenSSH client against real sshd servers on loopback
// ports, each of the test's own (support/sshserver.h): the console's DB thread connects
// through a tunnel, through two hops with ProxyJump, comes back after its ssh is killed, and
// refuses in words — for good where trying again cannot help (a changed or unknown host key,
// a refused key), with backoff where it may (a closed port, a server that never answers).
//
// The client side is the test's ssh config, given to ssh with -F by a wrapper script that
// POOLSCOPE_SSH names: ssh reads ~/.ssh from the password database, not from $HOME, so a
// scratch HOME would not do, and the test must not touch the real ~/.ssh.
class tst_SshTunnel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void explainsWhatSshSaid_data();
    void explainsWhatSshSaid();
    void directTunnelCarriesQueries();
    void farEndMayBeASocketDirectory();
    void twoHopsThroughProxyJump();
    void anotherServerEndsTheOldTunnel();
    void changedHostKeyFailsForGood();
    void unknownHostKeyFailsForGood();
    void refusedKeyFailsForGood();
    void killedTunnelComesBack();
    void actionCutByTheTunnelIsUnknown();
    void socketIsTheUsersAlone();
    void closedPortIsRetried();
    void silentServerTimesOut();
    void passphraseThroughAskpass();
    void cancelledAskpassRefuses();
    void crashedConsoleLeavesNoSsh();

private:
    DbConfig tunnelled(const QString &destination, const QString &host = {},
                       int connectTimeout = 60) const;
    QString key(const QString &name) const { return m_dir.filePath(name); }
    bool writeFile(const QString &name, const QString &text, bool executable = false);

    QTemporaryDir m_dir;
    QTemporaryDir m_runtime; // $XDG_RUNTIME_DIR: where the tunnels' socket directories go
    std::unique_ptr<SshServer> m_bastion;
    std::unique_ptr<SshServer> m_jump;
    std::unique_ptr<SshServer> m_inner;
    QTcpServer m_silent; // listens and never speaks
    ClosedPort m_closed; // refuses every connection
    QString m_pgHost; // the test cluster's socket directory
    int m_pgPort = 0;
    QString m_pgUser;
    bool m_haveDb = false;
};

namespace {

constexpr int LiveTimeoutMs = 60000;

// The ssh processes this process started and that still run: its children named ssh.
QList<qint64> sshChildren()
{
    QList<qint64> pids;
    const qint64 me = ::getpid();
    const QStringList entries = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        QFile stat(u"/proc/%1/stat"_s.arg(entry));
        if (!ok || !stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid …"; comm may hold spaces and parentheses.
        const QByteArray s = stat.readAll();
        const qsizetype open = s.indexOf('(');
        const qsizetype close = s.lastIndexOf(')');
        if (open < 0 || close < open)
            continue;
        const QList<QByteArray> rest = s.mid(close + 2).split(' ');
        if (s.mid(open + 1, close - open - 1) == "ssh" && rest.size() > 1 && rest.at(0) != "Z"
            && rest.at(1).toLongLong() == me)
            pids.append(pid);
    }
    return pids;
}

// Whether `pid` runs (a zombie that nobody reaped runs no more).
bool running(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')');
    return close > 0 && s.mid(close + 2, 1) != "Z";
}

// The first row of `sql` through `client`'s read connection, as text.
QStringList firstRow(DbClient &client, const QByteArray &sql, QString *error)
{
    DbJob job;
    job.label = u"tunnel probe"_s;
    job.statements = { SqlStatement { sql, {}, false } };
    job.decode = [](const JobResults &r) {
        QStringList row;
        const PgResultView view = r.view(0);
        for (int c = 0; c < 2; ++c)
            row.append(view.text(0, c));
        return QVariant(row);
    };
    std::optional<DbReply> reply;
    QObject context;
    client.submit(job, &context, [&](const DbReply &r) { reply = r; });
    if (!QTest::qWaitFor([&] { return reply.has_value(); }, LiveTimeoutMs)) {
        *error = u"no answer"_s;
        return {};
    }
    *error = reply->error.summary();
    return reply->value.toStringList();
}

// Whether a connect() to the Unix socket `path` as `user` (empty: as this process) succeeds;
// the errno it failed with otherwise.
int connectAs(const QString &user, const QString &path)
{
    const QString probe = u"import socket, sys\n"
                          "s = socket.socket(socket.AF_UNIX)\n"
                          "try:\n"
                          "    s.connect(sys.argv[1])\n"
                          "except OSError as e:\n"
                          "    sys.exit(e.errno or 1)\n"_s;
    QStringList args { u"/usr/bin/python3"_s, u"-c"_s, probe, path };
    if (!user.isEmpty())
        args = QStringList { u"-u"_s, user, u"--"_s } + args;
    QProcess p;
    p.setWorkingDirectory(u"/"_s);
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(user.isEmpty() ? args.takeFirst() : u"runuser"_s, args);
    if (!p.waitForFinished(60000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

bool tst_SshTunnel::writeFile(const QString &name, const QString &text, bool executable)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(text.toUtf8());
    file.close();
    if (executable)
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return true;
}

DbConfig tst_SshTunnel::tunnelled(const QString &destination, const QString &host,
                                  int connectTimeout) const
{
    DbConfig config
        = testConfig(u"host=%1 port=%2 user=%3 dbname=postgres connect_timeout=%4"_s.arg(
            host.isEmpty() ? u"127.0.0.1"_s : host, QString::number(m_pgPort), m_pgUser,
            QString::number(connectTimeout)));
    config.via.sshDestination = destination;
    return config;
}

void tst_SshTunnel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_runtime.isValid());
    // Another user may enter it, as a real $XDG_RUNTIME_DIR's parent: the tunnel's own
    // directory is what must keep them out.
    QVERIFY(QFile::setPermissions(m_runtime.path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                      | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
                                      | QFile::ExeOther));
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));

    const QString dsn = qEnvironmentVariable("POOLSCOPE_TEST_DSN");
    if (!dsn.isEmpty()) {
        DbError error;
        const ConnectionParams admin = ConnectionParams::parse(dsn, &error);
        QVERIFY2(admin.isValid(), qPrintable(error.message));
        m_pgHost = admin.value("host");
        const QString port
            = admin.has("port") ? admin.value("port") : qEnvironmentVariable("PGPORT", u"5432"_s);
        m_pgPort = port.toInt();
        m_pgUser = admin.has("user") ? admin.value("user") : currentUserName();
        m_haveDb = m_pgPort > 0 && m_pgHost.startsWith(u'/');
    }
    if (!m_haveDb && TestDatabase::databaseRequired())
        QFAIL("POOLSCOPE_TEST_DSN must name the test cluster's socket directory and port");

    // The user's keys: one the servers let in, one they do not, one behind a passphrase.
    QVERIFY(
        sshKeygen({ u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, key(u"id"_s) }));
    QVERIFY(sshKeygen(
        { u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, key(u"stranger"_s) }));
    QVERIFY(sshKeygen({ u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, u"correct horse"_s, u"-f"_s,
                        key(u"locked"_s) }));
    QVERIFY(sshKeygen(
        { u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, key(u"impostor_host"_s) }));
    QString authorized;
    for (const QString &name : { u"id.pub"_s, u"locked.pub"_s }) {
        QFile pub(key(name));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        authorized += QString::fromUtf8(pub.readAll());
    }
    QVERIFY(writeFile(u"authorized_keys"_s, authorized));
    const QString authorizedKeys = key(u"authorized_keys"_s);

    m_bastion = std::make_unique<SshServer>(m_dir.path(), u"bastion"_s);
    QVERIFY2(m_bastion->start(authorizedKeys), qPrintable(m_bastion->lastError()));
    // Two hops: the jump host may open only the inner host's port, the inner host only the
    // database's, so a tunnel that works went through both.
    m_inner = std::make_unique<SshServer>(m_dir.path(), u"inner"_s);
    QVERIFY2(m_inner->start(authorizedKeys,
                            { u"PermitOpen 127.0.0.1:%1"_s.arg(m_pgPort ? m_pgPort : 1) }),
             qPrintable(m_inner->lastError()));
    m_jump = std::make_unique<SshServer>(m_dir.path(), u"jump"_s);
    QVERIFY2(m_jump->start(authorizedKeys, { u"PermitOpen 127.0.0.1:%1"_s.arg(m_inner->port()) }),
             qPrintable(m_jump->lastError()));
    QVERIFY(m_silent.listen(QHostAddress::LocalHost));
    QVERIFY(m_closed.port() > 0);

    QVERIFY(writeFile(u"known_hosts"_s,
                      m_bastion->knownHostsLine() + u'\n' + m_jump->knownHostsLine() + u'\n'
                          + m_inner->knownHostsLine() + u'\n'));
    QFile impostor(key(u"impostor_host.pub"_s));
    QVERIFY(impostor.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(
        u"known_hosts_changed"_s,
        u"[127.0.0.1]:%1 %2"_s.arg(m_bastion->port()).arg(QString::fromUtf8(impostor.readAll()))));
    QVERIFY(writeFile(u"known_hosts_empty"_s, QString()));

    // Specific hosts first: ssh keeps the first value it reads for each option, and
    // IdentityFile adds up, so each host names its own key.
    const auto host = [](const QString &alias, int port, const QString &extra) {
        return u"Host %1\n  HostName 127.0.0.1\n  Port %2\n%3"_s.arg(alias).arg(port).arg(extra);
    };
    const QString id = u"  IdentityFile %1\n"_s.arg(key(u"id"_s));
    const QString config = host(u"bastion"_s, m_bastion->port(), id)
        + host(u"jump"_s, m_jump->port(), id)
        + host(u"inner"_s, m_inner->port(), id + u"  ProxyJump jump\n"_s)
        + host(u"bastion-changed"_s, m_bastion->port(),
               id + u"  UserKnownHostsFile %1\n"_s.arg(key(u"known_hosts_changed"_s)))
        + host(u"bastion-unknown"_s, m_bastion->port(),
               id + u"  UserKnownHostsFile %1\n"_s.arg(key(u"known_hosts_empty"_s)))
        + host(u"bastion-stranger"_s, m_bastion->port(),
               u"  IdentityFile %1\n"_s.arg(key(u"stranger"_s)))
        + host(u"bastion-locked"_s, m_bastion->port(),
               u"  IdentityFile %1\n"_s.arg(key(u"locked"_s)))
        + host(u"closed"_s, m_closed.port(), id) + host(u"silent"_s, m_silent.serverPort(), id)
        + u"Host *\n  User %1\n  IdentitiesOnly yes\n  IdentityAgent none\n"
          "  UserKnownHostsFile %2\n  GlobalKnownHostsFile /dev/null\n"
          "  StrictHostKeyChecking yes\n  CheckHostIP no\n  UpdateHostKeys no\n"
          "  PasswordAuthentication no\n  KbdInteractiveAuthentication no\n"_s.arg(
              currentUserName(), key(u"known_hosts"_s));
    QVERIFY(writeFile(u"ssh_config"_s, config));
    QVERIFY(writeFile(u"ssh"_s, u"#!/bin/sh\nexec ssh -F '%1' \"$@\"\n"_s.arg(key(u"ssh_config"_s)),
                      true));
    qputenv("POOLSCOPE_SSH", QFile::encodeName(key(u"ssh"_s)));
}

void tst_SshTunnel::cleanup()
{
    SshTunnel::setAskpassProgram({});
    // No tunnel outlives the connection it served.
    QTRY_VERIFY_WITH_TIMEOUT(sshChildren().isEmpty(), LiveTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(QDir(m_runtime.path())
                                 .entryList({ u"poolscope-ssh-*"_s }, QDir::Dirs | QDir::Hidden)
                                 .isEmpty(),
                             LiveTimeoutMs);
}

void tst_SshTunnel::cleanupTestCase()
{
    m_jump.reset();
    m_inner.reset();
    m_bastion.reset();
}

void tst_SshTunnel::explainsWhatSshSaid_data()
{
    QTest::addColumn<QByteArray>("stderrText");
    QTest::addColumn<DbErrorKind>("kind");
    QTest::addColumn<QString>("says");
    QTest::newRow("no such host") << QByteArray(
        "ssh: Could not resolve hostname bastion.example: Name or service not "
        "known\r\n") << DbErrorKind::ConnectionFailed
                                  << u"cannot be reached (through b): Could not resolve hostname"_s;
    QTest::newRow("no route") << QByteArray("ssh: connect to host 10.9.9.9 port 22: No route to "
                                            "host\r\n")
                              << DbErrorKind::ConnectionFailed << u"No route to host"_s;
    QTest::newRow("forward") << QByteArray("unix_listener: cannot bind to path /x: Address "
                                           "already in use\r\nCould not request local "
                                           "forwarding.\r\n")
                             << DbErrorKind::ConnectionFailed << u"cannot bind to path"_s;
    QTest::newRow("strict checking off")
        << QByteArray("@@@@@\r\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     "
                      "@\r\n@@@@@\r\nPort forwarding is disabled to avoid man-in-the-middle "
                      "attacks.\r\nError: forwarding disabled due to host key check failure\r\n")
        << DbErrorKind::BadInput << u"has changed"_s;
    QTest::newRow("something else") << QByteArray("Bad configuration option: foo\r\n")
                                    << DbErrorKind::ConnectionFailed << u"status 255"_s;
}

void tst_SshTunnel::explainsWhatSshSaid()
{
    QFETCH(QByteArray, stderrText);
    QFETCH(DbErrorKind, kind);
    QFETCH(QString, says);
    const DbError e = sshfailure::explain(u"b"_s, stderrText, 255, true);
    QCOMPARE(e.kind, kind);
    QVERIFY2(e.summary().contains(says), qPrintable(e.summary()));
    QVERIFY2(!e.summary().contains(u'@'), qPrintable(e.summary())); // no banner
}

void tst_SshTunnel::directTunnelCarriesQueries()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    QVERIFY(startLive(client, tunnelled(u"bastion"_s), LiveTimeoutMs));
    // libpq went to the tunnel's socket; the server saw a TCP client at 127.0.0.1 (sshd).
    QVERIFY2(
        client.status().server.tunnelSocketDir.startsWith(m_runtime.path() + u"/poolscope-ssh-"_s),
        qPrintable(client.status().server.tunnelSocketDir));
    // What the status bar says is the server as the far end sees it, and the way there.
    QCOMPARE(client.status().server.host, u"127.0.0.1"_s);
    QCOMPARE(client.status().sshDestination, u"bastion"_s);
    // The way there is a field of its own (the status bar words it in the window's language);
    // the target stays the connection string.
    QVERIFY2(client.status().target.startsWith(u"user=postgres"_s)
                 && !client.status().target.contains(u"ssh"_s),
             qPrintable(client.status().target));
    QString error;
    const QStringList row = firstRow(
        client, "SELECT coalesce(host(inet_client_addr()), 'unix'), current_database()::text",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(row, QStringList({ u"127.0.0.1"_s, u"postgres"_s }));
    QVERIFY2(m_bastion->log().contains(u"Accepted publickey for "_s + currentUserName()),
             qPrintable(m_bastion->log()));
}

void tst_SshTunnel::farEndMayBeASocketDirectory()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    // host=/dir as the destination sees it: sshd connects to <dir>/.s.PGSQL.<port>.
    DbClient client;
    QVERIFY(startLive(client, tunnelled(u"bastion"_s, m_pgHost), LiveTimeoutMs));
    QString error;
    const QStringList row = firstRow(
        client, "SELECT coalesce(host(inet_client_addr()), 'unix'), current_database()::text",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(row, QStringList({ u"unix"_s, u"postgres"_s }));
}

// A console switched to another server behind the same bastion (a profile change) keeps one
// ssh: the tunnel to the server it left is ended, not left running until the console quits.
void tst_SshTunnel::anotherServerEndsTheOldTunnel()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    QVERIFY(startLive(client, tunnelled(u"bastion"_s), LiveTimeoutMs));
    const QList<qint64> first = sshChildren();
    QCOMPARE(first.size(), 1);
    QVERIFY(startLive(client, tunnelled(u"bastion"_s, m_pgHost), LiveTimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(!running(first.constFirst()), 10000);
    QCOMPARE(sshChildren().size(), 1);
}

void tst_SshTunnel::twoHopsThroughProxyJump()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    const qsizetype jumpLog = m_jump->log().size();
    const qsizetype innerLog = m_inner->log().size();
    DbClient client;
    QVERIFY(startLive(client, tunnelled(u"inner"_s), LiveTimeoutMs));
    QString error;
    const QStringList row = firstRow(
        client, "SELECT coalesce(host(inet_client_addr()), 'unix'), current_database()::text",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(row.value(0), u"127.0.0.1"_s);
    // Logged in on both, and the jump host (which may open only the inner host's port)
    // carried the way to the inner host.
    const QString accepted = u"Accepted publickey for "_s + currentUserName();
    QVERIFY2(m_jump->log().mid(jumpLog).contains(accepted), qPrintable(m_jump->log()));
    QVERIFY2(m_inner->log().mid(innerLog).contains(accepted), qPrintable(m_inner->log()));
}

void tst_SshTunnel::changedHostKeyFailsForGood()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    QList<ConnectionStatus::Phase> phases;
    connect(&client, &DbClient::statusChanged, this,
            [&](const ConnectionStatus &s) { phases.append(s.phase); });
    client.start(tunnelled(u"bastion-changed"_s));
    QVERIFY(waitForPhase(client, { ConnectionStatus::Phase::Failed }, LiveTimeoutMs));
    const DbError &e = client.status().error;
    QCOMPARE(e.kind, DbErrorKind::BadInput);
    QVERIFY2(e.message.contains(u"host key of [127.0.0.1]:%1 has changed"_s.arg(m_bastion->port())),
             qPrintable(e.summary()));
    QVERIFY2(e.message.contains(u"fix known_hosts by hand"_s), qPrintable(e.summary()));
    QVERIFY2(e.detail.contains(u"Offending ED25519 key in "_s + key(u"known_hosts_changed"_s)),
             qPrintable(e.summary()));
    QVERIFY2(!phases.contains(ConnectionStatus::Phase::Reconnecting), "a changed key is retried");
    QVERIFY(!client.status().needsPassword);
}

void tst_SshTunnel::unknownHostKeyFailsForGood()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    client.start(tunnelled(u"bastion-unknown"_s));
    QVERIFY(waitForPhase(client, { ConnectionStatus::Phase::Failed }, LiveTimeoutMs));
    const DbError &e = client.status().error;
    QCOMPARE(e.kind, DbErrorKind::BadInput);
    QVERIFY2(e.message.contains(
                 u"host key of [127.0.0.1]:%1 is not in known_hosts"_s.arg(m_bastion->port())),
             qPrintable(e.summary()));
}

void tst_SshTunnel::refusedKeyFailsForGood()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    client.start(tunnelled(u"bastion-stranger"_s));
    QVERIFY(waitForPhase(client, { ConnectionStatus::Phase::Failed }, LiveTimeoutMs));
    const DbError &e = client.status().error;
    QCOMPARE(e.kind, DbErrorKind::BadInput);
    QVERIFY2(e.message.startsWith(currentUserName() + u"@127.0.0.1 refused the SSH login"_s),
             qPrintable(e.summary()));
    QVERIFY2(e.detail.contains(u"Permission denied (publickey)"_s), qPrintable(e.summary()));
}

void tst_SshTunnel::killedTunnelComesBack()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    QVERIFY(startLive(client, tunnelled(u"bastion"_s), LiveTimeoutMs));
    const QList<qint64> before = sshChildren();
    QCOMPARE(before.size(), 1);
    bool lost = false;
    connect(&client, &DbClient::statusChanged, this, [&](const ConnectionStatus &s) {
        lost = lost || s.phase == ConnectionStatus::Phase::Reconnecting;
    });
    QCOMPARE(::kill(pid_t(before.first()), SIGKILL), 0);
    // The console notices on its own (the idle connection's socket closes), reconnects, and
    // the next connect starts another ssh.
    QTRY_VERIFY_WITH_TIMEOUT(lost, LiveTimeoutMs);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, LiveTimeoutMs));
    QString error;
    const QStringList row = firstRow(client, "SELECT 'again', current_database()::text", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(row.value(0), u"again"_s);
    const QList<qint64> after = sshChildren();
    QCOMPARE(after.size(), 1);
    QVERIFY(after.first() != before.first());
}

// An action whose statement the server was running when the tunnel went: the console cannot
// know whether it committed, and says so (outcomeUnknown), for the action's own re-check.
void tst_SshTunnel::actionCutByTheTunnelIsUnknown()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    const QString admin = qEnvironmentVariable("POOLSCOPE_TEST_DSN");
    DbConfig config = tunnelled(u"bastion"_s);
    config.limits.statementTimeoutMs = 600000; // the statement runs until the tunnel goes
    DbClient client;
    QVERIFY(startLive(client, config, LiveTimeoutMs));
    DbJob action;
    action.route = JobRoute::Write;
    action.label = u"slow action"_s;
    action.statements = { SqlStatement { "SELECT pg_sleep(600), 'cut by the tunnel'", {}, true } };
    std::optional<DbReply> reply;
    QObject context;
    client.submit(action, &context, [&](const DbReply &r) { reply = r; });
    const QString running
        = u"SELECT count(*) FROM pg_stat_activity WHERE state = 'active' "
          "AND query LIKE '%''cut by the tunnel''%' AND pid <> pg_backend_pid()"_s;
    QTRY_COMPARE_WITH_TIMEOUT(firstValueOn(admin, running), u"1"_s, LiveTimeoutMs);
    const QList<qint64> ssh = sshChildren();
    QCOMPARE(ssh.size(), 1);
    QCOMPARE(::kill(pid_t(ssh.first()), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), LiveTimeoutMs);
    QVERIFY(reply->error.isError());
    QVERIFY2(reply->outcomeUnknown, qPrintable(reply->error.summary()));
    // The server notices its client gone only when the sleep ends; the test does not wait.
    QCOMPARE(
        firstValueOn(admin,
                     u"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                     "WHERE query LIKE '%''cut by the tunnel''%' AND pid <> pg_backend_pid()"_s),
        u"1"_s);
}

void tst_SshTunnel::socketIsTheUsersAlone()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    auto client = std::make_unique<DbClient>();
    QVERIFY(startLive(*client, tunnelled(u"bastion"_s), LiveTimeoutMs));
    const QString dir = client->status().server.tunnelSocketDir;
    QVERIFY2(dir.startsWith(m_runtime.path() + u"/poolscope-ssh-"_s), qPrintable(dir));
    const QString socket = dir + u"/.s.PGSQL.%1"_s.arg(m_pgPort);
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(dir).constData(), &st), 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0700));
    QCOMPARE(st.st_uid, ::geteuid());
    QCOMPARE(::stat(QFile::encodeName(socket).constData(), &st), 0);
    QVERIFY(S_ISSOCK(st.st_mode));
    QCOMPARE(st.st_mode & 0777, mode_t(0600));
    if (::geteuid() == 0) {
        // The same probe: it connects as the owner, and another user is turned away at the
        // directory.
        QCOMPARE(connectAs({}, socket), 0);
        QCOMPARE(connectAs(u"nobody"_s, socket), EACCES);
    } else {
        qInfo("not root: the modes and the owner alone are checked, no other user is tried");
    }
    client.reset();
    QVERIFY(!QFileInfo::exists(dir)); // removed with the tunnel
}

void tst_SshTunnel::closedPortIsRetried()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    DbClient client;
    client.start(tunnelled(u"closed"_s));
    QVERIFY(waitForPhase(client, { ConnectionStatus::Phase::Reconnecting }, LiveTimeoutMs));
    const DbError &e = client.status().error;
    QCOMPARE(e.kind, DbErrorKind::ConnectionFailed);
    QVERIFY2(e.message.startsWith(u"the SSH server cannot be reached (through closed): "_s),
             qPrintable(e.summary()));
    QVERIFY2(e.message.endsWith(u"Connection refused"_s), qPrintable(e.summary()));
}

void tst_SshTunnel::silentServerTimesOut()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    // A port that takes the connection and never says a word: ssh's ConnectTimeout (or the
    // tunnel's own deadline, the same 2 s) ends the wait.
    DbClient client;
    client.start(tunnelled(u"silent"_s, {}, 2));
    QVERIFY(waitForPhase(client, { ConnectionStatus::Phase::Reconnecting }, LiveTimeoutMs));
    const DbError &e = client.status().error;
    QCOMPARE(e.kind, DbErrorKind::ConnectionFailed);
    QVERIFY2(e.message.contains(u"silent"_s), qPrintable(e.summary()));
}

void tst_SshTunnel::passphraseThroughAskpass()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    // The askpass program ssh runs: it notes the prompt and answers the passphrase.
    QVERIFY(writeFile(u"askpass"_s,
                      u"#!/bin/sh\nprintf '%s|%s\\n' \"$POOLSCOPE_ASKPASS\" \"$1\" >> '%1'\n"
                      "echo 'correct horse'\n"_s.arg(key(u"asked"_s)),
                      true));
    SshTunnel::setAskpassProgram(key(u"askpass"_s));
    SshTunnel tunnel;
    std::optional<DbError> answer;
    QString dir;
    tunnel.ensure({ u"bastion-locked"_s, u"127.0.0.1"_s, m_pgPort }, 60000,
                  [&](const QString &socketDir, int, const DbError &e) {
                      answer = e;
                      dir = socketDir;
                  });
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), LiveTimeoutMs);
    QVERIFY2(!answer->isError(), qPrintable(answer->summary()));
    QVERIFY(tunnel.isUp());
    QFile asked(key(u"asked"_s));
    QVERIFY(asked.open(QIODevice::ReadOnly));
    const QString prompts = QString::fromUtf8(asked.readAll());
    QVERIFY2(prompts.startsWith(u"1|Enter passphrase for key '%1'"_s.arg(key(u"locked"_s))),
             qPrintable(prompts));
    QCOMPARE(firstValueOn(
                 u"host=%1 port=%2 user=%3 dbname=postgres"_s.arg(dir).arg(m_pgPort).arg(m_pgUser),
                 u"SELECT 'through'"_s),
             u"through"_s);
    tunnel.stop();
    QVERIFY(!tunnel.isUp());
    QVERIFY(!QFileInfo::exists(dir));
}

void tst_SshTunnel::cancelledAskpassRefuses()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    QVERIFY(writeFile(u"askpass-cancel"_s, u"#!/bin/sh\nexit 1\n"_s, true));
    SshTunnel::setAskpassProgram(key(u"askpass-cancel"_s));
    SshTunnel tunnel;
    std::optional<DbError> answer;
    tunnel.ensure({ u"bastion-locked"_s, u"127.0.0.1"_s, m_pgPort }, 60000,
                  [&](const QString &, int, const DbError &e) { answer = e; });
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), LiveTimeoutMs);
    QCOMPARE(answer->kind, DbErrorKind::BadInput);
    QVERIFY2(answer->message.contains(u"refused the SSH login"_s), qPrintable(answer->summary()));
}

// The console crashes with its tunnel up: ssh goes with it (PR_SET_PDEATHSIG). The console is
// this executable run again as a helper (see main()), which aborts once the tunnel is up.
void tst_SshTunnel::crashedConsoleLeavesNoSsh()
{
    if (!m_haveDb)
        QSKIP("no test cluster (POOLSCOPE_TEST_DSN)");
    QProcess helper;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TST_SSHTUNNEL_CRASH"_s, u"bastion 127.0.0.1 %1"_s.arg(m_pgPort));
    helper.setProcessEnvironment(env);
    helper.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(helper.waitForFinished(LiveTimeoutMs));
    const QString said = QString::fromUtf8(helper.readAllStandardOutput()).trimmed();
    QVERIFY2(said.startsWith(u"ssh "_s),
             qPrintable(said + QString::fromUtf8(helper.readAllStandardError())));
    QCOMPARE(helper.exitStatus(), QProcess::CrashExit);
    const qint64 ssh = said.mid(4).toLongLong();
    QVERIFY(ssh > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!running(ssh), LiveTimeoutMs);
    // What a crash cannot clean: the empty directory with the dead socket, in a directory
    // the session clears at logout.
    for (const QString &left :
         QDir(m_runtime.path()).entryList({ u"poolscope-ssh-*"_s }, QDir::Dirs))
        QDir(m_runtime.filePath(left)).removeRecursively();
}

namespace {

// The crashing console of crashedConsoleLeavesNoSsh: brings a tunnel up, says which ssh
// serves it, and aborts.
int crashingConsole(const QString &what)
{
    const QStringList parts = what.split(u' ');
    SshTunnel tunnel;
    tunnel.ensure({ parts.value(0), parts.value(1), parts.value(2).toInt() }, 60000,
                  [](const QString &, int, const DbError &e) {
                      if (e.isError()) {
                          std::fprintf(stdout, "failed: %s\n", qPrintable(e.summary()));
                          std::fflush(stdout);
                          std::exit(2);
                      }
                      const QList<qint64> ssh = sshChildren();
                      std::fprintf(stdout, "ssh %lld\n", ssh.isEmpty() ? 0LL : ssh.first());
                      std::fflush(stdout);
                      std::abort();
                  });
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (const QString crash = qEnvironmentVariable("TST_SSHTUNNEL_CRASH"); !crash.isEmpty())
        return crashingConsole(crash);
    tst_SshTunnel test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sshtunnel.moc"

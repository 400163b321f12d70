#include "db/dbclient.h"
#include "db/dbjob.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/privatecluster.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;

// A profile's password command on a real server that takes only short-lived passwords: the
// command sets a fresh password on the role, valid for seconds, and prints it, as a token
// service does. The console connects with it, connects again with a new one after the old one
// expired, and says what ran when the command fails; the CLI exits 3 with its words.
class tst_PasswordCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void connectsWithTheCommandsPassword();
    void reconnectsWithAFreshTokenAfterExpiry();
    void failingCommandSaysWhatRan_data();
    void failingCommandSaysWhatRan();
    void cliExitsThreeWithTheCommandsWords();

private:
    DbConfig tokenConfig(const QString &command) const;
    int runs() const;

    QTemporaryDir m_dir;
    std::unique_ptr<PrivateCluster> m_cluster;
    QString m_tokenCommand; // sets a fresh password valid for 5 s and prints it
};

void tst_PasswordCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Only tokenuser needs a password; the test's own psql (over the socket) is trusted.
    m_cluster = std::make_unique<PrivateCluster>(
        QStringList { u"--hba"_s, u"host all tokenuser 127.0.0.1/32 scram-sha-256"_s });
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->lastError()));
    QVERIFY2(m_cluster->loadSchema(u"pool"_s), qPrintable(m_cluster->lastError()));
    QVERIFY(!firstValueOn(m_cluster->dsn(u"pool"_s),
                          u"CREATE ROLE tokenuser LOGIN; GRANT USAGE ON SCHEMA alarm TO tokenuser; "
                          "GRANT SELECT ON ALL TABLES IN SCHEMA public, alarm TO tokenuser; "
                          "SELECT 'ok'"_s)
                 .isNull());
    // Each run: a new random password, valid until 5 s from now, counted in a file.
    const QString script = m_dir.filePath(u"token.sh"_s);
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(uR"SH(#!/bin/sh
set -e
echo run >> "%1/runs"
pw="tok-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')"
psql "%2" -Atq -v ON_ERROR_STOP=1 -c "ALTER ROLE tokenuser PASSWORD '$pw' VALID UNTIL '$(date -u -d '+5 seconds' '+%Y-%m-%d %H:%M:%S+00')'" >/dev/null
printf '%s\n' "$pw"
)SH"_s.arg(m_dir.path(), m_cluster->dsn(u"pool"_s))
                .toUtf8());
    f.close();
    QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
    m_tokenCommand = script;
}

namespace {

// Runs `sql` on `client`'s read connection; the reply, or an error when none came.
DbReply runSql(DbClient &client, const QByteArray &sql)
{
    DbJob job;
    job.label = u"test"_s;
    job.statements = { SqlStatement { sql, {}, false } };
    std::optional<DbReply> reply;
    QObject context;
    client.submit(job, &context, [&](const DbReply &r) { reply = r; });
    if (!QTest::qWaitFor([&] { return reply.has_value(); }, 30000)) {
        DbReply none;
        none.error = DbError::make(DbErrorKind::Timeout, u"no reply"_s);
        return none;
    }
    return *reply;
}

} // namespace

DbConfig tst_PasswordCommand::tokenConfig(const QString &command) const
{
    DbConfig config = testConfig(m_cluster->tcpDsn(u"pool"_s) + u" user=tokenuser"_s);
    config.via.passwordCommand = command;
    return config;
}

int tst_PasswordCommand::runs() const
{
    QFile f(m_dir.filePath(u"runs"_s));
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : 0;
}

void tst_PasswordCommand::connectsWithTheCommandsPassword()
{
    DbClient client;
    const int before = runs();
    QVERIFY(startLive(client, tokenConfig(m_tokenCommand), 30000));
    QVERIFY(runs() > before);
    const DbReply r = runSql(client, "SELECT current_user, count(*) FROM tasks");
    QVERIFY2(!r.error.isError(), qPrintable(r.error.summary()));
    // The password is nowhere the console shows or keeps: not in the target, nor the config.
    QVERIFY(!client.status().target.contains(u"tok-"_s));
    QVERIFY(!client.config().params.hasSecret());
    client.shutdown();
}

void tst_PasswordCommand::reconnectsWithAFreshTokenAfterExpiry()
{
    DbClient client;
    QVERIFY(startLive(client, tokenConfig(m_tokenCommand), 30000));
    const QString admin = m_cluster->dsn(u"pool"_s);
    // Until the password the console connected with has expired (the server's clock says).
    QTRY_VERIFY_WITH_TIMEOUT(firstValueOn(admin,
                                          u"SELECT rolvaliduntil < now() FROM pg_roles "
                                          "WHERE rolname = 'tokenuser'"_s)
                                 == u"t"_s,
                             60000);
    const int before = runs();
    QSignalSpy status(&client, &DbClient::statusChanged);
    // The server drops the console's connections, as a failover or a restart would.
    QVERIFY(!firstValueOn(admin,
                          u"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                          "WHERE usename = 'tokenuser'"_s)
                 .isNull());
    // Reconnecting may last less than a poll: it is seen in the signals, not the status.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(status.cbegin(), status.cend(),
                                         [](const QList<QVariant> &args) {
                                             return args.at(0).value<ConnectionStatus>().phase
                                                 == ConnectionStatus::Phase::Reconnecting;
                                         }),
                             30000);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, 60000));
    QVERIFY2(runs() > before, "the reconnect ran the command again");
    const DbReply r = runSql(client, "SELECT 1");
    QVERIFY2(!r.error.isError(), qPrintable(r.error.summary()));
    client.shutdown();
}

void tst_PasswordCommand::failingCommandSaysWhatRan_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("said");
    QTest::newRow("exit status") << u"echo 'token service: session expired' >&2; exit 7"_s
                                 << QStringList { u"exit status 7"_s,
                                                  u"token service: session expired"_s,
                                                  u"ran: echo"_s };
    QTest::newRow("no output") << u"true"_s << QStringList { u"printed no password"_s };
    QTest::newRow("not found") << u"/nonexistent/aws rds generate-db-auth-token"_s
                               << QStringList { u"exit status 127"_s, u"/nonexistent/aws"_s };
    QTest::newRow("wrong password")
        << u"echo not-the-password"_s << QStringList { u"refused the password the command"_s };
}

void tst_PasswordCommand::failingCommandSaysWhatRan()
{
    QFETCH(QString, command);
    QFETCH(QStringList, said);
    DbClient client;
    client.start(tokenConfig(command));
    // Failed for good, never a reconnect loop that runs the command again and again.
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Failed, 30000));
    const QString message = client.status().error.message;
    for (const QString &words : said)
        QVERIFY2(message.contains(words), qPrintable(message));
    // Only a password the server saw can be said to be refused by it.
    const bool serverSawIt = said.constFirst().startsWith(u"refused the password"_s);
    QVERIFY2(message.contains(u"refused the password"_s) == serverSawIt, qPrintable(message));
    QVERIFY2(!client.status().needsPassword, "the operator is not asked for the command's part");
    client.shutdown();
}

void tst_PasswordCommand::cliExitsThreeWithTheCommandsWords()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    p.setProcessEnvironment(env);
    const QString dsn = m_cluster->tcpDsn(u"pool"_s) + u" user=tokenuser"_s;
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"),
            { u"lookup"_s, u"--dsn"_s, dsn, u"--password-command"_s,
              u"echo 'vault: permission denied' >&2; exit 2"_s, u"--task"_s, u"42"_s });
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 3);
    QVERIFY2(err.contains(u"vault: permission denied"_s), qPrintable(err));
    QVERIFY2(err.contains(u"exit status 2"_s), qPrintable(err));

    // The same command line with the token command connects.
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"),
            { u"lookup"_s, u"--dsn"_s, dsn, u"--password-command"_s, m_tokenCommand, u"--task"_s,
              u"42"_s });
    QVERIFY(p.waitForFinished(60000));
    // Connected and searched: no task 42 in an empty pool.
    QVERIFY2(p.exitCode() == 4, p.readAllStandardError().constData());
}

QTEST_GUILESS_MAIN(tst_PasswordCommand)
#include "tst_passwordcommand.moc"

#include "db/dbclient.h"
#include "db/dbjob.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/privatecluster.h"
#include "tests/support/testdatabase.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <optional>
#include <unistd.h>

using namespace Qt::StringLiterals;

// sslmode=verify-full against a server of the test's own with a certificate from a CA the
// test makes: the console connects encrypted when the name and the CA check out, and refuses
// with libpq's reason, once and for good, when either does not.
class tst_Tls : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void verifyFullConnectsEncrypted();
    void verifyFullRefuses_data();
    void verifyFullRefuses();
    void clientCertificateLogsIn_data();
    void clientCertificateLogsIn();

private:
    bool openssl(const QStringList &args);
    QString dsn(const QString &extra) const;
    ConnectionStatus connect(const QString &dsn, std::optional<bool> *ssl = nullptr);

    QTemporaryDir m_dir;
    std::unique_ptr<PrivateCluster> m_cluster;
};

bool tst_Tls::openssl(const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(u"openssl"_s, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning("openssl %s: %s", qPrintable(args.join(u' ')),
                 p.readAllStandardError().constData());
        return false;
    }
    return true;
}

void tst_Tls::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The server (as root: the postgres user) must reach its certificate and key.
    QFile::setPermissions(m_dir.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                              | QFileDevice::ReadGroup | QFileDevice::ExeGroup
                              | QFileDevice::ReadOther | QFileDevice::ExeOther);
    const QString days = u"2"_s;
    QVERIFY(openssl({ u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s,
                      days, u"-subj"_s, u"/CN=PoolScope test CA"_s, u"-keyout"_s, u"ca.key"_s,
                      u"-out"_s, u"ca.crt"_s }));
    QVERIFY(openssl({ u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s,
                      days, u"-subj"_s, u"/CN=Some other CA"_s, u"-keyout"_s, u"other.key"_s,
                      u"-out"_s, u"other.crt"_s }));
    QVERIFY(
        openssl({ u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-subj"_s,
                  u"/CN=localhost"_s, u"-keyout"_s, u"server.key"_s, u"-out"_s, u"server.csr"_s }));
    QFile ext(m_dir.filePath(u"san.ext"_s));
    QVERIFY(ext.open(QIODevice::WriteOnly));
    ext.write("subjectAltName = DNS:localhost\n");
    ext.close();
    QVERIFY(openssl({ u"x509"_s, u"-req"_s, u"-in"_s, u"server.csr"_s, u"-CA"_s, u"ca.crt"_s,
                      u"-CAkey"_s, u"ca.key"_s, u"-CAcreateserial"_s, u"-days"_s, days,
                      u"-extfile"_s, u"san.ext"_s, u"-out"_s, u"server.crt"_s }));
    const QString key = m_dir.filePath(u"server.key"_s);
    QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (::geteuid() == 0) // the server runs as postgres, which must own its key
        QVERIFY(
            QProcess::execute(u"chown"_s, { u"postgres"_s, key, m_dir.filePath(u"server.crt"_s) })
            == 0);

    // The client's certificate names the role it logs in as (cert authentication); one copy
    // of its key is encrypted, as a key handed to staff should be.
    QVERIFY(
        openssl({ u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-subj"_s, u"/CN=certuser"_s,
                  u"-keyout"_s, u"client.key"_s, u"-out"_s, u"client.csr"_s }));
    QVERIFY(openssl({ u"x509"_s, u"-req"_s, u"-in"_s, u"client.csr"_s, u"-CA"_s, u"ca.crt"_s,
                      u"-CAkey"_s, u"ca.key"_s, u"-CAcreateserial"_s, u"-days"_s, days, u"-out"_s,
                      u"client.crt"_s }));
    QVERIFY(openssl({ u"pkey"_s, u"-in"_s, u"client.key"_s, u"-aes256"_s, u"-passout"_s,
                      u"pass:open sesame"_s, u"-out"_s, u"client-encrypted.key"_s }));
    for (const QString &k : { u"client.key"_s, u"client-encrypted.key"_s })
        QFile::setPermissions(m_dir.filePath(k), QFileDevice::ReadOwner | QFileDevice::WriteOwner);

    m_cluster = std::make_unique<PrivateCluster>(QStringList {
        u"--hba"_s, u"hostssl all certuser 127.0.0.1/32 cert"_s, u"--conf"_s, u"ssl = on"_s,
        u"--conf"_s, u"ssl_ca_file = '%1'"_s.arg(m_dir.filePath(u"ca.crt"_s)), u"--conf"_s,
        u"ssl_cert_file = '%1'"_s.arg(m_dir.filePath(u"server.crt"_s)), u"--conf"_s,
        u"ssl_key_file = '%1'"_s.arg(key),
        // Over TCP only encrypted sessions are let in.
        u"--hba"_s, u"hostnossl all all 127.0.0.1/32 reject"_s });
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->lastError()));
    QVERIFY(
        !firstValueOn(m_cluster->dsn(u"postgres"_s), u"CREATE ROLE certuser LOGIN; SELECT 'ok'"_s)
             .isNull());
}

void tst_Tls::cleanupTestCase()
{
    m_cluster.reset();
}

// host names the certificate's name; hostaddr says where to connect, so no resolver is asked.
QString tst_Tls::dsn(const QString &extra) const
{
    return u"host=localhost hostaddr=127.0.0.1 port=%1 user=postgres dbname=postgres connect_timeout=10 %2"_s
        .arg(m_cluster->port())
        .arg(extra);
}

ConnectionStatus tst_Tls::connect(const QString &dsn, std::optional<bool> *ssl)
{
    DbClient client;
    client.start(testConfig(dsn));
    (void)waitForPhase(client,
                       { ConnectionStatus::Phase::Live, ConnectionStatus::Phase::Failed,
                         ConnectionStatus::Phase::Reconnecting },
                       20000);
    if (ssl && client.status().phase == ConnectionStatus::Phase::Live) {
        DbJob job;
        job.label = u"ssl"_s;
        job.statements = { SqlStatement {
            QByteArrayLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"),
            {},
            false } };
        job.decode = [](const JobResults &r) {
            return QVariant(r.view(0).boolean(0, 0).value_or(false));
        };
        std::optional<DbReply> reply;
        client.submit(job, this, [&](const DbReply &r) { reply = r; });
        (void)QTest::qWaitFor([&] { return reply.has_value(); }, 10000);
        if (reply && !reply->error.isError())
            *ssl = reply->value.toBool();
    }
    return client.status();
}

void tst_Tls::verifyFullConnectsEncrypted()
{
    std::optional<bool> ssl;
    const ConnectionStatus s = connect(
        dsn(u"sslmode=verify-full sslrootcert='%1'"_s.arg(m_dir.filePath(u"ca.crt"_s))), &ssl);
    QVERIFY2(s.phase == ConnectionStatus::Phase::Live, qPrintable(s.error.message));
    QVERIFY(ssl.has_value());
    QVERIFY(*ssl);
}

void tst_Tls::verifyFullRefuses_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QString>("reason");
    QTest::newRow("another CA") << u"sslmode=verify-full sslrootcert='%1'"_s.arg(m_dir.filePath(
        u"other.crt"_s)) << u"certificate verify failed"_s;
    QTest::newRow("no root certificate")
        << u"sslmode=verify-full sslrootcert='%1'"_s.arg(m_dir.filePath(u"missing.crt"_s))
        << u"root certificate file"_s;
    // The hostnossl line refuses it: "..., no encryption" (14+), "..., SSL off" (13).
    QTest::newRow("plain text refused")
        << u"sslmode=disable"_s << u"pg_hba.conf rejects connection"_s;
    // The certificate names localhost; the console was told 127.0.0.1 (a later host= wins).
    QTest::newRow("name mismatch")
        << u"host=127.0.0.1 sslmode=verify-full sslrootcert='%1'"_s.arg(m_dir.filePath(u"ca.crt"_s))
        << u"does not match host name"_s;
}

void tst_Tls::verifyFullRefuses()
{
    QFETCH(QString, extra);
    QFETCH(QString, reason);
    const ConnectionStatus s = connect(dsn(extra));
    QCOMPARE(s.phase, ConnectionStatus::Phase::Failed); // not retried: a retry cannot fix it
    QVERIFY2(s.error.message.contains(reason), qPrintable(s.error.message));
}

void tst_Tls::clientCertificateLogsIn_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<bool>("live");
    QTest::addColumn<bool>("needsKeyPassphrase");
    QTest::addColumn<QString>("reason");
    const QString base = u"user=certuser sslmode=verify-full sslrootcert='%1' sslcert='%2' "_s.arg(
        m_dir.filePath(u"ca.crt"_s), m_dir.filePath(u"client.crt"_s));
    const QString encrypted
        = base + u"sslkey='%1'"_s.arg(m_dir.filePath(u"client-encrypted.key"_s));
    QTest::newRow("key") << base + u"sslkey='%1'"_s.arg(m_dir.filePath(u"client.key"_s)) << true
                         << false << QString();
    QTest::newRow("encrypted key, its passphrase")
        << encrypted + u" sslpassword='open sesame'"_s << true << false << QString();
    // Never asked on a terminal (the DB thread would wait on it): refused, and said why.
    QTest::newRow("encrypted key, no passphrase")
        << encrypted << false << true << u"could not load private key file"_s;
    QTest::newRow("encrypted key, a wrong passphrase") << encrypted
            + u" sslpassword=guess"_s << false << true << u"could not load private key file"_s;
    QTest::newRow("no certificate")
        << u"user=certuser sslmode=verify-full sslrootcert='%1' sslcert=/nonexistent.crt"_s.arg(
               m_dir.filePath(u"ca.crt"_s))
        << false << false << u"certificate"_s;
}

// cert authentication: the server takes the client certificate's name for the role, and the
// key's passphrase comes with the connection (from the keyring or a prompt, in the window).
void tst_Tls::clientCertificateLogsIn()
{
    QFETCH(QString, extra);
    QFETCH(bool, live);
    QFETCH(bool, needsKeyPassphrase);
    QFETCH(QString, reason);
    std::optional<bool> ssl;
    const QString withoutUser = dsn(extra).replace(u"user=postgres "_s, QString());
    const ConnectionStatus s = connect(withoutUser, &ssl);
    if (live) {
        QVERIFY2(s.phase == ConnectionStatus::Phase::Live, qPrintable(s.error.message));
        QCOMPARE(s.server.user, u"certuser"_s);
        QVERIFY(ssl.value_or(false));
        return;
    }
    QCOMPARE(s.phase, ConnectionStatus::Phase::Failed);
    QCOMPARE(s.needsKeyPassphrase, needsKeyPassphrase);
    QVERIFY(!s.needsPassword);
    QVERIFY2(s.error.message.contains(reason), qPrintable(s.error.message));
    QVERIFY2(!s.error.message.contains(u"open sesame"_s), "a passphrase is never in a message");
}

QTEST_GUILESS_MAIN(tst_Tls)
#include "tst_tls.moc"

#include "db/connectionparams.h"
#include "db/databaseidentity.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class tst_ConnectionParams : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keywordValue();
    void uri();
    void emptyMeansLibpqDefaults();
    void malformedIsBadInput_data();
    void malformedIsBadInput();
    void passwordIsRedacted();
    void malformedNeverShowsItsPassword_data();
    void malformedNeverShowsItsPassword();
    void redactedReadsBackWithWhiteSpace();
    void secretsAreLibpqs();
    void unknownNamesAreRefusedNotSecret();
    void withoutSecretsKeyValue();
    void withoutSecretsUri();
    void noSecretSurvives_data();
    void noSecretSurvives();
    void defaultsOnlyWhereUnset();
    void clientEncodingIsForced();
    void connectTimeout_data();
    void connectTimeout();
    void extraOptionsFollowTheUsersOwn();
    void identitySameDatabaseSpelledTwoWays_data();
    void identitySameDatabaseSpelledTwoWays();
    void identityDifferentDatabases_data();
    void identityDifferentDatabases();
    void identityOfRecordedConnections();
};

namespace {
QByteArray entry(const ConnectionParams &p, const QByteArray &key,
                 const QByteArray &extraOptions = {})
{
    for (const auto &e : p.libpqEntries("UTF8", extraOptions)) {
        if (e.keyword == key)
            return e.value;
    }
    return {};
}
} // namespace

void tst_ConnectionParams::keywordValue()
{
    DbError error;
    const auto p
        = ConnectionParams::parse(u"host=db.example port=6432 dbname=app user=support"_s, &error);
    QVERIFY(p.isValid());
    QVERIFY(!error.isError());
    QCOMPARE(p.value("host"), u"db.example"_s);
    QCOMPARE(p.value("port"), u"6432"_s);
    QCOMPARE(p.value("dbname"), u"app"_s);
}

void tst_ConnectionParams::uri()
{
    DbError error;
    const auto p = ConnectionParams::parse(
        u"postgresql://support:s3cret@db1.example:5433,db2.example:5433/app?sslmode=verify-full&target_session_attrs=read-write"_s,
        &error);
    QVERIFY2(p.isValid(), qPrintable(error.message));
    QCOMPARE(p.value("host"), u"db1.example,db2.example"_s);
    QCOMPARE(p.value("sslmode"), u"verify-full"_s);
    QCOMPARE(p.value("target_session_attrs"), u"read-write"_s);
    QCOMPARE(p.value("password"), u"s3cret"_s);
}

void tst_ConnectionParams::emptyMeansLibpqDefaults()
{
    DbError error;
    const auto p = ConnectionParams::parse(QString(), &error);
    QVERIFY(p.isValid());
    QCOMPARE(p.redacted(), u"(libpq defaults)"_s);
    // Nothing but PoolScope's own defaults: host, port, dbname are left to PG* and services.
    QVERIFY(entry(p, "host").isNull());
    QVERIFY(entry(p, "dbname").isNull());
    QVERIFY(!entry(p, "fallback_application_name").isEmpty());
}

void tst_ConnectionParams::malformedIsBadInput_data()
{
    QTest::addColumn<QString>("dsn");
    QTest::newRow("unterminated quote") << u"host='db"_s;
    QTest::newRow("unknown keyword") << u"hots=db"_s;
    QTest::newRow("missing equals") << u"host db"_s;
    QTest::newRow("bad uri") << u"postgresql://[::1"_s;
    QTest::newRow("uri bad parameter") << u"postgresql://db/app?nosuch=1"_s;
}

void tst_ConnectionParams::malformedIsBadInput()
{
    QFETCH(QString, dsn);
    DbError error;
    const auto p = ConnectionParams::parse(dsn, &error);
    QVERIFY(!p.isValid());
    QCOMPARE(error.kind, DbErrorKind::BadInput);
    QVERIFY(error.message.startsWith(u"The connection string is not valid: "_s));
}

void tst_ConnectionParams::passwordIsRedacted()
{
    const auto kv = ConnectionParams::parse(u"host=db password='p a ss' user=x"_s, nullptr);
    QVERIFY(!kv.redacted().contains(u"p a ss"_s));
    QVERIFY(kv.redacted().contains(u"password=********"_s));
    const auto uri = ConnectionParams::parse(u"postgresql://u:topsecret@db/app"_s, nullptr);
    QVERIFY(!uri.redacted().contains(u"topsecret"_s));
    const auto ssl = ConnectionParams::parse(u"host=db sslpassword=keysecret"_s, nullptr);
    QVERIFY(!ssl.redacted().contains(u"keysecret"_s));
    const auto later = ConnectionParams::parse(u"host=db"_s, nullptr).withPassword(u"typed"_s);
    QVERIFY(!later.redacted().contains(u"typed"_s));
    QCOMPARE(entry(later, "password"), QByteArray("typed"));
}

// libpq quotes a malformed string whole in some of its reasons, or the word it stopped at:
// the password is masked wherever it would show.
void tst_ConnectionParams::malformedNeverShowsItsPassword_data()
{
    QTest::addColumn<QString>("dsn");
    QTest::addColumn<QString>("secret");
    QTest::addColumn<bool>("quoted"); // whether libpq's reason quotes where the password was
    QTest::newRow("IPv6 unterminated") << u"postgresql://u:hunter2@[::1"_s << u"hunter2"_s << true;
    QTest::newRow("IPv6 empty") << u"postgres://u:hunter2@[]"_s << u"hunter2"_s << true;
    QTest::newRow("no such scheme") << u"postgre://u:hunter2@db"_s << u"hunter2"_s << true;
    QTest::newRow("scheme upper-case") << u"POSTGRESQL://u:hunter2@db"_s << u"hunter2"_s << true;
    QTest::newRow("@ in the password") << u"postgre://u:hun@ter2@db"_s << u"ter2"_s << true;
    QTest::newRow("bad escape in it") << u"postgresql://u:hunter%zz2@db"_s << u"hunter"_s << true;
    QTest::newRow("query") << u"postgresql://db?password=hunter2&zzz"_s << u"hunter2"_s << false;
    QTest::newRow("unquoted, two words") << u"host=db password=hunter two"_s << u"two"_s << true;
    QTest::newRow("quoted") << u"host=db password='hunter two' x"_s << u"hunter"_s << false;
    QTest::newRow("sslpassword") << u"sslpassword = hunter2 two"_s << u"two"_s << true;
}

void tst_ConnectionParams::malformedNeverShowsItsPassword()
{
    QFETCH(QString, dsn);
    QFETCH(QString, secret);
    QFETCH(bool, quoted);
    DbError error;
    const auto p = ConnectionParams::parse(dsn, &error);
    QVERIFY(!p.isValid());
    QVERIFY2(!p.parseError().contains(secret), qPrintable(p.parseError()));
    QVERIFY2(!error.message.contains(secret), qPrintable(error.message));
    QCOMPARE(p.parseError().contains(u"********"_s), quoted);
}

// Found by fuzz_connectionparams: a tab in a value was shown unquoted, so the text read
// back (the connect dialog does) as a different user.
void tst_ConnectionParams::redactedReadsBackWithWhiteSpace()
{
    const auto p = ConnectionParams::parse(u"postgresql://sup%09port@db/app%0Aname"_s, nullptr);
    QVERIFY(p.isValid());
    QCOMPARE(p.redacted(), u"user='sup\tport' dbname='app\nname' host=db"_s);
    const auto again = ConnectionParams::parse(p.redacted(), nullptr);
    QCOMPARE(again.value("user"), u"sup\tport"_s);
    QCOMPARE(again.value("dbname"), u"app\nname"_s);
}

// libpq decides (dispchar '*'): in libpq 15 the password and the SSL key's password.
void tst_ConnectionParams::secretsAreLibpqs()
{
    QVERIFY(ConnectionParams::isSecret("password"));
    QVERIFY(ConnectionParams::isSecret("sslpassword"));
    for (const char *plain : { "host", "user", "dbname", "passfile", "sslkey", "sslcert", "options",
                               "service", "application_name", "" })
        QVERIFY2(!ConnectionParams::isSecret(plain), plain);
    QVERIFY(ConnectionParams::isSecretVariable("PGPASSWORD"));
    for (const char *plain : { "PGPASSFILE", "PGUSER", "PGSSLKEY", "password" })
        QVERIFY2(!ConnectionParams::isSecretVariable(plain), plain);
    QVERIFY(ConnectionParams::isKeyword("passfile"));
    QVERIFY(ConnectionParams::isKeyword("password"));
    QVERIFY(ConnectionParams::parse(u"host=db passfile=/home/x/.pgpass"_s, nullptr).isValid());
    QVERIFY(!ConnectionParams::parse(u"host=db passfile=/home/x/.pgpass"_s, nullptr).hasSecret());
    QVERIFY(ConnectionParams::parse(u"host=db sslpassword=k"_s, nullptr).hasSecret());
    QVERIFY(ConnectionParams::parse(u"postgresql://u:pw@db/app"_s, nullptr).hasSecret());
    QVERIFY(ConnectionParams::parse(u"postgresql://db/app?password=pw"_s, nullptr).hasSecret());
    QVERIFY(!ConnectionParams::parse(u"postgresql://u@db/app"_s, nullptr).hasSecret());
}

// A name merely containing "password" is no keyword: libpq refuses the string and names the
// keyword, never its value, so there is nothing to mask.
void tst_ConnectionParams::unknownNamesAreRefusedNotSecret()
{
    for (const char *name : { "db_password", "PASSWORD", "Password", "password2" }) {
        QVERIFY2(!ConnectionParams::isKeyword(name), name);
        QVERIFY2(!ConnectionParams::isSecret(name), name);
        DbError error;
        const auto p = ConnectionParams::parse(
            u"host=db "_s + QString::fromLatin1(name) + u"=hunter2"_s, &error);
        QVERIFY(!p.isValid());
        QVERIFY2(error.message.contains(QString::fromLatin1(name)), qPrintable(error.message));
        QVERIFY(!error.message.contains(u"hunter2"_s));
        QVERIFY(p.parseError().contains(QString::fromLatin1(name)));
        QVERIFY(error.message.endsWith(p.parseError()));
        QCOMPARE(p.redacted(), u"(libpq defaults)"_s); // nothing kept of an invalid string
        QCOMPARE(p.withoutSecrets(), QString());
    }
    QVERIFY(ConnectionParams::parse(u"host=db"_s, nullptr).parseError().isEmpty());
}

void tst_ConnectionParams::withoutSecretsKeyValue()
{
    const auto p = ConnectionParams::parse(
        u"application_name='my app' password='p a\\'ss' sslmode=require user=support host=db "
        "sslpassword=k port=6432 dbname=app"_s,
        nullptr);
    // Where, what and who first, then the rest in libpq's order; quoted as libpq reads it.
    QCOMPARE(p.withoutSecrets(),
             u"host=db port=6432 dbname=app user=support application_name='my app' "
             "sslmode=require"_s);
    const auto again = ConnectionParams::parse(p.withoutSecrets(), nullptr);
    QVERIFY(again.isValid());
    QVERIFY(!again.hasSecret());
    QCOMPARE(again.value("application_name"), u"my app"_s);
    QCOMPARE(ConnectionParams::parse(u"host=db password=x"_s, nullptr).withoutSecrets(),
             u"host=db"_s);
    QCOMPARE(ConnectionParams::parse(u"password=x"_s, nullptr).withoutSecrets(), QString());
    QCOMPARE(ConnectionParams::parse(QString(), nullptr).withoutSecrets(), QString());
}

// A URI comes back in keyword/value form: libpq's own, with nothing to percent-encode.
void tst_ConnectionParams::withoutSecretsUri()
{
    const auto p = ConnectionParams::parse(
        u"postgresql://support:hunter2@db1:5433,db2:5433/app?sslmode=verify-full&sslpassword=k"_s,
        nullptr);
    QVERIFY(p.hasSecret());
    QCOMPARE(p.withoutSecrets(),
             u"host=db1,db2 port=5433,5433 dbname=app user=support sslmode=verify-full"_s);
    QCOMPARE(
        ConnectionParams::parse(u"postgresql://sup%20port@db/my%20app"_s, nullptr).withoutSecrets(),
        u"host=db dbname='my app' user='sup port'"_s);
}

void tst_ConnectionParams::noSecretSurvives_data()
{
    QTest::addColumn<QString>("dsn");
    QTest::newRow("password") << u"host=db password=Zq7secret"_s;
    QTest::newRow("quoted, escaped") << u"host=db password='Zq7secret \\' \\\\ x' user=u"_s;
    QTest::newRow("sslpassword") << u"host=db sslkey=/k.pem sslpassword='Zq7secret x'"_s;
    QTest::newRow("both") << u"password=Zq7secret sslpassword=Zq7secret host=db"_s;
    QTest::newRow("uri userinfo") << u"postgresql://u:Zq7secret@db/app"_s;
    QTest::newRow("uri percent-encoded") << u"postgresql://u:%5Aq7secret@db/app"_s;
    QTest::newRow("uri query") << u"postgresql://db/app?password=Zq7secret&sslmode=require"_s;
    QTest::newRow("uri sslpassword") << u"postgres://db/app?sslpassword=Zq7secret"_s;
    QTest::newRow("multi-host uri") << u"postgresql://u:Zq7secret@a:1,b:2/app"_s;
}

void tst_ConnectionParams::noSecretSurvives()
{
    QFETCH(QString, dsn);
    const auto p = ConnectionParams::parse(dsn, nullptr);
    QVERIFY(p.isValid());
    QVERIFY(p.hasSecret());
    for (const QString &shown :
         { p.redacted(), p.withoutSecrets(), p.withPassword(u"Zq7secret"_s).redacted(),
           p.withPassword(u"Zq7secret"_s).withoutSecrets() }) {
        QVERIFY2(!shown.contains(u"Zq7secret"_s), qPrintable(shown));
        QVERIFY2(!shown.contains(u"q7secret"_s), qPrintable(shown));
        const auto again = ConnectionParams::parse(shown, nullptr);
        QVERIFY2(again.isValid(), qPrintable(shown));
        QCOMPARE(again.value("host"), p.value("host"));
    }
    QVERIFY(!ConnectionParams::parse(p.withoutSecrets(), nullptr).hasSecret());
}

void tst_ConnectionParams::defaultsOnlyWhereUnset()
{
    const auto p = ConnectionParams::parse(
        u"host=db connect_timeout=17 keepalives_idle=99 application_name=mine"_s, nullptr);
    QCOMPARE(entry(p, "connect_timeout"), QByteArray("17"));
    QCOMPARE(entry(p, "keepalives_idle"), QByteArray("99"));
    QCOMPARE(entry(p, "application_name"), QByteArray("mine"));
    // The fallback name never overrides an explicit application_name; libpq uses it only
    // when neither the string nor PGAPPNAME names one.
    QVERIFY(entry(p, "fallback_application_name").startsWith("poolscope/"));
    QCOMPARE(entry(p, "keepalives"), QByteArray("1"));
    QCOMPARE(entry(p, "tcp_user_timeout"), QByteArray("15000"));
}

void tst_ConnectionParams::clientEncodingIsForced()
{
    const auto p = ConnectionParams::parse(u"host=db client_encoding=LATIN1"_s, nullptr);
    QCOMPARE(entry(p, "client_encoding"), QByteArray("UTF8"));
}

void tst_ConnectionParams::connectTimeout_data()
{
    QTest::addColumn<QString>("dsn");
    QTest::addColumn<QByteArray>("environment"); // PGCONNECT_TIMEOUT; null: unset
    QTest::addColumn<int>("seconds");
    QTest::newRow("default") << u"host=db"_s << QByteArray() << 5;
    QTest::newRow("set") << u"host=db connect_timeout=12"_s << QByteArray() << 12;
    QTest::newRow("zero means forever in libpq, never here")
        << u"host=db connect_timeout=0"_s << QByteArray() << 5;
    QTest::newRow("libpq's minimum of 2") << u"host=db connect_timeout=1"_s << QByteArray() << 2;
    // libpq's own default for what the string leaves unset, as the man page promises.
    QTest::newRow("PGCONNECT_TIMEOUT") << u"host=db"_s << QByteArray("7") << 7;
    QTest::newRow("the string's own wins")
        << u"host=db connect_timeout=12"_s << QByteArray("7") << 12;
    QTest::newRow("PGCONNECT_TIMEOUT=0") << u"host=db"_s << QByteArray("0") << 5;
}

void tst_ConnectionParams::connectTimeout()
{
    QFETCH(QString, dsn);
    QFETCH(QByteArray, environment);
    QFETCH(int, seconds);
    const QByteArray saved = qgetenv("PGCONNECT_TIMEOUT");
    const bool wasSet = qEnvironmentVariableIsSet("PGCONNECT_TIMEOUT");
    const auto restore = qScopeGuard(
        [&] { wasSet ? qputenv("PGCONNECT_TIMEOUT", saved) : qunsetenv("PGCONNECT_TIMEOUT"); });
    environment.isNull() ? qunsetenv("PGCONNECT_TIMEOUT")
                         : qputenv("PGCONNECT_TIMEOUT", environment);
    const ConnectionParams p = ConnectionParams::parse(dsn, nullptr);
    QCOMPARE(p.connectTimeoutSeconds(), seconds);
    // What libpq is given agrees with the timer PoolScope keeps.
    if (!p.has("connect_timeout"))
        QCOMPARE(entry(p, "connect_timeout"), QByteArray::number(seconds));
}

// Giving libpq an `options` replaces whatever it would have sent by itself (the string's, the
// service's, $PGOPTIONS): PoolScope's session limits are added after the user's, never instead.
void tst_ConnectionParams::extraOptionsFollowTheUsersOwn()
{
    const QByteArray ours = "-c statement_timeout=5000";
    const QByteArray savedOptions = qgetenv("PGOPTIONS");
    const QByteArray savedServiceFile = qgetenv("PGSERVICEFILE");
    const QByteArray savedService = qgetenv("PGSERVICE");
    // Restored however the test ends: a failed comparison returns early.
    const auto restoreEnvironment = qScopeGuard([&] {
        const auto restore = [](const char *name, const QByteArray &value) {
            if (value.isNull())
                qunsetenv(name);
            else
                qputenv(name, value);
        };
        restore("PGOPTIONS", savedOptions);
        restore("PGSERVICEFILE", savedServiceFile);
        restore("PGSERVICE", savedService);
    });
    qunsetenv("PGOPTIONS");
    qunsetenv("PGSERVICE");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString serviceFile = dir.filePath(u"pg_service.conf"_s);
    QFile f(serviceFile);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[withopts]\nhost=db\noptions=-c search_path=svc\n[plain]\nhost=db\n");
    f.close();
    qputenv("PGSERVICEFILE", serviceFile.toUtf8());

    const auto plain = ConnectionParams::parse(u"host=db"_s, nullptr);
    QCOMPARE(entry(plain, "options"), QByteArray());
    QCOMPARE(entry(plain, "options", ours), ours);
    const auto own = ConnectionParams::parse(u"host=db options='-c work_mem=7MB'"_s, nullptr);
    QCOMPARE(entry(own, "options"), QByteArray("-c work_mem=7MB")); // untouched without extras
    QCOMPARE(entry(own, "options", ours), "-c work_mem=7MB " + ours);
    int optionEntries = 0;
    for (const auto &e : own.libpqEntries("UTF8", ours))
        optionEntries += e.keyword == "options";
    QCOMPARE(optionEntries, 1);
    QCOMPARE(entry(ConnectionParams::parse(u"service=withopts"_s, nullptr), "options", ours),
             "-c search_path=svc " + ours);
    qputenv("PGOPTIONS", "-c work_mem=9MB");
    QCOMPARE(entry(plain, "options", ours), "-c work_mem=9MB " + ours);
    // The string's own beats the service's beats the environment's, as in libpq.
    QCOMPARE(entry(ConnectionParams::parse(u"service=plain"_s, nullptr), "options", ours),
             "-c work_mem=9MB " + ours);
    qputenv("PGSERVICE", "withopts");
    QCOMPARE(entry(plain, "options", ours), "-c search_path=svc " + ours);
    QCOMPARE(entry(own, "options", ours), "-c work_mem=7MB " + ours);
}

namespace {
// What the environment would give, fixed so the rule is tested alone.
databaseidentity::Defaults testDefaults()
{
    databaseidentity::Defaults d;
    d.user = u"osuser"_s;
    d.services = pgservicefile::parse(u"[prod]\nhost=db.example\nport=6432\ndbname=app\n"_s,
                                      u"test"_s, nullptr);
    return d;
}

DatabaseIdentity identityOf(const QString &dsn,
                            const databaseidentity::Defaults &d = testDefaults())
{
    DbError error;
    const ConnectionParams p = ConnectionParams::parse(dsn, &error);
    if (!p.isValid())
        qWarning("not a connection string: %s", qPrintable(error.message));
    return databaseidentity::of(p, d);
}
} // namespace

void tst_ConnectionParams::identitySameDatabaseSpelledTwoWays_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("key");
    QTest::newRow("uri vs keywords, default port, case, another role and settings")
        << u"host=db.example port=5432 dbname=app user=support"_s
        << u"postgresql://other:secret@DB.Example./app?sslmode=require&application_name=x"_s
        << u"db.example:5432/app"_s;
    QTest::newRow("key order and a zero-padded port")
        << u"dbname=app port=6432 host=db.example"_s << u"host=db.example dbname=app port=06432"_s
        << u"db.example:6432/app"_s;
    QTest::newRow("local socket vs localhost vs loopback")
        << u"host=/var/run/postgresql port=5433 dbname=app"_s
        << u"postgresql://127.0.0.1:5433/app"_s << u"localhost:5433/app"_s;
    QTest::newRow("no host at all is the local server")
        << u"port=5433 dbname=app"_s << u"postgresql://localhost:5433/app"_s
        << u"localhost:5433/app"_s;
    QTest::newRow("default database is the role's")
        << u"host=db.example user=app"_s << u"postgresql://db.example/app"_s
        << u"db.example:5432/app"_s;
    QTest::newRow("a service and what it names")
        << u"service=prod"_s << u"postgresql://db.example:6432/app?sslmode=verify-full"_s
        << u"db.example:6432/app"_s;
    QTest::newRow("hostaddr without host")
        << u"hostaddr=10.0.0.5 dbname=app"_s << u"host=10.0.0.5 dbname=app"_s
        << u"10.0.0.5:5432/app"_s;
    QTest::newRow("IPv6 written both ways")
        << u"host=2001:DB8::1 dbname=app"_s << u"postgresql://[2001:db8::1]/app"_s
        << u"[2001:db8::1]:5432/app"_s;
}

void tst_ConnectionParams::identitySameDatabaseSpelledTwoWays()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, key);
    QCOMPARE(identityOf(a), identityOf(b));
    QCOMPARE(identityOf(a).key(), key);
    QCOMPARE(identityOf(b).key(), key);
}

void tst_ConnectionParams::identityDifferentDatabases_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("port") << u"host=db.example port=5432 dbname=app"_s
                          << u"host=db.example port=5433 dbname=app"_s;
    QTest::newRow("default port vs another")
        << u"postgresql://db.example/app"_s << u"postgresql://db.example:6432/app"_s;
    QTest::newRow("dbname") << u"host=db.example dbname=app"_s
                            << u"host=db.example dbname=app_staging"_s;
    QTest::newRow("host") << u"host=db1.example dbname=app"_s << u"host=db2.example dbname=app"_s;
    QTest::newRow("default database of two roles")
        << u"host=db.example user=alice"_s << u"host=db.example user=bob"_s;
    QTest::newRow("local vs remote") << u"dbname=app"_s << u"host=db.example dbname=app"_s;
}

void tst_ConnectionParams::identityDifferentDatabases()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QVERIFY(identityOf(a).isKnown());
    QVERIFY(identityOf(b).isKnown());
    QVERIFY(identityOf(a) != identityOf(b));
    QVERIFY(identityOf(a).key() != identityOf(b).key());
}

// The journal keeps redacted() text; old entries are identified from it alone.
void tst_ConnectionParams::identityOfRecordedConnections()
{
    const auto d = testDefaults();
    const auto recorded
        = ConnectionParams::parse(u"postgresql://u:topsecret@db.example/app"_s, nullptr).redacted();
    QCOMPARE(databaseidentity::ofRecorded(recorded, d).key(), u"db.example:5432/app"_s);
    QVERIFY(!databaseidentity::ofRecorded(recorded, d).key().contains(u"topsecret"_s));
    // An empty connection string is recorded as "(libpq defaults)": the environment's.
    databaseidentity::Defaults env = d;
    env.host = u"pg.internal"_s;
    env.port = u"6543"_s;
    QCOMPARE(
        databaseidentity::ofRecorded(ConnectionParams::parse(QString(), nullptr).redacted(), env)
            .key(),
        u"pg.internal:6543/osuser"_s);
    // Nothing recorded, or text that is no connection string: unknown.
    QVERIFY(!databaseidentity::ofRecorded(QString(), d).isKnown());
    QCOMPARE(databaseidentity::ofRecorded(u"  "_s, d).key(), QString());
    QVERIFY(!databaseidentity::ofRecorded(u"host='unterminated"_s, d).isKnown());
}

QTEST_GUILESS_MAIN(tst_ConnectionParams)
#include "tst_connectionparams.moc"

#include "db/pgservicefile.h"
#include "models/profiles.h"

#include <QFile>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The profile model: what may be kept, the INI round trip, import from a service file.
class tst_Profiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void storageRoundTrip();
    void savingRefusesAPasswordAndWritesNothing_data();
    void savingRefusesAPasswordAndWritesNothing();
    void otherProblemsAreNamed();
    void aHandEditedPasswordIsDroppedOnLoad();
    void withoutSecretsKeepsEverythingElse();
    void connectionStringsForTheDialogs();
    void importFromAServiceFile();
    void windowTitleNamesTheProfile();
    void anUnknownProtectionReadsAsReadOnly();
};

namespace {

Profile production()
{
    Profile p;
    p.name = u"production"_s;
    p.dsn = u"host=db.prod port=5432 dbname=app user=support sslmode=verify-full"_s;
    p.readDsn = u"postgresql://support@replica.prod/app?sslmode=verify-full"_s;
    p.operatorId = 42;
    p.feedSchema = u"feeds"_s;
    p.feedPrefix = u"sync_"_s;
    p.production = true;
    p.bandColor = QColor(0x8b, 0x00, 0x8b);
    p.protection = Protection::ReadOnly;
    p.sshDestination = u"ops@bastion.prod"_s;
    p.passwordCommand = u"aws rds generate-db-auth-token --hostname \"$PGHOST\" --port 5432 "
                        "--username support"_s;
    return p;
}

QString settingsPath(const QTemporaryDir &dir)
{
    return dir.filePath(u"PoolScope.conf"_s);
}

QByteArray fileText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void tst_Profiles::storageRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Profile staging;
    staging.name = u"staging — eu, \"blue\" / [1]"_s; // characters an INI key could not hold
    staging.dsn = u"service=staging"_s;
    const QList<Profile> written { production(), staging };
    {
        QSettings s(settingsPath(dir), QSettings::IniFormat);
        s.setValue(u"window/view"_s, 3); // other settings in the same file stay
        QString error;
        QVERIFY2(profiles::save(s, written, &error), qPrintable(error));
    }
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    QStringList warnings;
    const QList<Profile> read = profiles::load(s, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(read.size(), 2);
    QCOMPARE(read.at(0), written.at(0));
    QCOMPARE(read.at(1), written.at(1));
    QVERIFY(!read.at(1).operatorId);
    QVERIFY(!read.at(1).production);
    QVERIFY(!profiles::bandColor(read.at(1)).isValid());
    QCOMPARE(profiles::bandColor(read.at(0)), QColor(0x8b, 0x00, 0x8b));
    QCOMPARE(s.value(u"window/view"_s).toInt(), 3);
    QCOMPARE(read.at(0).protection, Protection::ReadOnly);
    QCOMPARE(read.at(1).protection, Protection::Confirm); // the default

    // Saving fewer profiles leaves no stale entry behind.
    {
        QString error;
        QVERIFY(profiles::save(s, { staging }, &error));
    }
    QSettings again(settingsPath(dir), QSettings::IniFormat);
    const QList<Profile> one = profiles::load(again);
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.first().name, staging.name);
    QVERIFY(!fileText(settingsPath(dir)).contains("db.prod"));
}

void tst_Profiles::savingRefusesAPasswordAndWritesNothing_data()
{
    QTest::addColumn<QString>("dsn");
    QTest::addColumn<QString>("readDsn");
    QTest::newRow("keyword") << u"host=db password=hunter2"_s << QString();
    QTest::newRow("quoted") << u"host=db password='hunter 2'"_s << QString();
    QTest::newRow("uri") << u"postgresql://support:hunter2@db/app"_s << QString();
    QTest::newRow("uri query") << u"postgresql://db/app?password=hunter2"_s << QString();
    QTest::newRow("ssl key") << u"host=db sslpassword=hunter2"_s << QString();
    QTest::newRow("read dsn") << u"host=db"_s << u"host=replica password=hunter2"_s;
}

void tst_Profiles::savingRefusesAPasswordAndWritesNothing()
{
    QFETCH(QString, dsn);
    QFETCH(QString, readDsn);
    Profile p;
    p.name = u"prod"_s;
    p.dsn = dsn;
    p.readDsn = readDsn;
    QVERIFY(profiles::problem(p).contains(u"password"_s));
    QVERIFY(profiles::problem(p).contains(u"~/.pgpass"_s));

    QTemporaryDir dir;
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    Profile fine;
    fine.name = u"fine"_s;
    QString error;
    QVERIFY(profiles::save(s, { fine }, &error));
    QVERIFY(!profiles::save(s, { fine, p }, &error));
    QVERIFY(error.startsWith(u"Profile \"prod\": "_s));
    QVERIFY(error.contains(u"password"_s));
    QVERIFY(!error.contains(u"hunter"_s)); // the message never quotes the secret
    s.sync();
    QVERIFY(!fileText(settingsPath(dir)).contains("hunter"));
    QCOMPARE(profiles::load(s).size(), 1); // what was stored before is untouched
}

void tst_Profiles::otherProblemsAreNamed()
{
    Profile p;
    QCOMPARE(profiles::problem(p), u"A profile needs a name."_s);
    p.name = u" prod"_s;
    QVERIFY(profiles::problem(p).contains(u"spaces"_s));
    p.name = u"prod"_s;
    QVERIFY(profiles::problem(p).isEmpty()); // an empty DSN: libpq's defaults
    p.dsn = u"host=db nosuchkeyword=1"_s;
    QVERIFY(profiles::problem(p).startsWith(u"The connection string is not valid: "_s));
    p.dsn = u"host=db"_s;
    p.operatorId = 0;
    QVERIFY(profiles::problem(p).contains(u"operator"_s));
    p.operatorId = 7;
    p.feedPrefix = QString(70, u'x');
    QVERIFY(!profiles::problem(p).isEmpty());
    p.feedPrefix.clear();
    // A destination ssh would read as an option never reaches ssh.
    p.sshDestination = u"-oProxyCommand=touch /tmp/owned"_s;
    QVERIFY2(profiles::problem(p).contains(u"starts with \"-\""_s),
             qPrintable(profiles::problem(p)));
    p.sshDestination = u"bastion prod"_s;
    QVERIFY(profiles::problem(p).contains(u"spaces"_s));
    p.sshDestination = u"ssh://ops@bastion:2222"_s;
    QVERIFY(profiles::problem(p).isEmpty());
    p.passwordCommand = u"vault read -field=password db/creds/ro\nrm -rf ~"_s;
    QVERIFY(profiles::problem(p).contains(u"one line"_s));
    p.passwordCommand = u"vault read -field=password db/creds/ro"_s;
    QVERIFY(profiles::problem(p).isEmpty());

    QTemporaryDir dir;
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    QString error;
    QVERIFY(!profiles::save(s, { p, p }, &error));
    QCOMPARE(error, u"Two profiles are named \"prod\"."_s);
}

void tst_Profiles::aHandEditedPasswordIsDroppedOnLoad()
{
    QTemporaryDir dir;
    QFile f(settingsPath(dir));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[profiles]\nsize=2\n"
            "1\\name=prod\n1\\dsn=host=db.prod password=hunter2 dbname=app\n"
            "2\\name=\n2\\dsn=host=nameless\n");
    f.close();
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    QStringList warnings;
    const QList<Profile> read = profiles::load(s, &warnings);
    QCOMPARE(read.size(), 1);
    QCOMPARE(read.first().dsn, u"host=db.prod dbname=app"_s); // host first, as written
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings.join(u'\n').contains(u"held a password"_s));
    QVERIFY(!warnings.join(u'\n').contains(u"hunter"_s));
}

void tst_Profiles::withoutSecretsKeepsEverythingElse()
{
    Profile p = production();
    QVERIFY(!profiles::hasSecret(p));
    QCOMPARE(profiles::withoutSecrets(p), p); // untouched when nothing to strip, a URI too
    p.dsn = u"postgresql://support:hunter2@db:6432/app?sslmode=require"_s;
    QVERIFY(profiles::hasSecret(p));
    Profile stripped = profiles::withoutSecrets(p);
    QCOMPARE(stripped.dsn, u"host=db port=6432 dbname=app user=support sslmode=require"_s);
    QCOMPARE(stripped.readDsn, p.readDsn); // no secret there: as it was written
    QVERIFY(!profiles::hasSecret(stripped));
    QVERIFY(profiles::problem(stripped).isEmpty());

    p = production();
    p.readDsn = u"host=replica application_name='my app' sslpassword=x"_s;
    QVERIFY(profiles::hasSecret(p));
    stripped = profiles::withoutSecrets(p);
    QCOMPARE(stripped.dsn, p.dsn);
    QCOMPARE(stripped.readDsn, u"host=replica application_name='my app'"_s);

    p.readDsn = u"host=db passfile=/home/x/.pgpass"_s; // a file, not a secret
    QVERIFY(!profiles::hasSecret(p));
    p.readDsn = u"host='db password=hunter2"_s; // libpq cannot parse it: problem() says so
    QVERIFY(!profiles::hasSecret(p));
    QCOMPARE(profiles::withoutSecrets(p), p);
    QVERIFY(profiles::problem(p).startsWith(u"The read connection string is not valid: "_s));
    QVERIFY(!profiles::problem(p).contains(u"hunter2"_s));
}

// What the connection dialog asks of models/ instead of db/.
void tst_Profiles::connectionStringsForTheDialogs()
{
    const QByteArray savedService = qgetenv("PGSERVICE");
    const QByteArray savedPassword = qgetenv("PGPASSWORD");
    const auto restore = qScopeGuard([&] {
        for (const auto &[name, value] : { std::pair { "PGSERVICE", savedService },
                                           std::pair { "PGPASSWORD", savedPassword } }) {
            if (value.isNull())
                qunsetenv(name);
            else
                qputenv(name, value);
        }
    });
    qputenv("PGSERVICE", "fromenv");
    qputenv("PGPASSWORD", "Zq7env");

    const connectionstrings::Check bad = connectionstrings::check(u"host=db db_password=Zq7"_s);
    QVERIFY(bad.error.startsWith(u"The connection string is not valid: "_s));
    QVERIFY(bad.error.contains(u"db_password"_s));
    QVERIFY(!bad.error.contains(u"Zq7"_s));
    QVERIFY(bad.service.isEmpty());
    QCOMPARE(connectionstrings::check(u"service='my svc'"_s).service, u"my svc"_s);
    QCOMPARE(connectionstrings::check(u"host=db"_s).service, u"fromenv"_s);
    QVERIFY(connectionstrings::check(QString()).error.isEmpty());
    QCOMPARE(connectionstrings::serviceDsn(u"my svc"_s), u"service='my svc'"_s);

    bool removed = true;
    QCOMPARE(connectionstrings::editable(u"postgresql://u@db/app"_s, &removed),
             u"postgresql://u@db/app"_s);
    QVERIFY(!removed);
    QCOMPARE(connectionstrings::editable(u"postgresql://u:Zq7@db/app"_s, &removed),
             u"host=db dbname=app user=u"_s);
    QVERIFY(removed);
    QCOMPARE(connectionstrings::editable(u"host='db password=Zq7"_s, &removed), QString());
    QVERIFY(!removed);

    bool listed = false;
    for (const connectionstrings::EnvironmentSetting &e : connectionstrings::libpqEnvironment()) {
        QVERIFY(!e.value.contains(u"Zq7"_s));
        if (e.name == u"PGPASSWORD"_s) {
            listed = true;
            QVERIFY(e.secret);
            QVERIFY(e.value.isEmpty());
        }
        if (e.name == u"PGSERVICE"_s)
            QCOMPARE(e.value, u"fromenv"_s);
    }
    QVERIFY(listed);
}

void tst_Profiles::importFromAServiceFile()
{
    QStringList warnings;
    const QList<PgService> services = pgservicefile::parse(
        u"[prod]\nhost=db.prod\ndbname=app\nuser=support\npassword=hunter2\n\n"
        "[staging]\nhost=db.stg\napplication_name=support console\n\n"
        "[broken]\nhost=x\nnosuchkeyword=1\n\n"
        "[mine]\nhost=elsewhere\n"_s,
        u"/tmp/pg_service.conf"_s, &warnings);
    QCOMPARE(services.size(), 4);

    Profile mine;
    mine.name = u"mine"_s;
    mine.dsn = u"host=kept"_s;
    QList<Profile> list { mine };
    const profiles::ImportResult r = profiles::importServices(&list, services);
    QCOMPARE(r.added.size(), 3);
    QCOMPARE(list.size(), 4);
    QCOMPARE(list.at(0).dsn, u"host=kept"_s); // the operator's own profile wins
    QCOMPARE(list.at(1).name, u"prod"_s);
    QCOMPARE(list.at(1).dsn, u"host=db.prod dbname=app user=support"_s);
    QCOMPARE(list.at(2).name, u"staging"_s);
    QCOMPARE(list.at(2).dsn, u"host=db.stg application_name='support console'"_s);
    // The parser already left out what libpq would refuse, and said so in its warnings.
    QCOMPARE(list.at(3).dsn, u"host=x"_s);
    QVERIFY(warnings.join(u'\n').contains(u"nosuchkeyword"_s));
    for (const Profile &p : std::as_const(list))
        QVERIFY2(profiles::problem(p).isEmpty(), qPrintable(profiles::problem(p)));

    const QString notes = r.notes.join(u'\n');
    QCOMPARE(r.notes.size(), 2);
    QVERIFY(notes.contains(u"\"prod\": its password was left out"_s));
    QVERIFY(notes.contains(u"\"mine\": a profile of that name exists"_s));
    QVERIFY(!notes.contains(u"hunter"_s));

    // A section that does not make a valid connection string is not imported.
    const profiles::ImportResult bad = profiles::importServices(
        &list, { PgService { u"odd"_s, { { u"nosuchkeyword"_s, u"1"_s } }, QString() } });
    QVERIFY(bad.added.isEmpty());
    QCOMPARE(list.size(), 4);
    QCOMPARE(bad.notes.size(), 1);
    QVERIFY(bad.notes.first().startsWith(
        u"Service \"odd\" was not imported: The connection string is not valid"_s));

    // What was imported can be stored as it is.
    QTemporaryDir dir;
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    QString error;
    QVERIFY2(profiles::save(s, list, &error), qPrintable(error));
    QCOMPARE(profiles::load(s), list);
}

void tst_Profiles::windowTitleNamesTheProfile()
{
    QCOMPARE(profiles::windowTitle(u"production"_s), u"production — PoolScope"_s);
}

// A level mistyped in a hand-edited file was meant to guard something: it reads as the
// strongest, and the operator is told; an older file without the key reads as Confirm.
void tst_Profiles::anUnknownProtectionReadsAsReadOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile f(settingsPath(dir));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[profiles]\n1\\name=prod\n1\\dsn=host=db\n1\\protection=readonly\n"
                "2\\name=old\n2\\dsn=host=db2\nsize=2\n");
    }
    QSettings s(settingsPath(dir), QSettings::IniFormat);
    QStringList warnings;
    const QList<Profile> read = profiles::load(s, &warnings);
    QCOMPARE(read.size(), 2);
    QCOMPARE(read.at(0).protection, Protection::ReadOnly);
    QCOMPARE(read.at(1).protection, Protection::Confirm);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(u"\"readonly\""_s), qPrintable(warnings.first()));
    for (Protection level : profiles::protectionLevels())
        QCOMPARE(profiles::protectionFromKey(profiles::protectionKey(level)), level);
}

QTEST_GUILESS_MAIN(tst_Profiles)
#include "tst_profiles.moc"

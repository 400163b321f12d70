#include "db/pgservicefile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

using namespace Qt::StringLiterals;

class tst_PgServiceFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sectionsInFileOrder();
    void commentsBlankLinesAndCrlf();
    void spacesAroundEqualsAreTrimmedWithAWarning();
    void duplicateKeywordKeepsTheFirst();
    void duplicateSectionKeepsTheFirst();
    void malformedLinesWarnAndNeverQuoteValues();
    void emptyTextAndNoWarningList();
    void redactedSummaryMasksPasswords();
    void passwordLikeNamesAreNoKeywords();
    void searchPathsFollowLibpq();
    void loadAllUserFileWinsWholeSections();
    void loadAllSkipsMissingAndWarnsOnDirectories();
};

namespace {

// Sets (or unsets, with std::nullopt) an environment variable for one scope.
class EnvGuard
{
public:
    EnvGuard(const char *name, const std::optional<QString> &value)
        : m_name(name), m_wasSet(qEnvironmentVariableIsSet(name)), m_old(qgetenv(name))
    {
        if (value)
            qputenv(name, value->toUtf8());
        else
            qunsetenv(name);
    }
    ~EnvGuard()
    {
        if (m_wasSet)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }
    EnvGuard(const EnvGuard &) = delete;
    EnvGuard &operator=(const EnvGuard &) = delete;

private:
    const char *m_name;
    bool m_wasSet;
    QByteArray m_old;
};

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    return f.write(content) == content.size();
}

using Settings = QList<std::pair<QString, QString>>;

} // namespace

void tst_PgServiceFile::sectionsInFileOrder()
{
    QStringList warnings;
    const auto services = pgservicefile::parse(u"[prod]\nhost=db.prod\nport=5432\ndbname=app\n\n"
                                               "[staging]\nhost=db.stg\nuser=support\n"_s,
                                               u"/etc/x/pg_service.conf"_s, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(services.size(), 2);
    QCOMPARE(services[0].name, u"prod"_s);
    QCOMPARE(services[0].settings,
             (Settings { { u"host"_s, u"db.prod"_s },
                         { u"port"_s, u"5432"_s },
                         { u"dbname"_s, u"app"_s } }));
    QCOMPARE(services[0].sourceFile, u"/etc/x/pg_service.conf"_s);
    QCOMPARE(services[1].name, u"staging"_s);
    QCOMPARE(services[1].settings,
             (Settings { { u"host"_s, u"db.stg"_s }, { u"user"_s, u"support"_s } }));
}

void tst_PgServiceFile::commentsBlankLinesAndCrlf()
{
    QStringList warnings;
    const auto services
        = pgservicefile::parse(u"# leading comment\r\n\r\n  [a]  \r\n   # indented comment\r\n"
                               "\thost=h1\t\r\n\r\n[b] trailing text is ignored, as libpq does\r\n"
                               "dbname=d # not a comment: libpq keeps it\r\n"_s,
                               u"f"_s, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(services.size(), 2);
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"h1"_s } }));
    QCOMPARE(services[1].name, u"b"_s);
    QCOMPARE(services[1].settings,
             (Settings { { u"dbname"_s, u"d # not a comment: libpq keeps it"_s } }));
}

void tst_PgServiceFile::spacesAroundEqualsAreTrimmedWithAWarning()
{
    QStringList warnings;
    const auto services
        = pgservicefile::parse(u"[a]\nhost = h1\ndbname= d1\n"_s, u"f"_s, &warnings);
    QCOMPARE(services.size(), 1);
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"h1"_s }, { u"dbname"_s, u"d1"_s } }));
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].startsWith(u"f:2: "_s));
    QVERIFY(warnings[0].contains(u"refuses"_s));
    QVERIFY(warnings[1].startsWith(u"f:3: "_s));
}

void tst_PgServiceFile::duplicateKeywordKeepsTheFirst()
{
    QStringList warnings;
    const auto services
        = pgservicefile::parse(u"[a]\nhost=first\nhost=second\n"_s, u"f"_s, &warnings);
    QCOMPARE(services.size(), 1);
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"first"_s } }));
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings[0].startsWith(u"f:3: "_s));
    QVERIFY(!warnings[0].contains(u"second"_s));
}

void tst_PgServiceFile::duplicateSectionKeepsTheFirst()
{
    QStringList warnings;
    const auto services = pgservicefile::parse(
        u"[a]\nhost=h1\n[b]\nhost=hb\n[a]\nhost=h3\nport=1\n"_s, u"f"_s, &warnings);
    QCOMPARE(services.size(), 2);
    QCOMPARE(services[0].name, u"a"_s);
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"h1"_s } }));
    QCOMPARE(services[1].name, u"b"_s);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings[0].startsWith(u"f:5: "_s));
    QVERIFY(warnings[0].contains(u"first at line 1"_s));
}

void tst_PgServiceFile::malformedLinesWarnAndNeverQuoteValues()
{
    QStringList warnings;
    const QString text = u"host=stray-host\n"
                         "[ok]\n"
                         "Hunter2NoEquals\n"
                         "=orphanvalue\n"
                         "bogus=1\n"
                         "service=other\n"
                         "password=s3cret\n"
                         "[unterminated\n"
                         "host=ignored1\n"
                         "[]\n"
                         "host=ignored2\n"
                         "[ok2]\n"
                         "port=5433\n"_s;
    const auto services = pgservicefile::parse(text, u"f"_s, &warnings);
    QCOMPARE(services.size(), 2);
    QCOMPARE(services[0].name, u"ok"_s);
    QCOMPARE(services[0].settings, (Settings { { u"password"_s, u"s3cret"_s } }));
    QCOMPARE(services[1].settings, (Settings { { u"port"_s, u"5433"_s } }));
    const QStringList expectedPrefixes { u"f:1: "_s, u"f:3: "_s, u"f:4: "_s, u"f:5: "_s,
                                         u"f:6: "_s, u"f:8: "_s, u"f:10: "_s };
    QCOMPARE(warnings.size(), expectedPrefixes.size());
    for (int i = 0; i < warnings.size(); ++i)
        QVERIFY2(warnings[i].startsWith(expectedPrefixes[i]), qPrintable(warnings[i]));
    QVERIFY(warnings[3].contains(u"unknown keyword \"bogus\""_s));
    for (const QString &w : std::as_const(warnings)) {
        for (const auto &secret : { u"Hunter2"_s, u"orphanvalue"_s, u"s3cret"_s, u"stray-host"_s })
            QVERIFY2(!w.contains(secret), qPrintable(w));
    }
}

void tst_PgServiceFile::emptyTextAndNoWarningList()
{
    QVERIFY(pgservicefile::parse(QString(), u"f"_s, nullptr).isEmpty());
    QVERIFY(pgservicefile::parse(u"\n\n# only comments\n"_s, u"f"_s, nullptr).isEmpty());
    // Malformed input with no list to warn into must still parse what it can.
    const auto services
        = pgservicefile::parse(u"junk\n[a\n[b]\nnoequals\nhost=h\n"_s, QString(), nullptr);
    QCOMPARE(services.size(), 1);
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"h"_s } }));
    QStringList warnings;
    pgservicefile::parse(u"[a]\nnoequals\n"_s, QString(), &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings[0].startsWith(u"(text):2: "_s));
}

void tst_PgServiceFile::redactedSummaryMasksPasswords()
{
    PgService s;
    s.name = u"prod"_s;
    s.settings = { { u"host"_s, u"db"_s },
                   { u"port"_s, u"5432"_s },
                   { u"dbname"_s, u"app"_s },
                   { u"user"_s, u"x"_s },
                   { u"password"_s, u"s3cret"_s } };
    QCOMPARE(pgservicefile::redactedSummary(s),
             u"host=db port=5432 dbname=app user=x password=********"_s);
    s.settings = { { u"sslpassword"_s, u"keypass"_s },
                   { u"options"_s, u"-c search_path=a"_s },
                   { u"application_name"_s, QString() },
                   { u"user"_s, u"o'brien"_s } };
    const QString summary = pgservicefile::redactedSummary(s);
    QCOMPARE(
        summary,
        u"sslpassword=******** options='-c search_path=a' application_name='' user='o\\'brien'"_s);
    QVERIFY(!summary.contains(u"keypass"_s));
    QCOMPARE(pgservicefile::redactedSummary(PgService {}), QString());
}

// Secrets are libpq's (ConnectionParams::isSecret); a name that merely contains "password"
// is a keyword libpq refuses: left out with a warning naming it, its value never shown.
void tst_PgServiceFile::passwordLikeNamesAreNoKeywords()
{
    QStringList warnings;
    const auto services = pgservicefile::parse(
        u"[a]\nhost=db\ndb_password=Zq7one\nPASSWORD=Zq7two\nsslpassword=Zq7three\n"
        "passfile=/home/x/.pgpass\n"_s,
        u"f"_s, &warnings);
    QCOMPARE(services.size(), 1);
    QCOMPARE(services[0].settings,
             (Settings { { u"host"_s, u"db"_s },
                         { u"sslpassword"_s, u"Zq7three"_s },
                         { u"passfile"_s, u"/home/x/.pgpass"_s } }));
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(u"unknown keyword \"db_password\""_s));
    QVERIFY(warnings[1].contains(u"unknown keyword \"PASSWORD\""_s));
    const QString summary = pgservicefile::redactedSummary(services[0]);
    QCOMPARE(summary, u"host=db sslpassword=******** passfile=/home/x/.pgpass"_s);
    for (const QString &text : warnings + QStringList { summary })
        QVERIFY2(!text.contains(u"Zq7"_s), qPrintable(text));
}

void tst_PgServiceFile::searchPathsFollowLibpq()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    {
        EnvGuard h("HOME", home.path());
        EnvGuard f("PGSERVICEFILE", std::nullopt);
        EnvGuard s("PGSYSCONFDIR", std::nullopt);
        QCOMPARE(pgservicefile::searchPaths(),
                 (QStringList { home.path() + u"/.pg_service.conf"_s,
                                u"/etc/postgresql-common/pg_service.conf"_s }));
    }
    {
        EnvGuard f("PGSERVICEFILE", u"/tmp/mine.conf"_s);
        EnvGuard s("PGSYSCONFDIR", u"/opt/pg/etc"_s);
        QCOMPARE(pgservicefile::searchPaths(),
                 (QStringList { u"/tmp/mine.conf"_s, u"/opt/pg/etc/pg_service.conf"_s }));
    }
    {
        // Set but empty: libpq looks at no user file at all, not at ~/.pg_service.conf.
        EnvGuard f("PGSERVICEFILE", QString());
        EnvGuard s("PGSYSCONFDIR", u"/opt/pg/etc"_s);
        QCOMPARE(pgservicefile::searchPaths(), (QStringList { u"/opt/pg/etc/pg_service.conf"_s }));
    }
}

void tst_PgServiceFile::loadAllUserFileWinsWholeSections()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString user = dir.filePath(u"user.conf"_s);
    QVERIFY(QDir(dir.path()).mkdir(u"sys"_s));
    const QString system = dir.filePath(u"sys/pg_service.conf"_s);
    QVERIFY(writeFile(user, "[prod]\nhost=user-host\n[mine]\nhost=m\n"));
    QVERIFY(writeFile(system, "[other]\nhost=o\n[prod]\nhost=sys-host\nport=6543\n"));
    EnvGuard f("PGSERVICEFILE", user);
    EnvGuard s("PGSYSCONFDIR", dir.filePath(u"sys"_s));

    QStringList warnings;
    const auto services = pgservicefile::loadAll(&warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(services.size(), 3);
    QCOMPARE(services[0].name, u"prod"_s);
    QCOMPARE(services[0].sourceFile, user);
    // Not merged: the system file's port does not leak into the user's prod.
    QCOMPARE(services[0].settings, (Settings { { u"host"_s, u"user-host"_s } }));
    QCOMPARE(services[1].name, u"mine"_s);
    QCOMPARE(services[2].name, u"other"_s);
    QCOMPARE(services[2].sourceFile, system);

    // Without PGSERVICEFILE, ~/.pg_service.conf is the user file.
    EnvGuard f2("PGSERVICEFILE", std::nullopt);
    EnvGuard h("HOME", dir.path());
    QVERIFY(writeFile(dir.filePath(u".pg_service.conf"_s), "[prod]\nhost=home-host\n"));
    const auto fromHome = pgservicefile::loadAll(nullptr);
    QCOMPARE(fromHome.size(), 2);
    QCOMPARE(fromHome[0].settings, (Settings { { u"host"_s, u"home-host"_s } }));
    QCOMPARE(fromHome[1].name, u"other"_s);
}

void tst_PgServiceFile::loadAllSkipsMissingAndWarnsOnDirectories()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        EnvGuard f("PGSERVICEFILE", dir.filePath(u"missing.conf"_s));
        EnvGuard s("PGSYSCONFDIR", dir.filePath(u"nowhere"_s));
        QStringList warnings;
        QVERIFY(pgservicefile::loadAll(&warnings).isEmpty());
        QVERIFY(warnings.isEmpty());
    }
    {
        EnvGuard f("PGSERVICEFILE", dir.path());
        EnvGuard s("PGSYSCONFDIR", dir.filePath(u"nowhere"_s));
        QStringList warnings;
        QVERIFY(pgservicefile::loadAll(&warnings).isEmpty());
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings[0].startsWith(dir.path()));
    }
}

QTEST_GUILESS_MAIN(tst_PgServiceFile)
#include "tst_pgservicefile.moc"

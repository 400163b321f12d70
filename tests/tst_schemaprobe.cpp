#include "db/lookup/lookupfunction.h"
#include "db/lookup/lookupquery.h"
#include "db/queries/schemaprobe.h"
#include "db/schemarequirements.h"
#include "tests/support/jobrunner.h"

using namespace Qt::StringLiterals;

// The schema probe against the contract, a damaged schema, a role without privileges and a
// read-only session.
class tst_SchemaProbe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fullContract();
    void missingTablesAndColumnsAreNamed();
    void roleWithoutPrivileges();
    void schemaWithoutUsage();
    void readOnlySession();
    void consoleIndexesPresentOrListed();
    void lookupFunctionOnlyWhereTheRoleMayCallIt();

private:
    void probeAs(const QString &dsn, SchemaInfo *info);
};

void tst_SchemaProbe::fullContract()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(info);
    QVERIFY(info->probed);
    QCOMPARE(info->database, db->name());
    QVERIFY(info->superuser);
    QVERIFY(info->canSignalBackend);
    QVERIFY(!info->readOnly());
    for (const auto &reqs : { requirements::tasks(), requirements::taskLeases(),
                              requirements::deliveries(), requirements::alarmDebt(),
                              requirements::replays(), requirements::sinkLeases(FeedTable()) })
        QCOMPARE(info->unmet(reqs), QStringList());
    QVERIFY(info->relation(u"tasks"_s)->canUpdate);
    QVERIFY(
        !info->relation(u"poolscope_audit"_s)->exists); // optional, not in the upstream template
    QCOMPARE(info->missingConsoleIndexes().size(), info->consoleIndexes.size());
    QVERIFY(info->consoleIndexes.size() >= 8);
}

void tst_SchemaProbe::missingTablesAndColumnsAreNamed()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"DROP TABLE alarm.alarm_deliveries; ALTER TABLE tasks DROP COLUMN lease_token"_s));
    JobRunner runner(*db);
    const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(info);
    QCOMPARE(info->unmet(requirements::alarmDebt()),
             QStringList { u"the table alarm.alarm_deliveries does not exist"_s });
    QCOMPARE(info->unmet(requirements::tasks()),
             QStringList { u"tasks has no column lease_token"_s });
    QCOMPARE(info->unmet(requirements::deliveries()), QStringList());
    FeedTable elsewhere;
    elsewhere.schema = u"nowhere"_s;
    const auto other = runner.value<SchemaInfo>(schemaprobe::job(elsewhere));
    QCOMPARE(other->unmet(requirements::sinkLeases(elsewhere)),
             QStringList { u"the table \"nowhere\".\"feed_cursors\" does not exist"_s });
}

// The probe on a connection of its own, as `dsn` connects (a role with fewer rights).
void tst_SchemaProbe::probeAs(const QString &dsn, SchemaInfo *info)
{
    DbClient client;
    QVERIFY(startLive(client, testConfig(dsn)));
    std::optional<DbReply> reply;
    client.submit(schemaprobe::job(FeedTable()), this, [&](const DbReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    QVERIFY2(!reply->error.isError(), qPrintable(reply->error.summary()));
    *info = reply->value.value<SchemaInfo>();
}

void tst_SchemaProbe::roleWithoutPrivileges()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString role = u"probe_reader_"_s + db->name().right(12);
    QVERIFY(db->exec(u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN; GRANT SELECT ON tasks TO %1;"
                     " GRANT USAGE ON SCHEMA alarm TO %1"_s.arg(role)));
    {
        SchemaInfo info;
        probeAs(db->dsn() + u" user="_s + role, &info);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(info.currentUser, role);
        QVERIFY(!info.superuser);
        QVERIFY(!info.canSignalBackend);
        QVERIFY(info.relation(u"tasks"_s)->canSelect);
        QVERIFY(!info.relation(u"tasks"_s)->canUpdate);
        QCOMPARE(
            info.unmet(requirements::deliveries()),
            QStringList {
                u"the role %1 may not read notification_deliveries (no SELECT privilege)"_s.arg(
                    role) });
    }
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

void tst_SchemaProbe::schemaWithoutUsage()
{
    // A support role granted the public schema only: the probe answers (it used to fail whole
    // with "permission denied for schema alarm"), and says the alarm tables are there but
    // unreadable, even where a table grant exists without USAGE on its schema.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString role = u"probe_nousage_"_s + db->name().right(12);
    QVERIFY(db->exec(u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN; GRANT SELECT ON tasks TO %1;"
                     " GRANT SELECT ON alarm.alerts TO %1"_s.arg(role)));
    {
        SchemaInfo info;
        probeAs(db->dsn() + u" user="_s + role, &info);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(info.relation(u"tasks"_s)->canSelect);
        QVERIFY(info.relation(u"alarm.alerts"_s)->exists);
        QVERIFY(!info.relation(u"alarm.alerts"_s)->canSelect);
        QVERIFY(!info.relation(u"alarm.alerts"_s)->columns.isEmpty());
        QVERIFY(!info.unmet(requirements::alarmDebt()).isEmpty());
    }
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

void tst_SchemaProbe::readOnlySession()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"ALTER DATABASE \"%1\" SET default_transaction_read_only = on"_s.arg(db->name())));
    JobRunner runner(*db);
    const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(info);
    QVERIFY(info->readOnly());
    QVERIFY(info->readOnlyReason().contains(u"default_transaction_read_only"_s));
}

void tst_SchemaProbe::consoleIndexesPresentOrListed()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    JobRunner runner(*db);
    const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(info);
    QVERIFY(info->missingConsoleIndexes().isEmpty());
    QVERIFY(info->hasIndex(u"poolscope_tasks_message_id_idx"_s));
    for (const ConsoleIndex &i : info->consoleIndexes) {
        QVERIFY(i.ddl.startsWith(u"CREATE INDEX CONCURRENTLY IF NOT EXISTS "_s + i.name));
        QVERIFY(!i.purpose.isEmpty());
    }
}

// The lookup's function (db/schema/optional/console-lookup.sql) counts where it exists in this
// console's version and the role may execute it; elsewhere the lookup sends its statement.
void tst_SchemaProbe::lookupFunctionOnlyWhereTheRoleMayCallIt()
{
    {
        POOLSCOPE_TEST_DATABASE(upstream, TestDatabase::Template::Upstream);
        JobRunner runner(*upstream);
        const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
        QVERIFY(info);
        QVERIFY(info->functions.isEmpty());
        QVERIFY(!lookup::schemaFrom(*info).trailsFunction);
        QVERIFY(!lookup::schemaFrom(*info).alarmsFunction);
    }
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    {
        JobRunner runner(*db);
        const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
        QVERIFY(info);
        const QStringList both = lookup::lookupFunctionSignatures();
        QCOMPARE(info->functions, QSet<QString>(both.begin(), both.end()));
        QVERIFY(lookup::usesTrailsFunction(lookup::schemaFrom(*info)));
        QVERIFY(lookup::usesAlarmsFunction(lookup::schemaFrom(*info)));
    }
    const QString role = u"probe_noexec_"_s + db->name().right(12);
    QVERIFY(db->exec(
        u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN; GRANT SELECT ON tasks, task_replays TO %1;"
        " REVOKE EXECUTE ON FUNCTION %2, %3 FROM PUBLIC"_s.arg(
            role, lookup::trailsFunctionSignature(), lookup::alarmsFunctionSignature())));
    {
        SchemaInfo info;
        probeAs(db->dsn() + u" user="_s + role, &info);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(info.functions.isEmpty());
        QVERIFY(!lookup::schemaFrom(info).trailsFunction);
        QVERIFY(!lookup::schemaFrom(info).alarmsFunction);
    }
    // Another version of the function (another console's) is not this console's.
    QVERIFY(db->exec(u"ALTER FUNCTION %1 RENAME TO poolscope_lookup_trails_00000000"_s.arg(
        lookup::trailsFunctionSignature())));
    JobRunner runner(*db);
    const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(info);
    QCOMPARE(info->functions, QSet<QString> { lookup::alarmsFunctionSignature() });
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

QTEST_GUILESS_MAIN(tst_SchemaProbe)
#include "tst_schemaprobe.moc"

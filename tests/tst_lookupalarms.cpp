#include "db/lookup/lookupexport.h"
#include "db/queries/schemaprobe.h"
#include "tests/lookupworld.h"

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup's alarm section against the contract: each device's standing towards the latest
// trigger, the verdict per alert, the section failing alone, and what the probe tells it.
class tst_LookupAlarms : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void alarmStanding();
    void alarmSectionFailsAlone();
    void schemaFromProbe();
    void searchedSubscriptionSurvivesTheCap();
};

void tst_LookupAlarms::alarmStanding()
{
    WORLD(db, true);
    LookupResult r = lookupOf(query(LookupKind::AlertId, 0, A1));
    QCOMPARE(r.alarms.size(), 1);
    const AlarmStanding &a = r.alarms[0];
    QCOMPARE(a.alertName, u"Front door"_s);
    QCOMPARE(a.latestEventId, u"00000000-0000-0000-0000-0000000000e1"_s);
    QCOMPARE(a.latestEventKind, u"trigger"_s);
    QCOMPARE(a.verdict, AlarmVerdict::Owed);
    QCOMPARE(a.verdictText, u"1 device still owes"_s);
    QCOMPARE(a.subscriptions.size(), 4);
    QHash<QString, DeviceStanding> by;
    for (const DeviceStanding &d : a.subscriptions)
        by.insert(d.subscriptionId.right(2), d);
    QCOMPARE(by[u"b1"_s].status, DeviceStatus::Owes);
    QVERIFY(by[u"b1"_s].pending && by[u"b1"_s].owedSince);
    QCOMPARE(by[u"b1"_s].owedCount, 2); // it also still owes the trigger of five days ago
    QCOMPARE(by[u"b2"_s].status, DeviceStatus::Acked);
    QVERIFY(by[u"b2"_s].ackedAt && !by[u"b2"_s].pending && !by[u"b2"_s].owedSince);
    QCOMPARE(by[u"b3"_s].status, DeviceStatus::Disabled);
    QCOMPARE(by[u"b4"_s].status, DeviceStatus::NotNotified);
    QVERIFY(r.summary.startsWith(u"Pixel 8 still owes the "_s));
    QVERIFY(r.summary.endsWith(u"Front door alarm (offline for 3 days)"_s));

    r = lookupOf(query(LookupKind::AccountId, 7));
    QCOMPARE(r.alarms.size(), 2);
    QCOMPARE(r.alarms[1].alertName, u"Garage"_s);
    QCOMPARE(r.alarms[1].verdict, AlarmVerdict::NoTrigger);
    r = lookupOf(query(LookupKind::SubscriptionId, 0, u"00000000-0000-0000-0000-0000000000b3"_s));
    QVERIFY2(r.summary.startsWith(u"Old phone is disabled for the Front door alarm"_s), qPrintable(r.summary));
    r = lookupOf(query(LookupKind::AccountId, 8));
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::AllAcked);
    QCOMPARE(r.alarms[0].latestEventKind, QString()); // its event row is gone: no foreign key
}


void tst_LookupAlarms::alarmSectionFailsAlone()
{
    WORLD(db, false);
    QVERIFY(db->exec(u"DROP SCHEMA alarm CASCADE"_s));
    const LookupResult r = lookupOf(query(LookupKind::MessageId, 500));
    QVERIFY(!r.error.isError());
    QCOMPARE(r.trails.size(), 1);
    QCOMPARE(r.alarmsError.kind, DbErrorKind::UndefinedObject);
    QVERIFY(lookup::ticketText(r).contains(u"could not be read"_s));
    // Told by the probe, the lookup does not ask.
    LookupSchema s = schemaFor(false);
    s.alarmsReadable = false;
    const auto quiet = runner.value<LookupResult>(lookup::lookupJob(query(LookupKind::MessageId, 500), s));
    QVERIFY(!quiet->alarmsError.isError());
    QCOMPARE(lookup::statements(query(LookupKind::MessageId, 500), s).size(), 2);
}


void tst_LookupAlarms::schemaFromProbe()
{
    for (const bool indexed : { false, true }) {
        POOLSCOPE_TEST_DATABASE(db, indexed ? TestDatabase::Template::Indexed : TestDatabase::Template::Upstream);
        JobRunner runner(*db);
        const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable {}));
        QVERIFY(info);
        const LookupSchema s = lookup::schemaFrom(*info);
        QCOMPARE(s.tasksMessageIdIndex, indexed);
        QCOMPARE(s.tasksContactIdIndex, indexed);
        QVERIFY(s.replaysReadable && s.alarmsReadable);
    }
}

void tst_LookupAlarms::searchedSubscriptionSurvivesTheCap()
{
    WORLD(db, true);
    QVERIFY(db->exec(u"INSERT INTO alarm.subscriptions (id, alert_id, device_label)"
                     " SELECT ('00000000-0000-0000-0000-0000001000' || lpad(g::text, 2, '0'))::uuid,"
                     " '00000000-0000-0000-0000-0000000000a2', 'device ' || lpad(g::text, 2, '0') FROM generate_series(1, 60) g;"
                     " INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES"
                     " ('00000000-0000-0000-0000-0000000000ff', '00000000-0000-0000-0000-0000000000a2', 'zz last')"_s));
    const LookupResult r = lookupOf(query(LookupKind::SubscriptionId, 0, u"00000000-0000-0000-0000-0000000000FF"_s));
    QCOMPARE(r.alarms.size(), 1);
    const AlarmStanding &a = r.alarms[0];
    QCOMPARE(a.subscriptions.size(), 50);
    QVERIFY(a.moreSubscriptions);
    QCOMPARE(a.subscriptions[0].deviceLabel, u"zz last"_s);
    QVERIFY(a.subscriptions[0].searched);
    QVERIFY2(r.summary.startsWith(u"zz last: Garage never triggered"_s), qPrintable(r.summary));
}

QTEST_GUILESS_MAIN(tst_LookupAlarms)
#include "tst_lookupalarms.moc"

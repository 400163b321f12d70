#include "core/lookup/lookupexport.h"
#include "db/actions/ackdeliveries.h"
#include "db/lookup/ackattribution.h"
#include "db/lookup/lookupfunction.h"
#include "db/queries/schemaprobe.h"
#include "tests/support/lookupworld.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

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
    void operatorAckFromTheAudit();
    void deviceAckWithTheAuditTable();
    void operatorAckFromTheJournal();
    void ackNobodyRecorded();
};

namespace {

const QString B1 = u"00000000-0000-0000-0000-0000000000b1"_s;

// Ack, as PoolScope's Ack action does, everything Pixel 8 (b1) owes for the Front door alert.
ActionOutcome ackPixel(JobRunner &runner, bool auditTable)
{
    const auto preview = runner.value<AckPreview>(ackdeliveries::previewJob(A1, B1, {}));
    if (!preview || preview->keys.size() != 2)
        return {};
    const ActionContext c = ActionContext::make(7, u"customer called"_s, auditTable);
    return runner.value<ActionOutcome>(ackdeliveries::job({ preview->keys }, c))
        .value_or(ActionOutcome {});
}

const DeviceStanding *device(const LookupResult &r, const QString &subscriptionId)
{
    for (const AlarmStanding &a : r.alarms) {
        for (const DeviceStanding &d : a.subscriptions) {
            if (d.subscriptionId == subscriptionId)
                return &d;
        }
    }
    return nullptr;
}

bool timelineHas(const LookupResult &r, const QString &text)
{
    return std::any_of(r.timeline.cbegin(), r.timeline.cend(),
                       [&](const TimelineEvent &e) { return e.text == text; });
}

} // namespace

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
    QVERIFY2(r.summary.startsWith(u"Old phone is disabled for the Front door alarm"_s),
             qPrintable(r.summary));
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
    const auto quiet
        = runner.value<LookupResult>(lookup::lookupJob(query(LookupKind::MessageId, 500), s));
    QVERIFY(!quiet->alarmsError.isError());
    QCOMPARE(lookup::statements(query(LookupKind::MessageId, 500), s).size(), 2);
}

void tst_LookupAlarms::schemaFromProbe()
{
    for (const bool indexed : { false, true }) {
        POOLSCOPE_TEST_DATABASE(
            db, indexed ? TestDatabase::Template::Indexed : TestDatabase::Template::Upstream);
        JobRunner runner(*db);
        const auto info = runner.value<SchemaInfo>(schemaprobe::job(FeedTable {}));
        QVERIFY(info);
        const LookupSchema s = lookup::schemaFrom(*info);
        QCOMPARE(s.tasksMessageIdIndex, indexed);
        QCOMPARE(s.tasksContactIdIndex, indexed);
        QVERIFY(s.replaysReadable && s.alarmsReadable);
        QCOMPARE(s.auditReadable, indexed); // poolscope_audit is one of the optional objects
    }
}

void tst_LookupAlarms::searchedSubscriptionSurvivesTheCap()
{
    WORLD(db, true);
    QVERIFY(db->exec(
        u"INSERT INTO alarm.subscriptions (id, alert_id, device_label)"
        " SELECT ('00000000-0000-0000-0000-0000001000' || lpad(g::text, 2, '0'))::uuid,"
        " '00000000-0000-0000-0000-0000000000a2', 'device ' || lpad(g::text, 2, '0') FROM "
        "generate_series(1, 60) g;"
        " INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES"
        " ('00000000-0000-0000-0000-0000000000ff', '00000000-0000-0000-0000-0000000000a2', 'zz last')"_s));
    const LookupResult r
        = lookupOf(query(LookupKind::SubscriptionId, 0, u"00000000-0000-0000-0000-0000000000FF"_s));
    QCOMPARE(r.alarms.size(), 1);
    const AlarmStanding &a = r.alarms[0];
    QCOMPARE(a.subscriptions.size(), 50);
    QVERIFY(a.moreSubscriptions);
    QCOMPARE(a.subscriptions[0].deviceLabel, u"zz last"_s);
    QVERIFY(a.subscriptions[0].searched);
    QVERIFY2(r.summary.startsWith(u"zz last: Garage never triggered"_s), qPrintable(r.summary));
}

// An operator acked what Pixel 8 owed, on a database with poolscope_audit: the audit row says
// who, and the alert is not "every enabled device acked" — inline and through the function.
void tst_LookupAlarms::operatorAckFromTheAudit()
{
    WORLD(db, true);
    QCOMPARE(ackPixel(runner, true).result, ActionOutcome::Result::Done);
    LookupSchema withFunction = schemaFor(true);
    withFunction.alarmsFunction = true;
    QVERIFY(withFunction.auditReadable && lookup::usesAlarmsFunction(withFunction));
    for (const LookupSchema &s : { schemaFor(true), withFunction }) {
        const auto r
            = runner.value<LookupResult>(lookup::lookupJob(query(LookupKind::AlertId, 0, A1), s));
        QVERIFY(r);
        QVERIFY2(!r->error.isError(), qPrintable(r->error.summary()));
        const DeviceStanding *pixel = device(*r, B1);
        QVERIFY(pixel);
        QCOMPARE(pixel->status, DeviceStatus::AckedByOperator);
        QCOMPARE(pixel->ackOperatorId, 7);
        QCOMPARE(pixel->ackReason, u"customer called"_s);
        QVERIFY(!pixel->ackFromJournal);
        QCOMPARE(device(*r, u"00000000-0000-0000-0000-0000000000b2"_s)->status,
                 DeviceStatus::Acked); // iPad's own
        QCOMPARE(r->alarms[0].verdict, AlarmVerdict::ClearedByOperator);
        QCOMPARE(r->alarms[0].verdictText, u"cleared by operator 7, not acked by the device"_s);
        QVERIFY2(!r->summary.contains(u"very enabled device acked"_s), qPrintable(r->summary));
        QVERIFY2(r->summary.contains(u"Pixel 8 did not ack the "_s)
                     && r->summary.contains(u" Front door alarm: acked by"
                                            " operator 7 via PoolScope at "_s)
                     && r->summary.endsWith(u", reason: “customer called”"_s),
                 qPrintable(r->summary));
        QVERIFY(timelineHas(*r, u"operator 7 acked Front door for Pixel 8 via PoolScope"_s));
        QVERIFY(timelineHas(*r, u"iPad acked Front door"_s));
        const QString ticket = lookup::ticketText(*r);
        QVERIFY2(
            ticket.contains(
                u"by operator 7 via PoolScope, not by the device, reason: “customer called”"_s),
            qPrintable(ticket));
        const QString markdown = lookup::markdown(*r);
        QVERIFY2(
            markdown.contains(u"| acked_by_operator |"_s)
                && markdown.contains(
                    u" by operator 7 via PoolScope, not by the device, reason: “customer called” |"_s),
            qPrintable(markdown));
        QVERIFY(lookup::csv(*r).contains(
            u"acked by an operator via PoolScope, not by the device; reason: customer called"_s));
        const QJsonObject json = lookup::toJson(*r);
        const QJsonObject alarm = json[u"alarms"_s].toArray().at(0).toObject();
        QCOMPARE(alarm[u"verdict"_s].toString(), u"cleared_by_operator"_s);
        for (const QJsonValue &v : alarm[u"subscriptions"_s].toArray()) {
            const QJsonObject d = v.toObject();
            if (d[u"subscription_id"_s].toString() != B1)
                continue;
            QCOMPARE(d[u"status"_s].toString(), u"acked_by_operator"_s);
            QCOMPARE(d[u"acked_by"_s].toString(), u"operator"_s);
            QCOMPARE(d[u"ack_operator_id"_s].toInteger(), 7);
            QCOMPARE(d[u"ack_recorded_in"_s].toString(), u"audit"_s);
        }
    }
    // A message of the account: the alarm section is context, and still does not say Pixel 8 got
    // it.
    const LookupResult m = lookupOf(query(LookupKind::MessageId, 500));
    QVERIFY2(m.summary.contains(u"Pixel 8 did not ack the "_s), qPrintable(m.summary));
}

// A device's own ack (the alarm service sets acked_at), with poolscope_audit there and no row
// of it: the device acked.
void tst_LookupAlarms::deviceAckWithTheAuditTable()
{
    WORLD(db, true);
    QVERIFY(db->exec(
        u"UPDATE alarm.alarm_deliveries SET acked_at = now() WHERE subscription_id = '%1'"_s.arg(
            B1)));
    const LookupResult r = lookupOf(query(LookupKind::AlertId, 0, A1));
    QCOMPARE(device(r, B1)->status, DeviceStatus::Acked);
    QCOMPARE(device(r, B1)->ackedBy, AckedBy::Device);
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::AllAcked);
    QVERIFY2(r.summary.startsWith(u"Every enabled device acked the "_s), qPrintable(r.summary));
    QVERIFY(timelineHas(r, u"Pixel 8 acked Front door"_s));
    QVERIFY(lookup::ticketText(r).contains(u"Pixel 8 (android): acked "_s));
    QVERIFY(lookup::ticketText(r).contains(u" by the device; last seen"_s));
    QStringList ackedBy;
    for (const QJsonValue &d :
         lookup::toJson(r)[u"alarms"_s].toArray().at(0)[u"subscriptions"_s].toArray())
        ackedBy.append(d[u"subscription_id"_s].toString().right(2) + u'='
                       + d[u"acked_by"_s].toString(u"null"_s));
    ackedBy.sort();
    QCOMPARE(ackedBy, QStringList({ u"b1=device"_s, u"b2=device"_s, u"b3=null"_s, u"b4=null"_s }));
}

// Without poolscope_audit the operator's ack is known from this console's journal, as the
// window and the command line record it (JournalEntry → lookup::JournalAction).
void tst_LookupAlarms::operatorAckFromTheJournal()
{
    WORLD(db, false);
    const ActionOutcome o = ackPixel(runner, false);
    QCOMPARE(o.result, ActionOutcome::Result::Done);
    QVERIFY(!o.audited);
    LookupResult r = lookupOf(query(LookupKind::SubscriptionId, 0, B1));
    QCOMPARE(device(r, B1)->status, DeviceStatus::AckedUnattributed);
    const lookup::JournalAction journaled { QDateTime::currentMSecsSinceEpoch() * 1000,
                                            7,
                                            o.action,
                                            o.target,
                                            o.resultName(),
                                            u"customer called"_s };
    QCOMPARE(journaled.target, u"alarm:"_s + A1);
    QVERIFY(lookup::attributeJournalAcks(r, { journaled }));
    const DeviceStanding *pixel = device(r, B1);
    QCOMPARE(pixel->status, DeviceStatus::AckedByOperator);
    QVERIFY(pixel->ackFromJournal);
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::ClearedByOperator);
    QVERIFY2(r.summary.startsWith(u"Pixel 8 did not ack the "_s), qPrintable(r.summary));
    QVERIFY2(r.summary.contains(u"acked by operator 7 via PoolScope at "_s)
                 && r.summary.contains(u", reason: “customer called” (this console's journal)"_s),
             qPrintable(r.summary));
    // iPad's ack, forty minutes before, is not the journal's: nobody can tell whose it was.
    QCOMPARE(device(r, u"00000000-0000-0000-0000-0000000000b2"_s)->status,
             DeviceStatus::AckedUnattributed);
    QCOMPARE(lookup::toJson(r)[u"alarms"_s]
                 .toArray()
                 .at(0)[u"subscriptions"_s]
                 .toArray()
                 .at(0)[u"ack_recorded_in"_s]
                 .toString(),
             u"journal"_s);
}

// An ack neither the audit nor the journal recorded: the ledger cannot tell a device's from an
// operator's, and the answer says so instead of "acked".
void tst_LookupAlarms::ackNobodyRecorded()
{
    WORLD(db, false);
    QVERIFY(db->exec(
        u"UPDATE alarm.alarm_deliveries SET acked_at = now() WHERE subscription_id = '%1'"_s.arg(
            B1)));
    LookupResult r = lookupOf(query(LookupKind::SubscriptionId, 0, B1));
    QVERIFY(!lookup::attributeJournalAcks(r, {}));
    QCOMPARE(device(r, B1)->status, DeviceStatus::AckedUnattributed);
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::AckUnattributed);
    QVERIFY2(r.summary.startsWith(u"Pixel 8: the "_s)
                 && r.summary.contains(u" Front door alarm was acked at "_s)
                 && r.summary.contains(
                     u"(the ledger does not say whether by the device or an operator)"_s),
             qPrintable(r.summary));
    QVERIFY2(!r.summary.contains(u"very enabled device acked"_s), qPrintable(r.summary));
    r = lookupOf(query(LookupKind::AlertId, 0, A1));
    QVERIFY2(
        r.summary.contains(
            u"Front door alarm is acked for every enabled device (the ledger does not say whether"
            " by the devices or an operator)"_s),
        qPrintable(r.summary));
    QVERIFY(timelineHas(r, u"Front door acked for Pixel 8 (by the device or an operator)"_s));
    QVERIFY(lookup::ticketText(r).contains(
        u"(the ledger does not say whether by the device or an operator)"_s));
    QCOMPARE(lookup::toJson(r)[u"alarms"_s].toArray().at(0)[u"verdict"_s].toString(),
             u"acked_unattributed"_s);
}

QTEST_GUILESS_MAIN(tst_LookupAlarms)
#include "tst_lookupalarms.moc"

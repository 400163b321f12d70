#include "tests/poolsim/simtestsupport.h"
#include "tests/support/testdatabase.h"
#include "tools/poolsim/alarmstore.h"

#include <QTest>
#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;
using namespace poolsim;

// The alarm ledger of seed 002: a trigger writes exactly one row per enabled subscription in
// its own transaction, none for disabled ones; devices are replayed what they owe; acks are
// explicit and idempotent.
class tst_PoolsimAlarmStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneLedgerRowPerEnabledSubscription();
    void concurrentTriggersKeepTheInvariant();
    void replayAndAckAreIdempotent();
    void aFailedFanOutWritesNothing();
};

namespace {

// An alert with `enabled` enabled and `disabled` disabled subscriptions.
QString makeAlert(PgConn &conn, int enabled, int disabled)
{
    const auto alert = alarmstore::createAlert(conn, 1000, u"door"_s, nullptr);
    if (!alert)
        return {};
    for (int i = 0; i < enabled + disabled; ++i)
        alarmstore::createSubscription(conn, *alert, u"dev-%1"_s.arg(i), u"ios"_s, i < enabled, 10,
                                       nullptr);
    return *alert;
}

} // namespace

void tst_PoolsimAlarmStore::oneLedgerRowPerEnabledSubscription()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    const QString alert = makeAlert(*conn, 3, 2);
    QVERIFY(!alert.isEmpty());
    const auto t = alarmstore::trigger(*conn, alert, R"({"type":"alarm.trigger"})", nullptr);
    QVERIFY(t);
    QCOMPARE(t->ledgerRows, 3);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE event_id = $1"_s,
                        { t->eventId.toUtf8() }),
             u"3"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries d JOIN alarm.subscriptions s"
                        " ON s.id = d.subscription_id WHERE NOT s.enabled"_s),
             u"0"_s);
    QCOMPARE(db->scalar(u"SELECT state FROM alarm.alerts"_s), u"triggered"_s);
    // Only an armed alert triggers: a second trigger writes nothing at all.
    DbError error;
    QVERIFY(!alarmstore::trigger(*conn, alert, R"({})", &error));
    QVERIFY(!error.isError());
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_events"_s), u"1"_s);
    // Disarming adds an event and clears no debt; re-armed, it triggers again.
    QCOMPARE(alarmstore::disarm(*conn, alert, nullptr), std::optional<bool>(true));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL"_s),
             u"3"_s);
    QCOMPARE(alarmstore::rearm(*conn, alert, nullptr), std::optional<bool>(true));
    QVERIFY(alarmstore::trigger(*conn, alert, R"({})", nullptr));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries"_s), u"6"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT string_agg(kind, ',' ORDER BY created_at, kind DESC) FROM alarm.alarm_events"_s),
        u"trigger,disarm,trigger"_s);
}

void tst_PoolsimAlarmStore::concurrentTriggersKeepTheInvariant()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    QStringList alerts;
    for (int i = 0; i < 6; ++i)
        alerts.append(makeAlert(*conn, i % 4, i % 3));
    // Four owners hammer the same alerts: trigger, disarm, re-arm, in any interleaving.
    std::atomic<int> errors { 0 };
    std::vector<std::thread> owners;
    for (int o = 0; o < 4; ++o) {
        owners.emplace_back([&, o] {
            DbError error;
            auto mine = PgConn::open(db->dsn(), &error);
            for (int round = 0; mine && round < 40; ++round) {
                const QString &alert = alerts[(o + round) % alerts.size()];
                error = {};
                alarmstore::trigger(*mine, alert, R"({})", &error);
                if (error.isError())
                    ++errors;
                if (!alarmstore::disarm(*mine, alert, &error)
                    || !alarmstore::rearm(*mine, alert, &error))
                    ++errors;
            }
        });
    }
    for (auto &t : owners)
        t.join();
    QCOMPARE(errors.load(), 0);
    QVERIFY(db->scalar(u"SELECT count(*) FROM alarm.alarm_events WHERE kind = 'trigger'"_s).toInt()
            >= 6);
    // Exactly one row per enabled subscription per trigger, none for disabled ones.
    QCOMPARE(db->scalar(QString::fromLatin1(simtest::TriggersBreakingTheLedger)), u"0"_s);
    QCOMPARE(db->scalar(QString::fromLatin1(simtest::LedgerRowsOwedToNobody)), u"0"_s);
}

void tst_PoolsimAlarmStore::replayAndAckAreIdempotent()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    const QString alert = makeAlert(*conn, 2, 0);
    const auto first = alarmstore::trigger(*conn, alert, R"({})", nullptr);
    QVERIFY(first);
    alarmstore::disarm(*conn, alert, nullptr);
    alarmstore::rearm(*conn, alert, nullptr);
    const auto second = alarmstore::trigger(*conn, alert, R"({})", nullptr);
    QVERIFY(second);
    const QString sub
        = db->scalar(u"SELECT id FROM alarm.subscriptions ORDER BY device_label LIMIT 1"_s);
    QVERIFY(db->exec(u"UPDATE alarm.subscriptions SET last_seen_at = now() - interval '3 days'"_s));
    const auto owed = alarmstore::checkIn(*conn, alert, sub, nullptr);
    QVERIFY(owed);
    QCOMPARE(owed->size(), 2);
    QCOMPARE(owed->at(0).eventId, first->eventId); // oldest first
    QCOMPARE(
        db->scalar(
            u"SELECT last_seen_at > now() - interval '1 minute' FROM alarm.subscriptions WHERE id = $1"_s,
            { sub.toUtf8() }),
        u"t"_s);
    QCOMPARE(alarmstore::ack(*conn, alert, sub, first->eventId, nullptr),
             std::optional<bool>(true));
    QCOMPARE(alarmstore::ack(*conn, alert, sub, first->eventId, nullptr),
             std::optional<bool>(false));
    const auto still = alarmstore::checkIn(*conn, alert, sub, nullptr);
    QVERIFY(still);
    QCOMPARE(still->size(), 1);
    QCOMPARE(still->first().eventId, second->eventId);
    // The other device still owes both.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL"_s),
             u"3"_s);
}

void tst_PoolsimAlarmStore::aFailedFanOutWritesNothing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    const QString alert = makeAlert(*conn, 2, 0);
    // Make the ledger insert fail: the event and the state change must go with it.
    QVERIFY(db->exec(
        u"ALTER TABLE alarm.alarm_deliveries ADD CONSTRAINT no_rows CHECK (false) NOT VALID"_s));
    DbError error;
    QVERIFY(!alarmstore::trigger(*conn, alert, R"({})", &error));
    QVERIFY(error.isError());
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_events"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT state FROM alarm.alerts"_s), u"armed"_s);
}

QTEST_GUILESS_MAIN(tst_PoolsimAlarmStore)
#include "tst_poolsim_alarmstore.moc"

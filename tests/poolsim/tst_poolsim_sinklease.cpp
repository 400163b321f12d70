#include "db/feedlock.h"
#include "tests/poolsim/simtestsupport.h"
#include "tests/support/testdatabase.h"
#include "tools/poolsim/advisorylease.h"
#include "tools/poolsim/leaserowlease.h"

#include <QTest>
#include <atomic>
#include <mutex>
#include <set>
#include <thread>

using namespace Qt::StringLiterals;
using namespace poolsim;
using std::chrono::milliseconds;

// The feed sink lease of seed 000, rule by rule, against a real server: lease rows and
// advisory sessions on one sink, each refused while the other's holder lives, dead advisory
// sessions taken over, expiries that never move back, and the cursor fenced by holder.
namespace {

LeaseRowConfig defaults()
{
    QString error;
    return *LeaseRowConfig::make(milliseconds(30000), milliseconds(6000), std::nullopt, &error);
}

} // namespace

class tst_PoolsimSinkLease : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void configIsCheckedLikeTheLeaseModule();
    void ensureHeldFailsAMarginBeforeTheExpiry();
    void leaseRowTakesAFreeSinkAndRefusesALiveOne();
    void leaseRowNeverTakesFromALiveAdvisoryHolder();
    void advisoryNeverTakesFromALiveLeaseRow();
    void deadAdvisorySessionIsTakenOver();
    void expiredLeaseRowIsTakenOverByEitherKind();
    void renewalNeverMovesTheExpiryBack();
    void claimWritesOnlyWhileThisSessionHoldsTheLock();
    void cursorIsFencedByHolder();
    void mixedKindsRacingNeverHoldTogether();
    void customSchemaAndPrefix();

private:
    // The sink's lease row or its advisory lock, taken now with the test's defaults.
    std::unique_ptr<LeaseRowLease> takeRow(PgConn &conn, TakeOutcome *outcome)
    {
        return LeaseRowLease::take(conn, m_sql, m_sink, defaults(), systemEpochMillis, m_rng,
                                   outcome, nullptr);
    }
    std::unique_ptr<AdvisoryLease> acquireLock(PgConn &session, TakeOutcome *outcome)
    {
        return AdvisoryLease::acquire(session, m_sql, m_sink, systemEpochMillis, m_rng, outcome,
                                      nullptr);
    }

    SinkLeaseSql m_sql = SinkLeaseSql::forTable(u"public"_s, u"feed_"_s);
    const SinkId m_sink { u"orders"_s, u"search"_s };
    Rng m_rng { 42 };
};

void tst_PoolsimSinkLease::configIsCheckedLikeTheLeaseModule()
{
    QString error;
    const auto d
        = LeaseRowConfig::make(milliseconds(30000), milliseconds(6000), std::nullopt, &error);
    QVERIFY(d);
    QCOMPARE(d->margin.count(), 10000);
    QCOMPARE(d->usable().count(), 20000);
    // The defaults ride out one renewal that fails or hangs: 3 * heartbeat + margin <= ttl.
    QVERIFY(3 * d->heartbeat + d->margin <= d->ttl);
    QVERIFY(!LeaseRowConfig::make(milliseconds(30000), milliseconds(30000), std::nullopt, &error));
    QVERIFY(error.contains(u"shorter than its ttl"_s));
    QVERIFY(!LeaseRowConfig::make(milliseconds(30000), milliseconds(20000), std::nullopt, &error));
    QVERIFY(error.contains(u"plus its margin"_s));
    QVERIFY(
        LeaseRowConfig::make(milliseconds(30000), milliseconds(6000), milliseconds(5000), &error));
}

void tst_PoolsimSinkLease::ensureHeldFailsAMarginBeforeTheExpiry()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    qint64 now = 1'700'000'000'000;
    const EpochClock clock = [&now] {
        return now;
    };
    TakeOutcome outcome;
    auto lease
        = LeaseRowLease::take(*conn, m_sql, m_sink, defaults(), clock, m_rng, &outcome, nullptr);
    QVERIFY(lease);
    QCOMPARE(db->scalar(u"SELECT lease_expires_at FROM feed_cursors"_s),
             QString::number(now + 30000));
    now += 19999;
    QVERIFY(lease->ensureHeld());
    now += 1; // the last renewal (the take) is ttl - margin old: the expiry is a margin away
    QVERIFY(!lease->ensureHeld());
    // A renewal that lands makes it young again; its age runs from when it STARTED.
    QCOMPARE(lease->renew(*conn, nullptr), LeaseRowLease::Renewal::Renewed);
    QVERIFY(lease->ensureHeld());
    QCOMPARE(db->scalar(u"SELECT lease_expires_at FROM feed_cursors"_s),
             QString::number(now + 30000));
    // Failing renewals do not lose it by themselves; age does.
    const qint64 renewedAt = now;
    now = renewedAt + 19999;
    QVERIFY(lease->ensureHeld());
    now = renewedAt + 20000;
    QVERIFY(!lease->ensureHeld());
}

void tst_PoolsimSinkLease::leaseRowTakesAFreeSinkAndRefusesALiveOne()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto a = simtest::open(*db);
    auto b = simtest::open(*db);
    QVERIFY(a && b);
    TakeOutcome outcome;
    auto first = takeRow(*a, &outcome);
    QVERIFY(first);
    QVERIFY(first->holder().startsWith(u"pg-row:"_s));
    QCOMPARE(first->holder().size(), 7 + 16);
    auto second = takeRow(*b, &outcome);
    QVERIFY(!second);
    QCOMPARE(outcome, TakeOutcome::Held);
    QCOMPARE(db->scalar(u"SELECT lease_holder FROM feed_cursors"_s), first->holder());
    // Released, the row is free for the next taker, cursor kept.
    QVERIFY(db->exec(u"UPDATE feed_cursors SET position = 42"_s));
    QVERIFY(first->release(*a, nullptr));
    QCOMPARE(
        db->scalar(
            u"SELECT (lease_holder IS NULL AND lease_expires_at IS NULL)::text FROM feed_cursors"_s),
        u"true"_s);
    second = takeRow(*b, &outcome);
    QVERIFY(second);
    QCOMPARE(second->positionAtTake(), 42);
    // No transaction, no advisory lock is left behind by the take.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"_s),
        u"0"_s);
}

void tst_PoolsimSinkLease::leaseRowNeverTakesFromALiveAdvisoryHolder()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto session = simtest::open(*db);
    auto other = simtest::open(*db);
    QVERIFY(session && other);
    TakeOutcome outcome;
    auto advisory = acquireLock(*session, &outcome);
    QVERIFY(advisory);
    QVERIFY(advisory->holder().startsWith(u"pg-advisory:"_s));
    QCOMPARE(
        db->scalar(u"SELECT lease_holder || ' ' || (lease_expires_at IS NULL) FROM feed_cursors"_s),
        advisory->holder() + u" true"_s);
    QVERIFY(advisory->ensureHeld(*session));
    for (int i = 0; i < 3; ++i) {
        auto row = takeRow(*other, &outcome);
        QVERIFY(!row);
        QCOMPARE(outcome, TakeOutcome::Held);
    }
    QCOMPARE(db->scalar(u"SELECT lease_holder FROM feed_cursors"_s), advisory->holder());
    // A second advisory worker is refused by the lock itself.
    auto rival = acquireLock(*other, &outcome);
    QVERIFY(!rival);
    QCOMPARE(outcome, TakeOutcome::Held);
    // Released cleanly (row first, then the lock), the sink is free again.
    advisory->release(*other, *session);
    QVERIFY(!advisory->ensureHeld(*session));
    auto row = takeRow(*other, &outcome);
    QVERIFY(row);
}

void tst_PoolsimSinkLease::advisoryNeverTakesFromALiveLeaseRow()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    auto session = simtest::open(*db);
    QVERIFY(conn && session);
    TakeOutcome outcome;
    auto row = takeRow(*conn, &outcome);
    QVERIFY(row);
    auto advisory = acquireLock(*session, &outcome);
    QVERIFY(!advisory);
    QCOMPARE(outcome, TakeOutcome::Held);
    QCOMPARE(db->scalar(u"SELECT lease_holder FROM feed_cursors"_s), row->holder());
    // It won the lock but found a live lease row: it let the lock go at once.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"_s),
        u"0"_s);
}

void tst_PoolsimSinkLease::deadAdvisorySessionIsTakenOver()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    for (const bool byLeaseRow : { true, false }) {
        const SinkId sink { u"orders"_s, byLeaseRow ? u"search"_s : u"warehouse"_s };
        auto session = simtest::open(*db);
        auto conn = simtest::open(*db);
        QVERIFY(session && conn);
        TakeOutcome outcome;
        auto advisory = AdvisoryLease::acquire(*session, m_sql, sink, systemEpochMillis, m_rng,
                                               &outcome, nullptr);
        QVERIFY(advisory);
        const QString pid = QString::number(session->backendPid());
        // The advisory worker's session dies without its scope closing: the row still names it.
        QCOMPARE(db->scalar(u"SELECT pg_terminate_backend($1::int)"_s, { pid.toUtf8() }), u"t"_s);
        QTRY_COMPARE_WITH_TIMEOUT(
            db->scalar(u"SELECT count(*) FROM pg_stat_activity WHERE pid = $1::int"_s,
                       { pid.toUtf8() }),
            u"0"_s, 30000);
        QVERIFY(!advisory->ensureHeld(*session)); // a dead session cannot answer: lost
        QCOMPARE(db->scalar(u"SELECT lease_holder FROM feed_cursors WHERE sink = $1"_s,
                            { sink.sink.toUtf8() }),
                 advisory->holder());
        QString holder;
        if (byLeaseRow) {
            auto row = LeaseRowLease::take(*conn, m_sql, sink, defaults(), systemEpochMillis, m_rng,
                                           &outcome, nullptr);
            QVERIFY(row);
            holder = row->holder();
        } else {
            auto next = AdvisoryLease::acquire(*conn, m_sql, sink, systemEpochMillis, m_rng,
                                               &outcome, nullptr);
            QVERIFY(next);
            holder = next->holder();
        }
        QCOMPARE(db->scalar(u"SELECT lease_holder FROM feed_cursors WHERE sink = $1"_s,
                            { sink.sink.toUtf8() }),
                 holder);
    }
}

void tst_PoolsimSinkLease::expiredLeaseRowIsTakenOverByEitherKind()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    auto session = simtest::open(*db);
    QVERIFY(conn && session);
    qint64 now = systemEpochMillis() - 3'600'000; // a worker whose clock read an hour ago
    const EpochClock past = [&now] {
        return now;
    };
    TakeOutcome outcome;
    auto stale
        = LeaseRowLease::take(*conn, m_sql, m_sink, defaults(), past, m_rng, &outcome, nullptr);
    QVERIFY(stale);
    auto row = takeRow(*conn, &outcome);
    QVERIFY(row);
    // Expire that one too, and let an advisory worker take it.
    QVERIFY(db->exec(u"UPDATE feed_cursors SET lease_expires_at = lease_expires_at - 3600000"_s));
    auto advisory = acquireLock(*session, &outcome);
    QVERIFY(advisory);
    QCOMPARE(
        db->scalar(u"SELECT lease_holder || ' ' || (lease_expires_at IS NULL) FROM feed_cursors"_s),
        advisory->holder() + u" true"_s);
    // The stale holders' renewals find the row gone.
    QCOMPARE(stale->renew(*conn, nullptr), LeaseRowLease::Renewal::Lost);
    QCOMPARE(row->renew(*conn, nullptr), LeaseRowLease::Renewal::Lost);
    QVERIFY(!row->ensureHeld());
}

void tst_PoolsimSinkLease::renewalNeverMovesTheExpiryBack()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    qint64 now = systemEpochMillis();
    const EpochClock clock = [&now] {
        return now;
    };
    TakeOutcome outcome;
    auto lease
        = LeaseRowLease::take(*conn, m_sql, m_sink, defaults(), clock, m_rng, &outcome, nullptr);
    QVERIFY(lease);
    now += 6000;
    QCOMPARE(lease->renew(*conn, nullptr), LeaseRowLease::Renewal::Renewed);
    const QString later = QString::number(now + 30000);
    QCOMPARE(db->scalar(u"SELECT lease_expires_at FROM feed_cursors"_s), later);
    // A renewal that started earlier lands late: the expiry stays.
    now -= 3000;
    QCOMPARE(lease->renew(*conn, nullptr), LeaseRowLease::Renewal::Renewed);
    QCOMPARE(db->scalar(u"SELECT lease_expires_at FROM feed_cursors"_s), later);
    // And the statement itself, on its own.
    QVERIFY(db->exec(
        QString::fromUtf8(m_sql.renewLeaseRow),
        { "orders", "search", lease->holder().toUtf8(), QByteArray::number(now - 100000) }));
    QCOMPARE(db->scalar(u"SELECT lease_expires_at FROM feed_cursors"_s), later);
}

void tst_PoolsimSinkLease::claimWritesOnlyWhileThisSessionHoldsTheLock()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto session = simtest::open(*db);
    QVERIFY(session);
    const QByteArray name = m_sql.lockName(m_sink);
    const Params claim { name, "orders", "search", "pg-advisory:00000000deadbeef",
                         QByteArray::number(systemEpochMillis()) };
    // Without the lock: nothing is written.
    PgResult r = session->exec(m_sql.claimAdvisoryHolder.constData(), claim);
    QVERIFY(r.ok());
    QCOMPARE(r.rows(), 0);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM feed_cursors"_s), u"0"_s);
    r = session->exec(m_sql.holdsAdvisoryLock.constData(), { name });
    QVERIFY(r.ok() && !r.boolean(0, 0));
    // With it: written. Another session holding it proves nothing for this one.
    QVERIFY(session->exec(m_sql.tryAdvisoryLock.constData(), { name }).boolean(0, 0));
    r = session->exec(m_sql.claimAdvisoryHolder.constData(), claim);
    QCOMPARE(r.rows(), 1);
    QVERIFY(session->exec(m_sql.holdsAdvisoryLock.constData(), { name }).boolean(0, 0));
    QVERIFY(session->exec(m_sql.advisoryUnlock.constData(), { name }).boolean(0, 0));
    QVERIFY(!session->exec(m_sql.holdsAdvisoryLock.constData(), { name }).boolean(0, 0));
    // The lock's key is db/feedlock's.
    QCOMPARE(db->scalar(u"SELECT hashtextextended($1, 0)::text"_s, { name }),
             db->scalar(u"SELECT "_s + QString::fromLatin1(feedlock::KeySql), { name }));
}

void tst_PoolsimSinkLease::cursorIsFencedByHolder()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    TakeOutcome outcome;
    auto lease = takeRow(*conn, &outcome);
    QVERIFY(lease);
    QCOMPARE(lease->advance(*conn, 0, 10, nullptr), std::optional<bool>(true));
    QCOMPARE(lease->advance(*conn, 0, 20, nullptr),
             std::optional<bool>(false)); // wrong expected position
    // Taken over after it expired: the old holder's move is fenced, the new one's lands.
    QVERIFY(db->exec(u"UPDATE feed_cursors SET lease_expires_at = 1"_s));
    auto next = takeRow(*conn, &outcome);
    QVERIFY(next);
    QCOMPARE(next->positionAtTake(), 10);
    QCOMPARE(lease->advance(*conn, 10, 30, nullptr), std::optional<bool>(false));
    QCOMPARE(next->advance(*conn, 10, 30, nullptr), std::optional<bool>(true));
    QCOMPARE(db->scalar(u"SELECT position FROM feed_cursors"_s), u"30"_s);
    // A released holder cannot move it either.
    QVERIFY(next->release(*conn, nullptr));
    QCOMPARE(next->advance(*conn, 30, 40, nullptr), std::optional<bool>(false));
}

void tst_PoolsimSinkLease::mixedKindsRacingNeverHoldTogether()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // Three lease-row and three advisory workers race for one sink, over and over: take, check
    // that nobody else believes it holds the sink, move the cursor, release. They race until
    // each kind has held it ten times: which kind wins a given round is timing (in this hot
    // loop the lease-row takes hold the transaction lock much of the time), so the round
    // count is not fixed, only capped.
    std::mutex mutex;
    std::set<QString> holding;
    std::atomic<int> overlaps { 0 };
    std::atomic<int> takes { 0 };
    std::atomic<int> kindTakes[2] = { 0, 0 };
    std::atomic<int> fencedMoves { 0 };
    std::atomic<int> errors { 0 };
    std::vector<std::thread> threads;
    for (int w = 0; w < 6; ++w) {
        threads.emplace_back([&, w] {
            DbError error;
            auto conn = PgConn::open(db->dsn(), &error);
            auto session = PgConn::open(db->dsn(), &error);
            if (!conn || !session) {
                ++errors;
                return;
            }
            Rng rng = Rng::forStream(7, static_cast<std::uint64_t>(w));
            auto bothKindsHadTurns = [&] {
                return kindTakes[0] >= 10 && kindTakes[1] >= 10;
            };
            for (int round = 0; round < 20000 && !bothKindsHadTurns(); ++round) {
                TakeOutcome outcome;
                QString holder;
                std::unique_ptr<LeaseRowLease> row;
                std::unique_ptr<AdvisoryLease> advisory;
                if (w % 2 == 0) {
                    row = LeaseRowLease::take(*conn, m_sql, m_sink, defaults(), systemEpochMillis,
                                              rng, &outcome, &error);
                    if (row)
                        holder = row->holder();
                } else {
                    advisory = AdvisoryLease::acquire(*session, m_sql, m_sink, systemEpochMillis,
                                                      rng, &outcome, &error);
                    if (advisory)
                        holder = advisory->holder();
                }
                if (outcome == TakeOutcome::Failed) {
                    ++errors;
                    continue;
                }
                if (holder.isEmpty())
                    continue;
                ++takes;
                ++kindTakes[w % 2];
                {
                    std::lock_guard lock(mutex);
                    if (!holding.empty())
                        ++overlaps;
                    holding.insert(holder);
                }
                const PgResult pos = conn->exec(
                    "SELECT position FROM feed_cursors WHERE feed = 'orders' AND sink = 'search'");
                const qint64 at = pos.int64(0, 0);
                const auto moved = row ? row->advance(*conn, at, at + 1, nullptr)
                                       : advisory->advance(*conn, at, at + 1, nullptr);
                if (!moved || !*moved)
                    ++fencedMoves;
                {
                    std::lock_guard lock(mutex);
                    holding.erase(holder);
                }
                if (row)
                    row->release(*conn, nullptr);
                else
                    advisory->release(*conn, *session);
            }
        });
    }
    for (auto &t : threads)
        t.join();
    QCOMPARE(errors.load(), 0);
    QCOMPARE(overlaps.load(), 0);
    QCOMPARE(fencedMoves.load(), 0);
    QVERIFY(kindTakes[0].load() >= 10); // both kinds held the sink, in turns
    QVERIFY(kindTakes[1].load() >= 10);
    // Every take moved the cursor by exactly one.
    QCOMPARE(db->scalar(u"SELECT position FROM feed_cursors"_s), QString::number(takes.load()));
    QCOMPARE(db->scalar(u"SELECT (lease_holder IS NULL)::text FROM feed_cursors"_s), u"true"_s);
}

void tst_PoolsimSinkLease::customSchemaAndPrefix()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"CREATE SCHEMA sync"_s));
    QVERIFY(db->exec(
        u"CREATE TABLE sync.\"tenant_cursors\" (LIKE public.feed_cursors INCLUDING ALL)"_s));
    const SinkLeaseSql sql = SinkLeaseSql::forTable(u"sync"_s, u"tenant_"_s);
    QCOMPARE(sql.table, u"\"sync\".\"tenant_cursors\""_s);
    QCOMPARE(sql.lockName(m_sink),
             feedlock::name(u"sync"_s, u"tenant_"_s, u"orders"_s, u"search"_s).toUtf8());
    auto session = simtest::open(*db);
    QVERIFY(session);
    TakeOutcome outcome;
    auto advisory = AdvisoryLease::acquire(*session, sql, m_sink, systemEpochMillis, m_rng,
                                           &outcome, nullptr);
    QVERIFY(advisory);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM sync.tenant_cursors"_s), u"1"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM public.feed_cursors"_s), u"0"_s);
}

QTEST_GUILESS_MAIN(tst_PoolsimSinkLease)
#include "tst_poolsim_sinklease.moc"

#include "db/feedlock.h"
#include "tests/support/testdatabase.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// The real poolsim binary, at its defaults, against a fresh database: after 60 s it has left
// every kind of trouble the console exists for, and it stops cleanly on SIGTERM.
class tst_PoolsimRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sixtySecondsAtTheDefaults();
    void stopsCleanlyOnSigterm();
    void overlapsProviderCalls();
    void endsABoundedHang();

private:
    static bool advisoryHeldByALiveSession(TestDatabase &db);
    static QString count(TestDatabase &db, const QString &where);
};

bool tst_PoolsimRun::advisoryHeldByALiveSession(TestDatabase &db)
{
    const auto rows
        = db.query(u"SELECT feed, sink FROM feed_cursors WHERE lease_holder LIKE 'pg-advisory:%'"
                   " AND lease_expires_at IS NULL"_s);
    if (!rows)
        return false;
    for (const QStringList &r : *rows) {
        const QString name = feedlock::name(u"public"_s, u"feed_"_s, r[0], r[1]);
        const QString held = db.scalar(
            u"SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            " AND objsubid = 1 AND ((classid::bigint << 32) | objid::bigint) = "_s
                + QString::fromLatin1(feedlock::KeySql),
            { name.toUtf8() });
        if (held == "1"_L1)
            return true;
    }
    return false;
}

QString tst_PoolsimRun::count(TestDatabase &db, const QString &sql)
{
    return db.scalar(u"SELECT count(*) > 0 FROM "_s + sql);
}

void tst_PoolsimRun::sixtySecondsAtTheDefaults()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QProcess sim;
    sim.setProcessChannelMode(QProcess::MergedChannels);
    sim.start(QStringLiteral(POOLSIM_BINARY),
              { u"run"_s, u"--dsn"_s, db->dsn(), u"--duration"_s, u"60"_s });
    QVERIFY2(sim.waitForStarted(10000), qPrintable(sim.errorString()));

    // While it runs: a sink held by an advisory session whose lock is live, and a live lease row.
    const QString liveRow = u"feed_cursors WHERE lease_holder LIKE 'pg-row:%'"
                            " AND lease_expires_at > extract(epoch FROM now()) * 1000"_s;
    QTRY_VERIFY_WITH_TIMEOUT(advisoryHeldByALiveSession(*db), 50000);
    QTRY_COMPARE_WITH_TIMEOUT(count(*db, liveRow), u"t"_s, 50000);
    QTRY_COMPARE_WITH_TIMEOUT(
        db->scalar(u"SELECT count(*) FROM pg_stat_activity WHERE application_name = 'poolsim'"
                   " AND datname = current_database()"_s)
                .toInt()
            > 5,
        true, 50000);

    QVERIFY(sim.state() == QProcess::Running);
    QVERIFY2(sim.waitForFinished(150000), "poolsim did not stop at --duration 60");
    const QString log = QString::fromUtf8(sim.readAll());
    QVERIFY2(sim.exitStatus() == QProcess::NormalExit && sim.exitCode() == 0,
             qPrintable(log.right(3000)));
    QVERIFY(log.contains(u"duration reached; stopping"_s));

    // Afterwards, what it left behind.
    QCOMPARE(db->scalar(u"SELECT string_agg(DISTINCT state, ',' ORDER BY state) FROM tasks"_s),
             u"dead,failed_perm,failed_retry,leased,queued,succeeded"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT string_agg(DISTINCT status, ',' ORDER BY status) FROM notification_deliveries"_s),
        u"delivered,partial,permanent,retryable"_s);
    // A stuck lease: the dead worker's, expired and not yet reaped (the reaper's grace).
    QCOMPARE(count(*db, u"tasks WHERE state = 'leased' AND lease_expires_at < now()"_s), u"t"_s);
    QVERIFY(log.contains(u"(fault dead-worker)"_s));
    // The outage's burst of dead tasks.
    QCOMPARE(count(*db, u"tasks WHERE state = 'dead' AND last_error LIKE '%provider outage%'"_s),
             u"t"_s);
    // The frozen lease-row worker's row, expired.
    QCOMPARE(count(*db,
                   u"feed_cursors WHERE lease_holder LIKE 'pg-row:%'"
                   " AND lease_expires_at < extract(epoch FROM now()) * 1000"_s),
             u"t"_s);
    // Alarm debt both cleared and owed.
    QCOMPARE(count(*db, u"alarm.alarm_deliveries WHERE acked_at IS NOT NULL"_s), u"t"_s);
    QCOMPARE(count(*db, u"alarm.alarm_deliveries WHERE acked_at IS NULL"_s), u"t"_s);
    // Retried enqueues were absorbed by the idempotency key, never a second row.
    QVERIFY(log.contains(u"absorbed by its idempotency key"_s));
    QVERIFY(!log.contains(u"SECOND row"_s));
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM (SELECT idempotency_key FROM tasks GROUP BY 1 HAVING count(*) > 1) d"_s),
        u"0"_s);
    // Everything it wrote through the lease fence is consistent: no leased task without a
    // token, no finished task with one.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM tasks WHERE (state = 'leased') <> (lease_token IS NOT NULL)"_s),
        u"0"_s);
}

void tst_PoolsimRun::stopsCleanlyOnSigterm()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QProcess sim;
    sim.setProcessChannelMode(QProcess::MergedChannels);
    sim.start(QStringLiteral(POOLSIM_BINARY),
              { u"run"_s, u"--dsn"_s, db->dsn(), u"--faults"_s, u"none"_s, u"--rate"_s, u"10"_s });
    QVERIFY2(sim.waitForStarted(10000), qPrintable(sim.errorString()));
    QTRY_COMPARE_WITH_TIMEOUT(count(*db, u"feed_cursors WHERE lease_holder IS NOT NULL"_s), u"t"_s,
                              120000);
    QTRY_COMPARE_WITH_TIMEOUT(count(*db, u"tasks WHERE state = 'succeeded'"_s), u"t"_s, 120000);
    sim.terminate(); // SIGTERM
    QVERIFY2(sim.waitForFinished(60000), "poolsim did not stop on SIGTERM");
    const QString log = QString::fromUtf8(sim.readAll());
    QVERIFY2(sim.exitStatus() == QProcess::NormalExit && sim.exitCode() == 0,
             qPrintable(log.right(3000)));
    QVERIFY(log.contains(u"SIGTERM; stopping"_s));
    QVERIFY(log.contains(u"summary:"_s));
    // Without faults a clean stop leaves nothing held: leases given back, sinks released,
    // sessions closed.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks WHERE state = 'leased'"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM feed_cursors WHERE lease_holder IS NOT NULL"_s),
             u"0"_s);
    QTRY_COMPARE_WITH_TIMEOUT(
        db->scalar(u"SELECT count(*) FROM pg_stat_activity WHERE application_name = 'poolsim'"_s),
        u"0"_s, 120000);
}

void tst_PoolsimRun::overlapsProviderCalls()
{
    // One worker with up to 8 calls in flight reports more call time than the run lasts,
    // which calls made one after another never can.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    constexpr int DurationSeconds = 20;
    QProcess sim;
    sim.setProcessChannelMode(QProcess::MergedChannels);
    sim.start(QStringLiteral(POOLSIM_BINARY),
              { u"run"_s, u"--dsn"_s, db->dsn(), u"--faults"_s, u"none"_s, u"--rate"_s, u"20"_s,
                u"--workers"_s, u"1"_s, u"--batch"_s, u"8"_s, u"--duration"_s,
                QString::number(DurationSeconds) });
    QVERIFY2(sim.waitForStarted(10000), qPrintable(sim.errorString()));
    QVERIFY2(sim.waitForFinished((DurationSeconds + 60) * 1000),
             "poolsim did not stop at --duration");
    const QString log = QString::fromUtf8(sim.readAll());
    QVERIFY2(sim.exitStatus() == QProcess::NormalExit && sim.exitCode() == 0,
             qPrintable(log.right(3000)));
    static const QRegularExpression attempt(u"attempt \\d+/\\d+: \\w+ in (\\d+) ms"_s);
    qint64 callMs = 0;
    int calls = 0;
    for (auto it = attempt.globalMatch(log); it.hasNext(); ++calls)
        callMs += it.next().captured(1).toLongLong();
    QVERIFY2(calls > 0, qPrintable(log.right(3000)));
    QVERIFY2(
        callMs > DurationSeconds * 1500,
        qPrintable(u"%1 calls lasting %2 ms in all, in a %3 s run"_s.arg(calls).arg(callMs).arg(
            DurationSeconds)));
}

void tst_PoolsimRun::endsABoundedHang()
{
    // hung-advisory+3: the session hangs idle in transaction for 3 s, then is ended, as the
    // server's idle_in_transaction_session_timeout would end it, while the run goes on.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QProcess sim;
    sim.setProcessChannelMode(QProcess::MergedChannels);
    QString log;
    connect(&sim, &QProcess::readyRead, this, [&] { log += QString::fromUtf8(sim.readAll()); });
    sim.start(QStringLiteral(POOLSIM_BINARY),
              { u"run"_s, u"--dsn"_s, db->dsn(), u"--faults"_s, u"hung-advisory@1+3"_s, u"--rate"_s,
                u"2"_s });
    QVERIFY2(sim.waitForStarted(10000), qPrintable(sim.errorString()));
    // The hang waits for the advisory worker to hold its sink, which can take a while on a
    // busy machine (the defaults' test allows 50 s).
    QTRY_VERIFY_WITH_TIMEOUT(log.contains(u"(fault hung-advisory): session pid"_s), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(log.contains(u"ended after 3 s idle in transaction"_s), 30000);
    QTRY_COMPARE_WITH_TIMEOUT(
        db->scalar(u"SELECT count(*) FROM pg_stat_activity WHERE application_name = 'poolsim'"
                   " AND datname = current_database() AND state = 'idle in transaction'"_s),
        u"0"_s, 10000);
    QVERIFY(sim.state() == QProcess::Running);
    sim.terminate();
    QVERIFY2(sim.waitForFinished(60000), "poolsim did not stop on SIGTERM");
    log += QString::fromUtf8(sim.readAll());
    QVERIFY2(sim.exitStatus() == QProcess::NormalExit && sim.exitCode() == 0,
             qPrintable(log.right(3000)));
}

QTEST_GUILESS_MAIN(tst_PoolsimRun)
#include "tst_poolsim_run.moc"

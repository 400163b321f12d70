#include "db/feedlock.h"
#include "db/queries/leasequery.h"
#include "tests/support/jobrunner.h"

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// The leases view's queries against the contract, with real advisory locks held by other
// sessions, as a feed worker holds them.
class tst_LeaseQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void taskLeasesSoonestFirstNullExpiryFirst();
    void sinkLeasesOfBothKinds();
    void customSchemaAndPrefix();

private:
    static PGconn *holdAdvisoryLock(const TestDatabase &db, const QString &name);
};

PGconn *tst_LeaseQuery::holdAdvisoryLock(const TestDatabase &db, const QString &name)
{
    PGconn *c
        = PQconnectdb((db.dsn() + u" application_name=feed-worker-test"_s).toUtf8().constData());
    if (PQstatus(c) != CONNECTION_OK)
        return nullptr;
    const QByteArray n = name.toUtf8();
    const char *values[] = { n.constData() };
    PGresult *r = PQexecParams(c, "SELECT pg_advisory_lock(hashtextextended($1::text, 0))", 1,
                               nullptr, values, nullptr, nullptr, 0);
    const bool ok = PQresultStatus(r) == PGRES_TUPLES_OK;
    PQclear(r);
    if (!ok) {
        PQfinish(c);
        return nullptr;
    }
    return c;
}

void tst_LeaseQuery::taskLeasesSoonestFirstNullExpiryFirst()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, lease_owner, lease_token, lease_expires_at, attempts, "
        u"max_attempts, kind)"
        " VALUES (1, 'leased', 'w1', 'tok1', now() + interval '30 s', 1, 5, 'notification'),"
        " (2, 'leased', 'w2', 'tok2', now() - interval '10 min', 2, 5, 'check'),"
        " (3, 'leased', NULL, NULL, NULL, NULL, NULL, NULL),"
        " (4, 'queued', NULL, NULL, NULL, 0, 5, 'check')"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto snap = runner.value<LeaseSnapshot>(leasequery::taskLeasesJob());
    QVERIFY(snap);
    QCOMPARE(snap->taskLeases.size(), 3);
    QCOMPARE(snap->taskLeases[0].taskId, 3); // no expiry: can never be reaped, shown first
    QCOMPARE(snap->taskLeases[1].taskId, 2);
    QCOMPARE(snap->taskLeases[2].taskId, 1);
    QVERIFY(*snap->taskLeases[1].expiresAt < snap->serverNowUs);
    QCOMPARE(snap->taskLeases[1].token, u"tok2"_s);
    QVERIFY(snap->taskLeases[0].owner.isNull());

    // Only stuck (poolscope://leases?stuck=1): past their expiry, or without one.
    const auto stuck = runner.value<LeaseSnapshot>(leasequery::taskLeasesJob(500, true));
    QVERIFY(stuck);
    QCOMPARE(stuck->taskLeases.size(), 2);
    QCOMPARE(stuck->taskLeases[0].taskId, 3);
    QCOMPARE(stuck->taskLeases[1].taskId, 2);
}

void tst_LeaseQuery::sinkLeasesOfBothKinds()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO feed_cursors (feed, sink, position, lease_holder, lease_expires_at) VALUES"
        " ('orders', 'search', 10, 'pg-row:aa', (extract(epoch from now()) * 1000)::int8 + 20000),"
        " ('orders', 'mail', 11, 'pg-row:bb', (extract(epoch from now()) * 1000)::int8 - 60000),"
        " ('billing', 'ledger', 12, 'pg-advisory:cc', NULL),"
        " ('billing', 'audit', 13, 'pg-advisory:dd', NULL),"
        " ('idle', 'none', 14, NULL, NULL),"
        " ('odd \"feed\"\\', E'sink\\n2', 15, 'pg-advisory:ee', NULL)"_s));
    // A live advisory worker holds billing/ledger and the oddly named sink; billing/audit's
    // session is gone.
    PGconn *ledger
        = holdAdvisoryLock(*db, feedlock::name(u"public"_s, u"feed_"_s, u"billing"_s, u"ledger"_s));
    PGconn *odd = holdAdvisoryLock(
        *db, feedlock::name(u"public"_s, u"feed_"_s, u"odd \"feed\"\\"_s, u"sink\n2"_s));
    QVERIFY(ledger && odd);
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto snap = runner.value<LeaseSnapshot>(leasequery::sinkLeasesJob(FeedTable()));
    PQfinish(ledger);
    PQfinish(odd);
    QVERIFY(snap);
    QCOMPARE(snap->sinkLeases.size(), 5); // the row without a holder is not a lease
    QHash<QString, SinkLeaseRow> byKey;
    for (const SinkLeaseRow &s : snap->sinkLeases)
        byKey.insert(s.feed + u'/' + s.sink, s);
    const qint64 nowMs = snap->serverNowUs / 1000;
    const SinkLeaseRow live = byKey.value(u"orders/search"_s);
    QCOMPARE(live.kind(), SinkLeaseRow::Kind::LeaseRow);
    QVERIFY(*live.expiresAtMs > nowMs);
    const SinkLeaseRow expired = byKey.value(u"orders/mail"_s);
    QVERIFY(*expired.expiresAtMs < nowMs);
    QVERIFY(!expired.lockHeld);
    const SinkLeaseRow held = byKey.value(u"billing/ledger"_s);
    QCOMPARE(held.kind(), SinkLeaseRow::Kind::Advisory);
    QVERIFY(held.lockHeld);
    QVERIFY(held.session.pid > 0);
    QCOMPARE(held.session.applicationName, u"feed-worker-test"_s);
    QVERIFY(held.session.backendStart.has_value());
    const SinkLeaseRow stale = byKey.value(u"billing/audit"_s);
    QVERIFY(!stale.lockHeld); // session gone: a stale holder
    QVERIFY(byKey.value(u"odd \"feed\"\\/sink\n2"_s)
                .lockHeld); // JSON escaping agrees with the workers'
}

void tst_LeaseQuery::customSchemaAndPrefix()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"CREATE SCHEMA \"Sync \"\"Ops\"\"\"; CREATE TABLE \"Sync \"\"Ops\"\"\".\"x_cursors\" (LIKE public.feed_cursors INCLUDING ALL)"_s));
    QVERIFY(db->exec(
        u"INSERT INTO \"Sync \"\"Ops\"\"\".x_cursors (feed, sink, lease_holder) VALUES ('f', 's', 'pg-advisory:1')"_s));
    FeedTable feed;
    feed.schema = u"Sync \"Ops\""_s;
    feed.prefix = u"x_"_s;
    PGconn *worker
        = holdAdvisoryLock(*db, feedlock::name(feed.schema, feed.prefix, u"f"_s, u"s"_s));
    QVERIFY(worker);
    JobRunner runner(*db);
    const auto snap = runner.value<LeaseSnapshot>(leasequery::sinkLeasesJob(feed));
    PQfinish(worker);
    QVERIFY(snap);
    QCOMPARE(snap->sinkLeases.size(), 1);
    QVERIFY(snap->sinkLeases[0].lockHeld);
}

QTEST_GUILESS_MAIN(tst_LeaseQuery)
#include "tst_leasequery.moc"

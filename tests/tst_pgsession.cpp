#include "db/pgresultview.h"
#include "db/pgsession.h"
#include "db/rowreuse.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

// PgSession against a real server: pipelines, binary decoding, per-transaction limits,
// failures, cancellation, lost connections and a hung server.
class tst_PgSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensAndReportsTheServer();
    void decodesBinaryResults();
    void repeatedTextSharesRuns();
    void rowReuseDecodesOnlyChangedRows();
    void rowCellsMatchOnlyTheSameCells();
    void limitsAreLocalToEachTransaction();
    void limitsTravelInTheStartupPacket();
    void alwaysPerTransactionKeepsThePrelude();
    void statementTimeoutIsClassified();
    void failureAbortsOnlyItsTransaction();
    void errorsCarrySqlState();
    void failedCommitFailsItsStatements();
    void largeParameterRoundTrip();
    void terminatedBackendMidPipeline();
    void cancelStopsTheRunningStatement();
    void lostWhileIdleIsReported();
    void watchdogAbandonsAStoppedServer();
    void openFailures();
    void connectTimesOutOnASilentPeer();

private:
    struct Run
    {
        PipelineOutcome outcome;
        bool done = false;
    };
    static bool runAndWait(PgSession &s, const QList<SqlStatement> &statements, Run &run,
                           int timeoutMs = 15000);
    static bool openAndWait(PgSession &s, const ConnectionParams &p,
                            const SessionLimits &limits = {});
    // Opens `s` on `db`, starts `sleep` on it and waits until the server shows it sleeping;
    // the backend's pid, or empty if any step failed.
    static QByteArray startSleeping(PgSession &s, TestDatabase &db, const char *sleep, Run &run);
};

bool tst_PgSession::runAndWait(PgSession &s, const QList<SqlStatement> &statements, Run &run,
                               int timeoutMs)
{
    run = Run();
    if (!s.run(statements, [&run](PipelineOutcome &&o) {
            run.outcome = std::move(o);
            run.done = true;
        }))
        return false;
    QElapsedTimer t;
    t.start();
    while (!run.done && t.elapsed() < timeoutMs)
        QTest::qWait(10);
    return run.done;
}

bool tst_PgSession::openAndWait(PgSession &s, const ConnectionParams &p,
                                const SessionLimits &limits)
{
    QSignalSpy opened(&s, &PgSession::opened);
    s.open(p, limits);
    return opened.wait(10000);
}

// Limits unlike any server default, so that reading one back proves where it came from.
static SessionLimits distinctLimits()
{
    SessionLimits limits;
    limits.statementTimeoutMs = 4321;
    limits.lockTimeoutMs = 1234;
    limits.idleInTransactionMs = 5678;
    return limits;
}

static SqlStatement stmt(const char *sql, QList<SqlParam> params = {}, bool ends = false)
{
    return SqlStatement { QByteArray(sql), params, ends };
}

QByteArray tst_PgSession::startSleeping(PgSession &s, TestDatabase &db, const char *sleep, Run &run)
{
    if (!openAndWait(s, db.params()))
        return {};
    const QByteArray pid = QByteArray::number(s.server().backendPid);
    const bool started = s.run({ stmt(sleep) }, [&run](PipelineOutcome &&o) {
        run.outcome = std::move(o);
        run.done = true;
    });
    const auto sleeping = [&] {
        return db.scalar(u"SELECT wait_event FROM pg_stat_activity WHERE pid = $1"_s, { pid })
            == u"PgSleep"_s;
    };
    return started && QTest::qWaitFor(sleeping, 15000) ? pid : QByteArray();
}

void tst_PgSession::opensAndReportsTheServer()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    QCOMPARE(s.state(), PgSession::State::Idle);
    QCOMPARE(s.server().versionNumber, db->scalar(u"SHOW server_version_num"_s).toInt());
    QCOMPARE(s.server().database, db->name());
    QVERIFY(s.server().backendPid > 0);
    QVERIFY(!s.server().inHotStandby);
    // The DBA can find the console in pg_stat_activity.
    QCOMPARE(db->scalar(u"SELECT application_name FROM pg_stat_activity WHERE pid = $1"_s,
                        { QByteArray::number(s.server().backendPid) })
                 .section(u'/', 0, 0),
             u"poolscope"_s);
}

void tst_PgSession::decodesBinaryResults()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    Run run;
    QVERIFY(runAndWait(
        s,
        { stmt("SELECT 7::int2, 70000::int4, 9007199254740993::int8, 'héllo ✓'::text,"
               " 'v'::varchar(5), true, '2026-11-29 12:00:00.123456+03'::timestamptz,"
               " '{\"a\": [1, \"x\"]}'::jsonb, '6f1c0b5e-2d4a-4c1e-9b7f-0a1b2c3d4e5f'::uuid,"
               " 12345.678::numeric, 2.5::float8, NULL::bigint, ''::text, -42::int8,"
               " 'infinity'::timestamptz, (-0.0001)::numeric") },
        run));
    QVERIFY(!run.outcome.connectionError.isError());
    const PgResultView v(run.outcome.statements[0].result.get());
    QCOMPARE(v.rowCount(), 1);
    QCOMPARE(v.int64(0, 0), OptInt(7));
    QCOMPARE(v.int64(0, 1), OptInt(70000));
    QCOMPARE(v.int64(0, 2), OptInt(9007199254740993LL));
    QCOMPARE(v.text(0, 3), u"héllo ✓"_s);
    QCOMPARE(v.text(0, 4), u"v"_s);
    QCOMPARE(v.boolean(0, 5), std::optional<bool>(true));
    // 09:00:00.123456 UTC, to the microsecond, whatever the session's TimeZone.
    QCOMPARE(v.timestamp(0, 6), OptTime(1795942800123456LL));
    QCOMPARE(v.text(0, 7), uR"({"a": [1, "x"]})"_s);
    QCOMPARE(v.text(0, 8), u"6f1c0b5e-2d4a-4c1e-9b7f-0a1b2c3d4e5f"_s);
    QVERIFY(qAbs(*v.real(0, 9) - 12345.678) < 1e-9);
    QCOMPARE(v.real(0, 10), std::optional<double>(2.5));
    QVERIFY(v.isNull(0, 11));
    QCOMPARE(v.int64(0, 11), OptInt());
    QVERIFY(!v.text(0, 12).isNull());
    QVERIFY(v.text(0, 12).isEmpty());
    QCOMPARE(v.int64(0, 13), OptInt(-42));
    QCOMPARE(v.timestamp(0, 14), OptTime()); // infinity shows as no time at all
    QVERIFY(qAbs(*v.real(0, 15) + 0.0001) < 1e-12);
}

void tst_PgSession::repeatedTextSharesRuns()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    Run run;
    QVERIFY(runAndWait(
        s,
        { stmt(
            "SELECT v, u::uuid FROM (VALUES (1, 'alpha', '6f1c0b5e-2d4a-4c1e-9b7f-0a1b2c3d4e5f'),"
            " (2, 'alpha', '6f1c0b5e-2d4a-4c1e-9b7f-0a1b2c3d4e5f'), (3, NULL, NULL), (4, NULL, "
            "NULL),"
            " (5, 'beta', '00000000-0000-0000-0000-000000000001'), (6, 'alpha', NULL), (7, '', "
            "NULL))"
            " t(n, v, u) ORDER BY n") },
        run));
    const PgResultView v(run.outcome.statements[0].result.get());
    QVERIFY(v.sameValue(0, 1, 0) && v.sameValue(0, 1, 1));
    QVERIFY(v.sameValue(2, 3, 0)); // NULL and NULL
    QVERIFY(!v.sameValue(1, 2, 0)); // a value and NULL
    QVERIFY(!v.sameValue(4, 5, 0));
    QVERIFY(!v.sameValue(5, 6, 0)); // 'alpha' and ''

    RepeatedText text;
    RepeatedText uuid;
    QStringList values;
    QList<const QChar *> data;
    for (int row = 0; row < v.rowCount(); ++row) {
        values.append(text.at(v, row, 0));
        data.append(values.last().constData());
        QCOMPARE(uuid.at(v, row, 1), v.text(row, 1)); // the same as decoding it afresh
    }
    QCOMPARE(values,
             (QStringList { u"alpha"_s, u"alpha"_s, QString(), QString(), u"beta"_s, u"alpha"_s,
                            u""_s }));
    QCOMPARE(data[1], data[0]); // one string for the run, not a copy
    QVERIFY(values[2].isNull() && values[3].isNull());
    QVERIFY(!values[6].isNull()); // an empty value is not NULL
    QVERIFY(data[5] != data[0]); // a new run decodes anew
}

void tst_PgSession::rowReuseDecodesOnlyChangedRows()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    // Three polls of one window. Between them, row 2's text changes, row 3 goes from NULL
    // to '' (the same bytes but for the NULL mark), and row 4 comes new; then row 1's
    // 'a', 'xy' becomes 'ax', 'y': the same characters, split differently.
    const char *polls[] = {
        "SELECT * FROM (VALUES (1, 'a', 'xy'), (2, 'b', 'z'), (3, NULL, 'q')) t(n, v, c)",
        "SELECT * FROM (VALUES (1, 'a', 'xy'), (2, 'B', 'z'), (3, '', 'q'), (4, 'd', 'w')) t(n, v, "
        "c)",
        "SELECT * FROM (VALUES (1, 'ax', 'y'), (2, 'B', 'z'), (3, '', 'q'), (4, 'd', 'w')) t(n, v, "
        "c)",
    };
    struct Row
    {
        qint64 n = 0;
        QString v;
        QString c;
        bool operator==(const Row &) const = default;
    };
    RowReuse<Row> reuse;
    QList<int> decodedPerPoll;
    QList<QList<Row>> windows;
    for (const char *sql : polls) {
        Run run;
        QVERIFY(runAndWait(s, { stmt(sql) }, run));
        const PgResultView v(run.outcome.statements[0].result.get());
        int decoded = 0;
        const auto decode = [&decoded](const PgResultView &view, int r) {
            ++decoded;
            return Row { view.int64(r, 0).value_or(0), view.text(r, 1), view.text(r, 2) };
        };
        QList<Row> window;
        QList<Row> fresh;
        for (int r = 0; r < v.rowCount(); ++r) {
            window.append(reuse.take(v, r, decode));
            fresh.append(Row { v.int64(r, 0).value_or(0), v.text(r, 1), v.text(r, 2) });
        }
        reuse.endPass();
        QCOMPARE(window, fresh); // always what decoding afresh gives
        QCOMPARE(window[2].v.isNull(), fresh[2].v.isNull());
        decodedPerPoll.append(decoded);
        windows.append(window);
    }
    QCOMPARE(decodedPerPoll, (QList<int> { 3, 3, 1 })); // all; rows 2, 3 and 4; row 1
    QVERIFY(windows[1][2].v.isEmpty() && !windows[1][2].v.isNull());
    QCOMPARE(windows[2][1].v.constData(), windows[1][1].v.constData()); // shared, not copied
}

void tst_PgSession::rowCellsMatchOnlyTheSameCells()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    // RowReuse's hash only finds a candidate; matches() alone decides. Rows 0 and 4 are the
    // same; the others differ from them and from each other only by where characters are
    // split, by NULL against '', or by a column's bytes being a prefix of another's.
    Run run;
    QVERIFY(
        runAndWait(s,
                   { stmt("SELECT * FROM (VALUES (1, 'a', 'xy'), (1, 'ax', 'y'), (1, NULL, 'q'),"
                          " (1, '', 'q'), (1, 'a', 'xy'), (1, 'a', 'x')) t(n, v, c)") },
                   run));
    const PgResultView v(run.outcome.statements[0].result.get());
    QCOMPARE(v.rowCount(), 6);
    for (int a = 0; a < v.rowCount(); ++a) {
        for (int b = 0; b < v.rowCount(); ++b) {
            const bool same = a == b || (a % 4 == 0 && b % 4 == 0 && a < 5 && b < 5);
            QCOMPARE(RowCells(v, a).matches(RowCells(v, b).bytes()), same);
            if (same)
                QCOMPARE(RowCells(v, a).hash(), RowCells(v, b).hash());
        }
    }
    QVERIFY(!RowCells(v, 0).matches(QByteArray()));
}

void tst_PgSession::limitsAreLocalToEachTransaction()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params(), distinctLimits()));
    Run run;
    QVERIFY(runAndWait(
        s,
        { stmt("SELECT current_setting('statement_timeout'), current_setting('lock_timeout')"),
          stmt("SELECT set_config('lock_timeout', '777ms', true)"),
          stmt("SELECT current_setting('lock_timeout')", {}, true),
          stmt("SELECT current_setting('lock_timeout')") },
        run));
    QCOMPARE(PgResultView(run.outcome.statements[0].result.get()).text(0, 0), u"4321ms"_s);
    QCOMPARE(PgResultView(run.outcome.statements[0].result.get()).text(0, 1), u"1234ms"_s);
    QCOMPARE(PgResultView(run.outcome.statements[2].result.get()).text(0, 0), u"777ms"_s);
    // The next transaction starts from the console's limits again: nothing leaked.
    QCOMPARE(PgResultView(run.outcome.statements[3].result.get()).text(0, 0), u"1234ms"_s);
}

// A direct connection carries the limits from its startup packet (no set_config statement in
// its transactions), beside the user's own server options, which it keeps.
void tst_PgSession::limitsTravelInTheStartupPacket()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params().with("options", u"-c search_path=pg_catalog,public"_s),
                        distinctLimits()));
    QVERIFY(s.server().limitsCarried);
    Run run;
    QVERIFY(runAndWait(
        s,
        { stmt("SELECT current_setting('statement_timeout'), current_setting('lock_timeout'),"
               " current_setting('idle_in_transaction_session_timeout'),"
               " current_setting('search_path'), current_setting('poolscope.limits')",
               {}, true),
          // Nothing but the session's own settings: no prelude ran in this transaction.
          stmt(
              "SELECT count(*) FROM pg_settings WHERE name IN ('statement_timeout', 'lock_timeout')"
              " AND source <> 'client'") },
        run));
    const PgResultView v(run.outcome.statements[0].result.get());
    QCOMPARE(v.text(0, 0), u"4321ms"_s);
    QCOMPARE(v.text(0, 1), u"1234ms"_s);
    QCOMPARE(v.text(0, 2), u"5678ms"_s);
    QCOMPARE(v.text(0, 3), u"pg_catalog,public"_s); // the connection string's options kept
    QCOMPARE(v.text(0, 4), u"4321/1234/5678"_s);
    QCOMPARE(PgResultView(run.outcome.statements[1].result.get()).int64(0, 0), OptInt(0));
    // A statement that overruns is still stopped by the server.
    s.close();
    SessionLimits shortLimits = distinctLimits();
    shortLimits.statementTimeoutMs = 300;
    QVERIFY(openAndWait(s, db->params(), shortLimits));
    QVERIFY(s.server().limitsCarried);
    Run slow;
    QVERIFY(runAndWait(s, { stmt("SELECT pg_sleep(3)") }, slow));
    QCOMPARE(slow.outcome.statements[0].error.kind, DbErrorKind::Timeout);
}

// The write connection's choice: limits set in every transaction even where the connection
// could carry them.
void tst_PgSession::alwaysPerTransactionKeepsThePrelude()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    SessionLimits limits = distinctLimits();
    limits.alwaysPerTransaction = true;
    QVERIFY(openAndWait(s, db->params(), limits));
    QVERIFY(!s.server().limitsCarried);
    Run run;
    QVERIFY(runAndWait(
        s,
        { stmt("SELECT current_setting('lock_timeout'), current_setting('poolscope.limits', true),"
               " (SELECT source FROM pg_settings WHERE name = 'lock_timeout')") },
        run));
    const PgResultView v(run.outcome.statements[0].result.get());
    QCOMPARE(v.text(0, 0), u"1234ms"_s);
    QVERIFY(v.text(0, 1).isEmpty()); // nothing asked for in the startup packet
    QCOMPARE(v.text(0, 2),
             u"session"_s); // set_config in the transaction (pg_settings says session)
}

void tst_PgSession::statementTimeoutIsClassified()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    SessionLimits limits;
    limits.statementTimeoutMs = 300;
    QVERIFY(openAndWait(s, db->params(), limits));
    Run run;
    QVERIFY(runAndWait(s, { stmt("SELECT pg_sleep(3)") }, run));
    QCOMPARE(run.outcome.statements[0].error.kind, DbErrorKind::Timeout);
    QCOMPARE(run.outcome.statements[0].error.sqlState, u"57014"_s);
    QCOMPARE(s.state(), PgSession::State::Idle); // the session survives a timeout
}

void tst_PgSession::failureAbortsOnlyItsTransaction()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    Run run;
    QVERIFY(
        runAndWait(s,
                   { stmt("INSERT INTO feed_cursors (feed, sink) VALUES ('f', 's')"),
                     stmt("SELECT 1 / 0"), stmt("SELECT 'skipped'", {}, true), stmt("SELECT 42") },
                   run));
    const auto &o = run.outcome.statements;
    QVERIFY(!o[0].error.isError());
    QCOMPARE(o[1].error.sqlState, u"22012"_s);
    QVERIFY(o[2].aborted);
    QVERIFY(!o[3].error.isError());
    QCOMPARE(PgResultView(o[3].result.get()).int64(0, 0), OptInt(42));
    // The insert was in the failed transaction: rolled back, nothing half-written.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM feed_cursors"_s), u"0"_s);
}

void tst_PgSession::errorsCarrySqlState()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    Run run;
    QVERIFY(runAndWait(s, { stmt("SELECT * FROM no_such_table") }, run));
    const DbError &e = run.outcome.statements[0].error;
    QCOMPARE(e.kind, DbErrorKind::UndefinedObject);
    QCOMPARE(e.sqlState, u"42P01"_s);
    QVERIFY(e.message.contains(u"no_such_table"_s));
    QVERIFY(e.summary().contains(u"[SQLSTATE 42P01]"_s));
}

void tst_PgSession::failedCommitFailsItsStatements()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // A constraint checked only at COMMIT: the statements all succeed, the commit fails.
    QVERIFY(db->exec(u"CREATE FUNCTION no_orders() RETURNS trigger LANGUAGE plpgsql AS"
                     " $$ BEGIN IF NEW.feed = 'orders' THEN RAISE EXCEPTION 'orders are closed' "
                     "USING ERRCODE = '23514';"
                     " END IF; RETURN NULL; END $$;"
                     " CREATE CONSTRAINT TRIGGER no_orders AFTER INSERT ON feed_cursors DEFERRABLE "
                     "INITIALLY DEFERRED"
                     " FOR EACH ROW EXECUTE FUNCTION no_orders()"_s));
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    Run run;
    QVERIFY(runAndWait(s,
                       { stmt("INSERT INTO feed_cursors (feed, sink) VALUES ('orders', 'a')"),
                         stmt("SELECT 1", {}, true),
                         stmt("INSERT INTO feed_cursors (feed, sink) VALUES ('billing', 'b')") },
                       run));
    const auto &o = run.outcome.statements;
    QCOMPARE(o[0].error.sqlState, u"23514"_s);
    QCOMPARE(o[1].error.sqlState, u"23514"_s);
    QVERIFY(o[1].error.detail.startsWith(u"the transaction did not commit"_s));
    QVERIFY(!o[2].error.isError()); // the next transaction stands on its own
    QCOMPARE(db->scalar(u"SELECT string_agg(feed, ',') FROM feed_cursors"_s), u"billing"_s);
    QCOMPARE(s.state(), PgSession::State::Idle);
}

void tst_PgSession::largeParameterRoundTrip()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    const QByteArray big(5 * 1024 * 1024, 'x');
    Run run;
    QVERIFY(runAndWait(s, { stmt("SELECT octet_length($1::text), $1::text", { big }) }, run));
    const PgResultView v(run.outcome.statements[0].result.get());
    QCOMPARE(v.int64(0, 0), OptInt(big.size()));
    QCOMPARE(v.bytes(0, 1).size(), big.size());
}

void tst_PgSession::terminatedBackendMidPipeline()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    Run run;
    const QByteArray pid = startSleeping(s, *db, "SELECT pg_sleep(10)", run);
    QVERIFY(!pid.isEmpty());
    QCOMPARE(db->scalar(u"SELECT pg_terminate_backend($1::int)"_s, { pid }), u"t"_s);
    QTRY_VERIFY_WITH_TIMEOUT(run.done, 15000);
    QCOMPARE(run.outcome.connectionError.kind, DbErrorKind::ConnectionLost);
    QVERIFY(run.outcome.everythingSent);
    QCOMPARE(s.state(), PgSession::State::Closed);
}

void tst_PgSession::cancelStopsTheRunningStatement()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    Run run;
    const QByteArray pid = startSleeping(s, *db, "SELECT pg_sleep(30)", run);
    QVERIFY(!pid.isEmpty());
    s.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(run.done, 15000);
    QCOMPARE(run.outcome.statements[0].error.sqlState, u"57014"_s);
    QCOMPARE(s.state(), PgSession::State::Idle);
}

void tst_PgSession::lostWhileIdleIsReported()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QVERIFY(openAndWait(s, db->params()));
    QSignalSpy lost(&s, &PgSession::lost);
    QCOMPARE(db->scalar(u"SELECT pg_terminate_backend($1::int)"_s,
                        { QByteArray::number(s.server().backendPid) }),
             u"t"_s);
    QVERIFY(lost.wait(15000));
    QCOMPARE(lost.first().first().value<DbError>().kind, DbErrorKind::ConnectionLost);
    QCOMPARE(s.state(), PgSession::State::Closed);
}

void tst_PgSession::watchdogAbandonsAStoppedServer()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    SessionLimits limits;
    limits.statementTimeoutMs = 400;
    limits.watchdogGraceMs = 400;
    QVERIFY(openAndWait(s, db->params(), limits));
    const pid_t backend = s.server().backendPid;
    // A stopped backend answers nothing, not even its own statement_timeout: only the
    // client-side watchdog can notice.
    QVERIFY(::kill(backend, SIGSTOP) == 0);
    Run run;
    QElapsedTimer t;
    t.start();
    const bool finished = runAndWait(s, { stmt("SELECT 1") }, run, 10000);
    ::kill(backend, SIGCONT);
    db->exec(u"SELECT pg_terminate_backend($1::int)"_s, { QByteArray::number(backend) });
    QVERIFY(finished);
    QCOMPARE(run.outcome.connectionError.kind, DbErrorKind::ConnectionLost);
    QVERIFY(run.outcome.connectionError.message.contains(u"stopped answering"_s));
    QCOMPARE(s.state(), PgSession::State::Closed);
}

void tst_PgSession::openFailures()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    PgSession s(u"test"_s);
    QSignalSpy failed(&s, &PgSession::openFailed);
    s.open(ConnectionParams::parse(db->dsn() + u" dbname=no_such_database_here"_s, nullptr), {});
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.last().first().value<DbError>().kind, DbErrorKind::DatabaseMissing);

    s.open(ConnectionParams::parse(u"host=127.0.0.1 port=1 connect_timeout=3"_s, nullptr), {});
    QVERIFY(failed.wait(10000));
    const DbError refused = failed.last().first().value<DbError>();
    QCOMPARE(refused.kind, DbErrorKind::ConnectionFailed);
    QVERIFY(refused.isTransient());

    s.open(ConnectionParams::parse(db->dsn() + u" user=no_such_role"_s, nullptr), {});
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.last().first().value<DbError>().kind, DbErrorKind::AuthenticationFailed);
}

void tst_PgSession::connectTimesOutOnASilentPeer()
{
    // A listener that accepts TCP but never speaks: the handshake completes in the kernel,
    // then libpq waits for an answer that never comes.
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QVERIFY(::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0);
    QVERIFY(::listen(fd, 4) == 0);
    socklen_t len = sizeof addr;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len);
    const int port = ntohs(addr.sin_port);

    PgSession s(u"test"_s);
    QSignalSpy failed(&s, &PgSession::openFailed);
    QElapsedTimer t;
    t.start();
    s.open(ConnectionParams::parse(
               u"host=127.0.0.1 sslmode=disable connect_timeout=2 port=%1"_s.arg(port), nullptr),
           {});
    QVERIFY(failed.wait(10000));
    ::close(fd);
    QVERIFY(t.elapsed() >= 1500);
    const DbError e = failed.first().first().value<DbError>();
    QCOMPARE(e.kind, DbErrorKind::ConnectionFailed);
    QVERIFY2(e.message.contains(u"timed out"_s), qPrintable(e.message));
}

QTEST_GUILESS_MAIN(tst_PgSession)
#include "tst_pgsession.moc"

#include "core/contactmask.h"
#include "core/csv.h"
#include "db/queries/exportquery.h"
#include "models/csvexporter.h"
#include "tests/support/jobrunner.h"
#include "tests/support/simulator.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

// CSV exports through the real DB thread against PostgreSQL: every matching row exactly once,
// in order, a page at a time (the page count and page sizes say memory stayed bounded), with
// the simulator's workers changing the rows meanwhile; cancel; RFC 4180 and the formula guard.
class tst_CsvExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csvQuotingAndFormulaGuard();
    void pinnedSlidingRange();
    void everyTaskOnceInOrder();
    void filteredTasksInSmallPages();
    void concurrentWorkersNeitherRepeatNorSkip();
    void cancelStopsAfterThePageAndWritesNothing();
    void everyViewExports();
    void failedExportWritesNothing();
    void anotherDatabaseMidwayFailsTheExport();
    void contactDataIsMaskedUnlessTurnedOff();
};

namespace {

struct Field
{
    QString text;
    bool quoted = false;
};
using Record = QList<Field>;

// An RFC 4180 reader, strict: a quote inside an unquoted field or a stray character after a
// closing quote fails the parse (returns false).
bool parseCsv(const QString &data, QList<Record> *out)
{
    Record record;
    Field field;
    qsizetype i = 0;
    const qsizetype n = data.size();
    bool atFieldStart = true;
    while (i < n) {
        const QChar c = data[i];
        if (atFieldStart && c == u'"') {
            field.quoted = true;
            ++i;
            while (true) {
                if (i >= n)
                    return false;
                if (data[i] == u'"') {
                    if (i + 1 < n && data[i + 1] == u'"') {
                        field.text += u'"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field.text += data[i++];
            }
            atFieldStart = false;
            if (i < n && data[i] != u',' && data[i] != u'\r')
                return false;
            continue;
        }
        if (c == u',') {
            record.append(field);
            field = {};
            atFieldStart = true;
            ++i;
        } else if (c == u'\r') {
            if (i + 1 >= n || data[i + 1] != u'\n')
                return false;
            record.append(field);
            out->append(record);
            record.clear();
            field = {};
            atFieldStart = true;
            i += 2;
        } else {
            if (c == u'"' || c == u'\n')
                return false;
            field.text += c;
            atFieldStart = false;
            ++i;
        }
    }
    return record.isEmpty() && field.text.isEmpty(); // the last record ends with CRLF
}

struct Result
{
    CsvExporter::Outcome outcome = CsvExporter::Outcome::Failed;
    QString error;
    CsvExporter::Stats stats;
    QList<Record> records; // header first
    bool parsed = false;
};

Result exportTo(JobRunner &runner, const exportquery::Spec &spec, const QString &path, int pageSize)
{
    Result r;
    CsvExporter exporter(runner.client());
    QSignalSpy finished(&exporter, &CsvExporter::finished);
    QString error;
    if (!exporter.start(spec, path, &error, pageSize)) {
        r.error = error;
        return r;
    }
    if (!finished.wait(120000))
        return r;
    r.outcome = finished.first().at(0).value<CsvExporter::Outcome>();
    r.error = finished.first().at(1).toString();
    r.stats = exporter.stats();
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        r.parsed = parseCsv(QString::fromUtf8(file.readAll()), &r.records);
    return r;
}

QList<qint64> column0Ids(const QList<Record> &records)
{
    QList<qint64> ids;
    for (qsizetype i = 1; i < records.size(); ++i)
        ids.append(records[i].first().text.toLongLong());
    return ids;
}

QList<qint64> ids(TestDatabase &db, const QString &sql)
{
    QList<qint64> out;
    const auto rows = db.query(sql);
    if (rows) {
        for (const QStringList &r : *rows)
            out.append(r.first().toLongLong());
    }
    return out;
}

int pagesFor(qint64 rows, int pageSize)
{
    return rows == 0 ? 1 : int((rows + pageSize - 1) / pageSize);
}

// 20,000 tasks in every state, two kinds, with the values CSV must survive sprinkled in.
bool seedTasks(TestDatabase &db)
{
    return db.exec(uR"(
        INSERT INTO tasks (id, state, kind, job_id, last_error, account_id, attempts, created_at, updated_at)
        SELECT g,
               (ARRAY['queued','leased','succeeded','failed_retry','dead','failed_perm'])[1 + g % 6],
               CASE WHEN g % 53 = 0 THEN NULL WHEN g % 2 = 0 THEN 'notification' ELSE 'check' END,
               'job-' || g,
               CASE WHEN g % 97 = 0 THEN E'smtp 550, "mailbox full"\nsecond line'
                    WHEN g % 101 = 0 THEN '=HYPERLINK("http://x")'
                    WHEN g % 89 = 0 THEN ''
                    WHEN g % 7 = 0 THEN 'Привет ✓ timeout' END,
               g % 50, g % 5, now() - g * interval '1 second', now()
        FROM generate_series(1, 20000) g;
        SELECT setval('tasks_id_seq', 20000))"_s);
}

} // namespace

void tst_CsvExport::csvQuotingAndFormulaGuard()
{
    QCOMPARE(csv::textField(u"plain"_s), u"plain"_s);
    QCOMPARE(csv::textField(u"a,b"_s), u"\"a,b\""_s);
    QCOMPARE(csv::textField(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
    QCOMPARE(csv::textField(u"two\nlines"_s), u"\"two\nlines\""_s);
    QCOMPARE(csv::textField(u"cr\rhere"_s), u"\"cr\rhere\""_s);
    QCOMPARE(csv::textField(u" padded "_s), u"\" padded \""_s);
    for (const QString &formula : { u"=1+1"_s, u"+1"_s, u"-1"_s, u"@SUM(A1)"_s, u"\tx"_s })
        QCOMPARE(csv::textField(formula).remove(u'"'), u'\'' + QString(formula).remove(u'"'));
    QCOMPARE(csv::textField(u"=A1,B1"_s), u"\"'=A1,B1\""_s);
    QCOMPARE(csv::plainField(u"-5"_s), u"-5"_s); // numbers stay numbers
    QCOMPARE(csv::record({ u"a"_s, QString(), u"\"\""_s }), u"a,,\"\"\r\n"_s);
}

void tst_CsvExport::pinnedSlidingRange()
{
    exportquery::Spec spec;
    spec.tasks.createdWithinSeconds = 3600;
    spec.deliveries.createdWithinSeconds = 60;
    spec.deliveries.createdFrom = 1'000'000'000'000'000; // later than now - 60 s below: it stays
    const exportquery::Spec p = exportquery::pinned(spec, 2'000'000'000);
    QCOMPARE(p.tasks.createdWithinSeconds, 0);
    QCOMPARE(p.tasks.createdFrom, OptTime(2'000'000'000 - 3600LL * 1000000));
    QCOMPARE(p.deliveries.createdWithinSeconds, 0);
    QCOMPARE(p.deliveries.createdFrom, OptTime(1'000'000'000'000'000));
}

void tst_CsvExport::everyTaskOnceInOrder()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedTasks(*db));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tasks.csv"_s);
    exportquery::Spec spec; // no filter: every task
    const Result r = exportTo(runner, spec, path, exportquery::DefaultPageSize);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QVERIFY(r.parsed);
    QCOMPARE(r.records.size(), 20001);
    QStringList header;
    for (const Field &f : r.records.first())
        header.append(f.text);
    QCOMPARE(header, exportquery::columns(exportquery::Kind::Tasks));
    QCOMPARE(column0Ids(r.records), ids(*db, u"SELECT id FROM tasks ORDER BY id DESC"_s));
    // Bounded: four round trips of at most 5,000 rows each; the count came with the first.
    QCOMPARE(r.stats.pages, 4);
    QCOMPARE(r.stats.largestPageRows, 5000);
    QCOMPARE(r.stats.rows, 20000);
    QCOMPARE(r.stats.total, 20000);
    QCOMPARE(r.stats.bytes, QFileInfo(path).size());
    qInfo("20,000 tasks: %d pages, %lld bytes, the largest page %lld bytes", r.stats.pages,
          r.stats.bytes, r.stats.largestPageBytes);

    // Row 20000 - g is task g. The values came through whole and typed.
    auto row = [&r](qint64 id) {
        return r.records.at(int(20001 - id));
    };
    const int lastError
        = int(exportquery::columns(exportquery::Kind::Tasks).indexOf(u"last_error"_s));
    const int kind = int(exportquery::columns(exportquery::Kind::Tasks).indexOf(u"kind"_s));
    const int created
        = int(exportquery::columns(exportquery::Kind::Tasks).indexOf(u"created_at"_s));
    QCOMPARE(row(97).at(0).text, u"97"_s);
    QCOMPARE(row(97).at(lastError).text, u"smtp 550, \"mailbox full\"\nsecond line"_s);
    QVERIFY(row(97).at(lastError).quoted);
    QCOMPARE(row(101).at(lastError).text, u"'=HYPERLINK(\"http://x\")"_s); // guarded
    QCOMPARE(row(89).at(lastError).text, QString()); // empty text: "" ...
    QVERIFY(row(89).at(lastError).quoted);
    QVERIFY(!row(53).at(kind).quoted && row(53).at(kind).text.isEmpty()); // ... NULL: nothing
    QCOMPARE(row(7).at(lastError).text, u"Привет ✓ timeout"_s);
    QCOMPARE(
        row(1).at(created).text,
        db->scalar(
            u"SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') FROM tasks WHERE id = 1"_s));
}

void tst_CsvExport::filteredTasksInSmallPages()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedTasks(*db));
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"dead.csv"_s);
    exportquery::Spec spec;
    spec.tasks.states = { u"dead"_s, u"failed_perm"_s };
    spec.tasks.kind = u"notification"_s;
    spec.tasks.accountId = 10;
    spec.tasks.limit = 200; // the view's window: the export is not bounded by it
    const QList<qint64> expected = ids(
        *db,
        u"SELECT id FROM tasks WHERE state IN ('dead','failed_perm') AND kind = 'notification'"
        " AND account_id = 10 ORDER BY id DESC"_s);
    QVERIFY(expected.size() > 100);
    const Result r = exportTo(runner, spec, path, 37);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QVERIFY(r.parsed);
    QCOMPARE(column0Ids(r.records), expected);
    QCOMPARE(r.stats.pages, pagesFor(expected.size(), 37));
    QVERIFY(r.stats.largestPageRows <= 37);

    // A search narrows it the way the view's search box does.
    spec = {};
    spec.tasks.search = TaskSearch::JobIdOrKey;
    spec.tasks.searchText = u"job-4242"_s;
    const Result one = exportTo(runner, spec, path, 37);
    QCOMPARE(column0Ids(one.records), QList<qint64>({ 4242 }));

    // Nothing matches: a header and no rows, one round trip.
    spec.tasks.searchText = u"no such job"_s;
    const Result none = exportTo(runner, spec, path, 37);
    QCOMPARE(none.outcome, CsvExporter::Outcome::Written);
    QCOMPARE(none.records.size(), 1);
    QCOMPARE(none.stats.pages, 1);
}

void tst_CsvExport::concurrentWorkersNeitherRepeatNorSkip()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedTasks(*db));
    RunningSimulator sim;
    QVERIFY(sim.start(db->dsn(),
                      { u"--duration"_s, u"120"_s, u"--rate"_s, u"200"_s, u"--workers"_s, u"8"_s,
                        u"--faults"_s, u"none"_s }));
    // The workers are at it: new tasks arrive and leased ones change state.
    QTRY_VERIFY_WITH_TIMEOUT(
        db->scalar(u"SELECT count(*) FROM tasks WHERE id > 20000"_s).toInt() > 50, 30000);
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"live.csv"_s);
    exportquery::Spec spec;
    const QString before = db->scalar(u"SELECT now()"_s);
    // Small pages: many round trips, so the workers' writes fall between them.
    const Result r = exportTo(runner, spec, path, 250);
    const qint64 newerDuring
        = db->scalar(u"SELECT count(*) FROM tasks WHERE id > 20000"_s).toLongLong();
    // What the workers did meanwhile, for the log (not asserted: it depends on the machine).
    qInfo("exported %lld rows in %d pages while the workers created or updated %s tasks",
          r.stats.rows, r.stats.pages,
          qPrintable(db->scalar(u"SELECT count(*) FROM tasks WHERE updated_at > $1"_s,
                                { before.toUtf8() })));
    sim.stop();
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QVERIFY(r.parsed);
    const QList<qint64> got = column0Ids(r.records);
    // Strictly newest first: no row twice.
    for (qsizetype i = 1; i < got.size(); ++i)
        QVERIFY2(got[i] < got[i - 1],
                 qPrintable(u"row %1: %2 after %3"_s.arg(i).arg(got[i]).arg(got[i - 1])));
    // Every task up to the newest one exported, exactly: the simulator deletes none, so none is
    // skipped; the ones it created after the first page are after the export's start, not in it.
    QCOMPARE(got,
             ids(*db, u"SELECT id FROM tasks WHERE id <= %1 ORDER BY id DESC"_s.arg(got.first())));
    QVERIFY(got.first() > 20000);
    QVERIFY(newerDuring > got.first() - 20000 || newerDuring == got.first() - 20000);
    QVERIFY(r.stats.largestPageRows <= 250);
    QCOMPARE(r.stats.pages, pagesFor(got.size(), 250));

    // A filter on what the workers do not change (the kind) holds under the same churn.
    RunningSimulator again;
    QVERIFY(again.start(db->dsn(),
                        { u"--duration"_s, u"120"_s, u"--rate"_s, u"200"_s, u"--workers"_s, u"8"_s,
                          u"--faults"_s, u"none"_s }));
    spec.tasks.kind = u"check"_s;
    const Result checks = exportTo(runner, spec, path, 500);
    again.stop();
    QCOMPARE(checks.outcome, CsvExporter::Outcome::Written);
    const QList<qint64> checkIds = column0Ids(checks.records);
    QVERIFY(!checkIds.isEmpty());
    QCOMPARE(checkIds,
             ids(*db,
                 u"SELECT id FROM tasks WHERE kind = 'check' AND id <= %1 ORDER BY id DESC"_s.arg(
                     checkIds.first())));
}

void tst_CsvExport::cancelStopsAfterThePageAndWritesNothing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedTasks(*db));
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cancelled.csv"_s);
    {
        // An earlier export under the same name survives a cancelled one.
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the earlier export\r\n");
    }
    CsvExporter exporter(runner.client());
    QSignalSpy finished(&exporter, &CsvExporter::finished);
    connect(&exporter, &CsvExporter::progressed, &exporter, [&exporter](qint64 rows) {
        if (rows == 1000)
            exporter.cancel(); // while the second page is on its way
    });
    QString error;
    QVERIFY(exporter.start({}, path, &error, 1000));
    QVERIFY(exporter.isRunning());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).value<CsvExporter::Outcome>(), CsvExporter::Outcome::Cancelled);
    QVERIFY(!exporter.isRunning());
    QCOMPARE(exporter.stats().pages, 1); // the page in flight was read, and dropped
    QCOMPARE(exporter.stats().rows, 1000);
    QFile old(path);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the earlier export\r\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList { u"cancelled.csv"_s }); // no temp file left

    // Without an earlier file, a cancel leaves none.
    const QString fresh = dir.filePath(u"fresh.csv"_s);
    CsvExporter second(runner.client());
    QSignalSpy done(&second, &CsvExporter::finished);
    QVERIFY(second.start({}, fresh, &error, 1000));
    second.cancel();
    QVERIFY(done.wait(60000));
    QCOMPARE(done.first().at(0).value<CsvExporter::Outcome>(), CsvExporter::Outcome::Cancelled);
    QVERIFY(!QFile::exists(fresh));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList { u"cancelled.csv"_s });
}

void tst_CsvExport::everyViewExports()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO notification_deliveries (id, message_id, worker_id, task_id, status, error, duration_ms, created_at)
        SELECT g, 9000 + g % 5, 'w' || g % 3, g, (ARRAY['delivered','partial','retryable','permanent'])[1 + g % 4],
               CASE WHEN g % 4 = 3 THEN 'bounced, "hard"' END, g, now() - g * interval '1 minute'
        FROM generate_series(1, 3000) g;
        INSERT INTO tasks (id, state, kind, lease_owner, lease_token, lease_expires_at)
        SELECT g, CASE WHEN g % 3 = 0 THEN 'leased' ELSE 'queued' END, 'check', 'worker-' || g % 4, md5(g::text),
               CASE WHEN g % 9 = 0 THEN NULL ELSE now() + (g % 40) * interval '1 second' END
        FROM generate_series(1, 500) g;
        INSERT INTO public.feed_cursors (feed, sink, lease_holder, lease_expires_at)
        SELECT 'feed-' || g % 4, 'sink, ' || g, CASE WHEN g % 5 = 0 THEN NULL ELSE 'pg-row:' || g END, 1700000000000 + g
        FROM generate_series(1, 60) g;
        INSERT INTO alarm.alerts (id, account_id, name, state)
        SELECT ('00000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, g, 'Alert ' || g, 'triggered'
        FROM generate_series(1, 6) g;
        INSERT INTO alarm.subscriptions (id, alert_id, device_label)
        SELECT ('00000000-0000-0000-0001-' || lpad(g::text, 12, '0'))::uuid,
               ('00000000-0000-0000-0000-' || lpad((1 + g % 6)::text, 12, '0'))::uuid, 'Phone ' || g
        FROM generate_series(1, 18) g;
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, acked_at)
        SELECT s.alert_id, s.id, ('00000000-0000-0000-0002-' || lpad(e::text, 12, '0'))::uuid,
               CASE WHEN e = 3 THEN now() END
        FROM alarm.subscriptions s, generate_series(1, 4) e)"_s));
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"view.csv"_s);
    using exportquery::Kind;

    exportquery::Spec spec;
    spec.kind = Kind::Deliveries;
    spec.deliveries.statuses = { u"permanent"_s, u"partial"_s };
    spec.deliveries.workerId = u"w1"_s;
    spec.deliveries.createdWithinSeconds = 24 * 3600;
    Result r = exportTo(runner, spec, path, 50);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QCOMPARE(column0Ids(r.records),
             ids(*db,
                 u"SELECT id FROM notification_deliveries WHERE status IN ('permanent','partial') "
                 u"AND worker_id = 'w1'"
                 " AND created_at >= now() - interval '1 day' ORDER BY id DESC"_s));
    QVERIFY(r.records.size() > 100);

    spec.kind = Kind::TaskLeases;
    r = exportTo(runner, spec, path, 16);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QCOMPARE(column0Ids(r.records),
             ids(*db, u"SELECT id FROM tasks WHERE state = 'leased' ORDER BY id"_s));

    spec.kind = Kind::SinkLeases;
    r = exportTo(runner, spec, path, 7);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    QVERIFY(r.parsed);
    const auto sinks = db->query(
        u"SELECT feed, sink FROM public.feed_cursors WHERE lease_holder IS NOT NULL ORDER BY feed, sink"_s);
    QVERIFY(sinks);
    QCOMPARE(r.records.size() - 1, sinks->size());
    for (qsizetype i = 0; i < sinks->size(); ++i) {
        QCOMPARE(r.records[i + 1][0].text, sinks->at(i)[0]);
        QCOMPARE(r.records[i + 1][1].text,
                 sinks->at(i)[1]); // "sink, 12": quoted, and read back whole
    }

    spec.kind = Kind::AlarmDebt;
    r = exportTo(runner, spec, path, 5);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Written);
    const auto owed = db->query(u"SELECT alert_id, subscription_id, event_id FROM "
                                u"alarm.alarm_deliveries WHERE acked_at IS NULL"
                                " ORDER BY alert_id, subscription_id, event_id"_s);
    QVERIFY(owed);
    QCOMPARE(owed->size(), 18 * 3);
    QCOMPARE(r.records.size() - 1, owed->size());
    for (qsizetype i = 0; i < owed->size(); ++i) {
        for (int c = 0; c < 3; ++c)
            QCOMPARE(r.records[i + 1][c].text, owed->at(i)[c]);
    }
    QCOMPARE(r.stats.pages, pagesFor(owed->size(), 5));
}

void tst_CsvExport::failedExportWritesNothing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sinks.csv"_s);
    exportquery::Spec spec;
    spec.kind = exportquery::Kind::SinkLeases;
    spec.feed.schema = u"no_such_schema"_s;
    const Result r = exportTo(runner, spec, path, 100);
    QCOMPARE(r.outcome, CsvExporter::Outcome::Failed);
    QVERIFY2(r.error.contains(u"no_such_schema"_s), qPrintable(r.error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());

    // A directory that cannot be written: refused before anything is asked of the server.
    CsvExporter exporter(runner.client());
    QString error;
    QVERIFY(!exporter.start(spec, dir.filePath(u"missing/dir/x.csv"_s), &error, 100));
    QVERIFY(!error.isEmpty());
}

void tst_CsvExport::anotherDatabaseMidwayFailsTheExport()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    POOLSCOPE_TEST_DATABASE(other, TestDatabase::Template::Upstream);
    QVERIFY(seedTasks(*db));
    QVERIFY(seedTasks(*other));
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"two.csv"_s);
    CsvExporter exporter(runner.client());
    QSignalSpy finished(&exporter, &CsvExporter::finished);
    DbConfig elsewhere;
    elsewhere.params = other->params();
    connect(&exporter, &CsvExporter::progressed, &exporter, [&](qint64 rows) {
        if (rows == 100)
            runner.client()->start(elsewhere); // as File → Connect or a profile switch does
    });
    QString error;
    QVERIFY(exporter.start({}, path, &error, 100));
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).value<CsvExporter::Outcome>(), CsvExporter::Outcome::Failed);
    QVERIFY2(finished.first().at(1).toString().contains(u"another database"_s),
             qPrintable(finished.first().at(1).toString()));
    QCOMPARE(exporter.stats().pages, 1);
    QVERIFY(!QFile::exists(path));
}

// With the setting on (the default), no address or phone number of the rows' texts is in the
// file, wherever in a cell it is; turned off, the file carries them as the database does. Ids,
// times and the rest of the text are the same either way.
void tst_CsvExport::contactDataIsMaskedUnlessTurnedOff()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, state, kind, job_id, last_error, account_id, created_at)
        VALUES (1234567, 'dead', 'notification', 'job-1',
                '550 5.1.1 <john.doe@example.com>: mailbox unavailable', 42, '2026-12-07 10:49:00+00'),
               (1234568, 'failed_perm', 'notification', 'job-2',
                'invalid ''To'' phone number +4915112345678', 42, '2026-12-07 10:50:00+00');
        INSERT INTO notification_deliveries (id, message_id, worker_id, task_id, status, error,
                                             provider_response, duration_ms, created_at)
        VALUES (1, 9000, 'w1', 1234567, 'permanent', 'rejected jane@example.org',
                '{"phone": "15551234567", "code": 21211}', 12, now()))"_s));
    JobRunner runner(*db);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"rows.csv"_s);
    exportquery::Spec spec;
    QVERIFY(spec.maskContacts); // on unless the operator turned it off

    const QStringList contacts { u"john.doe@example.com"_s, u"+4915112345678"_s,
                                 u"jane@example.org"_s, u"15551234567"_s };
    QString text;
    const auto exportBoth = [&] {
        text.clear();
        for (const auto kind : { exportquery::Kind::Tasks, exportquery::Kind::Deliveries }) {
            spec.kind = kind;
            const Result r = exportTo(runner, spec, path, 1);
            QFile file(path);
            if (r.outcome != CsvExporter::Outcome::Written || !r.parsed
                || !file.open(QIODevice::ReadOnly))
                return false;
            text += QString::fromUtf8(file.readAll());
        }
        return true;
    };
    QVERIFY(exportBoth());
    for (const QString &c : contacts)
        QVERIFY2(!text.contains(c), qPrintable(c + u" in\n"_s + text));
    QVERIFY2(text.contains(u"550 5.1.1 <j***@example.com>: mailbox unavailable"_s),
             qPrintable(text));
    QVERIFY(text.contains(u"phone number +***********78"_s));
    QVERIFY(text.contains(u"rejected j***@example.org"_s));
    QVERIFY(text.contains(u"*********67"_s));
    // Ids and times are not contact data.
    QVERIFY(text.contains(u"\r\n1234568,"_s) && text.contains(u"\r\n1234567,"_s));
    QVERIFY(text.contains(u"2026-12-07T10:49:00.000000Z"_s));
    QVERIFY(!contactmask::holdsContact(text));

    spec.maskContacts = false;
    QVERIFY(exportBoth());
    for (const QString &c : contacts)
        QVERIFY2(text.contains(c), qPrintable(c + u" missing from\n"_s + text));
}

QTEST_GUILESS_MAIN(tst_CsvExport)
#include "tst_csvexport.moc"

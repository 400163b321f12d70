#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/detailquery.h"
#include "db/queries/exportquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/schemaprobe.h"
#include "db/queries/taskquery.h"
#include "db/rowcolumns.h"
#include "db/schemarequirements.h"
#include "tests/support/jobrunner.h"

using namespace Qt::StringLiterals;

// Every statement that reads a row type gives exactly the columns its decode expects, by name
// and in order (db/rowcolumns.h), run against the real schema; a planted column shows the
// check fires; optional columns a database lacks are left out and named, not fatal.
class tst_RowColumns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statementsGiveTheDeclaredColumns();
    void aPlantedColumnFailsTheCheck();
    void aColumnInsertedInTheMiddleShiftsNothing();
    void textInRunsIsShared();
    void requirementsComeFromTheTables();
    void optionalColumnsADatabaseLacksAreLeftOut();
};

namespace {

struct Case
{
    const char *name;
    DbJob job; // a job of the console's, as it is sent
    int statement; // which of its statements reads the rows
    QStringList expected; // the names its decode reads, in order
};

// The mismatch between statement `index` of `job`, run alone, and `expected`.
DbJob checkJob(const DbJob &job, int index, const QStringList &expected)
{
    DbJob check;
    check.label = u"column check"_s;
    SqlStatement st = job.statements.at(index);
    st.endsTransaction = false;
    check.statements = { st };
    check.decode = [expected](const JobResults &r) {
        return QVariant(columnMismatch(r.view(0), expected));
    };
    return check;
}

QStringList plus(QStringList list, const QStringList &more)
{
    list += more;
    return list;
}

const QStringList Absent { u"message_id"_s, u"deadline"_s };

// Every statement of the console's that reads whole rows of a row type with a column table.
QList<Case> cases()
{
    const QStringList tasks = taskquery::columns().names();
    const QStringList deliveries = deliveryquery::columns().names();
    exportquery::Spec spec;
    spec.kind = exportquery::Kind::Tasks;
    exportquery::Spec lacking = spec;
    lacking.absentColumns = Absent;
    exportquery::Spec deliveryExport;
    deliveryExport.kind = exportquery::Kind::Deliveries;
    exportquery::Spec leaseExport;
    leaseExport.kind = exportquery::Kind::TaskLeases;
    exportquery::Spec sinkExport;
    sinkExport.kind = exportquery::Kind::SinkLeases;
    exportquery::Spec debtExport;
    debtExport.kind = exportquery::Kind::AlarmDebt;
    return {
        { "tasks window", taskquery::windowJob({}), 1, tasks },
        { "tasks window with replays", taskquery::windowJob({}, {}, true), 1,
          plus(tasks, { u"replayed_as"_s }) },
        { "tasks window without optional columns", taskquery::windowJob({}, {}, true, Absent), 1,
          plus(taskquery::columns().names(Absent), { u"replayed_as"_s }) },
        { "task detail", detailquery::taskJob(1, false), 1, tasks },
        { "task detail's deliveries", detailquery::taskJob(1, false), 2, deliveries },
        { "deliveries window", deliveryquery::windowJob({}), 1, deliveries },
        { "delivery detail", detailquery::deliveryJob(1), 0,
          plus(deliveries, { u"task_exists"_s, u"task_state"_s }) },
        { "tasks export", exportquery::pageJob(spec, {}), 2, exportquery::columns(spec.kind) },
        { "tasks export without optional columns", exportquery::pageJob(lacking, {}), 2,
          exportquery::columns(spec.kind, Absent) },
        { "deliveries export", exportquery::pageJob(deliveryExport, {}), 2,
          exportquery::columns(deliveryExport.kind) },
        { "task leases", leasequery::taskLeasesJob(), 1, leasequery::taskLeaseColumns().names() },
        { "task leases export", exportquery::pageJob(leaseExport, {}), 2,
          exportquery::columns(leaseExport.kind) },
        { "sink leases", leasequery::sinkLeasesJob(FeedTable()), 1,
          leasequery::sinkLeaseColumns().names() },
        { "sink leases export", exportquery::pageJob(sinkExport, {}), 2,
          exportquery::columns(sinkExport.kind) },
        { "alarm debt", alarmquery::debtJob(100, false), 1, alarmquery::debtColumns().names() },
        { "alarm debt export", exportquery::pageJob(debtExport, {}), 2,
          exportquery::columns(debtExport.kind) },
    };
}

} // namespace

void tst_RowColumns::statementsGiveTheDeclaredColumns()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    for (const Case &c : cases()) {
        const auto mismatch = runner.value<QStringList>(checkJob(c.job, c.statement, c.expected));
        QVERIFY2(mismatch, c.name);
        QVERIFY2(mismatch->isEmpty(),
                 qPrintable(QString::fromLatin1(c.name) + u": "_s + mismatch->join(u"; "_s)));
    }
}

void tst_RowColumns::aPlantedColumnFailsTheCheck()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    const QStringList tasks = taskquery::columns().names();
    // A decode that expects one column more than the statement gives.
    QStringList oneMore = tasks;
    oneMore.insert(3, u"planted"_s);
    auto mismatch = runner.value<QStringList>(checkJob(taskquery::windowJob({}), 1, oneMore));
    QVERIFY(mismatch);
    QVERIFY(!mismatch->isEmpty());
    QCOMPARE(mismatch->first(),
             u"column 4: the statement gives state where the decode expects planted"_s);
    QCOMPARE(mismatch->last(),
             u"column 22: the decode expects updated_at, which the statement does not give"_s);
    // A statement built from a table with a column the decode does not declare.
    QList<RowColumn<TaskRow>> columns = taskquery::columns().all();
    columns.append(
        { "planted", "42", ColumnNeed::Required, &decodeas::integer<&TaskRow::checkId> });
    const RowColumns<TaskRow> planted(u"tasks"_s, columns);
    DbJob job;
    job.statements = {
        SqlBuilder("SELECT ").addSelectList(planted.select()).add(" FROM tasks t").statement()
    };
    mismatch = runner.value<QStringList>(checkJob(job, 0, tasks));
    QVERIFY(mismatch);
    QCOMPARE(*mismatch,
             QStringList {
                 u"column 22: the statement gives planted, which the decode does not expect"_s });
}

void tst_RowColumns::aColumnInsertedInTheMiddleShiftsNothing()
{
    // The window's statement with a column planted after id: a decode by position would read
    // every later column one off, and replayed_as from updated_at's place.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, updated_at)"
                 " VALUES (7, 'j7', 'k', 'dead', 2, 5, '2026-01-02 03:04:05+00');"
                 " INSERT INTO task_replays (original_task_id, requeued_task_id, created_at)"
                 " VALUES (7, 9, now())"_s));
    JobRunner runner(*db);
    DbJob job = taskquery::windowJob({}, {}, true);
    QByteArray &sql = job.statements[1].sql;
    QVERIFY(sql.startsWith("SELECT t.id AS id, "));
    sql.insert(int(qstrlen("SELECT t.id AS id, ")), "'planted' AS planted, ");
    const auto w = runner.value<TaskWindow>(job);
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 1);
    const TaskRow &t = w->rows.first();
    QCOMPARE(t.jobId, u"j7"_s);
    QCOMPARE(t.state, u"dead"_s);
    QCOMPARE(t.attempts, OptInt(2));
    QCOMPARE(t.maxAttempts, OptInt(5));
    QVERIFY(t.updatedAt.has_value());
    QCOMPARE(t.replayedAs, OptInt(9));
    QVERIFY(w->absentColumns.isEmpty());
}

// decodeas::runs: equal text in consecutive rows is one QString (the alarm debt's alerts and
// devices), as RepeatedText gives; decodeas::text decodes each row's own.
void tst_RowColumns::textInRunsIsShared()
{
    struct Row
    {
        QString shared;
        QString own;
    };
    static const RowColumns<Row> table {
        "nowhere",
        {
            { "shared", "'same'::text", ColumnNeed::Computed, &decodeas::runs<&Row::shared> },
            { "own", "'same'::text", ColumnNeed::Computed, &decodeas::text<&Row::own> },
        },
    };
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    DbJob job;
    job.statements = { SqlBuilder("SELECT ")
                           .addSelectList(table.select())
                           .add(" FROM generate_series(1, 3)")
                           .statement() };
    job.decode = [](const JobResults &r) {
        const PgResultView v = r.view(0);
        const auto bound = table.bind(v);
        const Row first = bound.decode(v, 0);
        const Row second = bound.decode(v, 1);
        return QVariant::fromValue(QList<bool> { first.shared == u"same"_s,
                                                 second.shared.isSharedWith(first.shared),
                                                 second.own.isSharedWith(first.own) });
    };
    const auto shared = runner.value<QList<bool>>(job);
    QVERIFY(shared);
    QCOMPARE(*shared, (QList<bool> { true, true, false }));
}

void tst_RowColumns::requirementsComeFromTheTables()
{
    const Requirement tasks = requirements::tasks().first();
    QCOMPARE(tasks.relation, u"tasks"_s);
    QStringList all = tasks.columns + tasks.optionalColumns;
    all.sort();
    QStringList declared = taskquery::columns().names();
    declared.sort();
    QCOMPARE(all, declared);
    QCOMPARE(tasks.optionalColumns, taskquery::columns().optionalNames());
    QVERIFY(!tasks.columns.contains(u"message_id"_s));
    QVERIFY(tasks.optionalColumns.contains(u"message_id"_s));
    const Requirement leases = requirements::taskLeases().first();
    QCOMPARE(leases.relation, u"tasks"_s);
    QVERIFY(leases.columns.contains(u"id"_s) && !leases.columns.contains(u"task_id"_s));
    QCOMPARE(leases.columns.last(), u"state"_s); // the WHERE's
    const Requirement sinks = requirements::sinkLeases(FeedTable()).first();
    QCOMPARE(sinks.relation, u"\"public\".\"feed_cursors\""_s);
    QCOMPARE(sinks.columns,
             (QStringList { u"feed"_s, u"sink"_s, u"position"_s, u"lease_holder"_s,
                            u"lease_expires_at"_s, u"updated_at"_s })); // no computed column
    const Requirement deliveries = requirements::deliveries().first();
    QCOMPARE(deliveries.columns, deliveryquery::columns().names());
    QVERIFY(deliveries.optionalColumns.isEmpty());
}

void tst_RowColumns::optionalColumnsADatabaseLacksAreLeftOut()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, job_id, state, message_id, deadline)"
                     " VALUES (1, 'j1', 'queued', 5, now());"
                     " ALTER TABLE tasks DROP COLUMN message_id, DROP COLUMN deadline"_s));
    JobRunner runner(*db);
    const auto schema = runner.value<SchemaInfo>(schemaprobe::job(FeedTable()));
    QVERIFY(schema);
    QCOMPARE(schema->unmet(requirements::tasks()), QStringList());
    const QStringList absent = taskquery::columns().absentIn(*schema);
    QCOMPARE(absent, Absent);
    // Without the columns left out, the view would fail as a whole.
    const auto failed = runner.run(taskquery::windowJob({}));
    QVERIFY(failed && failed->error.isError());
    const auto w = runner.value<TaskWindow>(taskquery::windowJob({}, {}, true, absent));
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 1);
    QCOMPARE(w->rows.first().jobId, u"j1"_s);
    QVERIFY(!w->rows.first().messageId && !w->rows.first().deadline);
    QCOMPARE(w->absentColumns, Absent);
    const auto detail = runner.value<TaskDetail>(detailquery::taskJob(1, true, {}, absent));
    QVERIFY(detail && detail->found);
    QCOMPARE(detail->task.jobId, u"j1"_s);
    exportquery::Spec spec;
    spec.absentColumns = absent;
    const auto page = runner.value<exportquery::Page>(exportquery::pageJob(spec, {}));
    QVERIFY(page);
    QVERIFY(page->csv.startsWith(u"id,job_id,kind,state,last_error,account_id,monitor_id,"
                                 u"check_id,contact_id,not_before,lease_owner"_s));
    QCOMPARE(page->rows, 1);
}

QTEST_GUILESS_MAIN(tst_RowColumns)
#include "tst_rowcolumns.moc"

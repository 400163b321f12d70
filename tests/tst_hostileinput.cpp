#include "app/consolesession.h"
#include "app/options.h"
#include "models/deliverytablemodel.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "tests/support/privatecluster.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/jsonview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// Hostile and broken input, each met with a clear message, no crash, and nothing written:
// a wrong password, an unknown host, a 10 MB payload, JSON nested 10,000 levels, invalid
// UTF-8 from a SQL_ASCII database, NULL in every nullable column, SQL metacharacters and
// megabyte strings in every search box and command-line argument. (Malformed DSNs, missing
// databases, tables and columns, and roles without privileges have their tests next to the
// code that meets them: tst_connectionparams, tst_mainwindow, tst_schemaprobe, tst_actions.)
class tst_HostileInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void wrongPasswordSaysSoAndIsNeverEchoed();
    void unknownHostIsNamed();
    void tenMegabytePayloadIsPreviewed();
    void jsonNestedTenThousandLevels();
    void invalidUtf8FromASqlAsciiDatabase();
    void nullInEveryNullableColumn();
    void metacharactersAndHugeStringsInEverySearchBox();
    void metacharactersOnTheCommandLineChangeNothing();

private:
    struct Cli
    {
        int code = -1;
        QString out;
        QString err;
    };
    bool open(const QString &dsn, const QString &view = QString());
    // Opens the console on `dsn`, waits for task 1 in the tasks view and selects it: the
    // detail pane that shows it, or null.
    DetailPane *openOnTaskOne(const QString &dsn);
    Cli poolscope(const QStringList &args);
    static QString fingerprint(TestDatabase &db);
    QStringList visibleTexts() const;

    std::unique_ptr<ConsoleSession> m_session;
    QTemporaryDir m_home;
};

namespace {
QStringList g_log; // every message the console logged, to look for secrets in

void collect(QtMsgType, const QMessageLogContext &, const QString &message)
{
    g_log.append(message);
}

QString column(QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

// Applies the schema migrations to `dsn` the way psql -f does (they hold no meta-commands).
bool applySchema(const QString &dsn, QString *error)
{
    PGconn *c = PQconnectdb(dsn.toUtf8().constData());
    bool ok = PQstatus(c) == CONNECTION_OK;
    const QString root = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    const QStringList files
        = QDir(root + u"/db/schema"_s).entryList({ u"*.sql"_s }, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        if (!ok)
            break;
        QFile f(root + u"/db/schema/"_s + name);
        ok = f.open(QIODevice::ReadOnly);
        PGresult *r = ok ? PQexec(c, f.readAll().constData()) : nullptr;
        ok = r && PQresultStatus(r) == PGRES_COMMAND_OK;
        if (!ok)
            *error = name + u": "_s + QString::fromUtf8(PQerrorMessage(c));
        PQclear(r);
    }
    if (files.isEmpty()) {
        *error = u"no migrations under "_s + root;
        ok = false;
    }
    PQfinish(c);
    return ok;
}
} // namespace

void tst_HostileInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_home.isValid());
}

void tst_HostileInput::cleanup()
{
    m_session.reset();
}

bool tst_HostileInput::open(const QString &dsn, const QString &view)
{
    Options options = sessionOptions(dsn);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    options.view = view;
    m_session = startConsole(options);
    return m_session != nullptr;
}

DetailPane *tst_HostileInput::openOnTaskOne(const QString &dsn)
{
    if (!open(dsn))
        return nullptr;
    TasksView *tasks = m_session->window()->tasksView();
    const bool listed
        = QTest::qWaitFor([tasks] { return tasks->table()->model()->rowCount() == 1; }, 10000);
    return listed && tasks->selectTask(1) ? m_session->window()->detailPane() : nullptr;
}

tst_HostileInput::Cli tst_HostileInput::poolscope(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_home.path());
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"), args);
    p.waitForFinished(60000);
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
             QString::fromUtf8(p.readAllStandardError()).trimmed() };
}

// Every row of every contract table, hashed: equal before and after means nothing was written.
QString tst_HostileInput::fingerprint(TestDatabase &db)
{
    return db.scalar(uR"(
        SELECT md5(concat_ws('|',
            (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM tasks t),
            (SELECT string_agg(r::text, ',' ORDER BY r::text) FROM task_replays r),
            (SELECT string_agg(d::text, ',' ORDER BY d::text) FROM notification_deliveries d),
            (SELECT string_agg(a::text, ',' ORDER BY a::text) FROM alarm.alarm_deliveries a),
            (SELECT string_agg(c::text, ',' ORDER BY c::text) FROM feed_cursors c)))
    )"_s);
}

// What the window shows in text: labels, line edits, text browsers, buttons and its title.
QStringList tst_HostileInput::visibleTexts() const
{
    QWidget *w = m_session->window();
    QStringList out { w->windowTitle() };
    for (QLabel *l : w->findChildren<QLabel *>())
        out << l->text() << l->toolTip();
    for (QLineEdit *e : w->findChildren<QLineEdit *>())
        out << e->text();
    for (QTextBrowser *b : w->findChildren<QTextBrowser *>())
        out << b->toPlainText();
    for (QAbstractButton *b : w->findChildren<QAbstractButton *>())
        out << b->text() << b->toolTip();
    return out;
}

void tst_HostileInput::wrongPasswordSaysSoAndIsNeverEchoed()
{
    // A server that asks this role for a password (every other test connects by trust).
    PrivateCluster cluster({ u"--hba"_s, u"host all pwuser 127.0.0.1/32 scram-sha-256"_s });
    QVERIFY2(cluster.start(), qPrintable(cluster.lastError()));
    PGconn *admin = PQconnectdb(cluster.dsn(u"postgres"_s).toUtf8().constData());
    QCOMPARE(PQstatus(admin), CONNECTION_OK);
    PQclear(PQexec(admin, "CREATE ROLE pwuser LOGIN PASSWORD 'right-horse-battery'"));
    PQfinish(admin);
    QVERIFY2(cluster.loadSchema(u"pool"_s), qPrintable(cluster.lastError()));
    admin = PQconnectdb(cluster.dsn(u"pool"_s).toUtf8().constData());
    PQclear(PQexec(admin,
                   "GRANT SELECT ON ALL TABLES IN SCHEMA public, alarm TO pwuser; GRANT USAGE ON "
                   "SCHEMA alarm TO pwuser"));
    PQfinish(admin);

    const QString secret = u"wrong-staple-9f3k"_s;
    const QString dsn = cluster.tcpDsn(u"pool"_s) + u" user=pwuser password="_s + secret;
    g_log.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collect);
    QVERIFY(open(dsn));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_session->window()->connectionIndicator()->stateText().startsWith(u"Failed: "_s), 15000);
    const QString state = m_session->window()->connectionIndicator()->stateText();
    QVERIFY2(state.contains(u"password authentication failed"_s), qPrintable(state));
    const QStringList shown = visibleTexts();
    m_session.reset();
    qInstallMessageHandler(previous);
    for (const QString &text : shown)
        QVERIFY2(!text.contains(secret), qPrintable(text));
    for (const QString &line : std::as_const(g_log))
        QVERIFY2(!line.contains(secret), qPrintable(line));

    // The command line: exit 3 (the database), the reason, never the password.
    Cli r = poolscope({ u"lookup"_s, u"--task"_s, u"1"_s, u"--dsn"_s, dsn });
    // Its stderr with any other code: under the sanitizers a report ends the process with 1.
    QVERIFY2(r.code == 3, qPrintable(u"exit %1: %2"_s.arg(r.code).arg(r.err.left(4000))));
    QVERIFY2(r.err.contains(u"password authentication failed"_s), qPrintable(r.err));
    QVERIFY(!r.err.contains(secret) && !r.out.contains(secret));
    // The right password gets in: the refusal above was the password's, nothing else.
    r = poolscope({ u"lookup"_s, u"--task"_s, u"1"_s, u"--dsn"_s,
                    cluster.tcpDsn(u"pool"_s) + u" user=pwuser password=right-horse-battery"_s });
    QCOMPARE(r.code, 4); // connected; no task 1
}

void tst_HostileInput::unknownHostIsNamed()
{
    // .invalid never resolves (RFC 6761), with or without a network.
    QVERIFY(open(u"host=no-such-host.invalid dbname=pool connect_timeout=3"_s));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_session->window()->connectionIndicator()->stateText().contains(u"no-such-host.invalid"_s),
        20000);
    const QString state = m_session->window()->connectionIndicator()->stateText();
    QVERIFY2(state.contains(u"translate host name"_s) || state.contains(u"Name or service"_s),
             qPrintable(state));
    const Cli r = poolscope({ u"lookup"_s, u"--task"_s, u"1"_s, u"--dsn"_s,
                              u"host=no-such-host.invalid dbname=pool"_s });
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"no-such-host.invalid"_s), qPrintable(r.err));
}

void tst_HostileInput::tenMegabytePayloadIsPreviewed()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, payload, created_at)
        VALUES (1, 'job-big', 'notification', 'dead',
                jsonb_build_object('subject', 'big', 'blob', repeat('0123456789abcdef', 655360)), now())
    )"_s));
    const QString before = fingerprint(*db);
    DetailPane *pane = openOnTaskOne(db->dsn());
    QVERIFY(pane);
    QTRY_VERIFY_WITH_TIMEOUT(
        pane->valueView(DetailField::TaskPayload)
            && !pane->valueView(DetailField::TaskPayload)->displayedText().isEmpty(),
        15000);
    JsonView *payload = pane->valueView(DetailField::TaskPayload);
    // A preview of 256 KB of a 10 MB value, and a way to see the rest.
    QVERIFY2(payload->displayedText().size() <= 300 * 1024,
             qPrintable(QString::number(payload->displayedText().size())));
    QVERIFY2(payload->statusText().contains(u"10.0 MB"_s), qPrintable(payload->statusText()));
    QVERIFY(payload->showAllButton()->isEnabled());
    // The polls go on; the row does not change, so the server sends no text again (detailquery)
    // and the pane keeps showing the preview it has.
    const QString preview = payload->displayedText();
    QSignalSpy polls(m_session->poller(), &Poller::cycleFinished);
    QTRY_VERIFY_WITH_TIMEOUT(polls.size() >= 2, 15000);
    QCOMPARE(m_session->window()->detailPane()->valueView(DetailField::TaskPayload), payload);
    QCOMPARE(payload->displayedText(), preview);
    QVERIFY2(payload->statusText().contains(u"10.0 MB"_s), qPrintable(payload->statusText()));
    // The whole value, read and pretty-printed on the DB thread.
    QElapsedTimer shown, tick;
    shown.start();
    tick.start();
    qint64 longestStall = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this,
            [&] { longestStall = qMax(longestStall, tick.restart()); });
    ticker.start(5);
    payload->showAllButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(payload->displayedText().size() > 10 * 1024 * 1024, 30000);
    qInfo("10 MB payload shown whole in %lld ms; the event loop's longest stall %lld ms",
          shown.elapsed(), longestStall);
    QVERIFY(payload->displayedText().endsWith(u"\"\n}"_s));
    QCOMPARE(m_session->window()->connectionIndicator()->stateText(), u"Live"_s);
    QCOMPARE(fingerprint(*db), before);
}

void tst_HostileInput::jsonNestedTenThousandLevels()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // PostgreSQL stores it; its own jsonb_pretty would make 400 MB of spaces of it.
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, payload, created_at)
        VALUES (1, 'job-deep', 'notification', 'dead', (repeat('[', 10000) || '"core"' || repeat(']', 10000))::jsonb, now())
    )"_s));
    const QString before = fingerprint(*db);
    DetailPane *pane = openOnTaskOne(db->dsn());
    QVERIFY(pane);
    QTRY_VERIFY_WITH_TIMEOUT(
        pane->valueView(DetailField::TaskPayload)
            && pane->valueView(DetailField::TaskPayload)->displayedText().contains(u"\"core\""_s),
        15000);
    const QString text = pane->valueView(DetailField::TaskPayload)->displayedText();
    QCOMPARE(text.count(u'['), 10000);
    QCOMPARE(text.count(u']'), 10000);
    QVERIFY(pane->title().startsWith(u"Task 1"_s));
    QCOMPARE(m_session->window()->connectionIndicator()->stateText(), u"Live"_s);
    QCOMPARE(fingerprint(*db), before);
}

void tst_HostileInput::invalidUtf8FromASqlAsciiDatabase()
{
    // SQL_ASCII stores bytes unchecked, and the server converts nothing to the client's
    // UTF8: the console gets the bytes as they are and must show them without falling over.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString name = db->name() + u"_ascii"_s;
    QVERIFY(db->exec(
        u"CREATE DATABASE \"%1\" TEMPLATE template0 ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C'"_s
            .arg(name)));
    auto dropIt = qScopeGuard([&] {
        m_session.reset();
        db->exec(u"DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)"_s.arg(name));
    });
    const QString dsn = db->dsn() + u" dbname="_s + name;
    QString error;
    QVERIFY2(applySchema(dsn, &error), qPrintable(error));
    PGconn *c = PQconnectdb(dsn.toUtf8().constData());
    // \xff\xfe are never UTF-8; \xc3 starts a sequence that never ends.
    PGresult *r = PQexec(c, R"(
        CREATE FUNCTION pg_temp.bad(t text) RETURNS text LANGUAGE sql
          AS $$ SELECT replace(t, '#', convert_from('\xfffec3'::bytea, 'SQL_ASCII')) $$;
        INSERT INTO tasks (id, job_id, kind, state, last_error, payload, created_at)
        VALUES (1, pg_temp.bad('job-#'), 'notification', 'dead', pg_temp.bad('smtp 550 #'),
                ('{"subject": "' || pg_temp.bad('door #') || '"}')::jsonb, now());
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, created_at)
        VALUES (90001, pg_temp.bad('worker-#'), 1, 'permanent', pg_temp.bad('bounced #'), now());
    )");
    const bool inserted = PQresultStatus(r) == PGRES_COMMAND_OK;
    const QString insertError = QString::fromUtf8(PQerrorMessage(c));
    PQclear(r);
    PQfinish(c);
    QVERIFY2(inserted, qPrintable(insertError));

    QVERIFY(open(dsn));
    MainWindow *w = m_session->window();
    TasksView *tasks = w->tasksView();
    QTRY_VERIFY2_WITH_TIMEOUT(tasks->table()->model()->rowCount() == 1,
                              qPrintable(tasks->errorText()), 10000);
    const QString jobId = column(tasks->table(), 0, TaskTableModel::JobIdColumn);
    QVERIFY2(jobId.startsWith(u"job-"_s) && jobId.contains(QChar::ReplacementCharacter),
             qPrintable(jobId));
    QVERIFY(tasks->selectTask(1));
    DetailPane *pane = w->detailPane();
    QTRY_VERIFY_WITH_TIMEOUT(pane->title().startsWith(u"Task 1"_s), 10000);
    QVERIFY2(pane->fieldsText().contains(QChar::ReplacementCharacter),
             qPrintable(pane->fieldsText())); // the job id
    QVERIFY(pane->fieldsText().contains(u"bounced "_s)); // its delivery attempt
    QTRY_VERIFY_WITH_TIMEOUT(pane->valueView(DetailField::TaskLastError)
                                 && pane->valueView(DetailField::TaskLastError)
                                        ->displayedText()
                                        .contains(u"smtp 550 "_s),
                             10000);
    QVERIFY(pane->valueView(DetailField::TaskLastError)
                ->displayedText()
                .contains(QChar::ReplacementCharacter));
    QTRY_VERIFY_WITH_TIMEOUT(
        pane->valueView(DetailField::TaskPayload)
            && pane->valueView(DetailField::TaskPayload)->displayedText().contains(u"door "_s),
        10000);
    QVERIFY(pane->valueView(DetailField::TaskPayload)
                ->displayedText()
                .contains(QChar::ReplacementCharacter));

    w->setCurrentView(ConsoleView::Deliveries);
    QTableView *deliveries = w->deliveriesView()->table();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->model()->rowCount(), 1, 10000);
    QVERIFY(column(deliveries, 0, DeliveryTableModel::WorkerColumn)
                .contains(QChar::ReplacementCharacter));

    // The lookup and its JSON export: valid UTF-8 out, whatever came in.
    const Cli cli = poolscope(
        { u"lookup"_s, u"--task"_s, u"1"_s, u"--format"_s, u"json"_s, u"--dsn"_s, dsn });
    QCOMPARE(cli.code, 0);
    QVERIFY2(cli.out.contains(QChar::ReplacementCharacter), qPrintable(cli.out.left(400)));
    QCOMPARE(w->connectionIndicator()->stateText(), u"Live"_s);
}

void tst_HostileInput::nullInEveryNullableColumn()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // One row in every table, then every column that may be NULL set to NULL — read from
    // the catalog, so a column added to the contract is covered without touching this test.
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, created_at) VALUES (1, 'job-1', 'notification', 'dead', now()),
                                                                    (2, 'job-2', 'check', 'leased', now());
        INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id) VALUES (1, 2, 7);
        INSERT INTO notification_deliveries (message_id, task_id, status) VALUES (90001, 1, 'permanent');
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'a', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1');
        INSERT INTO alarm.alarm_events (id, alert_id, kind) VALUES ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)
          VALUES ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1');
        INSERT INTO feed_cursors (feed, sink, position, lease_holder) VALUES ('orders', 'search', 1, 'pg-row:aa');
        DO $$
        DECLARE r record;
        BEGIN
          FOR r IN SELECT table_schema, table_name, string_agg(format('%I = NULL', column_name), ', ') AS sets
                     FROM information_schema.columns
                    WHERE table_schema IN ('public', 'alarm') AND is_nullable = 'YES'
                    GROUP BY 1, 2
          LOOP
            EXECUTE format('UPDATE %I.%I SET %s', r.table_schema, r.table_name, r.sets);
          END LOOP;
        END $$;
    )"_s));
    const QString nullable
        = db->scalar(u"SELECT count(*) FROM information_schema.columns"
                     " WHERE table_schema IN ('public', 'alarm') AND is_nullable = 'YES'"_s);
    QVERIFY2(nullable.toInt() > 30, qPrintable(nullable));
    const QString before = fingerprint(*db);

    QVERIFY(open(db->dsn()));
    MainWindow *w = m_session->window();
    DetailPane *pane = w->detailPane();
    TasksView *tasks = w->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 2, 10000);
    for (qint64 id : { 1, 2 }) {
        QVERIFY(tasks->selectTask(id));
        QTRY_VERIFY_WITH_TIMEOUT(pane->title().startsWith(u"Task %1"_s.arg(id)), 10000);
    }
    QVERIFY2(tasks->errorText().isEmpty(), qPrintable(tasks->errorText()));

    w->setCurrentView(ConsoleView::Deliveries);
    QTRY_COMPARE_WITH_TIMEOUT(w->deliveriesView()->table()->model()->rowCount(), 1, 10000);
    QVERIFY(w->selectFirstRow());
    QTRY_VERIFY_WITH_TIMEOUT(pane->title().startsWith(u"Delivery"_s), 10000);

    // Every other view, and the lookup of the task and of its message.
    for (ConsoleView v : { ConsoleView::Leases, ConsoleView::Alarms, ConsoleView::Dashboard }) {
        w->setCurrentView(v);
        QSignalSpy polls(m_session->poller(), &Poller::cycleFinished); // two polls of each
        QTRY_VERIFY_WITH_TIMEOUT(polls.size() >= 2, 20000);
        w->selectFirstRow();
    }
    w->setCurrentView(ConsoleView::Lookup);
    LookupView *lookup = w->lookupView();
    lookup->lookUp(u"task:1"_s);
    QTRY_VERIFY_WITH_TIMEOUT(lookup->hasResult(), 10000);
    QVERIFY(!lookup->summaryText().isEmpty());
    lookup->lookUp(u"message:90001"_s);
    QTRY_VERIFY_WITH_TIMEOUT(lookup->summaryText().contains(u"90001"_s)
                                 || lookup->trailsTree()->topLevelItemCount() > 0,
                             10000);
    QCOMPARE(w->connectionIndicator()->stateText(), u"Live"_s);
    QCOMPARE(fingerprint(*db), before);
}

void tst_HostileInput::metacharactersAndHugeStringsInEverySearchBox()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, message_id, created_at)
        VALUES (1, 'job-1', 'notification', 'dead', 90001, now()), (2, 'job-2', 'check', 'queued', NULL, now());
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, created_at)
        VALUES (90001, 'worker-a', 1, 'permanent', now());
    )"_s));
    const QString before = fingerprint(*db);
    const QStringList hostile = {
        u"'; DROP TABLE tasks; --"_s,
        u"1 OR 1=1"_s,
        u"job-1' OR '1'='1"_s,
        u"%_\\ $1 $$ E'\\x00'"_s,
        u"\") ; SELECT pg_sleep(60); --"_s,
    };
    const QString megabyte(1024 * 1024, u'x');

    QVERIFY(open(db->dsn()));
    MainWindow *w = m_session->window();
    TasksView *tasks = w->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 2, 10000);
    QLineEdit *search = tasks->filterBar()->searchEdit();
    for (const QString &text : hostile) {
        search->setText(text);
        Q_EMIT search->returnPressed();
        QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 0, 10000);
        QVERIFY2(tasks->errorText().isEmpty(), qPrintable(tasks->errorText()));
        QVERIFY(tasks->filterBar()->searchNote().isEmpty());
    }
    // A megabyte pasted: the box keeps what a line edit holds, and the bar says why it matches
    // nothing.
    QApplication::clipboard()->setText(megabyte);
    search->clear();
    search->paste();
    Q_EMIT search->returnPressed();
    QVERIFY(search->text().size() > 255);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 0, 10000);
    QVERIFY2(tasks->filterBar()->searchNote().contains(u"longer than 255 characters"_s),
             qPrintable(tasks->filterBar()->searchNote()));
    QVERIFY2(tasks->errorText().isEmpty(), qPrintable(tasks->errorText()));
    search->clear();
    Q_EMIT search->returnPressed();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 2, 10000);
    QVERIFY(tasks->filterBar()->searchNote().isEmpty());

    // The deliveries filters: the worker takes any text; the ids take digits only.
    w->setCurrentView(ConsoleView::Deliveries);
    DeliveriesView *deliveries = w->deliveriesView();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->table()->model()->rowCount(), 1, 10000);
    const auto edits = deliveries->findChildren<QLineEdit *>();
    QLineEdit *worker = nullptr;
    for (QLineEdit *e : edits) {
        if (e->accessibleName() == u"Worker"_s)
            worker = e;
    }
    QVERIFY(worker);
    for (const QString &text : hostile) {
        worker->setText(text);
        Q_EMIT worker->returnPressed();
        QTRY_COMPARE_WITH_TIMEOUT(deliveries->table()->model()->rowCount(), 0, 10000);
    }
    worker->clear();
    worker->paste();
    Q_EMIT worker->returnPressed();
    QTRY_VERIFY_WITH_TIMEOUT(deliveries->filterNote().contains(u"longer than 128 characters"_s),
                             5000);
    worker->clear();
    Q_EMIT worker->returnPressed();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->table()->model()->rowCount(), 1, 10000);
    QVERIFY(deliveries->filterNote().isEmpty());
    for (QLineEdit *e : edits) {
        if (e == worker || !e->validator())
            continue;
        // Typed or pasted, what is not a digit never reaches the box.
        QTest::keyClicks(e, hostile.first());
        e->paste();
        QVERIFY2(e->text().isEmpty(), qPrintable(e->accessibleName() + u": "_s + e->text()));
    }

    // The lookup: text is searched as a job id or key and found nowhere; a megabyte is refused.
    w->setCurrentView(ConsoleView::Lookup);
    LookupView *lookup = w->lookupView();
    for (const QString &text : hostile) {
        lookup->input()->setText(text);
        lookup->lookUp(text);
        QTRY_VERIFY_WITH_TIMEOUT(!lookup->summaryText().isEmpty(), 10000);
    }
    lookup->input()->clear();
    lookup->input()->paste();
    QTRY_VERIFY2_WITH_TIMEOUT(
        lookup->inputMessage().contains(u"no identifier is longer than 255"_s),
        qPrintable(lookup->inputMessage().left(300)), 5000);
    QVERIFY(!lookup->searchButton()->isEnabled());

    QCOMPARE(w->connectionIndicator()->stateText(), u"Live"_s);
    QCOMPARE(fingerprint(*db), before);
}

void tst_HostileInput::metacharactersOnTheCommandLineChangeNothing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, state, idempotency_key) VALUES (1, 'job-1', 'dead', 'k1');"
        " SELECT setval('tasks_id_seq', 10)"_s));
    const QString before = fingerprint(*db);
    // Text arguments are identifiers to look for: they run, as parameters, and match nothing.
    for (const QString &text :
         { u"'; DROP TABLE tasks; --"_s, u"k1' OR '1'='1"_s, u"$1; SELECT 1"_s }) {
        for (const QString &option : { u"--key"_s, u"--job-id"_s }) {
            const Cli r = poolscope({ u"lookup"_s, option, text, u"--dsn"_s, db->dsn() });
            QCOMPARE(r.code, 4);
            QVERIFY2(r.out.contains(u"Nothing found"_s), qPrintable(r.out + r.err));
        }
    }
    QCOMPARE(fingerprint(*db), before);
    // A reason full of SQL is stored as the text it is, by the one replay it asked for.
    const QString reason = u"'); DELETE FROM tasks; --"_s;
    const Cli r = poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s,
                              u"--reason"_s, reason, u"--dsn"_s, db->dsn() });
    QCOMPARE(r.code, 0);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"2"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays WHERE original_task_id = 1"_s), u"1"_s);
}

QTEST_MAIN(tst_HostileInput)
#include "tst_hostileinput.moc"

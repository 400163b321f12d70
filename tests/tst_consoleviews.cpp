#include "app/consolesession.h"
#include "db/feedlock.h"
#include "models/alarmdebtmodel.h"
#include "models/deliverytablemodel.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/messagebanner.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// The four views and the detail pane, driven as a user would, on the offscreen platform
// against a real database: what is on screen, what the filters do, where links lead.
class tst_ConsoleViews : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void tasksFilterByStateChip();
    void leasesShowExpiredAndStaleHolders();
    void deliveriesAndAlarmDebt();
    void detailPaneAndItsLinks();
    void readOnlyDatabaseIsBadged();
    void deepLinkFollowedOnceConnected();
    void alertPastTheFirstPageIsFound();

private:
    bool startSession(const QString &dsnSuffix = QString());
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
    PGconn *m_advisoryWorker = nullptr;
};

void tst_ConsoleViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

void tst_ConsoleViews::init()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    m_db = std::move(db);
    QVERIFY(m_db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, account_id, message_id, lease_owner,
                           lease_token, lease_expires_at, last_error, payload, created_at, updated_at)
        VALUES (1, 'job-1', 'notification', 'dead', 5, 5, 7, 90001, NULL, NULL, NULL, 'smtp 550', '{"subject":"Door open"}', now(), now()),
               (2, 'job-2', 'notification', 'succeeded', 1, 5, 7, 90002, NULL, NULL, NULL, NULL, NULL, now(), now()),
               (3, 'job-3', 'check', 'leased', 1, 3, 8, NULL, 'worker-a', 'tok-live', now() + interval '1 min', NULL, NULL, now(), now()),
               (4, 'job-4', 'check', 'leased', 2, 3, 8, NULL, 'worker-b', 'tok-stuck', now() - interval '5 min', NULL, NULL, now(), now());
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, created_at)
        VALUES (90001, 'worker-a', 1, 'permanent', 'mailbox unavailable', 120, now()),
               (90002, 'worker-b', 2, 'delivered', NULL, 80, now());
        INSERT INTO feed_cursors (feed, sink, position, lease_holder, lease_expires_at) VALUES
          ('orders', 'search', 5, 'pg-row:aa', (extract(epoch from now()) * 1000)::int8 - 60000),
          ('billing', 'ledger', 6, 'pg-advisory:bb', NULL),
          ('billing', 'audit', 7, 'pg-advisory:cc', NULL);
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android');
        INSERT INTO alarm.alarm_events (id, alert_id, kind) VALUES ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1', now() - interval '2 days');
    )"_s));
    // billing/ledger's advisory worker is alive; billing/audit's is not.
    m_advisoryWorker
        = PQconnectdb((m_db->dsn() + u" application_name=feed-worker"_s).toUtf8().constData());
    const QByteArray name
        = feedlock::name(u"public"_s, u"feed_"_s, u"billing"_s, u"ledger"_s).toUtf8();
    const char *values[] = { name.constData() };
    PQclear(PQexecParams(m_advisoryWorker, "SELECT pg_advisory_lock(hashtextextended($1, 0))", 1,
                         nullptr, values, nullptr, nullptr, 0));
}

void tst_ConsoleViews::cleanup()
{
    m_session.reset();
    if (m_advisoryWorker)
        PQfinish(m_advisoryWorker);
    m_advisoryWorker = nullptr;
    m_db.reset();
}

bool tst_ConsoleViews::startSession(const QString &dsnSuffix)
{
    Options options = sessionOptions(m_db->dsn() + dsnSuffix);
    options.intervalSeconds = 1;
    m_session = startConsole(options);
    return m_session != nullptr;
}

void tst_ConsoleViews::tasksFilterByStateChip()
{
    QVERIFY(startSession());
    TasksView *view = m_session->window()->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 4, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(view->filterBar()->chipText(u"leased"_s), u"leased  2 (1 expired)"_s,
                              10000);
    QCOMPARE(view->filterBar()->chipText(u"dead"_s), u"dead  1"_s);
    view->filterBar()->chip(u"dead"_s)->click();
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(view->table(), TaskTableModel::IdColumn),
                              QStringList { u"1"_s }, 10000);
    view->filterBar()->chip(u"dead"_s)->click();
    QTest::keyClicks(view->filterBar()->searchEdit(), u"job-3"_s);
    QTest::keyClick(view->filterBar()->searchEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(view->table(), TaskTableModel::IdColumn),
                              QStringList { u"3"_s }, 10000);
}

void tst_ConsoleViews::leasesShowExpiredAndStaleHolders()
{
    QVERIFY(startSession());
    m_session->window()->setCurrentView(ConsoleView::Leases);
    LeasesView *view = m_session->window()->leasesView();
    QTRY_COMPARE_WITH_TIMEOUT(view->taskTable()->model()->rowCount(), 2, 10000);
    QVERIFY(view->taskTitle().contains(u"1 expired"_s));
    QTRY_COMPARE_WITH_TIMEOUT(view->sinkTable()->model()->rowCount(), 3, 10000);
    const QStringList status = columnTexts(view->sinkTable(), 4);
    QVERIFY2(status.contains(u"session gone: stale holder"_s), qPrintable(status.join(u" | "_s)));
    QVERIFY(std::any_of(status.begin(), status.end(),
                        [](const QString &s) { return s.startsWith(u"held by pid "_s); }));
    QVERIFY(std::any_of(status.begin(), status.end(),
                        [](const QString &s) { return s.startsWith(u"expired "_s); }));
    QVERIFY(view->sinkTitle().contains(u"2 expired or stale"_s));
}

void tst_ConsoleViews::deliveriesAndAlarmDebt()
{
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    w->setCurrentView(ConsoleView::Deliveries);
    QTRY_COMPARE_WITH_TIMEOUT(w->deliveriesView()->table()->model()->rowCount(), 2, 10000);
    DeliveryFilter f;
    f.statuses = { u"permanent"_s };
    w->deliveriesView()->setFilter(f);
    QTRY_COMPARE_WITH_TIMEOUT(
        columnTexts(w->deliveriesView()->table(), DeliveryTableModel::StatusColumn),
        QStringList { u"permanent"_s }, 10000);
    w->setCurrentView(ConsoleView::Alarms);
    QTRY_COMPARE_WITH_TIMEOUT(w->alarmsView()->table()->model()->rowCount(), 1, 10000);
    // Numerus messages, each count its own (no translator here: the source's "(s)" forms).
    QTRY_VERIFY_WITH_TIMEOUT(w->alarmsView()->summaryText().startsWith(
                                 u"1 owed delivery(ies) across 1 alert(s) and 1 device(s)"_s),
                             5000);
    QVERIFY(w->alarmsView()->summaryText().contains(u"older: 1"_s));
}

void tst_ConsoleViews::detailPaneAndItsLinks()
{
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    TasksView *tasks = w->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 4, 10000);
    QVERIFY(tasks->selectTask(1));
    DetailPane *pane = w->detailPane();
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 1 — dead"_s, 10000);
    QVERIFY(pane->fieldsText().contains(u"job-1"_s));
    QVERIFY(pane->fieldsText().contains(u"mailbox unavailable"_s)); // its delivery attempt
    QTRY_VERIFY_WITH_TIMEOUT(
        pane->valueView(DetailField::TaskPayload)->displayedText().contains(u"Door open"_s), 5000);
    // The link to the task's deliveries opens the deliveries view filtered on it.
    Q_EMIT pane->linkActivated(QUrl(u"poolscope:deliveries?task=1"_s));
    QCOMPARE(w->currentView(), ConsoleView::Deliveries);
    QTRY_COMPARE_WITH_TIMEOUT(
        columnTexts(w->deliveriesView()->table(), DeliveryTableModel::TaskColumn),
        QStringList { u"1"_s }, 10000);
    // And back to the task by its id.
    Q_EMIT pane->linkActivated(QUrl(u"poolscope:task/4"_s));
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->currentTaskId(), 4, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(pane->title().startsWith(u"Task 4"_s), 10000);
}

void tst_ConsoleViews::readOnlyDatabaseIsBadged()
{
    QVERIFY(m_db->exec(
        u"ALTER DATABASE \"%1\" SET default_transaction_read_only = on"_s.arg(m_db->name())));
    QVERIFY(startSession());
    QSignalSpy probed(m_session.get(), &ConsoleSession::schemaProbed);
    QTRY_VERIFY_WITH_TIMEOUT(m_session->schema().probed, 10000);
    QVERIFY(m_session->schema().readOnly());
    const auto labels = m_session->window()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(),
                        [](QLabel *l) { return l->text().contains(u"read-only"_s); }));
}

void tst_ConsoleViews::deepLinkFollowedOnceConnected()
{
    // As the desktop starts it: Exec=poolscope %u, the link parsed by the command line.
    auto open = [this](const QString &link) {
        const Options options = parseOptions({ u"poolscope"_s, u"--dsn"_s, m_db->dsn(), link });
        if (options.mode != Options::Mode::Gui)
            return false;
        m_session = startConsole(options);
        return m_session != nullptr;
    };
    QVERIFY(open(u"poolscope://task/4"_s));
    MainWindow *w = m_session->window();
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(w->tasksView()->table(), TaskTableModel::IdColumn),
                              QStringList { u"4"_s }, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->currentTaskId(), 4, 10000);
    // A task that is not on screen yet is selected when its row arrives.
    TaskFilter dead;
    dead.states = { u"dead"_s };
    w->tasksView()->filterBar()->setFilter(dead);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(w->tasksView()->table(), TaskTableModel::IdColumn),
                              QStringList { u"1"_s }, 10000);
    w->openLink(QUrl(u"poolscope:task/3"_s));
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->currentTaskId(), 3, 10000);

    QVERIFY(open(u"poolscope://alert/00000000-0000-0000-0000-0000000000A1"_s));
    w = m_session->window();
    QCOMPARE(w->currentView(), ConsoleView::Alarms);
    QTRY_COMPARE_WITH_TIMEOUT(w->alarmsView()->table()->selectionModel()->selectedRows().size(), 1,
                              10000);

    QVERIFY(open(u"poolscope://lookup?since=30d&account=7"_s));
    w = m_session->window();
    QCOMPARE(w->currentView(), ConsoleView::Lookup);
    QTRY_COMPARE_WITH_TIMEOUT(w->lookupView()->input()->text(), u"account:7"_s, 10000);
    QCOMPARE(w->lookupView()->sinceSeconds(), 30 * 86400);
    QTRY_VERIFY_WITH_TIMEOUT(w->lookupView()->hasResult(), 10000);
    // The pending lookup names the window's own cancel keys (tst_lookupview shows the text).
    QCOMPARE(w->lookupView()->cancelKeys(), QKeySequence(Qt::SHIFT | Qt::Key_Escape));
}

// The alarm debt reads a page of 200 rows. A link to an alert whose rows come after the first
// page grows the window a page at a time until they arrive, then selects the alert's row.
void tst_ConsoleViews::alertPastTheFirstPageIsFound()
{
    QVERIFY(m_db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
          ('00000000-0000-0000-0000-0000000000a0', 6, 'Many devices', 'triggered'),
          ('ffffffff-0000-0000-0000-000000000000', 9, 'Last', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label)
        SELECT gen_random_uuid(), '00000000-0000-0000-0000-0000000000a0', 'phone ' || g FROM generate_series(1, 450) g;
        INSERT INTO alarm.subscriptions (id, alert_id, device_label)
        VALUES ('ffffffff-0000-0000-0000-0000000000d1', 'ffffffff-0000-0000-0000-000000000000', 'the last phone');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)
        SELECT s.alert_id, s.id, gen_random_uuid() FROM alarm.subscriptions s
        WHERE s.alert_id IN ('00000000-0000-0000-0000-0000000000a0', 'ffffffff-0000-0000-0000-000000000000');
    )"_s));
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    w->setCurrentView(ConsoleView::Alarms);
    QTableView *table = w->alarmsView()->table();
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 200, 10000); // 452 owed: the first page
    auto *model = qobject_cast<AlarmDebtModel *>(table->model());
    QVERIFY(model);
    // An alert that sorts before the rows read owes nothing: no page is read for it.
    QVERIFY(!w->alarmsView()->selectAlert(u"00000000-0000-0000-0000-00000000009F"_s));
    QCOMPARE(model->limit(), 200);
    w->openLink(QUrl(u"poolscope:alert/ffffffff-0000-0000-0000-000000000000"_s));
    QTRY_COMPARE_WITH_TIMEOUT(table->selectionModel()->selectedRows().size(), 1, 10000);
    const QModelIndex selected = table->selectionModel()->selectedRows().first();
    QCOMPARE(selected.data(AlarmDebtModel::AlertIdRole).toString(),
             u"ffffffff-0000-0000-0000-000000000000"_s);
    QCOMPARE(selected.row(), 451);
    QCOMPARE(table->model()->rowCount(), 452);
}

QTEST_MAIN(tst_ConsoleViews)
#include "tst_consoleviews.moc"

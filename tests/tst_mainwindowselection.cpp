#include "app/consolesession.h"
#include "core/deeplink.h"
#include "models/deliverytablemodel.h"
#include "models/leasemodels.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QItemSelectionModel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// The one binding of the detail pane to what is selected (views/mainwindowselection.cpp), on
// the real console against a real database: whatever changes the selection of the view on
// screen — a search, a switch of tab, a poll, another view's rows, a link — the pane is about
// the item selected there, or says nothing is. Each case is a defect the pane once had.
class tst_MainWindowSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void aSearchThatLeavesTheSelectedRowOutEmptiesThePane();
    void thePaneFollowsTheViewOnScreen();
    void aHiddenViewsSelectionDoesNotTakeThePane();
    void theLeaseTablesShareOneSelection();
    void aLinkToATaskShowsItInThePane();
    void severalRowsSayHowMany();

private:
    MainWindow *window() const { return m_session->window(); }
    // Waits until the pane is about the window's selected item (or says nothing is).
    bool paneFollowsSelection();
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
};

void tst_MainWindowSelection::init()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    m_db = std::move(db);
    QVERIFY(m_db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, account_id, message_id, lease_owner,
                           lease_token, lease_expires_at, created_at, updated_at)
        VALUES (1, 'job-1', 'notification', 'dead', 5, 5, 7, 90001, NULL, NULL, NULL, now(), now()),
               (2, 'job-2', 'notification', 'succeeded', 1, 5, 7, 90002, NULL, NULL, NULL, now(), now()),
               (3, 'job-3', 'check', 'leased', 1, 3, 8, NULL, 'worker-a', 'tok-3', now() + interval '1 hour', now(), now()),
               (1006, 'job-1006', 'check', 'queued', 0, 3, 8, NULL, NULL, NULL, NULL, now(), now());
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, duration_ms, created_at)
        VALUES (90001, 'worker-a', 1, 'permanent', 120, now()), (90002, 'worker-b', 2, 'delivered', 80, now());
        INSERT INTO feed_cursors (feed, sink, position, lease_holder, lease_expires_at) VALUES
          ('orders', 'search', 5, 'pg-row:aa', (extract(epoch from now()) * 1000)::int8 + 3600000);
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android');
        INSERT INTO alarm.alarm_events (id, alert_id, kind) VALUES ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1', now() - interval '2 days');
    )"_s));
    Options options = sessionOptions(*m_db);
    options.intervalSeconds = 1;
    m_session = startConsole(options, SessionReady::FirstData);
    QVERIFY(m_session);
    QTRY_COMPARE_WITH_TIMEOUT(window()->tasksView()->table()->model()->rowCount(), 4, 20000);
}

void tst_MainWindowSelection::cleanup()
{
    m_session.reset();
    m_db.reset();
}

bool tst_MainWindowSelection::paneFollowsSelection()
{
    DetailPane *pane = window()->detailPane();
    const auto follows = [&] {
        const SelectedItem selected = window()->selectedItem();
        if (selected.isNone())
            return pane->about().isNone() && pane->title() == u"Nothing selected"_s;
        return pane->about().sameItem(selected) && pane->title() != u"Reading…"_s;
    };
    if (QTest::qWaitFor(follows, 20000))
        return true;
    qWarning("selected %s, the pane is about %s: %s", qPrintable(window()->selectedItem().key()),
             qPrintable(pane->about().key()), qPrintable(pane->title()));
    return false;
}

// Tasks, task 1 selected, then a search for 1006: the table holds only 1006, not selected, and
// the pane had gone on showing task 1.
void tst_MainWindowSelection::aSearchThatLeavesTheSelectedRowOutEmptiesThePane()
{
    TasksView *tasks = window()->tasksView();
    QVERIFY(tasks->selectTask(1));
    QVERIFY(paneFollowsSelection());
    QVERIFY(window()->detailPane()->title().startsWith(u"Task 1 "_s));

    QLineEdit *search = tasks->filterBar()->searchEdit();
    search->setFocus();
    QTest::keyClicks(search, u"1006"_s);
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(tasks->table(), TaskTableModel::IdColumn),
                              QStringList { u"1006"_s }, 20000);
    QVERIFY(window()->selectedItem().isNone());
    QVERIFY(paneFollowsSelection());
    QCOMPARE(window()->detailPane()->title(), u"Nothing selected"_s);
}

// The pane is about the view on screen: a tab with nothing selected says so, and coming back
// shows that view's row again.
void tst_MainWindowSelection::thePaneFollowsTheViewOnScreen()
{
    QVERIFY(window()->tasksView()->selectTask(2));
    QVERIFY(paneFollowsSelection());
    window()->setCurrentView(ConsoleView::Deliveries);
    QCOMPARE(window()->selectedItem().kind, SelectedItem::Kind::None);
    QVERIFY(paneFollowsSelection());

    QTableView *deliveries = window()->deliveriesView()->table();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->model()->rowCount(), 2, 20000);
    deliveries->selectRow(0);
    QCOMPARE(window()->selectedItem().kind, SelectedItem::Kind::Delivery);
    QVERIFY(paneFollowsSelection());
    QVERIFY(window()->detailPane()->title().startsWith(u"Delivery "_s));

    window()->setCurrentView(ConsoleView::Tasks);
    QCOMPARE(window()->selectedItem().key(), SelectedItem::task(2).key());
    QVERIFY(paneFollowsSelection());
    QVERIFY(window()->detailPane()->title().startsWith(u"Task 2 "_s));

    window()->setCurrentView(ConsoleView::Dashboard);
    QVERIFY(window()->selectedItem().isNone());
}

// A poll or a click in a view not on screen (the alarm debt's rows moving while the tasks are
// shown) once put an alarm ledger row in the pane of the tasks view.
void tst_MainWindowSelection::aHiddenViewsSelectionDoesNotTakeThePane()
{
    QVERIFY(window()->tasksView()->selectTask(1));
    QVERIFY(paneFollowsSelection());
    window()->setCurrentView(ConsoleView::Alarms);
    QTableView *alarms = window()->alarmsView()->table();
    QTRY_COMPARE_WITH_TIMEOUT(alarms->model()->rowCount(), 1, 20000);
    window()->setCurrentView(ConsoleView::Tasks);
    alarms->selectionModel()->setCurrentIndex(alarms->model()->index(0, 0),
                                              QItemSelectionModel::ClearAndSelect
                                                  | QItemSelectionModel::Rows);
    QCOMPARE(window()->selectedItem().key(), SelectedItem::task(1).key());
    QVERIFY(paneFollowsSelection());
    QVERIFY(window()->detailPane()->title().startsWith(u"Task 1 "_s));
    // The alarms tab shows its own selected row.
    window()->setCurrentView(ConsoleView::Alarms);
    QCOMPARE(window()->selectedItem().kind, SelectedItem::Kind::Alarm);
    QVERIFY(paneFollowsSelection());
}

// A task lease and a sink lease selected at once: the pane showed whichever was clicked last
// while the actions acted on both.
void tst_MainWindowSelection::theLeaseTablesShareOneSelection()
{
    window()->setCurrentView(ConsoleView::Leases);
    LeasesView *leases = window()->leasesView();
    QTRY_COMPARE_WITH_TIMEOUT(leases->taskTable()->model()->rowCount(), 1, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(leases->sinkTable()->model()->rowCount(), 1, 20000);
    leases->taskTable()->selectRow(0);
    QCOMPARE(window()->selectedItem().key(), SelectedItem::task(3).key());
    QVERIFY(paneFollowsSelection());
    leases->sinkTable()->selectRow(0);
    QVERIFY(!leases->taskTable()->selectionModel()->hasSelection());
    QVERIFY(!leases->selectedTaskLease());
    QCOMPARE(window()->selectedItem().key(),
             SelectedItem::sinkLease(u"orders"_s, u"search"_s).key());
    QVERIFY(paneFollowsSelection());
    QCOMPARE(window()->detailPane()->title(), u"Sink orders / search"_s);
}

// Watch list ▸ Open (a task link): the row was highlighted and the pane said "Nothing
// selected".
void tst_MainWindowSelection::aLinkToATaskShowsItInThePane()
{
    QVERIFY(window()->tasksView()->selectTask(2));
    QVERIFY(paneFollowsSelection());
    window()->setCurrentView(ConsoleView::Leases);
    DeepLink link;
    link.target = DeepLink::Target::Task;
    link.taskId = 1006;
    window()->openLink(link);
    QCOMPARE(window()->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE_WITH_TIMEOUT(window()->tasksView()->currentTaskId(), 1006, 20000);
    QVERIFY(paneFollowsSelection());
    QVERIFY(window()->detailPane()->title().startsWith(u"Task 1006 "_s));
}

void tst_MainWindowSelection::severalRowsSayHowMany()
{
    QTableView *table = window()->tasksView()->table();
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    // The current row among them is the one the pane shows; without a current row, how many.
    table->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    QCOMPARE(window()->selectedItem().kind, SelectedItem::Kind::Several);
    QVERIFY(paneFollowsSelection());
    QCOMPARE(window()->detailPane()->title(),
             u"2 rows selected: the details show one row at a time"_s);
}

QTEST_MAIN(tst_MainWindowSelection)
#include "tst_mainwindowselection.moc"

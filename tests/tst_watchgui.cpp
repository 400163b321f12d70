#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "app/watchcontroller.h"
#include "core/watch/watchrules.h"
#include "desktop/desktopnotifier.h"
#include "local/watchstore.h"
#include "models/poller.h"
#include "models/watchlistmodel.h"
#ifdef POOLSCOPE_LINUX_DESKTOP
#include "tests/support/notificationservice.h"
#endif
#include "tests/support/sessionfixture.h"
#include "tests/support/simulator.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/confirmdialog.h"
#include "views/mainwindow.h"
#include "views/messagebanner.h"
#include "views/tasksview.h"
#include "views/watchlistview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// The watch list in a real console against a real server: a replay the operator runs is
// watched by itself and lands once when the simulator's workers deliver it; watches come back
// after a restart with their state, and the expired ones do not.
class tst_WatchGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void replayIsWatchedUntilTheWorkersDeliverIt();
    void ackedDeliveryProofTellsItsOwnAck();
    void watchesSurviveARestart();
    void watchTheSelectionFromTheMenu();
    void copiedNoticeNeverMovesTheRows();
    void bulkReplayIsOneWatchThatSettlesOnce();

private:
    void confirmNextDialog();
#ifdef POOLSCOPE_LINUX_DESKTOP
    TestNotificationService *m_service = nullptr; // the desktop's, on the test's private bus
#endif
};

void tst_WatchGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the store and settings go to a test location
    QFile::remove(WatchStore::defaultPath());
#ifdef POOLSCOPE_LINUX_DESKTOP
    QVERIFY2(qEnvironmentVariableIsSet("POOLSCOPE_PRIVATE_SESSION_BUS"),
             "run through ctest: it starts this test on a private bus (dbus-run-session)");
    m_service = new TestNotificationService(this);
    QString error;
    QVERIFY2(m_service->start(&error), qPrintable(error));
#endif
}

void tst_WatchGui::cleanupTestCase()
{
#ifdef POOLSCOPE_LINUX_DESKTOP
    m_service->stop();
#endif
}

void tst_WatchGui::confirmNextDialog()
{
    auto *poll = new QTimer(this);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [poll] {
        auto *dialog = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        QTest::keyClicks(dialog->reasonEdit(), u"ticket 4711"_s);
        dialog->confirmButton()->click();
    });
    poll->start();
}

void tst_WatchGui::replayIsWatchedUntilTheWorkersDeliverIt()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind, message_id, idempotency_key,"
                     " max_attempts, attempts, last_error, payload, created_at, updated_at)"
                     " VALUES (1, 'dead', 'notification', 501, 'evt-1', 3, 3, 'smtp 550',"
                     " '{\"subject\":\"x\",\"body\":\"y\"}', now(), now());"
                     " SELECT setval('tasks_id_seq', 10)"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    QSignalSpy landed(session->watches(), &WatchController::landed);
    TasksView *view = session->window()->tasksView();
    QTRY_VERIFY_WITH_TIMEOUT(view->selectTask(1), 10000);
    QToolButton *replay = view->actionBar()->button(OperatorAction::ReplayTasks);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);
    confirmNextDialog();
    replay->click();

    // Watched by itself, with the action that started it, and the list comes on screen.
    WatchListModel *model = session->watches()->model();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 10000);
    const Watch first = model->rows().first();
    QCOMPARE(first.target, WatchTarget::task(1));
    QVERIFY(first.action);
    QCOMPARE(first.action->operatorId, 7);
    QCOMPARE(first.action->reason, u"ticket 4711"_s);
    QTRY_VERIFY(session->window()->findChild<QDockWidget *>(u"WatchDock"_s)->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(
        watchrules::stateText(model->rows().first()).contains(u"replayed as task 11"_s), 10000);

#ifndef POOLSCOPE_LINUX_DESKTOP
    QSignalSpy banner(session->notifier(), &DesktopNotifier::bannerRequested);
#endif
    // The simulator's workers deliver the replay.
    RunningSimulator sim;
    QVERIFY(sim.start(db->dsn(),
                      { u"--duration"_s, u"60"_s, u"--rate"_s, u"0.01"_s, u"--workers"_s, u"2"_s,
                        u"--faults"_s, u"none"_s, u"--outcomes"_s, u"delivered=1"_s }));
    QTRY_COMPARE_WITH_TIMEOUT(model->rows().first().status, WatchStatus::Reached, 30000);
    QCOMPARE(landed.size(), 1);
    const auto told = landed.first().first().value<QList<Watch>>();
    QCOMPARE(told.size(), 1);
    QVERIFY(watchrules::outcomeLine(told.first()).startsWith(u"Task 1: delivered (attempt "_s));
    QVERIFY(session->window()->outcomeText().contains(u"Task 1: delivered"_s));

#ifdef POOLSCOPE_LINUX_DESKTOP
    // Exactly one desktop notification, through the notification service on the bus.
    QTRY_COMPARE_WITH_TIMEOUT(m_service->calls().size(), 1, 15000);
    const NotifyCall call = m_service->calls().first();
    QCOMPARE(call.summary, u"Task 1: delivered"_s);
    QVERIFY2(call.body.contains(u"delivered by worker-"_s), qPrintable(call.body));
    QTRY_COMPARE(session->notifier()->lastChannel(), DesktopNotifier::Channel::Service);
#else
    // A build without the Linux desktop's services: the window's banner (the offscreen
    // platform has no tray), which tellLanded has filled.
    QTRY_COMPARE_WITH_TIMEOUT(banner.size(), 1, 15000);
    QCOMPARE(session->notifier()->lastChannel(), DesktopNotifier::Channel::Banner);
    QSignalSpy notified(session->notifier(), &DesktopNotifier::notified);
#endif

    // Later polls say nothing more: two of them, counted, not a time.
    QSignalSpy later(session->poller(), &Poller::cycleFinished);
    QTRY_VERIFY_WITH_TIMEOUT(later.size() >= 2, 20000);
    QCOMPARE(landed.size(), 1);
#ifdef POOLSCOPE_LINUX_DESKTOP
    QCOMPARE(m_service->calls().size(), 1);
#else
    QCOMPARE(notified.size(), 0);
#endif

    // Its action opens the task the replay made, from a minimised window.
    session->window()->setCurrentView(ConsoleView::Dashboard);
    session->window()->showMinimized();
#ifdef POOLSCOPE_LINUX_DESKTOP
    m_service->invokeAction(call.id, u"default"_s);
#else
    // What the banner's link, or the tray message's click, asks for.
    Q_EMIT session->notifier()->openRequested(banner.first().at(1).toString());
#endif
    QTRY_COMPARE_WITH_TIMEOUT(session->window()->currentView(), ConsoleView::Tasks, 10000);
    QTRY_VERIFY(!session->window()->isMinimized());
    QTRY_VERIFY_WITH_TIMEOUT(
        !view->selectedTasks().isEmpty() && view->selectedTasks().first().id == 11, 10000);

    // The proof for the ticket: before, the action, the evidence.
    WatchListView *list = session->window()->watchListView();
    list->selectWatch(model->rows().first().id);
    QVERIFY(list->copyProof(false));
    const QString proof = QApplication::clipboard()->text();
    // The before is what the database held before the replay ran, read in its round trip.
    QVERIFY2(proof.contains(u"Before: dead, 3 attempt(s), not replayed"_s), qPrintable(proof));
    QVERIFY(proof.contains(u"Action: replay by operator 7"_s));
    QVERIFY(proof.contains(u"reason: ticket 4711"_s));
    QVERIFY(proof.contains(u"Evidence: attempt "_s));
    sim.stop();
}

// An owed delivery acked from the alarms view: the watch it starts says, in its proof, what
// was owed before the ack (read in the ack's round trip, not by the poll after it), that the
// ack was this operator's, and names the device with whole ids.
void tst_WatchGui::ackedDeliveryProofTellsItsOwnAck()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString alert = u"a1a1a1a1-0000-4000-8000-000000000001"_s;
    const QString phone = u"5b5b5b5b-0000-4000-8000-0000000000d2"_s;
    QVERIFY(db->exec(u"INSERT INTO alarm.alerts (id, account_id, name, state) VALUES"
                     " ('%1', 7, 'Front door', 'triggered');"
                     " INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform)"
                     " VALUES ('%2', '%1', 'Pixel 8', 'android');"
                     " INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)"
                     " VALUES ('%1', '%2', gen_random_uuid())"_s.arg(alert, phone)));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    session->window()->setCurrentView(ConsoleView::Alarms);
    AlarmsView *alarms = session->window()->alarmsView();
    QTRY_COMPARE_WITH_TIMEOUT(alarms->table()->model()->rowCount(), 1, 10000);
    alarms->table()->selectRow(0);
    QToolButton *ack = alarms->actionBar()->button(OperatorAction::AckSelected);
    QTRY_VERIFY_WITH_TIMEOUT(ack->isEnabled(), 10000);
    confirmNextDialog();
    ack->click();

    WatchListModel *model = session->watches()->model();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(model->rows().first().status, WatchStatus::Reached, 10000);
    WatchListView *list = session->window()->watchListView();
    list->selectWatch(model->rows().first().id);
    QVERIFY(list->copyProof(false));
    const QString proof = QApplication::clipboard()->text();
    QVERIFY2(proof.contains(u"Before: 1 owed, 0 acked\n"_s), qPrintable(proof));
    QVERIFY2(proof.contains(u"Action: ack of alarm deliveries by operator 7"_s), qPrintable(proof));
    QVERIFY2(proof.contains(u"by operator 7 with this console's ack"_s)
                 && !proof.contains(u"the ledger does not tell"_s),
             qPrintable(proof));
    QVERIFY2(
        proof.contains(u"Pixel 8 (android, subscription "_s + phone + u") on alert "_s + alert),
        qPrintable(proof));
}

void tst_WatchGui::watchesSurviveARestart()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts) VALUES (5, 'leased', 1)"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    QString scope;
    {
        auto session = startConsole(options, SessionReady::Probed);
        QVERIFY(session);
        WatchController *watches = session->watches();
        scope = watches->scope();
        QVERIFY(scope.startsWith(u"db:"_s));
        watches->watch(WatchTarget::task(5), WatchGoal::Delivered);
        QTRY_COMPARE_WITH_TIMEOUT(watchrules::stateText(watches->model()->rows().first()),
                                  u"leased, 1 attempt(s)"_s, 10000);
    }
    {
        // A watch that expired while no console ran is not brought back.
        WatchStore store;
        Watch old = watchrules::make(WatchTarget::task(6), WatchGoal::Delivered,
                                     QDateTime::currentMSecsSinceEpoch() * 1000 - 2,
                                     1); // expired a moment ago
        old.profile = scope;
        QVERIFY(store.save(old));
    }
    auto session = startConsole(options, SessionReady::Probed);
    QVERIFY(session);
    WatchListModel *model = session->watches()->model();
    QCOMPARE(model->rowCount(), 1);
    const Watch back = model->rows().first();
    QCOMPARE(back.target, WatchTarget::task(5));
    QCOMPARE(back.status, WatchStatus::Pending);
    QCOMPARE(watchrules::stateText(back), u"leased, 1 attempt(s)"_s); // before it is read again
    QVERIFY(back.seen);
    QVERIFY(session->window()
                ->findChild<QDockWidget *>(u"WatchDock"_s)
                ->isVisibleTo(session->window()));

    // Read again: it goes on from where it was.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded' WHERE id = 5"_s));
    QTRY_COMPARE_WITH_TIMEOUT(model->rows().first().status, WatchStatus::Reached, 10000);
}

void tst_WatchGui::watchTheSelectionFromTheMenu()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (8, 'queued')"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    auto session = startConsole(options, SessionReady::FirstData);
    QVERIFY(session);
    MainWindow *w = session->window();
    QSignalSpy asked(w, &MainWindow::watchRequested);
    QTRY_VERIFY_WITH_TIMEOUT(w->tasksView()->selectTask(8), 10000);
    QTRY_VERIFY(w->watchCandidate().has_value());
    QCOMPARE(*w->watchCandidate(), WatchTarget::task(8));
    QTest::keyClick(w, Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(asked.size(), 1);
    WatchListModel *model = session->watches()->model();
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(model->rows().first().goal, WatchGoal::Delivered);

    // The same again does not watch twice.
    QTest::keyClick(w, Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(asked.size(), 2);
    QCOMPARE(model->rowCount(), 1);

    // Unwatch with the list's selection.
    w->watchListView()->selectWatch(model->rows().first().id);
    QCOMPARE(w->watchListView()->selectedId(), model->rows().first().id);
    QAction *unwatch = nullptr;
    for (QAction *a : w->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U))
            unwatch = a;
    }
    QVERIFY(unwatch && unwatch->isEnabled());
    QTest::keyClick(w, Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(model->rowCount(), 0);
    // The selected watch left the list with its selection: nothing is left to unwatch.
    QTRY_VERIFY(!unwatch->isEnabled());
}

// "Copied the proof…" is news: it lies over the list's foot (it pushed the rows down 25 px, and
// the next click hit another row) and goes by itself after a few seconds (it stayed 20 s).
void tst_WatchGui::copiedNoticeNeverMovesTheRows()
{
    WatchListModel model;
    QList<Watch> watches;
    const qint64 now = QDateTime::currentMSecsSinceEpoch() * 1000;
    for (int i = 1; i <= 12; ++i) {
        Watch w = watchrules::make(WatchTarget::task(100 + i), WatchGoal::Changed, now);
        w.id = i;
        w.seen = true;
        watches.append(w);
    }
    model.setWatches(watches, now);
    WatchListView view(&model);
    view.resize(900, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView *table = view.table();
    view.selectWatch(3);
    const QPoint onRow = table->visualRect(model.index(2, 0)).center();
    const QRect before(table->mapTo(&view, QPoint()), table->size());
    auto shownNotice = [&view]() -> MessageBanner * {
        for (MessageBanner *b : view.findChildren<MessageBanner *>())
            if (b->isVisible() && b->text().contains(u"Copied"_s))
                return b;
        return nullptr;
    };

    QVERIFY(view.copyProof(false));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    MessageBanner *notice = shownNotice();
    QVERIFY(notice);
    QCOMPARE(QRect(table->mapTo(&view, QPoint()), table->size()), before);
    QCOMPARE(table->indexAt(onRow).row(), 2);
    // Over the foot of the list, not over the row under the pointer.
    QCOMPARE(notice->mapTo(&view, QPoint(0, notice->height() - 1)).y(), view.height() - 1);
    QVERIFY(!notice->geometry().contains(table->viewport()->mapTo(&view, onRow)));
    // Gone by itself, as the window's news is, and nothing moved when it went.
    QVERIFY(notice->expires());
    QTRY_VERIFY_WITH_TIMEOUT(!shownNotice(), 2 * MessageBanner::DefaultInfoExpiryMs);
    QCOMPARE(QRect(table->mapTo(&view, QPoint()), table->size()), before);
}

// A bulk replay is followed as one watch, not one per task: its counts follow the replays as
// the workers (here SQL) finish them, and it is told once, when it settles, with the counts.
void tst_WatchGui::bulkReplayIsOneWatchThatSettlesOnce()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind, message_id, idempotency_key,"
                     " max_attempts, attempts, last_error, payload, created_at, updated_at)"
                     " SELECT 20 + g, 'dead', 'notification', 600 + g, 'evt-b' || g, 3, 3,"
                     " 'smtp 550', '{\"subject\":\"x\"}', now(), now()"
                     " FROM generate_series(1, 6) g"_s));
    QVERIFY(db->exec(u"SELECT setval('tasks_id_seq', 100)"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    QSignalSpy landed(session->watches(), &WatchController::landed);
#ifdef POOLSCOPE_LINUX_DESKTOP
    const qsizetype notifiedBefore = m_service->calls().size();
#else
    QSignalSpy banner(session->notifier(), &DesktopNotifier::bannerRequested);
#endif
    QTRY_VERIFY_WITH_TIMEOUT(session->actions()->replayBlocker().isEmpty(), 10000);
    const QList<qint64> ids { 21, 22, 23, 24, 25, 26 };
    confirmNextDialog();
    session->actions()->replayTasks(ids, { u"21"_s, u"22"_s, u"23"_s, u"24"_s, u"25"_s, u"26"_s });

    // One watch, of the batch: its identity the action's id, its members the six tasks.
    WatchListModel *model = session->watches()->model();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(model->rows().first().seen, 10000);
    const Watch batch = model->rows().first();
    QCOMPARE(batch.target.kind, WatchTarget::Kind::Batch);
    QCOMPARE(batch.target.taskIds, ids);
    QVERIFY(batch.action);
    QCOMPARE(batch.target.actionId, batch.action->actionId);
    QCOMPARE(batch.action->changed, OptInt(6));
    QCOMPARE(watchrules::stateText(batch), u"0 of 6 delivered, 6 on the way"_s);
    QCOMPARE(model->index(0, WatchListModel::TargetColumn).data().toString(),
             u"Replay of 6 task(s)"_s);

    // The workers finish them: five delivered, one dies again.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded' WHERE id IN (SELECT"
                     " requeued_task_id FROM task_replays WHERE original_task_id < 26)"_s));
    QTRY_COMPARE_WITH_TIMEOUT(watchrules::stateText(model->rows().first()),
                              u"5 of 6 delivered, 1 on the way"_s, 10000);
    QCOMPARE(model->rows().first().status, WatchStatus::Pending);
    QCOMPARE(landed.size(), 0);
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'dead' WHERE id = (SELECT requeued_task_id"
                     " FROM task_replays WHERE original_task_id = 26)"_s));
    QTRY_COMPARE_WITH_TIMEOUT(model->rows().first().status, WatchStatus::Bad, 10000);
    QCOMPARE(landed.size(), 1);
    QCOMPARE(landed.first().first().value<QList<Watch>>().size(), 1);
#ifdef POOLSCOPE_LINUX_DESKTOP
    QTRY_COMPARE_WITH_TIMEOUT(m_service->calls().size(), notifiedBefore + 1, 15000);
    const NotifyCall call = m_service->calls().last();
    QCOMPARE(call.summary, u"Replay of 6 task(s) settled with failures"_s);
    QCOMPARE(call.body, u"5 of 6 delivered, 1 died again"_s);
#else
    QTRY_COMPARE_WITH_TIMEOUT(banner.size(), 1, 15000);
#endif

    // Later polls say nothing more, and no watch per task came.
    QSignalSpy later(session->poller(), &Poller::cycleFinished);
    QTRY_VERIFY_WITH_TIMEOUT(later.size() >= 2, 20000);
    QCOMPARE(landed.size(), 1);
#ifdef POOLSCOPE_LINUX_DESKTOP
    QCOMPARE(m_service->calls().size(), notifiedBefore + 1);
#endif
    QCOMPARE(model->rowCount(), 1);

    // The proof: before and after counts, the action's, who and why.
    WatchListView *list = session->window()->watchListView();
    list->selectWatch(model->rows().first().id);
    QVERIFY(list->copyProof(false));
    const QString proof = QApplication::clipboard()->text();
    QVERIFY2(proof.contains(u"Before: 6 of 6 dead and not replayed\n"_s), qPrintable(proof));
    QVERIFY2(proof.contains(u"Action: replay by operator 7"_s)
                 && proof.contains(u"reason: ticket 4711 — done: 6 replayed, 0 already replayed,"
                                   " 0 refused"_s),
             qPrintable(proof));
    QVERIFY2(proof.contains(u"After: 5 of 6 delivered, 1 died again"_s), qPrintable(proof));
    QVERIFY2(proof.contains(u"Tasks: 21, 22, 23, 24, 25, 26\n"_s), qPrintable(proof));
    QVERIFY2(proof.contains(batch.target.actionId), qPrintable(proof));
}

QTEST_MAIN(tst_WatchGui)
#include "tst_watchgui.moc"

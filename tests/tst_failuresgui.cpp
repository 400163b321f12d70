#include "app/consolesession.h"
#include "app/watchcontroller.h"
#include "models/failuregroupmodel.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/confirmdialog.h"
#include "views/dashboardview.h"
#include "views/failuresview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/uilanguage.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// The Failures tab as support uses it the morning after an outage, on the offscreen platform
// against a real server: the groups and what they cover, a group's members in the tasks view,
// the group replayed behind its preview and followed as one watch.
class tst_FailuresGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void groupsMembersAndReplay();
    void theDashboardOpensAGroup();

private:
    static bool seed(TestDatabase &db);
};

void tst_FailuresGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    uilanguage::install(u"en"_s); // as main() does: English's file holds its plural forms
}

// 30 tasks died in the outage (accounts 0–5), 10 more are still retrying through it, and 4 were
// refused for good: two causes.
bool tst_FailuresGui::seed(TestDatabase &db)
{
    return db.exec(
        u"INSERT INTO tasks (id, job_id, kind, state, account_id, payload, attempts, max_attempts,"
        " idempotency_key, last_error, created_at, updated_at)"
        " SELECT g, 'j' || g, 'notification', CASE WHEN g <= 30 THEN 'dead' WHEN g <= 40 THEN"
        " 'failed_retry' ELSE 'failed_perm' END, g % 6, '{}', 4, 4, 'k' || g,"
        " CASE WHEN g <= 30 THEN 'attempt 4 of 4 failed, giving up: email: 503 Service"
        " Unavailable (provider outage); sms: 503 Service Unavailable (provider outage)'"
        " WHEN g <= 40 THEN 'push: 503 Service Unavailable (provider outage)'"
        " ELSE 'email: 550 5.1.1 <u' || g || '@example.com>: mailbox unavailable' END,"
        " now() - interval '1 hour', now() - make_interval(secs => g * 20)"
        " FROM generate_series(1, 44) g; SELECT setval('tasks_id_seq', 1000)"_s);
}

void tst_FailuresGui::groupsMembersAndReplay()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    Options options = sessionOptions(db->dsn());
    options.intervalSeconds = 1;
    options.operatorId = 7;
    options.view = u"failures"_s;
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    MainWindow *w = session->window();
    QCOMPARE(w->currentView(), ConsoleView::Failures);
    FailuresView *view = w->failuresView();
    auto *model = static_cast<FailureGroupModel *>(view->table()->model());
    QTRY_VERIFY_WITH_TIMEOUT(model->hasRead(), 20000);
    QCOMPARE(view->coverageText(),
             u"44 failed tasks in the last hour, in 2 causes. 0 failed delivery attempts of those "
             "tasks."_s);
    QCOMPARE(model->rowCount(), 2);
    const FailureGroup outage = *model->rowAt(0);
    QCOMPARE(outage.cause, u"503 Service Unavailable (provider outage)"_s);
    QCOMPARE(outage.count, 40);
    QCOMPARE(outage.deadNotReplayed, 30);
    QCOMPARE(outage.accounts, 6);
    QCOMPARE(model->index(0, FailureGroupModel::ChannelsColumn).data().toString(),
             u"email, push, sms"_s);

    // The group's members, exactly: the tasks view filtered, the chip saying by what.
    ActionBar *bar = view->actionBar();
    QVERIFY(!bar->button(OperatorAction::ReplayGroup)->isEnabled());
    QVERIFY(bar->saysWhyDisabled(OperatorAction::ReplayGroup));
    view->table()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(bar->button(OperatorAction::ReplayGroup)->isEnabled(), 10000);
    QTest::keyClick(view->table(), Qt::Key_Return);
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    TasksFilterBar *filter = w->tasksView()->filterBar();
    QVERIFY(filter->causeChip()->isVisible());
    QVERIFY(filter->filter().cause);
    QCOMPARE(filter->filter().cause->id, outage.causeId);
    auto *tasks = static_cast<TaskTableModel *>(w->tasksView()->table()->model());
    QTRY_COMPARE_WITH_TIMEOUT(tasks->rowCount(), 40, 10000);
    filter->causeChip()->click(); // every task again
    QVERIFY(!filter->filter().cause);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->rowCount(), 44, 10000);

    // The replay: the preview lists the 30 dead tasks; a colleague replays two meanwhile, which
    // the preview (read at the click) leaves out and says so.
    QVERIFY(db->exec(u"INSERT INTO task_replays (original_task_id, requeued_task_id,"
                     " operator_user_id) VALUES (1, 901, 3), (2, 902, 3)"_s));
    w->setCurrentView(ConsoleView::Failures);
    QString text;
    int lines = 0;
    auto *poll = new QTimer(this);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [poll, &text, &lines] {
        auto *dialog = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            text += label->text() + u'\n';
        for (const QListWidget *list : dialog->findChildren<QListWidget *>())
            lines += list->count();
        if (!dialog->typedPhrase().isEmpty())
            dialog->phraseEdit()->setText(dialog->typedPhrase());
        dialog->reasonEdit()->setText(u"provider back"_s);
        dialog->confirmButton()->click();
    });
    poll->start();
    view->table()->selectRow(0);
    bar->button(OperatorAction::ReplayGroup)->click();
    QTRY_COMPARE_WITH_TIMEOUT(lines, 28, 10000);
    QVERIFY2(text.contains(u"2 of the group's dead tasks were already replayed"_s),
             qPrintable(text));
    QTRY_COMPARE_WITH_TIMEOUT(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"30"_s, 20000);
    // Audited with the group's cause, and followed as one watch of the batch.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays r JOIN tasks t ON t.id ="
                        " r.requeued_task_id"_s),
             u"28"_s);
    QTRY_COMPARE_WITH_TIMEOUT(session->watches()->watches().size(), 1, 10000);
    const Watch batch = session->watches()->watches().first();
    QCOMPARE(batch.target.kind, WatchTarget::Kind::Batch);
    QCOMPARE(batch.target.taskIds.size(), 28);
    QVERIFY2(batch.target.label.contains(outage.causeId), qPrintable(batch.target.label));
    // The group's count of dead and not replayed falls to nothing: the replay asked for a read
    // at once, not at the minute's.
    QTRY_COMPARE_WITH_TIMEOUT(model->rowAt(model->rowOfKey(outage.key()))->deadNotReplayed, 0,
                              20000);
}

void tst_FailuresGui::theDashboardOpensAGroup()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    Options options = sessionOptions(db->dsn());
    options.intervalSeconds = 1;
    options.view = u"dashboard"_s;
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    MainWindow *w = session->window();
    DashboardView *dashboard = w->dashboardView();
    QTRY_VERIFY_WITH_TIMEOUT(dashboard->failuresText().contains(u"44 failed tasks"_s), 20000);
    QVERIFY(dashboard->failuresText().contains(u"503 Service Unavailable (provider outage)"_s));
    const QString key
        = u"task/"_s + dashboard->failuresText().section(u"group:task/"_s, 1).section(u'"', 0, 0);
    Q_EMIT dashboard->failureGroupRequested(key);
    QCOMPARE(w->currentView(), ConsoleView::Failures);
    QTRY_VERIFY_WITH_TIMEOUT(w->failuresView()->selectedGroup().has_value(), 20000);
    QCOMPARE(w->failuresView()->selectedGroup()->key(), key);
}

QTEST_MAIN(tst_FailuresGui)
#include "tst_failuresgui.moc"

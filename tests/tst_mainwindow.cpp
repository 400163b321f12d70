#include "app/consolesession.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// The first window, on the offscreen platform, against a real database: what a user sees.
class tst_MainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void showsTasksAndALiveConnection();
    void saysWhyWhenTheDatabaseIsMissing();
    void missingTableIsNamedNotFatal();
};

void tst_MainWindow::showsTasksAndALiveConnection()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts) VALUES"
        " (1, 'job-a', 'notification', 'dead', 5, 5), (2, 'job-b', 'check', 'queued', 0, 3), (3, NULL, NULL, NULL, NULL, NULL)"_s));
    const auto session = startConsole(sessionOptions(*db), SessionReady::FirstData);
    QVERIFY(session);

    QTableView *table = session->window()->tasksView()->table();
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(columnTexts(table, TaskTableModel::IdColumn),
             (QStringList { u"3"_s, u"2"_s, u"1"_s }));
    QCOMPARE(columnTexts(table, TaskTableModel::StateColumn),
             (QStringList { u"—"_s, u"queued"_s, u"dead"_s }));
    QCOMPARE(columnTexts(table, TaskTableModel::AttemptsColumn).last(), u"5 / 5"_s);
    QVERIFY(table->isVisible());
    QTRY_COMPARE(session->window()->connectionIndicator()->stateText(), u"Live"_s);
    QVERIFY(session->window()->windowTitle().contains(db->name()));
}

void tst_MainWindow::saysWhyWhenTheDatabaseIsMissing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const auto session = startConsole(sessionOptions(db->dsn() + u" dbname=surely_missing_db"_s),
                                      SessionReady::Shown);
    QVERIFY(session);
    // No event has been handled since start(): the failure is still to come.
    QSignalSpy failed(session.get(), &ConsoleSession::connectionFailed);
    QVERIFY(failed.wait(10000));
    QTRY_VERIFY(session->window()->connectionIndicator()->stateText().startsWith(u"Failed: "_s));
    QVERIFY(session->window()->connectionIndicator()->stateText().contains(u"surely_missing_db"_s));
}

void tst_MainWindow::missingTableIsNamedNotFatal()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"DROP TABLE tasks CASCADE"_s));
    const auto session = startConsole(sessionOptions(*db), SessionReady::Shown);
    QVERIFY(session);
    QTRY_COMPARE_WITH_TIMEOUT(session->window()->connectionIndicator()->stateText(), u"Live"_s,
                              10000);
    TasksView *view = session->window()->tasksView();
    // The schema probe names what is missing before any query fails on it.
    QTRY_VERIFY_WITH_TIMEOUT(view->errorText().contains(u"the table tasks does not exist"_s),
                             10000);
    // The rest of the window carries on: the connection is still live.
    QCOMPARE(session->window()->connectionIndicator()->stateText(), u"Live"_s);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"

#include "app/consolesession.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/messagebanner.h"
#include "views/statepalette.h"
#include "views/tasksview.h"
#include "views/theme.h"

#include <QApplication>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

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
    void bannersExpireOrWaitWithoutMovingTheViews();
    void restoredWithinTheScreen();
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

// The window's outcome banner: news for a few seconds, a warning or an error until dismissed,
// one at a time, lying over the views so that neither its coming nor its going moves them.
void tst_MainWindow::bannersExpireOrWaitWithoutMovingTheViews()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state) SELECT g, 'queued' FROM generate_series(1, 60) g"_s));
    const auto session = startConsole(sessionOptions(*db), SessionReady::Active);
    QVERIFY(session);
    MainWindow *w = session->window();
    w->setCurrentView(ConsoleView::Tasks);
    QTableView *table = w->tasksView()->table();
    QTRY_COMPARE(table->model()->rowCount(), 60);
    MessageBanner *banner = w->outcomeBanner();
    QCOMPARE(banner->infoExpiryMs(), MessageBanner::DefaultInfoExpiryMs);
    banner->setInfoExpiryMs(300);
    const auto where = [table, w] {
        return QRect(table->mapTo(w, QPoint()), table->size());
    };
    const QRect before = where();
    QSignalSpy changed(banner, &MessageBanner::messageChanged);

    // News goes by itself.
    w->showOutcome(Tone::Good, u"Copied the link to task 7."_s);
    QVERIFY(banner->isVisible());
    QCOMPARE(w->outcomeText(), u"● Copied the link to task 7."_s);
    QCOMPARE(where(), before);
    // Over the foot of the views, the whole width, above what it covers.
    const QRect central = w->centralWidget()->rect();
    QCOMPARE(banner->geometry().bottom(), central.bottom());
    QCOMPARE(banner->width(), central.width());
    QVERIFY(banner->height() < central.height() / 4);
    QTRY_VERIFY(banner->isHidden());
    QCOMPARE(w->outcomeText(), QString());
    QCOMPARE(where(), before);

    // An error waits: no expiry comes in three times the info's.
    w->showOutcome(Tone::Bad, u"Could not replay task 7: the connection was lost."_s);
    QVERIFY(!banner->expires());
    changed.clear();
    QVERIFY(!changed.wait(900));
    QVERIFY(banner->isVisible());
    QCOMPARE(where(), before);
    // The next outcome replaces it; a warning waits too, until its close button.
    w->showOutcome(Tone::Warning, u"Release lease: select one leased task."_s);
    QCOMPARE(w->outcomeText(), u"▲ Release lease: select one leased task."_s);
    QVERIFY(banner->closeButton()->isVisible());
    // It follows a switch of theme while shown (a label with a style sheet of its own hears
    // of it only through its parent: it kept the light tint on a dark window).
    theme::apply(theme::Choice::Dark);
    QTRY_VERIFY(banner->styleSheet().contains(
        statepalette::color(Tone::Warning, theme::darkPalette()).name()));
    theme::apply(theme::Choice::System);
    QTRY_VERIFY(!banner->styleSheet().contains(
        statepalette::color(Tone::Warning, theme::darkPalette()).name()));
    QTest::mouseClick(banner->closeButton(), Qt::LeftButton);
    QVERIFY(banner->isHidden());
    QCOMPARE(where(), before);
    // Or until Esc.
    w->showOutcome(Tone::Bad, u"Export failed: disk full."_s);
    QVERIFY(banner->isVisible());
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w));
    QTest::keyClick(w, Qt::Key_Escape);
    QTRY_VERIFY(banner->isHidden());
    QCOMPARE(where(), before);
    // The window resized: a banner shown follows its foot.
    w->showOutcome(Tone::Warning, u"Still here."_s);
    w->resize(1280, 800);
    QTRY_COMPARE(banner->geometry().bottom(), w->centralWidget()->rect().bottom());
    QCOMPARE(banner->width(), w->centralWidget()->width());
}

// A geometry saved on a larger screen (1440×860, reopened on 1280×800) opens inside this one:
// the status bar and the title bar's buttons on screen.
void tst_MainWindow::restoredWithinTheScreen()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const auto session = startConsole(sessionOptions(*db), SessionReady::Started);
    QVERIFY(session);
    MainWindow *w = session->window();
    const QRect avail = w->screen()->availableGeometry();
    QVERIFY2(avail.width() >= w->minimumSizeHint().width() + 40,
             "run through ctest: it gives this test a laptop's 1280×800 screen");
    // As the larger screen saved it (1440×860 on 1280×800), and off to the right.
    w->setGeometry(QRect(avail.topLeft() + QPoint(80, 40), avail.size() + QSize(160, 60)));
    QTemporaryDir dir;
    QSettings saved(dir.filePath(u"saved.ini"_s), QSettings::IniFormat);
    w->saveSettings(saved);
    saved.sync();

    w->restoreSettings(saved);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    // Inside the screen, but for what the window's least width (its views') cannot give up.
    const QRect frame = w->frameGeometry();
    const int least = w->minimumSizeHint().width() + frame.width() - w->width();
    const QRect allowed(avail.topLeft(), QSize(std::max(avail.width(), least), avail.height()));
    QVERIFY2(allowed.contains(frame),
             qPrintable(u"%1,%2 %3x%4 is not inside %5,%6 %7x%8"_s.arg(frame.x())
                            .arg(frame.y())
                            .arg(frame.width())
                            .arg(frame.height())
                            .arg(allowed.x())
                            .arg(allowed.y())
                            .arg(allowed.width())
                            .arg(allowed.height())));
    // The status bar's foot is on the screen.
    QStatusBar *bar = w->statusBar();
    QVERIFY(avail.contains(QRect(bar->mapToGlobal(QPoint()), bar->size())));
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"

#include "app/consolesession.h"
#include "models/poller.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/idlewatch.h"
#include "views/mainwindow.h"

#include <QAction>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// A console nobody uses stops costing the database its polls: after the idle time only the
// watch list polls (and, with nothing watched, nothing is sent), the status bar says why the
// data is getting old, and the first key press polls everything at once. The idle clock is the
// test's own, so nothing here waits for minutes to pass or depends on how fast they do.
class tst_IdlePause : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void anUnusedConsoleStopsPolling();
    void pausingByHandIsSaid();
};

void tst_IdlePause::anUnusedConsoleStopsPolling()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind) VALUES (1, 'queued', 'check')"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    auto session = startConsole(options, SessionReady::FirstData);
    QVERIFY(session);
    MainWindow *w = session->window();
    QVERIFY(QTest::qWaitForWindowActive(w, 20000)); // activation counts as use: before the clock
    Poller *poller = session->poller();
    QVERIFY(poller->activeSourceNames().contains(u"The tasks"_s));

    qint64 nowMs = 0;
    IdleWatch *idle = session->idleWatch();
    idle->setClock([&nowMs] { return nowMs; });
    idle->setIdleAfterMs(60'000);
    nowMs = 59'999;
    idle->check();
    QVERIFY(!idle->isIdle());
    nowMs = 60'000;
    idle->check();
    QVERIFY(idle->isIdle());
    QCOMPARE(poller->activeSourceNames(), QStringList { u"The watch list"_s });
    QVERIFY2(w->connectionIndicator()->pollText().startsWith(
                 u"Unused for 1 min: polls paused until you return"_s),
             qPrintable(w->connectionIndicator()->pollText()));
    // Nothing is watched: a cycle has nothing to ask, and sends nothing.
    QTRY_VERIFY_WITH_TIMEOUT(!poller->cycleInFlight(), 15000);
    QSignalSpy sent(poller, &Poller::cycleSent);
    poller->pollNow();
    QCOMPARE(sent.count(), 0);

    // The first key press: every source of the view on screen polls again, at once.
    QSignalSpy finished(poller, &Poller::cycleFinished);
    QTest::keyClick(w, Qt::Key_Shift);
    QVERIFY(!idle->isIdle());
    QVERIFY(poller->activeSourceNames().contains(u"The tasks"_s));
    QVERIFY(!w->connectionIndicator()->pollText().contains(u"paused"_s));
    QVERIFY(finished.wait(15000));
    QVERIFY(finished.last().at(0).toBool());
}

void tst_IdlePause::pausingByHandIsSaid()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto session = startConsole(sessionOptions(*db), SessionReady::FirstData);
    QVERIFY(session);
    MainWindow *w = session->window();
    QAction *pause = nullptr;
    for (QAction *a : w->findChildren<QAction *>()) {
        if (a->text() == MainWindow::tr("&Pause polling"))
            pause = a;
    }
    QVERIFY(pause);
    pause->trigger();
    QVERIFY(session->poller()->isPaused());
    QVERIFY2(w->connectionIndicator()->pollText().startsWith(u"Polls paused"_s),
             qPrintable(w->connectionIndicator()->pollText()));
    pause->trigger();
    QVERIFY(!w->connectionIndicator()->pollText().contains(u"paused"_s));
}

QTEST_MAIN(tst_IdlePause)
#include "tst_idlepause.moc"

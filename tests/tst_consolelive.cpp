#include "app/consolesession.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/simulator.h"
#include "tests/support/testdatabase.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// Every view against a running simulator: live workers, a dead worker's stuck leases, a frozen
// lease-row feed worker, a hung advisory session, an outage, devices that never ack. What the
// views must show is what the simulator makes happen.
class tst_ConsoleLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyViewShowsThePool();
};

namespace {
bool anyStartsWith(const QStringList &list, const QString &prefix)
{
    return std::any_of(list.begin(), list.end(),
                       [&](const QString &s) { return s.startsWith(prefix); });
}
} // namespace

void tst_ConsoleLive::everyViewShowsThePool()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    RunningSimulator sim;
    // Short leases, so the faults' trouble shows within seconds.
    QVERIFY(
        sim.start(db->dsn(),
                  { u"--duration"_s, u"90"_s, u"--rate"_s, u"10"_s, u"--task-lease-ttl"_s, u"4"_s,
                    u"--sink-lease-ttl"_s, u"6"_s, u"--faults"_s,
                    u"dead-worker@1,stale-renewer@1,hung-advisory@1,outage@2+8"_s, u"--quiet"_s }));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    const auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    MainWindow *w = session->window();

    TasksView *tasks = w->tasksView();
    QTRY_VERIFY_WITH_TIMEOUT(tasks->table()->model()->rowCount() >= 20, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(tasks->filterBar()->chipText(u"succeeded"_s) != u"succeeded  0"_s,
                             30000);
    QVERIFY(tasks->filterBar()->chipText(u"queued"_s).startsWith(u"queued  "_s));

    w->setCurrentView(ConsoleView::Leases);
    LeasesView *leases = w->leasesView();
    // The dead worker's leases: expired, stuck until reaped or released.
    QTRY_VERIFY_WITH_TIMEOUT(leases->taskTitle().contains(u"expired, stuck"_s), 30000);
    QVERIFY(anyStartsWith(columnTexts(leases->taskTable(), 3), u"expired "_s));
    // A live advisory holder, and the frozen lease-row worker's expired lease.
    QTRY_VERIFY_WITH_TIMEOUT(anyStartsWith(columnTexts(leases->sinkTable(), 4), u"held by pid "_s),
                             30000);
    QTRY_VERIFY_WITH_TIMEOUT(anyStartsWith(columnTexts(leases->sinkTable(), 4), u"expired "_s),
                             30000);
    QVERIFY(columnTexts(leases->sinkTable(), 5)
                .join(u' ')
                .contains(u"poolsim"_s)); // the session's application name

    w->setCurrentView(ConsoleView::Deliveries);
    QTableView *deliveries = w->deliveriesView()->table();
    QTRY_VERIFY_WITH_TIMEOUT(deliveries->model()->rowCount() >= 10, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(columnTexts(deliveries, 2).contains(u"delivered"_s), 30000);

    w->setCurrentView(ConsoleView::Alarms);
    QTRY_VERIFY_WITH_TIMEOUT(w->alarmsView()->table()->model()->rowCount() >= 1, 30000);
    QVERIFY(w->alarmsView()->summaryText().contains(
        u"owed delivery(ies) across"_s)); // no translator here
    sim.stop();
    QCOMPARE(sim.exitCode(), 0);
}

QTEST_MAIN(tst_ConsoleLive)
#include "tst_consolelive.moc"

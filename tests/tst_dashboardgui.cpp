#include "app/consolesession.h"
#include "app/dashboardcontroller.h"
#include "local/samplehistory.h"
#include "models/bucketseriesmodel.h"
#include "models/deliverytablemodel.h"
#include "models/sampleseriesmodel.h"
#include "tests/support/poolthreads.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/chartbuckets.h"
#include "views/chartsamples.h"
#include "views/dashboardview.h"
#include "views/deliveriesview.h"
#include "views/flatstyle.h"
#include "views/mainwindow.h"
#include "views/statepalette.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/timerangebox.h"

#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QDateTime>
#include <QFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {
// The last bucket whose series holds `value`, or -1.
int lastRowWith(const BucketSeriesModel *model, int series, qint64 value)
{
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->value(r, series) == value)
            row = r;
    }
    return row;
}
} // namespace

// The dashboard on the offscreen platform against a real database, driven as a user would:
// a click on a bar opens the deliveries of that status and bucket, a click on the tasks chart
// opens the tasks of that state, the range buttons refetch, a chart exports as PNG, the
// samples outlive a restart, the colours are the console's in light and dark palettes, and
// no scroll bar of the window hands its paint to Qt's thread pool.
class tst_DashboardGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyScrollBarPaintsInPlace(); // first: a pool thread, once started, stays for 30 s
    void clickingABarOpensItsDeliveries();
    void clickingTheTasksChartOpensThatState();
    void clickingAnEnqueuedBarOpensItsTasks();
    void rangeButtonsRefetch();
    void exportsAChartAsPng();
    void samplesOutliveARestart();
    void coloursFollowThePalette();

private:
    bool startSession();
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
};

void tst_DashboardGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(
        true); // settings and the sample history go to a test location
}

void tst_DashboardGui::init()
{
    QSettings().clear();
    for (const QString &suffix : { u""_s, u"-wal"_s, u"-shm"_s })
        QFile::remove(SampleHistory::defaultPath() + suffix);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    m_db = std::move(db);
    QVERIFY(m_db->exec(uR"(
        INSERT INTO tasks (state, created_at, updated_at) SELECT 'queued', now(), now() FROM generate_series(1, 6);
        INSERT INTO tasks (state, created_at, updated_at) VALUES ('leased', now(), now()), ('dead', now(), now());
        INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at)
        SELECT 'worker-a', 'permanent', 120, now() - interval '10 minutes' FROM generate_series(1, 3);
        INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at)
        SELECT 'worker-b', 'delivered', 80, now() - interval '10 minutes' FROM generate_series(1, 5);
        INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at)
        VALUES ('worker-a', 'permanent', 90, now() - interval '40 minutes');
    )"_s));
}

void tst_DashboardGui::cleanup()
{
    m_session.reset();
    m_db.reset();
}

bool tst_DashboardGui::startSession()
{
    Options options = sessionOptions(*m_db);
    options.intervalSeconds = 1;
    options.view = u"dashboard"_s;
    m_session = startConsole(options);
    return m_session != nullptr;
}

// The dashboard's charts with their legends under them and their whole axis titles can be
// taller than the tab (in the bench's 1400x900 window they grew so, up to 903 px in 827):
// its scroll area then shows a scroll bar as tall as the window. Painted by Fusion (a
// gradient) that bar went to the thread pool at every repaint and the GUI thread waited
// (gui.pool_threads_max in the bench). Every scroll bar of the window, in every view, is the
// flat style's, and showing them all starts no pool thread.
void tst_DashboardGui::everyScrollBarPaintsInPlace()
{
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    w->resize(1280, 600); // shorter than the dashboard
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QTRY_COMPARE_WITH_TIMEOUT(m_session->dashboard()->models().outcomes->rowCount(), 30, 10000);
    auto *scroll = qobject_cast<QScrollArea *>(w->dashboardView()->parentWidget()->parentWidget());
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->verticalScrollBar()->isVisible()); // the case the bench met
    for (const ConsoleView view :
         { ConsoleView::Lookup, ConsoleView::Tasks, ConsoleView::Leases, ConsoleView::Deliveries,
           ConsoleView::Alarms, ConsoleView::Dashboard }) {
        w->setCurrentView(view);
        QCOMPARE(w->currentView(), view);
        w->grab(); // painted, scroll bars and all
    }
    for (const QScrollBar *bar : w->findChildren<QScrollBar *>()) {
        if (bar->window() != w)
            continue; // a popup is a window of its own, not painted with this one
        const QWidget *area = bar->parentWidget() ? bar->parentWidget()->parentWidget() : nullptr;
        QVERIFY2(dynamic_cast<const FlatStyle *>(bar->style()),
                 area ? area->metaObject()->className() : "a scroll bar of its own");
    }
    if (canSeePoolThreads())
        QCOMPARE(pooledThreads(), 0);
}

void tst_DashboardGui::clickingABarOpensItsDeliveries()
{
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    QCOMPARE(w->currentView(), ConsoleView::Dashboard);
    const BucketSeriesModel *outcomes = m_session->dashboard()->models().outcomes;
    QTRY_COMPARE_WITH_TIMEOUT(outcomes->rowCount(), 30, 10000);
    const int row = lastRowWith(outcomes, 3, 3);
    QVERIFY2(row >= 0, "the bucket of the three permanent deliveries");
    BucketChart *chart = w->dashboardView()->outcomesChart();
    QTRY_COMPARE(chart->barSet(3)->at(row), 3.0);
    const QPoint bar = chart->positionOf(3, row);
    QVERIFY(chart->chartView()->viewport()->rect().contains(bar));

    // Hovering tells the exact figure and the bucket.
    QTest::mouseMove(chart->chartView()->viewport(), bar);
    QTRY_VERIFY(chart->lastTip().contains(u"permanent: 3"_s));

    QTest::mouseClick(chart->chartView()->viewport(), Qt::LeftButton, {}, bar);
    QTRY_COMPARE(w->currentView(), ConsoleView::Deliveries);
    auto *model = qobject_cast<DeliveryTableModel *>(w->deliveriesView()->table()->model());
    QVERIFY(model);
    const qint64 from = outcomes->index(row, 0).data(BucketSeriesModel::StartRole).toLongLong();
    QCOMPARE(model->filter().statuses, QStringList { u"permanent"_s });
    QCOMPARE(model->filter().createdFrom, OptTime(from));
    QCOMPARE(model->filter().createdTo, OptTime(from + outcomes->bucketUs()));
    // Exactly that bucket's permanent attempts: not the delivered ones beside them, not the
    // permanent one half an hour earlier.
    QTRY_COMPARE_WITH_TIMEOUT(w->deliveriesView()->table()->model()->rowCount(), 3, 10000);
    for (int r = 0; r < 3; ++r)
        QCOMPARE(model->index(r, DeliveryTableModel::StatusColumn).data().toString(),
                 u"permanent"_s);
    // The bucket shows as the view's time range, and picking another range leaves it.
    auto *range = w->deliveriesView()->findChild<TimeRangeBox *>();
    QVERIFY(range);
    QCOMPARE(range->from(), OptTime(from));
    QVERIFY2(range->currentText().contains(u'–'), qPrintable(range->currentText()));
    range->setCurrentIndex(0); // any time
    QTRY_COMPARE(model->filter().createdFrom, OptTime());
    QTRY_COMPARE_WITH_TIMEOUT(w->deliveriesView()->table()->model()->rowCount(), 4,
                              10000); // every permanent one
}

void tst_DashboardGui::clickingAnEnqueuedBarOpensItsTasks()
{
    QVERIFY(m_db->exec(
        u"INSERT INTO tasks (state, created_at, updated_at)"
        " SELECT 'succeeded', now() - interval '20 minutes', now() FROM generate_series(1, 3)"_s));
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    const BucketSeriesModel *enqueued = m_session->dashboard()->models().enqueued;
    QTRY_COMPARE_WITH_TIMEOUT(enqueued->rowCount(), 30, 10000);
    const int row = lastRowWith(enqueued, 0, 3);
    QVERIFY2(row >= 0, "the bucket of the three tasks created 20 minutes ago");
    BucketChart *chart = w->dashboardView()->throughputChart();
    QTRY_COMPARE(chart->barSet(0)->at(row), 3.0);
    const QPoint bar = chart->positionOf(0, row);
    QVERIFY(chart->chartView()->viewport()->rect().contains(bar));
    QTest::mouseClick(chart->chartView()->viewport(), Qt::LeftButton, {}, bar);

    // The tasks created in that bucket, whatever their state; the range names the span.
    QTRY_COMPARE(w->currentView(), ConsoleView::Tasks);
    const qint64 from = enqueued->index(row, 0).data(BucketSeriesModel::StartRole).toLongLong();
    const TaskFilter f = w->tasksView()->filterBar()->filter();
    QCOMPARE(f.createdFrom, OptTime(from));
    QCOMPARE(f.createdTo, OptTime(from + enqueued->bucketUs()));
    QVERIFY(f.states.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->table()->model()->rowCount(), 3, 10000);
    auto *range = w->tasksView()->filterBar()->findChild<TimeRangeBox *>();
    QVERIFY(range);
    QVERIFY2(range->currentText().contains(u'–'), qPrintable(range->currentText()));
    QVERIFY(range->itemData(range->currentIndex(), Qt::ToolTipRole).toString().contains(u"UTC"_s));
    range->setCurrentIndex(range->findData(3600)); // the last hour: every task again
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->table()->model()->rowCount(), 11, 10000);
    QCOMPARE(w->tasksView()->filterBar()->filter().createdFrom, OptTime());
}

void tst_DashboardGui::clickingTheTasksChartOpensThatState()
{
    // Half an hour of history from an earlier run, so the queued band is wide enough to click.
    QVERIFY(startSession());
    QTRY_VERIFY_WITH_TIMEOUT(m_session->dashboard()->models().samples->rowCount() >= 1, 15000);
    const QString database = m_session->dashboard()->database();
    QVERIFY(!database.isEmpty());
    m_session.reset();
    {
        SampleHistory history;
        const qint64 now = QDateTime::currentMSecsSinceEpoch() * 1000;
        for (int i = 60; i > 1; --i) {
            LiveSample s;
            s.atUs = now - i * 30LL * 1000000;
            s.states = { 6, 1, 0, 1, 0, 0 };
            history.add(database, s);
        }
    }
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    const SampleSeriesModel *samples = m_session->dashboard()->models().samples;
    QTRY_VERIFY_WITH_TIMEOUT(samples->rowCount() >= 50, 15000);
    SampleChart *chart = w->dashboardView()->tasksChart();
    QVERIFY(chart->isShown(SampleSeriesModel::QueuedColumn));
    QVERIFY(!chart->isShown(SampleSeriesModel::SucceededColumn)); // terminal states on request
    const int row = samples->rowCount() / 2;
    QVERIFY(chart->describe(row).contains(u"queued: 6"_s));
    const QPoint inside = chart->positionOf(SampleSeriesModel::QueuedColumn, row); // mid-band
    QTest::mouseMove(chart->chartView()->viewport(), inside);
    QTRY_VERIFY(chart->lastTip().contains(u"queued: 6"_s));
    QTest::mouseClick(chart->chartView()->viewport(), Qt::LeftButton, {}, inside);
    QTRY_COMPARE(w->currentView(), ConsoleView::Tasks);
    QCOMPARE(w->tasksView()->filterBar()->filter().states, QStringList { u"queued"_s });
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->table()->model()->rowCount(), 6, 10000);
}

void tst_DashboardGui::rangeButtonsRefetch()
{
    QVERIFY(startSession());
    MainWindow *w = m_session->window();
    const BucketSeriesModel *outcomes = m_session->dashboard()->models().outcomes;
    QTRY_COMPARE_WITH_TIMEOUT(outcomes->rowCount(), 30, 10000);
    QCOMPARE(outcomes->bucketUs(), 120LL * 1000000);
    QToolButton *day = nullptr;
    for (QToolButton *b : w->dashboardView()->findChildren<QToolButton *>()) {
        if (b->text() == "24 h"_L1)
            day = b;
    }
    QVERIFY(day);
    day->click();
    QCOMPARE(m_session->dashboard()->range().span, DashboardSpan::Hours24);
    QTRY_COMPARE_WITH_TIMEOUT(outcomes->rowCount(), 24,
                              10000); // at once, not a refresh interval later
    QCOMPARE(outcomes->bucketUs(), 3600LL * 1000000);
    QVERIFY(w->dashboardView()->summaryText().contains(u"every 60 s"_s));
    qint64 permanent = 0;
    for (int r = 0; r < outcomes->rowCount(); ++r)
        permanent += outcomes->value(r, 3);
    QCOMPARE(permanent, 4);
}

void tst_DashboardGui::exportsAChartAsPng()
{
    QVERIFY(startSession());
    BucketChart *chart = m_session->window()->dashboardView()->outcomesChart();
    QTRY_COMPARE_WITH_TIMEOUT(m_session->dashboard()->models().outcomes->rowCount(), 30, 10000);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"outcomes.png"_s);
    QVERIFY(chart->saveImage(path));
    QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), chart->chartView()->size() * chart->chartView()->devicePixelRatio());
}

void tst_DashboardGui::samplesOutliveARestart()
{
    QVERIFY(startSession());
    const SampleSeriesModel *samples = m_session->dashboard()->models().samples;
    QTRY_VERIFY_WITH_TIMEOUT(samples->rowCount() >= 2, 15000);
    QList<qint64> before;
    for (int r = 0; r < samples->rowCount(); ++r)
        before.append(samples->sampleAt(r)->atUs);
    m_session.reset(); // the history is written on the way out
    QVERIFY(startSession());
    const SampleSeriesModel *again = m_session->dashboard()->models().samples;
    QTRY_VERIFY_WITH_TIMEOUT(again->rowCount() >= 2, 10000);
    // The first sample shown is one of the last run's (the newest of its slot of the range).
    QVERIFY(before.contains(again->sampleAt(0)->atUs));
    QVERIFY(m_session->window()->dashboardView()->tasksChart()->note().startsWith(
        u"Sampled by this console"_s));
}

void tst_DashboardGui::coloursFollowThePalette()
{
    QVERIFY(startSession());
    BucketChart *chart = m_session->window()->dashboardView()->outcomesChart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->barSet(3) && chart->barSet(3)->count() == 30, 10000);
    QCOMPARE(chart->barSet(3)->label(), u"permanent"_s);
    QCOMPARE(chart->barSet(3)->color(), statepalette::color(Tone::Bad, chart->palette()));
    QCOMPARE(chart->barSet(0)->color(), statepalette::color(Tone::Good, chart->palette()));
    const QPalette light = QApplication::palette();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
    dark.setColor(QPalette::Base, QColor(0x18, 0x19, 0x1b));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    QApplication::setPalette(dark);
    QTRY_COMPARE(chart->barSet(3)->color(), statepalette::color(Tone::Bad, dark));
    QVERIFY(chart->barSet(3)->color() != statepalette::color(Tone::Bad, light));
    QCOMPARE(chart->chart()->backgroundBrush().color(), dark.color(QPalette::Base));
    QApplication::setPalette(light);
    QTRY_COMPARE(chart->barSet(3)->color(), statepalette::color(Tone::Bad, light));
}

QTEST_MAIN(tst_DashboardGui)
#include "tst_dashboardgui.moc"

#include "models/bucketseriesmodel.h"
#include "models/durationmodel.h"
#include "models/refreshgate.h"
#include "models/sampleseriesmodel.h"
#include "models/tone.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <ctime>

using namespace Qt::StringLiterals;

// The models that feed the dashboard's charts, under QAbstractItemModelTester with their
// signals counted exactly: a range sliding by a bucket is one removal and one insertion, a
// refresh that changes one count is one dataChanged, a poll is one insertion or one
// dataChanged. Labels are local time (here Asia/Kathmandu, UTC+5:45) of absolute buckets.
class tst_DashboardModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void bucketsFirstFiguresThenSlide();
    void bucketsLabelLocalTime();
    void bucketsSayWhenSampled();
    void samplesAppendReplaceTrim();
    void samplesRunsAndValues();
    void samplesResetOnlyWhenReplaced();
    void durationsByWorker();
    void refreshGate();
};

namespace {

constexpr qint64 Second = 1000000;
constexpr qint64 Minute = 60 * Second;
// 2026-01-01T00:00:00Z
constexpr qint64 T0 = 1767225600LL * Second;

#define SPIES(model)                                                                               \
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);                                  \
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);                                \
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);                                  \
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);                                     \
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged)

#define CLEAR_SPIES()                                                                              \
    do {                                                                                           \
        changed.clear();                                                                           \
        inserted.clear();                                                                          \
        removed.clear();                                                                           \
        reset.clear();                                                                             \
        layout.clear();                                                                            \
    } while (false)

BucketSeries outcomes(qint64 fromUs, qint64 widthUs, int count, qint64 permanentInLast = 0)
{
    BucketSeries s;
    s.names = { u"delivered"_s, u"partial"_s, u"retryable"_s, u"permanent"_s, u"other"_s };
    s.fromUs = fromUs;
    s.bucketUs = widthUs;
    s.toUs = fromUs + count * widthUs;
    s.serverNowUs = s.toUs - widthUs / 2;
    for (int i = 0; i < count; ++i)
        s.buckets.append(
            { fromUs + i * widthUs, { 10 + i, 0, 1, i == count - 1 ? permanentInLast : 0, 0 } });
    return s;
}

LiveSample sample(qint64 atUs, qint64 queued = 1)
{
    LiveSample s;
    s.atUs = atUs;
    s.states = { queued, 2, 3, 4, 5, 6 };
    return s;
}

} // namespace

void tst_DashboardModels::initTestCase()
{
    qputenv("TZ", "Asia/Kathmandu");
    tzset();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_DashboardModels::bucketsFirstFiguresThenSlide()
{
    BucketSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SPIES(m);
    QSignalSpy redraw(&m, &BucketSeriesModel::seriesChanged);
    const qint64 width = 2 * Minute;
    m.apply(outcomes(T0, width, 30));
    QCOMPARE(reset.count(), 1); // the columns arrive with the first figures
    QCOMPARE(inserted.count(), 1); // then every bucket, in one insertion
    QCOMPARE(m.rowCount(), 30);
    QCOMPARE(m.columnCount(), 6);
    QCOMPARE(redraw.count(), 1);
    CLEAR_SPIES();

    // Same figures again: nothing moves.
    m.apply(outcomes(T0, width, 30));
    QCOMPARE(changed.count() + inserted.count() + removed.count() + reset.count() + layout.count(),
             0);

    // The current bucket gains a permanent delivery: one dataChanged, on that row.
    m.apply(outcomes(T0, width, 30, 3));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 29);
    QCOMPARE(inserted.count() + removed.count() + reset.count() + layout.count(), 0);
    QCOMPARE(m.value(29, 3), 3);
    CLEAR_SPIES();

    // The range slides one bucket: the oldest leaves, a new one arrives; the rest stay put.
    BucketSeries next = outcomes(T0 + width, width, 30);
    for (int i = 0; i < 29; ++i)
        next.buckets[i].values = m.rows()[i + 1].values;
    m.apply(next);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 0);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 29);
    QCOMPARE(changed.count() + reset.count() + layout.count(), 0);
    QCOMPARE(m.data(m.index(0, 0), BucketSeriesModel::StartRole).toLongLong(), T0 + width);
    QCOMPARE(m.data(m.index(0, 0), BucketSeriesModel::EndRole).toLongLong(), T0 + 2 * width);
    QCOMPARE(m.data(m.index(0, 4), ToneRole).toInt(), int(Tone::Bad)); // permanent
    QCOMPARE(m.data(m.index(0, 1), ToneRole).toInt(), int(Tone::Good)); // delivered
    CLEAR_SPIES();

    m.clear();
    QCOMPARE(removed.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m.rowCount(), 0);
    QCOMPARE(m.columnCount(), 6);
    QVERIFY(!m.hasData());
}

void tst_DashboardModels::bucketsLabelLocalTime()
{
    BucketSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Absolute buckets on the UTC grid read at 5:45 past in Kathmandu.
    m.apply(outcomes(T0, 2 * Minute, 30));
    QCOMPARE(m.bucketLabel(0), u"05:45"_s);
    QCOMPARE(m.data(m.index(1, 0)).toString(), u"05:47"_s);
    QCOMPARE(m.data(m.index(0, 0), Qt::ToolTipRole).toString(), u"2026-01-01T00:00:00.000+00:00"_s);
    m.apply(outcomes(T0, 30 * Second, 30));
    QCOMPARE(m.bucketLabel(1), u"05:45:30"_s);
    QCOMPARE(m.bucketLabel(2), u"05:46"_s); // on the minute: no seconds
    m.apply(outcomes(T0, 6 * 60 * Minute, 28));
    QVERIFY2(m.bucketLabel(0).endsWith(u" 05:45"_s), qPrintable(m.bucketLabel(0)));
    // Timestamps follow the default locale, en_US here (docs/translations.md).
    QVERIFY2(m.describe(0, 3).startsWith(u"1/1/2026 5:45:00 AM – 11:45:00\npermanent: 0"_s),
             qPrintable(m.describe(0, 3)));
}

void tst_DashboardModels::bucketsSayWhenSampled()
{
    BucketSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    BucketSeries s = outcomes(T0, 6 * 60 * Minute, 28);
    s.basis.sampled = true;
    s.basis.stride = 12;
    s.buckets[3].values[0] = 4740;
    m.apply(s);
    QCOMPARE(m.data(m.index(3, 1)).toString(), u"≈4,740"_s);
    QVERIFY(m.describe(3, 0).contains(u"delivered: ≈4,740"_s));
    QVERIFY(m.describe(3, 0).contains(u"1 row in 12"_s));
    QVERIFY(m.describe(27, 0).contains(u"still filling"_s)); // now is in the last bucket
    QVERIFY(!m.describe(26, 0).contains(u"still filling"_s));
    QVERIFY(m.basis().sampled);
}

void tst_DashboardModels::samplesAppendReplaceTrim()
{
    SampleSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setSpanUs(3600 * Second); // spacing 6 s
    QCOMPARE(m.spacingUs(), 6 * Second);
    SPIES(m);
    m.append(sample(T0));
    m.append(sample(T0 + 2 * Second));
    QCOMPARE(inserted.count(), 2);
    CLEAR_SPIES();
    // Closer than the spacing to the row before: the newest row is replaced, not added.
    m.append(sample(T0 + 4 * Second, 7));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(inserted.count() + removed.count() + reset.count() + layout.count(), 0);
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.value(1, SampleSeriesModel::QueuedColumn), 7.0);
    CLEAR_SPIES();
    m.append(sample(T0 + 6 * Second)); // now 6 s from the first: it stays, and the next is added
    QCOMPARE(changed.count(), 1);
    m.append(sample(T0 + 8 * Second));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(m.rowCount(), 3);
    CLEAR_SPIES();
    m.append(sample(T0 + 8 * Second)); // the same sample twice: ignored
    m.append(sample(T0 + 7 * Second)); // an older one: ignored
    QCOMPARE(changed.count() + inserted.count() + removed.count(), 0);
    // An hour later the first two fall out of the range: one removal from the top.
    m.append(sample(T0 + 3600 * Second + 7 * Second));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 0);
    QCOMPARE(removed.first().at(2).toInt(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(reset.count() + layout.count(), 0);
    QCOMPARE(m.rowCount(), 2);
}

void tst_DashboardModels::samplesRunsAndValues()
{
    SampleSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setSpanUs(900 * Second); // spacing 1.5 s; a gap is over 3 min
    LiveSample a = sample(T0);
    a.oldestReadySinceUs = T0 - 90 * Second;
    a.estimatedStates = 1u << 5;
    a.queueDepth = 10000;
    a.queueDepthCapped = true;
    a.alarmDebt.oldest = T0 - 2 * 86400 * Second;
    a.alarmDebt.over1Day = 4;
    LiveSample b = sample(T0 + 2 * Second);
    LiveSample c = sample(T0 + 400 * Second); // after the console was away
    m.setSamples({ a, b, c });
    QVERIFY(m.startsRun(0));
    QVERIFY(!m.startsRun(1));
    QVERIFY(m.startsRun(2));
    QCOMPARE(m.data(m.index(2, 1), SampleSeriesModel::RunStartRole).toBool(), true);
    QCOMPARE(m.value(0, SampleSeriesModel::OldestReadyColumn), 90.0);
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::OldestReadyColumn)).toString(), u"1 min 30 s"_s);
    QCOMPARE(m.data(m.index(1, SampleSeriesModel::OldestReadyColumn)).toString(),
             u"—"_s); // no ready task
    QCOMPARE(m.value(1, SampleSeriesModel::OldestReadyColumn), 0.0);
    QCOMPARE(m.value(0, SampleSeriesModel::OldestOwedColumn), 2 * 86400.0);
    QCOMPARE(m.value(0, SampleSeriesModel::AlarmOlderColumn), 4.0);
    QCOMPARE(
        m.data(m.index(0, SampleSeriesModel::SucceededColumn), SampleSeriesModel::EstimatedRole)
            .toBool(),
        true);
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::SucceededColumn)).toString(), u"≈6"_s);
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::QueueDepthColumn)).toString(), u"≥10,000"_s);
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::QueuedColumn), SampleSeriesModel::EstimatedRole)
                 .toBool(),
             false);
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::DeadColumn), ToneRole).toInt(), int(Tone::Bad));
    QCOMPARE(m.data(m.index(0, SampleSeriesModel::TimeColumn)).toString(),
             u"1/1/2026 5:45:00 AM"_s); // en_US
    QCOMPARE(m.stateColumn(3), int(SampleSeriesModel::DeadColumn));
}

void tst_DashboardModels::samplesResetOnlyWhenReplaced()
{
    SampleSeriesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SPIES(m);
    QSignalSpy redraw(&m, &SampleSeriesModel::samplesChanged);
    m.setSamples({ sample(T0), sample(T0 + 10 * Second) });
    QCOMPARE(reset.count(), 1);
    QCOMPARE(redraw.count(), 1);
    m.append(sample(T0 + 20 * Second));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(redraw.count(), 2);
}

void tst_DashboardModels::durationsByWorker()
{
    DurationModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SPIES(m);
    DurationStats s;
    s.serverNowUs = T0;
    s.workers = { { u"worker-1"_s, 40, 180, 900 },
                  { u"worker-2"_s, 30, 200, 950 },
                  { QString(), 2, 5, 5 } };
    m.apply(s);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(m.rowCount(), 3);
    QCOMPARE(m.workerLabel(2), u"(no worker)"_s);
    QCOMPARE(m.data(m.index(0, DurationModel::P95Column)).toString(), u"900 ms"_s);
    QVERIFY(m.describe(0).contains(u"p50 180 ms, p95 900 ms"_s));
    CLEAR_SPIES();
    s.workers[1].p95Ms = 1200;
    m.apply(s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(inserted.count() + removed.count() + reset.count() + layout.count(), 0);
    CLEAR_SPIES();
    s.basis.sampled = true;
    s.basis.stride = 4;
    m.apply(s);
    QVERIFY(m.describe(0).contains(u"1 row in 4"_s));
    m.clear();
    QCOMPARE(removed.count(), 1);
    QVERIFY(!m.hasData());
}

void tst_DashboardModels::refreshGate()
{
    RefreshGate g;
    g.setIntervalMs(30000, 5000);
    QVERIFY(g.take(1000)); // never asked: due at once
    QVERIFY(!g.take(1001)); // asked, no answer yet: wait for the retry
    QVERIFY(!g.hasAnswer());
    QVERIFY(g.take(6000)); // no answer 5 s on: ask again
    g.answered(6100);
    QVERIFY(g.hasAnswer());
    QVERIFY(!g.take(20000));
    QVERIFY(!g.take(36099));
    QVERIFY(g.take(36100)); // an interval after the answer
    g.reset(); // the range changed
    QVERIFY(!g.hasAnswer());
    QVERIFY(g.take(36101));
}

QTEST_GUILESS_MAIN(tst_DashboardModels)
#include "tst_dashboardmodels.moc"

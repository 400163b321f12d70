#include "core/steadyclock.h"
#include "core/watch/watchrules.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/taskquery.h"
#include "models/alarmdebtmodel.h"
#include "models/columnnames.h"
#include "models/deliverytablemodel.h"
#include "models/leasemodels.h"
#include "models/tasktablemodel.h"
#include "models/tone.h"
#include "models/watchlistmodel.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// Every view's model under QAbstractItemModelTester, with its signals counted exactly: a poll
// that changes one row is one dataChanged, never a reset; the clock moving refreshes only the
// columns derived from it; selection survives.
class tst_ViewModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tasksOneChangeOneSignal();
    void tasksWindowGrowsAndResetsWithTheFilter();
    void tasksShowAColumnTheDatabaseLacks();
    void columnsAreNamedByTheRowTypesColumns();
    void taskLeasesCountdownAndExpiry();
    void sinkLeasesStatusByKind();
    void deliveriesKeepSelectionAcrossPolls();
    void alarmDebtBucketsAndRows();
    void alarmDebtWindowGrowsAPageAtATime();
    void nullRowsDisplayWithoutCrashing();
    void watchSinceCountsOnBetweenUpdates();
};

namespace {
constexpr qint64 Now = 1'800'000'000'000'000LL;

// Whether `shown` is a countdown of `seconds` given at `givenNs` (steadyNowNs), read now: a
// model's clock moves on from the snapshot's by itself (RelativeTimes), so a moment later
// "in 30 s" reads "in 29 s", and as many seconds less as have gone by.
bool countsDownFrom(const QString &shown, qint64 seconds, qint64 givenNs)
{
    const qint64 elapsedS = (steadyNowNs() - givenNs) / 1'000'000'000;
    for (qint64 s = seconds - elapsedS - 1; s <= seconds; ++s) {
        if (shown == u"in %1 s"_s.arg(s))
            return true;
    }
    return false;
}

int structural(QSignalSpy &inserted, QSignalSpy &removed, QSignalSpy &reset, QSignalSpy &layout)
{
    return int(inserted.count() + removed.count() + reset.count() + layout.count());
}

#define SPIES(model)                                                                               \
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);                                  \
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);                                \
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);                                  \
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);                                     \
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged)

TaskRow task(qint64 id, const QString &state)
{
    TaskRow t;
    t.id = id;
    t.state = state;
    t.attempts = 0;
    t.maxAttempts = 5;
    return t;
}
} // namespace

void tst_ViewModels::tasksOneChangeOneSignal()
{
    TaskTableModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    TaskWindow w;
    w.serverNowUs = Now;
    for (int i = 10; i >= 1; --i)
        w.rows.append(task(i, u"queued"_s));
    m.applyWindow(w);
    SPIES(m);
    w.rows[3].state = u"dead"_s;
    m.applyWindow(w);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 3);
    QCOMPARE(structural(inserted, removed, reset, layout), 0);
    QCOMPARE(m.index(3, TaskTableModel::StateColumn).data(ToneRole).toInt(), int(Tone::Bad));
}

// An optional column the database lacks reads "—" with a note, in its cells and its header;
// the other columns and the row's roles are as ever, and a window with the column back
// brings its values back (the unchanged rows' cells told so).
void tst_ViewModels::tasksShowAColumnTheDatabaseLacks()
{
    TaskTableModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    TaskWindow w;
    w.serverNowUs = Now;
    w.rows = { task(2, u"queued"_s), task(1, u"dead"_s) };
    w.absentColumns = { u"message_id"_s };
    m.applyWindow(w);
    const QModelIndex message = m.index(0, TaskTableModel::MessageColumn);
    QCOMPARE(message.data().toString(), u"—"_s);
    QVERIFY(message.data(Qt::ToolTipRole).toString().contains(u"message_id"_s));
    QVERIFY(m.headerData(TaskTableModel::MessageColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(u"message_id"_s));
    QCOMPARE(message.data(TaskTableModel::KeyRole).toLongLong(), 2);
    QCOMPARE(m.index(0, TaskTableModel::IdColumn).data().toString(), u"2"_s);
    QVERIFY(!m.index(0, TaskTableModel::IdColumn).data(Qt::ToolTipRole).isValid());
    SPIES(m);
    QSignalSpy header(&m, &QAbstractItemModel::headerDataChanged);
    w.absentColumns.clear();
    w.rows[0].messageId = 77;
    m.applyWindow(w);
    QCOMPARE(m.index(0, TaskTableModel::MessageColumn).data().toString(), u"77"_s);
    QVERIFY(
        !m.headerData(TaskTableModel::MessageColumn, Qt::Horizontal, Qt::ToolTipRole).isValid());
    QCOMPARE(header.count(), 1);
    QCOMPARE(changed.count(), 2); // the changed row, and the column for the unchanged one
    QCOMPARE(structural(inserted, removed, reset, layout), 0);
}

// Each table column is named by the row type's column it shows (taskquery::columns(),
// deliveryquery::columns()), once per column: what saved header state is keyed by.
void tst_ViewModels::columnsAreNamedByTheRowTypesColumns()
{
    const auto check = [](const QAbstractItemModel &m, const QStringList &declared) {
        QStringList seen;
        for (int c = 0; c < m.columnCount(); ++c) {
            const QString name = m.headerData(c, Qt::Horizontal, ColumnNameRole).toString();
            QVERIFY2(declared.contains(name), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.append(name);
        }
    };
    check(TaskTableModel(), taskquery::columns().names());
    check(DeliveryTableModel(), deliveryquery::columns().names());
    check(TaskLeaseModel(), leasequery::taskLeaseColumns().names());
}

void tst_ViewModels::tasksWindowGrowsAndResetsWithTheFilter()
{
    TaskTableModel m;
    QSignalSpy query(&m, &TaskTableModel::queryChanged);
    TaskWindow w;
    w.hasMore = true;
    w.rows.append(task(1, u"queued"_s));
    m.applyWindow(w);
    QVERIFY(m.canFetchMore({}));
    m.fetchMore({});
    QCOMPARE(query.count(), 1);
    QCOMPARE(m.filter().limit, 400);
    QVERIFY(!m.canFetchMore({})); // one page at a time: wait for the answer
    m.applyWindow(w);
    QVERIFY(m.canFetchMore({}));
    TaskFilter f;
    f.states = { u"dead"_s };
    m.setFilter(f);
    QCOMPARE(query.count(), 2);
    QCOMPARE(m.filter().limit, 200); // a new filter starts from the first page
    m.setFilter(f); // the same filter again asks for nothing
    QCOMPARE(query.count(), 2);
}

void tst_ViewModels::taskLeasesCountdownAndExpiry()
{
    TaskLeaseModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    LeaseSnapshot s;
    s.serverNowUs = Now;
    auto lease = [](qint64 id, const QString &token, qint64 expires) {
        TaskLeaseRow t;
        t.taskId = id;
        t.owner = u"w"_s + QString::number(id);
        t.token = token;
        t.expiresAt = expires;
        t.attempts = 1;
        t.maxAttempts = 5;
        return t;
    };
    s.taskLeases = { lease(1, u"tok-aaaaaaaaaaaa"_s, Now + 30'000'000),
                     lease(2, u"tok-b"_s, Now - 120'000'000) };
    const qint64 givenNs = steadyNowNs();
    m.apply(s);
    const QString countdown = m.index(0, TaskLeaseModel::ExpiresColumn).data().toString();
    QVERIFY2(countsDownFrom(countdown, 30, givenNs), qPrintable(countdown));
    QCOMPARE(m.index(1, TaskLeaseModel::ExpiresColumn).data().toString(), u"expired 2 min ago"_s);
    QCOMPARE(m.expiredCount(), 1);
    QCOMPARE(m.index(0, TaskLeaseModel::TokenColumn).data().toString(), u"tok-aaaa…"_s);
    QCOMPARE(m.index(1, TaskLeaseModel::ExpiresColumn).data(ToneRole).toInt(), int(Tone::Warning));
    SPIES(m);
    QSignalSpy applied(&m, &TaskLeaseModel::applied);
    s.serverNowUs = Now + 40'000'000; // the next poll: nothing changed but the clock
    m.apply(s);
    QCOMPARE(changed.count(), 1); // the countdown column, both rows in one range
    QCOMPARE(changed.first().at(0).toModelIndex().column(), int(TaskLeaseModel::ExpiresColumn));
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QCOMPARE(structural(inserted, removed, reset, layout), 0);
    QCOMPARE(m.expiredCount(), 2);
    QCOMPARE(applied.count(), 1);
    // A row changed and one added, each a signal of its own: still one applied() for the
    // view's title.
    s.taskLeases[0].owner = u"w9"_s;
    s.taskLeases.append(lease(3, u"tok-c"_s, Now + 90'000'000));
    m.apply(s);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(applied.count(), 2);
}

void tst_ViewModels::sinkLeasesStatusByKind()
{
    SinkLeaseModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    LeaseSnapshot s;
    s.serverNowUs = Now;
    SinkLeaseRow row;
    row.feed = u"orders"_s;
    row.sink = u"search"_s;
    row.holder = u"pg-row:abc"_s;
    row.expiresAtMs = Now / 1000 + 12'000;
    SinkLeaseRow advisory;
    advisory.feed = u"billing"_s;
    advisory.sink = u"ledger"_s;
    advisory.holder = u"pg-advisory:def"_s;
    advisory.lockHeld = true;
    advisory.session.pid = 4711;
    SinkLeaseRow stale = advisory;
    stale.sink = u"audit"_s;
    stale.lockHeld = false;
    s.sinkLeases = { row, advisory, stale };
    const qint64 givenNs = steadyNowNs();
    m.apply(s);
    const QString countdown = m.index(0, SinkLeaseModel::StatusColumn).data().toString();
    QVERIFY2(countsDownFrom(countdown, 12, givenNs), qPrintable(countdown));
    QCOMPARE(m.index(1, SinkLeaseModel::StatusColumn).data().toString(), u"held by pid 4711"_s);
    QCOMPARE(m.index(2, SinkLeaseModel::StatusColumn).data().toString(),
             u"session gone: stale holder"_s);
    QCOMPARE(m.index(2, SinkLeaseModel::StatusColumn).data(ToneRole).toInt(), int(Tone::Bad));
    QCOMPARE(m.index(1, SinkLeaseModel::KindColumn).data().toString(), u"advisory lock"_s);
    QVERIFY(m.isTrouble(stale));
    QVERIFY(!m.isTrouble(row));
    SPIES(m);
    s.sinkLeases[2].lockHeld = true; // a new session took the lock
    s.sinkLeases[2].session.pid = 99;
    m.apply(s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 2);
    QCOMPARE(structural(inserted, removed, reset, layout), 0);
}

void tst_ViewModels::deliveriesKeepSelectionAcrossPolls()
{
    DeliveryTableModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    DeliveryWindow w;
    for (int i = 5; i >= 1; --i) {
        DeliveryRow d;
        d.id = i;
        d.status = u"delivered"_s;
        w.rows.append(d);
    }
    m.applyWindow(w);
    QItemSelectionModel selection(&m);
    selection.setCurrentIndex(
        m.index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows); // id 3
    SPIES(m);
    DeliveryRow newest;
    newest.id = 6;
    newest.status = u"permanent"_s;
    w.rows.prepend(newest);
    w.rows.removeLast(); // id 1 fell out of the window
    m.applyWindow(w);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(changed.count() + reset.count() + layout.count(), 0);
    QCOMPARE(m.rowAt(selection.currentIndex().row())->id, 3);
    QCOMPARE(m.index(0, DeliveryTableModel::StatusColumn).data(ToneRole).toInt(), int(Tone::Bad));
}

void tst_ViewModels::alarmDebtBucketsAndRows()
{
    AlarmDebtModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy summary(&m, &AlarmDebtModel::summaryChanged);
    AlarmDebtSnapshot s;
    s.serverNowUs = Now;
    AlarmDebtRow r;
    r.alertId = u"a"_s;
    r.alertName = u"Front door"_s;
    r.subscriptionId = u"s"_s;
    r.eventId = u"e"_s;
    r.deviceLabel = u"Pixel 8"_s;
    r.enabled = true;
    r.owedSince = Now - 3 * 86400LL * 1000000;
    s.rows = { r };
    s.buckets.over1Day = 1;
    m.apply(s);
    QCOMPARE(summary.count(), 1);
    QCOMPARE(m.index(0, AlarmDebtModel::OwedForColumn).data().toString(), u"3 d"_s);
    QCOMPARE(m.index(0, AlarmDebtModel::OwedForColumn).data(ToneRole).toInt(), int(Tone::Bad));
    QCOMPARE(m.index(0, AlarmDebtModel::LastSeenColumn).data().toString(), u"never"_s);
    m.apply(s); // the same snapshot: no signal at all
    QCOMPARE(summary.count(), 1);

    // Many rows changed, new rows, the clock and the buckets moved: one summary signal.
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    AlarmDebtSnapshot next = s;
    next.serverNowUs = Now + 1000000;
    for (int i = 0; i < 20; ++i) {
        AlarmDebtRow extra = r;
        extra.subscriptionId = u"s%1"_s.arg(i);
        extra.deviceLabel = i % 2 ? u"Pixel 8"_s : u"iPhone"_s;
        next.rows.append(extra);
    }
    next.buckets.over1Day = 21;
    m.apply(next);
    QCOMPARE(summary.count(), 2);
    AlarmDebtSnapshot later = next;
    later.serverNowUs = Now + 2000000;
    for (int i = 1; i < later.rows.size(); i += 2)
        later.rows[i].enabled = false; // ten runs of one changed row each
    m.apply(later);
    QVERIFY(changed.count() > 2);
    QCOMPARE(summary.count(), 3);
    QCOMPARE(m.rowCount(), 21);
}

void tst_ViewModels::alarmDebtWindowGrowsAPageAtATime()
{
    AlarmDebtModel m;
    QSignalSpy query(&m, &AlarmDebtModel::queryChanged);
    QCOMPARE(m.limit(), 200);
    QVERIFY(!m.canFetchMore({})); // nothing answered yet
    AlarmDebtSnapshot s;
    s.hasMore = true;
    m.apply(s);
    QVERIFY(m.canFetchMore({}));
    QVERIFY(!m.windowExhausted());
    m.fetchMore({});
    QCOMPARE(query.count(), 1);
    QCOMPARE(m.limit(), 400);
    QVERIFY(!m.canFetchMore({})); // one page at a time: wait for the answer
    QVERIFY(!m.windowExhausted());
    s.hasMore = false;
    m.apply(s);
    QVERIFY(!m.canFetchMore({}));
    QVERIFY(m.windowExhausted()); // every owed row is in
    QCOMPARE(query.count(), 1);
}

void tst_ViewModels::nullRowsDisplayWithoutCrashing()
{
    TaskTableModel tasks;
    TaskWindow w;
    TaskRow bare;
    bare.id = 1;
    w.rows = { bare };
    tasks.applyWindow(w);
    for (int c = 0; c < tasks.columnCount(); ++c) {
        for (int role : { int(Qt::DisplayRole), int(Qt::ToolTipRole), int(ToneRole),
                          int(Qt::TextAlignmentRole) })
            tasks.index(0, c).data(role);
    }
    QCOMPARE(tasks.index(0, TaskTableModel::StateColumn).data().toString(), u"—"_s);
    DeliveryTableModel deliveries;
    DeliveryWindow dw;
    DeliveryRow bareDelivery;
    bareDelivery.id = 1;
    dw.rows = { bareDelivery };
    deliveries.applyWindow(dw);
    for (int c = 0; c < deliveries.columnCount(); ++c)
        QVERIFY(!deliveries.index(0, c).data().toString().isNull());
}

// "Since: 8 s ago" must not stay so half a minute later when nothing new is read: the column
// counts on from the clock the list was last given, within a second of the truth, and only
// that column is repainted for it.
void tst_ViewModels::watchSinceCountsOnBetweenUpdates()
{
    WatchListModel m;
    QAbstractItemModelTester tester(&m);
    const qint64 givenUs = QDateTime::currentMSecsSinceEpoch() * 1000;
    const qint64 startNs = steadyNowNs();
    Watch w = watchrules::make(WatchTarget::task(7), WatchGoal::Changed, givenUs - 8'000'000);
    w.id = 1;
    w.stateSinceUs = givenUs - 8'000'000;
    m.setWatches({ w }, givenUs);
    const QModelIndex since = m.index(0, WatchListModel::SinceColumn);
    QCOMPARE(since.data().toString(), u"8 s ago"_s);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    // Nothing is given again: the text moves on by itself.
    QTRY_VERIFY(since.data().toString() != u"8 s ago"_s);
    const QString shown = since.data().toString();
    const qint64 elapsedS = (steadyNowNs() - startNs) / 1'000'000'000;
    QVERIFY2(shown == u"%1 s ago"_s.arg(8 + elapsedS) || shown == u"%1 s ago"_s.arg(7 + elapsedS),
             qPrintable(shown));
    QTRY_VERIFY(!changed.isEmpty()); // the repaint comes with the second's tick
    for (const QList<QVariant> &args : std::as_const(changed)) {
        QCOMPARE(args[0].toModelIndex().column(), int(WatchListModel::SinceColumn));
        QCOMPARE(args[1].toModelIndex().column(), int(WatchListModel::SinceColumn));
    }
}

QTEST_GUILESS_MAIN(tst_ViewModels)
#include "tst_viewmodels.moc"

#include "models/keyedrowmodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Row
{
    qint64 id = 0;
    QString value;
    qint64 key() const { return id; }
    bool operator==(const Row &) const = default;
};

class TestModel : public KeyedRowModel<Row>
{
public:
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : 2;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const Row *r = rowAt(index.row());
        if (!r || role != Qt::DisplayRole)
            return {};
        return index.column() == 0 ? QVariant(r->id) : QVariant(r->value);
    }
    RowDiffStats apply(const QList<Row> &rows) { return applyRows(rows); }
};

QList<Row> rowsOf(std::initializer_list<qint64> ids, const QString &value = u"v"_s)
{
    QList<Row> out;
    for (qint64 id : ids)
        out.append({ id, value + QString::number(id) });
    return out;
}

QList<qint64> idsOf(const TestModel &m)
{
    QList<qint64> ids;
    for (const Row &r : m.rows())
        ids.append(r.id);
    return ids;
}

// Every signal a model can send, counted.
struct Spies
{
    explicit Spies(TestModel *m)
        : inserted(m, &QAbstractItemModel::rowsInserted)
        , removed(m, &QAbstractItemModel::rowsRemoved)
        , changed(m, &QAbstractItemModel::dataChanged)
        , layout(m, &QAbstractItemModel::layoutChanged)
        , reset(m, &QAbstractItemModel::modelReset)
        , moved(m, &QAbstractItemModel::rowsMoved)
    {
    }
    void clear()
    {
        for (QSignalSpy *s : { &inserted, &removed, &changed, &layout, &reset, &moved })
            s->clear();
    }
    QSignalSpy inserted, removed, changed, layout, reset, moved;
};

} // namespace

class tst_KeyedRowModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstFillIsOneInsert();
    void oneChangedRowIsOneDataChanged();
    void identicalPollSendsNothing();
    void newRowsOnTopAreOneInsert();
    void removalsAreRangesFromTheBottomUp();
    void mixedPoll();
    void reorderKeepsSelectionAndCurrent();
    void duplicateKeysKeepTheFirst();
    void mostRowsChangedIsOneSignal();
    void randomPollsKeepModelConsistent();
};

void tst_KeyedRowModel::firstFillIsOneInsert()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Spies s(&m);
    const auto stats = m.apply(rowsOf({ 5, 4, 3, 2, 1 }));
    QCOMPARE(stats.inserted, 5);
    QCOMPARE(s.inserted.count(), 1);
    QCOMPARE(s.inserted.first().at(1).toInt(), 0);
    QCOMPARE(s.inserted.first().at(2).toInt(), 4);
    QCOMPARE(s.changed.count() + s.removed.count() + s.layout.count() + s.reset.count(), 0);
    QCOMPARE(idsOf(m), (QList<qint64> { 5, 4, 3, 2, 1 }));
}

void tst_KeyedRowModel::oneChangedRowIsOneDataChanged()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.apply(rowsOf({ 5, 4, 3, 2, 1 }));
    Spies s(&m);
    auto next = rowsOf({ 5, 4, 3, 2, 1 });
    next[2].value = u"changed"_s;
    const auto stats = m.apply(next);
    QCOMPARE(stats.changed, 1);
    QCOMPARE(s.changed.count(), 1);
    const auto args = s.changed.first();
    QCOMPARE(args.at(0).toModelIndex().row(), 2);
    QCOMPARE(args.at(1).toModelIndex().row(), 2);
    QCOMPARE(args.at(0).toModelIndex().column(), 0);
    QCOMPARE(args.at(1).toModelIndex().column(), 1);
    QCOMPARE(s.inserted.count() + s.removed.count() + s.layout.count() + s.reset.count()
                 + s.moved.count(),
             0);
    QCOMPARE(m.data(m.index(2, 1), Qt::DisplayRole).toString(), u"changed"_s);
}

void tst_KeyedRowModel::identicalPollSendsNothing()
{
    TestModel m;
    m.apply(rowsOf({ 3, 2, 1 }));
    Spies s(&m);
    m.apply(rowsOf({ 3, 2, 1 }));
    QCOMPARE(s.inserted.count() + s.removed.count() + s.changed.count() + s.layout.count()
                 + s.reset.count(),
             0);
}

void tst_KeyedRowModel::newRowsOnTopAreOneInsert()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.apply(rowsOf({ 3, 2, 1 }));
    Spies s(&m);
    m.apply(rowsOf({ 6, 5, 4, 3, 2, 1 }));
    QCOMPARE(s.inserted.count(), 1);
    QCOMPARE(s.inserted.first().at(1).toInt(), 0);
    QCOMPARE(s.inserted.first().at(2).toInt(), 2);
    QCOMPARE(s.removed.count() + s.changed.count() + s.layout.count() + s.reset.count(), 0);
}

void tst_KeyedRowModel::removalsAreRangesFromTheBottomUp()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.apply(rowsOf({ 9, 8, 7, 6, 5, 4, 3, 2, 1 }));
    Spies s(&m);
    m.apply(rowsOf({ 9, 6, 5, 1 })); // removes 8-7 (rows 1..2) and 4-2 (rows 5..7)
    QCOMPARE(s.removed.count(), 2);
    QCOMPARE(s.removed.at(0).at(1).toInt(), 5); // the lower range first
    QCOMPARE(s.removed.at(0).at(2).toInt(), 7);
    QCOMPARE(s.removed.at(1).at(1).toInt(), 1);
    QCOMPARE(s.removed.at(1).at(2).toInt(), 2);
    QCOMPARE(s.inserted.count() + s.changed.count() + s.layout.count() + s.reset.count(), 0);
    QCOMPARE(idsOf(m), (QList<qint64> { 9, 6, 5, 1 }));
}

void tst_KeyedRowModel::mixedPoll()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.apply(rowsOf({ 5, 4, 3, 2, 1 }));
    QItemSelectionModel selection(&m);
    selection.select(m.index(3, 0),
                     QItemSelectionModel::Select | QItemSelectionModel::Rows); // id 2
    Spies s(&m);
    auto next = rowsOf({ 7, 6, 5, 3, 2, 0 });
    next[3].value = u"x"_s; // id 3 changed
    m.apply(next);
    QCOMPARE(idsOf(m), (QList<qint64> { 7, 6, 5, 3, 2, 0 }));
    QCOMPARE(s.removed.count(), 2); // 1, then 4
    QCOMPARE(s.inserted.count(), 2); // 7-6 on top, 0 at the bottom
    QCOMPARE(s.changed.count(), 1);
    QCOMPARE(s.layout.count() + s.reset.count(), 0);
    const QModelIndexList selected = selection.selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(m.rowAt(selected.first().row())->id, 2);
}

void tst_KeyedRowModel::reorderKeepsSelectionAndCurrent()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.apply(rowsOf({ 1, 2, 3, 4 }));
    QItemSelectionModel selection(&m);
    selection.setCurrentIndex(m.index(0, 1),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows); // id 1
    Spies s(&m);
    m.apply(rowsOf({ 2, 3, 4, 1 })); // 1 moved to the bottom (updated_at ordering, say)
    QCOMPARE(s.layout.count(), 1);
    QCOMPARE(s.reset.count() + s.inserted.count() + s.removed.count() + s.changed.count(), 0);
    QCOMPARE(selection.currentIndex().row(), 3);
    QCOMPARE(selection.currentIndex().column(), 1);
    QCOMPARE(m.rowAt(selection.selectedRows().first().row())->id, 1);
    QCOMPARE(m.rowOfKey(1), 3);
}

void tst_KeyedRowModel::duplicateKeysKeepTheFirst()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<Row> rows = rowsOf({ 3, 2, 2, 1 });
    rows[2].value = u"second copy"_s;
    m.apply(rows);
    QCOMPARE(idsOf(m), (QList<qint64> { 3, 2, 1 }));
    QCOMPARE(m.rowAt(1)->value, u"v2"_s);
}

void tst_KeyedRowModel::mostRowsChangedIsOneSignal()
{
    TestModel m;
    QList<Row> rows;
    for (int i = 0; i < 100; ++i)
        rows.append({ i, u"a"_s });
    m.apply(rows);
    Spies s(&m);
    // 75 of 100 rows change, scattered over many runs.
    for (int i = 0; i < 100; i += 2)
        rows[i].value = u"b"_s;
    for (int i = 1; i < 100; i += 4)
        rows[i].value = u"b"_s;
    m.apply(rows);
    QCOMPARE(s.changed.count(), 1);
    QCOMPARE(s.changed.first().at(0).toModelIndex(), m.index(0, 0));
    QCOMPARE(s.changed.first().at(1).toModelIndex(), m.index(99, 1));
}

void tst_KeyedRowModel::randomPollsKeepModelConsistent()
{
    TestModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QRandomGenerator rng(20261129);
    QList<Row> current;
    for (int round = 0; round < 300; ++round) {
        QList<Row> next;
        for (const Row &r : current) {
            if (rng.bounded(10) == 0)
                continue; // removed
            Row copy = r;
            if (rng.bounded(5) == 0)
                copy.value = QString::number(rng.generate());
            next.append(copy);
        }
        const int inserts = rng.bounded(6);
        for (int i = 0; i < inserts; ++i)
            next.insert(rng.bounded(next.size() + 1), { 1000 * round + i, u"n"_s });
        if (rng.bounded(8) == 0 && next.size() > 1)
            std::swap(next[0], next[next.size() - 1]);
        // Pin a persistent index to a row that survives, and check it follows its key.
        QPersistentModelIndex pinned;
        qint64 pinnedKey = -1;
        for (int i = 0; i < m.rowCount(); ++i) {
            const qint64 k = m.rowAt(i)->id;
            if (std::any_of(next.begin(), next.end(), [k](const Row &r) { return r.id == k; })) {
                pinned = m.index(i, 0);
                pinnedKey = k;
                break;
            }
        }
        m.apply(next);
        QCOMPARE(m.rows(), next);
        if (pinnedKey >= 0) {
            QVERIFY(pinned.isValid());
            QCOMPARE(m.rowAt(pinned.row())->id, pinnedKey);
        }
        current = next;
    }
}

QTEST_GUILESS_MAIN(tst_KeyedRowModel)
#include "tst_keyedrowmodel.moc"

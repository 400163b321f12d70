#include "models/tasktablemodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// A row that leaves a polled window (a task past the newest 200, a lease that ended) takes the
// current index and the selection with it, without a signal: Qt would otherwise move them to a
// neighbouring row, put another task under the operator's cursor and in the detail pane, and
// the pane's new selection would make the poller read again at once, every cycle
// (KeyedRowModel::forgetPersistentIndexes; docs/performance.md).
class tst_RowLeavesWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void currentRowLeavingIsForgottenQuietly();
    void currentRowThatStaysFollowsItsTask();
};

namespace {
TaskWindow windowOf(std::initializer_list<qint64> ids)
{
    TaskWindow w;
    for (const qint64 id : ids) {
        TaskRow r;
        r.id = id;
        r.state = taskstate::Queued;
        w.rows.append(r);
    }
    return w;
}
constexpr auto SelectRow = QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows;
} // namespace

void tst_RowLeavesWindow::currentRowLeavingIsForgottenQuietly()
{
    TaskTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.applyWindow(windowOf({ 5, 4, 3, 2, 1 }));
    QItemSelectionModel selection(&model);
    selection.setCurrentIndex(model.index(4, 0), SelectRow); // task 1, the oldest
    QSignalSpy current(&selection, &QItemSelectionModel::currentRowChanged);

    model.applyWindow(windowOf({ 7, 6, 5, 4, 3 })); // two new tasks: 2 and 1 leave the window

    QCOMPARE(current.count(), 0);
    QVERIFY(!selection.currentIndex().isValid());
    QVERIFY(selection.selectedRows().isEmpty());
    QCOMPARE(model.rowCount(), 5);
}

void tst_RowLeavesWindow::currentRowThatStaysFollowsItsTask()
{
    TaskTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.applyWindow(windowOf({ 5, 4, 3, 2, 1 }));
    QItemSelectionModel selection(&model);
    selection.setCurrentIndex(model.index(2, 0), SelectRow); // task 3
    QSignalSpy current(&selection, &QItemSelectionModel::currentRowChanged);

    model.applyWindow(windowOf({ 7, 6, 5, 4, 3 }));

    QCOMPARE(current.count(), 0); // the same task, two rows further down
    QCOMPARE(selection.currentIndex().row(), 4);
    QCOMPARE(selection.currentIndex().data(TaskTableModel::KeyRole).toLongLong(), 3);
    QCOMPARE(selection.selectedRows().size(), 1);
}

QTEST_MAIN(tst_RowLeavesWindow)
#include "tst_rowleaveswindow.moc"

#include "models/tasktablemodel.h"
#include "views/tasksview.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// What a view re-announces when a poll changes rows: the selection's actions depend on the
// selected rows only, so a change elsewhere in the window does not make them re-evaluated
// (a poll of a busy pool changes many runs of rows, each a dataChanged of its own).
class tst_ViewSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tasksViewAnnouncesChangesOfSelectedRowsOnly();
};

namespace {
TaskWindow window(int rows)
{
    TaskWindow w;
    w.serverNowUs = 1'800'000'000'000'000LL;
    for (int id = rows; id >= 1; --id) {
        TaskRow t;
        t.id = id;
        t.state = u"queued"_s;
        t.attempts = 0;
        t.maxAttempts = 5;
        w.rows.append(t);
    }
    return w;
}
} // namespace

void tst_ViewSelection::tasksViewAnnouncesChangesOfSelectedRowsOnly()
{
    TaskTableModel model;
    TasksView view(&model);
    TaskWindow w = window(10);
    model.applyWindow(w);
    QVERIFY(view.selectTask(8)); // row 2
    QSignalSpy announced(&view, &TasksView::selectionChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    w.rows[6].state = u"dead"_s; // unselected rows
    w.rows[9].state = u"leased"_s;
    model.applyWindow(w);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(announced.count(), 0);

    w.rows[2].state = u"dead"_s; // the selected row: its actions change (replay becomes possible)
    model.applyWindow(w);
    QCOMPARE(announced.count(), 1);
    QCOMPARE(view.selectedTasks().size(), 1);
    QCOMPARE(view.selectedTasks().first().state, u"dead"_s);

    // A selection of several rows: a change to any of them counts.
    view.table()->selectRow(5);
    view.table()->selectionModel()->select(model.index(7, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
    announced.clear();
    w.rows[7].state = u"dead"_s;
    model.applyWindow(w);
    QCOMPARE(announced.count(), 1);
    w.rows[6].state = u"queued"_s; // between the two selected rows, itself not selected
    model.applyWindow(w);
    QCOMPARE(announced.count(), 1);
}

QTEST_MAIN(tst_ViewSelection)
#include "tst_viewselection.moc"

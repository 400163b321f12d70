#include "app/consolesession.h"
#include "app/options.h"
#include "models/csvexporter.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/confirmdialog.h"
#include "views/csvexportdialog.h"
#include "views/deliveriesview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/rowcopy.h"
#include "views/shortcutoverlay.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/windowactions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// The keyboard, clipboard and export verbs of the window, driven as a user drives them on the
// offscreen platform against a real database: shortcuts (unique, listed by the overlay), TSV
// copies, links that open what was copied, actions that always ask first, the CSV export.
class tst_WindowActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void noTwoActionsShareAKey();
    void overlayListsEveryShortcutAndClosesOnAnyKey();
    void questionMarkInATextFieldIsText();
    void copyRowsAsTsv();
    void copiedLinksOpenWhatWasCopied();
    void actionShortcutsAlwaysAskFirst();
    void nextAndPreviousResult();
    void actionsMenuShowsWhatApplies();
    void viewShortcutsPutTheKeysToWork();
    void aNumberFindsItsTaskAndAMissSaysWhatWasSearched();
    void exportFromTheWindow();

private:
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
    MainWindow *window() const { return m_session->window(); }
    WindowActions *actions() const { return window()->findChild<WindowActions *>(); }
    bool openConsole();
};

void tst_WindowActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_WindowActions::init()
{
    // Each test starts from the defaults: a filter saved by a test that failed half-way (the
    // export's "dead") would otherwise hide rows from every later one, in later runs too.
    QSettings().clear();
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    m_db = std::move(db);
    QVERIFY(m_db->exec(uR"(
        INSERT INTO tasks (id, state, kind, job_id, last_error, account_id, max_attempts, idempotency_key, message_id)
        SELECT g, CASE WHEN g % 5 = 0 THEN 'dead' ELSE 'succeeded' END, 'notification', 'job-' || g,
               CASE WHEN g = 3 THEN E'tab\there\nnew line' END, 7, 5, 'evt-' || g, 9000 + g
        FROM generate_series(1, 40) g;
        UPDATE tasks SET job_id = 'job-40-nightly-reconciliation-run' WHERE id = 40;
        SELECT setval('tasks_id_seq', 100);
        INSERT INTO notification_deliveries (id, message_id, worker_id, task_id, status, created_at)
        SELECT g, 9000 + g, 'w1', g, 'delivered', now() FROM generate_series(1, 10) g)"_s));
    QVERIFY(openConsole());
}

void tst_WindowActions::cleanup()
{
    m_session.reset();
    m_db.reset();
}

bool tst_WindowActions::openConsole()
{
    Options options = sessionOptions(*m_db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    m_session
        = startConsole(options, SessionStart(SessionReady::Active).onView(ConsoleView::Tasks));
    return m_session
        && QTest::qWaitFor(
               [this] { return window()->tasksView()->table()->model()->rowCount() == 40; }, 15000);
}

void tst_WindowActions::noTwoActionsShareAKey()
{
    QHash<QKeySequence, QAction *> owner;
    int keys = 0;
    for (QAction *a : window()->findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            ++keys;
            QAction *other = owner.value(k);
            QVERIFY2(!other || other == a,
                     qPrintable(u"%1 is both \"%2\" and \"%3\""_s.arg(
                         k.toString(), other ? other->text() : QString(), a->text())));
            owner.insert(k, a);
        }
    }
    // The verbs the keyboard needs are all there.
    for (const char *name : { "exportView", "copyRows", "copyRowsWithHeader", "copyLink",
                              "nextResult", "previousResult", "showShortcuts", "replaySelected",
                              "releaseSelected", "ackSelected" }) {
        QAction *a = actions()->action(QString::fromLatin1(name));
        QVERIFY2(a && !a->shortcuts().isEmpty(), name);
    }
    for (const QKeySequence &k :
         { QKeySequence(QKeySequence::Find), QKeySequence(QKeySequence::Refresh),
           QKeySequence(Qt::CTRL | Qt::Key_1), QKeySequence(Qt::CTRL | Qt::Key_6),
           QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::CTRL | Qt::Key_E) })
        QVERIFY2(owner.contains(k), qPrintable(k.toString()));
    QVERIFY(keys > 20);
}

void tst_WindowActions::overlayListsEveryShortcutAndClosesOnAnyKey()
{
    QTableView *table = window()->tasksView()->table();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_F1);
    ShortcutOverlay *overlay = actions()->overlay();
    QTRY_VERIFY(overlay->isVisible());
    // Every action of the window that has a key is listed, with its keys as the menus show them.
    QList<QAction *> listed;
    for (const ShortcutOverlay::Entry &e : overlay->shown())
        listed.append(e.source);
    for (QAction *a : window()->findChildren<QAction *>()) {
        if (!a->shortcuts().isEmpty())
            QVERIFY2(listed.contains(a), qPrintable(a->text()));
    }
    QStringList labels;
    for (QLabel *l : overlay->findChildren<QLabel *>())
        labels.append(l->text());
    QVERIFY(labels.contains(QKeySequence(Qt::CTRL | Qt::Key_E).toString(QKeySequence::NativeText)));
    QVERIFY(labels.contains(u"Export view as CSV"_s));
    QVERIFY(labels.contains(u"F1  ·  ?  ·  Shift+?"_s));
    if (qEnvironmentVariableIsSet("POOLSCOPE_SHOT_DIR"))
        window()->grab().save(qEnvironmentVariable("POOLSCOPE_SHOT_DIR") + u"/shortcuts.png"_s);

    // A key closes it and does nothing else: Ctrl+4 does not switch to the deliveries.
    QTest::keyClick(overlay, Qt::Key_4, Qt::ControlModifier);
    QVERIFY(!overlay->isVisible());
    QCOMPARE(window()->currentView(), ConsoleView::Tasks);
    QCOMPARE(QApplication::focusWidget(), table);

    // "?" opens it where no text is typed; Esc closes it.
    QTest::keyClick(table, '?');
    QTRY_VERIFY(overlay->isVisible());
    QTest::keyClick(overlay, Qt::Key_Escape);
    QVERIFY(!overlay->isVisible());
    // As X11 reports it: Shift held to type the "?".
    QTest::keyClick(table, Qt::Key_Question, Qt::ShiftModifier);
    QTRY_VERIFY(overlay->isVisible());
    QTest::keyClick(overlay, Qt::Key_Escape);
    QVERIFY(!overlay->isVisible());
}

void tst_WindowActions::questionMarkInATextFieldIsText()
{
    window()->setCurrentView(ConsoleView::Lookup);
    QLineEdit *input = window()->lookupView()->input();
    input->setFocus();
    QTest::keyClicks(input, u"why?"_s);
    QTest::keyClick(input, Qt::Key_Question, Qt::ShiftModifier, 0);
    QCOMPARE(input->text(), u"why??"_s);
    QVERIFY(!actions()->overlay()->isVisible());
    QTest::keyClick(input, Qt::Key_F1); // F1 still opens it from a text field
    QTRY_VERIFY(actions()->overlay()->isVisible());
    QTest::keyClick(actions()->overlay(), Qt::Key_Space);
    QVERIFY(!actions()->overlay()->isVisible());
}

void tst_WindowActions::copyRowsAsTsv()
{
    QTableView *table = window()->tasksView()->table();
    QHeaderView *header = table->horizontalHeader();
    // The operator's arrangement: kind hidden, the last error moved to the front.
    header->hideSection(TaskTableModel::KindColumn);
    header->moveSection(header->visualIndex(TaskTableModel::LastErrorColumn), 0);
    QAbstractItemModel *model = table->model();
    int row3 = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, TaskTableModel::IdColumn).data().toString() == "3"_L1)
            row3 = r;
    }
    QVERIFY(row3 > 1);
    table->selectionModel()->select(model->index(row3, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(model->index(0, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QString tsv = QApplication::clipboard()->text();
    const QStringList lines = tsv.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2); // top to bottom: row 0 (task 40), then task 3
    const int visible = model->columnCount() - 1;
    for (const QString &line : lines)
        QCOMPARE(line.count(u'\t'), visible - 1); // a value's tab never adds a column
    const QStringList first = lines[0].split(u'\t');
    const QStringList third = lines[1].split(u'\t');
    QCOMPARE(first.at(1), u"40"_s); // the id column, after the moved last error
    QVERIFY(model->index(0, TaskTableModel::JobIdColumn).data().toString().endsWith(u'…'));
    QCOMPARE(first.at(2),
             u"job-40-nightly-reconciliation-run"_s); // cut short on screen, whole here
    QCOMPARE(first.at(0), QString()); // NULL: an empty cell, not "—"
    QCOMPARE(third.at(1), u"3"_s);
    QVERIFY2(third.at(0).startsWith(u"tab here"_s), qPrintable(third.at(0)));
    QVERIFY(!lines.join(QString()).contains(u"notification"_s)); // the hidden kind stays out
    QCOMPARE(tsv, rowcopy::selectedRowsTsv(table, false));

    // With the header: the titles in the same order.
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier | Qt::AltModifier);
    const QStringList withHeader
        = QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(withHeader.size(), 3);
    QCOMPARE(withHeader.first().split(u'\t').at(1),
             model->headerData(TaskTableModel::IdColumn, Qt::Horizontal).toString());
    QVERIFY2(window()->outcomeText().contains(u"Copied 2 row"_s),
             qPrintable(window()->outcomeText()));
    QCOMPARE(rowcopy::tsvCell(u"a\tb\r\nc\u2028d"_s), u"a b  c d"_s);
}

void tst_WindowActions::copiedLinksOpenWhatWasCopied()
{
    TasksView *tasks = window()->tasksView();
    QVERIFY(tasks->selectTask(15));
    tasks->table()->setFocus();
    QTest::keyClick(tasks->table(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(), u"poolscope://task/15"_s);
    QString error;
    std::optional<DeepLink> link = parseLink(QApplication::clipboard()->text(), &error);
    QVERIFY2(link, qPrintable(error));
    // Following it from elsewhere lands on the same row.
    window()->setCurrentView(ConsoleView::Deliveries);
    QVERIFY(tasks->selectTask(2));
    window()->openLink(*link);
    QCOMPARE(window()->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->currentTaskId(), 15, 10000);

    // A delivery: the deliveries of its message and task, which list it.
    window()->setCurrentView(ConsoleView::Deliveries);
    DeliveriesView *deliveries = window()->deliveriesView();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->table()->model()->rowCount(), 10, 10000);
    deliveries->table()->selectionModel()->setCurrentIndex(
        deliveries->table()->model()->index(0, 0), // delivery 10
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(deliveries->table()->selectionModel()->selectedRows().size(), 1);
    actions()->action(u"copyLink"_s)->trigger();
    QVERIFY2(QApplication::clipboard()->text() == u"poolscope://deliveries?message=9010&task=10"_s,
             qPrintable(window()->outcomeText() + u" / "_s + QApplication::clipboard()->text()));
    link = parseLink(QApplication::clipboard()->text(), &error);
    QVERIFY2(link, qPrintable(error));
    window()->setCurrentView(ConsoleView::Tasks);
    window()->openLink(*link);
    QCOMPARE(window()->currentView(), ConsoleView::Deliveries);
    QCOMPARE(deliveries->filter().messageId, OptInt(9010));
    QCOMPARE(deliveries->filter().taskId, OptInt(10));
    QTRY_COMPARE_WITH_TIMEOUT(deliveries->table()->model()->rowCount(), 1, 10000);

    // The lookup: the link of what is looked up.
    window()->setCurrentView(ConsoleView::Lookup);
    window()->lookupView()->lookUp(u"message:9012"_s);
    QTRY_VERIFY_WITH_TIMEOUT(window()->lookupView()->hasResult(), 10000);
    actions()->action(u"copyLink"_s)->trigger();
    QCOMPARE(QApplication::clipboard()->text(), u"poolscope://lookup?message=9012"_s);
    link = parseLink(QApplication::clipboard()->text(), &error);
    QVERIFY2(link, qPrintable(error));
    QCOMPARE(link->view(), u"lookup"_s);
    window()->lookupView()->input()->clear();
    window()->setCurrentView(ConsoleView::Tasks);
    window()->openLink(*link);
    QCOMPARE(window()->currentView(), ConsoleView::Lookup);
    QCOMPARE(window()->lookupView()->input()->text(), u"message:9012"_s);

    // Nothing selected: says so, copies nothing.
    window()->setCurrentView(ConsoleView::Alarms);
    QApplication::clipboard()->setText(u"before"_s);
    actions()->action(u"copyLink"_s)->trigger();
    QCOMPARE(QApplication::clipboard()->text(), u"before"_s);
    QVERIFY(window()->outcomeText().contains(u"No link to copy"_s));
}

void tst_WindowActions::actionShortcutsAlwaysAskFirst()
{
    TasksView *tasks = window()->tasksView();
    // Nothing selected: the button's reason, and no dialog.
    tasks->table()->clearSelection();
    QTRY_VERIFY(!tasks->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled());
    QTest::keyClick(tasks->table(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY2(window()->outcomeText().contains(u"select one or more dead tasks"_s),
             qPrintable(window()->outcomeText()));

    // A dead task selected: the same confirmation as the button; cancelled, nothing written.
    QVERIFY(tasks->selectTask(10));
    QTRY_VERIFY_WITH_TIMEOUT(tasks->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled(),
                             10000);
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        QTRY_VERIFY(qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget()));
        asked = true;
        QApplication::activeModalWidget()->close();
    });
    QTest::keyClick(tasks->table(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(asked);
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
    QCOMPARE(m_db->scalar(u"SELECT state FROM tasks WHERE id = 10"_s), u"dead"_s);

    // A verb the view does not have says so.
    window()->setCurrentView(ConsoleView::Deliveries);
    actions()->action(u"ackSelected"_s)->trigger();
    QVERIFY2(window()->outcomeText().contains(u"has no"_s), qPrintable(window()->outcomeText()));
}

void tst_WindowActions::nextAndPreviousResult()
{
    QTableView *table = window()->tasksView()->table();
    table->setCurrentIndex(QModelIndex());
    window()->tasksView()->filterBar()->setFocus(); // from the filter bar, as after a search
    QTest::keyClick(window(), Qt::Key_F3);
    QCOMPARE(table->currentIndex().row(), 0);
    QTest::keyClick(window(), Qt::Key_F3);
    QTest::keyClick(window(), Qt::Key_F3);
    QCOMPARE(table->currentIndex().row(), 2);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QTest::keyClick(window(), Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(table->currentIndex().row(), 1);
    QCOMPARE(window()->tasksView()->currentTaskId(), 39);
}

void tst_WindowActions::actionsMenuShowsWhatApplies()
{
    TasksView *tasks = window()->tasksView();
    QAction *replay = actions()->action(u"replaySelected"_s);
    QAction *ack = actions()->action(u"ackSelected"_s);
    auto *menu = qobject_cast<QMenu *>(replay->associatedObjects().value(0));
    QVERIFY(menu);
    tasks->table()->clearSelection();
    QTRY_VERIFY(!tasks->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled());
    Q_EMIT menu->aboutToShow();
    QVERIFY(!replay->isEnabled());
    QCOMPARE(replay->toolTip(), u"Disabled: select one or more dead tasks"_s);
    QVERIFY(!ack->isEnabled());
    QVERIFY2(ack->toolTip().contains(u"has no"_s), qPrintable(ack->toolTip()));
    Q_EMIT menu->aboutToHide();
    QVERIFY(replay->isEnabled()); // closed, the shortcut still says why (press)

    QVERIFY(tasks->selectTask(10));
    QTRY_VERIFY_WITH_TIMEOUT(tasks->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled(),
                             10000);
    Q_EMIT menu->aboutToShow();
    QVERIFY(replay->isEnabled());
    Q_EMIT menu->aboutToHide();
}

// Ctrl+1…6 show a view and put the keys where its work starts: what is typed next is not lost.
void tst_WindowActions::viewShortcutsPutTheKeysToWork()
{
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    LookupView *lookup = window()->lookupView();
    lookup->input()->setText(u"old"_s);
    window()->tasksView()->table()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(window()->currentView(), ConsoleView::Lookup);
    QTRY_COMPARE(QApplication::focusWidget(), lookup->input());
    QTest::keyClicks(QApplication::focusWidget(), u"12345"_s);
    QCOMPARE(lookup->input()->text(), u"12345"_s); // the old text was selected, and replaced

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window()->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE(QApplication::focusWidget(), window()->tasksView()->table());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_3, Qt::ControlModifier);
    QTRY_COMPARE(QApplication::focusWidget(), window()->leasesView()->taskTable());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_4, Qt::ControlModifier);
    QTRY_COMPARE(QApplication::focusWidget(), window()->deliveriesView()->table());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_5, Qt::ControlModifier);
    QTRY_COMPARE(QApplication::focusWidget(), window()->alarmsView()->table());
}

void tst_WindowActions::aNumberFindsItsTaskAndAMissSaysWhatWasSearched()
{
    TasksView *tasks = window()->tasksView();
    QLineEdit *search = tasks->filterBar()->searchEdit();
    search->setFocus();
    QTest::keyClicks(search, u"12"_s); // a task id, and nobody's job id or key
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(tasks->table(), TaskTableModel::IdColumn),
                              QStringList { u"12"_s }, 10000);
    QVERIFY(tasks->missText().isEmpty());

    search->clear();
    QTest::keyClicks(search, u"12345"_s);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 0, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(
        tasks->missText().startsWith(u"No task with id, job id or key 12345. Search 12345 as: "_s),
        10000);
    QVERIFY2(tasks->missText().contains(u"search:%1"_s.arg(int(TaskSearch::MessageId))),
             qPrintable(tasks->missText()));
    QVERIFY(!tasks->missText().contains(u"search:%1\""_s.arg(int(TaskSearch::TaskId))));

    // The offered kind, a click away: 9003 is the message id of task 3's delivery.
    search->clear();
    QTest::keyClicks(search, u"9003"_s);
    QTRY_VERIFY_WITH_TIMEOUT(tasks->missText().contains(u"9003"_s), 10000);
    Q_EMIT tasks->missNote()->linkActivated(u"search:%1"_s.arg(int(TaskSearch::MessageId)));
    QCOMPARE(tasks->filterBar()->filter().search, TaskSearch::MessageId);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(tasks->table(), TaskTableModel::IdColumn),
                              QStringList { u"3"_s }, 10000);
    QTRY_VERIFY(tasks->missText().isEmpty());
}

void tst_WindowActions::exportFromTheWindow()
{
    QTemporaryDir dir;
    // The tasks view filtered to the dead ones: the export has those, every one.
    TaskFilter f;
    f.states = { u"dead"_s };
    window()->tasksView()->filterBar()->setFilter(f);
    QTRY_COMPARE_WITH_TIMEOUT(window()->tasksView()->table()->model()->rowCount(), 8, 10000);
    const QString path = dir.filePath(u"dead.csv"_s);
    actions()->exportCurrentView(path, 3);
    auto *dialog = window()->findChild<CsvExportDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    if (qEnvironmentVariableIsSet("POOLSCOPE_SHOT_DIR")) {
        connect(dialog->findChild<CsvExporter *>(), &CsvExporter::progressed, dialog,
                [dialog](qint64 rows) {
                    if (rows == 3)
                        dialog->grab().save(qEnvironmentVariable("POOLSCOPE_SHOT_DIR")
                                            + u"/export.png"_s);
                });
    }
    // A numerus message; no translator here, so its source form.
    QTRY_VERIFY_WITH_TIMEOUT(window()->outcomeText().contains(u"Exported 8 row(s)"_s), 20000);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 8 + 1); // header, rows, and the empty tail after the last CRLF
    QVERIFY(lines[1].startsWith("40,"));
    QVERIFY(lines[8].startsWith("5,"));
    QTRY_VERIFY(!window()->findChild<CsvExportDialog *>());

    // Cancel in the dialog: nothing under the name.
    const QString cancelled = dir.filePath(u"cancelled.csv"_s);
    window()->tasksView()->filterBar()->setFilter({});
    actions()->exportCurrentView(cancelled, 1);
    dialog = window()->findChild<CsvExportDialog *>();
    QVERIFY(dialog);
    dialog->cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(window()->outcomeText().contains(u"Export cancelled"_s), 20000);
    QVERIFY(!QFile::exists(cancelled));

    // On the dashboard there is nothing to export; it says so.
    window()->setCurrentView(ConsoleView::Dashboard);
    actions()->exportCurrentView(dir.filePath(u"dashboard.csv"_s));
    QVERIFY(window()->outcomeText().contains(u"dashboard has no rows"_s));
}

QTEST_MAIN(tst_WindowActions)
#include "tst_windowactions.moc"

#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "local/actionjournal.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/audithistorydialog.h"
#include "views/confirmdialog.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/operatoriddialog.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// Operator actions as a user takes them on the offscreen platform: a click, the confirmation,
// the outcome on screen, the table updated; and buttons that say why they are disabled.
class tst_ActionsGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void oneClickReplay();
    void operatorIdAskedEmptyAndChecked();
    void liveLeaseNeedsTheTaskIdTyped();
    void disabledActionsSayWhy();
    void buttonsFollowTheRowsUnderTheSelection();
    void alarmButtonsOnAnEmptyTable();
    void noActionWithoutItsAuditRecord();
    void journalShowsThisDatabaseFirst();
    void journalFileMigratedInPlace();

private:
    std::unique_ptr<ConsoleSession> open(const QString &dsn);
    // Answers the next confirmation: types `phrase` if asked, then confirms or cancels.
    void answerNextConfirmation(bool confirm, const QString &phrase = {});
    bool m_sawTypedPhrase = false;
};

void tst_ActionsGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<ConsoleSession> tst_ActionsGui::open(const QString &dsn)
{
    Options options = sessionOptions(dsn);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    return startConsole(options, SessionReady::Shown);
}

void tst_ActionsGui::answerNextConfirmation(bool confirm, const QString &phrase)
{
    auto *poll = new QTimer(this);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [this, poll, confirm, phrase] {
        auto *dialog = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        m_sawTypedPhrase = dialog->phraseEdit() != nullptr;
        if (dialog->phraseEdit()) {
            // Not enabled until the phrase is typed exactly.
            QVERIFY(!dialog->confirmButton()->isEnabled());
            QTest::keyClicks(dialog->phraseEdit(), phrase);
        }
        QTest::keyClicks(dialog->reasonEdit(), u"ticket 4711"_s);
        if (confirm)
            dialog->confirmButton()->click();
        else
            dialog->reject();
    });
    poll->start();
}

void tst_ActionsGui::oneClickReplay()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, kind, idempotency_key, max_attempts, last_error) VALUES"
        " (1, 'dead', 'notification', 'evt-1', 5, 'smtp 550'), (2, 'queued', 'check', 'evt-2', 3, "
        "NULL);"
        " SELECT setval('tasks_id_seq', 10)"_s));
    auto session = open(db->dsn());
    QVERIFY(session);
    TasksView *view = session->window()->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 2, 10000);
    QVERIFY(view->selectTask(1));
    QToolButton *replay = view->actionBar()->button(OperatorAction::ReplayTasks);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);
    answerNextConfirmation(true);
    replay->click();
    QTRY_COMPARE_WITH_TIMEOUT(session->window()->outcomeText(), u"● Replayed task 1 as task 11."_s,
                              10000);
    // The next poll (at once, after an action) shows the new queued task on top.
    QTRY_COMPARE_WITH_TIMEOUT(
        view->table()->model()->index(0, TaskTableModel::IdColumn).data().toString(), u"11"_s,
        10000);
    QCOMPARE(view->table()
                 ->model()
                 ->index(0, TaskTableModel::StateColumn)
                 .data(TaskTableModel::StateRole)
                 .toString(),
             u"queued"_s);
    QCOMPARE(db->scalar(u"SELECT operator_user_id FROM task_replays WHERE original_task_id = 1"_s),
             u"7"_s);

    // The replayed task again: the window read its replay, so the button says so before a
    // click (the server's "already replayed" answers only a colleague's race now).
    QVERIFY(view->selectTask(1));
    QTRY_COMPARE_WITH_TIMEOUT(view->actionBar()->whyDisabled(OperatorAction::ReplayTasks),
                              u"Disabled: task 1 was already replayed as task 11"_s, 10000);
    QVERIFY(!replay->isEnabled());
    // The only dead task is replayed: nothing the filter matches is left to replay.
    QCOMPARE(view->actionBar()->whyDisabled(OperatorAction::ReplayFiltered),
             u"Disabled: every dead task the filter matches was already replayed"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"1"_s);

    // Cancelling writes nothing and says nothing happened.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (3, 'dead')"_s));
    QTRY_VERIFY_WITH_TIMEOUT(view->selectTask(3), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 15000);
    answerNextConfirmation(false);
    replay->click();
    // A poll sent after the click runs after anything the click sent (one DB thread, in
    // order): once it is back, a replay would have been written. Not a time.
    QSignalSpy cycles(session->poller(), &Poller::cycleFinished);
    session->poller()->pollNow();
    QTRY_VERIFY_WITH_TIMEOUT(!cycles.isEmpty(), 15000);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"1"_s);
}

// With no operator id given or remembered, the first action asks for it: an empty field (a
// pre-filled "1" let Enter record operator 1), and a value that is not an id refused with a
// reason, the dialog still open.
void tst_ActionsGui::operatorIdAskedEmptyAndChecked()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind, max_attempts) VALUES"
                     " (1, 'dead', 'notification', 5); SELECT setval('tasks_id_seq', 10)"_s));
    QSettings().remove(u"operator/id"_s);
    auto cleanup = qScopeGuard([] { QSettings().remove(u"operator/id"_s); });
    Options options = sessionOptions(db->dsn());
    options.intervalSeconds = 1;
    options.operatorId.reset();
    auto session = startConsole(options, SessionReady::Shown);
    QVERIFY(session);
    TasksView *view = session->window()->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 1, 10000);
    QVERIFY(view->selectTask(1));
    QToolButton *replay = view->actionBar()->button(OperatorAction::ReplayTasks);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);

    // What the prompt showed and did, step by step, read while it is open.
    QStringList seen;
    auto *poll = new QTimer(this);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [&seen, poll, this] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || qobject_cast<ConfirmDialog *>(dialog))
            return;
        poll->stop();
        poll->deleteLater();
        QLineEdit *edit = nullptr;
        for (QLineEdit *e : dialog->findChildren<QLineEdit *>())
            if (e->isVisible())
                edit = e;
        if (!edit) {
            seen.append(u"no field"_s);
            dialog->close();
            return;
        }
        seen.append(u"starts with \"%1\""_s.arg(edit->text()));
        auto enter = [&](const QString &text) {
            edit->selectAll();
            QTest::keyClick(edit, Qt::Key_Backspace);
            QTest::keyClicks(edit, text);
            QTest::keyClick(edit, Qt::Key_Return);
            const auto *asker = qobject_cast<OperatorIdDialog *>(dialog);
            seen.append(u"\"%1\": %2"_s.arg(text,
                                            dialog->isVisible() ? u"refused: "_s
                                                    + (asker ? asker->refusal() : QString())
                                                                : u"taken"_s));
        };
        enter(QString());
        enter(u"seven"_s);
        enter(u"0"_s);
        answerNextConfirmation(true);
        enter(u"42"_s);
    });
    poll->start();
    replay->click();
    QTRY_VERIFY_WITH_TIMEOUT(seen.size() >= 5 || seen.contains(u"no field"_s), 10000);
    QCOMPARE(
        seen,
        QStringList(
            { u"starts with \"\""_s,
              u"\"\": refused: Type your operator id: every action is recorded with it."_s,
              u"\"seven\": refused: “seven” is not an operator id: type a whole number from 1 up."_s,
              u"\"0\": refused: “0” is not an operator id: type a whole number from 1 up."_s,
              u"\"42\": taken"_s }));
    QTRY_COMPARE_WITH_TIMEOUT(session->window()->outcomeText(), u"● Replayed task 1 as task 11."_s,
                              10000);
    QCOMPARE(db->scalar(u"SELECT operator_user_id FROM task_replays WHERE original_task_id = 1"_s),
             u"42"_s);
    QCOMPARE(QSettings().value(u"operator/id"_s).toLongLong(), 42);
}

void tst_ActionsGui::liveLeaseNeedsTheTaskIdTyped()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, lease_owner, lease_token, lease_expires_at) VALUES"
                 " (5, 'leased', 'worker-a', 'tok', now() + interval '10 min')"_s));
    auto session = open(db->dsn());
    QVERIFY(session);
    session->window()->setCurrentView(ConsoleView::Leases);
    LeasesView *leases = session->window()->leasesView();
    QTRY_COMPARE_WITH_TIMEOUT(leases->taskTable()->model()->rowCount(), 1, 10000);
    leases->taskTable()->selectRow(0);
    QToolButton *release = leases->taskActions()->button(OperatorAction::ReleaseTaskLease);
    QTRY_VERIFY_WITH_TIMEOUT(release->isEnabled(), 10000);
    answerNextConfirmation(true, u"5"_s);
    release->click();
    QTRY_VERIFY_WITH_TIMEOUT(session->window()->outcomeText().contains(
                                 u"Released the lease of task 5 held by worker-a"_s),
                             10000);
    QVERIFY(m_sawTypedPhrase); // a live lease asked for the task id to be typed
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE id = 5"_s), u"queued"_s);
}

void tst_ActionsGui::disabledActionsSayWhy()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (1, 'dead')"_s));
    const QString role = u"viewer_"_s + db->name().right(10);
    QVERIFY(db->exec(
        u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN; GRANT SELECT ON ALL TABLES IN SCHEMA "
        u"public TO %1;"
        " GRANT USAGE ON SCHEMA alarm TO %1; GRANT SELECT ON ALL TABLES IN SCHEMA alarm TO %1"_s
            .arg(role)));
    {
        auto session = open(db->dsn() + u" user="_s + role);
        QVERIFY(session);
        TasksView *view = session->window()->tasksView();
        QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 1, 10000);
        QVERIFY(view->selectTask(1));
        QTRY_COMPARE_WITH_TIMEOUT(view->actionBar()->whyDisabled(OperatorAction::ReplayTasks),
                                  u"Disabled: the role %1 may not INSERT tasks"_s.arg(role), 10000);
        QVERIFY(!view->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled());
        QCOMPARE(session->window()->leasesView()->sinkActions()->whyDisabled(
                     OperatorAction::TerminateSinkSession),
                 u"Disabled: the role %1 may not UPDATE \"public\".\"feed_cursors\""_s.arg(role));
    }
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

// A poll that takes the selected row away (the task purged, the lease ended) leaves nothing
// selected without a click: the buttons must follow, not stay enabled and do nothing.
void tst_ActionsGui::buttonsFollowTheRowsUnderTheSelection()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, lease_owner, lease_token, lease_expires_at) VALUES"
        " (5, 'leased', 'worker-a', 'tok', now() + interval '10 min'), (6, 'succeeded', NULL, "
        "NULL, NULL)"_s));
    // The window saves its state filter when it closes (after this guard, declared first):
    // the chip clicked below must not hide rows from later tests, or later runs.
    const auto forget = qScopeGuard([] { QSettings().remove(u"filters/tasks/states"_s); });
    auto session = open(db->dsn());
    QVERIFY(session);
    TasksView *tasks = session->window()->tasksView();
    ActionBar *bar = tasks->actionBar();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 2, 10000);
    // No dead task in the whole window: nothing to replay in bulk.
    QTRY_COMPARE_WITH_TIMEOUT(bar->whyDisabled(OperatorAction::ReplayFiltered),
                              u"Disabled: no task the filter matches is dead"_s, 10000);
    QVERIFY(tasks->selectTask(5));
    QTRY_VERIFY_WITH_TIMEOUT(bar->button(OperatorAction::ReleaseTaskLease)->isEnabled(), 10000);

    LeasesView *leases = session->window()->leasesView();
    session->window()->setCurrentView(ConsoleView::Leases);
    QTRY_COMPARE_WITH_TIMEOUT(leases->taskTable()->model()->rowCount(), 1, 10000);
    leases->taskTable()->selectRow(0);
    QToolButton *leaseRelease = leases->taskActions()->button(OperatorAction::ReleaseTaskLease);
    QTRY_VERIFY_WITH_TIMEOUT(leaseRelease->isEnabled(), 10000);

    // The worker finishes: the lease leaves the leases view, the task its "leased" state.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded', lease_owner = NULL, lease_token = "
                     "NULL, lease_expires_at = NULL WHERE id = 5"_s));
    QTRY_COMPARE_WITH_TIMEOUT(leases->taskTable()->model()->rowCount(), 0, 10000);
    QTRY_VERIFY(!leaseRelease->isEnabled());
    QCOMPARE(leases->taskActions()->whyDisabled(OperatorAction::ReleaseTaskLease),
             u"Disabled: select a task lease"_s);
    session->window()->setCurrentView(ConsoleView::Tasks);
    QTRY_VERIFY_WITH_TIMEOUT(!bar->button(OperatorAction::ReleaseTaskLease)->isEnabled(), 10000);
    QCOMPARE(bar->whyDisabled(OperatorAction::ReleaseTaskLease),
             u"Disabled: select one leased task"_s);

    // A leased task selected, then purged: the row leaves the window, and the selection with it.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'leased', lease_owner = 'w', lease_token = 't',"
                     " lease_expires_at = now() + interval '5 min' WHERE id = 5"_s));
    QTRY_VERIFY_WITH_TIMEOUT(bar->button(OperatorAction::ReleaseTaskLease)->isEnabled(), 10000);
    QVERIFY(db->exec(u"DELETE FROM tasks WHERE id = 5"_s));
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 1, 10000);
    QVERIFY(tasks->selectedTasks().isEmpty());
    QVERIFY(!bar->button(OperatorAction::ReleaseTaskLease)->isEnabled());
    QCOMPARE(bar->whyDisabled(OperatorAction::ReleaseTaskLease),
             u"Disabled: select one leased task"_s);

    // A dead task arrives: the bulk replay applies; its preview leaves out a dead task replayed
    // already. A state filter that leaves dead out does not apply.
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state) VALUES (7, 'dead'), (8, 'dead');"
                 " INSERT INTO task_replays (original_task_id, requeued_task_id) VALUES (8, 6)"_s));
    QTRY_VERIFY_WITH_TIMEOUT(bar->button(OperatorAction::ReplayFiltered)->isEnabled(), 10000);
    QStringList preview;
    auto *poll = new QTimer(this); // the dialog comes after the preview's query answers
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [poll, &preview] {
        auto *dialog = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        for (const QListWidget *list : dialog->findChildren<QListWidget *>()) {
            for (int i = 0; i < list->count(); ++i)
                preview.append(list->item(i)->text());
        }
        dialog->reject();
    });
    poll->start();
    bar->button(OperatorAction::ReplayFiltered)->click();
    QTRY_COMPARE_WITH_TIMEOUT(preview.size(), 1, 10000);
    QVERIFY2(preview.first().startsWith(u"task 7 "_s), qPrintable(preview.first()));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"1"_s);
    tasks->filterBar()->chip(u"succeeded"_s)->click();
    QTRY_COMPARE_WITH_TIMEOUT(bar->whyDisabled(OperatorAction::ReplayFiltered),
                              u"Disabled: the state filter leaves out dead tasks"_s, 10000);
}

// The three acks with nothing owed, and after the selected debt is paid by someone else.
void tst_ActionsGui::alarmButtonsOnAnEmptyTable()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto session = open(db->dsn());
    QVERIFY(session);
    session->window()->setCurrentView(ConsoleView::Alarms);
    AlarmsView *alarms = session->window()->alarmsView();
    const QList<OperatorAction> ids { OperatorAction::AckSelected, OperatorAction::AckDevice,
                                      OperatorAction::AckAlert };
    for (const OperatorAction id : ids) {
        QTRY_COMPARE_WITH_TIMEOUT(alarms->actionBar()->whyDisabled(id),
                                  u"Disabled: no delivery is owed"_s, 10000);
    }
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
          ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android'),
          ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', 'iPad', 'ios');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid()),
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2', gen_random_uuid());
    )"_s));
    QTRY_COMPARE_WITH_TIMEOUT(alarms->table()->model()->rowCount(), 2, 10000);
    QCOMPARE(alarms->actionBar()->whyDisabled(OperatorAction::AckSelected),
             u"Disabled: select an owed delivery"_s);
    alarms->table()->selectAll();
    for (const OperatorAction id : { OperatorAction::AckSelected, OperatorAction::AckAlert })
        QTRY_VERIFY_WITH_TIMEOUT(alarms->actionBar()->button(id)->isEnabled(), 10000);
    // Two devices selected: "all this device owes" would pick one of them silently.
    QCOMPARE(alarms->actionBar()->whyDisabled(OperatorAction::AckDevice),
             u"Disabled: the selected rows are owed by more than one device"_s);
    alarms->table()->selectRow(0);
    QTRY_VERIFY(alarms->actionBar()->button(OperatorAction::AckDevice)->isEnabled());

    QVERIFY(db->exec(u"DELETE FROM alarm.alarm_deliveries"_s)); // paid, or purged, elsewhere
    QTRY_COMPARE_WITH_TIMEOUT(alarms->table()->model()->rowCount(), 0, 10000);
    for (const OperatorAction id : ids) {
        QVERIFY(!alarms->actionBar()->button(id)->isEnabled());
        QCOMPARE(alarms->actionBar()->whyDisabled(id), u"Disabled: no delivery is owed"_s);
    }
}

void tst_ActionsGui::noActionWithoutItsAuditRecord()
{
    // This database audits its operators (poolscope_audit exists); a role that may act but
    // may not write the audit row must not act at all.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (1, 'dead')"_s));
    const QString role = u"actor_"_s + db->name().right(10);
    QVERIFY(db->exec(u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN;"
                     " GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO %1;"
                     " GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1;"
                     " REVOKE INSERT ON poolscope_audit FROM %1"_s.arg(role)));
    {
        auto session = open(db->dsn() + u" user="_s + role);
        QVERIFY(session);
        TasksView *view = session->window()->tasksView();
        QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 1, 10000);
        QVERIFY(view->selectTask(1));
        QTRY_VERIFY_WITH_TIMEOUT(view->actionBar()
                                     ->whyDisabled(OperatorAction::ReplayTasks)
                                     .contains(u"poolscope_audit"_s),
                                 10000);
        QVERIFY2(view->actionBar()
                     ->whyDisabled(OperatorAction::ReplayTasks)
                     .contains(u"may not INSERT"_s),
                 qPrintable(view->actionBar()->whyDisabled(OperatorAction::ReplayTasks)));
        QVERIFY(!view->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled());
    }
    // Granted the audit, the same role may act.
    QVERIFY(db->exec(u"GRANT INSERT ON poolscope_audit TO %1"_s.arg(role)));
    {
        auto session = open(db->dsn() + u" user="_s + role);
        QVERIFY(session);
        TasksView *view = session->window()->tasksView();
        QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 1, 10000);
        QVERIFY(view->selectTask(1));
        QTRY_VERIFY_WITH_TIMEOUT(
            view->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled(), 10000);
    }
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

namespace {
QStringList columnOf(const QTableWidget *t, int column)
{
    QStringList out;
    for (int r = 0; r < t->rowCount(); ++r)
        out.append(t->item(r, column) ? t->item(r, column)->text() : QString());
    return out;
}
} // namespace

// The journal of one computer holds actions on several databases: the history lists only the
// connected one's (spelled however it was recorded) with a Database column, says how many
// others it hides, and shows them all on request — the unrecorded one as "unknown".
void tst_ActionsGui::journalShowsThisDatabaseFirst()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state) VALUES (1, 'dead'); SELECT setval('tasks_id_seq', 10)"_s));
    const QString path = ActionJournal::defaultPath();
    for (const QString &suffix : { u""_s, u"-wal"_s, u"-shm"_s })
        QFile::remove(path + suffix);
    const QString port = db->params().value("port");
    const QString here = u"localhost:%1/%2"_s.arg(port, db->name());
    {
        ActionJournal journal;
        QVERIFY2(journal.isOpen(), qPrintable(journal.error()));
        const auto entry = [](const QString &database, const QString &key, const QString &message) {
            JournalEntry e;
            e.operatorId = 7;
            e.action = u"replay"_s;
            e.target = u"task:1"_s;
            e.outcome = u"done"_s;
            e.message = message;
            e.database = database;
            e.databaseKey = key;
            return e;
        };
        // Written before the journal kept a key: this database as a URI, with a password.
        QVERIFY(journal.record(
            entry(ConnectionParams::parse(
                      u"postgresql://postgres:secret@LOCALHOST:%1/%2?sslmode=disable"_s.arg(
                          port, db->name()),
                      nullptr)
                      .redacted(),
                  {}, u"here, spelled as a URI"_s)));
        QVERIFY(journal.record(
            entry(u"host=/tmp port=%1 dbname=other_db"_s.arg(port), {}, u"another database"_s)));
        QVERIFY(journal.record(entry(u"host=localhost port=1 dbname=%1"_s.arg(db->name()),
                                     u"localhost:1/%1"_s.arg(db->name()), u"another server"_s)));
        QVERIFY(journal.record(entry({}, {}, u"nobody knows where"_s)));
    }
    auto session = open(db->dsn());
    QVERIFY(session);
    TasksView *view = session->window()->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(view->table()->model()->rowCount(), 1, 10000);
    QVERIFY(view->selectTask(1));
    QTRY_VERIFY_WITH_TIMEOUT(view->actionBar()->button(OperatorAction::ReplayTasks)->isEnabled(),
                             10000);
    answerNextConfirmation(true);
    view->actionBar()
        ->button(OperatorAction::ReplayTasks)
        ->click(); // journaled the way every action is
    QTRY_VERIFY_WITH_TIMEOUT(session->window()->outcomeText().contains(u"Replayed task 1"_s),
                             10000);

    QAction *history = nullptr;
    for (QAction *a : session->window()->findChildren<QAction *>()) {
        if (a->text() == u"Action &history…"_s)
            history = a;
    }
    QVERIFY(history);
    history->trigger();
    AuditHistoryDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = session->window()->findChild<AuditHistoryDialog *>()) != nullptr, 5000);
    QTRY_VERIFY(dialog->isVisible());
    QTableWidget *table = dialog->journalTable();
    QCOMPARE(table->horizontalHeaderItem(1)->text(), u"Database"_s);
    QVERIFY(!dialog->allDatabasesBox()->isChecked());
    auto *tabs = dialog->findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->tabText(i) == u"This computer's journal"_s)
            tabs->setCurrentIndex(i);
    }
    QTRY_VERIFY(dialog->allDatabasesBox()->isVisible());
    QTRY_VERIFY(table->isVisible());
    QCOMPARE(dialog->journalRows(), 2); // the replay just done, and the URI-spelled entry
    QCOMPARE(columnOf(table, 1), QStringList({ here, here }));
    QVERIFY(columnOf(table, 7).contains(u"here, spelled as a URI"_s));
    QVERIFY2(dialog->journalNote().contains(
                 u"3 on other databases hidden, 1 of them with no database recorded"_s),
             qPrintable(dialog->journalNote()));
    QVERIFY(dialog->journalNote().contains(here));

    dialog->allDatabasesBox()->click();
    QCOMPARE(dialog->journalRows(), 5);
    QStringList databases = columnOf(table, 1);
    databases.sort();
    QCOMPARE(databases,
             QStringList({ u"localhost:1/%1"_s.arg(db->name()),
                           u"localhost:%1/other_db"_s.arg(port), here, here, u"unknown"_s }));
    for (int r = 0; r < table->rowCount(); ++r)
        QVERIFY(!table->item(r, 1)->toolTip().contains(u"secret"_s));
    QVERIFY2(dialog->journalNote().contains(u"every database"_s),
             qPrintable(dialog->journalNote()));

    dialog->allDatabasesBox()->click();
    QCOMPARE(dialog->journalRows(), 2);
    dialog->close();
}

// A journal file written before the database key existed is migrated where it lies: its rows
// stay, read with no key; new rows carry one; opening it again changes nothing.
void tst_ActionsGui::journalFileMigratedInPlace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"journal.sqlite"_s);
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old-journal"_s);
        old.setDatabaseName(path);
        QVERIFY(old.open());
        QSqlQuery q(old);
        QVERIFY(q.exec(
            u"CREATE TABLE journal (id INTEGER PRIMARY KEY, at TEXT NOT NULL, action_id TEXT,"
            " operator_id INTEGER, action TEXT, target TEXT, outcome TEXT, message TEXT, reason "
            "TEXT,"
            " database TEXT)"_s));
        QVERIFY(q.exec(
            u"INSERT INTO journal (at, operator_id, action, target, outcome, database) VALUES"
            " ('2026-11-20T10:00:00.000Z', 7, 'replay', 'task:1', 'done', 'host=db dbname=app')"_s));
        old.close();
    }
    QSqlDatabase::removeDatabase(u"old-journal"_s);
    for (int open = 0; open < 2; ++open) {
        ActionJournal journal(path);
        QVERIFY2(journal.isOpen(), qPrintable(journal.error()));
        if (open == 0) {
            JournalEntry e;
            e.action = u"release_task_lease"_s;
            e.database = u"host=db dbname=app"_s;
            e.databaseKey = u"db:5432/app"_s;
            QVERIFY2(journal.record(e), qPrintable(journal.error()));
        }
        const QList<JournalEntry> rows = journal.recent();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].databaseKey, u"db:5432/app"_s);
        QCOMPARE(rows[1].action, u"replay"_s);
        QCOMPARE(rows[1].database, u"host=db dbname=app"_s);
        QVERIFY(rows[1].databaseKey.isEmpty());
    }
}

QTEST_MAIN(tst_ActionsGui)
#include "tst_actionsgui.moc"

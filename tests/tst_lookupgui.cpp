#include "app/consolesession.h"
#include "db/dbclient.h"
#include "db/lookup/lookupfunction.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/confirmdialog.h"
#include "views/detailpane.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// The lookup as support staff use it: type a message id from a ticket, read the verdict, the
// trail and the summary, and act from the answer.
class tst_LookupGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void typeAMessageIdSeeTheAnswerAndAct();
    void cancelALookupThatWaits();
    void aPartialSearchSaysWhatItSearchedAndGoesOlder();
    void anAddressFromTheTicketFindsItsTrail();
    void theTicketIsOnTheCustomersClockAndKeepsTheirAddress();
    void ackFromTheAnswerIsTheOperatorsNotTheDevices();
    void aLookupFunctionDroppedWhileConnected_data();
    void aLookupFunctionDroppedWhileConnected();
    void enterRightAfterAnotherKind_data();
    void enterRightAfterAnotherKind();
    void enterRightAfterAReconnect();
    void theDetailPaneShowsWhatTheAnswerSelects();
    void aNumberThatIsAnAccountNeverEndsInNothingFound_data();
    void aNumberThatIsAnAccountNeverEndsInNothingFound();
    void theAnswerOnScreenStaysCurrent();
};

namespace {
QTreeWidgetItem *childStartingWith(QTreeWidgetItem *top, const QString &prefix)
{
    for (int i = 0; i < top->childCount(); ++i) {
        if (top->child(i)->text(0).startsWith(prefix))
            return top->child(i);
    }
    return nullptr;
}

void confirmNextDialog(QObject *owner)
{
    auto *poll = new QTimer(owner);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, owner, [poll] {
        if (auto *d = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            d->confirmButton()->click();
        }
    });
    poll->start();
}
// A window on the lookup tab, connected, its schema probed; null if it did not get there.
std::unique_ptr<ConsoleSession> lookupWindow(const TestDatabase &db,
                                             std::optional<qint64> operatorId = std::nullopt)
{
    Options options = sessionOptions(db);
    options.operatorId = operatorId;
    options.view = u"lookup"_s;
    return startConsole(options, SessionReady::Probed);
}

const char *const TwoKinds = R"(
    INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, max_attempts, idempotency_key,
                       last_error, created_at, updated_at)
    VALUES (41, 'job-41', 'notification', 'dead', 7, 90001, '{"subject":"Front door open"}', 4, 4, 'notification:90001:1',
            'smtp 550', now() - interval '1 hour', now() - interval '50 min');
    INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, created_at)
    VALUES (90001, 'worker-1', 41, 'permanent', 'smtp 550', 120, now() - interval '55 min');
    SELECT setval('tasks_id_seq', 100);
)";

int kindOnScreen(const LookupView *view)
{
    return view->kindBox()->currentData().toInt();
}

// Replaces the field's text the way the operator does, and presses Enter with no pause.
void enterAtOnce(LookupView *view, const QString &text, bool typed)
{
    view->input()->selectAll();
    if (typed)
        QTest::keyClicks(view->input(), text);
    else
        view->input()->setText(text); // a paste
    QTest::keyClick(view->input(), Qt::Key_Return);
}

// The answer on screen is to the text and the kind on screen, and stays so once the check of
// the kinds (asked for the text just entered) has answered too.
bool answersWhatIsOnScreen(const LookupView *view, LookupKind kind, qint64 number)
{
    if (!QTest::qWaitFor(
            [&] {
                return view->hasResult() && !view->isLooking()
                    && view->result().query.number == number;
            },
            10000))
        return false;
    // The check answers after the lookup was asked: it labels the kinds and moves none.
    // (On the upstream schema a message with no attempt cannot be ruled out: "(not checked)".)
    if (!QTest::qWaitFor(
            [&] {
                return view->kindBox()->currentText().contains(u"exists"_s)
                    || view->kindBox()->currentText().contains(u"(none)"_s)
                    || view->kindBox()->currentText().contains(u"(not checked)"_s);
            },
            10000)) {
        qWarning() << "the kinds were never checked:" << view->kindBox()->currentText();
        return false;
    }
    const LookupQuery asked = view->result().query;
    if (asked.kind != kind || kindOnScreen(view) != int(kind)
        || view->input()->text().trimmed() != QString::number(number)) {
        qWarning() << "asked" << asked.display() << "for" << view->input()->text() << "beside"
                   << view->kindBox()->currentText() << ":" << view->summaryText();
        return false;
    }
    return true;
}
} // namespace

void tst_LookupGui::typeAMessageIdSeeTheAnswerAndAct()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, max_attempts, idempotency_key,
                           last_error, created_at, updated_at)
        VALUES (41, 'job-41', 'notification', 'dead', 7, 90001, '{"subject":"Front door open","channels":["email"]}', 4, 4,
                'notification:90001:1', 'smtp 550', now() - interval '1 hour', now() - interval '50 min');
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, created_at) VALUES
          (90001, 'worker-1', 41, 'retryable', '503 Service Unavailable', 120, now() - interval '55 min'),
          (90001, 'worker-2', 41, 'retryable', '503 Service Unavailable', 130, now() - interval '52 min');
        SELECT setval('tasks_id_seq', 100);
    )"_s));
    const auto session = lookupWindow(*db, 7);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    QCOMPARE(session->window()->currentView(), ConsoleView::Lookup);

    // A bare number is ambiguous: the view offers the kinds, and says which exist.
    QTest::keyClicks(view->input(), u"90001"_s);
    QTRY_VERIFY_WITH_TIMEOUT(view->kindBox()->count() > 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(view->kindBox()->currentText().contains(u"exists"_s), 10000);
    QVERIFY(view->kindBox()->currentText().startsWith(u"as message"_s));
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult(), 10000);
    QVERIFY2(view->summaryText().contains(u"Failed"_s), qPrintable(view->summaryText()));
    QTreeWidgetItem *trail = view->trailsTree()->topLevelItem(0);
    QVERIFY(trail);
    QCOMPARE(trail->text(0), u"message 90001"_s);
    QVERIFY(trail->text(1).endsWith(u"failed"_s));
    QTreeWidgetItem *task = childStartingWith(trail, u"task 41"_s);
    QVERIFY(task);
    QCOMPARE(trail->childCount(), 3); // the task and its two attempts
    // Selecting the task shows it in the detail pane too.
    view->trailsTree()->setCurrentItem(task);
    QTRY_COMPARE_WITH_TIMEOUT(session->window()->detailPane()->title(), u"Task 41 — dead"_s, 10000);

    // Act from the answer: replay the dead task; the answer is looked up again.
    QToolButton *replay = view->actionBar()->button(OperatorAction::ReplayTasks);
    QVERIFY(replay->isEnabled());
    confirmNextDialog(this);
    replay->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        session->window()->outcomeText().contains(u"Replayed task 41 as task 101"_s), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(
        view->trailsTree()->topLevelItemCount() == 1
            && childStartingWith(view->trailsTree()->topLevelItem(0), u"task 101"_s),
        10000);
    QVERIFY(view->trailsTree()->topLevelItem(0)->text(1).endsWith(u"in progress"_s));
    // The replayed task again: the trail knows its replay, so the button says so first.
    view->trailsTree()->setCurrentItem(
        childStartingWith(view->trailsTree()->topLevelItem(0), u"task 41"_s));
    QTRY_COMPARE_WITH_TIMEOUT(view->actionBar()->whyDisabled(OperatorAction::ReplayTasks),
                              u"Disabled: task 41 was already replayed as task 101"_s, 10000);
}

// Ack what a device owes from the answer, on a database without poolscope_audit: the answer
// looked up again says the operator acked (from this console's journal), and never that every
// enabled device acked.
void tst_LookupGui::ackFromTheAnswerIsTheOperatorsNotTheDevices()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true, now());
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now() - interval '40 minutes');
    )"_s));
    const auto session = lookupWindow(*db, 7);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    QTest::keyClicks(view->input(), u"alert:00000000-0000-0000-0000-0000000000a1"_s);
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY2_WITH_TIMEOUT(view->summaryText().contains(u"Pixel 8 still owes the "_s),
                              qPrintable(view->summaryText()), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(view->selectedDevice().has_value(), 5000); // the only one that owes
    QToolButton *ack = view->actionBar()->button(OperatorAction::AckDevice);
    QTRY_VERIFY_WITH_TIMEOUT(ack->isEnabled(), 5000);
    confirmNextDialog(this);
    ack->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        session->window()->outcomeText().contains(u"Acked 1 of 1 owed deliveries"_s), 10000);
    // The glyph before the words says its tone: amber (▲), not the green of a delivery.
    QTRY_VERIFY2_WITH_TIMEOUT(view->summaryText().startsWith(u"▲ Pixel 8 did not ack the "_s),
                              qPrintable(view->summaryText()), 10000);
    QVERIFY2(view->summaryText().contains(u"acked by operator 7 via PoolScope at "_s)
                 && view->summaryText().endsWith(u"(this console's journal)"_s),
             qPrintable(view->summaryText()));
    QTreeWidgetItem *alert = view->alarmsTree()->topLevelItem(0);
    QVERIFY(alert);
    QVERIFY2(alert->text(1).contains(u"cleared by an operator"_s), qPrintable(alert->text(1)));
    QTreeWidgetItem *pixel = childStartingWith(alert, u"Pixel 8"_s);
    QVERIFY(pixel);
    QVERIFY2(pixel->text(2).startsWith(u"acked by operator 7 via PoolScope at "_s),
             qPrintable(pixel->text(2)));
}

void tst_LookupGui::cancelALookupThatWaits()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, created_at, updated_at)
        VALUES (42, 'job-42', 'notification', 'succeeded', 7, 90042, 1, 4, now() - interval '1 hour', now());
    )"_s));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();

    // A migration holds the tasks table: every read of it waits behind the lock.
    std::unique_ptr<PGconn, decltype(&PQfinish)> migration(
        PQconnectdb(db->dsn().toUtf8().constData()), PQfinish);
    QCOMPARE(PQstatus(migration.get()), CONNECTION_OK);
    PQclear(PQexec(migration.get(), "BEGIN; LOCK TABLE tasks IN ACCESS EXCLUSIVE MODE"));
    const QString waiting
        = u"SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
          " AND wait_event_type = 'Lock'"_s;
    // The lookup waits on the lock, on its own connection (a poll may wait beside it): cancelled.
    // The reads' lock_timeout (2 s) may win the race on a starved machine: then the answer is
    // that timeout, and the operator (this test) asks again.
    bool cancelled = false;
    for (int attempt = 0; attempt < 3 && !cancelled; ++attempt) {
        view->lookUp(u"task:42"_s);
        QVERIFY(view->isLooking());
        QTRY_VERIFY_WITH_TIMEOUT(db->scalar(waiting) != u"0"_s || !view->isLooking(), 10000);
        if (view->isLooking()) {
            QVERIFY(!view->cancelButton()->isHidden());
            view->cancelButton()->click();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!view->isLooking(), 10000);
        cancelled = view->summaryText().endsWith(u"Lookup of task 42 cancelled."_s);
        if (!cancelled)
            qWarning() << "not cancelled in time:" << view->summaryText();
    }
    QVERIFY(cancelled);
    QVERIFY(view->cancelButton()->isHidden());
    QVERIFY(!view->hasResult());

    // A lookup asked while another waits replaces it (the older is cancelled by the
    // controller); the Cancel button then stops the newer one.
    cancelled = false;
    for (int attempt = 0; attempt < 3 && !cancelled; ++attempt) {
        view->lookUp(u"task:42"_s);
        QTRY_VERIFY_WITH_TIMEOUT(db->scalar(waiting) != u"0"_s || !view->isLooking(), 10000);
        view->lookUp(u"message:90042"_s);
        QVERIFY(view->isLooking());
        QVERIFY(view->summaryText().startsWith(u"Looking up message 90042"_s));
        view->cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isLooking(), 10000);
        cancelled = view->summaryText().endsWith(u"Lookup of message 90042 cancelled."_s);
        if (!cancelled)
            qWarning() << "not cancelled in time:" << view->summaryText();
    }
    QVERIFY(cancelled);

    // Not cancelled, the lookup gives up on the lock by itself and says why in plain words.
    view->lookUp(u"task:42"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isLooking(), 20000);
    QVERIFY2(view->summaryText().contains(u"locked by another session"_s),
             qPrintable(view->summaryText()));
    QVERIFY(view->summaryText().contains(u"55P03"_s)); // the server's code, for a DBA

    // The lock released, the same lookup asked again answers on the same connection.
    PQclear(PQexec(migration.get(), "COMMIT"));
    view->lookUp(u"task:42"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isLooking(), 10000);
    QVERIFY2(view->result().found(), qPrintable(view->summaryText()));
    QVERIFY(view->cancelButton()->isHidden());
}

void tst_LookupGui::aLookupFunctionDroppedWhileConnected_data()
{
    QTest::addColumn<QString>("dropped");
    QTest::newRow("trails") << lookup::trailsFunctionSignature();
    QTest::newRow("alarms") << lookup::alarmsFunctionSignature();
}

// The console probed the lookup functions (db/schema/optional/console-lookup.sql) and a DBA
// dropped one since: the lookup still answers, with its statements inline.
void tst_LookupGui::aLookupFunctionDroppedWhileConnected()
{
    QFETCH(QString, dropped);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, created_at)
        VALUES (51, 'job-51', 'notification', 'succeeded', 7, 90051, 1, 4, now() - interval '1 hour');
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, duration_ms, created_at)
        VALUES (90051, 'worker-1', 51, 'delivered', 120, now() - interval '55 min');
    )"_s));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    QVERIFY(session->schema().hasFunction(dropped));
    LookupView *view = session->window()->lookupView();
    QTest::keyClicks(view->input(), u"message:90051"_s);
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult(), 10000);
    QVERIFY2(!view->result().error.isError(), qPrintable(view->result().error.summary()));
    QCOMPARE(view->trailsTree()->topLevelItem(0)->text(0), u"message 90051"_s);

    QVERIFY(db->exec(u"DROP FUNCTION %1"_s.arg(dropped)));
    const LookupResult before = view->result();
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && view->result().serverNowUs != before.serverNowUs,
                             10000);
    QVERIFY2(!view->result().error.isError(), qPrintable(view->result().error.summary()));
    QCOMPARE(view->trailsTree()->topLevelItem(0)->text(0), u"message 90051"_s);
    QVERIFY2(view->summaryText().contains(u"elivered"_s), qPrintable(view->summaryText()));
}

// On the schema as shipped (no console index on message_id), a message whose only task never
// made an attempt and sits below 100,000 newer tasks: a budget too small to reach it answers
// with what it searched and offers Search older, which finds it.
void tst_LookupGui::aPartialSearchSaysWhatItSearchedAndGoesOlder()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, created_at)
        VALUES (2, 'job-2', 'notification', 'queued', 7, 530, 0, 5, now() - interval '30 days');
        INSERT INTO tasks (id, state, created_at) SELECT g, 'succeeded', now() - interval '1 day'
          FROM generate_series(10000000, 10100000) g;
        ANALYZE tasks;
    )"_s));
    // A budget in tasks, not in time: what is searched does not depend on the machine's speed.
    QSettings().setValue(u"lookup/scanBudgetTasks"_s, 20000); // the newest 20,000 ids
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    QTest::keyClicks(view->input(), u"message:530"_s);
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 20000);
    QVERIFY2(
        view->summaryText().contains(u"Message 530 not found among the 20k newest tasks (since "_s),
        qPrintable(view->summaryText()));
    QVERIFY(!view->summaryText().contains(u"Nothing"_s));
    QVERIFY2(view->coverageText().contains(u"older tasks not searched"_s),
             qPrintable(view->coverageText()));
    QVERIFY(view->olderButton()->isVisible() && view->olderButton()->isEnabled());

    // Search older goes on below, with the same budget, as often as the operator asks: at least
    // a slice each time, however slow the machine, until the task is found.
    QSettings().setValue(u"lookup/scanBudgetTasks"_s, 40000);
    for (int asked = 0; asked < 10 && !view->result().found(); ++asked) {
        QVERIFY(view->olderButton()->isVisible() && view->olderButton()->isEnabled());
        QTest::mouseClick(view->olderButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 60000);
    }
    QVERIFY2(view->result().found(), qPrintable(view->summaryText()));
    QVERIFY2(view->summaryText().contains(u"In progress: task 2 queued"_s),
             qPrintable(view->summaryText()));
    QVERIFY2(view->coverageText().startsWith(u"Searched every task"_s),
             qPrintable(view->coverageText()));
    QVERIFY(!view->olderButton()->isVisible());
    QSettings().remove(u"lookup/scanBudgetTasks"_s);
}

// A ticket carries the customer's address, not a message id: pasted as it is, it is searched
// in the payloads and answers with the trail.
void tst_LookupGui::anAddressFromTheTicketFindsItsTrail()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, max_attempts, created_at)
        VALUES (7, 'job-7', 'notification', 'queued', 7, 700, '{"to":"jane.doe@example.com","subject":"Door"}', 0, 4,
                now() - interval '5 minutes');
    )"_s));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    view->input()->setText(u"Jane.Doe@Example.com"_s); // a paste
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 20000);
    QCOMPARE(view->result().query.kind, LookupKind::Text);
    QVERIFY2(view->result().found(), qPrintable(view->summaryText()));
    QCOMPARE(view->trailsTree()->topLevelItem(0)->text(0), u"message 700"_s);
    QVERIFY2(
        view->summaryText().contains(u"In progress: task 7 queued for 5 min, never attempted"_s),
        qPrintable(view->summaryText()));
    QVERIFY2(view->coverageText().startsWith(u"Searched every task"_s),
             qPrintable(view->coverageText()));
}

// The must-show of issue 56: the customer's time zone in a ticket text. Picked in the answer's
// Times in box, Copy as ticket text writes every time on the customer's clock with UTC beside
// it, and keeps the customer's own address (the contact-data mask is for exports in bulk).
void tst_LookupGui::theTicketIsOnTheCustomersClockAndKeepsTheirAddress()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, max_attempts, created_at)
        VALUES (8, 'job-8', 'notification', 'dead', 42, 800, '{"to":"jane.doe@example.com","subject":"Door"}', 4, 4,
                '2026-12-07 09:49:00+00');
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, created_at)
        VALUES (800, 'worker-1', 8, 'permanent', '550 5.1.1 <jane.doe@example.com>: mailbox unavailable', 90,
                '2026-12-07 09:50:00+00');
    )"_s));
    QSettings().remove(u"lookup/customerZone/42"_s);
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    view->input()->setText(u"jane.doe@example.com"_s);
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 20000);
    QVERIFY2(view->result().found(), qPrintable(view->summaryText()));

    view->pickClockZone("Europe/Berlin"_ba);
    QCOMPARE(QSettings().value(u"lookup/customerZone/42"_s).toString(), u"Europe/Berlin"_s);
    QApplication::clipboard()->clear();
    Q_EMIT view->exportRequested(u"ticket"_s);
    const QString ticket = QApplication::clipboard()->text();
    QVERIFY2(ticket.contains(u"Times in Europe/Berlin, the customer's time zone, with UTC"_s),
             qPrintable(ticket));
    QVERIFY2(ticket.contains(u"created 2026-12-07 10:49:00 CET (09:49:00 UTC)"_s),
             qPrintable(ticket));
    QVERIFY2(ticket.contains(u"    2026-12-07 10:50:00 CET (09:50:00 UTC)  task 8"_s),
             qPrintable(ticket));
    QVERIFY2(ticket.contains(u"<jane.doe@example.com>: mailbox unavailable"_s), qPrintable(ticket));
}

void tst_LookupGui::enterRightAfterAnotherKind_data()
{
    QTest::addColumn<QString>("previous");
    QTest::addColumn<bool>("pickedInTheBox");
    QTest::addColumn<bool>("typed");
    QTest::newRow("account:7, then typed") << u"account:7"_s << false << true;
    QTest::newRow("account:7, then pasted") << u"account:7"_s << false << false;
    QTest::newRow("7 as account, then typed") << u"7"_s << true << true;
    QTest::newRow("7 as account, then pasted") << u"7"_s << true << false;
}

// Enter comes with no pause after the text changed (a paste, fast typing): the lookup is of
// that text as the box says for it, never as the previous text was read.
void tst_LookupGui::enterRightAfterAnotherKind()
{
    QFETCH(QString, previous);
    QFETCH(bool, pickedInTheBox);
    QFETCH(bool, typed);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(TwoKinds)));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();

    QTest::keyClicks(view->input(), previous);
    if (pickedInTheBox) {
        QTRY_VERIFY_WITH_TIMEOUT(view->kindBox()->currentText().contains(u"exists"_s), 10000);
        const int account = view->kindBox()->findData(int(LookupKind::AccountId));
        QVERIFY(account >= 0);
        view->kindBox()->setCurrentIndex(account);
        Q_EMIT view->kindBox()->activated(account); // as a click on it does
    }
    QTest::keyClick(view->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 10000);
    QCOMPARE(view->result().query.kind, LookupKind::AccountId);
    QCOMPARE(kindOnScreen(view), int(LookupKind::AccountId));

    // A message id: looked up as a message, the bare number's first reading.
    enterAtOnce(view, u"90001"_s, typed);
    QVERIFY(answersWhatIsOnScreen(view, LookupKind::MessageId, 90001));
    QVERIFY2(view->summaryText().contains(u"Failed"_s), qPrintable(view->summaryText()));
    QVERIFY(view->kindBox()->currentText().contains(u"exists"_s));

    // No message 41, but a task 41: the answer says so, and the check labels the box after
    // the lookup was asked; the box stays on what was asked (beside "as message (not
    // checked)": without the console index no probe can rule a message out; the lookup's scan
    // searched every task).
    enterAtOnce(view, u"41"_s, typed);
    QVERIFY(answersWhatIsOnScreen(view, LookupKind::MessageId, 41));
    QVERIFY2(view->summaryText().contains(u"41 is not a message id but a task id"_s),
             qPrintable(view->summaryText()));
    const int task = view->kindBox()->findData(int(LookupKind::TaskId));
    QTRY_VERIFY_WITH_TIMEOUT(view->kindBox()->itemText(task).contains(u"exists"_s), 10000);
    QCOMPARE(kindOnScreen(view), int(LookupKind::MessageId));
    QCOMPARE(view->result().query.kind, LookupKind::MessageId);

    // Typed and let be, the check picks the reading that exists before Enter is pressed.
    view->input()->selectAll();
    QTest::keyClicks(view->input(), u"41"_s);
    QTRY_COMPARE_WITH_TIMEOUT(kindOnScreen(view), int(LookupKind::TaskId), 10000);
    QTest::keyClick(view->input(), Qt::Key_Return);
    QVERIFY(answersWhatIsOnScreen(view, LookupKind::TaskId, 41));
}

// Right after a reconnect the check of the kinds answers late: Enter looks up what is on screen.
void tst_LookupGui::enterRightAfterAReconnect()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(TwoKinds)));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    view->lookUp(u"account:7"_s);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 10000);
    QCOMPARE(view->result().query.kind, LookupKind::AccountId);

    for (const bool typed : { false, true }) {
        QSignalSpy status(session->client(), &DbClient::statusChanged);
        QVERIFY(db->exec(u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                         " WHERE datname = current_database() AND pid <> pg_backend_pid()"_s));
        const auto seen = [&status](ConnectionStatus::Phase phase) {
            return std::any_of(status.cbegin(), status.cend(),
                               [phase](const QList<QVariant> &args) {
                                   return args.at(0).value<ConnectionStatus>().phase == phase;
                               });
        };
        QTRY_VERIFY_WITH_TIMEOUT(seen(ConnectionStatus::Phase::Reconnecting), 15000);
        QVERIFY(waitForPhase(*session->client(), ConnectionStatus::Phase::Live, 15000));
        enterAtOnce(view, u"90001"_s, typed);
        QVERIFY(answersWhatIsOnScreen(view, LookupKind::MessageId, 90001));
        QVERIFY2(view->summaryText().contains(u"Failed"_s), qPrintable(view->summaryText()));
        enterAtOnce(view, u"account:7"_s, typed);
        QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking()
                                     && view->result().query.kind == LookupKind::AccountId,
                                 10000);
    }
}

// The detail pane shows what the answer selects, or says nothing is; the actions are for that
// item only. After an action, the answer looked up again keeps the item acted on.
void tst_LookupGui::theDetailPaneShowsWhatTheAnswerSelects()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(TwoKinds)));
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, lease_owner, lease_token,
                           lease_expires_at, created_at, updated_at)
        VALUES (60, 'job-60', 'notification', 'leased', 8, 90060, 1, 4, 'worker-9', 'tok-60', now() - interval '10 min',
                now() - interval '30 min', now() - interval '20 min');
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true, now()),
          ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', 'iPad', 'ios', true, now());
        INSERT INTO alarm.alarm_events (id, alert_id, kind, created_at) VALUES
          ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger', now() - interval '40 min');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1',
           now() - interval '40 min', NULL),
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000e1',
           now() - interval '40 min', now() - interval '39 min');
    )"_s));
    const auto session = lookupWindow(*db, 7);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    DetailPane *pane = session->window()->detailPane();
    QToolButton *replay = view->actionBar()->button(OperatorAction::ReplayTasks);
    QToolButton *release = view->actionBar()->button(OperatorAction::ReleaseTaskLease);
    QToolButton *ack = view->actionBar()->button(OperatorAction::AckDevice);
    const auto answered = [view](const QString &what) {
        return QTest::qWaitFor(
            [&] {
                return view->hasResult() && !view->isLooking()
                    && view->result().query.display() == what;
            },
            10000);
    };

    // A message with one task: the answer opens on it.
    view->lookUp(u"message:90001"_s);
    QVERIFY(answered(u"message 90001"_s));
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 41 — dead"_s, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);

    // An answer that matched nothing selects nothing: the pane says so, and no action is offered.
    view->lookUp(u"message:99999"_s);
    QVERIFY(answered(u"message 99999"_s));
    QVERIFY(view->summaryText().contains(u"Nothing matched"_s));
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Nothing selected"_s, 10000);
    QVERIFY(pane->fieldsText().isEmpty());
    QVERIFY(!replay->isEnabled() && !release->isEnabled() && !ack->isEnabled());

    // Replay from the answer: it is looked up again, and the task replayed stays in view.
    view->lookUp(u"message:90001"_s);
    QVERIFY(answered(u"message 90001"_s));
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 41 — dead"_s, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);
    const qint64 before = view->result().serverNowUs;
    confirmNextDialog(this);
    replay->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        session->window()->outcomeText().contains(u"Replayed task 41 as task 101"_s), 10000);
    // The answer is read again on the poll too: wait for what the action changed.
    QTRY_VERIFY_WITH_TIMEOUT(
        view->result().serverNowUs != before && !view->isLooking()
            && childStartingWith(view->trailsTree()->topLevelItem(0), u"task 101"_s),
        10000);
    QVERIFY(view->selectedTask());
    QCOMPARE(view->selectedTask()->id, 41);
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 41 — dead"_s, 10000);
    QVERIFY(!replay->isEnabled());
    QCOMPARE(view->actionBar()->whyDisabled(OperatorAction::ReplayTasks),
             u"Disabled: task 41 was already replayed as task 101"_s);

    // A device picked in the alarm section is the one selection: the pane shows its row, and
    // the task of the trail is no longer what the actions are for.
    QTreeWidgetItem *alert = view->alarmsTree()->topLevelItem(0);
    QVERIFY(alert);
    QTreeWidgetItem *pixel = childStartingWith(alert, u"Pixel 8"_s);
    QVERIFY(pixel);
    view->alarmsTree()->setCurrentItem(pixel);
    QVERIFY(!view->trailsTree()->currentItem());
    QVERIFY(!view->selectedTask());
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Pixel 8 owes \"Front door\""_s, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(ack->isEnabled(), 10000);
    QVERIFY(!replay->isEnabled());

    // Ack what it owes: looked up again, the answer stays on the device, now acked; the pane
    // does not jump to the trail's task.
    const qint64 beforeAck = view->result().serverNowUs;
    confirmNextDialog(this);
    ack->click();
    QTRY_VERIFY_WITH_TIMEOUT(view->result().serverNowUs != beforeAck && !view->isLooking()
                                 && view->selectedDevice()
                                 && view->selectedDevice()->second.owedCount == 0,
                             10000);
    QVERIFY(view->selectedDevice());
    QCOMPARE(view->selectedDevice()->second.deviceLabel, u"Pixel 8"_s);
    QVERIFY(!view->selectedTask());
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"\"Front door\" acked for Pixel 8"_s, 10000);
    QVERIFY(!ack->isEnabled() && !replay->isEnabled());

    // Release a stuck lease: the task released stays in view, queued now.
    view->lookUp(u"task:60"_s);
    QVERIFY(answered(u"task 60"_s));
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 60 — leased"_s, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(release->isEnabled(), 10000);
    const qint64 beforeRelease = view->result().serverNowUs;
    confirmNextDialog(this);
    release->click();
    QTRY_VERIFY_WITH_TIMEOUT(view->result().serverNowUs != beforeRelease && !view->isLooking()
                                 && view->selectedTask()
                                 && view->selectedTask()->state == u"queued"_s,
                             10000);
    QVERIFY(view->selectedTask());
    QCOMPARE(view->selectedTask()->id, 60);
    QTRY_COMPARE_WITH_TIMEOUT(pane->title(), u"Task 60 — queued"_s, 10000);
    QVERIFY(!release->isEnabled());
}

void tst_LookupGui::aNumberThatIsAnAccountNeverEndsInNothingFound_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<bool>("typed");
    QTest::newRow("upstream schema, typed") << false << true;
    QTest::newRow("upstream schema, pasted") << false << false;
    QTest::newRow("console indexes, pasted") << true << false;
}

// 4242 is an account with 9 messages, and no message: typed or pasted and Enter pressed at
// once (before the check of the kinds), it is looked up as a message, as the box says, and the
// answer says what 4242 is, with the way to it, never "nothing found".
void tst_LookupGui::aNumberThatIsAnAccountNeverEndsInNothingFound()
{
    QFETCH(bool, indexed);
    QFETCH(bool, typed);
    POOLSCOPE_TEST_DATABASE(
        db, indexed ? TestDatabase::Template::Indexed : TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, created_at, updated_at)
        SELECT g, 'job-' || g, 'notification', 'succeeded', 4242, 80000 + g, 1, 4, now() - interval '1 hour', now()
          FROM generate_series(1, 9) g;
    )"_s));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    enterAtOnce(view, u"4242"_s, typed);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 20000);
    QCOMPARE(view->result().query.kind, LookupKind::MessageId);
    QCOMPARE(view->result().query.number, 4242);
    QVERIFY2(!view->summaryText().contains(u"Nothing"_s)
                 && !view->summaryText().contains(u"nothing"_s),
             qPrintable(view->summaryText()));
    QVERIFY2(view->summaryText().contains(u"4242 is not a message id but an account id"_s),
             qPrintable(view->summaryText()));
    QVERIFY(view->otherKindButton() && view->otherKindButton()->isVisible());
    QTest::mouseClick(view->otherKindButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking()
                                 && view->result().query.kind == LookupKind::AccountId,
                             20000);
    QVERIFY2(view->summaryText().contains(u"9 messages"_s), qPrintable(view->summaryText()));
    QCOMPARE(kindOnScreen(view), int(LookupKind::AccountId));
}

// The answer on screen follows the database without a new Enter: a queued task delivered since
// is read again on the poll, and never left saying "queued".
void tst_LookupGui::theAnswerOnScreenStaysCurrent()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, max_attempts, created_at, updated_at)
        VALUES (70, 'job-70', 'notification', 'queued', 7, 90070, '{"channels":["email"]}', 0, 4,
                now() - interval '5 minutes', now() - interval '5 minutes');
    )"_s));
    const auto session = lookupWindow(*db);
    QVERIFY(session);
    LookupView *view = session->window()->lookupView();
    view->lookUp(u"task:70"_s);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasResult() && !view->isLooking(), 10000);
    QVERIFY2(view->summaryText().contains(u"task 70 queued"_s), qPrintable(view->summaryText()));
    QVERIFY(db->exec(uR"(
        UPDATE tasks SET state = 'succeeded', attempts = 1, succeeded_at = now(), updated_at = now() WHERE id = 70;
        INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, duration_ms, created_at)
        VALUES (90070, 'worker-1', 70, 'delivered', 120, now());
    )"_s));
    QTRY_VERIFY2_WITH_TIMEOUT(view->summaryText().contains(u"Delivered by email"_s),
                              qPrintable(view->summaryText()), 20000);
    QVERIFY(view->asOfText().isEmpty());
    QCOMPARE(view->result().query.kind, LookupKind::TaskId);
}

QTEST_MAIN(tst_LookupGui)
#include "tst_lookupgui.moc"

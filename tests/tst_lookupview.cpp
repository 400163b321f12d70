#include "core/lookup/verdict.h"
#include "views/actionbar.h"
#include "views/lookupview.h"
#include "views/statepalette.h"
#include "views/timelinewidget.h"

#include <QComboBox>
#include <QKeySequence>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>
#include <QToolButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

// The lookup view without a database: what it asks for when a link or the operator looks
// something up.
class tst_LookupView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sinceFromALink();
    void listsMoreOfAnAccount();
    void namesTheCancelKeysWhileLooking();
    void cancelWhileLooking();
    void cancelKeepsOnlyAnAnswerAboutTheSameIdentifier();
    void anAnswerAboutOneThingOpensOnIt();
    void theTimeAxisDatesWhatIsNotToday();
    void aCheckOfTheKindsIsForItsOwnText();
    void aNewLookupTakesThePreviousAnswerAway();
    void theActionsKeepTheirPlace();
    void aNumberThatIsAnotherKindSaysSo();
    void theCustomersClockIsPickedAndRemembered();
};

namespace {
// An answer about task `id`: one trail, the task dead (its Replay a click away).
LookupResult taskAnswer(const LookupQuery &query, qint64 id)
{
    LookupResult r;
    r.query = query;
    Trail trail;
    TrailTask t;
    t.id = id;
    t.state = u"dead"_s;
    trail.tasks.append(t);
    trail.verdict = Verdict::Failed;
    r.trails = { trail };
    r.summary = u"Failed: task %1 is dead"_s.arg(id);
    return r;
}
} // namespace

// While a new lookup runs, the previous answer can be neither read nor acted on as its answer:
// one about another identifier goes at once (trails, selection, export); one about the same
// (asked again, "Look at 200 tasks") stays disabled until the answer, or a cancel, comes.
void tst_LookupView::aNewLookupTakesThePreviousAnswerAway()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    view.lookUp(u"task:40"_s);
    view.showResult(taskAnswer(requested.last().at(0).value<LookupQuery>(), 40));
    QVERIFY(view.selectedTask());
    QCOMPARE(view.selectedItem().key(), SelectedItem::task(40).key());

    view.lookUp(u"task:41"_s);
    QVERIFY(view.isLooking());
    QVERIFY(view.summaryText().startsWith(u"Looking up task 41"_s));
    QCOMPARE(view.trailsTree()->topLevelItemCount(), 0);
    QVERIFY(!view.hasResult());
    QVERIFY(!view.selectedTask());
    QVERIFY(view.selectedItem().isNone()); // the pane and the actions let go of it
    view.showResult(taskAnswer(requested.last().at(0).value<LookupQuery>(), 41));
    QCOMPARE(view.selectedTask()->id, 41);

    // The same question asked again: the answer waits, disabled, and comes back on a cancel.
    view.lookUp(u"task:41"_s);
    QVERIFY(view.isLooking());
    QCOMPARE(view.trailsTree()->topLevelItemCount(), 1);
    QVERIFY(!view.trailsTree()->isEnabled());
    QVERIFY(!view.actionBar()->isEnabled());
    view.cancelLookup();
    view.showCancelled();
    QVERIFY(view.trailsTree()->isEnabled());
    QVERIFY(view.actionBar()->isEnabled());
    QCOMPARE(view.selectedTask()->id, 41);
}

// The action buttons stay where they are whatever the answer's summary, coverage and notes say:
// a click aimed at one never lands on another place.
void tst_LookupView::theActionsKeepTheirPlace()
{
    LookupView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    const auto place = [&view] {
        QCoreApplication::sendPostedEvents();
        view.layout()->activate();
        QList<QRect> out;
        for (const OperatorAction id :
             { OperatorAction::ReplayTasks, OperatorAction::ReleaseTaskLease,
               OperatorAction::AckDevice }) {
            QToolButton *b = view.actionBar()->button(id);
            out.append(QRect(b->mapTo(&view, QPoint(0, 0)), b->size()));
        }
        return out;
    };
    view.lookUp(u"task:40"_s);
    LookupResult r = taskAnswer(requested.last().at(0).value<LookupQuery>(), 40);
    view.showResult(r);
    const QList<QRect> before = place();
    // A summary that wraps to several lines, a coverage line and two notes.
    r.summary
        = QString(u"Delivered by email at 12:03 after a replay by operator 7; "_s).repeated(8);
    r.notes = { u"A note on the path the lookup took"_s, u"Another note"_s };
    r.coverage.scanned = true;
    r.coverage.stop = LookupCoverage::Stop::Budget;
    r.coverage.tasksSearched = 20000;
    view.showResult(r);
    QCOMPARE(place(), before);
    view.lookUp(u"task:40"_s); // and while it is looked up again
    QCOMPARE(place(), before);
}

// A bare number that matched nothing as the kind asked, but exists as another: the answer says
// what it is and offers to look it up as that, never "Nothing matched".
void tst_LookupView::aNumberThatIsAnotherKindSaysSo()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    view.input()->setText(u"4242"_s);
    QTest::keyClick(view.input(), Qt::Key_Return);
    LookupResult r;
    r.query = requested.last().at(0).value<LookupQuery>();
    QCOMPARE(r.query.kind, LookupKind::MessageId);
    r.otherKinds = { LookupKind::AccountId };
    r.summary = u"4242 is not a message id but an account id"_s;
    view.showResult(r);
    QVERIFY2(!view.summaryText().contains(u"Nothing"_s), qPrintable(view.summaryText()));
    QVERIFY2(view.summaryText().contains(u"an account id"_s), qPrintable(view.summaryText()));
    QVERIFY(!view.otherKindButton()->isHidden());
    QCOMPARE(view.otherKindButton()->text(), u"Look up account 4242"_s);
    view.otherKindButton()->click();
    const LookupQuery asked = requested.last().at(0).value<LookupQuery>();
    QCOMPARE(asked.kind, LookupKind::AccountId);
    QCOMPARE(asked.number, 4242);
    QCOMPARE(view.kindBox()->currentData().toInt(), int(LookupKind::AccountId));
    QCOMPARE(view.input()->text(), u"4242"_s);

    // The check of the other readings failed (the connection went): the answer says it could
    // not look, never "Nothing matched" as if it had. Found by tst_operatordriver.
    view.input()->setText(u"5737"_s);
    QTest::keyClick(view.input(), Qt::Key_Return);
    LookupResult unchecked;
    unchecked.query = requested.last().at(0).value<LookupQuery>();
    unchecked.otherKindsUnchecked = true;
    unchecked.summary = lookup::summarize(unchecked, QTimeZone::utc());
    view.showResult(unchecked);
    QVERIFY2(view.summaryText().contains(u"Nothing found for message 5737; whether 5737 is "
                                         "another kind of id could not be checked"_s),
             qPrintable(view.summaryText()));
}

// The database's check of which readings exist answers later than the text it was asked for
// may stay: it labels the box only while the field reads that text, and never moves a kind
// the operator picked or a lookup was asked with.
void tst_LookupView::aCheckOfTheKindsIsForItsOwnText()
{
    LookupView view;
    QSignalSpy wanted(&view, &LookupView::candidatesWanted);
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    const QString a = u"5f0c1a2e-0000-4000-8000-000000000001"_s,
                  b = u"5f0c1a2e-0000-4000-8000-000000000002"_s;
    const LookupCandidates aIsAnAlert { 0,
                                        { { LookupKind::AlertOrSubscription, true, true },
                                          { LookupKind::JobIdOrKey, false, true } } };
    view.input()->setText(b);
    view.showCandidates(lookup::parseInput(a), aIsAnAlert); // about a, the field reads b
    QVERIFY(!view.kindBox()->itemText(0).contains(u"exists"_s));
    QVERIFY(!view.kindBox()->itemText(1).contains(u"none"_s));

    // The kind box always reads the field's text, at once: no pause needed before Enter.
    view.input()->setText(u"account:7"_s);
    QCOMPARE(view.kindBox()->count(), 1);
    view.input()->setText(u"90001"_s);
    QCOMPARE(view.kindBox()->currentData().toInt(), int(LookupKind::MessageId));
    QTest::keyClick(view.input(), Qt::Key_Return);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.last().at(0).value<LookupQuery>().kind, LookupKind::MessageId);
    QCOMPARE(requested.last().at(0).value<LookupQuery>().number, 90001);
    QVERIFY(!wanted.isEmpty()); // asked when Enter came before the pause
    const LookupCandidates taskOnly {
        90001, { { LookupKind::MessageId, false, true }, { LookupKind::TaskId, true, true } }
    };
    view.showCandidates(lookup::parseInput(u"90001"_s), taskOnly);
    QCOMPARE(view.kindBox()->currentData().toInt(), int(LookupKind::MessageId)); // as asked
    QVERIFY(view.kindBox()->currentText().contains(u"(none)"_s));
    QVERIFY(view.kindBox()->itemText(1).contains(u"exists"_s));

    // Not asked yet, the check offers first what exists.
    view.input()->setText(u"90002"_s);
    view.showCandidates(lookup::parseInput(u"90002"_s),
                        LookupCandidates { 90002, taskOnly.candidates });
    QCOMPARE(view.kindBox()->currentData().toInt(), int(LookupKind::TaskId));
}

void tst_LookupView::namesTheCancelKeysWhileLooking()
{
    LookupView view;
    view.lookUp(u"task:42"_s);
    QCOMPARE(view.summaryText(), u"Looking up task 42…"_s); // no window, no keys to name
    const QKeySequence keys(Qt::SHIFT | Qt::Key_Escape);
    view.setCancelKeys(keys);
    view.lookUp(u"task:42"_s);
    QCOMPARE(view.summaryText(),
             u"Looking up task 42… (%1 cancels)"_s.arg(keys.toString(QKeySequence::NativeText)));
    QVERIFY(!view.searchButton()->isEnabled()); // one lookup at a time

    LookupResult r; // the answer replaces the hint
    r.query = LookupQuery {};
    view.showResult(r);
    QVERIFY(!view.summaryText().contains(u"cancels"_s));
}

void tst_LookupView::cancelWhileLooking()
{
    LookupView view;
    QSignalSpy cancel(&view, &LookupView::cancelRequested);
    QPushButton *button = view.cancelButton();
    QVERIFY(button->isHidden()); // nothing to cancel
    QVERIFY(!view.isLooking());
    view.cancelLookup();
    QCOMPARE(cancel.size(), 0);

    view.lookUp(u"task:42"_s);
    QVERIFY(view.isLooking());
    QVERIFY(!button->isHidden());
    QVERIFY(button->isEnabled());
    button->click();
    QCOMPARE(cancel.size(), 1);
    QCOMPARE(view.summaryText(), u"Cancelling the lookup of task 42…"_s);
    QVERIFY(!button->isEnabled()); // asked once
    view.cancelLookup(); // the window's keys, pressed again: asked once all the same
    QCOMPARE(cancel.size(), 1);

    view.showCancelled();
    QVERIFY(!view.isLooking());
    QVERIFY(button->isHidden());
    QVERIFY2(view.summaryText().endsWith(u"Lookup of task 42 cancelled."_s),
             qPrintable(view.summaryText()));
    QVERIFY(view.searchButton()->isEnabled()); // it can be asked again

    // An answer that wins the race ends the wait the same way.
    view.lookUp(u"task:42"_s);
    QVERIFY(!button->isHidden());
    LookupResult r;
    r.query = LookupQuery {};
    view.showResult(r);
    QVERIFY(button->isHidden());
    QVERIFY(!view.isLooking());
}

void tst_LookupView::cancelKeepsOnlyAnAnswerAboutTheSameIdentifier()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    view.lookUp(u"account:7"_s);
    LookupResult first;
    first.query = requested.at(0).at(0).value<LookupQuery>();
    first.trails.resize(LookupQuery::AccountWideTrails);
    first.moreTrails = true;
    view.showResult(first);
    QCOMPARE(view.trailsTree()->topLevelItemCount(), LookupQuery::AccountWideTrails);

    // "Look at 200 tasks" cancelled: the first 50 are still the answer about account 7.
    view.moreButton()->click();
    view.cancelLookup();
    view.showCancelled();
    QVERIFY(view.hasResult());
    QCOMPARE(view.trailsTree()->topLevelItemCount(), LookupQuery::AccountWideTrails);
    QVERIFY(view.summaryText().contains(u"account 7"_s));

    // Another identifier cancelled: account 7's trails would read as its answer, so they go.
    view.lookUp(u"task:42"_s);
    view.cancelLookup();
    view.showCancelled();
    QVERIFY(!view.hasResult());
    QCOMPARE(view.trailsTree()->topLevelItemCount(), 0);
    QVERIFY(view.summaryText().endsWith(u"Lookup of task 42 cancelled."_s));
}

// A task's answer opens with its newest task selected (a dead task's replay, a click away);
// an alert's with the one device that owes; an account's, about many things, with nothing.
void tst_LookupView::anAnswerAboutOneThingOpensOnIt()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    view.lookUp(u"task:40"_s);
    LookupResult r;
    r.query = requested.at(0).at(0).value<LookupQuery>();
    Trail trail;
    for (const auto &[id, state] : { std::pair { 40, u"dead"_s }, std::pair { 45, u"dead"_s },
                                     std::pair { 41, u"succeeded"_s } }) {
        TrailTask t;
        t.id = id;
        t.state = state;
        trail.tasks.append(t);
    }
    trail.deliveries.append(TrailDelivery {});
    r.trails = { trail };
    view.showResult(r);
    QVERIFY(view.selectedTask());
    QCOMPARE(view.selectedTask()->id, 45);
    QCOMPARE(view.selectedItem().key(), SelectedItem::task(45).key());
    // No alarm section: the trails take the width.
    QVERIFY(!view.trailsTree()->isHidden());
    QVERIFY(view.alarmsTree()->isHidden());

    // An alert: the only device that owes.
    view.lookUp(u"alert:5f0c1a2e-0000-4000-8000-000000000001"_s);
    LookupResult alert;
    alert.query = requested.last().at(0).value<LookupQuery>();
    AlarmStanding a;
    a.alertId = u"5f0c1a2e-0000-4000-8000-000000000001"_s;
    a.alertName = u"door"_s;
    a.latestEventId = u"e0000000-0000-4000-8000-000000000002"_s;
    a.verdict = AlarmVerdict::Owed;
    for (const DeviceStatus st :
         { DeviceStatus::Acked, DeviceStatus::Owes, DeviceStatus::Disabled }) {
        DeviceStanding d;
        d.subscriptionId = u"5ub00000-0000-4000-8000-00000000000%1"_s.arg(int(st));
        d.deviceLabel = u"device %1"_s.arg(int(st));
        d.status = st;
        d.hasLedgerRow = st != DeviceStatus::Disabled;
        a.subscriptions.append(d);
    }
    alert.alarms = { a };
    alert.summary = u"device 0 still owes the door alarm"_s;
    view.showResult(alert);
    QVERIFY(!view.selectedTask());
    QVERIFY(view.selectedDevice());
    QCOMPARE(view.selectedDevice()->second.status, DeviceStatus::Owes);
    QVERIFY(view.trailsTree()->isHidden());
    QVERIFY(!view.alarmsTree()->isHidden());
    // Its ledger row for the latest trigger goes to the detail pane; the answer is no good news.
    QCOMPARE(
        view.selectedItem().key(),
        SelectedItem::alarm(a.alertId, a.subscriptions[1].subscriptionId, a.latestEventId).key());
    QVERIFY2(view.summaryText().startsWith(statepalette::mark(Tone::Warning)),
             qPrintable(view.summaryText()));
    // Two that owe, none searched: which one is the operator's to say.
    alert.alarms[0].subscriptions[0].status = DeviceStatus::Owes;
    view.showResult(alert);
    QVERIFY(!view.selectedDevice());
    // A subscription's answer: the device searched, owing or not. Without a ledger row for the
    // latest trigger (disabled) there is no row to show in the detail pane.
    alert.alarms[0].subscriptions[2].searched = true;
    view.showResult(alert);
    QVERIFY(view.selectedDevice());
    QCOMPARE(view.selectedDevice()->second.deviceLabel,
             alert.alarms[0].subscriptions[2].deviceLabel);
    QCOMPARE(view.selectedItem().kind, SelectedItem::Kind::Device);

    // An account: many trails, nothing selected.
    view.lookUp(u"account:7"_s);
    LookupResult account;
    account.query = requested.last().at(0).value<LookupQuery>();
    account.trails = { trail, trail };
    view.showResult(account);
    QVERIFY(!view.selectedTask());
    QVERIFY(!view.trailsTree()->currentItem());

    // Nothing at all: both trees in their places, empty.
    account.trails.clear();
    view.showResult(account);
    QVERIFY(!view.trailsTree()->isHidden());
    QVERIFY(!view.alarmsTree()->isHidden());
}

// The timeline's ticks: the time within a day; the date on the first tick when that day is not
// today, and where the date changes; the date at every tick across days.
void tst_LookupView::theTimeAxisDatesWhatIsNotToday()
{
    const QDate today(2026, 12, 4);
    auto labels = [&](const QDateTime &from, const QDateTime &to) {
        TimelineWidget w;
        w.setEvents({ TimelineEvent { from.toMSecsSinceEpoch() * 1000,
                                      TimelineKind::Enqueue,
                                      u"a"_s,
                                      {},
                                      {},
                                      {},
                                      {},
                                      {} },
                      TimelineEvent { to.toMSecsSinceEpoch() * 1000,
                                      TimelineKind::Failure,
                                      u"b"_s,
                                      {},
                                      {},
                                      {},
                                      {},
                                      {} } });
        return w.tickLabels(today);
    };
    const QStringList todays
        = labels(QDateTime(today, QTime(13, 10)), QDateTime(today, QTime(13, 14)));
    QCOMPARE(todays.size(), 5);
    for (const QString &l : todays)
        QVERIFY2(!l.contains(u"12-04"_s) && l.startsWith(u"13:"_s),
                 qPrintable(todays.join(u" | "_s)));

    const QStringList weeksAgo = labels(QDateTime(QDate(2026, 11, 13), QTime(18, 18)),
                                        QDateTime(QDate(2026, 11, 13), QTime(18, 20)));
    QVERIFY2(weeksAgo.first().startsWith(u"11-13 18:1"_s), qPrintable(weeksAgo.join(u" | "_s)));
    for (qsizetype i = 1; i < weeksAgo.size(); ++i)
        QVERIFY2(!weeksAgo[i].contains(u"11-13"_s), qPrintable(weeksAgo.join(u" | "_s)));

    // Across midnight, under a day: the new date where it starts.
    const QStringList overnight
        = labels(QDateTime(QDate(2026, 12, 3), QTime(22, 0)), QDateTime(today, QTime(6, 0)));
    QVERIFY2(overnight.first().startsWith(u"12-03 "_s), qPrintable(overnight.join(u" | "_s)));
    QCOMPARE(overnight.filter(u"12-04 "_s).size(), 1);

    // Across days: every tick dated, to the minute; another year's with its year.
    const QStringList days = labels(QDateTime(QDate(2025, 12, 1), QTime(0, 0)),
                                    QDateTime(QDate(2025, 12, 9), QTime(0, 0)));
    for (const QString &l : days)
        QVERIFY2(l.startsWith(u"2025-1"_s) && l.size() == u"2025-12-01 00:00"_s.size(),
                 qPrintable(days.join(u" | "_s)));
}

void tst_LookupView::sinceFromALink()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    QComboBox *box = view.sinceBox();
    const int offered = box->count();
    QCOMPARE(view.sinceSeconds(), 7 * 86400); // the default

    view.setSinceSeconds(30 * 86400); // offered: chosen
    QCOMPARE(box->count(), offered);
    view.lookUp(u"account:7"_s);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).value<LookupQuery>().sinceSeconds, 30 * 86400);

    view.setSinceSeconds(3 * 86400); // not offered: added in order, between 24 hours and 7 days
    QCOMPARE(view.sinceSeconds(), 3 * 86400);
    QCOMPARE(box->count(), offered + 1);
    QCOMPARE(box->currentText(), u"last 3 day(s)"_s);
    QCOMPARE(box->itemData(box->currentIndex() - 1).toLongLong(), 86400);
    QCOMPARE(box->itemData(box->currentIndex() + 1).toLongLong(), 7 * 86400);
    view.setSinceSeconds(3 * 86400); // added once
    QCOMPARE(box->count(), offered + 1);
    view.lookUp(u"account:7"_s);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.last().at(0).value<LookupQuery>().sinceSeconds, 3 * 86400);
}

void tst_LookupView::listsMoreOfAnAccount()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    view.lookUp(u"account:7"_s);
    QCOMPARE(requested.size(), 1);
    LookupQuery asked = requested.at(0).at(0).value<LookupQuery>();
    QCOMPARE(asked.maxTrails, LookupQuery::AccountWideTrails);
    QVERIFY(view.moreButton()->isHidden());

    // The first page, and more matched: the button asks the same search for up to 200.
    LookupResult r;
    r.query = asked;
    r.trails.resize(LookupQuery::AccountWideTrails);
    r.moreTrails = true;
    r.summary = u"50+ messages"_s;
    view.showResult(r);
    QVERIFY(!view.moreButton()->isHidden());
    QVERIFY(view.summaryText().contains(u"from the newest 50 tasks"_s));
    view.moreButton()->click();
    QCOMPARE(requested.size(), 2);
    const LookupQuery more = requested.at(1).at(0).value<LookupQuery>();
    QCOMPARE(more.maxTrails, LookupQuery::MaxTrails);
    QCOMPARE(more.kind, LookupKind::AccountId);
    QCOMPARE(more.number, 7);
    QCOMPARE(more.sinceSeconds, asked.sinceSeconds);

    // 200 listed and still more: narrowing is what is left; no button.
    r.query = more;
    r.trails.resize(LookupQuery::MaxTrails);
    view.showResult(r);
    QVERIFY(view.moreButton()->isHidden());
    QVERIFY(view.summaryText().contains(u"narrow the search"_s));

    // Everything listed: no button either.
    r.query = asked;
    r.trails.resize(10);
    r.moreTrails = false;
    view.showResult(r);
    QVERIFY(view.moreButton()->isHidden());
}

// "Times in": a zone picked for an answer writes its summary (and the timeline's hover text)
// on the customer's clock with UTC beside it; it is remembered for the answer's account and
// comes back with the next answer about that account; another account's answer keeps the
// picker where it is.
void tst_LookupView::theCustomersClockIsPickedAndRemembered()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"lookup/customerZone"_s);
    LookupView view;
    QComboBox *box = view.clockBox();
    QCOMPARE(view.clockZone(), QByteArray()); // local time, as the rest of the console
    QVERIFY(!view.clock().customer);
    QCOMPARE(box->itemData(1).toByteArray(), "UTC"_ba); // the short list first
    QVERIFY(box->findData("Asia/Kolkata"_ba) > 0);
    QVERIFY(box->findData("Pacific/Auckland"_ba) > box->findData("Asia/Kolkata"_ba));

    // Account 42's task delivered at 09:49 UTC on a winter day.
    const auto answer = [](qint64 account) {
        LookupResult r;
        r.query.kind = LookupKind::TaskId;
        r.query.number = 7000 + account; // another question for each account
        r.serverNowUs
            = QDateTime(QDate(2026, 12, 7), QTime(10, 0), QTimeZone::utc()).toMSecsSinceEpoch()
            * 1000;
        Trail t;
        TrailTask task;
        task.id = 7;
        task.state = u"succeeded"_s;
        task.accountId = account;
        task.channels = { u"email"_s };
        TrailDelivery d;
        d.id = 1;
        d.taskId = 7;
        d.status = u"delivered"_s;
        d.createdAt = r.serverNowUs - 11LL * 60 * 1000000;
        t.tasks = { task };
        t.deliveries = { d };
        t.attemptsTotal = 1;
        r.trails = { t };
        lookup::finish(r, QTimeZone::utc());
        return r;
    };
    view.showResult(answer(42));
    QCOMPARE(lookup::answerAccount(view.result()), OptInt(42));
    QVERIFY2(view.summaryText().contains(u"09:49"_s), qPrintable(view.summaryText()));

    view.pickClockZone("Europe/Berlin"_ba);
    QVERIFY2(view.summaryText().contains(u"10:49 CET (09:49 UTC)"_s),
             qPrintable(view.summaryText()));
    QVERIFY(view.clock().customer);
    QCOMPARE(QSettings().value(u"lookup/customerZone/42"_s).toString(), u"Europe/Berlin"_s);

    // Another account's answer: the picker stays where it is, nothing remembered for 43.
    view.pickClockZone("Asia/Kolkata"_ba);
    view.showResult(answer(43));
    QCOMPARE(view.clockZone(), "Asia/Kolkata"_ba);
    QVERIFY2(view.summaryText().contains(u"15:19 IST (09:49 UTC)"_s),
             qPrintable(view.summaryText()));
    QVERIFY(!QSettings().contains(u"lookup/customerZone/43"_s));
    // Back on 42 (a new view: another session on this computer), its zone comes back.
    LookupView again;
    again.showResult(answer(42));
    QCOMPARE(again.clockZone(), "Asia/Kolkata"_ba); // picked last while 42's answer was shown
    again.pickClockZone("Europe/Berlin"_ba);
    again.showResult(answer(43));
    again.showResult(answer(42));
    QCOMPARE(again.clockZone(), "Europe/Berlin"_ba);
    QVERIFY(again.summaryText().contains(u"10:49 CET (09:49 UTC)"_s));
    // Local time again: forgotten for the account.
    again.pickClockZone(QByteArray());
    QVERIFY(!QSettings().contains(u"lookup/customerZone/42"_s));
    QVERIFY(!again.summaryText().contains(u"UTC)"_s));
}

QTEST_MAIN(tst_LookupView)
#include "tst_lookupview.moc"

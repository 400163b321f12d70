#include "core/statenames.h"
#include "models/deliverytablemodel.h"
#include "models/displayformat.h"
#include "models/tasktablemodel.h"
#include "views/detailhtml.h"
#include "views/detailpane.h"
#include "views/rowcopy.h"
#include "views/tasksfilterbar.h"

#include <QCoreApplication>
#include <QHash>
#include <QItemSelectionModel>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>
#include <QTranslator>

using namespace Qt::StringLiterals;

// DetailPane on the offscreen platform, without a database: what it shows when the same
// detail comes back poll after poll, and after it showed something else in between.
class tst_DetailPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copiedRowsMaskContactData();
    void repeatedDetailStaysAndChangesShow();
    void sameDetailAfterAHintIsShownAgain();
    void sameDetailAfterAnErrorIsShownAgain();
    void leasedTaskCountsDownWithTheServerClock();
    void aRowOpensOnAValueThatHasSomething();
    void anAlarmRowSaysWhetherItsDeviceOwesOrAcked();
    void statesReadInWordsAndCopyAsValues();
    void aColumnTheDatabaseLacksIsNotANull();

private:
    static DeliveryDetail delivery(const QString &status);
};

DeliveryDetail tst_DetailPane::delivery(const QString &status)
{
    DeliveryDetail d;
    d.found = true;
    d.delivery.id = 7;
    d.delivery.status = status;
    d.delivery.workerId = u"worker-1"_s;
    d.delivery.taskId = 41;
    d.error.text = u"timeout"_s;
    d.error.totalBytes = 7;
    d.taskExists = true;
    d.taskState = u"done"_s;
    return d;
}

void tst_DetailPane::repeatedDetailStaysAndChangesShow()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"retryable"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(pane.fieldsText().contains(u"worker-1"_s));
    QVERIFY(pane.valueView(DetailField::DeliveryError));
    const QString fields = pane.fieldsText();

    pane.showDelivery(delivery(u"retryable"_s));
    QCOMPARE(pane.fieldsText(), fields);

    DeliveryDetail changed = delivery(u"retryable"_s);
    changed.taskState = u"dead"_s;
    pane.showDelivery(changed);
    QVERIFY2(pane.fieldsText().contains(u"dead"_s), qPrintable(pane.fieldsText()));
}

void tst_DetailPane::sameDetailAfterAHintIsShownAgain()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"delivered"_s));
    pane.showHint(u"Select a row to see its details."_s);
    QCOMPARE(pane.title(), u"Select a row to see its details."_s);
    QVERIFY(!pane.valueView(DetailField::DeliveryError));

    pane.showDelivery(delivery(u"delivered"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(pane.fieldsText().contains(u"worker-1"_s));
    QVERIFY(pane.valueView(DetailField::DeliveryError));
}

void tst_DetailPane::sameDetailAfterAnErrorIsShownAgain()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"delivered"_s));
    pane.showError(u"canceling statement due to statement timeout"_s);
    QVERIFY(pane.fieldsText().contains(u"statement timeout"_s));

    pane.showDelivery(delivery(u"delivered"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(!pane.fieldsText().contains(u"statement timeout"_s));
}

// A poll brings the server's clock with the task: a leased task's countdown follows it, and
// a task without a lease, whose pane does not show the clock, looks the same at any time.
void tst_DetailPane::leasedTaskCountsDownWithTheServerClock()
{
    constexpr qint64 Now = 1'800'000'000'000'000LL;
    TaskDetail d;
    d.found = true;
    d.task.id = 9;
    d.task.state = u"queued"_s;
    d.serverNowUs = Now;
    DetailPane pane;
    pane.showTask(d);
    QVERIFY2(pane.title().contains(u"Task 9"_s), qPrintable(pane.title()));
    const QString queued = pane.fieldsText();
    d.serverNowUs = Now + 60'000'000;
    pane.showTask(d);
    QCOMPARE(pane.fieldsText(), queued);

    d.task.state = u"leased"_s;
    d.task.leaseOwner = u"worker-3"_s;
    d.task.leaseExpiresAt = Now + 90'000'000; // 30 s after the clock above
    pane.showTask(d);
    QVERIFY2(pane.fieldsText().contains(u"in 30 s"_s), qPrintable(pane.fieldsText()));
    d.serverNowUs = Now + 80'000'000;
    pane.showTask(d);
    QVERIFY2(pane.fieldsText().contains(u"in 10 s"_s), qPrintable(pane.fieldsText()));
    d.serverNowUs = Now + 95'000'000;
    pane.showTask(d);
    QVERIFY2(pane.fieldsText().contains(u"expired 5 s ago"_s), qPrintable(pane.fieldsText()));
}

// A delivered attempt has no error: its pane opens on the provider's response, a failed one on
// its error. A tab the operator picks is the one the next row opens on, when it has something.
void tst_DetailPane::aRowOpensOnAValueThatHasSomething()
{
    DetailPane pane;
    DeliveryDetail delivered = delivery(u"delivered"_s);
    delivered.error = {};
    delivered.providerResponse.text = u"250 2.0.0 OK"_s;
    pane.showDelivery(delivered);
    QCOMPARE(pane.openValue(), DetailField::DeliveryResponse);

    DeliveryDetail failed = delivery(u"retryable"_s);
    failed.delivery.id = 8;
    failed.providerResponse.text = u"421 try later"_s;
    pane.showDelivery(failed);
    QCOMPARE(pane.openValue(), DetailField::DeliveryError);

    auto *tabs = pane.findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(1); // the operator picks the response
    DeliveryDetail next = failed;
    next.delivery.id = 9;
    pane.showDelivery(next);
    QCOMPARE(pane.openValue(), DetailField::DeliveryResponse);
    // A poll of the same row leaves the tab where it is, even when its value empties.
    next.providerResponse = {};
    pane.showDelivery(next);
    QCOMPARE(pane.openValue(), DetailField::DeliveryResponse);

    // A failed task opens on why it failed; one that succeeded on its payload.
    auto task = [](qint64 id, const QString &state) {
        TaskDetail d;
        d.found = true;
        d.task.id = id;
        d.task.state = state;
        d.payload.text = u"{}"_s;
        d.lastError.text = u"smtp: 550 mailbox unavailable"_s;
        return d;
    };
    DetailPane taskPane;
    taskPane.showTask(task(1, u"dead"_s));
    QCOMPARE(taskPane.openValue(), DetailField::TaskLastError);
    taskPane.showTask(task(2, u"succeeded"_s));
    QCOMPARE(taskPane.openValue(), DetailField::TaskPayload);
    TaskDetail noError = task(3, u"failed_retry"_s);
    noError.lastError = {};
    taskPane.showTask(noError);
    QCOMPARE(taskPane.openValue(), DetailField::TaskPayload);

    // Nothing in any value: the first tab.
    DeliveryDetail empty = delivery(u"partial"_s);
    empty.delivery.id = 10;
    empty.error = {};
    pane.showDelivery(empty);
    QCOMPARE(pane.openValue(), DetailField::DeliveryError);
}

// The lookup shows a device's ledger row whatever its standing; the alarm debt view only owed
// ones. The title says which.
void tst_DetailPane::anAlarmRowSaysWhetherItsDeviceOwesOrAcked()
{
    AlarmDetail d;
    d.found = true;
    d.row.alertName = u"Front door"_s;
    d.row.deviceLabel = u"Pixel 8"_s;
    d.row.subscriptionId = u"s1"_s;
    d.row.eventId = u"e1"_s;
    SubscriptionStanding mine;
    mine.subscriptionId = u"s1"_s;
    mine.hasLedgerRow = true;
    mine.owedSince = 1'800'000'000'000'000LL;
    SubscriptionStanding other = mine;
    other.subscriptionId = u"s2"_s;
    other.ackedAt = 1'800'000'060'000'000LL;
    d.subscriptions = { mine, other };
    DetailPane pane;
    pane.showAlarm(d);
    QCOMPARE(pane.title(), u"Pixel 8 owes \"Front door\""_s);
    d.subscriptions[0].ackedAt = 1'800'000'090'000'000LL;
    pane.showAlarm(d);
    QCOMPARE(pane.title(), u"\"Front door\" acked for Pixel 8"_s);
}

namespace {

// Russian for the database's words, whatever the .ts files hold yet: what the label code does
// with a translation is checked here, the translations themselves by tst_translations.
class StateWords : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        static const QHash<QString, QString> words {
            { u"dead"_s, u"мёртвая"_s },
            { u"succeeded"_s, u"выполнена"_s },
            { u"queued"_s, u"в очереди"_s },
            { u"retryable"_s, u"ошибка, повторится"_s },
            { u"armed"_s, u"на охране"_s },
            { u"%1 (database value)"_s, u"%1 (значение в базе)"_s },
        };
        return qstrcmp(context, "StateText") == 0 ? words.value(QString::fromUtf8(source))
                                                  : QString();
    }
};

} // namespace

// A translated console shows a state in words wherever a person reads it (cells, chips, the
// detail pane, its title) and keeps the database's value where it is data: the tooltip
// beside the word, a copied row. Reported: "Задача N — succeeded".
// An optional column the database does not have is said to be absent; a NULL in a column it
// has stays "—". A support person must not read "no deadline" from a table without one.
void tst_DetailPane::aColumnTheDatabaseLacksIsNotANull()
{
    TaskDetail t;
    t.found = true;
    t.task.id = 7;
    t.absentColumns = { u"deadline"_s, u"check_id"_s };
    DetailPane pane;
    pane.showTask(t);
    const QString text = pane.fieldsText();
    QVERIFY2(text.contains(u"not in this database (no column deadline)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"not in this database (no column check_id)"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"no column contact_id"_s), qPrintable(text));
    t.absentColumns.clear();
    pane.showTask(t);
    QVERIFY2(!pane.fieldsText().contains(u"not in this database"_s), qPrintable(pane.fieldsText()));
}

void tst_DetailPane::statesReadInWordsAndCopyAsValues()
{
    StateWords words;
    QCoreApplication::installTranslator(&words);
    const auto cleanup = qScopeGuard([&words] { QCoreApplication::removeTranslator(&words); });
    QCOMPARE(statenames::taskState(u"succeeded"_s), u"выполнена"_s);
    QCOMPARE(statenames::taskState(u"exploded"_s), u"exploded"_s); // unknown: as it is
    QVERIFY(statenames::taskState(QString()).isNull()); // NULL stays NULL ("—")
    QCOMPARE(statenames::databaseValueTip(u"выполнена"_s, u"succeeded"_s),
             u"succeeded (значение в базе)"_s);

    // The detail pane: title, field (with the value in its tooltip), a delivery's task state.
    TaskDetail t;
    t.found = true;
    t.task.id = 7;
    t.task.state = u"succeeded"_s;
    DetailPane pane;
    pane.showTask(t);
    QCOMPARE(pane.title(), u"Task 7 — выполнена"_s);
    QVERIFY(pane.fieldsText().contains(u"выполнена"_s));
    QVERIFY(!pane.fieldsText().contains(u"succeeded"_s));
    QVERIFY(detailhtml::task(t).contains(u"title=\"succeeded (значение в базе)\""_s));
    QString tip; // what hovering the word shows
    for (QTextBlock b = pane.fieldsDocument()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().text() == u"выполнена"_s)
                tip = it.fragment().charFormat().toolTip();
        }
    }
    QCOMPARE(tip, u"succeeded (значение в базе)"_s);
    DeliveryDetail d = delivery(u"retryable"_s);
    d.taskState = u"dead"_s;
    pane.showDelivery(d);
    QCOMPARE(pane.title(), u"Delivery 7 — ошибка, повторится"_s);
    QVERIFY2(pane.fieldsText().contains(u"41 (мёртвая)"_s), qPrintable(pane.fieldsText()));
    AlarmDetail a;
    a.found = true;
    a.row.alertState = u"armed"_s;
    QVERIFY(detailhtml::alarm(a).contains(u"на охране"_s));

    // The tasks table: the word in the cell, the value in the tooltip and in a copied row.
    TaskTableModel tasks;
    TaskWindow window;
    TaskRow row;
    row.id = 7;
    row.state = u"dead"_s;
    row.kind = u"notification"_s; // a free-form name: never translated
    window.rows = { row };
    tasks.applyWindow(window);
    const QModelIndex state = tasks.index(0, TaskTableModel::StateColumn);
    QCOMPARE(state.data().toString(), u"мёртвая"_s);
    QCOMPARE(state.data(Qt::ToolTipRole).toString(), u"dead (значение в базе)"_s);
    QCOMPARE(state.data(DatabaseValueRole).toString(), u"dead"_s);
    QCOMPARE(tasks.index(0, TaskTableModel::KindColumn).data().toString(), u"notification"_s);
    QTableView table;
    table.setModel(&tasks);
    table.selectionModel()->select(state, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QString copied = rowcopy::selectedRowsTsv(&table, false);
    QVERIFY2(copied.contains(u"\tdead\t"_s) && !copied.contains(u"мёртвая"_s), qPrintable(copied));

    DeliveryTableModel deliveries;
    DeliveryWindow dw;
    DeliveryRow dr;
    dr.id = 3;
    dr.status = u"retryable"_s;
    dw.rows = { dr };
    deliveries.applyWindow(dw);
    const QModelIndex status = deliveries.index(0, DeliveryTableModel::StatusColumn);
    QCOMPARE(status.data().toString(), u"ошибка, повторится"_s);
    QCOMPARE(status.data(DatabaseValueRole).toString(), u"retryable"_s);

    // The state chips: the word, the value in the tooltip; the filter still the value.
    TasksFilterBar bar;
    TaskStateCounts counts;
    counts.states = { StateCount { u"queued"_s, 3, true } };
    bar.setCounts(counts);
    QCOMPARE(bar.chipText(u"queued"_s), u"в очереди  3"_s);
    QVERIFY(bar.chip(u"queued"_s)->toolTip().contains(u"queued (значение в базе)"_s));
    bar.chip(u"dead"_s)->setChecked(true);
    QCOMPARE(bar.filter().states, QStringList { u"dead"_s });
}

// Copied rows with the mask on carry no address or number of a cell; the id and the rest of
// the text stay. Off, the row is copied as shown.
void tst_DetailPane::copiedRowsMaskContactData()
{
    TaskTableModel tasks;
    TaskWindow window;
    TaskRow row;
    row.id = 1234567;
    row.state = u"dead"_s;
    row.lastError = u"550 5.1.1 <john.doe@example.com>: mailbox unavailable; sms +4915112345678"_s;
    window.rows = { row };
    tasks.applyWindow(window);
    QTableView table;
    table.setModel(&tasks);
    table.selectionModel()->select(tasks.index(0, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QString masked = rowcopy::selectedRowsTsv(&table, false, true);
    QVERIFY2(masked.contains(u"<j***@example.com>: mailbox unavailable; sms +***********78"_s),
             qPrintable(masked));
    QVERIFY(!masked.contains(u"john.doe"_s) && !masked.contains(u"4915112345678"_s));
    QVERIFY(masked.contains(u"1234567"_s));
    const QString plain = rowcopy::selectedRowsTsv(&table, false, false);
    QVERIFY2(plain.contains(u"<john.doe@example.com>"_s) && plain.contains(u"+4915112345678"_s),
             qPrintable(plain));
}

QTEST_MAIN(tst_DetailPane)
#include "tst_detailpane.moc"

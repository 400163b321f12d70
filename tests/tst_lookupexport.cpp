#include "core/lookup/lookupexport.h"
#include "db/lookup/lookupquery.h"
#include "tests/support/lookupexample.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup's timeline and exports without a database: order, exact values, quoting, and
// text that cannot rewrite a terminal or a ticket.
class tst_LookupExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void timelineIsSorted();
    void aTaskThatGaveUpIsOnTheTimeline();
    void jsonShapeAndExactValues();
    void csvQuotesAndGuardsFormulas();
    void textExportsEscapeControlCharacters();
    void ticketOnTheCustomersClock();
    void theAccountAnAnswerIsAbout();
};

void tst_LookupExport::timelineIsSorted()
{
    const LookupResult r = exampleResult();
    QVERIFY(r.timeline.size() >= 7);
    for (qsizetype i = 1; i < r.timeline.size(); ++i)
        QVERIFY(r.timeline[i - 1].atUs <= r.timeline[i].atUs);
    QList<TimelineKind> kinds;
    for (const TimelineEvent &e : r.timeline)
        kinds.append(e.kind);
    QCOMPARE(kinds,
             (QList<TimelineKind> { TimelineKind::Enqueue, TimelineKind::Attempt,
                                    TimelineKind::Trigger, TimelineKind::Ack, TimelineKind::Enqueue,
                                    TimelineKind::Replay, TimelineKind::Delivery }));
    QCOMPARE(r.timeline.last().deliveryId, OptInt(2));
    QCOMPARE(r.timeline[5].text, u"task 11 replayed as task 12 by operator 7"_s);
}

// When a dead or failed_perm task gave up is its last update; a task still trying has no
// such event, and an undated one none either.
void tst_LookupExport::aTaskThatGaveUpIsOnTheTimeline()
{
    LookupResult r = exampleResult();
    TrailTask &dead = r.trails[0].tasks[0];
    dead.updatedAt = at(11, 2);
    dead.attempts = 1;
    dead.maxAttempts = 1;
    TrailTask perm = task(13, u"failed_perm"_s);
    perm.updatedAt = at(12, 10);
    perm.attempts = 2;
    TrailTask undated = task(14, u"dead"_s);
    TrailTask retrying = task(15, u"failed_retry"_s);
    retrying.updatedAt = at(12, 20);
    r.trails[0].tasks += { perm, undated, retrying };
    const QList<TimelineEvent> events = lookup::buildTimeline(r);
    QList<TimelineEvent> failures;
    for (const TimelineEvent &e : events) {
        if (e.kind == TimelineKind::Failure)
            failures.append(e);
    }
    QCOMPARE(failures.size(), 2);
    QCOMPARE(failures[0].atUs, at(11, 2));
    QCOMPARE(failures[0].taskId, OptInt(11));
    QCOMPARE(failures[0].messageId, OptInt(500));
    QCOMPARE(failures[0].text, u"task 11 dead · attempts 1/1"_s);
    QCOMPARE(failures[1].text, u"task 13 failed permanently · attempts 2"_s);
    // The exports name the kind.
    r.timeline = events;
    const QJsonArray timeline
        = QJsonDocument::fromJson(lookup::json(r)).object().value(u"timeline"_s).toArray();
    QStringList kinds;
    for (const QJsonValue &e : timeline)
        kinds.append(e.toObject().value(u"kind"_s).toString());
    QCOMPARE(kinds.count(u"failure"_s), 2);
}

void tst_LookupExport::jsonShapeAndExactValues()
{
    LookupResult r = exampleResult();
    r.trails[0].messageId = 9007199254740993LL; // 2^53 + 1: a double would lose it
    const QByteArray bytes = lookup::json(r);
    QVERIFY(bytes.contains("9007199254740993"));
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(o.value(u"query"_s).toObject().value(u"kind"_s).toString(), u"message"_s);
    QCOMPARE(o.value(u"query"_s).toObject().value(u"value"_s).toInteger(), 500);
    QCOMPARE(o.value(u"summary"_s).toString(), r.summary);
    const QJsonObject trail = o.value(u"trails"_s).toArray().at(0).toObject();
    QCOMPARE(trail.value(u"verdict"_s).toString(), u"delivered"_s);
    for (const char *key : { "message_id", "tasks", "deliveries", "replays" })
        QVERIFY2(trail.contains(QLatin1StringView(key)), key);
    QCOMPARE(trail.value(u"tasks"_s).toArray().at(1).toObject().value(u"replay_of"_s).toInteger(),
             11);
    QCOMPARE(
        trail.value(u"deliveries"_s).toArray().at(1).toObject().value(u"created_at"_s).toString(),
        u"2024-05-01T12:03:00.000000Z"_s);
    QVERIFY(trail.value(u"tasks"_s)
                .toArray()
                .at(0)
                .toObject()
                .value(u"job_id"_s)
                .isNull()); // NULL stays null
    const QJsonObject alarm = o.value(u"alarms"_s).toArray().at(0).toObject();
    QCOMPARE(alarm.value(u"alert_name"_s).toString(), u"Front door"_s);
    QCOMPARE(alarm.value(u"verdict"_s).toString(), u"owed"_s);
    const QJsonObject sub = alarm.value(u"subscriptions"_s).toArray().at(0).toObject();
    for (const char *key :
         { "subscription_id", "device_label", "enabled", "pending", "owed_since", "acked_at" })
        QVERIFY2(sub.contains(QLatin1StringView(key)), key);
    QCOMPARE(sub.value(u"pending"_s).toBool(), true);
    QCOMPARE(o.value(u"timeline"_s).toArray().size(), r.timeline.size());
    QCOMPARE(lookup::isoTime(OptTime(-1)), u"1969-12-31T23:59:59.999999Z"_s);
}

void tst_LookupExport::csvQuotesAndGuardsFormulas()
{
    LookupResult r = exampleResult();
    r.trails[0].deliveries[0].error = u"=HYPERLINK(\"http://x\"), \"quoted\"\nline 2"_s;
    const QString out = lookup::csv(r);
    QVERIFY(out.startsWith(u"record,message_id,verdict,task_id,job_id,state,at,"_s));
    QVERIFY(out.contains(u"\"'=HYPERLINK(\"\"http://x\"\"), \"\"quoted\"\"\nline 2\""_s));
    QVERIFY(
        out.contains(u"\r\nattempt,500,delivered,12,,,2024-05-01T12:03:00.000000Z,,delivered,"_s));
    QVERIFY(out.contains(u"\r\ndevice,,,,,owes,,"_s));
    QVERIFY(out.endsWith(u"\r\n"_s));
}

void tst_LookupExport::textExportsEscapeControlCharacters()
{
    LookupResult r = exampleResult();
    r.trails[0].deliveries[1].providerResponse
        = u"250 OK \u001b[31mred\u001b[0m\r\n\u202eevil ✓ Привет | *x*"_s;
    const QString ticket = lookup::ticketText(r, QTimeZone::utc());
    QVERIFY(!ticket.contains(QChar(0x1b)));
    QVERIFY(!ticket.contains(QChar(0x202e)));
    QVERIFY(ticket.contains(u"250 OK \\x1B[31mred\\x1B[0m\\r\\n\\u202Eevil ✓ Привет"_s));
    QVERIFY(ticket.contains(u"Summary: Delivered by email at 12:03"_s));
    QVERIFY(ticket.contains(u"Pixel 8 (android)"_s) || ticket.contains(u"Pixel 8: owes"_s));
    const QString md = lookup::markdown(r, QTimeZone::utc());
    QVERIFY(md.startsWith(u"# Lookup: message 500\n"_s));
    QVERIFY(md.contains(u"Привет \\| \\*x\\*"_s));
    QVERIFY(!md.contains(QChar(0x1b)));
    QCOMPARE(lookup::printable(u"a\tb\u0085c\u2028"_s), u"a\\tb\\x85c\\u2028"_s);
}

// "The customer's time zone in a ticket text": picked for the customer, every time of the
// ticket (summary, verdict, tasks, attempts, replays, alarms, timeline) is on their clock
// with UTC beside it; the exports for machines stay in UTC; nothing is masked.
void tst_LookupExport::ticketOnTheCustomersClock()
{
    LookupResult r = exampleResult(); // 2024-05-01: Berlin is on CEST (UTC+2)
    r.trails[0].deliveries[1].providerResponse = u"250 OK for jane@example.com"_s;
    const QString ticket
        = lookup::ticketText(r, AnswerClock::customerZone(QTimeZone("Europe/Berlin")));
    QVERIFY2(ticket.contains(u"Summary: Delivered by email at 14:03 CEST (12:03 UTC)"_s),
             qPrintable(ticket));
    QVERIFY2(ticket.contains(u"Times in Europe/Berlin, the customer's time zone, with UTC; "
                             u"looked up at 2024-05-01 14:30:00 CEST (12:30:00 UTC)"_s),
             qPrintable(ticket));
    QVERIFY(ticket.contains(
        u"Message 500 — delivered: delivered by email at 14:03 CEST (12:03 UTC)"_s));
    QVERIFY(ticket.contains(u"created 2024-05-01 13:00:00 CEST (11:00:00 UTC)"_s));
    QVERIFY(ticket.contains(u"    2024-05-01 14:03:00 CEST (12:03:00 UTC)  task 12"_s));
    QVERIFY(
        ticket.contains(u"  Replay: 2024-05-01 14:00:00 CEST (12:00:00 UTC)  task 11 → task 12"_s));
    QVERIFY(ticket.contains(
        u"owes the latest trigger since 2024-05-01 13:20:00 CEST (11:20:00 UTC)"_s));
    QVERIFY(ticket.contains(u"\nTimeline:\n  2024-05-01 13:00:00 CEST (11:00:00 UTC)  "_s));
    QVERIFY(ticket.contains(u"250 OK for jane@example.com"_s)); // the customer's own address
    // No time of the operator's clock is left in it: every time has its zone beside it.
    static const QRegularExpression bare(uR"(\d\d:\d\d(:\d\d)?(?! (CEST|UTC))(?!:))"_s);
    const QRegularExpressionMatch m = bare.match(ticket);
    QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0) + u" in\n"_s + ticket));

    // In Kolkata (UTC+5:30), and in UTC itself, where UTC is said once.
    const QString kolkata
        = lookup::ticketText(r, AnswerClock::customerZone(QTimeZone("Asia/Kolkata")));
    QVERIFY(kolkata.contains(u"Summary: Delivered by email at 17:33 IST (12:03 UTC)"_s));
    const QString utc = lookup::ticketText(r, AnswerClock::customerZone(QTimeZone::utc()));
    QVERIFY(utc.contains(u"Times in UTC; looked up at 2024-05-01 12:30:00 UTC"_s));
    QVERIFY(utc.contains(u"Summary: Delivered by email at 12:03 UTC"_s));
    QVERIFY(!utc.contains(u"(12:03 UTC)"_s));

    // The operator's clock is as it was; Markdown follows the clock too; CSV and JSON keep UTC.
    const QString operatorClock = lookup::ticketText(r, QTimeZone::utc());
    QVERIFY(operatorClock.contains(u"Summary: Delivered by email at 12:03"_s));
    QVERIFY(!operatorClock.contains(u" UTC)"_s));
    QVERIFY(lookup::markdown(r, AnswerClock::customerZone(QTimeZone("Europe/Berlin")))
                .contains(u"| 2024-05-01 14:03:00 CEST (12:03:00 UTC) | 12 |"_s));
    QVERIFY(lookup::csv(r).contains(u"2024-05-01T12:03:00.000000Z"_s));
    QVERIFY(!lookup::csv(r).contains(u"CEST"_s));
}

void tst_LookupExport::theAccountAnAnswerIsAbout()
{
    LookupResult r = exampleResult();
    QCOMPARE(lookup::answerAccount(r), OptInt()); // no task or alert names one
    r.trails[0].tasks[0].accountId = 42;
    r.alarms[0].accountId = 42;
    QCOMPARE(lookup::answerAccount(r), OptInt(42));
    r.trails[0].tasks[1].accountId = 43; // two accounts: the answer is about neither alone
    QCOMPARE(lookup::answerAccount(r), OptInt());
    LookupResult account;
    account.query.kind = LookupKind::AccountId;
    account.query.number = 7;
    QCOMPARE(lookup::answerAccount(account), OptInt(7));
}

QTEST_GUILESS_MAIN(tst_LookupExport)
#include "tst_lookupexport.moc"

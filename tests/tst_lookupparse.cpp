#include "core/lookup/lookupexport.h"
#include "core/lookup/verdict.h"
#include "db/lookup/ackattribution.h"
#include "db/lookup/lookupquery.h"
#include "tests/support/lookupexample.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup without a database: what an input is, the verdict and alarm rules and the
// summary (the timeline and the exports: tst_lookupexport).
class tst_LookupParse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detectsKindFromForm_data();
    void detectsKindFromForm();
    void rejectsMalformedInput_data();
    void rejectsMalformedInput();
    void explicitKinds();
    void durations();
    void trailVerdicts();
    void verdictPrecedence();
    void alarmVerdicts();
    void journalTellsAnOperatorsAck();
    void summaryOfTheIssueExample();
    void summaryOfManyAndOfNothing();
};

namespace {

Verdict judge(const Trail &t, QString *text = nullptr, bool *stuck = nullptr)
{
    const lookup::TrailJudgement j = lookup::judgeTrail(t, Now, QTimeZone::utc());
    if (text)
        *text = j.text;
    if (stuck)
        *stuck = j.stuck;
    return j.verdict;
}

} // namespace

void tst_LookupParse::detectsKindFromForm_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QList<LookupKind>>("kinds");
    QTest::addColumn<qint64>("number");
    QTest::addColumn<QString>("text");
    const QList<LookupKind> numberKinds { LookupKind::MessageId, LookupKind::TaskId,
                                          LookupKind::AccountId, LookupKind::MonitorId,
                                          LookupKind::ContactId, LookupKind::JobIdOrKey };
    QTest::newRow("bare number: ambiguous")
        << u"  90042 "_s << numberKinds << qint64(90042) << u"90042"_s;
    QTest::newRow("zero") << u"0"_s << numberKinds << qint64(0) << u"0"_s;
    // Leading zeros make a number of any length (found by fuzz_lookupinput): as text it is
    // searched only where it fits.
    const QList<LookupKind> idKinds { LookupKind::MessageId, LookupKind::TaskId,
                                      LookupKind::AccountId, LookupKind::MonitorId,
                                      LookupKind::ContactId };
    QTest::newRow("127 zeros: a key, not a job id")
        << QString(127, u'0') << (idKinds + QList { LookupKind::IdempotencyKey }) << qint64(0)
        << QString(127, u'0');
    QTest::newRow("300 zeros: no text")
        << QString(300, u'0') << idKinds << qint64(0) << QString(300, u'0');
    QTest::newRow("prefix colon") << u"task:12"_s << QList { LookupKind::TaskId } << qint64(12)
                                  << QString();
    QTest::newRow("prefix equals")
        << u"msg = 5"_s << QList { LookupKind::MessageId } << qint64(5) << QString();
    QTest::newRow("prefix space") << u"Account 77"_s << QList { LookupKind::AccountId }
                                  << qint64(77) << QString();
    QTest::newRow("contact") << u"contact:9"_s << QList { LookupKind::ContactId } << qint64(9)
                             << QString();
    QTest::newRow("monitor") << u"monitor:3"_s << QList { LookupKind::MonitorId } << qint64(3)
                             << QString();
    QTest::newRow("job prefix") << u"job:job-1"_s << QList { LookupKind::JobId } << qint64(0)
                                << u"job-1"_s;
    QTest::newRow("key prefix keeps colons")
        << u"key:notification:5:6"_s << QList { LookupKind::IdempotencyKey } << qint64(0)
        << u"notification:5:6"_s;
    QTest::newRow("space prefix that does not fit is text")
        << u"task force"_s << QList { LookupKind::JobIdOrKey } << qint64(0) << u"task force"_s;
    QTest::newRow("text") << u"job-1"_s << QList { LookupKind::JobIdOrKey } << qint64(0)
                          << u"job-1"_s;
    QTest::newRow("colon text") << u"notification:5:6"_s << QList { LookupKind::JobIdOrKey }
                                << qint64(0) << u"notification:5:6"_s;
    QTest::newRow("negative is text")
        << u"-5"_s << QList { LookupKind::JobIdOrKey } << qint64(0) << u"-5"_s;
    QTest::newRow("SQL is just text")
        << u"x' OR 1=1 --"_s << QList { LookupKind::JobIdOrKey } << qint64(0) << u"x' OR 1=1 --"_s;
    QTest::newRow("too long for a job id: a key")
        << QString(100, u'k') << QList { LookupKind::IdempotencyKey } << qint64(0)
        << QString(100, u'k');
    QTest::newRow("uuid: kept as typed, a key may be one")
        << u"{0E2B7A4C-1D2E-4F00-8A9B-0123456789AB}"_s
        << QList { LookupKind::AlertOrSubscription, LookupKind::JobIdOrKey } << qint64(0)
        << u"{0E2B7A4C-1D2E-4F00-8A9B-0123456789AB}"_s;
    QTest::newRow("urn uuid") << u"urn:uuid:0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s
                              << QList { LookupKind::AlertOrSubscription, LookupKind::JobIdOrKey }
                              << qint64(0) << u"0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s;
    QTest::newRow("alert prefix") << u"alert:0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s
                                  << QList { LookupKind::AlertId } << qint64(0)
                                  << u"0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s;
    QTest::newRow("sub prefix") << u"sub 0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s
                                << QList { LookupKind::SubscriptionId } << qint64(0)
                                << u"0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s;
    QTest::newRow("hex without hyphens is text")
        << u"0e2b7a4c1d2e4f008a9b0123456789ab"_s << QList { LookupKind::JobIdOrKey } << qint64(0)
        << u"0e2b7a4c1d2e4f008a9b0123456789ab"_s;
    QTest::newRow("non-ASCII text")
        << u"ключ-✓"_s << QList { LookupKind::JobIdOrKey } << qint64(0) << u"ключ-✓"_s;
    // What a customer gives: searched as text first, a job id or key second.
    const QList<LookupKind> textKinds { LookupKind::Text, LookupKind::JobIdOrKey };
    QTest::newRow("email address")
        << u" Jane.Doe@example.com "_s << textKinds << qint64(0) << u"Jane.Doe@example.com"_s;
    QTest::newRow("phone, parentheses")
        << u"(555) 123-4567"_s << textKinds << qint64(0) << u"(555) 123-4567"_s;
    QTest::newRow("phone, international")
        << u"+44 20 7946 0958"_s << textKinds << qint64(0) << u"+44 20 7946 0958"_s;
    QTest::newRow("phone, bare digits with +")
        << u"+15551234567"_s << textKinds << qint64(0) << u"+15551234567"_s;
    QTest::newRow("text prefix") << u"text: front door"_s << QList { LookupKind::Text } << qint64(0)
                                 << u"front door"_s;
    QTest::newRow("short digits with a dash are text")
        << u"12-34"_s << QList { LookupKind::JobIdOrKey } << qint64(0) << u"12-34"_s;
}

void tst_LookupParse::detectsKindFromForm()
{
    QFETCH(QString, input);
    QFETCH(QList<LookupKind>, kinds);
    QFETCH(qint64, number);
    QFETCH(QString, text);
    const lookup::ParsedInput p = lookup::parseInput(input);
    QVERIFY2(p.ok(), qPrintable(p.error));
    QCOMPARE(p.candidates, kinds);
    QCOMPARE(p.ambiguous(), kinds.size() > 1);
    QCOMPARE(p.number, number);
    if (!text.isNull())
        QCOMPARE(p.text, text);
    const LookupQuery q = p.query();
    QCOMPARE(q.kind, kinds.first());
}

void tst_LookupParse::rejectsMalformedInput_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << u"   "_s << u"enter a message"_s;
    QTest::newRow("too large") << u"99999999999999999999"_s << u"too large"_s;
    QTest::newRow("prefix, not a number")
        << u"task:12; DROP TABLE tasks"_s << u"a task id is a whole number"_s;
    QTest::newRow("prefix, empty") << u"job:"_s << u"an empty job id"_s;
    QTest::newRow("bad uuid") << u"alert:not-a-uuid"_s << u"UUID"_s;
    QTest::newRow("control characters") << u"job\u001b[2J"_s << u"control characters"_s;
    QTest::newRow("NUL") << QString(u"evt" + QString(QChar(0)) + u"x") << u"control characters"_s;
    QTest::newRow("longer than any column") << QString(300, u'x') << u"at most 255 characters"_s;
    QTest::newRow("a megabyte") << QString(1024 * 1024, u'1')
                                << u"no identifier is longer than 255"_s;
    QTest::newRow("job id too long") << u"job:"_s + QString(65, u'j') << u"at most 64 characters"_s;
}

void tst_LookupParse::rejectsMalformedInput()
{
    QFETCH(QString, input);
    QFETCH(QString, says);
    // A megabyte is refused by its length before anything reads it: the error names the length
    // rule, which is tried first (no time is measured: the machine's speed is no premise).
    const lookup::ParsedInput p = lookup::parseInput(input);
    QVERIFY(!p.ok());
    QVERIFY(p.candidates.isEmpty());
    QVERIFY2(p.error.contains(says), qPrintable(p.error));
    QVERIFY(p.error.size() < 200); // never echoes a megabyte back
    QVERIFY(!p.error.contains(QChar(0x1b)));
}

void tst_LookupParse::explicitKinds()
{
    QCOMPARE(lookup::parseAs(LookupKind::MessageId, u" 42 "_s).number, 42);
    QVERIFY(!lookup::parseAs(LookupKind::MessageId, u"1; DROP TABLE tasks"_s).ok());
    QVERIFY(!lookup::parseAs(LookupKind::AccountId, u"-1"_s).ok());
    QVERIFY(!lookup::parseAs(LookupKind::TaskId, u"1e5"_s).ok());
    QCOMPARE(lookup::parseAs(LookupKind::JobId, u"x' OR '1'='1"_s).text, u"x' OR '1'='1"_s);
    QVERIFY(!lookup::parseAs(LookupKind::JobId, QString(65, u'j')).ok());
    QVERIFY(lookup::parseAs(LookupKind::IdempotencyKey, QString(255, u'k')).ok());
    QVERIFY(!lookup::parseAs(LookupKind::IdempotencyKey, QString(256, u'k')).ok());
    QVERIFY(!lookup::parseAs(LookupKind::AlertId, u"0e2b7a4c"_s).ok());
    QCOMPARE(
        lookup::parseAs(LookupKind::SubscriptionId, u"0E2B7A4C-1D2E-4F00-8A9B-0123456789AB"_s).text,
        u"0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s);
    QVERIFY(lookup::parseAs(LookupKind::SubscriptionId, u"x"_s).error.contains(u"subscription"_s));
    LookupQuery q = lookup::parseAs(LookupKind::ContactId, u"9"_s).query();
    QVERIFY(q.isAccountWide());
    QCOMPARE(q.display(), u"contact 9"_s);
    // An account-wide search lists its first page of trails; an exact identifier all it names.
    QCOMPARE(q.maxTrails, LookupQuery::AccountWideTrails);
    QCOMPARE(lookup::parseInput(u"42"_s).query(LookupKind::AccountId).maxTrails,
             LookupQuery::AccountWideTrails);
    QCOMPARE(lookup::parseInput(u"42"_s).query(LookupKind::MessageId).maxTrails,
             LookupQuery::MaxTrails);
    q = lookup::parseAs(LookupKind::JobId, u"j-1"_s).query();
    QVERIFY(!q.isAccountWide() && !q.isNumeric() && !q.isAlarmKind());
    QCOMPARE(q.display(), u"job id \"j-1\""_s);
}

void tst_LookupParse::durations()
{
    QCOMPARE(lookup::parseDuration(u"30m"_s), qint64(1800));
    QCOMPARE(lookup::parseDuration(u"24h"_s), qint64(86400));
    QCOMPARE(lookup::parseDuration(u"7d"_s), qint64(7 * 86400));
    QCOMPARE(lookup::parseDuration(u"2w"_s), qint64(14 * 86400));
    QCOMPARE(lookup::parseDuration(u"90s"_s), qint64(90));
    QCOMPARE(lookup::parseDuration(u"1d 12H"_s), qint64(36 * 3600));
    for (const QString &bad :
         { u""_s, u"0m"_s, u"7"_s, u"7x"_s, u"-5m"_s, u"999999999w"_s, u"d7"_s, u"7d;"_s }) {
        QString why;
        QVERIFY2(!lookup::parseDuration(bad, &why), qPrintable(bad));
        QVERIFY(!why.isEmpty());
    }
    // Thousands of parts (a pasted log line, a deep link's ?since=) are refused as too long,
    // never summed past the end of qint64: signed overflow, caught by the UBSan build.
    QString why;
    QVERIFY(!lookup::parseDuration(u"999999999w "_s.repeated(20000), &why));
    QCOMPARE(why, u"a duration is at most ten years"_s);
}

void tst_LookupParse::trailVerdicts()
{
    QString text;
    bool stuck = false;
    Trail t;
    t.tasks = { task(1, u"succeeded"_s) };
    t.tasks[0].channels = { u"email"_s, u"sms"_s };
    t.deliveries
        = { attempt(1, 1, u"retryable"_s, at(12, 0)), attempt(2, 1, u"delivered"_s, at(12, 3)) };
    QCOMPARE(judge(t, &text), Verdict::Delivered);
    QCOMPARE(text, u"delivered by email and sms at 12:03"_s);

    // Delivered long ago, beyond the listed attempts: the audit's facts still say so.
    Trail old;
    old.tasks = { task(1, u"succeeded"_s) };
    old.firstDeliveredAt = at(9, 15) - 86400 * Us;
    QCOMPARE(judge(old, &text), Verdict::Delivered);
    QCOMPARE(text, u"delivered at 2024-04-30 09:15"_s);

    Trail partial;
    partial.tasks = { task(1, u"succeeded"_s) };
    partial.tasks[0].channels = { u"email"_s, u"sms"_s };
    partial.deliveries = { attempt(1, 1, u"partial"_s, at(12, 5)) };
    partial.deliveries[0].error = u"sms: 400 {\"code\":21211}"_s;
    QCOMPARE(judge(partial, &text), Verdict::PartiallyDelivered);
    QCOMPARE(text, u"partially delivered by email at 12:05; sms failed"_s);

    Trail queued;
    queued.tasks = { task(3, u"queued"_s) };
    queued.tasks[0].attempts = 2;
    queued.tasks[0].maxAttempts = 5;
    queued.tasks[0].notBefore = at(12, 40);
    QCOMPARE(judge(queued, &text, &stuck), Verdict::InProgress);
    QCOMPARE(text, u"in progress: task 3 queued, 2 of 5 attempts so far, next try at 12:40"_s);
    QVERIFY(!stuck);

    Trail leased;
    leased.tasks = { task(4, u"leased"_s) };
    leased.tasks[0].leaseOwner = u"w1"_s;
    leased.tasks[0].leaseExpiresAt = Now - 14 * 60 * Us;
    QCOMPARE(judge(leased, &text, &stuck), Verdict::InProgress);
    QVERIFY(stuck);
    QCOMPARE(
        text,
        u"stuck: lease expired 14 min ago (task 4, worker w1); stuck until reaped or released"_s);
    leased.tasks[0].leaseExpiresAt = Now + 60 * Us;
    QCOMPARE(judge(leased, &text, &stuck), Verdict::InProgress);
    QVERIFY(!stuck);
    QCOMPARE(text, u"in progress: task 4 leased, worker w1 until 12:31"_s);

    Trail retry;
    retry.tasks = { task(5, u"failed_retry"_s) };
    QCOMPARE(judge(retry, &text), Verdict::InProgress);
    QVERIFY(text.contains(u"retry"_s));

    // Due now and never attempted: how long it has waited, since it was enqueued.
    Trail backlog;
    backlog.tasks = { task(10, u"queued"_s) };
    backlog.tasks[0].attempts = 0;
    backlog.tasks[0].createdAt = Now - 2 * 3600 * Us;
    QCOMPARE(judge(backlog, &text), Verdict::InProgress);
    QCOMPARE(text, u"in progress: task 10 queued for 2 h, never attempted"_s);
    backlog.tasks[0].readyAhead = 1;
    QCOMPARE(judge(backlog, &text), Verdict::InProgress);
    QCOMPARE(text, u"in progress: task 10 queued for 2 h behind 1 ready task, never attempted"_s);
    backlog.tasks[0].readyAhead = 10001; // past the count's cap
    QCOMPARE(judge(backlog, &text), Verdict::InProgress);
    QCOMPARE(
        text,
        u"in progress: task 10 queued for 2 h behind more than 10,000 ready tasks, never attempted"_s);

    // Gave up without one attempt in the audit: its own last_error says why.
    Trail neverTried;
    neverTried.tasks = { task(11, u"dead"_s) };
    neverTried.tasks[0].attempts = 0;
    neverTried.tasks[0].lastError = u"smtp: connection refused\nat dial"_s;
    QCOMPARE(judge(neverTried, &text), Verdict::Failed);
    QCOMPARE(text,
             u"failed: task 11 is dead, never attempted (last: “smtp: connection refused”)"_s);
    neverTried.tasks[0].attempts = 3;
    QCOMPARE(judge(neverTried, &text), Verdict::Failed);
    QCOMPARE(
        text,
        u"failed: task 11 is dead after 3 attempts, none recorded in the audit (last: “smtp: connection refused”)"_s);

    Trail dead;
    dead.tasks = { task(6, u"dead"_s), task(7, u"failed_perm"_s) };
    dead.tasks[1].attempts = 5;
    dead.deliveries = { attempt(1, 7, u"permanent"_s, at(12, 0)) };
    dead.deliveries[0].error = u"550 mailbox\nunavailable"_s;
    QCOMPARE(judge(dead, &text), Verdict::Failed);
    QCOMPARE(text, u"failed: task 7 is failed_perm after 5 attempts (last: “550 mailbox”)"_s);

    Trail purged; // no task rows: the audit alone
    purged.deliveries
        = { attempt(1, 8, u"retryable"_s, at(11, 0)), attempt(2, 8, u"permanent"_s, at(11, 5)) };
    purged.attemptsTotal = 2;
    QCOMPARE(judge(purged, &text), Verdict::Failed);
    QVERIFY(text.startsWith(u"failed: all 2 attempts failed, task purged"_s));

    Trail purgedDelivered;
    purgedDelivered.deliveries = { attempt(1, 8, u"delivered"_s, at(11, 0)) };
    QCOMPARE(judge(purgedDelivered), Verdict::Delivered);

    Trail succeededNoAudit;
    succeededNoAudit.tasks = { task(9, u"succeeded"_s) };
    QCOMPARE(judge(succeededNoAudit, &text), Verdict::Unknown);
    QVERIFY(text.contains(u"succeeded but no delivered attempt"_s));

    Trail nulls; // a task with NULL everywhere, an attempt with no status
    nulls.tasks = { TrailTask {} };
    nulls.deliveries = { TrailDelivery {} };
    QCOMPARE(judge(nulls), Verdict::Unknown);
    QCOMPARE(judge(Trail {}), Verdict::Unknown);
}

void tst_LookupParse::verdictPrecedence()
{
    Trail t;
    t.tasks = { task(1, u"queued"_s), task(2, u"dead"_s) };
    t.deliveries = { attempt(1, 2, u"partial"_s, at(12, 0)) };
    QCOMPARE(judge(t), Verdict::PartiallyDelivered); // partial beats an active task
    t.deliveries.append(attempt(2, 1, u"delivered"_s, at(12, 1)));
    QCOMPARE(judge(t), Verdict::Delivered); // delivered beats everything
    Trail active;
    active.tasks = { task(1, u"leased"_s), task(2, u"dead"_s) };
    active.deliveries = { attempt(1, 2, u"permanent"_s, at(12, 0)) };
    QCOMPARE(judge(active), Verdict::InProgress); // an active task beats failed attempts
    Trail anyPartial; // the audit's facts count as much as the listed attempts
    anyPartial.anyPartial = true;
    anyPartial.tasks = { task(1, u"queued"_s) };
    QCOMPARE(judge(anyPartial), Verdict::PartiallyDelivered);
}

void tst_LookupParse::alarmVerdicts()
{
    AlarmStanding a;
    a.alertName = u"Garage"_s;
    DeviceStanding d;
    d.subscriptionId = u"0e2b7a4c-1d2e-4f00-8a9b-0123456789ab"_s;
    d.enabled = true;
    a.subscriptions = { d };
    lookup::judgeAlarm(a);
    QCOMPARE(a.verdict, AlarmVerdict::NoTrigger);
    QCOMPARE(a.subscriptions[0].status, DeviceStatus::NoTrigger);
    QCOMPARE(lookup::deviceName(a.subscriptions[0]), u"device 0e2b7a4c"_s);

    a.latestEventId = u"e1"_s;
    lookup::judgeAlarm(a);
    QCOMPARE(a.subscriptions[0].status, DeviceStatus::NotNotified); // subscribed after the trigger
    QCOMPARE(a.verdict, AlarmVerdict::AllAcked);
    QCOMPARE(a.verdictText, u"every enabled device acked"_s);

    DeviceStanding owes = d;
    owes.hasLedgerRow = true;
    owes.pending = true;
    DeviceStanding acked = d;
    acked.hasLedgerRow = true;
    acked.ackedAt = 1'800'000'000'000'000LL;
    acked.ackedBy = AckedBy::Device;
    DeviceStanding disabledOwing = owes; // a disabled device's debt does not count
    disabledOwing.enabled = false;
    a.subscriptions = { owes, owes, acked, disabledOwing };
    lookup::judgeAlarm(a);
    QCOMPARE(a.verdict, AlarmVerdict::Owed);
    QCOMPARE(a.owing, 2);
    QCOMPARE(a.verdictText, u"2 devices still owe"_s);
    QCOMPARE(a.subscriptions[2].status, DeviceStatus::Acked);
    QCOMPARE(a.subscriptions[3].status, DeviceStatus::Disabled);

    a.subscriptions = { disabledOwing };
    lookup::judgeAlarm(a);
    QCOMPARE(a.verdict, AlarmVerdict::NoEnabledDevices);
    a.subscriptions = { acked };
    lookup::judgeAlarm(a);
    QCOMPARE(a.verdict, AlarmVerdict::AllAcked);

    // An operator's ack is not the device's; an ack nobody can attribute is not either.
    DeviceStanding cleared = acked;
    cleared.ackedBy = AckedBy::Operator;
    cleared.ackOperatorId = 7;
    DeviceStanding unknown = acked;
    unknown.ackedBy = AckedBy::Unknown;
    a.subscriptions = { acked, unknown };
    lookup::judgeAlarm(a);
    QCOMPARE(a.subscriptions[1].status, DeviceStatus::AckedUnattributed);
    QCOMPARE(a.verdict, AlarmVerdict::AckUnattributed);
    QCOMPARE(a.verdictText,
             u"acked; the ledger does not say whether by the devices or an operator"_s);
    a.subscriptions = { acked, unknown, cleared };
    lookup::judgeAlarm(a);
    QCOMPARE(a.subscriptions[2].status, DeviceStatus::AckedByOperator);
    QCOMPARE(a.verdict, AlarmVerdict::ClearedByOperator);
    QCOMPARE(a.verdictText, u"cleared by operator 7, not acked by the device"_s);
    QCOMPARE(lookup::alarmVerdictName(a.verdict), u"cleared_by_operator"_s);
    a.subscriptions = { owes, cleared };
    lookup::judgeAlarm(a);
    QCOMPARE(a.verdict, AlarmVerdict::Owed); // what is still owed comes first
}

// The journal's fallback: an ack this console journaled, of the alert, at the ack time
// nearest its own within the slack, marks the devices acked at that time, and no others.
void tst_LookupParse::journalTellsAnOperatorsAck()
{
    const qint64 t = 1'800'000'000'000'000LL;
    LookupResult r;
    r.query.kind = LookupKind::AlertId;
    r.serverNowUs = t + 3'600'000'000LL;
    AlarmStanding a;
    a.alertId = u"00000000-0000-0000-0000-0000000000a1"_s;
    a.alertName = u"Front door"_s;
    a.latestEventId = u"e1"_s;
    const QList<std::pair<QString, qint64>> devices = { { u"Pixel 8"_s, t },
                                                        { u"iPad"_s, t },
                                                        { u"Watch"_s, t - 50'000'000 },
                                                        { u"Laptop"_s, t + 600'000'000 } };
    for (const auto &[label, at] : devices) {
        DeviceStanding d;
        d.subscriptionId = label;
        d.deviceLabel = label;
        d.enabled = true;
        d.hasLedgerRow = true;
        d.ackedAt = at;
        a.subscriptions.append(d);
    }
    r.alarms = { a };
    lookup::finish(r, QTimeZone::utc());
    QVERIFY(lookup::hasUnattributedAck(r));
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::AckUnattributed);

    const lookup::JournalAction ack { t + 2'000'000,           7,         u"ack_alarm_deliveries"_s,
                                      u"alarm:"_s + a.alertId, u"done"_s, u"customer called"_s };
    lookup::JournalAction otherAlert = ack;
    otherAlert.target = u"alarm:00000000-0000-0000-0000-0000000000a2"_s;
    lookup::JournalAction refused = ack;
    refused.outcome = u"refused"_s;
    lookup::JournalAction replay = ack;
    replay.action = u"replay"_s;
    QVERIFY(!lookup::attributeJournalAcks(r, { otherAlert, refused, replay }, QTimeZone::utc()));
    QVERIFY(lookup::attributeJournalAcks(r, { ack }, QTimeZone::utc()));
    const QList<DeviceStanding> &s = r.alarms[0].subscriptions;
    QCOMPARE(s[0].status, DeviceStatus::AckedByOperator);
    QCOMPARE(s[1].status, DeviceStatus::AckedByOperator); // acked in the same action
    QCOMPARE(s[2].status, DeviceStatus::AckedUnattributed); // within the slack, but not the nearest
    QCOMPARE(s[3].status, DeviceStatus::AckedUnattributed); // ten minutes later
    QCOMPARE(s[0].ackOperatorId, 7);
    QVERIFY(s[0].ackFromJournal);
    QCOMPARE(r.alarms[0].verdict, AlarmVerdict::ClearedByOperator);
    QCOMPARE(
        lookup::ackText(s[0], r.serverNowUs, QTimeZone::utc()),
        u"acked by operator 7 via PoolScope at 08:00, reason: “customer called” (this console's journal)"_s);
    QVERIFY2(r.summary.contains(
                 u"Pixel 8 did not ack the Front door alarm: acked by operator 7 via PoolScope"_s),
             qPrintable(r.summary));
    // An ack the audit already attributed is not the journal's to change.
    r.alarms[0].subscriptions[3].ackedBy = AckedBy::Device;
    lookup::JournalAction late = ack;
    late.atUs = t + 600'000'000;
    QVERIFY(!lookup::attributeJournalAcks(r, { late }, QTimeZone::utc()));
}

void tst_LookupParse::summaryOfTheIssueExample()
{
    const LookupResult r = exampleResult();
    QCOMPARE(r.trails[0].verdict, Verdict::Delivered);
    QCOMPARE(r.summary,
             u"Delivered by email at 12:03 after a replay by operator 7;"
             " Pixel 8 still owes the 11:20 Front door alarm (offline for 3 days)"_s);
    QVERIFY(r.found());
    // In another zone the times move with it.
    QVERIFY(lookup::summarize(r, QTimeZone(2 * 3600)).startsWith(u"Delivered by email at 14:03"_s));
    // Without a replay: the attempts it took, counting up to the first delivered one.
    LookupResult retried = r;
    retried.trails[0].replays.clear();
    retried.trails[0].deliveries.append(attempt(3, 12, u"retryable"_s, at(12, 10)));
    retried.alarms.clear();
    QCOMPARE(lookup::summarize(retried, QTimeZone::utc()),
             u"Delivered by email at 12:03 after 2 attempts"_s);
}

void tst_LookupParse::summaryOfManyAndOfNothing()
{
    LookupResult r;
    r.query.kind = LookupKind::AccountId;
    r.query.number = 7;
    r.serverNowUs = Now;
    lookup::finish(r, QTimeZone::utc());
    QVERIFY(!r.found());
    QCOMPARE(r.summary, u"Nothing found for account 7 in the last 7 days"_s);

    Trail delivered;
    delivered.messageId = 500;
    delivered.deliveries = { attempt(1, 1, u"delivered"_s, at(12, 0)) };
    Trail stuck;
    stuck.messageId = 501;
    stuck.tasks = { task(2, u"leased"_s) };
    stuck.tasks[0].leaseExpiresAt = Now - 3600 * Us;
    Trail failed;
    failed.messageId = 502;
    failed.tasks = { task(3, u"dead"_s) };
    r.trails = { delivered, delivered, stuck, failed };
    r.moreTrails = true;
    lookup::finish(r, QTimeZone::utc());
    // The stuck one is counted beside the in-progress count it belongs to, by the rows' rule.
    QCOMPARE(r.summary, u"4+ messages: 2 delivered, 1 in progress (1 stuck), 1 failed"_s);
    for (const Trail &t : r.trails)
        QCOMPARE(t.stuck, t.verdict == Verdict::InProgress);

    // A check's lineage carries no message id: it is a task, not one of the messages.
    Trail check;
    check.tasks = { task(4, u"succeeded"_s) };
    check.tasks[0].kind = u"check"_s;
    r.trails = { delivered, failed, check };
    r.moreTrails = false;
    lookup::finish(r, QTimeZone::utc());
    QCOMPARE(r.summary,
             u"2 messages and 1 task without a message id: 1 delivered, 1 failed, 1 unknown"_s);
    r.trails = { check, check };
    lookup::finish(r, QTimeZone::utc());
    QCOMPARE(r.summary, u"2 tasks without a message id: 2 unknown"_s);

    // Context alarms go when nothing was found by a search that does not name alerts.
    LookupResult m;
    m.query.kind = LookupKind::MonitorId;
    m.alarms = exampleResult().alarms;
    lookup::finish(m, QTimeZone::utc());
    QVERIFY(!m.found());
    QVERIFY(m.alarms.isEmpty());
}

QTEST_GUILESS_MAIN(tst_LookupParse)
#include "tst_lookupparse.moc"

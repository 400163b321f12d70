#include "tools/poolsim/deliverysim.h"
#include "tools/poolsim/taskresult.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace poolsim;

// What an attempt does to its task (docs/simulator.md, "Task lifecycle"), and what the
// simulated providers answer.
class tst_PoolsimTaskResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void outcomeDecidesTheState_data();
    void outcomeDecidesTheState();
    void backoffDoublesAndHonoursRetryAfter();
    void notificationsAreAudited();
    void outageMakesEveryNotificationRetryable();
    void partialNeedsTwoChannels();
};

namespace {

taskstore::LeasedTask task(const QString &kind, qint64 attempts, qint64 maxAttempts)
{
    taskstore::LeasedTask t;
    t.id = 1;
    t.kind = kind;
    t.attempts = attempts;
    t.maxAttempts = maxAttempts;
    return t;
}

Attempt attemptOf(Outcome outcome)
{
    Attempt a;
    a.outcome = outcome;
    a.error = outcome == Outcome::Delivered ? QString() : u"sms: no"_s;
    return a;
}

} // namespace

void tst_PoolsimTaskResult::outcomeDecidesTheState_data()
{
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("attempts");
    QTest::addColumn<QString>("state");
    QTest::newRow("delivered") << int(Outcome::Delivered) << 1 << u"succeeded"_s;
    // Retrying a partial result would re-send to the channels that got it: it is terminal.
    QTest::newRow("partial") << int(Outcome::Partial) << 1 << u"succeeded"_s;
    QTest::newRow("permanent") << int(Outcome::Permanent) << 1 << u"failed_perm"_s;
    QTest::newRow("permanent on the last attempt")
        << int(Outcome::Permanent) << 4 << u"failed_perm"_s;
    QTest::newRow("retryable") << int(Outcome::Retryable) << 1 << u"failed_retry"_s;
    QTest::newRow("retryable, one left") << int(Outcome::Retryable) << 3 << u"failed_retry"_s;
    QTest::newRow("retryable on the last attempt") << int(Outcome::Retryable) << 4 << u"dead"_s;
}

void tst_PoolsimTaskResult::outcomeDecidesTheState()
{
    QFETCH(int, outcome);
    QFETCH(int, attempts);
    QFETCH(QString, state);
    Rng rng(1);
    const taskstore::TaskResult r
        = decideResult(task(u"notification"_s, attempts, 4),
                       attemptOf(static_cast<Outcome>(outcome)), RetryPolicy {}, rng);
    QCOMPARE(r.state, state);
    QCOMPARE(r.retryInSeconds > 0, state == "failed_retry"_L1);
    if (state == "dead"_L1)
        QVERIFY(r.lastError.startsWith(u"attempt 4 of 4 failed, giving up: sms: no"_s));
}

void tst_PoolsimTaskResult::backoffDoublesAndHonoursRetryAfter()
{
    RetryPolicy p;
    p.jitter = 0;
    Rng rng(1);
    QCOMPARE(p.backoffSeconds(1, std::nullopt, rng), 2.0);
    QCOMPARE(p.backoffSeconds(2, std::nullopt, rng), 4.0);
    QCOMPARE(p.backoffSeconds(3, std::nullopt, rng), 8.0);
    QCOMPARE(p.backoffSeconds(30, std::nullopt, rng), 600.0);
    QCOMPARE(p.backoffSeconds(1, 45.0, rng), 45.0);
    p.jitter = 0.25;
    for (int i = 0; i < 100; ++i) {
        const double d = p.backoffSeconds(2, std::nullopt, rng);
        QVERIFY(d >= 3.0 && d <= 5.0);
    }
}

void tst_PoolsimTaskResult::notificationsAreAudited()
{
    Rng rng(2);
    const auto n = decideResult(task(u"notification"_s, 1, 4), attemptOf(Outcome::Permanent),
                                RetryPolicy {}, rng);
    QVERIFY(n.audit);
    QCOMPARE(n.deliveryStatus, u"permanent"_s);
    QCOMPARE(n.deliveryError, u"sms: no"_s);
    const auto c
        = decideResult(task(u"check"_s, 1, 3), attemptOf(Outcome::Delivered), RetryPolicy {}, rng);
    QVERIFY(!c.audit);
}

void tst_PoolsimTaskResult::outageMakesEveryNotificationRetryable()
{
    Rng rng(3);
    const QByteArray payload = R"({"channels":["email","sms"]})";
    OutcomeMix allDelivered = *OutcomeMix::parse(u"delivered=1"_s, nullptr);
    for (int i = 0; i < 50; ++i) {
        const Attempt a = simulateAttempt(u"notification"_s, payload, allDelivered, true, rng);
        QCOMPARE(a.outcome, Outcome::Retryable);
        QVERIFY(a.error.contains(u"503"_s));
        QVERIFY(a.error.contains(u"sms:"_s));
    }
    // Checks do not go through the providers.
    QCOMPARE(simulateAttempt(u"check"_s, "{}", allDelivered, true, rng).outcome,
             Outcome::Delivered);
}

void tst_PoolsimTaskResult::partialNeedsTwoChannels()
{
    Rng rng(4);
    const OutcomeMix partial = *OutcomeMix::parse(u"partial=1"_s, nullptr);
    const Attempt two = simulateAttempt(u"notification"_s, R"({"channels":["email","push"]})",
                                        partial, false, rng);
    QCOMPARE(two.outcome, Outcome::Partial);
    QVERIFY(two.error.startsWith(u"push: "_s));
    QVERIFY(two.providerResponse.startsWith(u"email: 2"_s));
    const QJsonObject result = QJsonDocument::fromJson(two.resultJson).object();
    QCOMPARE(result.value(u"status"_s).toString(), u"partial"_s);
    const Attempt one
        = simulateAttempt(u"notification"_s, R"({"channels":["email"]})", partial, false, rng);
    QCOMPARE(one.outcome, Outcome::Delivered);
    QCOMPARE(notificationChannels("{}"), QStringList { u"email"_s });
}

QTEST_GUILESS_MAIN(tst_PoolsimTaskResult)
#include "tst_poolsim_taskresult.moc"

#include "core/lookup/lookupexport.h"
#include "db/lookup/lookupfunction.h"
#include "db/lookup/lookupquery.h"
#include "tests/support/lookupworld.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup's functions (db/schema/optional/console-lookup.sql): the committed file is what
// the code generates, and through them every kind of lookup answers exactly what the inline
// statements answer, trails and alarm section, on the world the lookup's other tests share.
class tst_LookupFunction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theFileIsWhatTheCodeGenerates();
    void answersAsTheStatementDoes_data();
    void answersAsTheStatementDoes();
    void aSchemaItWasNotMadeForKeepsTheStatement();
};

void tst_LookupFunction::theFileIsWhatTheCodeGenerates()
{
    const QString path = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR")
        + u"/db/schema/optional/console-lookup.sql"_s;
    QFile file(path);
    const QByteArray committed = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    const QByteArray generated = lookup::lookupFunctionsSql();
    if (committed != generated) {
        QFile out(QDir::current().absoluteFilePath(u"console-lookup.sql"_s));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(generated);
        QFAIL(qPrintable(
            u"%1 is not what db/lookup/ generates; the generated text is in %2 (copy it over)"_s
                .arg(path, out.fileName())));
    }
    for (const QString &name : { lookup::trailsFunctionName(), lookup::alarmsFunctionName() })
        QVERIFY(generated.contains(
            QByteArray("CREATE OR REPLACE FUNCTION " + name.toLatin1() + "(\n")));
}

void tst_LookupFunction::answersAsTheStatementDoes_data()
{
    QTest::addColumn<LookupQuery>("q");
    QTest::newRow("message") << query(LookupKind::MessageId, 500);
    QTest::newRow("message of a purged task") << query(LookupKind::MessageId, 506);
    QTest::newRow("unknown message") << query(LookupKind::MessageId, 999);
    QTest::newRow("task with a replay") << query(LookupKind::TaskId, 11);
    QTest::newRow("the replay") << query(LookupKind::TaskId, 12);
    QTest::newRow("purged task") << query(LookupKind::TaskId, 9001);
    QTest::newRow("task with NULL columns") << query(LookupKind::TaskId, 18);
    QTest::newRow("job id") << query(LookupKind::JobId, 0, u"job-11"_s);
    QTest::newRow("key") << query(LookupKind::IdempotencyKey, 0, u"evt-501"_s);
    QTest::newRow("job id or key") << query(LookupKind::JobIdOrKey, 0, u"evt-500-replay"_s);
    QTest::newRow("unknown key") << query(LookupKind::IdempotencyKey, 0, u"no such key'; --"_s);
    QTest::newRow("account") << query(LookupKind::AccountId, 7);
    LookupQuery month = query(LookupKind::AccountId, 7);
    month.sinceSeconds = 30 * 86400;
    QTest::newRow("account, 30 days") << month;
    LookupQuery oneTrail = month;
    oneTrail.maxTrails = 1;
    QTest::newRow("account, one trail") << oneTrail;
    LookupQuery range = query(LookupKind::AccountId, 7);
    const qint64 now = QDateTime::currentMSecsSinceEpoch() * 1000;
    range.from = now - qint64(3) * 3600 * 1000000;
    range.to = now - qint64(30) * 60 * 1000000;
    QTest::newRow("account, from and to") << range;
    LookupQuery fromOnly = query(LookupKind::MonitorId, 80);
    fromOnly.from = now - qint64(2) * 86400 * 1000000 - 3600 * qint64(1000000);
    QTest::newRow("monitor, from") << fromOnly;
    QTest::newRow("monitor") << query(LookupKind::MonitorId, 80);
    QTest::newRow("contact") << query(LookupKind::ContactId, 901);
    LookupQuery few = query(LookupKind::MessageId, 500);
    few.maxDeliveriesPerTrail = 1;
    few.maxTasksPerTrail = 1;
    QTest::newRow("message, one attempt and task per trail") << few;
    // The alarm section: alerts by their id, by a device's, by either; an account's alerts
    // with devices owing, and one without any alert.
    QTest::newRow("alert") << query(LookupKind::AlertId, 0, A1);
    QTest::newRow("subscription") << query(LookupKind::SubscriptionId, 0,
                                           u"00000000-0000-0000-0000-0000000000b4"_s);
    QTest::newRow("alert or subscription")
        << query(LookupKind::AlertOrSubscription, 0, u"00000000-0000-0000-0000-0000000000b6"_s);
    QTest::newRow("unknown alert")
        << query(LookupKind::AlertId, 0, u"00000000-0000-0000-0000-0000000000ff"_s);
    QTest::newRow("account 8") << query(LookupKind::AccountId, 8);
    QTest::newRow("account without alerts") << query(LookupKind::AccountId, 99);
    LookupQuery noAlarms = query(LookupKind::MessageId, 500);
    noAlarms.includeAccountAlarms = false;
    QTest::newRow("message, without its account's alarms") << noAlarms;
}

void tst_LookupFunction::answersAsTheStatementDoes()
{
    QFETCH(LookupQuery, q);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(QString::fromUtf8(World)));
    // iPad's ack of the Front door alert was an operator's, as the Ack action audits it.
    QVERIFY(db->exec(
        u"INSERT INTO poolscope_audit (at, action_id, operator_id, action, target, outcome, reason)"
        " SELECT acked_at, gen_random_uuid(), 7, 'ack_alarm_deliveries', 'alarm:' || alert_id, "
        "'done',"
        " 'customer called' FROM alarm.alarm_deliveries"
        " WHERE subscription_id = '00000000-0000-0000-0000-0000000000b2'"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    LookupSchema inlineSchema = schemaFor(true);
    LookupSchema functionSchema = inlineSchema;
    functionSchema.trailsFunction = true;
    functionSchema.alarmsFunction = true;
    QVERIFY(lookup::usesTrailsFunction(functionSchema));
    QVERIFY(lookup::usesAlarmsFunction(functionSchema));
    const QList<SqlStatement> called = lookup::statements(q, functionSchema);
    const QList<SqlStatement> sent = lookup::statements(q, inlineSchema);
    QCOMPARE(called.size(), sent.size());
    if (!q.isAlarmKind())
        QVERIFY(called.at(1).sql.startsWith(
            QByteArray("SELECT * FROM \"" + lookup::trailsFunctionName().toLatin1() + "\"(")));
    const bool hasAlarms = q.isAlarmKind() || q.includeAccountAlarms;
    // With poolscope_audit readable the call is wrapped to join each ack's audit row.
    QCOMPARE(called.last().sql.startsWith(QByteArray("SELECT f.c01, ")), hasAlarms);
    QCOMPARE(called.last().sql.contains(
                 QByteArray(" FROM \"" + lookup::alarmsFunctionName().toLatin1() + "\"(")),
             hasAlarms);
    for (const SqlStatement &st : sent)
        QVERIFY(!st.sql.contains("poolscope_lookup_"));

    auto answer = [&](const LookupSchema &s) {
        const auto r = runner.value<LookupResult>(lookup::lookupJob(q, s));
        if (!r)
            return QJsonObject();
        QJsonObject o = lookup::toJson(*r);
        o.remove(u"server_time"_s); // the two run a moment apart
        return o;
    };
    // Twice through the function: the second call runs the plan the first one kept.
    const QJsonObject expected = answer(inlineSchema);
    QVERIFY(!expected.isEmpty());
    QVERIFY2(expected.value(u"error"_s).isNull(), QJsonDocument(expected).toJson().constData());
    if (qstrcmp(QTest::currentDataTag(), "alert") == 0)
        QVERIFY(QJsonDocument(expected).toJson().contains("\"status\": \"acked_by_operator\""));
    for (int call = 0; call < 2; ++call) {
        const QJsonObject got = answer(functionSchema);
        if (got != expected) {
            qWarning().noquote() << "inline:" << QJsonDocument(expected).toJson();
            qWarning().noquote() << "function:" << QJsonDocument(got).toJson();
        }
        QCOMPARE(got, expected);
    }
}

// Without the message index (a DBA dropped it) the functions' plans would scan tasks for a
// message's tasks; with task_replays or the alarm tables unreadable they would fail. The
// lookup sends its statements.
void tst_LookupFunction::aSchemaItWasNotMadeForKeepsTheStatement()
{
    LookupSchema s = schemaFor(true);
    s.trailsFunction = true;
    s.alarmsFunction = true;
    QVERIFY(lookup::usesTrailsFunction(s));
    QVERIFY(lookup::usesAlarmsFunction(s));
    LookupSchema noMessageIndex = s;
    noMessageIndex.tasksMessageIdIndex = false;
    LookupSchema noContactIndex = s;
    noContactIndex.tasksContactIdIndex = false;
    LookupSchema noReplays = s;
    noReplays.replaysReadable = false;
    for (const LookupSchema &other : { noMessageIndex, noContactIndex, noReplays }) {
        QVERIFY(!lookup::usesTrailsFunction(other));
        QVERIFY(!lookup::statements(query(LookupKind::MessageId, 500), other)
                     .at(1)
                     .sql.contains("poolscope_lookup_trails"));
    }
    for (const LookupSchema &other : { noMessageIndex, noContactIndex }) {
        QVERIFY(!lookup::usesAlarmsFunction(other));
        QVERIFY(!lookup::statements(query(LookupKind::AccountId, 7), other)
                     .last()
                     .sql.contains("poolscope_lookup_alarms"));
    }
    LookupSchema noAlarms = s;
    noAlarms.alarmsReadable = false;
    QVERIFY(!lookup::usesAlarmsFunction(noAlarms));
    QVERIFY(lookup::usesTrailsFunction(noAlarms));
    QCOMPARE(lookup::statements(query(LookupKind::AccountId, 7), noAlarms).size(),
             2); // clock, trails
}

QTEST_GUILESS_MAIN(tst_LookupFunction)
#include "tst_lookupfunction.moc"

#include "poolscope_version.h"
#include "tests/support/testdatabase.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

// The schema contract: db/schema/NNN_*.sql applied in order by psql (./scripts/test builds the
// template that way) must give exactly what the upstream services create.
class tst_Schema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void columns_data();
    void columns();
    void indexes_data();
    void indexes();
    void alarmMigrationIsVerbatim();
    void alarmMigrationIsIdempotent();
    void deletesCascadeToTheLedger();
    void feedCursorDefaults();
    void nothingMore();

private:
    static QString sourceFile(const QString &relative);
};

QString tst_Schema::sourceFile(const QString &relative)
{
    const QString fromEnv = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    return (fromEnv.isEmpty() ? QStringLiteral(POOLSCOPE_SOURCE_DIR) : fromEnv) + u'/' + relative;
}

// One column: name, format_type, nullable, default (null QString: none).
using ColumnSpec = QStringList;

void tst_Schema::columns_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QList<QStringList>>("expected");
    const QString n; // no default
    const QString bigserial = u"nextval('%1_id_seq'::regclass)"_s;
    auto gorm = [&](const QString &table, const QList<std::pair<QString, QString>> &cols) {
        QList<QStringList> out;
        out.append({ u"id"_s, u"bigint"_s, u"NO"_s, bigserial.arg(table) });
        for (const auto &[name, type] : cols)
            out.append({ name, type, u"YES"_s, n });
        return out;
    };
    const QString ts = u"timestamp with time zone"_s;
    QTest::newRow("tasks") << u"public.tasks"_s
                           << gorm(u"tasks"_s,
                                   { { u"job_id"_s, u"character varying(64)"_s },
                                     { u"kind"_s, u"character varying(32)"_s },
                                     { u"state"_s, u"character varying(32)"_s },
                                     { u"last_error"_s, u"text"_s },
                                     { u"account_id"_s, u"bigint"_s },
                                     { u"monitor_id"_s, u"bigint"_s },
                                     { u"check_id"_s, u"bigint"_s },
                                     { u"message_id"_s, u"bigint"_s },
                                     { u"contact_id"_s, u"bigint"_s },
                                     { u"payload"_s, u"jsonb"_s },
                                     { u"not_before"_s, ts },
                                     { u"deadline"_s, ts },
                                     { u"lease_owner"_s, u"character varying(128)"_s },
                                     { u"lease_token"_s, u"character varying(64)"_s },
                                     { u"lease_expires_at"_s, ts },
                                     { u"attempts"_s, u"bigint"_s },
                                     { u"max_attempts"_s, u"bigint"_s },
                                     { u"idempotency_key"_s, u"character varying(255)"_s },
                                     { u"result"_s, u"jsonb"_s },
                                     { u"succeeded_at"_s, ts },
                                     { u"created_at"_s, ts },
                                     { u"updated_at"_s, ts } });
    QTest::newRow("task_replays") << u"public.task_replays"_s
                                  << gorm(u"task_replays"_s,
                                          { { u"original_task_id"_s, u"bigint"_s },
                                            { u"requeued_task_id"_s, u"bigint"_s },
                                            { u"operator_user_id"_s, u"bigint"_s },
                                            { u"created_at"_s, ts },
                                            { u"updated_at"_s, ts } });
    QTest::newRow("notification_deliveries")
        << u"public.notification_deliveries"_s
        << gorm(u"notification_deliveries"_s,
                { { u"message_id"_s, u"bigint"_s },
                  { u"worker_id"_s, u"character varying(128)"_s },
                  { u"task_id"_s, u"bigint"_s },
                  { u"status"_s, u"character varying(32)"_s },
                  { u"error"_s, u"text"_s },
                  { u"duration_ms"_s, u"bigint"_s },
                  { u"provider_response"_s, u"text"_s },
                  { u"created_at"_s, ts },
                  { u"updated_at"_s, ts } });
    const QString uuidDefault = u"gen_random_uuid()"_s;
    QTest::newRow("alerts") << u"alarm.alerts"_s
                            << QList<QStringList> { { u"id"_s, u"uuid"_s, u"NO"_s, uuidDefault },
                                                    { u"account_id"_s, u"bigint"_s, u"NO"_s, n },
                                                    { u"name"_s, u"text"_s, u"NO"_s, n },
                                                    { u"state"_s, u"text"_s, u"NO"_s, n },
                                                    { u"created_at"_s, ts, u"NO"_s, u"now()"_s },
                                                    { u"updated_at"_s, ts, u"NO"_s, u"now()"_s } };
    QTest::newRow("subscriptions")
        << u"alarm.subscriptions"_s
        << QList<QStringList> { { u"id"_s, u"uuid"_s, u"NO"_s, uuidDefault },
                                { u"alert_id"_s, u"uuid"_s, u"NO"_s, n },
                                { u"device_label"_s, u"text"_s, u"YES"_s, n },
                                { u"platform"_s, u"text"_s, u"YES"_s, n },
                                { u"enabled"_s, u"boolean"_s, u"NO"_s, u"true"_s },
                                { u"last_seen_at"_s, ts, u"YES"_s, n },
                                { u"created_at"_s, ts, u"NO"_s, u"now()"_s } };
    QTest::newRow("alarm_events") << u"alarm.alarm_events"_s
                                  << QList<QStringList> {
                                         { u"id"_s, u"uuid"_s, u"NO"_s, uuidDefault },
                                         { u"alert_id"_s, u"uuid"_s, u"NO"_s, n },
                                         { u"kind"_s, u"text"_s, u"NO"_s, n },
                                         { u"frame"_s, u"jsonb"_s, u"YES"_s, n },
                                         { u"created_at"_s, ts, u"NO"_s, u"now()"_s }
                                     };
    QTest::newRow("alarm_deliveries")
        << u"alarm.alarm_deliveries"_s
        << QList<QStringList> { { u"alert_id"_s, u"uuid"_s, u"NO"_s, n },
                                { u"subscription_id"_s, u"uuid"_s, u"NO"_s, n },
                                { u"event_id"_s, u"uuid"_s, u"NO"_s, n },
                                { u"created_at"_s, ts, u"NO"_s, u"now()"_s },
                                { u"acked_at"_s, ts, u"YES"_s, n } };
    QTest::newRow("feed_cursors") << u"public.feed_cursors"_s
                                  << QList<QStringList> {
                                         { u"feed"_s, u"text"_s, u"NO"_s, n },
                                         { u"sink"_s, u"text"_s, u"NO"_s, n },
                                         { u"position"_s, u"bigint"_s, u"NO"_s, u"0"_s },
                                         { u"lease_holder"_s, u"text"_s, u"YES"_s, n },
                                         { u"lease_expires_at"_s, u"bigint"_s, u"YES"_s, n },
                                         { u"updated_at"_s, ts, u"NO"_s, u"now()"_s }
                                     };
}

void tst_Schema::columns()
{
    QFETCH(QString, table);
    QFETCH(QList<QStringList>, expected);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const auto rows = db->query(
        u"SELECT a.attname, format_type(a.atttypid, a.atttypmod),"
        " CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END, pg_get_expr(d.adbin, d.adrelid)"
        " FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = "
        "a.attnum"
        " WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum"_s,
        { table.toUtf8() });
    QVERIFY(rows);
    QCOMPARE(*rows, expected);
}

void tst_Schema::indexes_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("expected"); // name: definition after ON
    QTest::newRow("tasks")
        << u"public"_s << u"tasks"_s
        << QStringList {
               u"idx_tasks_account_id: CREATE INDEX idx_tasks_account_id ON public.tasks USING btree (account_id)"_s,
               u"idx_tasks_idempotency_key: CREATE UNIQUE INDEX idx_tasks_idempotency_key ON public.tasks USING btree (idempotency_key)"_s,
               u"idx_tasks_job_id: CREATE UNIQUE INDEX idx_tasks_job_id ON public.tasks USING btree (job_id)"_s,
               u"idx_tasks_kind: CREATE INDEX idx_tasks_kind ON public.tasks USING btree (kind)"_s,
               u"idx_tasks_monitor_id: CREATE INDEX idx_tasks_monitor_id ON public.tasks USING btree (monitor_id)"_s,
               u"idx_tasks_state: CREATE INDEX idx_tasks_state ON public.tasks USING btree (state)"_s,
               u"tasks_pkey: CREATE UNIQUE INDEX tasks_pkey ON public.tasks USING btree (id)"_s
           };
    QTest::newRow("task_replays")
        << u"public"_s << u"task_replays"_s
        << QStringList {
               u"idx_task_replays_operator_user_id: CREATE INDEX idx_task_replays_operator_user_id ON public.task_replays USING btree (operator_user_id)"_s,
               u"idx_task_replays_original_task_id: CREATE UNIQUE INDEX idx_task_replays_original_task_id ON public.task_replays USING btree (original_task_id)"_s,
               u"idx_task_replays_requeued_task_id: CREATE UNIQUE INDEX idx_task_replays_requeued_task_id ON public.task_replays USING btree (requeued_task_id)"_s,
               u"task_replays_pkey: CREATE UNIQUE INDEX task_replays_pkey ON public.task_replays USING btree (id)"_s
           };
    QTest::newRow("notification_deliveries")
        << u"public"_s << u"notification_deliveries"_s
        << QStringList {
               u"idx_notification_deliveries_message_id: CREATE INDEX idx_notification_deliveries_message_id ON public.notification_deliveries USING btree (message_id)"_s,
               u"idx_notification_deliveries_task_id: CREATE INDEX idx_notification_deliveries_task_id ON public.notification_deliveries USING btree (task_id)"_s,
               u"idx_notification_deliveries_worker_id: CREATE INDEX idx_notification_deliveries_worker_id ON public.notification_deliveries USING btree (worker_id)"_s,
               u"notification_deliveries_pkey: CREATE UNIQUE INDEX notification_deliveries_pkey ON public.notification_deliveries USING btree (id)"_s
           };
    QTest::newRow("alarm_deliveries")
        << u"alarm"_s << u"alarm_deliveries"_s
        << QStringList {
               u"alarm_deliveries_alert_idx: CREATE INDEX alarm_deliveries_alert_idx ON alarm.alarm_deliveries USING btree (alert_id)"_s,
               u"alarm_deliveries_pending_idx: CREATE INDEX alarm_deliveries_pending_idx ON alarm.alarm_deliveries USING btree (alert_id, subscription_id) WHERE (acked_at IS NULL)"_s,
               u"alarm_deliveries_pkey: CREATE UNIQUE INDEX alarm_deliveries_pkey ON alarm.alarm_deliveries USING btree (alert_id, subscription_id, event_id)"_s
           };
    QTest::newRow("feed_cursors")
        << u"public"_s << u"feed_cursors"_s
        << QStringList {
               u"feed_cursors_pkey: CREATE UNIQUE INDEX feed_cursors_pkey ON public.feed_cursors USING btree (feed, sink)"_s
           };
    QTest::newRow("alerts")
        << u"alarm"_s << u"alerts"_s
        << QStringList {
               u"alerts_pkey: CREATE UNIQUE INDEX alerts_pkey ON alarm.alerts USING btree (id)"_s
           };
}

void tst_Schema::indexes()
{
    QFETCH(QString, schema);
    QFETCH(QString, table);
    QFETCH(QStringList, expected);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const auto rows = db->query(u"SELECT indexname || ': ' || indexdef FROM pg_indexes"
                                " WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname"_s,
                                { schema.toUtf8(), table.toUtf8() });
    QVERIFY(rows);
    QStringList got;
    for (const QStringList &r : *rows)
        got.append(r.first());
    QCOMPARE(got, expected);
}

void tst_Schema::alarmMigrationIsVerbatim()
{
    QFile file(sourceFile(u"db/schema/005_alarm_deliveries.sql"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray ours = file.readAll();
    // Pinned: the file is the seed's migration 005 minus its \c line, and must not drift.
    QCOMPARE(QCryptographicHash::hash(ours, QCryptographicHash::Sha256).toHex(),
             QByteArray("bf8249d5557eeabd05efda82d61148127b56deb1f99f125b30623ede7c469e72"));
    QVERIFY(!ours.contains("\\c"));
    // Where the seed itself is at hand (a developer checkout beside ../shared), compare the
    // statement text line by line: the seed's viewer drops indentation and blank lines.
    QFile seed(sourceFile(u"../shared/seeds/002_6969a2c50ea80870.txt"_s));
    if (seed.open(QIODevice::ReadOnly)) {
        QList<QByteArray> seedLines;
        bool inSql = false;
        for (const QByteArray &raw : seed.readAll().split('\n')) {
            if (raw.startsWith("\\c dcntrlized;")) {
                inSql = true;
                continue;
            }
            if (inSql && raw != "|" && !raw.trimmed().isEmpty())
                seedLines.append(raw.trimmed());
        }
        QList<QByteArray> ourLines;
        for (const QByteArray &raw : ours.split('\n')) {
            if (!raw.trimmed().isEmpty())
                ourLines.append(raw.trimmed());
        }
        QCOMPARE(ourLines, seedLines);
    }
}

void tst_Schema::alarmMigrationIsIdempotent()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QFile file(sourceFile(u"db/schema/005_alarm_deliveries.sql"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString before
        = db->scalar(u"SELECT count(*) FROM pg_indexes WHERE schemaname = 'alarm'"_s);
    QVERIFY(db->exec(QString::fromUtf8(file.readAll())));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM pg_indexes WHERE schemaname = 'alarm'"_s), before);
}

void tst_Schema::deletesCascadeToTheLedger()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO alarm.alerts (id, account_id, name, state) VALUES"
                     " ('00000000-0000-0000-0000-00000000000a', 1, 'Front door', 'triggered')"_s));
    QVERIFY(db->exec(
        u"INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES"
        " ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-00000000000a', 'Pixel "
        "8'),"
        " ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-00000000000a', 'iPad')"_s));
    QVERIFY(db->exec(
        u"INSERT INTO alarm.alarm_events (id, alert_id, kind) VALUES"
        " ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-00000000000a', 'trigger')"_s));
    QVERIFY(db->exec(
        u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)"
        " SELECT alert_id, id, '00000000-0000-0000-0000-0000000000e1' FROM alarm.subscriptions"_s));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries"_s), u"2"_s);
    QVERIFY(db->exec(
        u"DELETE FROM alarm.subscriptions WHERE id = '00000000-0000-0000-0000-0000000000b1'"_s));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries"_s), u"1"_s);
    QVERIFY(db->exec(u"DELETE FROM alarm.alerts"_s));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.subscriptions"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_events"_s), u"0"_s);
    // The ledger's event_id deliberately has no foreign key.
    QCOMPARE(
        db->sqlStateOf(u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)"
                       " VALUES (gen_random_uuid(), gen_random_uuid(), gen_random_uuid())"_s),
        u"23503"_s);
    QCOMPARE(
        db->sqlStateOf(
            u"INSERT INTO alarm.alerts (account_id, name, state) VALUES (1, 'x', 'ringing')"_s),
        u"23514"_s);
}

void tst_Schema::feedCursorDefaults()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO feed_cursors (feed, sink) VALUES ('orders', 'search')"_s));
    QCOMPARE(db->scalar(u"SELECT position::text || '/' || coalesce(lease_holder, 'null') || '/'"
                        " || coalesce(lease_expires_at::text, 'null') FROM feed_cursors"_s),
             u"0/null/null"_s);
    QCOMPARE(db->sqlStateOf(u"INSERT INTO feed_cursors (feed, sink) VALUES ('orders', 'search')"_s),
             u"23505"_s);
}

void tst_Schema::nothingMore()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const auto rows
        = db->query(u"SELECT table_schema || '.' || table_name FROM information_schema.tables"
                    " WHERE table_schema IN ('public', 'alarm') ORDER BY 1"_s);
    QVERIFY(rows);
    QStringList tables;
    for (const QStringList &r : *rows)
        tables.append(r.first());
    QCOMPARE(tables,
             (QStringList { u"alarm.alarm_deliveries"_s, u"alarm.alarm_events"_s, u"alarm.alerts"_s,
                            u"alarm.subscriptions"_s, u"public.feed_cursors"_s,
                            u"public.notification_deliveries"_s, u"public.task_replays"_s,
                            u"public.tasks"_s }));
    // No NOT NULL and no defaults beyond what GORM makes (checked per column above), and no
    // triggers or functions of our own.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
                        " JOIN pg_namespace n ON n.oid = c.relnamespace"
                        " WHERE NOT t.tgisinternal AND n.nspname IN ('public', 'alarm')"_s),
             u"0"_s);
}

QTEST_GUILESS_MAIN(tst_Schema)
#include "tst_schema.moc"

#pragma once

// The database the lookup's db tests share (tst_lookupquery, tst_lookupalarms): messages in
// every verdict, a purged task, NULL-filled rows, a replay, and alerts in every standing.
#include "db/lookup/lookupquery.h"
#include "tests/support/jobrunner.h"

using namespace Qt::StringLiterals;

namespace lookuptest {

const char World[] = R"(
INSERT INTO tasks (id, job_id, kind, state, account_id, monitor_id, message_id, contact_id, payload, attempts,
                   max_attempts, idempotency_key, lease_owner, lease_expires_at, created_at) VALUES
 (11, 'job-11', 'notification', 'dead', 7, 70, 500, 900, '{"subject":"Front door is open","channels":["email"]}', 5, 5, 'evt-500', NULL, NULL, now() - interval '2 hours'),
 (12, 'job-12', 'notification', 'succeeded', 7, 70, 500, 900, '{"subject":"Front door is open","channels":["email"]}', 1, 5, 'evt-500-replay', NULL, NULL, now() - interval '1 hour'),
 (13, 'job-13', 'notification', 'succeeded', 7, 71, 501, 901, '{"channels":["email","sms"]}', 1, 5, 'evt-501', NULL, NULL, now() - interval '50 minutes'),
 (14, 'job-14', 'notification', 'queued', 7, 71, 502, 901, NULL, 0, 5, 'evt-502', NULL, NULL, now() - interval '5 minutes'),
 (15, 'job-15', 'notification', 'leased', 8, 80, 503, 902, '[1,2]', 1, 5, 'evt-503', 'w9', now() - interval '14 minutes 10 seconds', now() - interval '30 minutes'),
 (16, 'job-16', 'notification', 'failed_perm', 8, 80, 504, 902, '"just a string"', 1, 5, 'evt-504', NULL, NULL, now() - interval '3 days'),
 (17, 'job-17', 'notification', 'succeeded', 8, 80, 505, 902, '{}', 1, 5, 'evt-505', NULL, NULL, now() - interval '2 days'),
 (19, 'job-19', 'notification', 'succeeded', 7, 70, 508, 900, NULL, 1, 5, 'evt-508', NULL, NULL, now() - interval '10 days'),
 (501, 'job-501', 'check', 'succeeded', 9, NULL, NULL, NULL, NULL, 1, 1, 'chk-501', NULL, NULL, now());
INSERT INTO tasks (id) VALUES (18);
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, created_at) VALUES (11, 12, 7, now() - interval '1 hour');
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, provider_response, created_at) VALUES
 (500, 'w1', 11, 'permanent', 'email: 550 mailbox unavailable', 300, 'email: 550', now() - interval '110 minutes'),
 (500, 'w2', 12, 'delivered', NULL, 200, 'email: 250 OK', now() - interval '55 minutes'),
 (501, 'w1', 13, 'partial', 'sms: 400 invalid number', 250, 'email: 250 OK; sms: 400', now() - interval '45 minutes'),
 (503, 'w9', 15, 'retryable', 'push: timeout', 5000, NULL, now() - interval '29 minutes'),
 (504, 'w1', 16, 'permanent', 'webhook: 410 Gone', 90, NULL, now() - interval '3 days'),
 (506, 'w3', 9001, 'retryable', 'sms: 429', 80, NULL, now() - interval '20 days'),
 (506, 'w3', 9001, 'permanent', 'sms: 400', 80, NULL, now() - interval '19 days'),
 (507, 'w3', 9002, 'delivered', NULL, 80, 'email: 250', now() - interval '19 days'),
 (NULL, NULL, 18, NULL, NULL, NULL, NULL, NULL),
 (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
 ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered'),
 ('00000000-0000-0000-0000-0000000000a2', 7, 'Garage', 'armed'),
 ('00000000-0000-0000-0000-0000000000a3', 8, 'Office', 'triggered');
INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
 ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true, now() - interval '3 days 1 hour'),
 ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', 'iPad', 'ios', true, now()),
 ('00000000-0000-0000-0000-0000000000b3', '00000000-0000-0000-0000-0000000000a1', 'Old phone', 'android', false, NULL),
 ('00000000-0000-0000-0000-0000000000b4', '00000000-0000-0000-0000-0000000000a1', NULL, NULL, true, NULL),
 ('00000000-0000-0000-0000-0000000000b5', '00000000-0000-0000-0000-0000000000a2', 'Pixel 8', 'android', true, now()),
 ('00000000-0000-0000-0000-0000000000b6', '00000000-0000-0000-0000-0000000000a3', 'Desk', 'web', true, now());
INSERT INTO alarm.alarm_events (id, alert_id, kind, created_at) VALUES
 ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger', now() - interval '40 minutes'),
 ('00000000-0000-0000-0000-0000000000e0', '00000000-0000-0000-0000-0000000000a1', 'trigger', now() - interval '5 days');
INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at) VALUES
 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e0', now() - interval '5 days', NULL),
 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1', now() - interval '40 minutes', NULL),
 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000e1', now() - interval '40 minutes', now() - interval '39 minutes'),
 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b3', '00000000-0000-0000-0000-0000000000e1', now() - interval '40 minutes', NULL),
 ('00000000-0000-0000-0000-0000000000a3', '00000000-0000-0000-0000-0000000000b6', '00000000-0000-0000-0000-0000000000e9', now() - interval '1 hour', now() - interval '59 minutes');
)";

inline const QString A1 = u"00000000-0000-0000-0000-0000000000a1"_s;

inline LookupSchema schemaFor(bool indexed)
{
    LookupSchema s;
    s.tasksMessageIdIndex = indexed;
    s.tasksContactIdIndex = indexed;
    s.auditReadable
        = indexed; // the indexed template has the optional objects, poolscope_audit among them
    return s;
}

inline LookupQuery query(LookupKind kind, qint64 number, const QString &text = {})
{
    LookupQuery q;
    q.kind = kind;
    q.number = number;
    q.text = text;
    return q;
}

inline QList<qint64> messages(const LookupResult &r)
{
    QList<qint64> out;
    for (const Trail &t : r.trails)
        out.append(t.messageId.value_or(-1));
    return out;
}

inline QList<qint64> taskIds(const Trail &t)
{
    QList<qint64> out;
    for (const TrailTask &x : t.tasks)
        out.append(x.id);
    return out;
}

} // namespace lookuptest

#define WORLD(db, indexed)                                                                         \
    POOLSCOPE_TEST_DATABASE(                                                                       \
        db, indexed ? TestDatabase::Template::Indexed : TestDatabase::Template::Upstream);         \
    QVERIFY(db->exec(QString::fromUtf8(World)));                                                   \
    JobRunner runner(*db);                                                                         \
    QVERIFY(runner.live());                                                                        \
    auto lookupOf = [&](const LookupQuery &q) {                                                    \
        const auto r = runner.value<LookupResult>(lookup::lookupJob(q, schemaFor(indexed)));       \
        return r.value_or(LookupResult {});                                                        \
    };

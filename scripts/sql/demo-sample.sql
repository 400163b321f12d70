-- A small, static sample for the demo database, used until the simulator (poolsim) fills it.
-- Tasks in every state, a few with the NULLs real databases hold.
INSERT INTO tasks (job_id, kind, state, account_id, monitor_id, message_id, contact_id, payload,
                   not_before, lease_owner, lease_token, lease_expires_at, attempts, max_attempts,
                   idempotency_key, last_error, created_at, updated_at)
SELECT 'job-' || g,
       (ARRAY['notification', 'check', 'server_metric'])[1 + g % 3],
       (ARRAY['queued', 'leased', 'succeeded', 'failed_retry', 'failed_perm', 'dead'])[1 + g % 6],
       100 + g % 17, 500 + g % 40, 90000 + g, 7000 + g % 90,
       jsonb_build_object('subject', 'Monitor ' || (500 + g % 40) || ' is down', 'body', 'Check failed'),
       now() - g * interval '1 minute',
       CASE WHEN g % 6 = 1 THEN 'worker-' || (g % 4) END,
       CASE WHEN g % 6 = 1 THEN md5(g::text) END,
       CASE WHEN g % 6 = 1 THEN now() + (g % 3 - 1) * interval '45 seconds' END,
       g % 5, 5, 'evt-' || g,
       CASE WHEN g % 6 IN (3, 4, 5) THEN 'smtp 550: mailbox unavailable' END,
       now() - g * interval '1 minute', now() - g * interval '30 seconds'
FROM generate_series(1, 300) g;
INSERT INTO tasks (id) VALUES (1000000);

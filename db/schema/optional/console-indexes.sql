-- console-indexes.sql — indexes PoolScope's queries want beyond the upstream ones.
--
-- Optional: a DBA applies this file (psql -v ON_ERROR_STOP=1 -f ...); the
-- console works without it and lists, with this DDL, the ones that are missing.
-- CONCURRENTLY so that applying it on a live production database never blocks
-- the workers' writes; IF NOT EXISTS so a re-apply is a no-op.
--
-- Each index names the console feature that needs it.

-- Lookup by message id ("did the customer get this alert?"). Without it a message's tasks
-- that made no attempt are found by searching tasks newest first within a time budget (on 1M
-- tasks 52 ms p50 for a message of the last day, 0.5 s for one that exists nowhere; past the
-- budget the answer says what it searched). About 16 MB and 2 s to build per million tasks.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_message_id_idx
    ON tasks (message_id);

-- Account-wide lookups (account, monitor, contact): the newest tasks of one id in a time
-- range, read newest first and cut at the lookup's limit, so a big account costs what a
-- small one does (upstream indexes only account_id and monitor_id alone: every task the
-- account ever had was read and sorted, 1 s for an account with 40k tasks). The contact's
-- index also serves every equality lookup by contact id; without it a contact's tasks are
-- searched newest first within a time budget. About 30 MB and 2 s to build per million tasks.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_account_created_idx
    ON tasks (account_id, created_at);
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_monitor_created_idx
    ON tasks (monitor_id, created_at);
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_contact_created_idx
    ON tasks (contact_id, created_at);

-- Tasks view filtered by state, newest first, and exact counts of the small
-- active states: an ordered scan of one state instead of a sort.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_state_id_idx
    ON tasks (state, id);

-- Leases view and the stuck-lease count: the few leased tasks by expiry.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_leased_expiry_idx
    ON tasks (lease_expires_at) WHERE state = 'leased';

-- Dashboard buckets over time.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_created_at_idx
    ON tasks (created_at);
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_deliveries_created_at_idx
    ON notification_deliveries (created_at);

-- Deliveries view filtered by status, newest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_deliveries_status_id_idx
    ON notification_deliveries (status, id);

-- Alarm debt by age: the owed rows only.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_alarm_deliveries_owed_created_idx
    ON alarm.alarm_deliveries (created_at) WHERE acked_at IS NULL;

-- Alarm lookups by subscription (the upstream indexes lead with alert_id).
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_alarm_deliveries_subscription_idx
    ON alarm.alarm_deliveries (subscription_id);

-- Lookup's alarm section: an alert's latest trigger is its newest ledger row. Upstream's
-- alarm_deliveries_alert_idx (alert_id) alone reads every row the alert ever had and sorts
-- them to keep one (a row per device per trigger: about 100 an alert in the benchmark's
-- ledger, 22 ms against 2 for an account of 267 alerts); this one reads one entry,
-- backward. It costs the alarm service one more index entry per ledger row it writes.
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_alarm_deliveries_alert_created_idx
    ON alarm.alarm_deliveries (alert_id, created_at, event_id);

-- Lookup of an account's alarms: the alerts of an account, and the devices of an alert
-- (upstream indexes neither; the ledger's own indexes lead with alert_id).
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_alarm_alerts_account_idx
    ON alarm.alerts (account_id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_alarm_subscriptions_alert_idx
    ON alarm.subscriptions (alert_id);

"""psql as the soak's one way to the database, and the witness it installs.

The soak reads the database only beside the console (never through it), with psql: values
travel as psql variables (:'name' quotes them as literals), never pasted into the SQL text.
"""

import csv
import io
import subprocess


class SqlError(Exception):
    pass


def query(dsn, sql, variables=None, timeout=30):
    """Rows (lists of strings, NULL as None) of the last statement in `sql`."""
    cmd = ["psql", "-X", "-q", "-t", "--csv", "-v", "ON_ERROR_STOP=1", "-d", dsn]
    for name, value in (variables or {}).items():
        cmd += ["-v", f"{name}={value}"]
    # psql's CSV output cannot tell NULL from the empty string unless told how NULL reads.
    cmd += ["-P", "null=\\N"]
    try:
        done = subprocess.run(cmd, input=sql, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise SqlError(f"psql did not answer within {timeout} s") from e
    if done.returncode != 0:
        raise SqlError(done.stderr.strip() or f"psql exited {done.returncode}")
    rows = list(csv.reader(io.StringIO(done.stdout)))
    return [[None if v == "\\N" else v for v in row] for row in rows]


def value(dsn, sql, variables=None, timeout=30):
    rows = query(dsn, sql, variables, timeout)
    return rows[0][0] if rows and rows[0] else None


# Triggers in a schema of the soak's own that record, in the transaction that made them, the
# changes the invariants are about: who released which lease and whether it was expired then,
# a worker's result landing on a task it no longer held, an ack stamped twice, a cursor moved
# without a lease. The console knows nothing of them; upstream databases have none.
WITNESS = r"""
CREATE SCHEMA IF NOT EXISTS soak;
CREATE TABLE soak.task_log (
    id bigserial PRIMARY KEY, txn_at timestamptz NOT NULL DEFAULT now(),
    app text DEFAULT current_setting('application_name', true), task_id bigint,
    old_state text, new_state text, old_owner text, old_token text, new_token text,
    old_expiry timestamptz, new_expiry timestamptz, new_error text);
CREATE FUNCTION soak.log_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO soak.task_log (task_id, old_state, new_state, old_owner, old_token, new_token,
                               old_expiry, new_expiry, new_error)
    VALUES (NEW.id, OLD.state, NEW.state, OLD.lease_owner, OLD.lease_token, NEW.lease_token,
            OLD.lease_expires_at, NEW.lease_expires_at, left(NEW.last_error, 300));
    RETURN NULL;
END $$;
CREATE TRIGGER soak_task_log AFTER UPDATE ON public.tasks FOR EACH ROW
    WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.lease_token IS DISTINCT FROM NEW.lease_token)
    EXECUTE FUNCTION soak.log_task();

CREATE TABLE soak.ack_log (
    id bigserial PRIMARY KEY, txn_at timestamptz NOT NULL DEFAULT now(),
    app text DEFAULT current_setting('application_name', true),
    alert_id uuid, subscription_id uuid, event_id uuid,
    old_acked timestamptz, new_acked timestamptz);
CREATE FUNCTION soak.log_ack() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO soak.ack_log (alert_id, subscription_id, event_id, old_acked, new_acked)
    VALUES (NEW.alert_id, NEW.subscription_id, NEW.event_id, OLD.acked_at, NEW.acked_at);
    RETURN NULL;
END $$;
CREATE TRIGGER soak_ack_log AFTER UPDATE ON alarm.alarm_deliveries FOR EACH ROW
    WHEN (OLD.acked_at IS DISTINCT FROM NEW.acked_at) EXECUTE FUNCTION soak.log_ack();

CREATE TABLE soak.cursor_log (
    id bigserial PRIMARY KEY, txn_at timestamptz NOT NULL DEFAULT now(),
    app text DEFAULT current_setting('application_name', true), feed text, sink text,
    old_holder text, new_holder text, old_position bigint, new_position bigint,
    old_expiry bigint);
CREATE FUNCTION soak.log_cursor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO soak.cursor_log (feed, sink, old_holder, new_holder, old_position,
                                 new_position, old_expiry)
    VALUES (NEW.feed, NEW.sink, OLD.lease_holder, NEW.lease_holder, OLD.position,
            NEW.position, OLD.lease_expires_at);
    RETURN NULL;
END $$;
CREATE TRIGGER soak_cursor_log AFTER UPDATE ON public.feed_cursors FOR EACH ROW
    WHEN (OLD.lease_holder IS DISTINCT FROM NEW.lease_holder
          OR OLD.position IS DISTINCT FROM NEW.position)
    EXECUTE FUNCTION soak.log_cursor();
"""

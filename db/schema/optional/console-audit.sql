-- console-audit.sql — the operator audit PoolScope writes when it exists.
--
-- Optional: a DBA creates it (psql -v ON_ERROR_STOP=1 -f ...). When it exists, every
-- operator action (who, what, target, when, outcome, reason) is recorded here in the SAME
-- transaction as the action itself, so an action and its audit row commit or fail together.
-- The console also keeps a local journal either way.
--
-- Grant INSERT (and SELECT, for the console's audit view) to the roles that act; UPDATE and
-- DELETE to nobody, so a role that can act cannot rewrite what it did.
CREATE TABLE IF NOT EXISTS poolscope_audit (
    id               bigserial PRIMARY KEY,
    at               timestamptz NOT NULL DEFAULT now(),
    action_id        uuid NOT NULL,           -- the console's id for the attempt (reconciles retries)
    operator_id      bigint NOT NULL,
    action           text NOT NULL,           -- replay, release_task_lease, release_sink_lease, ...
    target           text NOT NULL,           -- task:123, sink:feed/sink, alarm:alert/sub/event
    outcome          text NOT NULL,           -- done, already_done, refused
    reason           text,                    -- the operator's, optional
    detail           text,                    -- what happened, one line
    db_user          text NOT NULL DEFAULT current_user,
    application_name text DEFAULT current_setting('application_name', true),
    client_addr      inet DEFAULT inet_client_addr()
);

CREATE INDEX IF NOT EXISTS poolscope_audit_at_idx ON poolscope_audit (at DESC);
CREATE INDEX IF NOT EXISTS poolscope_audit_action_id_idx ON poolscope_audit (action_id);

-- 004_alarm_tables.sql — the alarm service's tables that its migration 005
-- references. The seed (002_6969a2c50ea80870.txt) does not give their shape;
-- this is the contract pinned by the foundation issue (see docs/schema.md).
CREATE SCHEMA alarm;

CREATE TABLE alarm.alerts (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    account_id bigint NOT NULL,
    name       text NOT NULL,
    state      text NOT NULL CHECK (state IN ('armed', 'triggered', 'disarmed')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alarm.subscriptions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    alert_id     uuid NOT NULL REFERENCES alarm.alerts(id) ON DELETE CASCADE,
    device_label text,
    platform     text,
    enabled      boolean NOT NULL DEFAULT true,
    last_seen_at timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alarm.alarm_events (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    alert_id   uuid NOT NULL REFERENCES alarm.alerts(id) ON DELETE CASCADE,
    kind       text NOT NULL, -- 'trigger' or 'disarm'; no CHECK upstream (docs/schema.md)
    frame      jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
);

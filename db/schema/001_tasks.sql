-- 001_tasks.sql — the worker pool's durable task envelope.
--
-- What GORM's AutoMigrate creates on PostgreSQL for models.Task
-- (seed 001_68cb06d6f979b561.txt), column for column and in field order:
-- concerns.Model gives `id` (bigserial primary key), concerns.Timestamped gives
-- created_at/updated_at. GORM adds no NOT NULL and no defaults, so every column
-- but `id` may be NULL in a real database. Index names are GORM's
-- idx_<table>_<column>.
CREATE TABLE tasks (
    id               bigserial,
    job_id           varchar(64),
    kind             varchar(32),
    state            varchar(32),
    last_error       text,
    account_id       bigint,
    monitor_id       bigint,
    check_id         bigint,
    message_id       bigint,
    contact_id       bigint,
    payload          jsonb,
    not_before       timestamptz,
    deadline         timestamptz,
    lease_owner      varchar(128),
    lease_token      varchar(64),
    lease_expires_at timestamptz,
    attempts         bigint,
    max_attempts     bigint,
    idempotency_key  varchar(255),
    result           jsonb,
    succeeded_at     timestamptz,
    created_at       timestamptz,
    updated_at       timestamptz,
    PRIMARY KEY (id)
);

CREATE UNIQUE INDEX idx_tasks_job_id ON tasks (job_id);
CREATE INDEX idx_tasks_kind ON tasks (kind);
CREATE INDEX idx_tasks_state ON tasks (state);
CREATE INDEX idx_tasks_account_id ON tasks (account_id);
CREATE INDEX idx_tasks_monitor_id ON tasks (monitor_id);
CREATE UNIQUE INDEX idx_tasks_idempotency_key ON tasks (idempotency_key);

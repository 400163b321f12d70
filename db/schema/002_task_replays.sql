-- 002_task_replays.sql — the single operator-initiated replay of a dead task.
--
-- GORM's AutoMigrate of models.TaskReplay (seed 001). The unique
-- original_task_id is what makes repeated clicks and API retries idempotent;
-- requeued_task_id is unique too (one replay row per new task).
CREATE TABLE task_replays (
    id               bigserial,
    original_task_id bigint,
    requeued_task_id bigint,
    operator_user_id bigint,
    created_at       timestamptz,
    updated_at       timestamptz,
    PRIMARY KEY (id)
);

CREATE UNIQUE INDEX idx_task_replays_original_task_id ON task_replays (original_task_id);
CREATE UNIQUE INDEX idx_task_replays_requeued_task_id ON task_replays (requeued_task_id);
CREATE INDEX idx_task_replays_operator_user_id ON task_replays (operator_user_id);

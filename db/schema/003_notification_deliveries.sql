-- 003_notification_deliveries.sql — one audit row per delivery attempt.
--
-- GORM's AutoMigrate of models.NotificationDelivery (seed 001). The result
-- handler appends one row per result frame; the audit outlives the tasks it
-- describes (task_id has no foreign key).
CREATE TABLE notification_deliveries (
    id                bigserial,
    message_id        bigint,
    worker_id         varchar(128),
    task_id           bigint,
    status            varchar(32),
    error             text,
    duration_ms       bigint,
    provider_response text,
    created_at        timestamptz,
    updated_at        timestamptz,
    PRIMARY KEY (id)
);

CREATE INDEX idx_notification_deliveries_message_id ON notification_deliveries (message_id);
CREATE INDEX idx_notification_deliveries_worker_id ON notification_deliveries (worker_id);
CREATE INDEX idx_notification_deliveries_task_id ON notification_deliveries (task_id);

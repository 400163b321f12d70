#pragma once

// Column sizes of the upstream schema (db/schema, from the Go models' size tags). A search
// text longer than its column cannot match anything: the views and the lookup say so plainly
// instead of asking the server.
namespace schemalimits {
constexpr int JobId = 64; // tasks.job_id varchar(64)
constexpr int Kind = 32; // tasks.kind varchar(32)
constexpr int IdempotencyKey = 255; // tasks.idempotency_key varchar(255)
constexpr int WorkerId = 128; // notification_deliveries.worker_id varchar(128)
} // namespace schemalimits

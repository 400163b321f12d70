#pragma once

#include "db/dbjob.h"
#include "db/queries/deliveryrow.h"

// The delivery audit, newest first by id (insertion order, served by the primary key).
namespace deliveryquery {
DbJob windowJob(const DeliveryFilter &filter);
extern const char SelectColumns[];
DeliveryRow decodeRow(const PgResultView &view, int row);
} // namespace deliveryquery

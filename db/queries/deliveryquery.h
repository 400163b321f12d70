#pragma once

#include "core/rows/deliveryrow.h"
#include "db/dbjob.h"
#include "db/rowcolumns.h"
#include "db/rowreuse.h"
#include "db/sqlbuilder.h"

// The delivery audit, newest first by id (insertion order, served by the primary key).
namespace deliveryquery {
// The filter's conditions, appended to a statement that reads `notification_deliveries d`:
// the window and the CSV export share them.
void addFilter(SqlBuilder &sql, const DeliveryFilter &filter);
// The deliveries' columns, declared once (db/rowcolumns.h).
const RowColumns<DeliveryRow> &columns();
// "SELECT <columns> FROM notification_deliveries d", for a caller to add the rest.
SqlBuilder selectRows();
// `reuse`, when given, keeps the rows decoded by this window's previous poll (RowReuse).
DbJob windowJob(const DeliveryFilter &filter, RowReuseHandle<DeliveryRow> reuse = {});
} // namespace deliveryquery

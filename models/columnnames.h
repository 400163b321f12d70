#pragma once

#include <Qt>

// Table models answer this role on their horizontal header with the column's stable name: the
// name of the row type's column it shows (db/rowcolumns.h; "attempts" for "3 / 5"), never a
// position or a translated word. Views save widths, order and hidden columns by it
// (views/headerstate.h), so a column inserted in the middle leaves each saved width on its own
// column.
constexpr int ColumnNameRole = Qt::UserRole + 53;

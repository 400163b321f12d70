#pragma once

#include <QtGlobal>
#include <optional>

// Small value types shared by rows that cross from the DB thread to the GUI.

// A nullable integer column (GORM adds no NOT NULL: nearly every column can be NULL).
using OptInt = std::optional<qint64>;

// A nullable timestamp, in microseconds since the Unix epoch, UTC. Kept as an integer rather
// than a QDateTime: rows compare and copy cheaply, and no precision is lost to milliseconds.
using OptTime = std::optional<qint64>;

namespace pgtime {
// Microseconds between the Unix epoch and PostgreSQL's epoch (2000-01-01 UTC).
constexpr qint64 PostgresEpochOffsetUs = 946684800LL * 1000000LL;
} // namespace pgtime

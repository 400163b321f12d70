#pragma once

#include "core/types.h"

#include <QLocale>
#include <QString>

// How values read as text in tables, details and exports. One place, so "NULL" reads the
// same everywhere and times share one zone and one format.
// Models answer this role, on a cell that shows a database value in words (a task's state,
// a delivery's status), with the value itself: what copying a row puts on the clipboard.
constexpr int DatabaseValueRole = Qt::UserRole + 51;
// Models answer this role, on a cell that shows a time relative to now ("in 42 s", "3 min
// ago", how long owed), with that time in µs since 1970 (qint64): what the words were made
// from, so a check can hold them against the clock.
constexpr int RelativeTimeRole = Qt::UserRole + 52;

namespace displayformat {

QString null(); // what a SQL NULL shows as
QString integer(const OptInt &value);
QString text(const QString &value); // a null QString shows as null()
// Local time, in the default locale's short date (four-digit year) and time with seconds:
// "29.11.2026 18:50:12", "11/29/2026 6:50:12 PM"; ISO "2026-11-29 18:50:12" in the C locale.
// Support staff compare it against their own clock.
QString timestamp(const OptTime &unixMicros);
QString dateTimeFormat(const QLocale &locale); // the format timestamp() uses
QString timestampUtc(const OptTime &unixMicros); // ISO 8601 with Z, for tooltips and exports
// "42 s", "3 min 5 s", "2 h 10 min", "3 d 4 h": the largest two units.
QString duration(qint64 micros);
// "in 42 s" / "expired 3 min ago" for an expiry relative to `nowUs`.
QString countdown(const OptTime &expiresUs, qint64 nowUs);
QString ago(const OptTime &whenUs, qint64 nowUs); // "3 min ago"
// A long opaque id cut to its first `keep` characters and an ellipsis.
QString abbreviated(const QString &value, int keep = 8);
// One line of a possibly multi-line, control-character-laden value.
QString oneLine(const QString &value, int maxChars = 200);

} // namespace displayformat

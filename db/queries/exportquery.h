#pragma once

#include "core/exportspec.h"
#include "db/dbjob.h"

#include <QStringList>

// A view's rows as CSV, read a keyset page at a time (docs/console.md, "Export"). Each page is
// one job: one round trip, one transaction, at most `pageSize` rows, turned into CSV text on
// the DB thread. The caller appends each page to its file and asks for the next after the
// last key, so neither side ever holds more than one page.
//
// Order and keys: by a key that never changes while a row lives, so a row is written at most
// once and one that lived throughout is never skipped, however the workers change the rows
// between pages. Tasks and deliveries go newest first by id (as their views); task leases by
// task id (the view's expiry order moves as leases renew); sink leases by feed and sink; alarm
// debt by alert, device and event (the view's order, the ledger's key).
namespace exportquery {

// The CSV header: the column names, as in the schema; for tasks and deliveries their column
// tables' names, without the optional columns in `absent` (Spec::absentColumns).
QStringList columns(Kind kind, const QStringList &absent = {});
// The job that reads the page after `cursor`; the first page also counts the matching rows
// (for the progress bar) and starts with the header.
DbJob pageJob(const Spec &spec, const Cursor &cursor, int pageSize = DefaultPageSize);
// The spec with its sliding time range ("the last hour") pinned to the first page's clock, so
// the later pages read the same range rather than one that moved on while the export ran.
Spec pinned(const Spec &spec, qint64 serverNowUs);

} // namespace exportquery

#pragma once

#include "core/feedtable.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QStringList>

// What a CSV export reads and what each page brings back; the statements are
// db/queries/exportquery.h.
namespace exportquery {

enum class Kind { Tasks, TaskLeases, SinkLeases, Deliveries, AlarmDebt };

// What to export: the view, and the filter it shows (only the one for `kind` is read).
struct Spec
{
    Kind kind = Kind::Tasks;
    TaskFilter tasks;
    DeliveryFilter deliveries;
    bool stuckLeasesOnly = false; // TaskLeases: only stuck ones (the view's "Only stuck")
    int alarmsOlderThanSeconds = 0; // AlarmDebt: only those owed longer (the view's "Owed for")
    FeedTable feed;
    // The optional columns of the kind's table the database lacks: not exported.
    QStringList absentColumns;
    // E-mail addresses and phone numbers in text cells masked (contactmask::masked): the
    // window's "Mask contact data in exports" setting, on unless the operator turned it off.
    bool maskContacts = true;
};

// Where the next page starts: after the last key written (text, as the parameters travel).
struct Cursor
{
    QList<QByteArray> afterKey; // empty: from the start
    bool atStart() const { return afterKey.isEmpty(); }
};

struct Page
{
    QString csv; // the page's records, CRLF-ended; the header on the first page
    int rows = 0;
    bool last = true; // no row matches past this page
    Cursor next;
    qint64 total = -1; // first page only: how many rows matched when it was read (-1: unknown)
    qint64 serverNowUs = 0; // first page only: the server's clock when it was read
};

constexpr int DefaultPageSize = 5000;

} // namespace exportquery

Q_DECLARE_METATYPE(exportquery::Page)

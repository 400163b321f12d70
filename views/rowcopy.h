#pragma once

#include <QString>

class QAbstractItemView;
class QTableView;

// Copying a table's selected rows as TSV, for pasting into a spreadsheet, a ticket or a chat:
// the rows the operator selected, top to bottom, the columns they see, left to right in the
// order they arranged them (hidden columns left out), each cell's text as shown. GUI thread.
//
// A value's tab, CR or LF (and any other line break) becomes one space, so a cell can never
// split a row or a column; a NULL (shown as "—") becomes an empty cell. A state or status
// shown translated ("выполнена") is copied as the database's value ("succeeded"). A value the table
// cuts short with "…" (a long job id, a lease token, a holder) is copied whole when its
// tooltip holds it whole, as those columns' tooltips do.
namespace rowcopy {

// The selected rows as TSV, each line ended by "\n"; with `header`, the column titles first.
// With `maskContacts`, e-mail addresses and phone numbers in the cells are masked
// (contactmask.h). Empty when nothing is selected.
QString selectedRowsTsv(const QTableView *table, bool header, bool maskContacts = false);
// One cell's text made safe for TSV.
QString tsvCell(const QString &text);
// Puts the selected rows on the clipboard; returns how many rows it copied.
int copySelectedRows(const QTableView *table, bool header, bool maskContacts = false);

} // namespace rowcopy

#pragma once

#include <QList>
#include <QString>
#include <functional>

class QHeaderView;
class QTableView;

// The one way PoolScope's tables are set up: whole-row selection, fixed row heights (a big
// window never measures its rows), no client-side sorting (order comes from SQL), widths from
// samples of what each column shows, state words never cut (wholestates).
namespace tablesetup {

struct ColumnSample
{
    int column;
    QString sample; // typical widest content
};

void configure(QTableView *table, const QString &accessibleName);
// Each column as wide as its sample or its header, whichever is wider: a translated header
// ("Владелец аренды") is often longer than the English one the sample was chosen against.
void setWidths(QTableView *table, const QList<ColumnSample> &samples);
// Widens every section narrower than its header's text and sort arrow (after widths were set
// from samples, or restored from another language's settings), a table's or a tree's; and
// every state column to the widest state it has shown.
void widenToHeaders(QHeaderView *header);
// The widest of `texts` in `table`'s font: a sample for a column of translated words.
QString widest(const QTableView *table, const QStringList &texts);
// A wide timestamp as displayformat::timestamp shows it in the current locale, as a sample.
QString timestampSample();
// Calls `changed`, while the table lives, whenever what is selected may have changed: the
// selection or the current row moved, a selected row's data changed, or rows left the model
// (a row leaving a KeyedRowModel takes its selection along without a selectionChanged), the
// model was reset (a reset clears the selection silently) or its rows were reordered. What
// depends on the selection (the actions' availability) follows the data, not only the clicks.
// A poll changes many rows, each run of them a dataChanged of its own: only the runs that
// touch the selection call `changed`. The table's model must be set.
void onSelectionAffected(QTableView *table, const std::function<void()> &changed);
// The row the window is on: the current row when it is selected, else the only selected row;
// -1 when none is (nothing, or several without the current among them). `selectedCount`, if
// given, gets how many rows are selected.
int rowInFocus(const QTableView *table, int *selectedCount = nullptr);

} // namespace tablesetup

#pragma once

#include <QList>
#include <QString>
#include <functional>

class QTableView;

// The one way PoolScope's tables are set up: whole-row selection, fixed row heights (a big
// window never measures its rows), no client-side sorting (order comes from SQL), widths from
// samples of what each column shows.
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
// Widens every column narrower than its header's text and sort arrow (after widths were set
// from samples, or restored from another language's settings).
void widenToHeaders(QTableView *table);
// A wide timestamp as displayformat::timestamp shows it in the current locale, as a sample.
QString timestampSample();
// Calls `changed`, while the table lives, for each dataChanged of the table's model that
// holds a selected row. A poll changes many rows, each run of them a dataChanged of its own;
// what depends on the selection (the actions' availability) is worth redoing only for the
// runs that touch it. The table's model must be set.
void onSelectedRowsChanged(QTableView *table, std::function<void()> changed);

} // namespace tablesetup

#include "views/tablesetup.h"

#include "views/tonedelegate.h"

#include <QHeaderView>
#include <QTableView>

namespace tablesetup {

void configure(QTableView *table, const QString &accessibleName)
{
    table->setAccessibleName(accessibleName);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setSortingEnabled(false);
    table->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setSectionsMovable(true);
    table->setItemDelegate(new ToneDelegate(table));
}

void setWidths(QTableView *table, const QList<ColumnSample> &samples)
{
    const QFontMetrics fm = table->fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(QLatin1Char('M'));
    for (const ColumnSample &s : samples)
        table->setColumnWidth(s.column, fm.horizontalAdvance(s.sample) + pad);
}

} // namespace tablesetup

#include "views/tablesetup.h"

#include "models/displayformat.h"
#include "views/flatstyle.h"
#include "views/tonedelegate.h"
#include "views/wholestates.h"

#include <QDateTime>
#include <QHeaderView>
#include <QItemSelectionModel>
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
    useFlatStyle(table);
    if (table->model())
        wholestates::keep(table); // its state words are never cut
}

void setWidths(QTableView *table, const QList<ColumnSample> &samples)
{
    const QFontMetrics fm = table->fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(QLatin1Char('M'));
    const QFontMetrics headerFm = table->horizontalHeader()->fontMetrics();
    for (const ColumnSample &s : samples) {
        const QString header = table->model()
            ? table->model()->headerData(s.column, Qt::Horizontal).toString()
            : QString();
        table->setColumnWidth(
            s.column,
            qMax(fm.horizontalAdvance(s.sample), headerFm.horizontalAdvance(header)) + pad);
    }
    widenToHeaders(table->horizontalHeader());
}

void widenToHeaders(QHeaderView *h)
{
    if (!h->model())
        return;
    for (int c = 0; c < h->count(); ++c)
        if (h->sectionSize(c) < h->sectionSizeHint(c))
            h->resizeSection(c, h->sectionSizeHint(c));
    wholestates::widen(h);
}

QString widest(const QTableView *table, const QStringList &texts)
{
    const QFontMetrics fm = table->fontMetrics();
    QString wide;
    for (const QString &t : texts)
        if (fm.horizontalAdvance(t) > fm.horizontalAdvance(wide))
            wide = t;
    return wide;
}

QString timestampSample()
{
    // Late December, late evening: the widest day, month and hour digits, and PM.
    return displayformat::timestamp(
        QDateTime(QDate(2026, 12, 28), QTime(22, 58, 58)).toMSecsSinceEpoch() * 1000);
}

} // namespace tablesetup

void tablesetup::onSelectionAffected(QTableView *table, const std::function<void()> &changed)
{
    QItemSelectionModel *selection = table->selectionModel();
    QAbstractItemModel *model = table->model();
    QObject::connect(selection, &QItemSelectionModel::selectionChanged, table, changed);
    QObject::connect(selection, &QItemSelectionModel::currentRowChanged, table, changed);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, table, changed);
    QObject::connect(model, &QAbstractItemModel::modelReset, table, changed);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, table, changed);
    QObject::connect(
        model, &QAbstractItemModel::dataChanged, table,
        [selection, changed](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
            for (const QItemSelectionRange &r : selection->selection()) {
                if (r.top() <= bottomRight.row() && topLeft.row() <= r.bottom()) {
                    changed();
                    return;
                }
            }
        });
}

int tablesetup::rowInFocus(const QTableView *table, int *selectedCount)
{
    const QItemSelectionModel *selection = table->selectionModel();
    const QModelIndexList rows = selection->selectedRows();
    if (selectedCount)
        *selectedCount = int(rows.size());
    const QModelIndex current = selection->currentIndex();
    if (current.isValid() && selection->isRowSelected(current.row()))
        return current.row();
    return rows.size() == 1 ? rows.first().row() : -1;
}

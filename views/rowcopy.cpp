#include "views/rowcopy.h"

#include "core/contactmask.h"
#include "models/displayformat.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace rowcopy {

QString tsvCell(const QString &text)
{
    if (text == displayformat::null())
        return {};
    QString v = text;
    for (QChar &c : v) {
        if (c == u'\t' || c == u'\n' || c == u'\r' || c == QChar(0x2028) || c == QChar(0x2029)
            || c == QChar(0x85) || c == u'\v' || c == u'\f')
            c = u' ';
    }
    return v;
}

namespace {

// The cell as shown; a value the table cut short ("job-2024-11-29-nigh…") whole, when its
// tooltip holds it whole (the tables put the full id, token or holder there); a database value
// shown in words (a state, a status) as the database has it.
QString cellText(const QModelIndex &index)
{
    if (const QVariant value = index.data(DatabaseValueRole); value.isValid())
        return value.toString().isNull() ? displayformat::null() : value.toString();
    const QString shown = index.data(Qt::DisplayRole).toString();
    if (!shown.endsWith(u'…'))
        return shown;
    const QString tip = index.data(Qt::ToolTipRole).toString();
    return tip.size() >= shown.size() && tip.startsWith(QStringView(shown).chopped(1)) ? tip
                                                                                       : shown;
}

} // namespace

QString selectedRowsTsv(const QTableView *table, bool header, bool maskContacts)
{
    const QAbstractItemModel *model = table->model();
    const QItemSelectionModel *selection = table->selectionModel();
    if (!model || !selection)
        return {};
    QList<int> rows;
    for (const QModelIndex &index : selection->selectedRows())
        rows.append(index.row());
    if (rows.isEmpty()) {
        // A cell selection (or only a current row) still means "these rows".
        for (const QModelIndex &index : selection->selectedIndexes())
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty())
        return {};

    const QHeaderView *h = table->horizontalHeader();
    QList<int> columns; // logical, in the order they are shown
    for (int visual = 0; visual < h->count(); ++visual) {
        const int logical = h->logicalIndex(visual);
        if (!h->isSectionHidden(logical))
            columns.append(logical);
    }
    QString out;
    auto line = [&out](const QStringList &cells) {
        out += cells.join(u'\t') + u'\n';
    };
    QStringList cells;
    cells.reserve(columns.size());
    if (header) {
        for (int c : columns)
            cells.append(tsvCell(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString()));
        line(cells);
    }
    for (int r : rows) {
        cells.clear();
        for (int c : columns) {
            const QString text = cellText(model->index(r, c));
            cells.append(tsvCell(maskContacts ? contactmask::masked(text) : text));
        }
        line(cells);
    }
    return out;
}

int copySelectedRows(const QTableView *table, bool header, bool maskContacts)
{
    const QString text = selectedRowsTsv(table, header, maskContacts);
    if (text.isEmpty())
        return 0;
    QApplication::clipboard()->setText(text);
    return int(text.count(u'\n')) - (header ? 1 : 0);
}

} // namespace rowcopy

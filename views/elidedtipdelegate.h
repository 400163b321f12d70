#pragma once

#include <QStyledItemDelegate>

// An item delegate whose cells, when too narrow for their text, show the whole of it on hover:
// a table or tree elides a long value by design (a column cannot be as wide as every job id,
// worker name or provider answer), and the tooltip is where the rest is. A cell's own tooltip
// (a timestamp in UTC, a lease token) follows the whole text. GUI thread.
class ElidedTipDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

    // Gives `view` this delegate where it has Qt's default one (a QTreeWidget, a QTableWidget),
    // and keeps its state columns whole (wholestates: a state is never elided, tooltip or not).
    static void install(QAbstractItemView *view);
};

#pragma once

#include <QStyledItemDelegate>

// Draws a task's state in its tone's colour, after a shape that carries the same meaning
// without colour (● good, ◐ pending, ▲ warning, ✖ bad). GUI thread.
class TaskStateDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

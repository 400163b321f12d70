#pragma once

#include <QStyledItemDelegate>

// Draws a cell's bars (a QVariantList of counts under `role`, oldest first) as a small
// histogram scaled to its own highest bar: when a group started, peaked and stopped, at a
// glance. The counts are in the tooltip the model gives.
class HistogramDelegate : public QStyledItemDelegate
{
public:
    HistogramDelegate(int role, QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_role;
};

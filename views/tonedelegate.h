#pragma once

#include <QStyledItemDelegate>

// Draws a cell that carries a ToneRole in its tone's colour, after the tone's mark, so the
// state reads without colour too. Cells without a tone draw as usual. GUI thread.
class ToneDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

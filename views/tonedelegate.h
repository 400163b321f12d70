#pragma once

#include "views/celltextcache.h"
#include "views/elidedtipdelegate.h"

#include <QStyledItemDelegate>

// Draws a cell that carries a ToneRole in its tone's colour, after the tone's mark, so the
// state reads without colour too. Cells without a tone draw as usual.
//
// One line of plain text, the tables' every cell, is drawn from laid-out text kept between
// paints (CellTextCache): the background, the selection and the focus frame are still the
// style's. Anything else (an icon, a check box, wrapped or multi-line text, right-to-left) is
// painted by Qt's own delegate. GUI thread.
class ToneDelegate : public ElidedTipDelegate
{
    Q_OBJECT
public:
    using ElidedTipDelegate::ElidedTipDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    qsizetype cachedTexts() const { return m_texts.size(); }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    mutable CellTextCache m_texts;
};

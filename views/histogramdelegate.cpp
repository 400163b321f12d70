#include "views/histogramdelegate.h"

#include <QPainter>

HistogramDelegate::HistogramDelegate(int role, QObject *parent)
    : QStyledItemDelegate(parent), m_role(role)
{
}

void HistogramDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index); // the background and selection
    const QVariantList bars = index.data(m_role).toList();
    qint64 highest = 0;
    for (const QVariant &b : bars)
        highest = qMax(highest, b.toLongLong());
    if (bars.isEmpty() || highest == 0)
        return;
    const QRect r = option.rect.adjusted(3, 3, -3, -3);
    const qreal width = qreal(r.width()) / bars.size();
    const bool selected = option.state & QStyle::State_Selected;
    const QColor colour = option.palette.color(selected ? QPalette::HighlightedText
                                                        : QPalette::Highlight);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (int i = 0; i < bars.size(); ++i) {
        const qint64 n = bars[i].toLongLong();
        if (n == 0)
            continue;
        // A bar of one failure is still seen: at least a pixel and a half high.
        const qreal height = qMax<qreal>(1.5, r.height() * qreal(n) / qreal(highest));
        painter->fillRect(QRectF(r.left() + i * width + 0.5, r.bottom() + 1 - height,
                                 qMax<qreal>(1.0, width - 1.0), height),
                          colour);
    }
    painter->restore();
}

QSize HistogramDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(qMax(s.width(), 96));
    return s;
}

#include "views/flowlayout.h"

#include <QWidget>

FlowLayout::FlowLayout(int spacing)
{
    setSpacing(spacing);
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    invalidate();
    return m_items.takeAt(index);
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // All on one line: what it asks for when there is room.
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += (width > 0 ? spacing() : 0) + hint.width();
        height = qMax(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return { width + m.left() + m.right(), height + m.top() + m.bottom() };
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int y = area.y();
    QList<std::pair<QLayoutItem *, QSize>> line;
    int lineWidth = 0;
    int lineHeight = 0;
    // Each line's items centred on the line's height: a label beside taller chips.
    auto place = [&] {
        int x = area.x();
        for (const auto &[item, hint] : line) {
            if (apply)
                item->setGeometry(QRect(QPoint(x, y + (lineHeight - hint.height()) / 2), hint));
            x += hint.width() + spacing();
        }
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        if (!line.isEmpty() && lineWidth + spacing() + hint.width() > area.width()) {
            place();
            y += lineHeight + spacing();
            line.clear();
            lineWidth = lineHeight = 0;
        }
        lineWidth += (line.isEmpty() ? 0 : spacing()) + hint.width();
        lineHeight = qMax(lineHeight, hint.height());
        line.append({ item, hint });
    }
    place();
    return y + lineHeight - rect.y() + contentsMargins().bottom();
}

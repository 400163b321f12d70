#pragma once

#include <QColor>
#include <QTextBlock>
#include <QTextLayout>

// The foreground the layout gives the character at `pos` of `block` (a syntax highlighter's
// formats): an invalid colour where no format covers it.
inline QColor colourAt(const QTextBlock &block, int pos)
{
    for (const QTextLayout::FormatRange &r : block.layout()->formats()) {
        if (pos >= r.start && pos < r.start + r.length)
            return r.format.foreground().color();
    }
    return {};
}

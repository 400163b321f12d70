#include "views/celltextcache.h"

#include <QFontMetrics>

const QStaticText &CellTextCache::fitted(const QString &text, int width, const QFont &font)
{
    if (font != m_font) { // another font (a theme or a zoom change): every layout is stale
        m_texts.clear();
        m_font = font;
    }
    const Key key { text, width };
    if (const auto it = m_texts.constFind(key); it != m_texts.cend())
        return it.value();
    if (m_texts.size() >= Capacity)
        m_texts.clear(); // simpler than an LRU, and the visible cells come back on the next paint
    QStaticText laidOut(QFontMetrics(font).elidedText(text, Qt::ElideRight, width));
    laidOut.setTextFormat(Qt::PlainText);
    laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
    laidOut.prepare(QTransform(), font);
    return m_texts.insert(key, laidOut).value();
}

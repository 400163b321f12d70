#include "views/celltextcache.h"

#include <QFontMetrics>

namespace {

QStaticText prepared(const QString &text, const QFont &font)
{
    QStaticText laidOut(text);
    laidOut.setTextFormat(Qt::PlainText);
    laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
    laidOut.prepare(QTransform(), font);
    return laidOut;
}

} // namespace

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
    // Laid out whole first: most texts fit, and then shaping once is enough (eliding first
    // would shape them twice, to measure and to lay out).
    QStaticText laidOut = prepared(text, font);
    if (laidOut.size().width() > width)
        laidOut = prepared(QFontMetrics(font).elidedText(text, Qt::ElideRight, width), font);
    return m_texts.insert(key, laidOut).value();
}

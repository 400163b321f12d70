#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

// Laid-out cell texts, kept between paints. A table repaints every visible cell on each poll
// (new rows push the others down), and Qt's item delegate shapes each text anew every time:
// two HarfBuzz passes per cell, most of a repaint. The same texts come back poll after poll,
// so each (text, width) pair is elided and shaped once and then only drawn. GUI thread.
class CellTextCache
{
public:
    // The text as it fits `width` in `font`, elided at the right, prepared for drawing.
    const QStaticText &fitted(const QString &text, int width, const QFont &font);
    qsizetype size() const { return m_texts.size(); }

private:
    struct Key
    {
        QString text;
        int width;
        bool operator==(const Key &) const = default;
    };
    friend size_t qHash(const Key &k, size_t seed) { return qHashMulti(seed, k.text, k.width); }

    static constexpr qsizetype Capacity
        = 2048; // a few screens of one table; dropped whole when full
    QFont m_font;
    QHash<Key, QStaticText> m_texts;
};

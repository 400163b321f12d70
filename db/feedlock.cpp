#include "db/feedlock.h"

using namespace Qt::StringLiterals;

namespace feedlock {

QString jsonString(const QString &value)
{
    static const char hex[] = "0123456789abcdef";
    QString out;
    out.reserve(value.size() + 2);
    out += u'"';
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t c = value[i].unicode();
        switch (c) {
        case u'"':
            out += u"\\\""_s;
            continue;
        case u'\\':
            out += u"\\\\"_s;
            continue;
        case u'\b':
            out += u"\\b"_s;
            continue;
        case u'\f':
            out += u"\\f"_s;
            continue;
        case u'\n':
            out += u"\\n"_s;
            continue;
        case u'\r':
            out += u"\\r"_s;
            continue;
        case u'\t':
            out += u"\\t"_s;
            continue;
        default:
            break;
        }
        // Well-formed JSON.stringify (ES2019) escapes control characters and lone surrogates.
        const bool high = c >= 0xD800 && c <= 0xDBFF;
        const bool low = c >= 0xDC00 && c <= 0xDFFF;
        const bool paired = (high && i + 1 < value.size() && value[i + 1].isLowSurrogate())
            || (low && i > 0 && value[i - 1].isHighSurrogate());
        if (c < 0x20 || ((high || low) && !paired)) {
            out += u"\\u"_s;
            for (int shift = 12; shift >= 0; shift -= 4)
                out += QLatin1Char(hex[(c >> shift) & 0xF]);
            continue;
        }
        out += QChar(c);
    }
    out += u'"';
    return out;
}

QString name(const QString &schema, const QString &prefix, const QString &feed, const QString &sink)
{
    return u"[\"kairos-es/feed\","_s + jsonString(schema) + u',' + jsonString(prefix) + u','
        + jsonString(feed) + u',' + jsonString(sink) + u']';
}

} // namespace feedlock

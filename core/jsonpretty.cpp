#include "core/jsonpretty.h"

namespace jsonpretty {

QString format(QStringView json, int maxDepth)
{
    QString out;
    out.reserve(json.size() + json.size() / 4);
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    bool emptyContainer = false; // just opened: "{}" and "[]" stay on one line
    auto newline = [&] {
        out += u'\n';
        out += QString(qMin(depth, maxDepth) * 4, u' ');
    };
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QChar c = json[i];
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
            continue;
        }
        if (c == u' ' || c == u'\n' || c == u'\r' || c == u'\t')
            continue; // the input's own spacing is replaced
        if (emptyContainer && c != u'}' && c != u']') {
            newline();
            emptyContainer = false;
        }
        switch (c.unicode()) {
        case u'"':
            inString = true;
            out += c;
            break;
        case u'{':
        case u'[':
            out += c;
            ++depth;
            emptyContainer = true;
            break;
        case u'}':
        case u']':
            depth = qMax(0, depth - 1);
            if (!emptyContainer)
                newline();
            emptyContainer = false;
            out += c;
            break;
        case u',':
            out += c;
            newline();
            break;
        case u':':
            out += u": ";
            break;
        default:
            out += c;
            break;
        }
    }
    return out;
}

} // namespace jsonpretty

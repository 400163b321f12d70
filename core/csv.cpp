#include "core/csv.h"

using namespace Qt::StringLiterals;

namespace csv {

bool looksLikeFormula(const QString &text)
{
    return !text.isEmpty() && QStringView(u"=+-@\t\r").contains(text.front());
}

QString plainField(const QString &text)
{
    const bool quote = text.contains(u',') || text.contains(u'"') || text.contains(u'\n')
        || text.contains(u'\r') || text.startsWith(u' ') || text.endsWith(u' ');
    if (!quote)
        return text;
    QString v = text;
    return u'"' + v.replace(u'"', u"\"\""_s) + u'"';
}

QString textField(const QString &text)
{
    return plainField(looksLikeFormula(text) ? u'\'' + text : text);
}

QString record(const QStringList &fields)
{
    return fields.join(u',') + u"\r\n"_s;
}

} // namespace csv

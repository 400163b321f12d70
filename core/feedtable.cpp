#include "core/feedtable.h"

#include "core/textcontexts.h"

using namespace Qt::StringLiterals;

QString FeedTable::problem() const
{
    // NAMEDATALEN - 1: a longer name would be silently truncated by the server and then match
    // a different table than the one the operator named.
    constexpr int MaxIdentifierBytes = 63;
    if (schema.trimmed().isEmpty())
        return DbText::tr("the feed schema is empty");
    if (schema.toUtf8().size() > MaxIdentifierBytes)
        return DbText::tr("the feed schema is longer than 63 bytes");
    if (tableName().toUtf8().size() > MaxIdentifierBytes)
        return DbText::tr(
            "the feed table prefix is too long (the table name would exceed 63 bytes)");
    if (schema.contains(QChar(0)) || prefix.contains(QChar(0)))
        return DbText::tr("the feed schema or prefix contains a NUL character");
    return {};
}

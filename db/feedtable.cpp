#include "db/feedtable.h"

using namespace Qt::StringLiterals;

QString FeedTable::problem() const
{
    // NAMEDATALEN - 1: a longer name would be silently truncated by the server and then match
    // a different table than the one the operator named.
    constexpr int MaxIdentifierBytes = 63;
    if (schema.trimmed().isEmpty())
        return u"the feed schema is empty"_s;
    if (schema.toUtf8().size() > MaxIdentifierBytes)
        return u"the feed schema is longer than 63 bytes"_s;
    if (tableName().toUtf8().size() > MaxIdentifierBytes)
        return u"the feed table prefix is too long (the table name would exceed 63 bytes)"_s;
    if (schema.contains(QChar(0)) || prefix.contains(QChar(0)))
        return u"the feed schema or prefix contains a NUL character"_s;
    return {};
}

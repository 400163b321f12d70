#include "core/sqlidentifier.h"

QByteArray quoteIdentifier(const QString &name)
{
    QByteArray quoted = name.toUtf8();
    quoted.replace('"', "\"\"");
    quoted.replace('\0', ""); // PostgreSQL identifiers cannot hold NUL
    return '"' + quoted + '"';
}

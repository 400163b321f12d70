#pragma once

#include <QByteArray>
#include <QString>

// "name" with embedded quotes doubled: safe for any text as an identifier. In core because
// the schema rules name relations the way the console's statements write them.
QByteArray quoteIdentifier(const QString &name);

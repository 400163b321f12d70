#pragma once

#include "core/types.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// One parameterized statement. The SQL text is fixed by the code that builds it; every value
// that comes from a user or a row travels as a parameter ($1, $2, ...), never in the text.
// Statements are sent unnamed (no PREPARE), so they work through a transaction pooler.

using SqlParam = std::optional<QByteArray>; // std::nullopt is SQL NULL

struct SqlStatement
{
    QByteArray sql;
    QList<SqlParam> params;
    // Ends the implicit transaction after this statement (a pipeline sync point). The last
    // statement of a job always ends one; set it earlier to run several transactions in one
    // round trip, each committing or failing on its own.
    bool endsTransaction = false;
};

namespace sqlparam {
SqlParam null();
SqlParam of(qint64 value);
SqlParam of(const QString &value);
SqlParam of(const char *utf8) = delete; // say QString or QByteArray explicitly
SqlParam ofBytes(const QByteArray &value);
SqlParam ofBool(bool value);
SqlParam ofOpt(const OptInt &value);
SqlParam ofOptText(const QString &value); // a null QString is NULL
// A text[] literal with every element quoted, so commas, quotes and braces in values are data.
SqlParam ofTextArray(const QStringList &values);
SqlParam ofIntArray(const QList<qint64> &values); // an int8[] literal: {1,2,3}
// Microseconds since the Unix epoch, written as a timestamptz literal with an explicit offset
// so the server's TimeZone and DateStyle settings cannot change its meaning.
SqlParam ofTime(qint64 unixMicros);
} // namespace sqlparam

// Formats microseconds since the Unix epoch as "YYYY-MM-DD HH:MM:SS.ffffff+00".
QByteArray formatTimestampUtc(qint64 unixMicros);

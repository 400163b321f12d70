#include "core/dberror.h"

#include "core/textcontexts.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

DbErrorKind classifySqlState(const QString &s)
{
    if (s.isEmpty())
        return DbErrorKind::Other;
    if (s == "57P01"_L1 || s == "57P02"_L1 || s == "57P03"_L1 || s.startsWith("08"_L1))
        return DbErrorKind::ConnectionLost;
    if (s == "57014"_L1)
        return DbErrorKind::Timeout;
    if (s == "55P03"_L1)
        return DbErrorKind::LockTimeout;
    if (s == "25006"_L1)
        return DbErrorKind::ReadOnly;
    if (s == "42501"_L1)
        return DbErrorKind::PermissionDenied;
    if (s == "42P01"_L1 || s == "42703"_L1 || s == "3F000"_L1 || s == "42883"_L1)
        return DbErrorKind::UndefinedObject;
    if (s == "23505"_L1)
        return DbErrorKind::UniqueViolation;
    if (s == "40001"_L1 || s == "40P01"_L1)
        return DbErrorKind::SerializationFailure;
    if (s == "3D000"_L1)
        return DbErrorKind::DatabaseMissing;
    if (s == "28P01"_L1 || s == "28000"_L1)
        return DbErrorKind::AuthenticationFailed;
    if (s.startsWith("22"_L1))
        return DbErrorKind::BadInput;
    return DbErrorKind::Other;
}

bool DbError::isTransient() const
{
    return kind == DbErrorKind::ConnectionLost || kind == DbErrorKind::ConnectionFailed
        || kind == DbErrorKind::NotConnected;
}

QString DbError::summary() const
{
    if (!isError())
        return {};
    QString text = message.trimmed();
    if (!detail.isEmpty())
        text += u" ("_s + detail.trimmed() + u')';
    if (!sqlState.isEmpty())
        text += u" [SQLSTATE "_s + sqlState + u']';
    return text;
}

QString DbError::headline() const
{
    // A lost connection is the console's everyday fault (a restart, a pooler, a killed
    // backend): said in the language on screen. libpq's own words, in the language of the
    // process, stay in summary() (the tooltips). A failure to connect keeps libpq's reason: it
    // names the host, the database or the role that was refused.
    if (kind == DbErrorKind::NotConnected)
        return DbText::tr("no connection to the server");
    if (kind == DbErrorKind::ConnectionLost && sqlState != "57P03"_L1)
        return DbText::tr("the connection to the server was lost");
    static const QRegularExpression lead(
        uR"(^connection to server (?:on socket|at) .*? failed:\s*)"_s);
    QString text = message.trimmed();
    text.remove(lead);
    if (const qsizetype line = text.indexOf(u'\n'); line > 0)
        text.truncate(line);
    if (const qsizetype sentence = text.indexOf(u". "_s); sentence > 0)
        text.truncate(sentence);
    text = text.trimmed();
    if (text.endsWith(u'.'))
        text.chop(1);
    return text.isEmpty() ? message.trimmed() : text;
}

DbError DbError::fromSqlState(const QString &sqlState, const QString &message,
                              const QString &detail, const QString &hint)
{
    return DbError { classifySqlState(sqlState), sqlState, message, detail, hint };
}

DbError DbError::make(DbErrorKind kind, const QString &message)
{
    DbError e;
    e.kind = kind;
    e.message = message;
    return e;
}

QString readFailureText(const DbError &e)
{
    QString plain;
    switch (e.kind) {
    case DbErrorKind::LockTimeout:
        plain = DbText::tr(
            "a table it reads is locked by another session (a migration, VACUUM FULL or a long "
            "transaction), and it stopped waiting; nothing changed. Try again in a moment");
        break;
    case DbErrorKind::Timeout:
        // 57014 is the console's statement_timeout and a cancel alike: the server's words
        // (in its own language) tell which.
        plain = DbText::tr(
            "it was stopped on the server: it ran past the console's time limit, or was cancelled");
        break;
    case DbErrorKind::PermissionDenied:
        plain = DbText::tr("the database role the console uses may not read it");
        break;
    case DbErrorKind::UndefinedObject:
        plain = DbText::tr("a table, column or schema it reads is missing from this database (an "
                           "older or different schema)");
        break;
    case DbErrorKind::ConnectionLost:
    case DbErrorKind::NotConnected:
        return e.headline(); // the status bar says the rest: reconnecting, and libpq's words
    case DbErrorKind::None:
    case DbErrorKind::BadInput:
    case DbErrorKind::ConnectionFailed:
    case DbErrorKind::AuthenticationFailed:
    case DbErrorKind::DatabaseMissing:
    case DbErrorKind::ReadOnly:
    case DbErrorKind::UniqueViolation:
    case DbErrorKind::SerializationFailure:
    case DbErrorKind::Other:
        return e.summary();
    }
    return plain + u" ("_s + e.summary() + u')';
}

#include "db/dberror.h"

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

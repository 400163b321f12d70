#pragma once

#include <QMetaType>
#include <QString>

// What went wrong talking to PostgreSQL, as a value. Errors never cross a thread or a
// signal as exceptions; they travel in replies as one of these.

enum class DbErrorKind {
    None,
    BadInput, // a malformed DSN or argument: fix the input, never retry
    ConnectionFailed, // could not connect: refused, unknown host, timed out
    AuthenticationFailed, // wrong password or no pg_hba entry: never retried automatically
    DatabaseMissing, // 3D000
    ConnectionLost, // 57P01/57P02/57P03/08xxx or a dead socket: reconnect with backoff
    Timeout, // 57014: statement_timeout or a cancel
    LockTimeout, // 55P03: an action would have queued behind a worker
    ReadOnly, // 25006: a standby or default_transaction_read_only
    PermissionDenied, // 42501: disable the action, never retry
    UndefinedObject, // 42P01/42703: a missing table or column
    UniqueViolation, // 23505: the idempotent insert already happened
    SerializationFailure, // 40001/40P01: retry the whole transaction
    NotConnected, // nothing was sent: the console has no live connection
    Other,
};

struct DbError
{
    DbErrorKind kind = DbErrorKind::None;
    QString sqlState;
    QString message;
    QString detail;
    QString hint;

    bool isError() const { return kind != DbErrorKind::None; }
    // Worth reconnecting for: the server or the network went away.
    bool isTransient() const;
    // One line for a status bar or a CLI, with the SQLSTATE when there is one.
    QString summary() const;
    // What went wrong in a few words, for a status bar beside the target it already names: a
    // lost connection in the console's words, else libpq's first sentence without its
    // "connection to server on socket "…" failed:" lead.
    QString headline() const;

    static DbError fromSqlState(const QString &sqlState, const QString &message,
                                const QString &detail = {}, const QString &hint = {});
    static DbError make(DbErrorKind kind, const QString &message);
    bool operator==(const DbError &) const = default;
};

DbErrorKind classifySqlState(const QString &sqlState);

// Why a read (a poll, a lookup, a detail) failed, for the person at the console: what it means
// in plain words where the kind says (a lock another session holds, the time limit, a role
// that may not read, a missing table), then the server's own words and SQLSTATE in
// parentheses for a DBA. Other kinds: summary() alone.
QString readFailureText(const DbError &error);

Q_DECLARE_METATYPE(DbError)

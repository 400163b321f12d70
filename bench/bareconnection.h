#pragma once

#include "db/sqlstatement.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

struct pg_conn;
typedef struct pg_conn PGconn;

// A blocking libpq connection on the caller's thread: the benchmark's baseline ("the same
// statements through bare libpq") and its own bookkeeping queries. Never a model for the
// console, whose GUI thread never waits on the network.
class BareConnection
{
public:
    explicit BareConnection(const QString &dsn);
    ~BareConnection();
    BareConnection(const BareConnection &) = delete;
    BareConnection &operator=(const BareConnection &) = delete;

    bool ok() const;
    QString error() const { return m_error; }

    // Sends `statements` in pipeline mode exactly as given (a sync after each statement that
    // ends a transaction, and after the last), binary results, and reads every result without
    // decoding it: the floor the console's poll cycle is compared with. Returns the rows read,
    // or -1 (with error()) when a statement failed. With `limits`, each transaction starts
    // with the console's set_config prelude (db/pgsession.cpp), to tell its cost apart.
    qint64 runPipeline(const QList<SqlStatement> &statements, bool limits = false);

    // A plain query with text parameters and results (NULL as a null QString); std::nullopt
    // on failure, with error().
    std::optional<QList<QStringList>> query(const QString &sql, const QStringList &params = {});
    QString scalar(const QString &sql, const QStringList &params = {});

    QString host() const;
    QString port() const;
    QString user() const;
    QString database() const;

private:
    PGconn *m_conn = nullptr;
    QString m_error;
};

#pragma once

#include "core/dberror.h"
#include "db/connectionparams.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <chrono>
#include <memory>

struct pg_conn;
typedef struct pg_conn PGconn;
struct pg_result;
typedef struct pg_result PGresult;

namespace poolsim {

// Text-format statement parameters, in $n order. A null QByteArray is SQL NULL.
using Params = QList<QByteArray>;

QByteArray param(qint64 value);
QByteArray param(int value);
QByteArray param(double value);
QByteArray param(bool value);
QByteArray param(const QString &value);
QByteArray nullParam();

// One statement's result: rows as text, or the error as a value (SQLSTATE and message).
class PgResult
{
public:
    PgResult() = default;
    PgResult(PGresult *result, DbError error);

    bool ok() const { return !m_error.isError(); }
    const DbError &error() const { return m_error; }
    int rows() const;
    bool isNull(int row, int column) const;
    QString text(int row, int column) const;
    QByteArray bytes(int row, int column) const;
    qint64 int64(int row, int column) const;
    double number(int row, int column) const;
    bool boolean(int row, int column) const;
    qint64 affected() const; // PQcmdTuples

private:
    struct Deleter
    {
        void operator()(PGresult *r) const;
    };
    std::shared_ptr<PGresult> m_result;
    DbError m_error;
};

// One blocking libpq connection, owned and used by exactly one simulator thread.
//
// Every statement goes through PQsendQueryParams with $n parameters and no named prepared
// statement, so it works through a transaction pooler; only the advisory sink lease needs a
// real session, and says so where it reserves one. Each call is bounded: past its timeout the
// statement is cancelled (PQcancel), and a server that does not answer the cancel either
// within a grace period gets the connection dropped, so no thread hangs forever in libpq.
class PgConn
{
public:
    static constexpr std::chrono::milliseconds DefaultTimeout { 30000 };

    ~PgConn();
    PgConn(const PgConn &) = delete;
    PgConn &operator=(const PgConn &) = delete;

    // Connects with application_name=poolsim (the DBA finds the simulator's sessions by it).
    static std::unique_ptr<PgConn> open(const QString &dsn, DbError *error);

    PgResult exec(const char *sql, const Params &params = {},
                  std::chrono::milliseconds timeout = DefaultTimeout);
    // exec() that must succeed, for BEGIN/COMMIT-style statements: false on failure.
    bool run(const char *sql, DbError *error = nullptr);

    bool isBroken() const;
    int backendPid() const;
    PGconn *handle() const { return m_conn; }
    // Drops the connection now, as a process that dies does (the server ends its session).
    void abandon();

private:
    PgConn() = default;
    bool waitReadable(std::chrono::steady_clock::time_point deadline);
    void sendCancel();

    PGconn *m_conn = nullptr;
};

// The DSN with poolsim's connection defaults (those of db/connectionparams) and
// application_name=poolsim, or an error naming why the DSN is not usable.
ConnectionParams simulatorParams(const QString &dsn, DbError *error);

} // namespace poolsim

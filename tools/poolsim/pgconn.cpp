#include "tools/poolsim/pgconn.h"

#include <cerrno>
#include <libpq-fe.h>
#include <poll.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

// How long a cancelled statement may take to come back before the connection is dropped.
constexpr std::chrono::milliseconds CancelGrace { 5000 };

DbError errorOf(PGconn *conn, PGresult *result)
{
    if (result) {
        const char *state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
        const char *detail = PQresultErrorField(result, PG_DIAG_MESSAGE_DETAIL);
        const char *hint = PQresultErrorField(result, PG_DIAG_MESSAGE_HINT);
        const char *primary = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
        return DbError::fromSqlState(
            QString::fromUtf8(state ? state : ""),
            QString::fromUtf8(primary ? primary : PQresultErrorMessage(result)),
            QString::fromUtf8(detail ? detail : ""), QString::fromUtf8(hint ? hint : ""));
    }
    return DbError::make(
        DbErrorKind::ConnectionLost,
        QString::fromUtf8(conn ? PQerrorMessage(conn) : "no connection").trimmed());
}

} // namespace

QByteArray param(qint64 value)
{
    return QByteArray::number(value);
}
QByteArray param(int value)
{
    return QByteArray::number(value);
}
QByteArray param(double value)
{
    return QByteArray::number(value, 'g', 17);
}
QByteArray param(bool value)
{
    return value ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}
QByteArray param(const QString &value)
{
    QByteArray utf8 = value.toUtf8();
    if (utf8.isNull())
        utf8 = QByteArray(""); // an empty QString is '' here; NULL is nullParam()
    return utf8;
}
QByteArray nullParam()
{
    return QByteArray();
}

void PgResult::Deleter::operator()(PGresult *r) const
{
    PQclear(r);
}

PgResult::PgResult(PGresult *result, DbError error)
    : m_result(result, Deleter {}), m_error(std::move(error))
{
}

int PgResult::rows() const
{
    return m_result && ok() ? PQntuples(m_result.get()) : 0;
}

bool PgResult::isNull(int row, int column) const
{
    return PQgetisnull(m_result.get(), row, column) != 0;
}

QString PgResult::text(int row, int column) const
{
    if (isNull(row, column))
        return {};
    return QString::fromUtf8(PQgetvalue(m_result.get(), row, column));
}

QByteArray PgResult::bytes(int row, int column) const
{
    if (isNull(row, column))
        return {};
    return QByteArray(PQgetvalue(m_result.get(), row, column),
                      PQgetlength(m_result.get(), row, column));
}

qint64 PgResult::int64(int row, int column) const
{
    return isNull(row, column) ? 0
                               : QByteArray(PQgetvalue(m_result.get(), row, column)).toLongLong();
}

double PgResult::number(int row, int column) const
{
    return isNull(row, column) ? 0.0
                               : QByteArray(PQgetvalue(m_result.get(), row, column)).toDouble();
}

bool PgResult::boolean(int row, int column) const
{
    return !isNull(row, column) && PQgetvalue(m_result.get(), row, column)[0] == 't';
}

qint64 PgResult::affected() const
{
    return m_result ? QByteArray(PQcmdTuples(m_result.get())).toLongLong() : 0;
}

ConnectionParams simulatorParams(const QString &dsn, DbError *error)
{
    ConnectionParams params = ConnectionParams::parse(dsn, error);
    if (!params.isValid())
        return params;
    return params.with("application_name", u"poolsim"_s);
}

std::unique_ptr<PgConn> PgConn::open(const QString &dsn, DbError *error)
{
    const ConnectionParams params = simulatorParams(dsn, error);
    if (!params.isValid())
        return nullptr;
    const QList<ConnectionParams::Entry> entries = params.libpqEntries();
    std::vector<const char *> keywords;
    std::vector<const char *> values;
    for (const ConnectionParams::Entry &e : entries) {
        keywords.push_back(e.keyword.constData());
        values.push_back(e.value.constData());
    }
    keywords.push_back(nullptr);
    values.push_back(nullptr);
    std::unique_ptr<PgConn> conn(new PgConn);
    conn->m_conn = PQconnectdbParams(keywords.data(), values.data(), 0);
    if (PQstatus(conn->m_conn) != CONNECTION_OK) {
        if (error)
            *error = DbError::make(DbErrorKind::ConnectionFailed,
                                   QString::fromUtf8(PQerrorMessage(conn->m_conn)).trimmed());
        return nullptr;
    }
    // Notices (e.g. "you don't own lock of type ExclusiveLock" from an idempotent unlock)
    // are expected and would only clutter the event log.
    PQsetNoticeProcessor(
        conn->m_conn, [](void *, const char *) {}, nullptr);
    return conn;
}

PgConn::~PgConn()
{
    abandon();
}

void PgConn::abandon()
{
    if (m_conn)
        PQfinish(m_conn);
    m_conn = nullptr;
}

bool PgConn::isBroken() const
{
    return !m_conn || PQstatus(m_conn) != CONNECTION_OK;
}

int PgConn::backendPid() const
{
    return m_conn ? PQbackendPID(m_conn) : 0;
}

bool PgConn::waitReadable(std::chrono::steady_clock::time_point deadline)
{
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return false;
        pollfd fd { PQsocket(m_conn), POLLIN, 0 };
        const int n = ::poll(&fd, 1, static_cast<int>(left.count()));
        if (n > 0)
            return true;
        if (n < 0 && errno != EINTR)
            return true; // let PQconsumeInput report what is wrong with the socket
    }
}

void PgConn::sendCancel()
{
    PGcancel *cancel = PQgetCancel(m_conn);
    if (!cancel)
        return;
    char buffer[256];
    PQcancel(cancel, buffer, sizeof buffer);
    PQfreeCancel(cancel);
}

PgResult PgConn::exec(const char *sql, const Params &params, std::chrono::milliseconds timeout)
{
    if (isBroken())
        return PgResult(nullptr, DbError::make(DbErrorKind::NotConnected, u"not connected"_s));
    std::vector<const char *> values;
    values.reserve(static_cast<size_t>(params.size()));
    for (const QByteArray &p : params)
        values.push_back(p.isNull() ? nullptr : p.constData());
    if (!PQsendQueryParams(m_conn, sql, static_cast<int>(values.size()), nullptr, values.data(),
                           nullptr, nullptr, 0))
        return PgResult(nullptr, errorOf(m_conn, nullptr));
    auto deadline = std::chrono::steady_clock::now() + timeout;
    bool cancelled = false;
    PGresult *last = nullptr;
    for (;;) {
        while (PQisBusy(m_conn)) {
            if (!waitReadable(deadline)) {
                if (cancelled) {
                    // The server answered neither the statement nor its cancel: treat the
                    // connection as dead rather than wait on it forever.
                    PQclear(last);
                    abandon();
                    return PgResult(
                        nullptr,
                        DbError::make(DbErrorKind::ConnectionLost, u"server stopped answering"_s));
                }
                sendCancel();
                cancelled = true;
                deadline = std::chrono::steady_clock::now() + CancelGrace;
                continue;
            }
            if (!PQconsumeInput(m_conn)) {
                PQclear(last);
                return PgResult(nullptr, errorOf(m_conn, nullptr));
            }
        }
        PGresult *r = PQgetResult(m_conn);
        if (!r)
            break;
        PQclear(last);
        last = r;
    }
    if (!last)
        return PgResult(nullptr, errorOf(m_conn, nullptr));
    const ExecStatusType status = PQresultStatus(last);
    if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK)
        return PgResult(last, {});
    DbError error = errorOf(m_conn, last);
    // A session the server ended (pg_terminate_backend, a restart) reports no SQLSTATE of
    // its own here; the connection status says what happened.
    if (isBroken())
        error.kind = DbErrorKind::ConnectionLost;
    return PgResult(last, error);
}

bool PgConn::run(const char *sql, DbError *error)
{
    const PgResult r = exec(sql);
    if (error)
        *error = r.error();
    return r.ok();
}

} // namespace poolsim

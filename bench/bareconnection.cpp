#include "bench/bareconnection.h"

#include <libpq-fe.h>
#include <vector>

using namespace Qt::StringLiterals;

BareConnection::BareConnection(const QString &dsn) : m_conn(PQconnectdb(dsn.toUtf8().constData()))
{
    if (PQstatus(m_conn) != CONNECTION_OK)
        m_error = QString::fromUtf8(PQerrorMessage(m_conn)).trimmed();
}

BareConnection::~BareConnection()
{
    PQfinish(m_conn);
}

bool BareConnection::ok() const
{
    return PQstatus(m_conn) == CONNECTION_OK;
}

namespace {
// The console's per-transaction prelude, with its default limits (db/sessionlimits.h).
const char PreludeSql[] = "SELECT set_config('statement_timeout', $1, true),"
                          " set_config('lock_timeout', $2, true),"
                          " set_config('idle_in_transaction_session_timeout', $3, true)";
const char *const PreludeValues[] = { "5000", "2000", "10000" };
} // namespace

qint64 BareConnection::runPipeline(const QList<SqlStatement> &statements, bool limits)
{
    if (statements.isEmpty())
        return 0;
    if (PQenterPipelineMode(m_conn) != 1) {
        m_error = QString::fromUtf8(PQerrorMessage(m_conn)).trimmed();
        return -1;
    }
    int syncs = 0;
    bool startsTransaction = true;
    for (qsizetype i = 0; i < statements.size(); ++i) {
        const SqlStatement &s = statements[i];
        if (limits && startsTransaction)
            PQsendQueryParams(m_conn, PreludeSql, 3, nullptr, PreludeValues, nullptr, nullptr, 1);
        startsTransaction = false;
        std::vector<const char *> values;
        values.reserve(s.params.size());
        for (const SqlParam &p : s.params)
            values.push_back(p ? p->constData() : nullptr);
        PQsendQueryParams(m_conn, s.sql.constData(), static_cast<int>(values.size()), nullptr,
                          values.data(), nullptr, nullptr, 1);
        if (s.endsTransaction || i == statements.size() - 1) {
            PQpipelineSync(m_conn);
            ++syncs;
            startsTransaction = true;
        }
    }
    PQflush(m_conn);
    qint64 rows = 0;
    bool failed = false;
    int syncsSeen = 0;
    while (syncsSeen < syncs) {
        PGresult *r = PQgetResult(m_conn);
        if (!r) {
            if (PQstatus(m_conn) == CONNECTION_BAD) {
                failed = true;
                break;
            }
            continue; // the end of one statement's results
        }
        // if/else, not a switch: ExecStatusType is libpq's (docs/architecture.md, "Exhaustive
        // switches").
        const ExecStatusType status = PQresultStatus(r);
        if (status == PGRES_PIPELINE_SYNC) {
            ++syncsSeen;
        } else if (status == PGRES_TUPLES_OK) {
            rows += PQntuples(r);
        } else if (status != PGRES_COMMAND_OK) {
            if (!failed)
                m_error = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
            failed = true;
        }
        PQclear(r);
    }
    PQexitPipelineMode(m_conn);
    return failed ? -1 : rows;
}

std::optional<QList<QStringList>> BareConnection::query(const QString &sql,
                                                        const QStringList &params)
{
    QList<QByteArray> bytes;
    for (const QString &p : params)
        bytes.append(p.toUtf8());
    std::vector<const char *> values;
    for (const QByteArray &b : bytes)
        values.push_back(b.constData());
    PGresult *r = PQexecParams(m_conn, sql.toUtf8().constData(), static_cast<int>(values.size()),
                               nullptr, values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = PQresultStatus(r);
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        m_error = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
        PQclear(r);
        return std::nullopt;
    }
    QList<QStringList> rows;
    for (int i = 0; i < PQntuples(r); ++i) {
        QStringList row;
        for (int c = 0; c < PQnfields(r); ++c)
            row.append(PQgetisnull(r, i, c) ? QString() : QString::fromUtf8(PQgetvalue(r, i, c)));
        rows.append(row);
    }
    PQclear(r);
    return rows;
}

QString BareConnection::scalar(const QString &sql, const QStringList &params)
{
    const auto rows = query(sql, params);
    return rows && !rows->isEmpty() && !rows->first().isEmpty() ? rows->first().first() : QString();
}

QString BareConnection::host() const
{
    return QString::fromUtf8(PQhost(m_conn));
}
QString BareConnection::port() const
{
    return QString::fromUtf8(PQport(m_conn));
}
QString BareConnection::user() const
{
    return QString::fromUtf8(PQuser(m_conn));
}
QString BareConnection::database() const
{
    return QString::fromUtf8(PQdb(m_conn));
}

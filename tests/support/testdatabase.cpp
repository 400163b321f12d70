#include "tests/support/testdatabase.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDebug>
#include <QRandomGenerator>
#include <functional>
#include <libpq-fe.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

PGconn *connectTo(const QString &dsn, QString *error)
{
    PGconn *c = PQconnectdb(dsn.toUtf8().constData());
    if (PQstatus(c) != CONNECTION_OK) {
        *error = QString::fromUtf8(PQerrorMessage(c)).trimmed();
        PQfinish(c);
        return nullptr;
    }
    return c;
}

QString withDbname(const QString &dsn, const QString &db)
{
    return dsn + u" dbname="_s + db;
}

// `sql` may be a function of the server's version (PQserverVersion: 150004 for 15.4).
bool runAdmin(const QString &adminDsn, const std::function<QString(int)> &sql, QString *error)
{
    PGconn *c = connectTo(adminDsn, error);
    if (!c)
        return false;
    PGresult *r = PQexec(c, sql(PQserverVersion(c)).toUtf8().constData());
    const bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
    if (!ok)
        *error = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
    PQclear(r);
    PQfinish(c);
    return ok;
}

} // namespace

bool TestDatabase::databaseRequired()
{
    return qEnvironmentVariable("CI") == "true"_L1
        || qEnvironmentVariableIntValue("POOLSCOPE_REQUIRE_DB") == 1;
}

std::unique_ptr<TestDatabase> TestDatabase::create(Template t, QString *whyNot)
{
    const QString admin = qEnvironmentVariable("POOLSCOPE_TEST_DSN");
    if (admin.isEmpty()) {
        *whyNot = u"POOLSCOPE_TEST_DSN is not set (./scripts/test sets it)"_s;
        return nullptr;
    }
    static QAtomicInt counter;
    std::unique_ptr<TestDatabase> db(new TestDatabase);
    db->m_adminDsn = admin;
    db->m_name = u"t_%1_%2_%3_%4"_s
                     .arg(QCoreApplication::applicationName().toLower().remove(u"tst_"_s).left(20))
                     .arg(QCoreApplication::applicationPid())
                     .arg(counter.fetchAndAddRelaxed(1))
                     .arg(QRandomGenerator::global()->bounded(100000));
    db->m_name.replace(u'-', u'_');
    const QString tmpl
        = t == Template::Indexed ? u"poolscope_template_indexed"_s : u"poolscope_template"_s;
    // FILE_COPY: for a small template it is several times faster than WAL_LOG, the default
    // since PostgreSQL 15; before 15 it is the only strategy, and the option does not exist.
    const auto create = [&](int serverVersion) {
        return u"CREATE DATABASE \"%1\" TEMPLATE \"%2\"%3"_s.arg(
            db->m_name, tmpl, serverVersion >= 150000 ? u" STRATEGY FILE_COPY"_s : QString());
    };
    if (!runAdmin(withDbname(admin, u"postgres"_s), create, whyNot)) {
        db->m_name.clear();
        return nullptr;
    }
    db->m_conn = connectTo(db->dsn(), whyNot);
    if (!db->m_conn)
        return nullptr;
    return db;
}

TestDatabase::~TestDatabase()
{
    if (m_conn)
        PQfinish(m_conn);
    if (m_name.isEmpty())
        return;
    QString error;
    const QString drop = u"DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)"_s.arg(m_name);
    if (!runAdmin(
            withDbname(m_adminDsn, u"postgres"_s), [&drop](int) { return drop; }, &error))
        qWarning() << "could not drop" << m_name << error;
}

int TestDatabase::serverVersion() const
{
    return PQserverVersion(m_conn);
}

QString TestDatabase::dsn() const
{
    return withDbname(m_adminDsn, m_name);
}

ConnectionParams TestDatabase::params() const
{
    return ConnectionParams::parse(dsn(), nullptr);
}

std::optional<QList<QStringList>>
TestDatabase::query(const QString &sql, const QList<QByteArray> &params, QString *error)
{
    PGresult *r = run(sql, params);
    const ExecStatusType status = PQresultStatus(r);
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        const QString message = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
        if (error)
            *error = message;
        else
            qWarning().noquote() << "test query failed:" << message << "\n  in:" << sql.left(300);
        PQclear(r);
        return std::nullopt;
    }
    QList<QStringList> rows;
    for (int i = 0; i < PQntuples(r); ++i) {
        QStringList row;
        for (int j = 0; j < PQnfields(r); ++j)
            row.append(PQgetisnull(r, i, j) ? QString() : QString::fromUtf8(PQgetvalue(r, i, j)));
        rows.append(row);
    }
    PQclear(r);
    return rows;
}

bool TestDatabase::exec(const QString &sql, const QList<QByteArray> &params)
{
    return query(sql, params).has_value();
}

QString TestDatabase::scalar(const QString &sql, const QList<QByteArray> &params)
{
    const auto rows = query(sql, params);
    if (!rows || rows->isEmpty() || rows->first().isEmpty())
        return {};
    return rows->first().first();
}

PGresult *TestDatabase::run(const QString &sql, const QList<QByteArray> &params)
{
    // Without parameters, the simple protocol: arranging a test may take several statements.
    if (params.isEmpty())
        return PQexec(m_conn, sql.toUtf8().constData());
    std::vector<const char *> values;
    for (const QByteArray &p : params)
        values.push_back(p.isNull() ? nullptr : p.constData());
    return PQexecParams(m_conn, sql.toUtf8().constData(), static_cast<int>(values.size()), nullptr,
                        values.data(), nullptr, nullptr, 0);
}

QString TestDatabase::sqlStateOf(const QString &sql, const QList<QByteArray> &params)
{
    PGresult *r = run(sql, params);
    const ExecStatusType status = PQresultStatus(r);
    QString state;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK)
        state = QString::fromUtf8(PQresultErrorField(r, PG_DIAG_SQLSTATE));
    PQclear(r);
    return state;
}

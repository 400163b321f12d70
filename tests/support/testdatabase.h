#pragma once

#include "db/connectionparams.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

struct pg_conn;
typedef struct pg_conn PGconn;

// A fresh database for one test, cloned from a template that ./scripts/test prepared with the
// schema migrations (poolscope_template; poolscope_template_indexed adds the optional console
// objects). Dropped when the object goes.
//
// The server comes from POOLSCOPE_TEST_DSN (an admin connection string). Without it the test
// skips, unless CI=true or POOLSCOPE_REQUIRE_DB=1, where a missing server is a failure: in CI
// the database tests must run.
//
// The blocking helpers arrange data and check outcomes from the test's own thread; they are
// test scaffolding, never a model for the console, whose GUI thread never waits on a query.
class TestDatabase
{
public:
    enum class Template { Upstream, Indexed };

    ~TestDatabase();
    TestDatabase(const TestDatabase &) = delete;
    TestDatabase &operator=(const TestDatabase &) = delete;

    // Creates the database, or says in `whyNot` why it could not.
    static std::unique_ptr<TestDatabase> create(Template t, QString *whyNot);
    static bool databaseRequired();

    const QString &name() const { return m_name; }
    QString dsn() const; // a keyword/value connection string for this database
    ConnectionParams params() const;
    QString adminDsn() const { return m_adminDsn; }

    // Runs `sql` with text parameters; returns rows as text (NULL as a null QString).
    // On error returns std::nullopt and puts the message in *error (or logs it).
    std::optional<QList<QStringList>>
    query(const QString &sql, const QList<QByteArray> &params = {}, QString *error = nullptr);
    // Like query() but a failure is a test failure (QVERIFY-able: returns false).
    bool exec(const QString &sql, const QList<QByteArray> &params = {});
    // The first column of the first row, or a null QString.
    QString scalar(const QString &sql, const QList<QByteArray> &params = {});
    // The SQLSTATE of the error `sql` raises, or an empty string when it succeeds.
    QString sqlStateOf(const QString &sql, const QList<QByteArray> &params = {});
    // The server's version as a number (PQserverVersion: 150004 for 15.4, 130023 for 13.23):
    // the suites of the ctest label pgmatrix run against PostgreSQL 13 to 18
    // (docs/server-versions.md).
    int serverVersion() const;

private:
    TestDatabase() = default;
    struct pg_result *run(const QString &sql, const QList<QByteArray> &params);
    QString m_adminDsn;
    QString m_name;
    PGconn *m_conn = nullptr;
};

// Declares `db` as a fresh database, or skips/fails the test function as the environment
// demands.
#define POOLSCOPE_TEST_DATABASE(db, tmpl)                                                          \
    QString db##WhyNot;                                                                            \
    auto db = TestDatabase::create(tmpl, &db##WhyNot);                                             \
    if (!db) {                                                                                     \
        if (TestDatabase::databaseRequired())                                                      \
            QFAIL(qPrintable(u"database required but unavailable: "_s + db##WhyNot));              \
        QSKIP(qPrintable(db##WhyNot));                                                             \
    }

#pragma once

#include <QString>
#include <QStringList>

// A PostgreSQL cluster of a test's own, made with scripts/pg (so as root it runs as the
// postgres user), for tests that stop, restart or replicate a server — things a test must
// never do to the cluster every other test shares. Destroyed with the object.
class PrivateCluster
{
public:
    // `initArgs`: extra scripts/pg options at creation (--conf LINE, --hba LINE).
    explicit PrivateCluster(const QStringList &initArgs = {});
    ~PrivateCluster();
    PrivateCluster(const PrivateCluster &) = delete;
    PrivateCluster &operator=(const PrivateCluster &) = delete;

    bool start();
    bool stop();
    bool restart();
    // Makes this cluster a streaming standby of `primary` and starts it.
    bool startAsStandbyOf(const PrivateCluster &primary);
    // Creates `db` and applies the schema migrations (and the optional console objects).
    bool loadSchema(const QString &db, bool optional = false);

    QString dsn(const QString &db) const; // host=<socket dir> port=N user=postgres dbname=db
    QString tcpDsn(const QString &db) const; // over 127.0.0.1, for proxies and passwords
    int port() const;
    QString socketDir() const;
    const QString &name() const { return m_name; }
    QString lastError() const { return m_error; }

private:
    bool pg(const QStringList &args, QString *output = nullptr);
    QString m_name;
    QStringList m_initArgs;
    QString m_error;
};

// The first column of the first row `sql` returns on a connection of its own to `dsn`, or a
// null string: no row, a statement that returns none, or a failure (logged as a warning).
// For a test's look at its cluster beside the console, never through the console's layer.
QString firstValueOn(const QString &dsn, const QString &sql);

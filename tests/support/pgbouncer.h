#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

class PrivateCluster;

// PgBouncer (Debian's) in transaction pooling mode in front of a cluster, on 127.0.0.1 and a
// port of its own: the pooler the lease seed is written around. As root it runs as the
// postgres user, as PgBouncer refuses root. Stopped with the object.
class RunningPgBouncer
{
public:
    ~RunningPgBouncer();
    // `ignoredStartupParameters`: its ignore_startup_parameters; any other startup parameter
    // a client sends (libpq's `options`, say) makes PgBouncer refuse the connection.
    bool start(const PrivateCluster &cluster, QString *error,
               const QString &ignoredStartupParameters = QStringLiteral("extra_float_digits"));
    int port() const { return m_port; }
    QString dsn(const QString &db) const; // through the pooler, over TCP

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    int m_port = 0;
};

#include "db/connectpreparer.h"

#include "core/textcontexts.h"
#include "db/passwordcommand.h"
#include "db/sshtunnel.h"

#include <QPointer>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// libpq's own order for a setting the string leaves out: the environment, then its default.
QString effective(const ConnectionParams &p, const QByteArray &keyword, const char *variable)
{
    if (p.has(keyword))
        return p.value(keyword);
    return qEnvironmentVariable(variable);
}

// TLS settings that cannot hold through the tunnel: libpq never uses TLS over a Unix socket,
// so a client certificate would never be sent and a server certificate never checked.
bool wantsTls(const ConnectionParams &p)
{
    const QString mode = effective(p, "sslmode", "PGSSLMODE");
    return mode == "require"_L1 || mode == "verify-ca"_L1 || mode == "verify-full"_L1
        || !effective(p, "sslcert", "PGSSLCERT").isEmpty();
}

} // namespace

ConnectPreparer::ConnectPreparer(QObject *parent) : QObject(parent) { }

ConnectPreparer::~ConnectPreparer() = default;

void ConnectPreparer::setVia(const ConnectVia &via, const QList<ConnectionParams> &targets)
{
    // A profile switched to another server behind the same bastion must not leave an ssh
    // running to the old one; a restart for the same servers (a password typed) keeps its ssh.
    QStringList wanted;
    if (via.sshDestination == m_via.sshDestination) {
        for (const ConnectionParams &t : targets) {
            QString host;
            int port = 0;
            DbError ignored;
            if (sshTarget(t, &host, &port, &ignored))
                wanted.append(tunnelKey(host, port));
        }
    }
    for (auto it = m_tunnels.begin(); it != m_tunnels.end();) {
        if (wanted.contains((*it)->objectName())) {
            ++it;
        } else {
            delete *it; // ends its ssh
            it = m_tunnels.erase(it);
        }
    }
    m_via = via;
}

QString ConnectPreparer::tunnelKey(const QString &host, int port)
{
    return host + u':' + QString::number(port);
}

bool ConnectPreparer::sshTarget(const ConnectionParams &params, QString *host, int *port,
                                DbError *error)
{
    QString h = effective(params, "hostaddr", "PGHOSTADDR");
    if (h.isEmpty())
        h = effective(params, "host", "PGHOST");
    const QString p = effective(params, "port", "PGPORT");
    if (h.contains(u',') || p.contains(u',')) {
        *error = DbError::make(DbErrorKind::BadInput,
                               DbText::tr("an SSH tunnel reaches one server: the connection "
                                          "string names several hosts (%1)")
                                   .arg(h));
        return false;
    }
    bool ok = true;
    const int number = p.isEmpty() ? 5432 : p.toInt(&ok);
    if (!ok || number <= 0 || number > 65535) {
        *error = DbError::make(DbErrorKind::BadInput,
                               DbText::tr("the port \"%1\" is not a port number").arg(p));
        return false;
    }
    // No host: the server on the destination itself, as libpq there would find it by default
    // over TCP (its socket directory is not known from here).
    *host = h.isEmpty() ? u"localhost"_s : h;
    *port = number;
    return true;
}

SshTunnel *ConnectPreparer::tunnelFor(const QString &host, int port)
{
    const QString key = tunnelKey(host, port);
    for (SshTunnel *t : std::as_const(m_tunnels)) {
        if (t->objectName() == key)
            return t;
    }
    auto *tunnel = new SshTunnel(this);
    tunnel->setObjectName(key);
    connect(tunnel, &SshTunnel::ended, this, &ConnectPreparer::tunnelEnded);
    m_tunnels.append(tunnel);
    return tunnel;
}

void ConnectPreparer::prepare(const ConnectionParams &target, Ready ready)
{
    if (!m_via.any()) {
        ready(target, {});
        return;
    }
    if (m_via.sshDestination.isEmpty()) {
        runCommand(target, target, std::move(ready));
        return;
    }
    QString host;
    int port = 0;
    DbError error;
    if (!sshTarget(target, &host, &port, &error)) {
        QTimer::singleShot(0, this, [ready, error] { ready({}, error); });
        return;
    }
    if (wantsTls(target)) {
        error = DbError::make(DbErrorKind::BadInput,
                              DbText::tr("TLS settings (sslmode=require or verify-*, a client "
                                         "certificate) cannot hold through an SSH tunnel: libpq "
                                         "does not use TLS over the tunnel's local socket; the "
                                         "SSH connection is what encrypts"));
        QTimer::singleShot(0, this, [ready, error] { ready({}, error); });
        return;
    }
    SshTunnel *tunnel = tunnelFor(host, port);
    const SshTunnel::Target t { m_via.sshDestination, host, port };
    QPointer<ConnectPreparer> self(this);
    tunnel->ensure(t, target.connectTimeoutSeconds() * 1000,
                   [self, target, ready](const QString &dir, int localPort, const DbError &e) {
                       if (!self)
                           return;
                       if (e.isError()) {
                           ready({}, e);
                           return;
                       }
                       const ConnectionParams through
                           = target.with("host", dir)
                                 .with("hostaddr", {})
                                 .with("port", QString::number(localPort));
                       self->runCommand(through, target, ready);
                   });
}

void ConnectPreparer::runCommand(const ConnectionParams &params, const ConnectionParams &original,
                                 Ready ready)
{
    if (m_via.passwordCommand.isEmpty()) {
        ready(params, {});
        return;
    }
    // One per connect: the read, interactive and write connections may open at once.
    auto *command = new PasswordCommand(this);
    const PasswordCommand::Target target { effective(original, "host", "PGHOST"),
                                           effective(original, "port", "PGPORT"),
                                           effective(original, "user", "PGUSER"),
                                           effective(original, "dbname", "PGDATABASE") };
    command->run(m_via.passwordCommand, target, m_via.passwordCommandTimeoutMs,
                 [command, params, ready](const QString &password, const DbError &error) {
                     command->deleteLater();
                     if (error.isError())
                         ready({}, error);
                     else
                         ready(params.withPassword(password), {});
                 });
}

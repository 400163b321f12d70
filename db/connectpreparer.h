#pragma once

#include "core/dberror.h"
#include "db/connectionparams.h"
#include "db/connectvia.h"

#include <QObject>
#include <functional>

class SshTunnel;

// What must happen before libpq may connect, done again at every connect and reconnect: the
// SSH tunnel brought up (or found up), then the password command run. Hands back the
// connection parameters libpq is to use: host and port pointed at the tunnel's socket, the
// command's password set (in memory, for this one connect). DB thread; owned by DbWorker.
class ConnectPreparer : public QObject
{
    Q_OBJECT
public:
    using Ready = std::function<void(const ConnectionParams &ready, const DbError &error)>;

    explicit ConnectPreparer(QObject *parent = nullptr);
    ~ConnectPreparer() override;

    // How to reach `targets` (the primary, and a standby when reads go apart): a tunnel to a
    // server no longer among them, or through another destination, is ended.
    void setVia(const ConnectVia &via, const QList<ConnectionParams> &targets);
    const ConnectVia &via() const { return m_via; }

    // Calls `ready` once, from the event loop (or at once when nothing is to be done), unless
    // the preparer is destroyed first. `connectTimeoutMs` bounds the tunnel's start.
    void prepare(const ConnectionParams &target, Ready ready);

    // The SSH target for `params` (its host and port, as the destination sees them); an
    // error when the string names several hosts or only a local socket directory.
    static bool sshTarget(const ConnectionParams &params, QString *host, int *port, DbError *error);

Q_SIGNALS:
    // A tunnel went down after it was up: connections through it are being lost.
    void tunnelEnded(const DbError &why);

private:
    SshTunnel *tunnelFor(const QString &host, int port);
    static QString tunnelKey(const QString &host, int port);
    void runCommand(const ConnectionParams &params, const ConnectionParams &original, Ready ready);

    ConnectVia m_via;
    // One tunnel per server reached: the primary and a standby may sit apart behind one bastion.
    QList<SshTunnel *> m_tunnels;
};

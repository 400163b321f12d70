#pragma once

#include <QMetaType>
#include <QString>

// How a connection reaches its server besides what libpq's connection string says: through an
// SSH tunnel (the system's OpenSSH client, so ~/.ssh/config, ProxyJump, agents and known_hosts
// work as in a terminal) and with a password a command prints (a short-lived token). Both are
// done again at every connect and reconnect; neither is ever written to settings or logs,
// except the command's text, which is no secret (a secret belongs in what it reads).
struct ConnectVia
{
    // An ssh destination ("bastion", "user@host", "ssh://user@host:2222"); empty: libpq
    // connects by itself. The connection string's host and port are then as seen from it.
    QString sshDestination;
    // A shell command whose first line of output is the password; empty: none.
    QString passwordCommand;
    int passwordCommandTimeoutMs = 30000;

    // Why these cannot be used, in a sentence; empty when they can. A destination that ssh
    // would read as an option ("-o…") is refused, whoever wrote it.
    QString problem() const;
    bool any() const { return !sshDestination.isEmpty() || !passwordCommand.isEmpty(); }
    friend bool operator==(const ConnectVia &, const ConnectVia &) = default;
};
Q_DECLARE_METATYPE(ConnectVia)

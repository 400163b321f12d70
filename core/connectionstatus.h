#pragma once

#include "core/dberror.h"
#include "core/serverinfo.h"

#include <QMetaType>

// The state of the console's connection, as the status bar shows it.
struct ConnectionStatus
{
    enum class Phase { Idle, Connecting, Live, Reconnecting, Failed };
    Phase phase = Phase::Idle;
    QString target; // the DSN with any password redacted
    QString sshDestination; // the connection goes through an SSH tunnel from here; empty: not
    ServerInfo server; // valid while Live
    DbError error; // why it is not live
    qint64 staleSinceMs = 0; // epoch ms when the data on screen stopped being live; 0 if never live
    qint64 retryAtMs = 0; // epoch ms of the next attempt while Reconnecting
    int attempt = 0;
    bool needsPassword = false; // Failed because libpq wants a password it was not given
    // Failed because the client key is encrypted and its passphrase (sslpassword) was not
    // given or was wrong: libpq cannot tell the two apart.
    bool needsKeyPassphrase = false;
};

Q_DECLARE_METATYPE(ConnectionStatus)

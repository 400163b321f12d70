#pragma once

#include <QString>

// What the server said about itself when the session opened (ParameterStatus messages, so
// no query is needed; a pooler may not forward all of them).
struct ServerInfo
{
    int versionNumber = 0; // e.g. 150020
    QString version; // server_version
    QString user;
    QString database;
    QString host; // as the connection string names it: behind a tunnel, as the far end sees it
    QString port;
    QString tunnelSocketDir; // with a tunnel: the local socket directory libpq connected to
    int backendPid = 0;
    bool inHotStandby = false;
    bool defaultReadOnly = false;
    // The session's limits come from its startup packet, proven after connecting; otherwise
    // each transaction sets them (SessionLimits).
    bool limitsCarried = false;
};

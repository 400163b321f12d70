#pragma once

#include "db/connectionparams.h"
#include "db/pgservicefile.h"

#include <QList>
#include <QString>

// Which database a connection string reaches, in a form two spellings of one connection
// share: keywords or a URI, in any order, with or without the default port, with other
// settings (sslmode, application_name, a password) or not. The rule is pure: what libpq would
// take from the environment for an unset keyword comes in as Defaults.
//
// The identity is the server (host and port) and the database name; the role is not part of
// it (one database reached as two roles holds the same tasks). Host names compare without case
// or a trailing dot; a local socket directory, an unset host, "localhost", 127.0.0.1 and ::1
// are all "localhost" (this machine's server on that port).
struct DatabaseIdentity
{
    QString host; // normalised; several, comma-separated, for a multi-host string
    QString port; // "5432" when nothing set one
    QString dbname;

    bool isKnown() const { return !dbname.isEmpty(); }
    // "db.example.com:5432/app" ("[2001:db8::1]:5432/app"); empty when unknown. Also the key
    // the journal stores and compares: equal keys, same database.
    QString key() const;
    bool operator==(const DatabaseIdentity &) const = default;
};

namespace databaseidentity {

// What libpq would use for a keyword the connection string leaves unset: the named service's
// settings ("service=", else $PGSERVICE), then PG* variables, then its built-in defaults.
struct Defaults
{
    QString host; // PGHOST
    QString hostaddr; // PGHOSTADDR
    QString port; // PGPORT; "5432" when empty
    QString dbname; // PGDATABASE
    QString user; // PGUSER, else the operating system's user name
    QString service; // PGSERVICE
    QList<PgService> services; // the service files' sections
};

// The identity `params` connects to, unset keywords filled from `defaults`.
DatabaseIdentity of(const ConnectionParams &params, const Defaults &defaults);
// The identity of a connection as the journal recorded it (ConnectionParams::redacted()).
// Unknown when nothing was recorded or it does not parse.
DatabaseIdentity ofRecorded(const QString &redactedConnection, const Defaults &defaults);

// This process's Defaults: reads the environment and the service files (not pure; the
// caller passes the result to the rule above).
Defaults fromEnvironment();

} // namespace databaseidentity

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

struct PgService;

// What the connection dialogs do with connection strings and service files, so that views
// reach libpq's rules (ConnectionParams, pgservicefile in db/) through models only. Plain
// functions, no state: any thread. Nothing here returns a secret's value.
namespace connectionstrings {

// What libpq makes of a connection string as typed.
struct Check
{
    QString error; // why libpq refuses it, in a sentence; empty when libpq accepts it
    QString service; // the service it would use: its own service=, else $PGSERVICE; or empty
};
Check check(const QString &dsn);

// The current connection string, offered again for editing: `dsn` itself when it holds no
// secret, else the rest of it as keyword/value text and `*removed` set. A string libpq cannot
// parse may hold anything, so none of it is offered (empty).
QString editable(const QString &dsn, bool *removed);

// The value `dsn` gives `keyword` (sslmode, sslcert …); empty when unset or unparsable.
QString setting(const QString &dsn, const QByteArray &keyword);
// `dsn` with `keyword` set to `value` (unset when empty), as keyword/value text without
// secrets; `dsn` itself when libpq cannot parse it (the form says why elsewhere).
QString withSetting(const QString &dsn, const QByteArray &keyword, const QString &value);

// "service=NAME", quoted as libpq reads it.
QString serviceDsn(const QString &name);

// One of the environment variables libpq reads for its defaults, as set now.
struct EnvironmentSetting
{
    QString name; // PGHOST, PGPASSWORD, ...
    QString value; // empty for a secret: never its value, not even its length
    bool secret = false; // where libpq reads a secret (ConnectionParams::isSecretVariable)
};
// The variables libpq reads that are set, in the order of libpq's documentation.
QList<EnvironmentSetting> libpqEnvironment();

// One service of the service files, safe to show.
struct ServiceSummary
{
    QString name;
    QString settings; // keyword/value text, every secret masked
    QString sourceFile;
};

// What the service files libpq reads hold.
struct ServiceFiles
{
    QList<ServiceSummary> services; // as libpq would find them: the first of a name wins
    QStringList searchPaths; // the files libpq reads, in its order
    QStringList warnings; // what libpq would refuse or read otherwise, values never quoted
};
ServiceFiles readServiceFiles();
// The same for services already read (pgservicefile::loadAll) with `warnings`.
ServiceFiles describe(const QList<PgService> &services, const QStringList &warnings);

} // namespace connectionstrings

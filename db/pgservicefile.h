#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <utility>

// One [name] section of a libpq service file, as libpq would use it: settings in file order,
// the first of a repeated keyword only. Values are raw (a password included): show them only
// through pgservicefile::redactedSummary().
struct PgService
{
    QString name;
    QList<std::pair<QString, QString>> settings;
    QString sourceFile;
};

// Reading pg_service.conf files the way libpq does, so the console can list what a
// "service=NAME" would connect to. Plain functions, no state: callable from any thread.
//
// Where PoolScope is more lenient than libpq (spaces around '=' are trimmed) or where libpq
// would refuse a service (an unknown keyword, a line without '='), a warning says so with the
// file and line; warnings name keywords and sections but never quote a value or a whole line,
// which might be a password.
namespace pgservicefile {

QList<PgService> parse(const QString &text, const QString &sourceFile, QStringList *warnings);

// The files libpq reads, in its order: $PGSERVICEFILE (or ~/.pg_service.conf), then
// $PGSYSCONFDIR/pg_service.conf (or Debian's libpq default, /etc/postgresql-common).
QStringList searchPaths();

// Every service in the files of searchPaths() that exist. A name found in an earlier file
// hides the same name in a later one whole, as in libpq (sections are never merged).
QList<PgService> loadAll(QStringList *warnings);

// "host=db port=5432 dbname=app user=x password=********": values quoted as in a libpq
// connection string, every secret masked (ConnectionParams::isSecret: libpq's own rule).
QString redactedSummary(const PgService &service);

} // namespace pgservicefile

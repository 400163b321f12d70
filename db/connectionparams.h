#pragma once

#include "core/dberror.h"

#include <QList>
#include <QMetaType>
#include <QString>

// A libpq connection string, parsed once and merged with PoolScope's defaults.
//
// Accepts whatever libpq accepts: keyword/value ("host=db port=5432"), URIs
// ("postgresql://user@db/app?sslmode=verify-full"), service names, multi-host lists. An empty
// string means "libpq's own defaults": PG* variables, ~/.pg_service.conf, ~/.pgpass.
// PoolScope adds only what the user left unset: fallback_application_name (so PGAPPNAME and an
// explicit application_name still win), connect_timeout and TCP keepalives. A password given
// later (asked by the GUI) is held in memory only and never written or logged.
class ConnectionParams
{
public:
    struct Entry
    {
        QByteArray keyword;
        QByteArray value;
    };

    ConnectionParams() = default;

    // `value` as a keyword/value string must write it: quoted (quotes and backslashes escaped)
    // when libpq would otherwise read it differently or not at all.
    static QString quoteValue(const QString &value);
    // Whether the linked libpq knows `keyword` (case matters, as in libpq).
    static bool isKeyword(const QByteArray &keyword);
    // Whether libpq itself treats `keyword`'s value as a secret: its PQconninfoOption::dispchar
    // is '*' (password and sslpassword in libpq 15). A name libpq does not know is no secret
    // and no keyword either: libpq refuses a string or a service that sets it, so its value is
    // never used, and PoolScope's messages about it name the keyword only.
    static bool isSecret(const QByteArray &keyword);
    // Whether the environment variable `name` is where libpq reads a secret's default
    // (PGPASSWORD for password).
    static bool isSecretVariable(const QByteArray &name);

    // Parses `dsn`; on a malformed string returns an error naming libpq's reason.
    static ConnectionParams parse(const QString &dsn, DbError *error);

    bool isValid() const { return m_valid; }
    // libpq's own words for why parse() refused the string, every secret the string may hold
    // masked (libpq quotes some strings whole); empty when it is valid.
    QString parseError() const { return m_parseError; }
    // Whether the string sets any secret (isSecret()), a URI's user:secret@ included.
    bool hasSecret() const;
    // What the user wrote, every secret's value replaced by ********: safe for titles, logs and
    // tooltips. In libpq's keyword order; "(libpq defaults)" when nothing is set.
    QString redacted() const;
    // What the user wrote with every secret entry left out, as a keyword/value string libpq
    // reads back as the same settings (a URI comes back in that form too): where (host,
    // hostaddr, port), what (dbname) and who (user) first, the rest in libpq's order. Empty
    // when nothing else is set or the string was not valid.
    QString withoutSecrets() const;
    // The entries to hand to PQconnectStartParams, defaults merged in. The client encoding
    // is PoolScope's, never the user's: UTF8, except for a SQL_ASCII database (see PgSession).
    // `extraOptions` (command-line options for the server, "-c name=value ...") go after the
    // user's own, so the user's are kept and PoolScope's win where both set a name.
    QList<Entry> libpqEntries(const QByteArray &clientEncoding = QByteArrayLiteral("UTF8"),
                              const QByteArray &extraOptions = {}) const;
    // The server options libpq would send for these parameters by itself: the connection
    // string's, else the named service's (service=, or $PGSERVICE), else $PGOPTIONS. Giving
    // libpq an `options` replaces all three, so whoever adds to it starts from these.
    QByteArray userOptions() const;
    QString value(const QByteArray &keyword) const;
    bool has(const QByteArray &keyword) const;
    // The connect timeout PoolScope enforces itself (libpq ignores it in non-blocking connects):
    // the string's, else PGCONNECT_TIMEOUT's, at least 2 s; 5 s when neither sets one.
    int connectTimeoutSeconds() const;

    ConnectionParams withPassword(const QString &password) const;
    // `keyword` set to `value`; an empty value unsets it (as libpq reads an empty value).
    ConnectionParams with(const QByteArray &keyword, const QString &value) const;

private:
    QList<Entry> m_user; // only what the user set, in libpq's keyword order
    QString m_parseError;
    bool m_valid = false;
};

Q_DECLARE_METATYPE(ConnectionParams)

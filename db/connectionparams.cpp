#include "db/connectionparams.h"

#include "core/textcontexts.h"
#include "db/pgservicefile.h"
#include "poolscope_version.h"

#include <algorithm>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int DefaultConnectTimeoutSeconds = 5;

struct Default
{
    const char *keyword;
    const char *value;
};

// Only applied where the user set nothing. keepalives find a peer that vanished while idle;
// tcp_user_timeout finds one that stops acknowledging what we send.
constexpr Default Defaults[] = {
    { "fallback_application_name", POOLSCOPE_APPLICATION_NAME },
    { "connect_timeout", "5" },
    { "keepalives", "1" },
    { "keepalives_idle", "10" },
    { "keepalives_interval", "5" },
    { "keepalives_count", "3" },
    { "tcp_user_timeout", "15000" },
};

} // namespace

QString ConnectionParams::quoteValue(const QString &value)
{
    // libpq ends an unquoted value at any white space, a tab or a newline as much as a space.
    const bool needsQuotes = value.isEmpty() || value.contains(u'\'') || value.contains(u'\\')
        || value.contains(u'=')
        || std::any_of(value.cbegin(), value.cend(), [](QChar c) { return c.isSpace(); });
    if (!needsQuotes)
        return value;
    QString v = value;
    v.replace(u"\\"_s, u"\\\\"_s);
    v.replace(u"'"_s, u"\\'"_s);
    return u'\'' + v + u'\'';
}

ConnectionParams ConnectionParams::parse(const QString &dsn, DbError *error)
{
    ConnectionParams params;
    char *err = nullptr;
    const QByteArray utf8 = dsn.trimmed().toUtf8();
    PQconninfoOption *options = PQconninfoParse(utf8.constData(), &err);
    if (!options) {
        if (error) {
            const QString reason = err
                ? QString::fromUtf8(err).trimmed()
                : DbText::tr("out of memory while parsing the connection string");
            *error
                = DbError::make(DbErrorKind::BadInput,
                                DbText::tr("The connection string is not valid: %1").arg(reason));
        }
        PQfreemem(err);
        return params;
    }
    for (PQconninfoOption *o = options; o->keyword; ++o) {
        if (o->val)
            params.m_user.append({ QByteArray(o->keyword), QByteArray(o->val) });
    }
    PQconninfoFree(options);
    params.m_valid = true;
    if (error)
        *error = {};
    return params;
}

QString ConnectionParams::redacted() const
{
    QStringList parts;
    for (const Entry &e : m_user) {
        // Both secrets libpq takes in a connection string: the password and the SSL key's.
        const bool secret = e.keyword == "password" || e.keyword == "sslpassword";
        const QString value = secret ? u"********"_s : quoteValue(QString::fromUtf8(e.value));
        parts.append(QString::fromUtf8(e.keyword) + u'=' + value);
    }
    return parts.isEmpty() ? u"(libpq defaults)"_s : parts.join(u' ');
}

QList<ConnectionParams::Entry> ConnectionParams::libpqEntries(const QByteArray &clientEncoding,
                                                              const QByteArray &extraOptions) const
{
    QList<Entry> entries;
    for (const Entry &e : m_user) {
        if (e.keyword != "client_encoding" && !(e.keyword == "options" && !extraOptions.isEmpty()))
            entries.append(e);
    }
    if (!extraOptions.isEmpty()) {
        const QByteArray own = userOptions().trimmed();
        entries.append(
            { QByteArray("options"), own.isEmpty() ? extraOptions : own + ' ' + extraOptions });
    }
    // Results are decoded as UTF-8 whatever the user's locale says.
    entries.append({ QByteArray("client_encoding"), clientEncoding });
    for (const Default &d : Defaults) {
        if (!has(d.keyword))
            entries.append({ QByteArray(d.keyword), QByteArray(d.value) });
    }
    return entries;
}

QByteArray ConnectionParams::userOptions() const
{
    if (has("options"))
        return value("options").toUtf8();
    // libpq's order for a keyword the string leaves unset: the service file, then the
    // environment.
    const QString service = has("service") ? value("service") : qEnvironmentVariable("PGSERVICE");
    if (!service.isEmpty()) {
        QStringList warnings;
        for (const PgService &s : pgservicefile::loadAll(&warnings)) {
            if (s.name != service)
                continue;
            for (const auto &[keyword, v] : s.settings) {
                if (keyword == u"options"_s)
                    return v.toUtf8();
            }
            break;
        }
    }
    return qgetenv("PGOPTIONS");
}

QString ConnectionParams::value(const QByteArray &keyword) const
{
    for (const Entry &e : m_user) {
        if (e.keyword == keyword)
            return QString::fromUtf8(e.value);
    }
    return {};
}

bool ConnectionParams::has(const QByteArray &keyword) const
{
    for (const Entry &e : m_user) {
        if (e.keyword == keyword)
            return true;
    }
    return false;
}

int ConnectionParams::connectTimeoutSeconds() const
{
    bool ok = false;
    const int configured = value("connect_timeout").toInt(&ok);
    // libpq treats 0 and negatives as "wait forever"; the console never does.
    if (!ok || configured <= 0)
        return DefaultConnectTimeoutSeconds;
    return qMax(2, configured);
}

ConnectionParams ConnectionParams::withPassword(const QString &password) const
{
    return with("password", password);
}

ConnectionParams ConnectionParams::with(const QByteArray &keyword, const QString &value) const
{
    ConnectionParams copy = *this;
    for (Entry &e : copy.m_user) {
        if (e.keyword == keyword) {
            e.value = value.toUtf8();
            return copy;
        }
    }
    copy.m_user.append({ keyword, value.toUtf8() });
    return copy;
}

#include "db/databaseidentity.h"

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace {

QString normalisedHost(const QString &raw)
{
    QString h = raw.trimmed().toLower();
    if (h.startsWith(u'[') && h.endsWith(u']'))
        h = h.mid(1, h.size() - 2);
    while (h.endsWith(u'.'))
        h.chop(1);
    // A socket directory (or Linux's abstract namespace, "@...") is this machine's server.
    if (h.isEmpty() || h.startsWith(u'/') || h.startsWith(u'@') || h == "127.0.0.1"_L1
        || h == "::1"_L1 || h == "localhost"_L1)
        return u"localhost"_s;
    return h;
}

QString normalisedPort(const QString &raw)
{
    bool ok = false;
    const int n = raw.trimmed().toInt(&ok);
    return ok ? QString::number(n) : raw.trimmed(); // "05432" is 5432; anything else as written
}

QString normalisedList(const QString &raw, QString (*one)(const QString &))
{
    QStringList parts = raw.split(u',');
    for (QString &p : parts)
        p = one(p);
    return parts.join(u',');
}

const PgService *findService(const QList<PgService> &services, const QString &name)
{
    for (const PgService &s : services) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

QString serviceValue(const PgService *service, const QString &keyword)
{
    if (!service)
        return {};
    for (const auto &[k, v] : service->settings) {
        if (k == keyword)
            return v;
    }
    return {};
}

} // namespace

QString DatabaseIdentity::key() const
{
    if (!isKnown())
        return {};
    QStringList hosts = host.split(u',');
    for (QString &h : hosts) {
        if (h.contains(u':'))
            h = u'[' + h + u']';
    }
    return hosts.join(u',') + u':' + port + u'/' + dbname;
}

namespace databaseidentity {

DatabaseIdentity of(const ConnectionParams &params, const Defaults &defaults)
{
    // libpq's order for each keyword: the string, the service's section, the environment.
    const QString serviceName = params.has("service") ? params.value("service") : defaults.service;
    const PgService *service
        = serviceName.isEmpty() ? nullptr : findService(defaults.services, serviceName);
    const auto pick = [&](const char *keyword, const QString &fallback) {
        if (const QString v = params.value(keyword); !v.isEmpty())
            return v;
        if (const QString v = serviceValue(service, QString::fromLatin1(keyword)); !v.isEmpty())
            return v;
        return fallback;
    };
    DatabaseIdentity id;
    QString host = pick("host", defaults.host);
    if (host.isEmpty())
        host = pick("hostaddr", defaults.hostaddr);
    id.host = normalisedList(host, normalisedHost);
    const QString port = pick("port", defaults.port);
    id.port = normalisedList(port.isEmpty() ? u"5432"_s : port, normalisedPort);
    id.dbname = pick("dbname", defaults.dbname);
    if (id.dbname.isEmpty())
        id.dbname = pick("user", defaults.user); // libpq's default database is the role's name
    return id;
}

DatabaseIdentity ofRecorded(const QString &redactedConnection, const Defaults &defaults)
{
    const QString text = redactedConnection.trimmed();
    if (text.isEmpty())
        return {};
    if (text == "(libpq defaults)"_L1) // what redacted() writes for an empty string
        return of(ConnectionParams::parse(QString(), nullptr), defaults);
    const ConnectionParams params = ConnectionParams::parse(text, nullptr);
    return params.isValid() ? of(params, defaults) : DatabaseIdentity {};
}

Defaults fromEnvironment()
{
    Defaults d;
    d.host = qEnvironmentVariable("PGHOST");
    d.hostaddr = qEnvironmentVariable("PGHOSTADDR");
    d.port = qEnvironmentVariable("PGPORT");
    d.dbname = qEnvironmentVariable("PGDATABASE");
    d.user = qEnvironmentVariable("PGUSER");
    d.service = qEnvironmentVariable("PGSERVICE");
    if (d.user.isEmpty()) {
        // libpq's own default role: the operating system's user name.
        if (PQconninfoOption *options = PQconndefaults()) {
            for (PQconninfoOption *o = options; o->keyword; ++o) {
                if (qstrcmp(o->keyword, "user") == 0 && o->val)
                    d.user = QString::fromUtf8(o->val);
            }
            PQconninfoFree(options);
        }
    }
    d.services = pgservicefile::loadAll(nullptr);
    return d;
}

} // namespace databaseidentity

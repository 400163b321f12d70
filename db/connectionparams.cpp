#include "db/connectionparams.h"

#include "core/textcontexts.h"
#include "db/pgservicefile.h"
#include "poolscope_version.h"

#include <QSet>
#include <algorithm>
#include <iterator>
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

// What the linked libpq knows, asked once: PQconninfoParse("") lists every keyword with its
// dispchar without reading the environment or the service files.
struct Keywords
{
    QSet<QByteArray> all;
    QSet<QByteArray> secret;
    QSet<QByteArray> secretVariables;
};

const Keywords &keywords()
{
    static const Keywords known = [] {
        Keywords k;
        char *err = nullptr;
        if (PQconninfoOption *options = PQconninfoParse("", &err)) {
            for (PQconninfoOption *o = options; o->keyword; ++o) {
                k.all.insert(QByteArray(o->keyword));
                if (!o->dispchar || o->dispchar[0] != '*')
                    continue;
                k.secret.insert(QByteArray(o->keyword));
                if (o->envvar)
                    k.secretVariables.insert(QByteArray(o->envvar));
            }
            PQconninfoFree(options);
        }
        PQfreemem(err);
        return k;
    }();
    return known;
}

// Where, what and who read best first; libpq lists user before host.
int readingRank(const QByteArray &keyword)
{
    static const QByteArray first[] = { "host", "hostaddr", "port", "dbname", "user" };
    const auto *it = std::find(std::begin(first), std::end(first), keyword);
    return int(it - std::begin(first));
}

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

bool ConnectionParams::isKeyword(const QByteArray &keyword)
{
    return keywords().all.contains(keyword);
}

bool ConnectionParams::isSecret(const QByteArray &keyword)
{
    return keywords().secret.contains(keyword);
}

bool ConnectionParams::isSecretVariable(const QByteArray &name)
{
    return keywords().secretVariables.contains(name);
}

ConnectionParams ConnectionParams::parse(const QString &dsn, DbError *error)
{
    ConnectionParams params;
    char *err = nullptr;
    const QByteArray utf8 = dsn.trimmed().toUtf8();
    PQconninfoOption *options = PQconninfoParse(utf8.constData(), &err);
    if (!options) {
        params.m_parseError = err ? QString::fromUtf8(err).trimmed()
                                  : DbText::tr("out of memory while parsing the connection string");
        if (error) {
            const QString &reason = params.m_parseError;
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

bool ConnectionParams::hasSecret() const
{
    return std::any_of(m_user.cbegin(), m_user.cend(),
                       [](const Entry &e) { return isSecret(e.keyword); });
}

QString ConnectionParams::redacted() const
{
    QStringList parts;
    for (const Entry &e : m_user) {
        const QString value
            = isSecret(e.keyword) ? u"********"_s : quoteValue(QString::fromUtf8(e.value));
        parts.append(QString::fromUtf8(e.keyword) + u'=' + value);
    }
    return parts.isEmpty() ? u"(libpq defaults)"_s : parts.join(u' ');
}

QString ConnectionParams::withoutSecrets() const
{
    QList<Entry> kept;
    std::copy_if(m_user.cbegin(), m_user.cend(), std::back_inserter(kept),
                 [](const Entry &e) { return !isSecret(e.keyword); });
    std::stable_sort(kept.begin(), kept.end(), [](const Entry &a, const Entry &b) {
        return readingRank(a.keyword) < readingRank(b.keyword);
    });
    QStringList parts;
    for (const Entry &e : std::as_const(kept))
        parts.append(QString::fromUtf8(e.keyword) + u'=' + quoteValue(QString::fromUtf8(e.value)));
    return parts.join(u' ');
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

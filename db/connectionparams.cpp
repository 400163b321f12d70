#include "db/connectionparams.h"

#include "core/textcontexts.h"
#include "db/pgservicefile.h"
#include "poolscope_version.h"

#include <QRegularExpression>
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

// A value as written and percent-decoded, each once: where a secret may show.
void addSecret(QStringList &found, const QString &value)
{
    const QString decoded = QString::fromUtf8(QByteArray::fromPercentEncoding(value.toUtf8()));
    for (const QString &v : { value, decoded }) {
        if (!v.trimmed().isEmpty() && !found.contains(v))
            found.append(v);
    }
}

bool namesSecret(const QString &keyword)
{
    return ConnectionParams::isSecret(keyword.toLower().toUtf8());
}

// In each word of the string (a URI, whatever its scheme or case, or a word libpq would echo
// as it stands): a user:password@ (an unescaped @ in the password read both ways) and the
// secret parameters of a ?query.
void uriSecrets(const QString &dsn, QStringList &found)
{
    static const QRegularExpression words(u"[\\s'\"]+"_s);
    static const QRegularExpression scheme(u"^[A-Za-z][A-Za-z0-9+.-]*://"_s);
    for (QString word : dsn.split(words, Qt::SkipEmptyParts)) {
        word.remove(scheme);
        const qsizetype slash = word.indexOf(u'/');
        const QString authority = slash < 0 ? word : word.left(slash);
        for (const qsizetype at : { authority.indexOf(u'@'), authority.lastIndexOf(u'@') }) {
            const qsizetype colon = authority.left(qMax<qsizetype>(at, 0)).indexOf(u':');
            if (at > 0 && colon >= 0)
                addSecret(found, authority.mid(colon + 1, at - colon - 1));
        }
        const qsizetype query = word.indexOf(u'?');
        if (query < 0)
            continue;
        for (const QString &pair : word.mid(query + 1).split(u'&')) {
            const QString key = QString::fromUtf8(
                QByteArray::fromPercentEncoding(pair.section(u'=', 0, 0).toUtf8()));
            if (pair.contains(u'=') && namesSecret(key))
                addSecret(found, pair.section(u'=', 1));
        }
    }
}

// password=VALUE in keyword/value form: a quoted value to its closing quote, else everything
// up to the next keyword= (libpq may have read it as two words and echo the second).
void keywordSecrets(const QString &dsn, QStringList &found)
{
    static const QRegularExpression keyword(u"([A-Za-z_]+)\\s*=\\s*"_s);
    static const QRegularExpression next(u"\\s+[A-Za-z_]+\\s*="_s);
    static const QRegularExpression space(u"\\s+"_s);
    for (auto it = keyword.globalMatch(dsn); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!namesSecret(m.captured(1)))
            continue;
        const qsizetype start = m.capturedEnd();
        QString value;
        if (dsn.mid(start, 1) == u"'"_s) {
            qsizetype end = start + 1;
            while (end < dsn.size() && dsn[end] != u'\'')
                end += dsn[end] == u'\\' ? 2 : 1;
            value = dsn.mid(start + 1, end - start - 1);
            addSecret(found, QString(value).replace(u"\\'"_s, u"'"_s).replace(u"\\\\"_s, u"\\"_s));
        } else {
            const qsizetype end = dsn.indexOf(next, start);
            value = dsn.mid(start, end < 0 ? -1 : end - start);
            for (const QString &word : value.split(space, Qt::SkipEmptyParts))
                addSecret(found, word);
        }
        addSecret(found, value.trimmed());
    }
}

// `text` (libpq's reason for refusing `dsn`, which may quote it) with every secret the string
// may hold replaced by ********. Read leniently: libpq's own parse refused the string.
QString withoutSecretsOf(QString text, const QString &dsn)
{
    QStringList secrets;
    uriSecrets(dsn, secrets);
    keywordSecrets(dsn, secrets);
    std::sort(secrets.begin(), secrets.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (const QString &secret : std::as_const(secrets))
        text.replace(secret, u"********"_s);
    return text;
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
        params.m_parseError = err
            ? withoutSecretsOf(QString::fromUtf8(err).trimmed(), QString::fromUtf8(utf8))
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
        if (has(d.keyword))
            continue;
        // PGCONNECT_TIMEOUT, read as PoolScope's own timer reads it, or PoolScope's default.
        const QByteArray value = qstrcmp(d.keyword, "connect_timeout") == 0
            ? QByteArray::number(connectTimeoutSeconds())
            : QByteArray(d.value);
        entries.append({ QByteArray(d.keyword), value });
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
    // Unset in the string: libpq's own default, PGCONNECT_TIMEOUT.
    const QString text = has("connect_timeout") ? value("connect_timeout")
                                                : qEnvironmentVariable("PGCONNECT_TIMEOUT");
    const int configured = text.trimmed().toInt(&ok);
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
    if (value.isEmpty()) {
        copy.m_user.removeIf([&keyword](const Entry &e) { return e.keyword == keyword; });
        return copy;
    }
    for (Entry &e : copy.m_user) {
        if (e.keyword == keyword) {
            e.value = value.toUtf8();
            return copy;
        }
    }
    copy.m_user.append({ keyword, value.toUtf8() });
    return copy;
}

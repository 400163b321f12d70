// libFuzzer target: connection strings (ConnectionParams), from --dsn, the connect dialog and
// PGSERVICE-less defaults. The input bytes are the DSN, read as UTF-8 like the command line.
//
// Beyond "no crash": what is shown (redacted()) never depends on a secret's value and reads
// back, through libpq, as the same settings; withoutSecrets() reads back as the same settings
// less the secrets; what is handed to libpq keeps every setting the user made and adds each
// of PoolScope's exactly once.
#include "db/connectionparams.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QSet>
#include <cstddef>
#include <cstdint>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace {

// A secret no fuzzed string contains by accident: if it shows up anywhere, it leaked.
const QString Marker = u"\u2603m4rker p'w\\d=\u2603"_s;

// Every keyword this libpq knows, and those it displays as '*', asked of libpq itself: an
// oracle apart from ConnectionParams::isSecret.
struct Known
{
    QList<QByteArray> keywords;
    QList<QByteArray> secrets;
};

const Known &known()
{
    static const Known k = [] {
        Known out;
        char *err = nullptr;
        PQconninfoOption *options = PQconninfoParse("", &err);
        for (PQconninfoOption *o = options; o && o->keyword; ++o) {
            out.keywords.append(QByteArray(o->keyword));
            if (o->dispchar && o->dispchar[0] == '*')
                out.secrets.append(QByteArray(o->keyword));
        }
        PQconninfoFree(options);
        PQfreemem(err);
        return out;
    }();
    return k;
}

const QList<QByteArray> &keywords()
{
    return known().keywords;
}

bool isSecret(const QByteArray &keyword)
{
    return known().secrets.contains(keyword);
}

void checkParseResult(const ConnectionParams &params, const DbError &error, const QString &dsn)
{
    if (!params.isValid()) {
        FUZZ_CHECK(error.kind == DbErrorKind::BadInput, dsn);
        FUZZ_CHECK(!error.message.isEmpty(), dsn);
        return;
    }
    FUZZ_CHECK(error.message.isEmpty(), error.message);
}

// redacted() is a connection string libpq reads back as the same settings, secrets masked.
void checkRedactedReadsBack(const ConnectionParams &params, const QString &dsn)
{
    // (A newline inside a quoted value is shown as it is: libpq has no escape for it, and the
    // connect dialog reads this text back.)
    const QString shown = params.redacted();
    if (shown == u"(libpq defaults)"_s) {
        for (const QByteArray &k : keywords())
            FUZZ_CHECK(!params.has(k), dsn + u" has "_s + QString::fromUtf8(k));
        return;
    }
    DbError error;
    const ConnectionParams again = ConnectionParams::parse(shown, &error);
    FUZZ_CHECK(again.isValid(), dsn + u" -> "_s + shown + u" -> "_s + error.message);
    for (const QByteArray &k : keywords()) {
        const QString where = dsn + u" -> "_s + shown + u" at "_s + QString::fromUtf8(k);
        FUZZ_CHECK(again.has(k) == params.has(k), where);
        if (!params.has(k))
            continue;
        if (isSecret(k))
            FUZZ_CHECK(again.value(k) == u"********"_s, where);
        else
            FUZZ_CHECK(again.value(k) == params.value(k), where);
    }
}

// The text shown is the same whatever the password is, and never contains it.
void checkSecretsNeverShown(const ConnectionParams &params, const QString &dsn)
{
    for (const QByteArray &secret : known().secrets) {
        const QString withMarker = params.with(secret, Marker).redacted();
        const QString withOther = params.with(secret, u"x"_s).redacted();
        FUZZ_CHECK(withMarker == withOther, dsn + u" -> "_s + withMarker);
        FUZZ_CHECK(!withMarker.contains(Marker), withMarker);
        if (params.has(secret))
            FUZZ_CHECK(params.redacted() == withOther, dsn);
    }
    const QString typed = params.withPassword(Marker).redacted();
    FUZZ_CHECK(!typed.contains(Marker), typed);
}

// withoutSecrets() reads back as the same settings with every secret left out.
void checkWithoutSecrets(const ConnectionParams &params, const QString &dsn)
{
    for (const QByteArray &secret : known().secrets) {
        const QString stripped = params.with(secret, Marker).withoutSecrets();
        FUZZ_CHECK(!stripped.contains(Marker), stripped);
        FUZZ_CHECK(stripped == params.with(secret, u"x"_s).withoutSecrets(), dsn);
    }
    const QString stripped = params.withoutSecrets();
    DbError error;
    const ConnectionParams again = ConnectionParams::parse(stripped, &error);
    FUZZ_CHECK(again.isValid(), dsn + u" -> "_s + stripped + u" -> "_s + error.message);
    FUZZ_CHECK(!again.hasSecret(), dsn + u" -> "_s + stripped);
    for (const QByteArray &k : keywords()) {
        const QString where = dsn + u" -> "_s + stripped + u" at "_s + QString::fromUtf8(k);
        FUZZ_CHECK(again.has(k) == (params.has(k) && !isSecret(k)), where);
        if (again.has(k))
            FUZZ_CHECK(again.value(k) == params.value(k), where);
    }
}

void checkLibpqEntries(const ConnectionParams &params, const QString &dsn)
{
    for (const QByteArray &encoding : { QByteArray("UTF8"), QByteArray("SQL_ASCII") }) {
        const QList<ConnectionParams::Entry> entries = params.libpqEntries(encoding);
        QSet<QByteArray> seen;
        for (const ConnectionParams::Entry &e : entries) {
            // One value per keyword: libpq would take the last, silently.
            FUZZ_CHECK(!seen.contains(e.keyword),
                       dsn + u" twice: "_s + QString::fromUtf8(e.keyword));
            seen.insert(e.keyword);
            if (e.keyword == "client_encoding")
                FUZZ_CHECK(e.value == encoding, dsn);
            else if (params.has(e.keyword))
                FUZZ_CHECK(QString::fromUtf8(e.value) == params.value(e.keyword), dsn);
        }
        FUZZ_CHECK(seen.contains("client_encoding"), dsn);
        for (const QByteArray &k : keywords()) {
            if (params.has(k))
                FUZZ_CHECK(seen.contains(k), dsn + u" lost "_s + QString::fromUtf8(k));
        }
        for (const char *ours : { "fallback_application_name", "connect_timeout", "keepalives" })
            FUZZ_CHECK(seen.contains(ours), dsn + u" lacks "_s + QString::fromLatin1(ours));
    }
    // The console never waits forever, whatever connect_timeout says.
    FUZZ_CHECK(params.connectTimeoutSeconds() >= 2, dsn);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString dsn
        = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    fuzzNoThrow([&] {
        DbError error;
        const ConnectionParams params = ConnectionParams::parse(dsn, &error);
        checkParseResult(params, error, dsn);
        // A password typed into the dialog goes onto whatever was parsed, valid or not.
        FUZZ_CHECK(!params.withPassword(Marker).redacted().contains(Marker), dsn);
        if (!params.isValid())
            return;
        checkRedactedReadsBack(params, dsn);
        checkSecretsNeverShown(params, dsn);
        checkWithoutSecrets(params, dsn);
        checkLibpqEntries(params, dsn);
    });
    return 0;
}

// libFuzzer target: the pg_service.conf reader (pgservicefile::parse), which reads files the
// operator's machine holds, passwords included. The input bytes are the file, read as UTF-8
// the way loadAll() reads it.
//
// Beyond "no crash": the services are ones libpq could use (named, unique, known keywords,
// each once), and nothing the reader says (the summaries, the warnings) depends on the value
// of a secret: the same file with every password replaced gives the very same words.
#include "db/connectionparams.h"
#include "db/pgservicefile.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QSet>
#include <cstddef>
#include <cstdint>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace {

const QSet<QString> &libpqKeywords()
{
    static const QSet<QString> set = [] {
        QSet<QString> out;
        char *err = nullptr;
        PQconninfoOption *options = PQconninfoParse("", &err);
        for (PQconninfoOption *o = options; o && o->keyword; ++o)
            out.insert(QString::fromLatin1(o->keyword));
        PQconninfoFree(options);
        PQfreemem(err);
        return out;
    }();
    return set;
}

void checkServices(const QList<PgService> &services, const QString &text)
{
    QSet<QString> names;
    for (const PgService &service : services) {
        FUZZ_CHECK(!service.name.isEmpty(), text);
        FUZZ_CHECK(!names.contains(service.name), service.name);
        names.insert(service.name);
        FUZZ_CHECK(service.sourceFile == u"fuzz.conf"_s, service.sourceFile);
        QSet<QString> keys;
        for (const auto &[key, value] : service.settings) {
            FUZZ_CHECK(libpqKeywords().contains(key), key);
            FUZZ_CHECK(key != u"service"_s, text);
            FUZZ_CHECK(!keys.contains(key), key);
            keys.insert(key);
            FUZZ_CHECK(value == value.trimmed(), value);
            FUZZ_CHECK(!value.contains(u'\n'), value);
        }
    }
}

// The text with every secret's value swapped for another: the lines split as the reader
// splits them, the whitespace after '=' kept (it is warned about), the rest replaced.
QString withSecretsReplaced(const QString &text)
{
    QStringList lines;
    for (const QStringView raw : QStringView(text).split(u'\n')) {
        const QStringView line = raw.trimmed();
        const qsizetype eq = line.indexOf(u'=');
        const bool setting = !line.isEmpty() && !line.startsWith(u'#') && !line.startsWith(u'[');
        if (!setting || eq < 0 || !ConnectionParams::isSecret(line.left(eq).trimmed().toUtf8())) {
            lines.append(raw.toString());
            continue;
        }
        const QStringView value = line.mid(eq + 1);
        qsizetype spaces = 0;
        while (spaces < value.size() && value.at(spaces).isSpace())
            ++spaces;
        const QString replaced = value.isEmpty() ? QString() : u"other-s3cret"_s;
        lines.append(line.left(eq + 1 + spaces).toString() + replaced);
    }
    return lines.join(u'\n');
}

void checkSecretsDoNotShow(const QList<PgService> &services, const QStringList &warnings,
                           const QString &text)
{
    QStringList otherWarnings;
    const QList<PgService> other
        = pgservicefile::parse(withSecretsReplaced(text), u"fuzz.conf"_s, &otherWarnings);
    FUZZ_CHECK(warnings == otherWarnings, text + u"\n---\n"_s + warnings.join(u'\n'));
    FUZZ_CHECK(services.size() == other.size(), text);
    for (qsizetype i = 0; i < services.size(); ++i) {
        FUZZ_CHECK(services[i].name == other[i].name, text);
        FUZZ_CHECK(pgservicefile::redactedSummary(services[i])
                       == pgservicefile::redactedSummary(other[i]),
                   pgservicefile::redactedSummary(services[i]));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text
        = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    fuzzNoThrow([&] {
        QStringList warnings;
        const QList<PgService> services = pgservicefile::parse(text, u"fuzz.conf"_s, &warnings);
        checkServices(services, text);
        for (const QString &warning : warnings) {
            FUZZ_CHECK(warning.startsWith(u"fuzz.conf:"_s), warning);
            FUZZ_CHECK(!warning.contains(u'\n'), warning);
        }
        checkSecretsDoNotShow(services, warnings, text);
        // Without a list to fill, the same services.
        FUZZ_CHECK(pgservicefile::parse(text, u"fuzz.conf"_s, nullptr).size() == services.size(),
                   text);
    });
    return 0;
}

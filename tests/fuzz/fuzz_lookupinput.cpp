// libFuzzer target: the lookup's identifier parser (lookup::parseInput, parseAs) and its
// duration parser (lookup::parseDuration), the two places the operator's typing and a
// ticket's pasted text enter the lookup. The input bytes are read as UTF-8, as the search box
// and the command line hand them over (invalid sequences become U+FFFD).
#include "core/lookup/lookupinput.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace {

constexpr LookupKind AllKinds[] = {
    LookupKind::MessageId,
    LookupKind::TaskId,
    LookupKind::JobId,
    LookupKind::IdempotencyKey,
    LookupKind::JobIdOrKey,
    LookupKind::AccountId,
    LookupKind::MonitorId,
    LookupKind::ContactId,
    LookupKind::AlertId,
    LookupKind::SubscriptionId,
    LookupKind::AlertOrSubscription,
};

bool isNumericKind(LookupKind kind)
{
    LookupQuery q;
    q.kind = kind;
    return q.isNumeric();
}

bool isUuidKind(LookupKind kind)
{
    return kind == LookupKind::AlertId || kind == LookupKind::SubscriptionId
        || kind == LookupKind::AlertOrSubscription;
}

// The value as a prefix form writes it: "message:123", "job_id:abc".
QString valueOf(const LookupQuery &q)
{
    return q.isNumeric() ? QString::number(q.number) : q.text;
}

// The kind a "kind:value" prefix names for a query of kind `kind` (the two kinds the database
// settles have no prefix of their own: the narrower one stands in).
LookupKind prefixKindFor(LookupKind kind)
{
    if (kind == LookupKind::JobIdOrKey)
        return LookupKind::JobId;
    if (kind == LookupKind::AlertOrSubscription)
        return LookupKind::AlertId;
    return kind;
}

bool isCanonicalUuid(const QString &text)
{
    if (text.size() != 36)
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        const bool hex = (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
        if (dash ? c != u'-' : !hex)
            return false;
    }
    return true;
}

// What every answer of the parser promises, whatever the input.
void checkShape(const lookup::ParsedInput &p, const QString &input)
{
    // Either an error or something to search, never both, never neither.
    FUZZ_CHECK(p.error.isEmpty() != p.candidates.isEmpty(), input);
    // An error repeats at most a short, defused piece of the input.
    FUZZ_CHECK(p.error.size() <= 300, p.error);
    FUZZ_CHECK(!hasControl(p.error), p.error);
    if (!p.ok())
        return;
    for (const LookupKind kind : p.candidates) {
        const LookupQuery q = p.query(kind);
        FUZZ_CHECK(q.kind == kind, input);
        if (isNumericKind(kind)) {
            FUZZ_CHECK(q.number >= 0, input);
            continue;
        }
        // What reaches the SQL parameters: trimmed, without control characters, and never
        // longer than the column it is compared with.
        FUZZ_CHECK(!q.text.isEmpty(), input);
        FUZZ_CHECK(q.text == q.text.trimmed(), q.text);
        FUZZ_CHECK(!hasControl(q.text), q.text);
        FUZZ_CHECK(q.text.size() <= lookup::MaxTextLength, q.text);
        if (kind == LookupKind::JobId || kind == LookupKind::JobIdOrKey)
            FUZZ_CHECK(q.text.size() <= lookup::MaxJobIdLength, q.text);
        if (kind == LookupKind::AlertId || kind == LookupKind::SubscriptionId)
            FUZZ_CHECK(isCanonicalUuid(q.text), q.text);
    }
}

// Written back as "kind:value", every candidate reads as itself: same kind, same value.
void checkRoundTrip(const lookup::ParsedInput &p, const QString &input)
{
    for (const LookupKind kind : p.candidates) {
        const LookupQuery q = p.query(kind);
        const LookupKind asKind = prefixKindFor(kind);
        const QString written = lookup::kindName(asKind) + u':' + valueOf(q);
        const lookup::ParsedInput again = lookup::parseInput(written);
        FUZZ_CHECK(again.ok(), input + u" -> "_s + written + u" -> "_s + again.error);
        FUZZ_CHECK(again.candidates == QList<LookupKind> { asKind }, written);
        if (isNumericKind(kind)) {
            FUZZ_CHECK(again.number == q.number, written);
        } else if (isUuidKind(kind)) {
            // A UUID comes back in its canonical form: lower case, no braces.
            FUZZ_CHECK(isCanonicalUuid(again.text), written);
            FUZZ_CHECK(
                again.text.compare(QString(q.text).remove(u'{').remove(u'}'), Qt::CaseInsensitive)
                    == 0,
                written);
        } else {
            FUZZ_CHECK(again.text == q.text, written);
        }
    }
}

void checkDuration(const QString &input)
{
    QString error;
    const std::optional<qint64> seconds = lookup::parseDuration(input, &error);
    if (!seconds) {
        FUZZ_CHECK(!error.isEmpty(), input);
        FUZZ_CHECK(!hasControl(error), error);
        FUZZ_CHECK(error.size() <= 300, error);
        return;
    }
    constexpr qint64 TenYears = 10LL * 366 * 86400;
    FUZZ_CHECK(*seconds > 0 && *seconds <= TenYears, input);
    // The same span written in seconds reads back as the same number.
    FUZZ_CHECK(lookup::parseDuration(QString::number(*seconds) + u's') == seconds, input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString input
        = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    fuzzNoThrow([&] {
        const lookup::ParsedInput parsed = lookup::parseInput(input);
        checkShape(parsed, input);
        checkRoundTrip(parsed, input);
        for (const LookupKind kind : AllKinds) {
            const lookup::ParsedInput as = lookup::parseAs(kind, input);
            checkShape(as, input);
            // An explicit kind is never second-guessed into an ambiguous answer.
            FUZZ_CHECK(!as.ambiguous(), input);
            checkRoundTrip(as, input);
        }
        checkDuration(input);
    });
    return 0;
}

#pragma once

#include "core/lookup/lookupresult.h"
#include "core/schemalimits.h"

#include <optional>

// What a support person typed, read as what it names; and the names the exports give the
// lookup's kinds and verdicts. The statements that search for it are db/lookup/lookupquery.h.
namespace lookup {

// What a search input could be. A malformed input has an error and no candidates; an exact
// form (prefix, UUID, text) has one candidate; a bare number has several, the likeliest first
// (message id), and the caller offers the choice (or asks candidatesJob which exist).
struct ParsedInput
{
    QString error; // why the input cannot be searched; empty when it can
    QList<LookupKind> candidates;
    qint64 number = 0;
    QString text;

    bool ok() const { return error.isEmpty() && !candidates.isEmpty(); }
    bool ambiguous() const { return candidates.size() > 1; }
    // The query for one of the candidates (the first by default).
    LookupQuery query(std::optional<LookupKind> kind = std::nullopt) const;
};

// Longest input looked at: the longest text column searched is varchar(255).
constexpr int MaxTextLength = schemalimits::IdempotencyKey;
constexpr int MaxJobIdLength = schemalimits::JobId;

// Detects the kind from the input's form: "kind:value" prefixes (message:, msg:, task:, job:,
// key:, account:, acct:, monitor:, contact:, alert:, subscription:, sub:), a UUID, a
// whole number (ambiguous), any other text (a job id or an idempotency key).
ParsedInput parseInput(const QString &input);
// Parses one value for an explicit kind (the CLI's --message, --alert, …).
ParsedInput parseAs(LookupKind kind, const QString &value);
// What a ticket gives instead of an id (LookupKind::Text): an address, or a phone number in a
// common notation ("+1 (555) 123-4567", "020 7946 0958"). phoneDigits is its digits, or empty
// when `text` is not one.
bool isEmailAddress(const QString &text);
bool isPhoneNumber(const QString &text);
QString phoneDigits(const QString &text);
// The shortest text searched for: shorter matches most payloads and says nothing.
constexpr int MinTextSearch = 3;

// "30m", "24h", "7d", "2w", "90s" → seconds; std::nullopt with *error set otherwise.
std::optional<qint64> parseDuration(const QString &text, QString *error = nullptr);

QString kindName(LookupKind kind); // "message", "task", "job_id", … (the JSON "kind")
QString kindLabel(LookupKind kind); // "message", "task", "job id", … (for people)
QString verdictName(Verdict verdict); // "delivered", "partially_delivered", …
QString alarmVerdictName(AlarmVerdict verdict); // "acked", "owed", "no_trigger", …
QString deviceStatusName(DeviceStatus status); // "owes", "acked", "disabled", …
QString timelineKindName(TimelineKind kind); // "enqueue", "lease", "attempt", …

// How far readyAheadJob counts the ready tasks ahead of a queued one; past it, "more than".
constexpr qint64 ReadyAheadCap = 10000;

} // namespace lookup

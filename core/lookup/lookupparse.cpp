// Detection and parsing of lookup inputs: pure, no database (declared in lookupinput.h).
#include "core/lookup/lookupinput.h"
#include "core/textcontexts.h"

#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

bool LookupQuery::isAccountWide() const
{
    return kind == LookupKind::AccountId || kind == LookupKind::MonitorId
        || kind == LookupKind::ContactId;
}

bool LookupQuery::isNumeric() const
{
    switch (kind) {
    case LookupKind::MessageId:
    case LookupKind::TaskId:
    case LookupKind::AccountId:
    case LookupKind::MonitorId:
    case LookupKind::ContactId:
        return true;
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        return false;
    }
    Q_UNREACHABLE();
    return false;
}

bool LookupQuery::isAlarmKind() const
{
    return kind == LookupKind::AlertId || kind == LookupKind::SubscriptionId
        || kind == LookupKind::AlertOrSubscription;
}

QString LookupQuery::display() const
{
    const QString value = isNumeric() ? QString::number(number) : u'"' + text + u'"';
    return lookup::kindLabel(kind) + u' ' + value;
}

QList<LookupKind> LookupCandidates::existing() const
{
    QList<LookupKind> out;
    for (const LookupCandidate &c : candidates) {
        if (c.exists)
            out.append(c.kind);
    }
    return out;
}

namespace lookup {

namespace {

// What an error message may repeat of the input: short, and with no control characters
// that could rewrite a terminal.
QString shown(const QString &value)
{
    QString out;
    for (const QChar c : value.left(40))
        out += c.category() == QChar::Other_Control ? QChar(0xfffd) : c;
    return u'"' + out + (value.size() > 40 ? u"…\""_s : u"\""_s);
}

bool hasControl(const QString &value)
{
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control || c == QChar(0x2028) || c == QChar(0x2029))
            return true;
    }
    return false;
}

ParsedInput failed(const QString &why)
{
    ParsedInput p;
    p.error = why;
    return p;
}

ParsedInput single(LookupKind kind, qint64 number, const QString &text)
{
    ParsedInput p;
    p.candidates = { kind };
    p.number = number;
    p.text = text;
    return p;
}

const QRegularExpression &uuidPattern()
{
    static const QRegularExpression re(
        u"^(?:urn:uuid:)?\\{?([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\\}?$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// The canonical lower-case form, or a null QString when `value` is not a hyphenated UUID.
QString canonicalUuid(const QString &value)
{
    const auto m = uuidPattern().match(value);
    if (!m.hasMatch())
        return {};
    return (m.captured(1) + u'-' + m.captured(2) + u'-' + m.captured(3) + u'-' + m.captured(4)
            + u'-' + m.captured(5))
        .toLower();
}

bool allDigits(const QString &value)
{
    if (value.isEmpty())
        return false;
    for (const QChar c : value) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

ParsedInput parseNumber(LookupKind kind, const QString &value)
{
    if (!allDigits(value))
        return failed(
            LookupText::tr("a %1 id is a whole number, not %2").arg(kindLabel(kind), shown(value)));
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (!ok)
        return failed(
            LookupText::tr("%1 is too large for a %2 id").arg(shown(value), kindLabel(kind)));
    return single(kind, n, {});
}

ParsedInput parseText(LookupKind kind, const QString &value)
{
    if (value.isEmpty())
        return failed(LookupText::tr("an empty %1 matches nothing").arg(kindLabel(kind)));
    if (hasControl(value))
        return failed(LookupText::tr("a %1 has no control characters").arg(kindLabel(kind)));
    const int max = kind == LookupKind::JobId ? MaxJobIdLength : MaxTextLength;
    if (value.size() > max)
        return failed(LookupText::tr("a %1 has at most %2 characters; this one has %3")
                          .arg(kindLabel(kind))
                          .arg(max)
                          .arg(value.size()));
    // Longer than a job id can be: it can only be a key.
    if (kind == LookupKind::JobIdOrKey && value.size() > MaxJobIdLength)
        kind = LookupKind::IdempotencyKey;
    return single(kind, 0, value);
}

struct Prefix
{
    const char *name;
    LookupKind kind;
};

constexpr Prefix Prefixes[] = {
    { "message", LookupKind::MessageId },  { "msg", LookupKind::MessageId },
    { "task", LookupKind::TaskId },        { "job", LookupKind::JobId },
    { "job_id", LookupKind::JobId },       { "key", LookupKind::IdempotencyKey },
    { "account", LookupKind::AccountId },  { "acct", LookupKind::AccountId },
    { "monitor", LookupKind::MonitorId },  { "contact", LookupKind::ContactId },
    { "alert", LookupKind::AlertId },      { "subscription", LookupKind::SubscriptionId },
    { "sub", LookupKind::SubscriptionId }, { "text", LookupKind::Text },
    { "email", LookupKind::Text },         { "phone", LookupKind::Text },
};

std::optional<LookupKind> prefixKind(const QString &name)
{
    for (const Prefix &p : Prefixes) {
        if (name.compare(QLatin1StringView(p.name), Qt::CaseInsensitive) == 0)
            return p.kind;
    }
    return std::nullopt;
}

} // namespace

LookupQuery ParsedInput::query(std::optional<LookupKind> kind) const
{
    LookupQuery q;
    q.kind = kind.value_or(candidates.value(0, LookupKind::MessageId));
    q.number = number;
    q.text = text;
    if (q.isAccountWide() || q.isTextKind())
        q.maxTrails = LookupQuery::AccountWideTrails;
    return q;
}

ParsedInput parseAs(LookupKind kind, const QString &raw)
{
    // A megabyte of input is answered without looking at all of it.
    if (raw.size() > 4 * MaxTextLength)
        return failed(LookupText::tr("the input has %1 characters; no identifier is longer than %2")
                          .arg(raw.size())
                          .arg(MaxTextLength));
    const QString value = raw.trimmed();
    switch (kind) {
    case LookupKind::MessageId:
    case LookupKind::TaskId:
    case LookupKind::AccountId:
    case LookupKind::MonitorId:
    case LookupKind::ContactId:
        return parseNumber(kind, value);
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
        return parseText(kind, value);
    case LookupKind::Text:
        if (value.size() < MinTextSearch)
            return failed(
                LookupText::tr("text to search for has at least %1 characters").arg(MinTextSearch));
        return parseText(kind, value);
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription: {
        const QString uuid = canonicalUuid(value);
        if (uuid.isNull())
            return failed(
                LookupText::tr("an %1 id is a UUID (8-4-4-4-12 hex digits), not %2")
                    .arg(kind == LookupKind::SubscriptionId ? u"subscription"_s : u"alert"_s,
                         shown(value)));
        return single(kind, 0, uuid);
    }
    }
    return failed(LookupText::tr("unknown kind"));
}

ParsedInput parseInput(const QString &raw)
{
    if (raw.size() > 4 * MaxTextLength)
        return failed(LookupText::tr("the input has %1 characters; no identifier is longer than %2")
                          .arg(raw.size())
                          .arg(MaxTextLength));
    const QString input = raw.trimmed();
    if (input.isEmpty())
        return failed(
            LookupText::tr("enter a message, task, account, monitor or contact id, a job id or "
                           "idempotency key, or an alert or subscription UUID"));

    // "kind:value" (or "kind=value") says what it is; "kind value" too, when the value fits.
    static const QRegularExpression prefixed(u"^([A-Za-z_]{3,12})\\s*([:=]|\\s)\\s*(.*)$"_s,
                                             QRegularExpression::DotMatchesEverythingOption);
    if (const auto m = prefixed.match(input); m.hasMatch()) {
        if (const auto kind = prefixKind(m.captured(1))) {
            ParsedInput p = parseAs(*kind, m.captured(3));
            if (p.ok() || !m.captured(2).front().isSpace())
                return p;
        }
    }

    if (const QString uuid = canonicalUuid(input); !uuid.isNull()) {
        // Alert and subscription ids are UUIDs, and so may be a producer's idempotency keys:
        // the text stays as typed (a key is compared exactly; PostgreSQL reads a UUID in any
        // case, with or without braces), except that "urn:uuid:", which it does not read, goes.
        ParsedInput p = single(LookupKind::AlertOrSubscription, 0,
                               input.startsWith(u"urn:"_s, Qt::CaseInsensitive) ? uuid : input);
        p.candidates.append(LookupKind::JobIdOrKey);
        return p;
    }
    if (allDigits(input)) {
        bool ok = false;
        const qint64 n = input.toLongLong(&ok);
        if (!ok)
            return failed(LookupText::tr("%1 is too large for an id").arg(shown(input)));
        ParsedInput p;
        // The question this search answers most often is "did message N arrive?".
        p.candidates = { LookupKind::MessageId, LookupKind::TaskId, LookupKind::AccountId,
                         LookupKind::MonitorId, LookupKind::ContactId };
        // As text, the digits are searched only where they fit: longer than a job id they can
        // only be a key, longer than a key nothing (leading zeros make such a number).
        if (input.size() <= MaxJobIdLength)
            p.candidates.append(LookupKind::JobIdOrKey);
        else if (input.size() <= MaxTextLength)
            p.candidates.append(LookupKind::IdempotencyKey);
        p.number = n;
        p.text = input;
        return p;
    }
    // What a customer gives in a ticket: an email address or a phone number, searched in the
    // payloads and attempts first; a job id or key of that form is the other reading (a date
    // like 2024-05-01 has a phone number's form too).
    if (isEmailAddress(input) || isPhoneNumber(input)) {
        ParsedInput p = parseText(LookupKind::Text, input);
        if (p.ok() && input.size() <= MaxTextLength)
            p.candidates.append(input.size() > MaxJobIdLength ? LookupKind::IdempotencyKey
                                                              : LookupKind::JobIdOrKey);
        return p;
    }
    return parseText(LookupKind::JobIdOrKey, input);
}

bool isEmailAddress(const QString &text)
{
    static const QRegularExpression re(u"^[^\\s@\"<>]+@[^\\s@\"<>]+\\.[^\\s@\"<>.]{2,}$"_s);
    return re.match(text).hasMatch();
}

QString phoneDigits(const QString &text)
{
    // +, digits and the separators people write between them; at least one separator or a
    // leading + (bare digits are an id), at least seven digits.
    static const QRegularExpression re(u"^\\+?[0-9(][0-9 ().\\-/]{5,28}[0-9]$"_s);
    if (!re.match(text).hasMatch())
        return {};
    QString digits;
    for (const QChar c : text) {
        if (c.isDigit())
            digits += c;
    }
    const bool separated = text.startsWith(u'+') || digits.size() != text.size();
    if (!separated || digits.size() < 7 || digits.size() > 15)
        return {};
    return digits;
}

bool isPhoneNumber(const QString &text)
{
    return !phoneDigits(text).isEmpty();
}

std::optional<qint64> parseDuration(const QString &text, QString *error)
{
    static const QRegularExpression part(u"(\\d{1,9})\\s*([smhdw])"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    constexpr qint64 TenYears = 10LL * 366 * 86400;
    const QString t = text.trimmed();
    qint64 total = 0;
    qsizetype at = 0;
    while (at < t.size()) {
        const auto m = part.match(t, at, QRegularExpression::NormalMatch,
                                  QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch()) {
            if (error)
                *error = LookupText::tr("%1 is not a duration (like 30m, 24h, 7d, 2w)")
                             .arg(shown(text));
            return std::nullopt;
        }
        static const QHash<QChar, qint64> unit {
            { u's', 1 }, { u'm', 60 }, { u'h', 3600 }, { u'd', 86400 }, { u'w', 604800 }
        };
        // Held just past the limit: a part is below 2^50, so no run of parts (a pasted log
        // line, a deep link's ?since=) can overflow the sum, and the answer stays the same.
        total
            = qMin(total + m.captured(1).toLongLong() * unit.value(m.captured(2).toLower().front()),
                   TenYears + 1);
        at = m.capturedEnd();
        while (at < t.size() && t.at(at).isSpace())
            ++at;
    }
    if (t.isEmpty() || total <= 0) {
        if (error)
            *error = LookupText::tr("a duration is positive (like 30m, 24h, 7d, 2w)");
        return std::nullopt;
    }
    if (total > TenYears) {
        if (error)
            *error = LookupText::tr("a duration is at most ten years");
        return std::nullopt;
    }
    return total;
}

QString kindName(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
        return u"message"_s;
    case LookupKind::TaskId:
        return u"task"_s;
    case LookupKind::JobId:
        return u"job_id"_s;
    case LookupKind::IdempotencyKey:
        return u"key"_s;
    case LookupKind::JobIdOrKey:
        return u"job_id_or_key"_s;
    case LookupKind::AccountId:
        return u"account"_s;
    case LookupKind::MonitorId:
        return u"monitor"_s;
    case LookupKind::ContactId:
        return u"contact"_s;
    case LookupKind::AlertId:
        return u"alert"_s;
    case LookupKind::SubscriptionId:
        return u"subscription"_s;
    case LookupKind::AlertOrSubscription:
        return u"alert_or_subscription"_s;
    case LookupKind::Text:
        return u"text"_s;
    }
    return {};
}

QString kindLabel(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
        return LookupText::tr("message", "lookup kind");
    case LookupKind::TaskId:
        return LookupText::tr("task", "lookup kind");
    case LookupKind::JobId:
        return LookupText::tr("job id", "lookup kind");
    case LookupKind::IdempotencyKey:
        return LookupText::tr("idempotency key", "lookup kind");
    case LookupKind::JobIdOrKey:
        return LookupText::tr("job id or key", "lookup kind");
    case LookupKind::AccountId:
        return LookupText::tr("account", "lookup kind");
    case LookupKind::MonitorId:
        return LookupText::tr("monitor", "lookup kind");
    case LookupKind::ContactId:
        return LookupText::tr("contact", "lookup kind");
    case LookupKind::AlertId:
        return LookupText::tr("alert", "lookup kind");
    case LookupKind::SubscriptionId:
        return LookupText::tr("subscription", "lookup kind");
    case LookupKind::AlertOrSubscription:
        return LookupText::tr("alert or subscription", "lookup kind");
    case LookupKind::Text:
        return LookupText::tr("text", "lookup kind");
    }
    return kindName(kind);
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Delivered:
        return u"delivered"_s;
    case Verdict::PartiallyDelivered:
        return u"partially_delivered"_s;
    case Verdict::InProgress:
        return u"in_progress"_s;
    case Verdict::Failed:
        return u"failed"_s;
    case Verdict::Unknown:
        return u"unknown"_s;
    }
    return {};
}

QString alarmVerdictName(AlarmVerdict verdict)
{
    switch (verdict) {
    case AlarmVerdict::AllAcked:
        return u"acked"_s;
    case AlarmVerdict::Owed:
        return u"owed"_s;
    case AlarmVerdict::NoTrigger:
        return u"no_trigger"_s;
    case AlarmVerdict::NoEnabledDevices:
        return u"no_enabled_devices"_s;
    case AlarmVerdict::ClearedByOperator:
        return u"cleared_by_operator"_s;
    case AlarmVerdict::AckUnattributed:
        return u"acked_unattributed"_s;
    }
    return {};
}

QString deviceStatusName(DeviceStatus status)
{
    switch (status) {
    case DeviceStatus::Owes:
        return u"owes"_s;
    case DeviceStatus::Acked:
        return u"acked"_s;
    case DeviceStatus::Disabled:
        return u"disabled"_s;
    case DeviceStatus::NotNotified:
        return u"not_notified"_s;
    case DeviceStatus::NoTrigger:
        return u"no_trigger"_s;
    case DeviceStatus::AckedByOperator:
        return u"acked_by_operator"_s;
    case DeviceStatus::AckedUnattributed:
        return u"acked_unattributed"_s;
    }
    return {};
}

QString timelineKindName(TimelineKind kind)
{
    switch (kind) {
    case TimelineKind::Enqueue:
        return u"enqueue"_s;
    case TimelineKind::Lease:
        return u"lease"_s;
    case TimelineKind::Attempt:
        return u"attempt"_s;
    case TimelineKind::Delivery:
        return u"delivery"_s;
    case TimelineKind::Replay:
        return u"replay"_s;
    case TimelineKind::Success:
        return u"success"_s;
    case TimelineKind::Failure:
        return u"failure"_s;
    case TimelineKind::Trigger:
        return u"trigger"_s;
    case TimelineKind::Ack:
        return u"ack"_s;
    }
    return {};
}

} // namespace lookup

#include "core/statenames.h"

#include "core/textcontexts.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

struct Name
{
    const char *value; // the database's value, also the English word
    const char *comment; // what kind of value, for the translator
};

// The English word of each value is the value; QT_TRANSLATE_NOOP3 makes { value, comment },
// the comment saying what kind of value it is, for the translator.
constexpr Name TaskStates[] = {
    QT_TRANSLATE_NOOP3("StateText", "queued", "task state"),
    QT_TRANSLATE_NOOP3("StateText", "leased", "task state"),
    QT_TRANSLATE_NOOP3("StateText", "succeeded", "task state"),
    QT_TRANSLATE_NOOP3("StateText", "failed_retry", "task state"),
    QT_TRANSLATE_NOOP3("StateText", "failed_perm", "task state"),
    QT_TRANSLATE_NOOP3("StateText", "dead", "task state"),
};
constexpr Name DeliveryStatuses[] = {
    QT_TRANSLATE_NOOP3("StateText", "delivered", "delivery status"),
    QT_TRANSLATE_NOOP3("StateText", "partial", "delivery status"),
    QT_TRANSLATE_NOOP3("StateText", "retryable", "delivery status"),
    QT_TRANSLATE_NOOP3("StateText", "permanent", "delivery status"),
};
constexpr Name AlertStates[] = {
    QT_TRANSLATE_NOOP3("StateText", "armed", "alert state"),
    QT_TRANSLATE_NOOP3("StateText", "triggered", "alert state"),
    QT_TRANSLATE_NOOP3("StateText", "disarmed", "alert state"),
};
constexpr Name SessionStates[] = {
    QT_TRANSLATE_NOOP3("StateText", "active", "session state"),
    QT_TRANSLATE_NOOP3("StateText", "idle", "session state"),
    QT_TRANSLATE_NOOP3("StateText", "idle in transaction", "session state"),
    QT_TRANSLATE_NOOP3("StateText", "idle in transaction (aborted)", "session state"),
    QT_TRANSLATE_NOOP3("StateText", "fastpath function call", "session state"),
    QT_TRANSLATE_NOOP3("StateText", "disabled", "session state"),
};

// A code of the console's own and its English word, which is not the code.
struct Word
{
    const char *code;
    Name name;
};

constexpr Word TrailVerdicts[] = {
    { "delivered", QT_TRANSLATE_NOOP3("StateText", "delivered", "lookup verdict") },
    { "partially_delivered",
      QT_TRANSLATE_NOOP3("StateText", "partially delivered", "lookup verdict") },
    { "in_progress", QT_TRANSLATE_NOOP3("StateText", "in progress", "lookup verdict") },
    { "failed", QT_TRANSLATE_NOOP3("StateText", "failed", "lookup verdict") },
    { "unknown", QT_TRANSLATE_NOOP3("StateText", "unknown", "lookup verdict") },
};
constexpr Word AlarmVerdicts[] = {
    { "acked", QT_TRANSLATE_NOOP3("StateText", "acked", "alarm verdict") },
    { "owed", QT_TRANSLATE_NOOP3("StateText", "owed", "alarm verdict") },
    { "no_trigger", QT_TRANSLATE_NOOP3("StateText", "no trigger", "alarm verdict") },
    { "no_enabled_devices",
      QT_TRANSLATE_NOOP3("StateText", "no enabled devices", "alarm verdict") },
    { "cleared_by_operator",
      QT_TRANSLATE_NOOP3("StateText", "cleared by an operator", "alarm verdict") },
    { "acked_unattributed",
      QT_TRANSLATE_NOOP3("StateText", "acked, by whom unknown", "alarm verdict") },
};
constexpr Word DeviceStatuses[] = {
    { "owes", QT_TRANSLATE_NOOP3("StateText", "owes", "device standing") },
    { "acked", QT_TRANSLATE_NOOP3("StateText", "acked", "device standing") },
    { "disabled", QT_TRANSLATE_NOOP3("StateText", "disabled", "device standing") },
    { "not_notified", QT_TRANSLATE_NOOP3("StateText", "not notified", "device standing") },
    { "no_trigger", QT_TRANSLATE_NOOP3("StateText", "no trigger", "device standing") },
    { "acked_by_operator",
      QT_TRANSLATE_NOOP3("StateText", "acked by an operator", "device standing") },
    { "acked_unattributed",
      QT_TRANSLATE_NOOP3("StateText", "acked, by whom unknown", "device standing") },
};
constexpr Word ActionNames[] = {
    { "replay", QT_TRANSLATE_NOOP3("StateText", "replay", "operator action") },
    { "release_task_lease",
      QT_TRANSLATE_NOOP3("StateText", "release of a task's lease", "operator action") },
    { "release_sink_lease",
      QT_TRANSLATE_NOOP3("StateText", "release of a sink's lease", "operator action") },
    { "terminate_sink_session",
      QT_TRANSLATE_NOOP3("StateText", "termination of a sink's session", "operator action") },
    { "ack_alarm_deliveries",
      QT_TRANSLATE_NOOP3("StateText", "ack of alarm deliveries", "operator action") },
};
constexpr Word ActionOutcomes[] = {
    { "done", QT_TRANSLATE_NOOP3("StateText", "done", "action outcome") },
    { "already_done", QT_TRANSLATE_NOOP3("StateText", "already done", "action outcome") },
    { "refused", QT_TRANSLATE_NOOP3("StateText", "refused", "action outcome") },
    { "unknown", QT_TRANSLATE_NOOP3("StateText", "unknown", "action outcome") },
    { "failed", QT_TRANSLATE_NOOP3("StateText", "failed", "action outcome") },
};

template<std::size_t N> QString word(const Word (&words)[N], const QString &code)
{
    if (code.isNull())
        return code;
    for (const Word &w : words) {
        if (code == QLatin1StringView(w.code))
            return StateText::tr(w.name.value, w.name.comment);
    }
    return code;
}

template<std::size_t N> void addCodes(QList<statenames::Code> &out, const Name (&names)[N])
{
    for (const Name &n : names)
        out.append({ QString::fromLatin1(n.value), StateText::tr(n.value, n.comment) });
}

template<std::size_t N> void addCodes(QList<statenames::Code> &out, const Word (&words)[N])
{
    for (const Word &w : words)
        out.append({ QString::fromLatin1(w.code), StateText::tr(w.name.value, w.name.comment) });
}

template<std::size_t N> QString label(const Name (&names)[N], const QString &value)
{
    if (value.isNull())
        return value;
    for (const Name &n : names) {
        if (value == QLatin1StringView(n.value))
            return StateText::tr(n.value, n.comment);
    }
    return value;
}

} // namespace

namespace statenames {

QString taskState(const QString &value)
{
    return label(TaskStates, value);
}

QString deliveryStatus(const QString &value)
{
    return label(DeliveryStatuses, value);
}

QString alertState(const QString &value)
{
    return label(AlertStates, value);
}

QString sessionState(const QString &value)
{
    return label(SessionStates, value);
}

QString trailVerdict(const QString &code)
{
    return word(TrailVerdicts, code);
}

QString alarmVerdict(const QString &code)
{
    return word(AlarmVerdicts, code);
}

QString deviceStatus(const QString &code)
{
    return word(DeviceStatuses, code);
}

QString actionName(const QString &code)
{
    return word(ActionNames, code);
}

QString actionOutcome(const QString &code)
{
    return word(ActionOutcomes, code);
}

QList<Code> allCodes()
{
    QList<Code> out;
    addCodes(out, TaskStates);
    addCodes(out, DeliveryStatuses);
    addCodes(out, AlertStates);
    addCodes(out, SessionStates);
    addCodes(out, TrailVerdicts);
    addCodes(out, AlarmVerdicts);
    addCodes(out, DeviceStatuses);
    addCodes(out, ActionNames);
    addCodes(out, ActionOutcomes);
    return out;
}

namespace {

// The spans of `sentence` inside quotation marks (“…”, «…», „…“, "…"), where the console
// quotes the database's own words (a task's last error, an ack's reason): a mask, true inside.
QList<bool> quotedSpans(const QString &sentence)
{
    static const std::pair<QChar, QChar> pairs[]
        = { { u'“', u'”' }, { u'«', u'»' }, { u'„', u'“' }, { u'"', u'"' } };
    QList<bool> quoted(sentence.size(), false);
    for (qsizetype i = 0; i < sentence.size(); ++i) {
        for (const auto &[open, close] : pairs) {
            if (sentence.at(i) != open)
                continue;
            const qsizetype end = sentence.indexOf(close, i + 1);
            if (end < 0)
                break;
            for (qsizetype k = i; k <= end; ++k)
                quoted[k] = true;
            i = end;
            break;
        }
    }
    return quoted;
}

} // namespace

QStringList rawCodesIn(const QString &sentence)
{
    // A code inside a longer identifier is not a code: "replay-6764-01177fb5" is a job id.
    const auto isIdentifier = [](QChar c) {
        return c.isLetterOrNumber() || c == u'_' || c == u'-';
    };
    // Nor is one the sentence quotes: "attempt 2 of 2 failed" is the database's last error.
    const QList<bool> quoted = quotedSpans(sentence);
    QStringList found;
    for (const Code &c : allCodes()) {
        if (c.word == c.code || found.contains(c.code))
            continue;
        for (qsizetype at = sentence.indexOf(c.code); at >= 0;
             at = sentence.indexOf(c.code, at + 1)) {
            const qsizetype end = at + c.code.size();
            const bool startsToken = at == 0 || !isIdentifier(sentence.at(at - 1));
            const bool endsToken = end == sentence.size() || !isIdentifier(sentence.at(end));
            if (startsToken && endsToken && !quoted.at(at)) {
                found.append(c.code);
                break;
            }
        }
    }
    return found;
}

QString databaseValueTip(const QString &label, const QString &value)
{
    if (value.isNull() || label == value)
        return {};
    return StateText::tr("%1 (database value)").arg(value);
}

} // namespace statenames

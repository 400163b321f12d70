#include "core/statenames.h"

#include "core/textcontexts.h"

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

QString databaseValueTip(const QString &label, const QString &value)
{
    if (value.isNull() || label == value)
        return {};
    return StateText::tr("%1 (database value)").arg(value);
}

} // namespace statenames

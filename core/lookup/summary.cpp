// The one-line summary of a lookup (verdict.h).
#include "core/lookup/lookupinput.h"
#include "core/lookup/verdict.h"
#include "core/textcontexts.h"

#include <QSet>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

constexpr qint64 Minute = 60LL * 1000000;

// The console's own words opening the summary start with a capital; a device's label never
// gets one it did not have ("the" of "the 14:02 … alarm" is ours).
QString capitalized(QString s, bool opens)
{
    if (opens && !s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

namespace {

QString trailSentence(const Trail &t, qint64 nowUs, const AnswerClock &clock)
{
    // Judged again on `clock`: the stored text has the times of the clock it was made on.
    QString s = judgeTrail(t, nowUs, clock).text;
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    if (t.verdict == Verdict::Delivered || t.verdict == Verdict::PartiallyDelivered) {
        if (!t.replays.isEmpty()) {
            const TrailReplay &r = t.replays.last();
            s += r.operatorId ? LookupText::tr(" after a replay by operator %1").arg(*r.operatorId)
                              : LookupText::tr(" after a replay");
        } else if (t.verdict == Verdict::Delivered && !t.moreDeliveries) {
            // The attempts it took: those up to the first delivered one (all are listed).
            qsizetype n = 0;
            while (n < t.deliveries.size() && t.deliveries[n].status != "delivered"_L1)
                ++n;
            if (n > 0 && n < t.deliveries.size())
                s += LookupText::tr(" after %n attempts", nullptr, int(n + 1));
        }
    }
    return s;
}

// "the 14:02 Front door alarm": the alert's name and, when it fired, the time of its trigger.
QString alarmPhrase(const AlarmStanding &a, qint64 nowUs, const AnswerClock &clock)
{
    return a.latestTriggerAt
        ? LookupText::tr("the %1 %2 alarm")
              .arg(shortTime(*a.latestTriggerAt, nowUs, clock), gist(a.alertName, 60))
        : LookupText::tr("the %1 alarm").arg(gist(a.alertName, 60));
}

// "Pixel 8 did not ack the 10:40 Front door alarm: acked by operator 7 via PoolScope at 10:49".
QString operatorCleared(const AlarmStanding &a, const DeviceStanding &d, qint64 nowUs,
                        const AnswerClock &clock)
{
    return LookupText::tr("%1 did not ack %2: %3")
        .arg(deviceName(d), alarmPhrase(a, nowUs, clock), ackText(d, nowUs, clock));
}

// What the searched subscription's device stands at, first, when a subscription was searched.
QString searchedDevice(const AlarmStanding &a, const DeviceStanding &d, qint64 nowUs,
                       const AnswerClock &clock)
{
    const QString alarm = alarmPhrase(a, nowUs, clock);
    switch (d.status) {
    case DeviceStatus::Owes:
        return QString(); // said with the other owing devices
    case DeviceStatus::Acked:
        return d.ackedAt ? LookupText::tr("%1 acked %2 at %3")
                               .arg(deviceName(d), alarm, shortTime(*d.ackedAt, nowUs, clock))
                         : LookupText::tr("%1 acked %2").arg(deviceName(d), alarm);
    case DeviceStatus::Disabled:
        return LookupText::tr("%1 is disabled for the %2 alarm")
            .arg(deviceName(d), gist(a.alertName, 60));
    case DeviceStatus::NotNotified:
        return LookupText::tr("%1 was not subscribed when %2 triggered").arg(deviceName(d), alarm);
    case DeviceStatus::NoTrigger:
        return LookupText::tr("%1: %2 never triggered").arg(deviceName(d), gist(a.alertName, 60));
    case DeviceStatus::AckedByOperator:
        return operatorCleared(a, d, nowUs, clock);
    case DeviceStatus::AckedUnattributed:
        return LookupText::tr("%1: %2 was %3").arg(deviceName(d), alarm, ackText(d, nowUs, clock));
    }
    return {};
}

// What the owing devices' sentences say for the devices an operator's ack cleared, so
// that none reads as a device that got its alarm.
void addOperatorCleared(QStringList &parts, const LookupResult &r, const AnswerClock &clock)
{
    int shown = 0, more = 0;
    for (const AlarmStanding &a : r.alarms) {
        for (const DeviceStanding &d : a.subscriptions) {
            if (d.status != DeviceStatus::AckedByOperator || d.searched)
                continue;
            if (shown == 2) {
                ++more;
                continue;
            }
            ++shown;
            parts.append(operatorCleared(a, d, r.serverNowUs, clock));
        }
    }
    if (more > 0)
        parts.append(LookupText::tr("%n more device(s) cleared by an operator", nullptr, more));
}

// `opensSentence`: the first part starts the summary, so the console's own words in it are
// capitalized (a device's label is shown as its owner wrote it).
QString alarmSentence(const LookupResult &r, const AnswerClock &clock, bool sayAcked,
                      bool opensSentence)
{
    QStringList parts;
    QSet<QString> told; // alerts whose standing the searched device's sentence already gave
    for (const AlarmStanding &a : r.alarms) {
        for (const DeviceStanding &d : a.subscriptions) {
            if (!d.searched)
                continue;
            if (const QString s = searchedDevice(a, d, r.serverNowUs, clock); !s.isEmpty()) {
                parts.append(s);
                if (a.verdict == AlarmVerdict::NoTrigger
                    || d.status == DeviceStatus::AckedUnattributed)
                    told.insert(a.alertId);
            }
        }
    }
    int owingShown = 0;
    int owingMore = 0;
    for (const AlarmStanding &a : r.alarms) {
        const QString alarm = alarmPhrase(a, r.serverNowUs, clock);
        for (const DeviceStanding &d : a.subscriptions) {
            if (d.status != DeviceStatus::Owes)
                continue;
            if (owingShown == 2) {
                ++owingMore;
                continue;
            }
            ++owingShown;
            QString seen;
            if (!d.lastSeenAt)
                seen = LookupText::tr(" (never seen)");
            else if (r.serverNowUs - *d.lastSeenAt > 10 * Minute)
                seen = LookupText::tr(" (offline for %1)").arg(age(r.serverNowUs - *d.lastSeenAt));
            parts.append(LookupText::tr("%1 still owes %2%3").arg(deviceName(d), alarm, seen));
        }
        if (sayAcked && a.verdict == AlarmVerdict::AllAcked)
            parts.append(parts.isEmpty() && opensSentence
                             ? LookupText::tr("Every enabled device acked %1").arg(alarm)
                             : LookupText::tr("every enabled device acked %1").arg(alarm));
        if (sayAcked && a.verdict == AlarmVerdict::AckUnattributed && !told.contains(a.alertId))
            parts.append(capitalized(
                LookupText::tr(
                    "%1 is acked for every enabled device (the ledger does not say whether"
                    " by the devices or an operator)")
                    .arg(alarm),
                parts.isEmpty() && opensSentence));
        if (sayAcked && a.verdict == AlarmVerdict::NoTrigger && !told.contains(a.alertId))
            parts.append(LookupText::tr("%1: no trigger recorded").arg(gist(a.alertName, 60)));
    }
    if (owingMore > 0)
        parts.append(LookupText::tr("%n more device(s) owe", nullptr, owingMore));
    addOperatorCleared(parts, r, clock);
    return parts.join(u"; "_s);
}

// A verdict in words, for counts ("3 delivered, 1 in progress").
QString verdictWords(Verdict v)
{
    switch (v) {
    case Verdict::Delivered:
        return LookupText::tr("delivered", "verdict count");
    case Verdict::PartiallyDelivered:
        return LookupText::tr("partially delivered", "verdict count");
    case Verdict::InProgress:
        return LookupText::tr("in progress", "verdict count");
    case Verdict::Failed:
        return LookupText::tr("failed", "verdict count");
    case Verdict::Unknown:
        return LookupText::tr("unknown", "verdict count");
    }
    return verdictName(v);
}

// "12 messages: 9 delivered, 1 in progress (1 stuck), 2 failed". A trail whose tasks carry no
// message id (a check, a task lineage) is counted as a task, not as a message.
QString countsSentence(const LookupResult &r)
{
    QStringList counts;
    for (const Verdict v : { Verdict::Delivered, Verdict::PartiallyDelivered, Verdict::InProgress,
                             Verdict::Failed, Verdict::Unknown }) {
        const auto n = std::count_if(r.trails.begin(), r.trails.end(),
                                     [v](const Trail &t) { return t.verdict == v; });
        if (n == 0)
            continue;
        QString count = u"%1 %2"_s.arg(n).arg(verdictWords(v));
        // Stuck is a kind of in progress: said beside it, so no other count seems to hold it.
        const auto stuck = std::count_if(r.trails.begin(), r.trails.end(),
                                         [v](const Trail &t) { return t.verdict == v && t.stuck; });
        if (stuck > 0)
            count += LookupText::tr(" (%n stuck)", nullptr, pluralCount(stuck));
        counts.append(count);
    }
    const auto messages = std::count_if(r.trails.begin(), r.trails.end(),
                                        [](const Trail &t) { return bool(t.messageId); });
    const qsizetype others = r.trails.size() - messages;
    const QString more = r.moreTrails ? u"+"_s : QString();
    // Two or more: the English source reads right untranslated, as the command line shows it.
    QString what;
    if (others == 0)
        what = LookupText::tr("%n%1 messages", nullptr, pluralCount(messages)).arg(more);
    else if (messages == 0)
        what = LookupText::tr("%n%1 tasks without a message id", nullptr, pluralCount(others))
                   .arg(more);
    else
        what = LookupText::tr("%1 and %2")
                   .arg(messages == 1
                            ? LookupText::tr("1 message")
                            : LookupText::tr("%n messages", nullptr, pluralCount(messages)),
                        others == 1 && more.isEmpty()
                            ? LookupText::tr("1 task without a message id")
                            : LookupText::tr("%n%1 tasks without a message id", nullptr,
                                             pluralCount(others))
                                  .arg(more));
    return what + u": "_s + counts.join(u", "_s);
}

// "1.2M", "340k", "9,812": a count of tasks, short enough for a sentence.
QString shortCount(qint64 n)
{
    if (n >= 1000000)
        return QString::number(double(n) / 1e6, 'f', n >= 10000000 ? 0 : 1) + u'M';
    if (n >= 10000)
        return QString::number(n / 1000) + u'k';
    return QString::number(n);
}

} // namespace

QString coverageWords(const LookupCoverage &c, qint64 nowUs, const AnswerClock &clock)
{
    const QString newest = LookupText::tr("the %1 newest tasks").arg(shortCount(c.tasksSearched));
    if (!c.oldestSearchedAt)
        return newest;
    return LookupText::tr("%1 (since %2)")
        .arg(newest, shortTime(*c.oldestSearchedAt, nowUs, clock));
}

namespace {

QString capitalized(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// "a task id", "an account id": what a bare number is, in a sentence.
QString numberKindPhrase(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
        return LookupText::tr("a message id");
    case LookupKind::TaskId:
        return LookupText::tr("a task id");
    case LookupKind::AccountId:
        return LookupText::tr("an account id");
    case LookupKind::MonitorId:
        return LookupText::tr("a monitor id");
    case LookupKind::ContactId:
        return LookupText::tr("a contact id");
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
        return LookupText::tr("a job id or key");
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        break;
    }
    return kindLabel(kind);
}

// "an account id and a task id": the kinds a number exists as besides the one asked.
QString otherKindsPhrase(const LookupResult &r)
{
    QString what;
    for (LookupKind k : r.otherKinds)
        what = what.isEmpty() ? numberKindPhrase(k)
                              : LookupText::tr("%1 and %2").arg(what, numberKindPhrase(k));
    return what;
}

// A bare number that is not the kind it was read as, but another: "4242 is not a message id but
// an account id" — never "Nothing found" for what exists.
QString otherKindsSentence(const LookupResult &r)
{
    return LookupText::tr("%1 is not %2 but %3")
        .arg(QString::number(r.query.number), numberKindPhrase(r.query.kind), otherKindsPhrase(r));
}

// "; whether 4242 is another kind of id could not be checked": said where the check of the
// number's other readings failed, so the answer never reads as if it had looked.
QString otherKindsUncheckedPhrase(const LookupResult &r)
{
    return LookupText::tr("; whether %1 is another kind of id could not be checked")
        .arg(QString::number(r.query.number));
}

// No trail: "Nothing found for message 9" only after a complete search; after a partial one,
// what was searched ("Not found among the 1.2M newest tasks (since …); older tasks not searched").
QString nothingSentence(const LookupResult &r, const AnswerClock &clock)
{
    if (!r.coverage.complete()) {
        QString why;
        switch (r.coverage.stop) {
        case LookupCoverage::Stop::Cancelled:
            why = LookupText::tr("the search was cancelled");
            break;
        case LookupCoverage::Stop::Failed:
        case LookupCoverage::Stop::SliceTimeout:
            why = LookupText::tr("the search was cut off");
            break;
        case LookupCoverage::Stop::Complete:
        case LookupCoverage::Stop::Enough:
        case LookupCoverage::Stop::Budget:
            why = LookupText::tr("older tasks not searched");
            break;
        }
        QString partial = LookupText::tr("%1 not found among %2; %3")
                              .arg(capitalized(r.query.display()),
                                   coverageWords(r.coverage, r.serverNowUs, clock), why);
        // Older tasks may still hold it as its kind: the other kinds are said beside, not instead.
        if (!r.found() && !r.otherKinds.isEmpty())
            partial += LookupText::tr("; %1 is %2")
                           .arg(QString::number(r.query.number), otherKindsPhrase(r));
        else if (!r.found() && r.otherKindsUnchecked)
            partial += otherKindsUncheckedPhrase(r);
        return partial;
    }
    if (!r.found() && !r.otherKinds.isEmpty())
        return otherKindsSentence(r);
    if (!r.found() && r.otherKindsUnchecked)
        return LookupText::tr("Nothing found for %1").arg(r.query.display())
            + otherKindsUncheckedPhrase(r);
    // An account's alerts can be found when none of its tasks are in the range.
    QString head = (r.found() ? LookupText::tr("No messages for %1")
                              : LookupText::tr("Nothing found for %1"))
                       .arg(r.query.display());
    if (r.query.isAccountWide() && !r.query.from)
        head += LookupText::tr(" in the last %1").arg(age(r.query.sinceSeconds * 1000000));
    return head;
}

} // namespace

QString summarize(const LookupResult &r, const AnswerClock &clock)
{
    if (r.error.isError())
        return LookupText::tr("The lookup failed: %1").arg(r.error.summary());
    QString head;
    if (r.trails.size() == 1)
        head = trailSentence(r.trails.first(), r.serverNowUs, clock);
    else if (r.trails.size() > 1)
        head = countsSentence(r);
    else if (!r.query.isAlarmKind() || r.alarms.isEmpty())
        head = nothingSentence(r, clock);
    if (!r.trails.isEmpty() && !r.coverage.complete())
        head += LookupText::tr("; searched only %1")
                    .arg(coverageWords(r.coverage, r.serverNowUs, clock));
    const QString alarms = alarmSentence(r, clock, r.query.isAlarmKind(), head.isEmpty());
    if (head.isEmpty())
        head = alarms;
    else if (!alarms.isEmpty())
        head += u"; "_s + alarms;
    return head;
}

} // namespace lookup

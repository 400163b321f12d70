// The one-line summary of a lookup (verdict.h).
#include "db/lookup/lookupquery.h"
#include "db/lookup/verdict.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

constexpr qint64 Minute = 60LL * 1000000;

QString gist(const QString &text, int max = 60)
{
    QString line = text.section(u'\n', 0, 0).trimmed();
    for (QChar &c : line) {
        if (c.category() == QChar::Other_Control)
            c = u' ';
    }
    return line.size() > max ? line.left(max - 1) + u'…' : line;
}

} // namespace

namespace {

QString trailSentence(const Trail &t, qint64 nowUs, const QTimeZone &zone)
{
    // Judged again for `zone`: the stored text has the times of the zone it was made in.
    QString s = judgeTrail(t, nowUs, zone).text;
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    if (t.verdict == Verdict::Delivered || t.verdict == Verdict::PartiallyDelivered) {
        if (!t.replays.isEmpty()) {
            const TrailReplay &r = t.replays.last();
            s += r.operatorId ? u" after a replay by operator %1"_s.arg(*r.operatorId) : u" after a replay"_s;
        } else if (t.verdict == Verdict::Delivered && !t.moreDeliveries) {
            // The attempts it took: those up to the first delivered one (all are listed).
            qsizetype n = 0;
            while (n < t.deliveries.size() && t.deliveries[n].status != "delivered"_L1)
                ++n;
            if (n > 0 && n < t.deliveries.size())
                s += u" after %1 attempts"_s.arg(n + 1);
        }
    }
    return s;
}

// What the searched subscription's device stands at, first, when a subscription was searched.
QString searchedDevice(const AlarmStanding &a, const DeviceStanding &d, qint64 nowUs, const QTimeZone &zone)
{
    const QString when = a.latestTriggerAt ? shortTime(*a.latestTriggerAt, nowUs, zone) + u' ' : QString();
    const QString alarm = u"the "_s + when + gist(a.alertName, 60) + u" alarm"_s;
    switch (d.status) {
    case DeviceStatus::Owes: return QString(); // said with the other owing devices
    case DeviceStatus::Acked:
        return deviceName(d) + u" acked "_s + alarm + (d.ackedAt ? u" at "_s + shortTime(*d.ackedAt, nowUs, zone) : QString());
    case DeviceStatus::Disabled: return deviceName(d) + u" is disabled for the "_s + gist(a.alertName, 60) + u" alarm"_s;
    case DeviceStatus::NotNotified: return deviceName(d) + u" was not subscribed when "_s + alarm + u" triggered"_s;
    case DeviceStatus::NoTrigger: return deviceName(d) + u": "_s + gist(a.alertName, 60) + u" never triggered"_s;
    }
    return {};
}

QString alarmSentence(const LookupResult &r, const QTimeZone &zone, bool sayAcked)
{
    QStringList parts;
    QSet<QString> told; // alerts whose standing the searched device's sentence already gave
    for (const AlarmStanding &a : r.alarms) {
        for (const DeviceStanding &d : a.subscriptions) {
            if (!d.searched)
                continue;
            if (const QString s = searchedDevice(a, d, r.serverNowUs, zone); !s.isEmpty()) {
                parts.append(s);
                if (a.verdict == AlarmVerdict::NoTrigger)
                    told.insert(a.alertId);
            }
        }
    }
    int owingShown = 0;
    int owingMore = 0;
    for (const AlarmStanding &a : r.alarms) {
        const QString when = a.latestTriggerAt ? shortTime(*a.latestTriggerAt, r.serverNowUs, zone) + u' ' : QString();
        const QString alarm = u"the "_s + when + gist(a.alertName, 60) + u" alarm"_s;
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
                seen = u" (never seen)"_s;
            else if (r.serverNowUs - *d.lastSeenAt > 10 * Minute)
                seen = u" (offline for %1)"_s.arg(age(r.serverNowUs - *d.lastSeenAt));
            parts.append(deviceName(d) + u" still owes "_s + alarm + seen);
        }
        if (sayAcked && a.verdict == AlarmVerdict::AllAcked)
            parts.append(u"every enabled device acked "_s + alarm);
        if (sayAcked && a.verdict == AlarmVerdict::NoTrigger && !told.contains(a.alertId))
            parts.append(gist(a.alertName, 60) + u": no trigger recorded"_s);
    }
    if (owingMore > 0)
        parts.append(u"%1 more device(s) owe"_s.arg(owingMore));
    return parts.join(u"; "_s);
}

} // namespace

QString summarize(const LookupResult &r, const QTimeZone &zone)
{
    if (r.error.isError())
        return u"The lookup failed: "_s + r.error.summary();
    QString head;
    if (r.trails.size() == 1) {
        head = trailSentence(r.trails.first(), r.serverNowUs, zone);
    } else if (r.trails.size() > 1) {
        QStringList counts;
        for (const Verdict v : { Verdict::Delivered, Verdict::PartiallyDelivered, Verdict::InProgress,
                                 Verdict::Failed, Verdict::Unknown }) {
            const auto n = std::count_if(r.trails.begin(), r.trails.end(),
                                         [v](const Trail &t) { return t.verdict == v; });
            if (n > 0)
                counts.append(u"%1 %2"_s.arg(n).arg(verdictName(v).replace(u'_', u' ')));
        }
        head = u"%1%2 messages: "_s.arg(r.trails.size()).arg(r.moreTrails ? u"+"_s : QString()) + counts.join(u", "_s);
        const auto stuck = std::count_if(r.trails.begin(), r.trails.end(), [](const Trail &t) { return t.stuck; });
        if (stuck > 0)
            head += u" (%1 stuck)"_s.arg(stuck);
    } else if (!r.query.isAlarmKind() || r.alarms.isEmpty()) {
        // An account's alerts can be found when none of its tasks are in the range.
        head = (r.found() ? u"No messages for "_s : u"Nothing found for "_s) + r.query.display();
        if (r.query.isAccountWide() && !r.query.from)
            head += u" in the last "_s + age(r.query.sinceSeconds * 1000000);
    }
    const QString alarms = alarmSentence(r, zone, r.query.isAlarmKind());
    if (head.isEmpty())
        // Capitalized only where the sentence opens with the console's own words: a device's
        // label is shown as its owner wrote it.
        head = alarms.startsWith(u"every "_s) ? u'E' + alarms.mid(1) : alarms;
    else if (!alarms.isEmpty())
        head += u"; "_s + alarms;
    return head;
}

} // namespace lookup

#include "db/lookup/verdict.h"

#include "db/lookup/lookupquery.h"

#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

bool isActive(const QString &state)
{
    return state == "queued"_L1 || state == "leased"_L1 || state == "failed_retry"_L1;
}

bool isFailedTerminal(const QString &state)
{
    return state == "dead"_L1 || state == "failed_perm"_L1;
}

bool isFailedAttempt(const QString &status)
{
    return status == "retryable"_L1 || status == "permanent"_L1;
}

// The first line of an error, short enough for a sentence.
QString gist(const QString &text, int max = 80)
{
    QString line = text.section(u'\n', 0, 0).trimmed();
    for (QChar &c : line) {
        if (c.category() == QChar::Other_Control)
            c = u' ';
    }
    return line.size() > max ? line.left(max - 1) + u'…' : line;
}

QString joinAnd(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QStringList(items.mid(0, items.size() - 1)).join(u", "_s) + u" and "_s + items.last();
}

const TrailDelivery *firstDelivered(const Trail &t)
{
    for (const TrailDelivery &d : t.deliveries) {
        if (d.status == "delivered"_L1)
            return &d;
    }
    return nullptr;
}

const TrailTask *taskById(const Trail &t, const OptInt &id)
{
    for (const TrailTask &task : t.tasks) {
        if (id && task.id == *id)
            return &task;
    }
    return nullptr;
}

QString byChannels(const QStringList &channels)
{
    return channels.isEmpty() ? QString() : u" by "_s + joinAnd(channels);
}

} // namespace

QString shortTime(qint64 us, qint64 nowUs, const QTimeZone &zone)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(us / 1000, zone);
    const QDateTime now = QDateTime::fromMSecsSinceEpoch(nowUs / 1000, zone);
    return at.date() == now.date() ? at.toString(u"HH:mm"_s) : at.toString(u"yyyy-MM-dd HH:mm"_s);
}

QString age(qint64 us)
{
    const qint64 s = qMax<qint64>(0, us / 1000000);
    if (s < 60)
        return u"%1 s"_s.arg(s);
    if (s < 3600)
        return u"%1 min"_s.arg(s / 60);
    if (s < 2 * 86400)
        return u"%1 h"_s.arg(s / 3600);
    return u"%1 days"_s.arg(s / 86400);
}

QStringList trailChannels(const Trail &trail)
{
    QStringList out;
    for (const TrailTask &t : trail.tasks) {
        for (const QString &c : t.channels) {
            if (!c.isEmpty() && !out.contains(c))
                out.append(c);
        }
    }
    return out;
}

QStringList failedChannels(const QString &error, const QStringList &channels)
{
    QStringList out;
    for (const QString &part : error.split(u';')) {
        const QString name = part.section(u':', 0, 0).trimmed();
        if (channels.contains(name) && !out.contains(name))
            out.append(name);
    }
    return out;
}

QString deviceName(const DeviceStanding &device)
{
    if (!device.deviceLabel.trimmed().isEmpty())
        return gist(device.deviceLabel, 60);
    return u"device "_s + device.subscriptionId.left(8);
}

TrailJudgement judgeTrail(const Trail &trail, qint64 nowUs, const QTimeZone &zone)
{
    TrailJudgement j;
    const QStringList channels = trailChannels(trail);
    const TrailDelivery *delivered = firstDelivered(trail);
    if (delivered || trail.firstDeliveredAt) {
        j.verdict = Verdict::Delivered;
        QStringList via = channels;
        if (delivered) {
            if (const TrailTask *t = taskById(trail, delivered->taskId); t && !t->channels.isEmpty())
                via = t->channels;
        }
        const OptTime at = trail.firstDeliveredAt ? trail.firstDeliveredAt
                                                  : (delivered ? delivered->createdAt : OptTime());
        j.text = u"delivered"_s + byChannels(via)
            + (at ? u" at "_s + shortTime(*at, nowUs, zone) : QString());
        return j;
    }
    const TrailDelivery *partial = nullptr;
    for (const TrailDelivery &d : trail.deliveries) {
        if (d.status == "partial"_L1)
            partial = &d; // the newest
    }
    if (partial || trail.anyPartial) {
        j.verdict = Verdict::PartiallyDelivered;
        const QStringList failed = partial ? failedChannels(partial->error, channels) : QStringList();
        QStringList through;
        for (const QString &c : channels) {
            if (!failed.isEmpty() && !failed.contains(c))
                through.append(c);
        }
        j.text = u"partially delivered"_s + byChannels(through)
            + (partial && partial->createdAt ? u" at "_s + shortTime(*partial->createdAt, nowUs, zone) : QString())
            + (failed.isEmpty() ? QString() : u"; "_s + joinAnd(failed) + u" failed"_s);
        return j;
    }
    const TrailTask *active = nullptr;
    for (const TrailTask &t : trail.tasks) {
        if (isActive(t.state) && (!active || t.id > active->id))
            active = &t;
    }
    if (active) {
        j.verdict = Verdict::InProgress;
        const QString task = u"task %1"_s.arg(active->id);
        const QString worker = active->leaseOwner.isEmpty() ? QString() : u", worker "_s + gist(active->leaseOwner, 60);
        if (active->state == "leased"_L1 && active->leaseExpiresAt && *active->leaseExpiresAt < nowUs) {
            j.stuck = true;
            j.text = u"stuck: lease expired %1 ago (%2%3)"_s.arg(age(nowUs - *active->leaseExpiresAt), task, worker);
        } else if (active->state == "leased"_L1) {
            j.text = u"in progress: %1 leased%2"_s.arg(task, worker)
                + (active->leaseExpiresAt ? u" until "_s + shortTime(*active->leaseExpiresAt, nowUs, zone) : QString());
        } else {
            const QString next = active->notBefore && *active->notBefore > nowUs
                ? u", next try at "_s + shortTime(*active->notBefore, nowUs, zone)
                : QString();
            const QString tries = active->attempts && *active->attempts > 0
                ? u", %1%2 attempts so far"_s.arg(*active->attempts).arg(
                      active->maxAttempts ? u" of %1"_s.arg(*active->maxAttempts) : QString())
                : QString();
            j.text = (active->state == "queued"_L1 ? u"in progress: %1 queued"_s : u"in progress: %1 will retry"_s)
                         .arg(task)
                + tries + next;
        }
        return j;
    }
    bool allFailedTasks = !trail.tasks.isEmpty();
    for (const TrailTask &t : trail.tasks)
        allFailedTasks = allFailedTasks && isFailedTerminal(t.state);
    bool onlyFailedAttempts = !trail.deliveries.isEmpty();
    for (const TrailDelivery &d : trail.deliveries)
        onlyFailedAttempts = onlyFailedAttempts && isFailedAttempt(d.status);
    const TrailDelivery *last = trail.deliveries.isEmpty() ? nullptr : &trail.deliveries.last();
    const QString lastError = last ? gist(last->error.isEmpty() ? last->providerResponse : last->error) : QString();
    const QString because = lastError.isEmpty() ? QString() : u" (last: "_s + lastError + u')';
    if (allFailedTasks) {
        j.verdict = Verdict::Failed;
        const TrailTask &t = trail.tasks.last();
        j.text = u"failed: task %1 is %2"_s.arg(t.id).arg(t.state)
            + (t.attempts ? (*t.attempts == 1 ? u" after 1 attempt"_s : u" after %1 attempts"_s.arg(*t.attempts)) : QString())
            + because;
        return j;
    }
    if (onlyFailedAttempts) {
        j.verdict = Verdict::Failed;
        const qint64 n = qMax<qint64>(trail.attemptsTotal, trail.deliveries.size());
        j.text = (n == 1 ? u"failed: the only attempt failed"_s : u"failed: all %1 attempts failed"_s.arg(n))
            + (trail.tasks.isEmpty() ? u", task purged"_s : QString()) + because;
        return j;
    }
    j.verdict = Verdict::Unknown;
    for (const TrailTask &t : trail.tasks) {
        if (t.state == "succeeded"_L1) {
            j.text = u"unknown: task %1 succeeded but no delivered attempt is recorded"_s.arg(t.id);
            return j;
        }
    }
    j.text = trail.tasks.isEmpty() && trail.deliveries.isEmpty()
        ? u"unknown: only a replay record remains"_s
        : u"unknown: no task state or attempt outcome says what happened"_s;
    return j;
}

DeviceStatus deviceStatus(const DeviceStanding &d, bool alertHasTrigger)
{
    if (d.enabled == false)
        return DeviceStatus::Disabled;
    if (!alertHasTrigger)
        return DeviceStatus::NoTrigger;
    if (!d.hasLedgerRow)
        return DeviceStatus::NotNotified;
    return d.pending ? DeviceStatus::Owes : DeviceStatus::Acked;
}

void judgeAlarm(AlarmStanding &a)
{
    const bool triggered = !a.latestEventId.isEmpty();
    a.owing = 0;
    int enabled = 0;
    for (DeviceStanding &d : a.subscriptions) {
        d.status = deviceStatus(d, triggered);
        if (d.status != DeviceStatus::Disabled)
            ++enabled;
        if (d.status == DeviceStatus::Owes)
            ++a.owing;
    }
    if (!triggered) {
        a.verdict = AlarmVerdict::NoTrigger;
        a.verdictText = u"no trigger recorded"_s;
    } else if (a.owing > 0) {
        a.verdict = AlarmVerdict::Owed;
        a.verdictText = a.owing == 1 ? u"1 device still owes"_s : u"%1 devices still owe"_s.arg(a.owing);
    } else if (enabled == 0 && !a.moreSubscriptions) {
        a.verdict = AlarmVerdict::NoEnabledDevices;
        a.verdictText = u"no enabled device"_s;
    } else {
        a.verdict = AlarmVerdict::AllAcked;
        a.verdictText = u"every enabled device acked"_s;
    }
}

void finish(LookupResult &r, const QTimeZone &zone)
{
    // The account's alarms are context for what was found; with nothing found they would
    // answer a question nobody asked.
    if (!r.found())
        r.alarms.clear();
    for (Trail &t : r.trails) {
        const TrailJudgement j = judgeTrail(t, r.serverNowUs, zone);
        t.verdict = j.verdict;
        t.verdictText = j.text;
        t.stuck = j.stuck;
    }
    for (AlarmStanding &a : r.alarms)
        judgeAlarm(a);
    r.timeline = buildTimeline(r);
    r.summary = summarize(r, zone);
}

} // namespace lookup

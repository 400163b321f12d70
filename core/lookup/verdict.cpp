#include "core/lookup/verdict.h"

#include "core/lookup/lookupinput.h"
#include "core/statenames.h"
#include "core/textcontexts.h"

#include <QDateTime>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

bool isActive(const QString &state)
{
    return state == "queued"_L1 || state == "leased"_L1 || state == "failed_retry"_L1;
}

bool isFailedAttempt(const QString &status)
{
    return status == "retryable"_L1 || status == "permanent"_L1;
}

QString joinAnd(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return LookupText::tr("%1 and %2")
        .arg(QStringList(items.mid(0, items.size() - 1)).join(u", "_s), items.last());
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

// "…, 2 of 5 attempts so far", "…, never attempted": what a waiting task has tried.
QString triesSoFar(const TrailTask &t)
{
    if (!t.attempts)
        return {};
    if (*t.attempts <= 0)
        return LookupText::tr(", never attempted");
    if (t.maxAttempts)
        return LookupText::tr(", %1 of %n attempts so far", nullptr, pluralCount(*t.maxAttempts))
            .arg(*t.attempts);
    return *t.attempts == 1
        ? LookupText::tr(", 1 attempt so far")
        : LookupText::tr(", %n attempts so far", nullptr, pluralCount(*t.attempts));
}

// A task still queued, leased or waiting to retry: what it waits on.
TrailJudgement judgeActive(const TrailTask &t, qint64 nowUs, const AnswerClock &clock)
{
    TrailJudgement j;
    j.verdict = Verdict::InProgress;
    const QString task = LookupText::tr("task %1").arg(t.id);
    const QString worker = t.leaseOwner.isEmpty()
        ? QString()
        : LookupText::tr(", worker %1").arg(gist(t.leaseOwner, 60));
    if (t.state == "leased"_L1 && t.leaseExpiresAt && *t.leaseExpiresAt < nowUs) {
        j.stuck = true;
        j.text
            = LookupText::tr("stuck: lease expired %1 ago (%2%3); stuck until reaped or released")
                  .arg(age(nowUs - *t.leaseExpiresAt), task, worker);
    } else if (t.state == "leased"_L1) {
        j.text = LookupText::tr("in progress: %1 leased%2").arg(task, worker)
            + (t.leaseExpiresAt
                   ? LookupText::tr(" until %1").arg(shortTime(*t.leaseExpiresAt, nowUs, clock))
                   : QString());
    } else if (t.notBefore && *t.notBefore > nowUs) {
        j.text = (t.state == "queued"_L1 ? LookupText::tr("in progress: %1 queued")
                                         : LookupText::tr("in progress: %1 will retry"))
                     .arg(task)
            + triesSoFar(t)
            + LookupText::tr(", next try at %1").arg(shortTime(*t.notBefore, nowUs, clock));
    } else {
        // Due now: how long it has waited (since it was enqueued, or since its last change).
        const OptTime since = t.attempts && *t.attempts > 0 ? t.updatedAt : t.createdAt;
        const QString waited = since && *since < nowUs
            ? LookupText::tr(" for %1").arg(age(nowUs - *since))
            : QString();
        QString behind;
        if (t.readyAhead && *t.readyAhead > ReadyAheadCap)
            behind = LookupText::tr(" behind more than %L1 ready tasks").arg(ReadyAheadCap);
        else if (t.readyAhead && *t.readyAhead == 1)
            behind = LookupText::tr(" behind 1 ready task");
        else if (t.readyAhead
                 && *t.readyAhead > 1) // two or more: the English source reads right untranslated
            behind = LookupText::tr(" behind %Ln ready tasks", nullptr, pluralCount(*t.readyAhead));
        j.text = (t.state == "queued"_L1 ? LookupText::tr("in progress: %1 queued%2")
                                         : LookupText::tr("in progress: %1 waiting to retry%2"))
                     .arg(task, waited + behind)
            + triesSoFar(t);
    }
    return j;
}

// Every task gave up, or every attempt failed: the verdict is failed, with the last error.
std::optional<TrailJudgement> judgeGaveUp(const Trail &trail)
{
    bool allFailedTasks = !trail.tasks.isEmpty();
    for (const TrailTask &t : trail.tasks)
        allFailedTasks = allFailedTasks && isFailedTerminal(t.state);
    bool onlyFailedAttempts = !trail.deliveries.isEmpty();
    for (const TrailDelivery &d : trail.deliveries)
        onlyFailedAttempts = onlyFailedAttempts && isFailedAttempt(d.status);
    const TrailDelivery *last = trail.deliveries.isEmpty() ? nullptr : &trail.deliveries.last();
    QString lastError
        = last ? gist(last->error.isEmpty() ? last->providerResponse : last->error) : QString();
    TrailJudgement j;
    j.verdict = Verdict::Failed;
    if (allFailedTasks) {
        const TrailTask &t = trail.tasks.last();
        if (lastError.isEmpty())
            lastError = gist(t.lastError);
        const QString because
            = lastError.isEmpty() ? QString() : LookupText::tr(" (last: “%1”)").arg(lastError);
        QString tried;
        if (trail.deliveries.isEmpty() && trail.attemptsTotal == 0)
            tried = t.attempts && *t.attempts > 0
                ? LookupText::tr(" after %n attempts, none recorded in the audit", nullptr,
                                 pluralCount(*t.attempts))
                : LookupText::tr(", never attempted");
        else if (t.attempts)
            tried = *t.attempts == 1
                ? LookupText::tr(" after 1 attempt")
                : LookupText::tr(" after %n attempts", nullptr, pluralCount(*t.attempts));
        j.text
            = LookupText::tr("failed: task %1 is %2").arg(t.id).arg(statenames::taskState(t.state))
            + tried + because;
        return j;
    }
    if (onlyFailedAttempts) {
        const QString because
            = lastError.isEmpty() ? QString() : LookupText::tr(" (last: “%1”)").arg(lastError);
        const qint64 n = qMax<qint64>(trail.attemptsTotal, trail.deliveries.size());
        j.text = (n == 1 ? LookupText::tr("failed: the only attempt failed")
                         : LookupText::tr("failed: all %n attempts failed", nullptr, int(n)))
            + (trail.tasks.isEmpty() ? LookupText::tr(", task purged") : QString()) + because;
        return j;
    }
    return std::nullopt;
}

} // namespace

QString gist(const QString &text, int max)
{
    QString line = text.section(u'\n', 0, 0).trimmed();
    for (QChar &c : line) {
        if (c.category() == QChar::Other_Control)
            c = u' ';
    }
    return line.size() > max ? line.left(max - 1) + u'…' : line;
}

bool isFailedTerminal(const QString &state)
{
    return state == "dead"_L1 || state == "failed_perm"_L1;
}

QString shortTime(qint64 us, qint64 nowUs, const AnswerClock &clock)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(us / 1000, clock.zone);
    const QDateTime now = QDateTime::fromMSecsSinceEpoch(nowUs / 1000, clock.zone);
    return clock.format(
        us, at.date() == now.date() ? zonedtime::Detail::Minutes : zonedtime::Detail::DateMinutes);
}

QString age(qint64 us)
{
    const qint64 s = qMax<qint64>(0, us / 1000000);
    if (s < 60)
        return LookupText::tr("%1 s").arg(s);
    if (s < 3600)
        return LookupText::tr("%1 min").arg(s / 60);
    if (s < 2 * 86400)
        return LookupText::tr("%1 h").arg(s / 3600);
    return LookupText::tr("%n days", nullptr, int(s / 86400)); // two or more
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
    return LookupText::tr("device %1").arg(device.subscriptionId.left(8));
}

TrailJudgement judgeTrail(const Trail &trail, qint64 nowUs, const AnswerClock &clock)
{
    TrailJudgement j;
    const QStringList channels = trailChannels(trail);
    const TrailDelivery *delivered = firstDelivered(trail);
    if (delivered || trail.firstDeliveredAt) {
        j.verdict = Verdict::Delivered;
        QStringList via = channels;
        if (delivered) {
            if (const TrailTask *t = taskById(trail, delivered->taskId);
                t && !t->channels.isEmpty())
                via = t->channels;
        }
        const OptTime at = trail.firstDeliveredAt ? trail.firstDeliveredAt
                                                  : (delivered ? delivered->createdAt : OptTime());
        const QString time = at ? shortTime(*at, nowUs, clock) : QString();
        if (via.isEmpty())
            j.text = at ? LookupText::tr("delivered at %1").arg(time) : LookupText::tr("delivered");
        else
            j.text = at ? LookupText::tr("delivered by %1 at %2").arg(joinAnd(via), time)
                        : LookupText::tr("delivered by %1").arg(joinAnd(via));
        return j;
    }
    const TrailDelivery *partial = nullptr;
    for (const TrailDelivery &d : trail.deliveries) {
        if (d.status == "partial"_L1)
            partial = &d; // the newest
    }
    if (partial || trail.anyPartial) {
        j.verdict = Verdict::PartiallyDelivered;
        const QStringList failed
            = partial ? failedChannels(partial->error, channels) : QStringList();
        QStringList through;
        for (const QString &c : channels) {
            if (!failed.isEmpty() && !failed.contains(c))
                through.append(c);
        }
        const bool timed = partial && partial->createdAt;
        const QString time = timed ? shortTime(*partial->createdAt, nowUs, clock) : QString();
        if (through.isEmpty())
            j.text = timed ? LookupText::tr("partially delivered at %1").arg(time)
                           : LookupText::tr("partially delivered");
        else
            j.text = timed
                ? LookupText::tr("partially delivered by %1 at %2").arg(joinAnd(through), time)
                : LookupText::tr("partially delivered by %1").arg(joinAnd(through));
        if (!failed.isEmpty())
            j.text = LookupText::tr("%1; %2 failed").arg(j.text, joinAnd(failed));
        return j;
    }
    const TrailTask *active = nullptr;
    for (const TrailTask &t : trail.tasks) {
        if (isActive(t.state) && (!active || t.id > active->id))
            active = &t;
    }
    if (active)
        return judgeActive(*active, nowUs, clock);
    if (const auto gaveUp = judgeGaveUp(trail))
        return *gaveUp;
    j.verdict = Verdict::Unknown;
    for (const TrailTask &t : trail.tasks) {
        if (t.state == "succeeded"_L1) {
            j.text
                = LookupText::tr("unknown: task %1 succeeded but no delivered attempt is recorded")
                      .arg(t.id);
            return j;
        }
    }
    j.text = trail.tasks.isEmpty() && trail.deliveries.isEmpty()
        ? LookupText::tr("unknown: only a replay record remains")
        : LookupText::tr("unknown: no task state or attempt outcome says what happened");
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
    if (d.pending)
        return DeviceStatus::Owes;
    switch (d.ackedBy) {
    case AckedBy::Device:
        return DeviceStatus::Acked;
    case AckedBy::Operator:
        return DeviceStatus::AckedByOperator;
    case AckedBy::Unknown:
        break;
    }
    return DeviceStatus::AckedUnattributed;
}

QString ackText(const DeviceStanding &d, qint64 nowUs, const AnswerClock &clock)
{
    const QString at
        = d.ackedAt ? shortTime(*d.ackedAt, nowUs, clock) : LookupText::tr("an unknown time");
    if (d.ackedBy == AckedBy::Device)
        return LookupText::tr("acked at %1").arg(at);
    if (d.ackedBy == AckedBy::Unknown)
        return LookupText::tr(
                   "acked at %1 (the ledger does not say whether by the device or an operator)")
            .arg(at);
    QString s = d.ackOperatorId
        ? LookupText::tr("acked by operator %1 via PoolScope at %2").arg(*d.ackOperatorId).arg(at)
        : LookupText::tr("acked by an operator via PoolScope at %1").arg(at);
    if (!d.ackReason.trimmed().isEmpty())
        s += LookupText::tr(", reason: “%1”").arg(gist(d.ackReason));
    if (d.ackFromJournal)
        s += LookupText::tr(" (this console's journal)");
    return s;
}

namespace {

// The verdict of a triggered alert that no enabled device owes: an operator's clearing is
// not a device's ack, and an ack nobody can attribute is said to be one.
void judgeSettled(AlarmStanding &a, int enabled)
{
    qsizetype cleared = 0, unattributed = 0;
    const DeviceStanding *operatorCleared = nullptr;
    for (const DeviceStanding &d : a.subscriptions) {
        if (d.status == DeviceStatus::AckedByOperator) {
            ++cleared;
            operatorCleared = &d;
        }
        unattributed += d.status == DeviceStatus::AckedUnattributed ? 1 : 0;
    }
    if (cleared > 0) {
        a.verdict = AlarmVerdict::ClearedByOperator;
        a.verdictText = cleared == 1 && operatorCleared->ackOperatorId
            ? LookupText::tr("cleared by operator %1, not acked by the device")
                  .arg(*operatorCleared->ackOperatorId)
            : LookupText::tr("%n device(s) cleared by an operator, not acked by the device",
                             nullptr, pluralCount(cleared));
    } else if (enabled == 0 && !a.moreSubscriptions) {
        a.verdict = AlarmVerdict::NoEnabledDevices;
        a.verdictText = LookupText::tr("no enabled device");
    } else if (unattributed > 0) {
        a.verdict = AlarmVerdict::AckUnattributed;
        a.verdictText = LookupText::tr(
            "acked; the ledger does not say whether by the devices or an operator");
    } else {
        a.verdict = AlarmVerdict::AllAcked;
        a.verdictText = LookupText::tr("every enabled device acked");
    }
}

} // namespace

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
        a.verdictText = LookupText::tr("no trigger recorded");
    } else if (a.owing > 0) {
        a.verdict = AlarmVerdict::Owed;
        a.verdictText = a.owing == 1 ? LookupText::tr("1 device still owes")
                                     : LookupText::tr("%n devices still owe", nullptr, a.owing);
    } else {
        judgeSettled(a, enabled);
    }
}

void finish(LookupResult &r, const AnswerClock &clock)
{
    // The account's alarms are context for what was found; with nothing found they would
    // answer a question nobody asked.
    if (!r.found())
        r.alarms.clear();
    for (Trail &t : r.trails) {
        const TrailJudgement j = judgeTrail(t, r.serverNowUs, clock);
        t.verdict = j.verdict;
        t.verdictText = j.text;
        t.stuck = j.stuck;
    }
    for (AlarmStanding &a : r.alarms)
        judgeAlarm(a);
    r.timeline = buildTimeline(r);
    r.summary = summarize(r, clock);
}

OptInt answerAccount(const LookupResult &r)
{
    if (r.query.kind == LookupKind::AccountId)
        return r.query.number;
    OptInt found;
    const auto take = [&found](const OptInt &account) {
        if (!account)
            return true;
        if (found && *found != *account)
            return false;
        found = account;
        return true;
    };
    for (const Trail &t : r.trails) {
        for (const TrailTask &task : t.tasks) {
            if (!take(task.accountId))
                return std::nullopt;
        }
    }
    for (const AlarmStanding &a : r.alarms) {
        if (!take(a.accountId))
            return std::nullopt;
    }
    return found;
}

} // namespace lookup

// Ticket text and Markdown (lookupexport.h); CSV and JSON are in lookupjson.cpp.
#include "core/lookup/lookupexport.h"

#include "core/lookup/lookupinput.h"
#include "core/lookup/verdict.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace lookup {

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool bidi = (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)
            || u == 0x200e || u == 0x200f || u == 0x061c;
        if (u == u'\n')
            out += u"\\n"_s;
        else if (u == u'\r')
            out += u"\\r"_s;
        else if (u == u'\t')
            out += u"\\t"_s;
        else if (u < 0x100 && c.category() == QChar::Other_Control)
            out += u"\\x"_s + QString::number(u, 16).toUpper().rightJustified(2, u'0');
        else if (bidi || u == 0x2028 || u == 0x2029)
            out += u"\\u"_s + QString::number(u, 16).toUpper().rightJustified(4, u'0');
        else
            out += c;
    }
    return out;
}

namespace {

QString when(const OptTime &us, const AnswerClock &clock)
{
    if (!us)
        return u"—"_s;
    return clock.format(*us, zonedtime::Detail::DateSeconds);
}

// What the times are in: "UTC+01:00" (the operator's clock, which writes no letters beside
// them), or the customer's zone by its name (each time then carries its letters and UTC).
QString zoneName(const AnswerClock &clock, qint64 atUs)
{
    if (clock.customer)
        return zonedtime::isUtc(clock.zone)
            ? u"UTC"_s
            : QString::fromUtf8(clock.zone.id()) + u", the customer's time zone, with UTC"_s;
    const int offset
        = clock.zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(atUs / 1000, QTimeZone::utc()));
    if (offset == 0)
        return u"UTC"_s;
    const int minutes = qAbs(offset) / 60;
    return u"UTC%1%2:%3"_s.arg(QChar(offset < 0 ? u'-' : u'+'))
        .arg(minutes / 60, 2, 10, QChar(u'0'))
        .arg(minutes % 60, 2, 10, QChar(u'0'));
}

// The summary and a trail's verdict were written on the operator's clock when the answer was
// read; on the customer's they are written again, so that no time in a ticket is on another.
QString summaryOn(const LookupResult &r, const AnswerClock &clock)
{
    return clock.customer ? summarize(r, clock) : r.summary;
}

QString verdictOn(const Trail &t, qint64 nowUs, const AnswerClock &clock)
{
    return clock.customer && !t.verdictText.isEmpty() ? judgeTrail(t, nowUs, clock).text
                                                      : t.verdictText;
}

QString num(const OptInt &v)
{
    return v ? QString::number(*v) : u"—"_s;
}

QString orDash(const QString &s)
{
    return s.isEmpty() ? u"—"_s : printable(s);
}

QString trailTitle(const Trail &t)
{
    if (t.messageId)
        return u"Message %1"_s.arg(*t.messageId);
    return t.tasks.isEmpty() ? u"Attempts without a message"_s
                             : u"Task %1 (no message id)"_s.arg(t.tasks.first().id);
}

// "by the device", "by operator 7 via PoolScope, reason: …", or that the ledger cannot tell.
QString ackedWho(const DeviceStanding &d)
{
    switch (d.ackedBy) {
    case AckedBy::Device:
        return u"by the device"_s;
    case AckedBy::Operator:
        break;
    case AckedBy::Unknown:
        return u"(the ledger does not say whether by the device or an operator)"_s;
    }
    QString s = d.ackOperatorId
        ? u"by operator %1 via PoolScope, not by the device"_s.arg(*d.ackOperatorId)
        : u"by an operator via PoolScope, not by the device"_s;
    if (!d.ackReason.isEmpty())
        s += u", reason: “"_s + printable(d.ackReason) + u'”'; // quoted, as on screen
    return d.ackFromJournal ? s + u" (this console's journal)"_s : s;
}

// "2024-05-01 10:49:00 by the device", or "—" when there was no ack.
QString acked(const DeviceStanding &d, const AnswerClock &clock)
{
    return d.ackedAt ? u"acked "_s + when(d.ackedAt, clock) + u' ' + ackedWho(d) : u"—"_s;
}

QString deviceLine(const DeviceStanding &d, const AlarmStanding &a, const AnswerClock &clock)
{
    QString s = printable(deviceName(d));
    if (!d.platform.isEmpty())
        s += u" ("_s + printable(d.platform) + u')';
    s += u": "_s;
    switch (d.status) {
    case DeviceStatus::Owes:
        s += u"owes the latest trigger since "_s + when(d.owedSince, clock);
        break;
    case DeviceStatus::Acked:
    case DeviceStatus::AckedByOperator:
    case DeviceStatus::AckedUnattributed:
        s += acked(d, clock);
        break;
    case DeviceStatus::Disabled:
        s += u"disabled"_s;
        break;
    case DeviceStatus::NotNotified:
        s += u"has no ledger row for the latest trigger"_s;
        break;
    case DeviceStatus::NoTrigger:
        s += u"nothing owed (no trigger)"_s;
        break;
    }
    if (d.owedCount > (d.status == DeviceStatus::Owes ? 1 : 0))
        s += u"; %1 unacked trigger(s) in all, oldest %2"_s.arg(d.owedCount)
                 .arg(when(d.oldestOwed, clock));
    s += u"; last seen "_s + when(d.lastSeenAt, clock);
    if (d.searched)
        s += u" [searched]"_s;
    Q_UNUSED(a);
    return s;
}

QString headerLine(const LookupResult &r, const AnswerClock &clock)
{
    QString s = u"Times in %1; looked up at %2"_s.arg(zoneName(clock, r.serverNowUs),
                                                      when(r.serverNowUs, clock));
    if (r.query.isAccountWide())
        s += r.query.from
            ? u"; tasks created from %1"_s.arg(when(r.query.from, clock))
            : u"; tasks created in the last %1"_s.arg(age(r.query.sinceSeconds * 1000000));
    if (const QString c = coverageLine(r, clock); !c.isEmpty())
        s += u"; "_s + c;
    return s;
}

} // namespace

QString coverageLine(const LookupResult &r, const AnswerClock &clock)
{
    const LookupCoverage &c = r.coverage;
    if (!c.scanned)
        return {};
    if (c.stop == LookupCoverage::Stop::Complete)
        return u"searched every task (%1 read)"_s.arg(c.tasksSearched);
    const QString searched = u"searched "_s + coverageWords(c, r.serverNowUs, clock);
    if (c.stop == LookupCoverage::Stop::Enough)
        return searched + u", which held the whole answer"_s;
    return searched + u"; older tasks not searched"_s;
}

namespace {

void addTaskLines(QStringList &out, const Trail &t, const AnswerClock &clock)
{
    out << u"  Tasks:"_s;
    for (const TrailTask &task : t.tasks) {
        QString line = u"    task %1  job %2  %3  attempts %4/%5  created %6"_s.arg(task.id).arg(
            orDash(task.jobId), orDash(task.state), num(task.attempts), num(task.maxAttempts),
            when(task.createdAt, clock));
        if (task.replayOf)
            line += u"  replay of task %1"_s.arg(*task.replayOf);
        if (task.state == "leased"_L1)
            line += u"  lease %1 until %2"_s.arg(orDash(task.leaseOwner),
                                                 when(task.leaseExpiresAt, clock));
        if (!task.lastError.isEmpty())
            line += u"  last error: "_s + printable(task.lastError);
        out << line;
    }
    if (t.tasks.isEmpty())
        out << u"    (no task row: purged; the attempts below remain)"_s;
    if (t.moreTasks)
        out << u"    (more tasks not shown)"_s;
}

void addAttemptLines(QStringList &out, const Trail &t, const AnswerClock &clock)
{
    out << u"  Attempts (%1 of %2%3):"_s.arg(t.deliveries.size())
               .arg(t.attemptsTotal)
               .arg(t.attemptsCapped ? u"+"_s : QString());
    for (const TrailDelivery &d : t.deliveries) {
        QString line = u"    %1  task %2%3  worker %4  %5  %6 ms"_s.arg(
            when(d.createdAt, clock), num(d.taskId), d.taskGone ? u" (purged)"_s : QString(),
            orDash(d.workerId), orDash(d.status), num(d.durationMs));
        if (!d.error.isEmpty())
            line += u"  error: "_s + printable(d.error) + (d.errorTruncated ? u"…"_s : QString());
        if (!d.providerResponse.isEmpty())
            line += u"  response: "_s + printable(d.providerResponse)
                + (d.responseTruncated ? u"…"_s : QString());
        out << line;
    }
    if (t.moreDeliveries)
        out << u"    (older attempts not shown)"_s;
}

void addTrailLines(QStringList &out, const Trail &t, qint64 nowUs, const AnswerClock &clock)
{
    out << QString()
        << trailTitle(t) + u" — "_s + verdictName(t.verdict) + u": "_s
            + printable(verdictOn(t, nowUs, clock));
    for (const TrailTask &task : t.tasks) {
        if (!task.subject.isEmpty()) {
            out << u"  Subject: "_s + printable(task.subject);
            break;
        }
    }
    addTaskLines(out, t, clock);
    for (const TrailReplay &rp : t.replays)
        out << u"  Replay: %1  task %2 → task %3 by operator %4"_s.arg(
            when(rp.createdAt, clock), num(rp.originalTaskId), num(rp.requeuedTaskId),
            num(rp.operatorId));
    addAttemptLines(out, t, clock);
}

void addAlarmLines(QStringList &out, const LookupResult &r, const AnswerClock &clock)
{
    if (r.alarms.isEmpty() && !r.alarmsError.isError())
        return;
    out << QString() << u"Alarms:"_s;
    if (r.alarmsError.isError())
        out << u"  could not be read: "_s + printable(r.alarmsError.summary());
    for (const AlarmStanding &a : r.alarms) {
        out << u"  %1 (%2) — %3; latest trigger %4"_s.arg(printable(a.alertName),
                                                          orDash(a.alertState), a.verdictText,
                                                          when(a.latestTriggerAt, clock));
        for (const DeviceStanding &d : a.subscriptions)
            out << u"    "_s + deviceLine(d, a, clock);
        if (a.moreSubscriptions)
            out << u"    (more devices not shown)"_s;
    }
}

void addTimelineAndNotes(QStringList &out, const LookupResult &r, const AnswerClock &clock)
{
    if (!r.timeline.isEmpty()) {
        out << QString() << u"Timeline:"_s;
        for (qsizetype i = 0; i < r.timeline.size() && i < MaxTimelineInText; ++i)
            out << u"  %1  %2"_s.arg(when(r.timeline[i].atUs, clock),
                                     printable(r.timeline[i].text));
        if (r.timeline.size() > MaxTimelineInText)
            out << u"  (%1 more events)"_s.arg(r.timeline.size() - MaxTimelineInText);
    }
    if (!r.notes.isEmpty()) {
        out << QString() << u"Notes:"_s;
        for (const QString &n : r.notes)
            out << u"  - "_s + printable(n);
    }
}

} // namespace

QString ticketText(const LookupResult &r, const AnswerClock &clock)
{
    QStringList out;
    out << u"PoolScope lookup: "_s + printable(r.query.display());
    out << u"Summary: "_s + printable(summaryOn(r, clock));
    out << headerLine(r, clock);
    if (r.error.isError())
        out << u"Error: "_s + printable(r.error.summary());
    for (const Trail &t : r.trails)
        addTrailLines(out, t, r.serverNowUs, clock);
    if (r.moreTrails)
        out << QString() << u"(more messages matched than are shown: narrow the search)"_s;
    addAlarmLines(out, r, clock);
    addTimelineAndNotes(out, r, clock);
    return out.join(u'\n') + u'\n';
}

namespace {

// A Markdown table cell: printable, with the characters Markdown would act on escaped.
QString md(const QString &text)
{
    QString out;
    for (const QChar c : printable(text)) {
        if (QStringView(u"\\`*_[]<>|#~!").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

QString mdOr(const QString &text)
{
    return text.isEmpty() ? u"—"_s : md(text);
}

} // namespace

QString markdown(const LookupResult &r, const AnswerClock &clock)
{
    QStringList out;
    out << u"# Lookup: "_s + md(r.query.display()) << QString()
        << u"**"_s + md(summaryOn(r, clock)) + u"**"_s << QString()
        << u"_"_s + md(headerLine(r, clock)) + u"_"_s;
    if (r.error.isError())
        out << QString() << u"> Error: "_s + md(r.error.summary());
    for (const Trail &t : r.trails) {
        out << QString() << u"## "_s + trailTitle(t) + u" — "_s + verdictName(t.verdict)
            << QString() << md(verdictOn(t, r.serverNowUs, clock));
        for (const TrailTask &task : t.tasks) {
            if (!task.subject.isEmpty()) {
                out << QString() << u"Subject: "_s + md(task.subject);
                break;
            }
        }
        out << QString()
            << u"| Task | Job | State | Attempts | Created | Replay of | Last error |"_s
            << u"|---|---|---|---|---|---|---|"_s;
        for (const TrailTask &task : t.tasks)
            out << u"| %1 | %2 | %3 | %4/%5 | %6 | %7 | %8 |"_s.arg(task.id).arg(
                mdOr(task.jobId), mdOr(task.state), num(task.attempts), num(task.maxAttempts),
                when(task.createdAt, clock), num(task.replayOf), mdOr(task.lastError));
        if (t.tasks.isEmpty())
            out << u"| — | — | purged | — | — | — | — |"_s;
        for (const TrailReplay &rp : t.replays)
            out << QString()
                << u"Replay at %1: task %2 → task %3 by operator %4"_s.arg(
                       when(rp.createdAt, clock), num(rp.originalTaskId), num(rp.requeuedTaskId),
                       num(rp.operatorId));
        out << QString() << u"| Time | Task | Worker | Status | ms | Error | Provider response |"_s
            << u"|---|---|---|---|---|---|---|"_s;
        for (const TrailDelivery &d : t.deliveries)
            out << u"| %1 | %2%3 | %4 | %5 | %6 | %7 | %8 |"_s.arg(
                when(d.createdAt, clock), num(d.taskId), d.taskGone ? u" (purged)"_s : QString(),
                mdOr(d.workerId), mdOr(d.status), num(d.durationMs), mdOr(d.error),
                mdOr(d.providerResponse));
        if (t.moreDeliveries)
            out << QString() << u"_Older attempts not shown (%1 in all)._"_s.arg(t.attemptsTotal);
    }
    if (!r.alarms.isEmpty()) {
        out << QString() << u"## Alarms"_s;
        for (const AlarmStanding &a : r.alarms) {
            out << QString() << u"### "_s + md(a.alertName) + u" — "_s + a.verdictText << QString()
                << u"Latest trigger: "_s + when(a.latestTriggerAt, clock) << QString()
                << u"| Device | Platform | Status | Owed since | Acked | Last seen |"_s
                << u"|---|---|---|---|---|---|"_s;
            for (const DeviceStanding &d : a.subscriptions)
                out << u"| %1 | %2 | %3 | %4 | %5 | %6 |"_s.arg(
                    md(deviceName(d)), mdOr(d.platform), deviceStatusName(d.status),
                    when(d.owedSince, clock), md(acked(d, clock)), when(d.lastSeenAt, clock));
        }
    }
    if (!r.timeline.isEmpty()) {
        out << QString() << u"## Timeline"_s << QString() << u"| Time | Event |"_s
            << u"|---|---|"_s;
        for (qsizetype i = 0; i < r.timeline.size() && i < MaxTimelineInText; ++i)
            out << u"| %1 | %2 |"_s.arg(when(r.timeline[i].atUs, clock), md(r.timeline[i].text));
    }
    if (!r.notes.isEmpty()) {
        out << QString() << u"## Notes"_s << QString();
        for (const QString &n : r.notes)
            out << u"- "_s + md(n);
    }
    return out.join(u'\n') + u'\n';
}

} // namespace lookup

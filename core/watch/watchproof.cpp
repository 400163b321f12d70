#include "core/watch/watchproof.h"

#include "core/statenames.h"
#include "core/textcontexts.h"
#include "core/watch/watchbatch.h"
#include "core/watch/watchrules.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace {

QString timeIn(qint64 us, const QTimeZone &zone)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(us / 1000, zone);
    return at.toString(u"yyyy-MM-dd HH:mm:ss "_s) + at.timeZoneAbbreviation();
}

struct Line
{
    QString label;
    QString value;
};

// The action in the proof's language, from its facts (its name and outcome are codes; its
// one line, said when it ran, may be in another language and is left out).
QString actionValue(const WatchAction &a, WatchTarget::Kind kind, const QTimeZone &zone)
{
    QString s = WatchText::tr("%1 by operator %2")
                    .arg(statenames::actionName(a.action))
                    .arg(a.operatorId);
    if (a.at)
        s += WatchText::tr(" at %1").arg(timeIn(*a.at, zone));
    if (!a.reason.isEmpty())
        s += WatchText::tr(", reason: %1").arg(a.reason);
    if (!a.outcome.isEmpty())
        s += u" — "_s + statenames::actionOutcome(a.outcome);
    if (kind == WatchTarget::Kind::Batch)
        s += u": "_s + watchbatch::actionText(a);
    else if (a.newTaskId)
        s += WatchText::tr(": replayed as task %1").arg(*a.newTaskId);
    else if (a.changed)
        s += WatchText::tr(": %n delivery(ies) acked", nullptr, pluralCount(*a.changed));
    return s;
}

QList<Line> afterLines(const Watch &w, const QTimeZone &zone)
{
    QList<Line> lines;
    QString now = watchrules::stateText(w);
    if (w.finishedAtUs)
        now += WatchText::tr(" (seen at %1)").arg(timeIn(w.finishedAtUs, zone));
    lines.append({ WatchText::tr("After"), now });
    if (!w.evidence)
        return lines;
    const WatchObservation &o = *w.evidence;
    const QString evidence = watchrules::evidenceText(w);
    if (!evidence.isEmpty())
        lines.append({ WatchText::tr("Evidence"), evidence });
    if (o.deliveryId && !o.providerResponse.isNull())
        lines.append({ WatchText::tr("Provider response"), o.providerResponse });
    else if (o.deliveryId)
        lines.append(
            { WatchText::tr("Provider response"),
              WatchText::tr("not kept by the console; see attempt %1").arg(*o.deliveryId) });
    if (!o.error.isEmpty() && w.status == WatchStatus::Bad)
        lines.append({ WatchText::tr("Error"), o.error });
    return lines;
}

QList<Line> linesOf(const Watch &w, const QTimeZone &zone)
{
    QList<Line> lines;
    lines.append({ WatchText::tr("Watched"),
                   WatchText::tr("%1 until %2, since %3")
                       .arg(watchrules::fullName(w), watchrules::goalText(w.goal),
                            timeIn(w.createdAtUs, zone)) });
    if (const QString before = watchrules::beforeText(w); !before.isEmpty())
        lines.append({ WatchText::tr("Before"), before });
    if (w.target.kind == WatchTarget::Kind::Batch)
        lines.append({ WatchText::tr("Tasks"), watchbatch::membersText(w.target) });
    if (w.action)
        lines.append({ WatchText::tr("Action"), actionValue(*w.action, w.target.kind, zone) });
    lines.append(afterLines(w, zone));
    return lines;
}

} // namespace

namespace watchproof {

QString text(const Watch &w, const QTimeZone &zone)
{
    QString out = watchrules::outcomeLine(w, true) + u'\n';
    for (const Line &l : linesOf(w, zone))
        out += l.label + u": "_s + l.value + u'\n';
    return out;
}

QString markdown(const Watch &w, const QTimeZone &zone)
{
    // Table cells: a pipe or a line break in a value would end the cell.
    const auto cell = [](QString v) {
        return v.replace(u'\\', u"\\\\"_s).replace(u'|', u"\\|"_s).replace(u'\n', u' ');
    };
    QString out = u"**"_s + cell(watchrules::outcomeLine(w, true)) + u"**\n\n"_s;
    out += u"| | |\n|---|---|\n"_s;
    for (const Line &l : linesOf(w, zone))
        out += u"| "_s + cell(l.label) + u" | "_s + cell(l.value) + u" |\n"_s;
    return out;
}

} // namespace watchproof

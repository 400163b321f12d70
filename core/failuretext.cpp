#include "core/failuretext.h"

#include "core/textcontexts.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace failuretext {

QList<int> windows()
{
    return { 15 * 60, 3600, 6 * 3600, 24 * 3600, 7 * 24 * 3600 };
}

QString windowText(int seconds)
{
    if (seconds == 3600)
        return FailureText::tr("the last hour");
    if (seconds % 86400 == 0 && seconds > 86400)
        return FailureText::tr("the last %Ln day(s)", nullptr, seconds / 86400);
    if (seconds % 3600 == 0)
        return FailureText::tr("the last %Ln hour(s)", nullptr, seconds / 3600);
    return FailureText::tr("the last %Ln minute(s)", nullptr, qMax(1, seconds / 60));
}

QString coverage(const FailureGroups &g, int withinSeconds)
{
    const QLocale l;
    qint64 tasks = 0, attempts = 0, taskGroups = 0;
    for (const FailureGroup &group : g.groups) {
        if (group.source == FailureSource::Task) {
            tasks += group.count;
            ++taskGroups;
        } else {
            attempts += group.count;
        }
    }
    const QString window = windowText(withinSeconds);
    QString text;
    if (g.capped)
        text = FailureText::tr("Grouped the first %1 failed tasks found in %2, in %Ln cause(s): "
                               "more failed than that, so these counts are a part. Pick a "
                               "shorter window to see all.",
                               nullptr, pluralCount(taskGroups))
                   .arg(l.toString(g.tasksRead), window);
    else if (tasks == 0)
        text = FailureText::tr("No task failed in %1 (dead, failed for good or retrying, by "
                               "when it last changed).")
                   .arg(window);
    else
        text = FailureText::tr("%1 failed tasks in %2, in %Ln cause(s).", nullptr,
                               pluralCount(taskGroups))
                   .arg(l.toString(tasks), window);
    if (!g.attemptsRead)
        text
            += u' ' + FailureText::tr("Delivery attempts were not read: %1.").arg(g.attemptsUnread);
    else if (tasks > 0)
        text += u' '
            + FailureText::tr("%1 failed delivery attempts of those tasks.")
                  .arg(l.toString(attempts));
    if (!g.replaysRead)
        text += u' '
            + FailureText::tr("The replays could not be read: \"dead, not replayed\" counts "
                              "every dead task.");
    return text;
}

QString groupName(const FailureGroup &group)
{
    QString cause = group.cause;
    if (cause.size() > 60)
        cause = cause.left(59) + u'…';
    return FailureText::tr("cause %1 (%2), kind %3")
        .arg(group.causeId, cause, group.kind.isNull() ? u"NULL"_s : group.kind);
}

QString auditReason(const FailureGroup &group, const QString &reason)
{
    QString what = u"failure group: cause "_s + group.causeId;
    if (!group.cause.isEmpty())
        what += u" ("_s + group.cause.left(120) + u')';
    if (!group.kind.isNull())
        what += u", kind "_s + group.kind;
    return reason.trimmed().isEmpty() ? what : reason.trimmed() + u" — "_s + what;
}

} // namespace failuretext

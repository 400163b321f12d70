// A batch watch: one bulk replay followed to its end as one watch (docs/watch.md).
#include "core/watch/watchbatch.h"

#include "core/textcontexts.h"
#include "core/watch/watchrules.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QString number(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

namespace watchbatch {

WatchStatus statusOf(const BatchCounts &c)
{
    if (!c.settled())
        return WatchStatus::Pending;
    return c.diedAgain == 0 && c.delivered > 0 ? WatchStatus::Reached : WatchStatus::Bad;
}

QString stateText(const BatchCounts &c)
{
    QString s = WatchText::tr("%1 of %2 delivered").arg(number(c.delivered), number(c.total));
    if (c.diedAgain > 0)
        s += WatchText::tr(", %Ln died again", nullptr, pluralCount(c.diedAgain));
    if (c.pending > 0)
        s += WatchText::tr(", %Ln on the way", nullptr, pluralCount(c.pending));
    if (c.notReplayed > 0)
        s += WatchText::tr(", %Ln not replayed", nullptr, pluralCount(c.notReplayed));
    if (c.missing > 0)
        s += WatchText::tr(", %Ln gone", nullptr, pluralCount(c.missing));
    return s;
}

QString beforeText(const BatchCounts &c)
{
    QString s = WatchText::tr("%1 of %2 dead and not replayed")
                    .arg(number(c.deadNotReplayed), number(c.total));
    if (c.replayed() > 0)
        s += WatchText::tr(", %Ln already replayed", nullptr, pluralCount(c.replayed()));
    if (const qint64 alive = c.notReplayed - c.deadNotReplayed; alive > 0)
        s += WatchText::tr(", %Ln not dead", nullptr, pluralCount(alive));
    if (c.missing > 0)
        s += WatchText::tr(", %Ln gone", nullptr, pluralCount(c.missing));
    return s;
}

QString actionText(const WatchAction &a)
{
    return WatchText::tr("%1 replayed, %2 already replayed, %3 refused")
        .arg(number(a.changed.value_or(0)), number(a.alreadyDone.value_or(0)),
             number(a.refused.value_or(0)));
}

QString membersText(const WatchTarget &t, int shown)
{
    QStringList ids;
    for (qint64 id : t.taskIds.mid(0, shown))
        ids.append(QString::number(id));
    QString s = ids.join(u", "_s);
    if (t.taskIds.size() > shown)
        s += WatchText::tr(" and %Ln more", nullptr, pluralCount(t.taskIds.size() - shown));
    return s;
}

QString outcomeTitle(const Watch &w, const QString &name)
{
    switch (w.status) {
    case WatchStatus::Reached:
        return WatchText::tr("%1: every replay delivered").arg(name);
    case WatchStatus::Bad:
        return WatchText::tr("%1 settled with failures").arg(name);
    case WatchStatus::Expired:
        return WatchText::tr("%1: not settled before the watch expired").arg(name);
    case WatchStatus::Pending:
        break;
    }
    return WatchText::tr("%1: waiting until every replay settles").arg(name);
}

} // namespace watchbatch

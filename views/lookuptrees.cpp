#include "core/lookup/lookupinput.h"
#include "core/statenames.h"
#include "models/displayformat.h"
#include "models/tone.h"
#include "views/lookupview.h"
#include "views/statepalette.h"

#include <QCoreApplication>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace lookuptrees {

namespace {
// The context is the namespace's name: the one lupdate gives a tr() call made in it.
QString tr(const char *s)
{
    return QCoreApplication::translate("lookuptrees", s);
}

Tone toneOf(Verdict v)
{
    switch (v) {
    case Verdict::Delivered:
        return Tone::Good;
    case Verdict::PartiallyDelivered:
        return Tone::Warning;
    case Verdict::InProgress:
        return Tone::Pending;
    case Verdict::Failed:
        return Tone::Bad;
    case Verdict::Unknown:
        break;
    }
    return Tone::Neutral;
}

void tone(QTreeWidgetItem *item, int column, Tone t, const QPalette &palette)
{
    item->setText(column, statepalette::mark(t) + u' ' + item->text(column));
    item->setForeground(column, statepalette::color(t, palette));
    item->setData(column, ToneRole, int(t)); // theme.cpp recolours it when the palette changes
}

// The verdicts and standings as shown: the words for the codes the exports write.
QString shown(Verdict v)
{
    return statenames::trailVerdict(lookup::verdictName(v));
}

QString shown(AlarmVerdict v)
{
    return statenames::alarmVerdict(lookup::alarmVerdictName(v));
}

QString shown(DeviceStatus s)
{
    return statenames::deviceStatus(lookup::deviceStatusName(s));
}

// Who acked, as far as the console knows: an operator's ack is not the device's.
QString ackedText(const DeviceStanding &dev)
{
    const QString at = fmt::timestamp(dev.ackedAt);
    if (dev.status == DeviceStatus::Acked)
        return tr("acked by the device at %1").arg(at);
    if (dev.status == DeviceStatus::AckedUnattributed)
        return tr("acked at %1 (the ledger does not say whether by the device or an operator)")
            .arg(at);
    QString s = tr("acked by operator %1 via PoolScope at %2, not by the device")
                    .arg(fmt::integer(dev.ackOperatorId), at);
    if (!dev.ackReason.isEmpty())
        s += tr(", reason: %1").arg(fmt::text(dev.ackReason));
    return dev.ackFromJournal ? s + tr(" (this console's journal)") : s;
}

QTreeWidgetItem *child(QTreeWidgetItem *parent, const QStringList &texts, int kind)
{
    auto *item = new QTreeWidgetItem(parent, texts);
    item->setData(0, KindRole, kind);
    for (int c = 0; c < texts.size(); ++c)
        item->setToolTip(c, texts[c]);
    return item;
}
} // namespace

void fillTrails(QTreeWidget *tree, const LookupResult &r)
{
    tree->clear();
    const QPalette palette = tree->palette();
    for (int t = 0; t < r.trails.size(); ++t) {
        const Trail &trail = r.trails[t];
        auto *top = new QTreeWidgetItem(
            tree,
            { trail.messageId ? tr("message %1").arg(*trail.messageId) : tr("task lineage"),
              shown(trail.verdict), trail.verdictText });
        top->setData(0, KindRole, TrailItem);
        top->setData(0, TrailIndexRole, t);
        top->setToolTip(2, trail.verdictText);
        tone(top, 1, toneOf(trail.verdict), palette);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (int i = 0; i < trail.tasks.size(); ++i) {
            const TrailTask &task = trail.tasks[i];
            QString what = tr("%1 · attempts %2/%3")
                               .arg(fmt::text(task.kind), fmt::integer(task.attempts),
                                    fmt::integer(task.maxAttempts));
            if (task.replayOf)
                what += tr(" · replay of task %1").arg(*task.replayOf);
            if (!task.subject.isEmpty())
                what += u" · \""_s + fmt::oneLine(task.subject, 80) + u'"';
            if (!task.leaseOwner.isNull())
                what += tr(" · leased by %1, %2")
                            .arg(task.leaseOwner,
                                 fmt::countdown(task.leaseExpiresAt, r.serverNowUs));
            auto *item = child(
                top,
                { tr("task %1").arg(task.id), fmt::text(statenames::taskState(task.state)), what },
                TaskItem);
            item->setToolTip(
                1, statenames::databaseValueTip(statenames::taskState(task.state), task.state));
            item->setData(0, IdRole, task.id);
            item->setData(0, TrailIndexRole, t);
            item->setData(0, TaskIndexRole, i);
            tone(item, 1,
                 tone::ofTaskState(task.state,
                                   task.leaseExpiresAt && *task.leaseExpiresAt < r.serverNowUs
                                       && task.state == u"leased"_s),
                 palette);
        }
        for (const TrailDelivery &d : trail.deliveries) {
            QString what = fmt::timestamp(d.createdAt) + u" · "_s + fmt::text(d.workerId);
            if (d.durationMs)
                what += tr(" · %1 ms").arg(*d.durationMs);
            if (!d.error.isEmpty())
                what += u" · "_s + fmt::oneLine(d.error, 120);
            else if (!d.providerResponse.isEmpty())
                what += u" · "_s + fmt::oneLine(d.providerResponse, 120);
            if (d.taskGone)
                what += tr(" · its task row is gone");
            auto *item = child(top,
                               { tr("attempt %1").arg(d.id),
                                 fmt::text(statenames::deliveryStatus(d.status)), what },
                               DeliveryItem);
            item->setToolTip(
                1, statenames::databaseValueTip(statenames::deliveryStatus(d.status), d.status));
            item->setData(0, IdRole, d.id);
            tone(item, 1, tone::ofDeliveryStatus(d.status), palette);
        }
        if (trail.moreDeliveries)
            child(top,
                  { tr("…"), QString(),
                    tr("%1 attempts in all; the newest are listed").arg(trail.attemptsTotal) },
                  DeliveryItem);
        for (const TrailReplay &rp : trail.replays)
            child(top,
                  { tr("replay"), QString(),
                    tr("task %1 → task %2 by operator %3 at %4")
                        .arg(fmt::integer(rp.originalTaskId), fmt::integer(rp.requeuedTaskId),
                             fmt::integer(rp.operatorId), fmt::timestamp(rp.createdAt)) },
                  ReplayItem);
        top->setExpanded(r.trails.size() <= 5);
    }
}

void fillAlarms(QTreeWidget *tree, const LookupResult &r)
{
    tree->clear();
    const QPalette palette = tree->palette();
    for (int a = 0; a < r.alarms.size(); ++a) {
        const AlarmStanding &alarm = r.alarms[a];
        auto *top = new QTreeWidgetItem(
            tree, { fmt::text(alarm.alertName), shown(alarm.verdict), alarm.verdictText });
        top->setData(0, KindRole, AlertItem);
        top->setData(0, AlarmIndexRole, a);
        top->setToolTip(0,
                        tr("Alert %1 (%2), account %3")
                            .arg(alarm.alertId, fmt::text(statenames::alertState(alarm.alertState)),
                                 fmt::integer(alarm.accountId)));
        const bool notTheDevices = alarm.verdict == AlarmVerdict::Owed
            || alarm.verdict == AlarmVerdict::ClearedByOperator;
        tone(top, 1,
             notTheDevices                                 ? Tone::Warning
                 : alarm.verdict == AlarmVerdict::AllAcked ? Tone::Good
                                                           : Tone::Neutral,
             palette);
        for (int d = 0; d < alarm.subscriptions.size(); ++d) {
            const DeviceStanding &dev = alarm.subscriptions[d];
            QString what;
            switch (dev.status) {
            case DeviceStatus::Owes:
                what = tr("owes the latest trigger since %1").arg(fmt::timestamp(dev.owedSince));
                break;
            case DeviceStatus::Acked:
            case DeviceStatus::AckedByOperator:
            case DeviceStatus::AckedUnattributed:
                what = ackedText(dev);
                break;
            case DeviceStatus::Disabled:
                what = tr("subscription disabled");
                break;
            case DeviceStatus::NotNotified:
                what = tr("no ledger row for the latest trigger");
                break;
            case DeviceStatus::NoTrigger:
                what = tr("no trigger to owe");
                break;
            }
            if (dev.owedCount > 1)
                what += tr(" · %1 owed in all").arg(dev.owedCount);
            what += dev.lastSeenAt
                ? tr(" · last seen %1").arg(fmt::ago(dev.lastSeenAt, r.serverNowUs))
                : tr(" · never seen");
            auto *item
                = child(top,
                        { fmt::text(dev.deviceLabel) + u" ("_s + fmt::text(dev.platform) + u')',
                          shown(dev.status), what },
                        DeviceItem);
            item->setData(0, AlarmIndexRole, a);
            item->setData(0, DeviceIndexRole, d);
            const bool notTheDevice
                = dev.status == DeviceStatus::Owes || dev.status == DeviceStatus::AckedByOperator;
            tone(item, 1,
                 notTheDevice                            ? Tone::Warning
                     : dev.status == DeviceStatus::Acked ? Tone::Good
                                                         : Tone::Neutral,
                 palette);
        }
        top->setExpanded(true);
    }
}

} // namespace lookuptrees

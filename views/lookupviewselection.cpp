// LookupView: the one selection of its two trees, and what is selected.
#include "views/lookupview.h"

#include <QScopedValueRollback>
#include <QTreeWidget>
#include <algorithm>

using namespace Qt::StringLiterals;

// An answer about one thing opens on it, so its details show and the one action it may need
// is a click away: the newest task of a single trail (replay it when dead, release its lease
// when stuck), or, answering an alert or a subscription, the device searched or the only one
// that owes (ack it). An answer about many things (an account's) selects nothing.
void LookupView::selectWhatTheAnswerIsAbout()
{
    if (m_trails->topLevelItemCount() == 1) {
        QTreeWidgetItem *trail = m_trails->topLevelItem(0);
        QTreeWidgetItem *newest = nullptr;
        for (int i = 0; i < trail->childCount(); ++i) {
            QTreeWidgetItem *item = trail->child(i);
            if (item->data(0, lookuptrees::KindRole).toInt() == lookuptrees::TaskItem
                && (!newest
                    || item->data(0, lookuptrees::IdRole).toLongLong()
                        > newest->data(0, lookuptrees::IdRole).toLongLong()))
                newest = item;
        }
        if (newest)
            m_trails->setCurrentItem(newest);
        return;
    }
    if (m_trails->topLevelItemCount() > 0 || m_result.alarms.size() != 1)
        return;
    const QList<DeviceStanding> &devices = m_result.alarms.first().subscriptions;
    const auto owes = [](const DeviceStanding &d) {
        return d.status == DeviceStatus::Owes;
    };
    auto pick = std::find_if(devices.cbegin(), devices.cend(),
                             [](const DeviceStanding &d) { return d.searched; });
    if (pick == devices.cend() && std::count_if(devices.cbegin(), devices.cend(), owes) == 1)
        pick = std::find_if(devices.cbegin(), devices.cend(), owes);
    QTreeWidgetItem *top = m_alarms->topLevelItem(0);
    const int row = int(pick - devices.cbegin());
    if (pick != devices.cend() && top && row < top->childCount())
        m_alarms->setCurrentItem(top->child(row));
}

void LookupView::selectionMoved(QTreeWidget *tree, QTreeWidgetItem *item)
{
    if (m_filling)
        return; // the answer's own selection is announced once it is made
    if (item) {
        m_picked = itemKey(item);
        QTreeWidget *other = tree == m_trails ? m_alarms : m_trails;
        const QScopedValueRollback filling(m_filling, true);
        other->setCurrentItem(nullptr);
        other->clearSelection();
    }
    announceSelection();
}

namespace {
// A tree's item the window is on: its current item, while it is selected (a click that
// deselects it leaves it current).
const QTreeWidgetItem *inFocus(const QTreeWidget *tree)
{
    const QTreeWidgetItem *item = tree->currentItem();
    return item && item->isSelected() ? item : nullptr;
}
} // namespace

// The detail pane and the actions follow the one item selected, or say nothing is: an earlier
// item stays in neither.
void LookupView::announceSelection()
{
    Q_EMIT selectionChanged();
}

SelectedItem LookupView::selectedItem() const
{
    const QTreeWidgetItem *item = inFocus(m_trails);
    const int kind = item ? item->data(0, lookuptrees::KindRole).toInt() : 0;
    const qint64 id = item ? item->data(0, lookuptrees::IdRole).toLongLong() : 0;
    if (kind == lookuptrees::TaskItem && id > 0)
        return SelectedItem::task(id);
    if (kind == lookuptrees::DeliveryItem && id > 0)
        return SelectedItem::delivery(id);
    // A device's detail is its ledger row for the alert's latest trigger, the one its standing
    // is about; a device without one has no row to show, and the pane says so.
    const auto device = selectedDevice();
    if (!device)
        return {};
    const QString &alert = device->first.alertId;
    const DeviceStanding &d = device->second;
    if (!device->first.latestEventId.isEmpty() && d.hasLedgerRow)
        return SelectedItem::alarm(alert, d.subscriptionId, device->first.latestEventId,
                                   d.deviceLabel);
    return SelectedItem::device(alert, d.subscriptionId, d.deviceLabel);
}

QString LookupView::itemKey(const QTreeWidgetItem *item) const
{
    const int kind = item->data(0, lookuptrees::KindRole).toInt();
    const qint64 id = item->data(0, lookuptrees::IdRole).toLongLong();
    if (kind == lookuptrees::TaskItem && id > 0)
        return u"task:"_s + QString::number(id);
    if (kind == lookuptrees::DeliveryItem && id > 0)
        return u"delivery:"_s + QString::number(id);
    const int a = item->data(0, lookuptrees::AlarmIndexRole).toInt();
    const int d = item->data(0, lookuptrees::DeviceIndexRole).toInt();
    if (kind == lookuptrees::DeviceItem && a >= 0 && a < m_result.alarms.size() && d >= 0
        && d < m_result.alarms[a].subscriptions.size())
        return u"device:"_s + m_result.alarms[a].alertId + u'/'
            + m_result.alarms[a].subscriptions[d].subscriptionId;
    return {};
}

bool LookupView::reselect(const QString &key)
{
    for (QTreeWidget *tree : { m_trails, m_alarms }) {
        for (int t = 0; t < tree->topLevelItemCount(); ++t) {
            QTreeWidgetItem *top = tree->topLevelItem(t);
            for (int i = 0; i < top->childCount(); ++i) {
                if (itemKey(top->child(i)) == key) {
                    tree->setCurrentItem(top->child(i));
                    return true;
                }
            }
        }
    }
    return false;
}

std::optional<TrailTask> LookupView::selectedTask() const
{
    const QTreeWidgetItem *item = inFocus(m_trails);
    if (!item || item->data(0, lookuptrees::KindRole).toInt() != lookuptrees::TaskItem)
        return std::nullopt;
    const int t = item->data(0, lookuptrees::TrailIndexRole).toInt();
    const int i = item->data(0, lookuptrees::TaskIndexRole).toInt();
    if (t < 0 || t >= m_result.trails.size() || i < 0 || i >= m_result.trails[t].tasks.size())
        return std::nullopt;
    return m_result.trails[t].tasks[i];
}

std::optional<std::pair<AlarmStanding, DeviceStanding>> LookupView::selectedDevice() const
{
    const QTreeWidgetItem *item = inFocus(m_alarms);
    if (!item || item->data(0, lookuptrees::KindRole).toInt() != lookuptrees::DeviceItem)
        return std::nullopt;
    const int a = item->data(0, lookuptrees::AlarmIndexRole).toInt();
    const int d = item->data(0, lookuptrees::DeviceIndexRole).toInt();
    if (a < 0 || a >= m_result.alarms.size() || d < 0
        || d >= m_result.alarms[a].subscriptions.size())
        return std::nullopt;
    return std::pair { m_result.alarms[a], m_result.alarms[a].subscriptions[d] };
}

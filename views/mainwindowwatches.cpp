// The window's watches: the watch list's dock, the Watch menu, and what it would watch now
// (the item the detail pane follows, from the same choices).
#include "core/watch/watchrules.h"
#include "models/watchlistmodel.h"
#include "views/alarmsview.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/tablesetup.h"
#include "views/tasksview.h"
#include "views/watchlistview.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace {
// What Watch ▸ Watch the selection follows for the item the window is on: a task to its
// delivery, a device's owed ledger row to its ack, a sink lease to a live holder. An attempt
// of the audit, a device owing nothing and several rows have no watch of their own.
std::optional<WatchTarget> watchTargetOf(const SelectedItem &item)
{
    switch (item.kind) {
    case SelectedItem::Kind::Task:
        return WatchTarget::task(item.id);
    case SelectedItem::Kind::Alarm:
        return WatchTarget::device(item.alertId, item.subscriptionId, item.label);
    case SelectedItem::Kind::SinkLease:
        return WatchTarget::sinkLease(item.feed, item.sink);
    case SelectedItem::Kind::None:
    case SelectedItem::Kind::Delivery:
    case SelectedItem::Kind::Device:
    case SelectedItem::Kind::Several:
        return std::nullopt;
    }
    return std::nullopt;
}
} // namespace

void MainWindow::buildWatches(QMenu *menu)
{
    m_watchList = new WatchListView(m_models.watches, this);
    m_watchDock = new QDockWidget(tr("Watch list"), this);
    m_watchDock->setObjectName(u"WatchDock"_s);
    m_watchDock->setWidget(m_watchList);
    m_watchDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, m_watchDock);
    m_watchDock->hide(); // until there is something to watch, or the operator asks
    connect(m_watchList, &WatchListView::openRequested, this,
            qOverload<const DeepLink &>(&MainWindow::openLink));
    connect(m_watchList, &WatchListView::unwatchRequested, this, &MainWindow::unwatchRequested);

    m_watch = menu->addAction(tr("&Watch the selection"), this, [this] {
        if (m_watchCandidate)
            Q_EMIT watchRequested(*m_watchCandidate,
                                  watchrules::defaultGoal(m_watchCandidate->kind));
    });
    m_watch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_watchChanges = menu->addAction(tr("Watch the selection for &any change"), this, [this] {
        if (m_watchCandidate)
            Q_EMIT watchRequested(*m_watchCandidate, WatchGoal::Changed);
    });
    m_unwatch = menu->addAction(tr("&Unwatch"), this, [this] {
        if (const qint64 id = m_watchList->selectedId())
            Q_EMIT unwatchRequested(id);
    });
    m_unwatch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    menu->addSeparator();
    m_watchAfterActions = menu->addAction(tr("Watch what my a&ctions start"));
    m_watchAfterActions->setCheckable(true);
    m_watchAfterActions->setChecked(true);
    m_watchAfterActions->setToolTip(tr("A replay, a release or an ack is watched until its "
                                       "outcome, and you are told when it lands"));
    QAction *toggle = m_watchDock->toggleViewAction();
    toggle->setText(tr("Watch &list"));
    menu->addAction(toggle);

    for (QTableView *t : { m_tasksView->table(), m_leasesView->taskTable(),
                           m_leasesView->sinkTable(), m_alarmsView->table() })
        t->addAction(m_watch);
    connect(this, &MainWindow::selectedItemChanged, this,
            [this](const SelectedItem &item) { setWatchCandidate(watchTargetOf(item)); });
    // Also when the selected watch leaves the list (cleared, unwatched): Unwatch then has
    // nothing to act on.
    tablesetup::onSelectionAffected(m_watchList->table(), [this] { updateWatchActions(); });
    updateWatchActions();
}

bool MainWindow::watchAfterActions() const
{
    return m_watchAfterActions->isChecked();
}

void MainWindow::showWatchList()
{
    m_watchDock->show();
    m_watchDock->raise();
}

void MainWindow::setWatchCandidate(std::optional<WatchTarget> target)
{
    m_watchCandidate = std::move(target);
    updateWatchActions();
}

void MainWindow::updateWatchActions()
{
    const QString name = m_watchCandidate ? m_watchCandidate->displayName() : QString();
    m_watch->setEnabled(m_watchCandidate.has_value());
    m_watchChanges->setEnabled(m_watchCandidate.has_value());
    m_watch->setText(m_watchCandidate ? tr("&Watch %1").arg(name) : tr("&Watch the selection"));
    m_watchChanges->setText(m_watchCandidate ? tr("Watch %1 for &any change").arg(name)
                                             : tr("Watch the selection for &any change"));
    const QString why = tr("Select a task, a lease or an owed alarm delivery to watch it");
    m_watch->setToolTip(m_watchCandidate ? QString() : why);
    m_unwatch->setEnabled(m_watchList->selectedId() != 0);
}

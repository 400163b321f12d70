// MainWindow: the one item the window is on, for the detail pane and Watch ▸ Watch.
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/failuresview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

#include <QTabWidget>

SelectedItem MainWindow::selectedItem() const
{
    switch (currentView()) {
    case ConsoleView::Lookup:
        return m_lookupView->selectedItem();
    case ConsoleView::Tasks:
        return m_tasksView->selectedItem();
    case ConsoleView::Leases:
        return m_leasesView->selectedItem();
    case ConsoleView::Deliveries:
        return m_deliveriesView->selectedItem();
    case ConsoleView::Alarms:
        return m_alarmsView->selectedItem();
    case ConsoleView::Failures:
        return m_failuresView->selectedItem();
    case ConsoleView::Dashboard:
        return {};
    }
    return {};
}

// One binding for every view: whatever may have changed what is selected in the view on
// screen (a click, a poll that took the selected row away, a search, a switch of tab) asks
// the view again what it is on. What a hidden view does is not what the operator looks at, and
// an item is announced once, however many signals a change makes.
void MainWindow::bindSelection()
{
    const auto follow = [this] {
        followSelection();
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, follow);
    connect(m_lookupView, &LookupView::selectionChanged, this, follow);
    connect(m_failuresView, &FailuresView::selectionChanged, this, follow);
    connect(m_tasksView, &TasksView::selectionChanged, this, follow);
    connect(m_leasesView, &LeasesView::selectionChanged, this, follow);
    connect(m_deliveriesView, &DeliveriesView::selectionChanged, this, follow);
    connect(m_alarmsView, &AlarmsView::selectionChanged, this, follow);
}

void MainWindow::followSelection()
{
    const SelectedItem item = selectedItem();
    if (item.sameItem(m_selected) && item.label == m_selected.label)
        return;
    m_selected = item;
    Q_EMIT selectedItemChanged(item);
}

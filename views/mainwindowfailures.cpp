// MainWindow and the failure groups: a group's members shown in the tasks view, the
// dashboard's failures line opening the failures view.
#include "views/dashboardview.h"
#include "views/failuresview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

void MainWindow::wireFailures()
{
    connect(m_failuresView, &FailuresView::membersRequested, this, &MainWindow::showFailureMembers);
    connect(m_dashboardView, &DashboardView::failureGroupRequested, this,
            [this](const QString &key) {
                showView(ConsoleView::Failures);
                if (!key.isEmpty())
                    m_failuresView->selectGroup(key);
            });
}

void MainWindow::showFailureMembers(const FailureGroup &group, qint64 fromUs, qint64 toUs)
{
    // The group's members exactly: its cause, kind and window, every failed state. Attempts
    // are the failed deliveries of those tasks: the tasks are what an operator acts on.
    setCurrentView(ConsoleView::Tasks);
    m_tasksView->filterBar()->setFilter(failureMembers(group, fromUs, toUs));
}

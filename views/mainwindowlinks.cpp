#include "core/lookup/lookupinput.h"
#include "core/savedview.h"
#include "models/failuregroupmodel.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

// The window's side of poolscope: links (core/deeplink.h): following one, and the link of
// what is on screen. A saved view opens through openLink as a clicked link does, and
// currentViewLink is what "Save current view…" stores, so a view saved and reopened is the
// round trip tst_savedviews checks.

void MainWindow::openLink(const QUrl &url)
{
    if (const std::optional<DeepLink> link = DeepLink::parse(url.toString(QUrl::FullyEncoded)))
        openLink(*link);
}

// Each list link sets exactly the filters it names and clears the others: a saved view
// opened over filters the operator changed since shows what was saved, not a blend.
void MainWindow::openLink(const DeepLink &link)
{
    using Target = DeepLink::Target;
    switch (link.target) {
    case Target::Task:
        setCurrentView(ConsoleView::Tasks);
        m_tasksView->filterBar()->setFilter(savedview::taskFilter(link));
        m_tasksView->selectTaskSoon(link.taskId);
        break;
    case Target::Deliveries:
        setCurrentView(ConsoleView::Deliveries);
        m_deliveriesView->setFilter(savedview::deliveryFilter(link));
        break;
    case Target::Tasks:
        setCurrentView(ConsoleView::Tasks);
        m_tasksView->filterBar()->setFilter(savedview::taskFilter(link));
        break;
    case Target::Leases:
        setCurrentView(ConsoleView::Leases);
        m_leasesView->setStuckOnly(link.stuckOnly);
        break;
    case Target::Alarms:
        setCurrentView(ConsoleView::Alarms);
        m_alarmsView->setOlderThanSeconds(link.olderThanSeconds);
        break;
    case Target::Lookup:
        if (link.lookupKey.isEmpty())
            return;
        setCurrentView(ConsoleView::Lookup);
        if (const auto since = lookup::parseDuration(link.since))
            m_lookupView->setSinceSeconds(*since);
        // q= is the input as typed (text that could be a job id or a key), detected again.
        m_lookupView->lookUp(link.lookupInput());
        break;
    case Target::Alert:
        setCurrentView(ConsoleView::Alarms);
        m_alarmsView->setOlderThanSeconds(0); // an age filter could hide the alert's debt
        m_alarmsView->selectAlert(link.alertId);
        break;
    case Target::Failures: {
        setCurrentView(ConsoleView::Failures);
        // Without since=, the view's own window (FailureQuery's default): nothing else kept.
        const std::optional<qint64> since = lookup::parseDuration(link.since);
        m_models.failures->setWithinSeconds(since ? int(*since) : FailureQuery().withinSeconds);
        break;
    }
    }
}

std::optional<DeepLink> MainWindow::currentViewLink() const
{
    switch (currentView()) {
    case ConsoleView::Lookup:
        if (!m_lookupView->hasResult())
            return std::nullopt;
        return DeepLink::lookup(m_lookupView->result().query);
    case ConsoleView::Tasks:
        return savedview::tasksLink(m_tasksView->filterBar()->filter());
    case ConsoleView::Leases: {
        DeepLink l = DeepLink::list(DeepLink::Target::Leases);
        l.stuckOnly = m_leasesView->stuckOnly();
        return l;
    }
    case ConsoleView::Deliveries:
        return savedview::deliveriesLink(m_deliveriesView->filter());
    case ConsoleView::Alarms: {
        DeepLink l = DeepLink::list(DeepLink::Target::Alarms);
        l.olderThanSeconds = m_alarmsView->olderThanSeconds();
        return l;
    }
    case ConsoleView::Dashboard: // its span and charts are not filters a link names
        return std::nullopt;
    case ConsoleView::Failures:
        return DeepLink::failures(m_models.failures->withinSeconds());
    }
    return std::nullopt;
}

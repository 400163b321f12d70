#include "views/mainwindow.h"

#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/alarmsview.h"
#include "views/connectionindicator.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/failuresview.h"
#include "views/flatstyle.h"
#include "views/headerstate.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/messagebanner.h"
#include "views/profileband.h"
#include "views/profilemenu.h"
#include "views/savedviewsmenu.h"
#include "views/statepalette.h"
#include "views/tablesetup.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/theme.h"
#include "views/uilanguage.h"
#include "views/windowactions.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(Poller *poller, const ConsoleModels &models, QWidget *parent)
    : QMainWindow(parent)
    , m_poller(poller)
    , m_models(models)
    , m_tabs(new QTabWidget(this))
    , m_outcome(new MessageBanner(this))
    , m_lookupView(new LookupView(this))
    , m_tasksView(new TasksView(models.tasks, this))
    , m_leasesView(new LeasesView(models.taskLeases, models.sinkLeases, this))
    , m_deliveriesView(new DeliveriesView(models.deliveries, this))
    , m_alarmsView(new AlarmsView(models.alarms, this))
    , m_failuresView(new FailuresView(models.failures, this))
    , m_dashboardView(new DashboardView(models.dashboard, this))
    , m_detail(new DetailPane(this))
    , m_indicator(new ConnectionIndicator(this))
    , m_roleBadge(new QLabel(this))
    , m_interval(new QSpinBox(this))
{
    setObjectName(u"MainWindow"_s);
    m_band = new ProfileBand(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(tr("Views"));
    m_tabs->addTab(m_lookupView, tr("L&ookup"));
    m_tabs->addTab(m_tasksView, tr("&Tasks"));
    m_tabs->addTab(m_leasesView, tr("&Leases"));
    m_tabs->addTab(m_deliveriesView, tr("&Deliveries"));
    m_tabs->addTab(m_alarmsView, tr("&Alarm debt"));
    // The dashboard's charts side by side want the window's whole width; in a scroll area they
    // keep it when the window is narrower, and do not set the least width of the other views
    // (the tabs share one), which would squeeze the detail pane at 1280 pixels.
    auto *dashboardScroll = new QScrollArea(this);
    dashboardScroll->setWidget(m_dashboardView);
    dashboardScroll->setWidgetResizable(true);
    dashboardScroll->setFrameShape(QFrame::NoFrame);
    dashboardScroll->setAccessibleName(tr("Dashboard"));
    m_tabs->addTab(dashboardScroll, tr("Dash&board"));
    m_tabs->addTab(m_failuresView, tr("Fa&ilures"));
    wireFailures();
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    // The outcome lies over the foot of the views rather than in the layout: a banner that
    // comes and goes never moves the tables (docs/console.md, Banners).
    m_outcome->setParent(central);
    m_outcome->setAccessibleName(tr("Last action"));
    m_outcome->setOutcomeStyle();
    central->installEventFilter(this);
    connect(m_outcome, &MessageBanner::messageChanged, this, &MainWindow::placeOutcome);
    auto *dismiss = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    dismiss->setEnabled(false);
    connect(dismiss, &QShortcut::activated, m_outcome, &MessageBanner::clearMessage);
    connect(m_outcome, &MessageBanner::messageChanged, dismiss,
            [this, dismiss] { dismiss->setEnabled(!m_outcome->isHidden()); });
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { Q_EMIT currentViewChanged(currentView()); });

    auto *dock = new QDockWidget(tr("Details"), this);
    dock->setObjectName(u"DetailsDock"_s);
    dock->setWidget(m_detail);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::detailVisibilityChanged);
    connect(m_detail, &DetailPane::linkActivated, this,
            qOverload<const QUrl &>(&MainWindow::openLink));
    connect(m_dashboardView, &DashboardView::linkActivated, this,
            qOverload<const DeepLink &>(&MainWindow::openLink));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, dock] {
        // The dashboard has no row to detail: its charts take the dock's room until it goes.
        const bool onDashboard = currentView() == ConsoleView::Dashboard;
        if (onDashboard && !dock->isHidden()) {
            m_detailsHiddenByDashboard = true;
            dock->hide();
        } else if (!onDashboard && m_detailsHiddenByDashboard) {
            m_detailsHiddenByDashboard = false;
            dock->show();
        }
    });

    buildStatusBar();
    buildMenus();
    bindSelection();
    addToolBar(Qt::TopToolBarArea, m_band); // full width, above the views and the details
    // Every scroll bar of the window is painted flat, not only those a view asked for: the
    // dashboard's scroll area, once its charts grew taller than the tab, showed a Fusion bar
    // as tall as the window, and each repaint of it was handed to Qt's thread pool while the
    // GUI thread waited (views/flatstyle.h, docs/performance.md).
    for (QAbstractScrollArea *area : findChildren<QAbstractScrollArea *>())
        useFlatStyle(area);
    resize(1440, 860);
    resizeDocks({ dock }, { 450 }, Qt::Horizontal); // room for a translated label beside a UTC time
}

void MainWindow::setTargetName(const QString &name)
{
    if (!m_band->profileName().isEmpty())
        setWindowTitle(profiles::windowTitle(m_band->profileName()));
    else
        setWindowTitle(tr("PoolScope — %1").arg(name));
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectTo = file->addAction(tr("&Connect to…"), this, &MainWindow::connectRequested);
    connectTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    m_profileMenu = new ProfileMenu(file);
    file->addMenu(m_profileMenu);
    file->addAction(tr("&Database check…"), this, &MainWindow::schemaReportRequested);
    QAction *history
        = file->addAction(tr("Action &history…"), this, &MainWindow::actionHistoryRequested);
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    file->addSeparator();
    file->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const struct
    {
        QString name;
        ConsoleView view;
        Qt::Key key;
    } views[] = {
        { tr("L&ookup"), ConsoleView::Lookup, Qt::Key_1 },
        { tr("&Tasks"), ConsoleView::Tasks, Qt::Key_2 },
        { tr("&Leases"), ConsoleView::Leases, Qt::Key_3 },
        { tr("&Deliveries"), ConsoleView::Deliveries, Qt::Key_4 },
        { tr("&Alarm debt"), ConsoleView::Alarms, Qt::Key_5 },
        { tr("Dash&board"), ConsoleView::Dashboard, Qt::Key_6 },
        { tr("Fa&ilures"), ConsoleView::Failures, Qt::Key_7 },
    };
    for (const auto &v : views) {
        QAction *a = view->addAction(v.name, this, [this, target = v.view] { showView(target); });
        a->setShortcut(QKeySequence(Qt::CTRL | v.key));
    }
    view->addMenu(m_savedViews = new SavedViewsMenu(this, view)); // View ▸ Saved views
    view->addSeparator();
    QAction *lookUp
        = view->addAction(tr("Look &up an identifier"), this, [this] { // Alt+L belongs to Leases
              setCurrentView(ConsoleView::Lookup);
              m_lookupView->focusInput();
          });
    lookUp->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    QAction *find = view->addAction(tr("&Find"), this, [this] {
        if (currentView() == ConsoleView::Deliveries)
            m_deliveriesView->focusSearch();
        else {
            setCurrentView(ConsoleView::Tasks);
            m_tasksView->filterBar()->focusSearch();
        }
    });
    find->setShortcut(QKeySequence::Find);
    QAction *refresh = view->addAction(tr("&Refresh now"), m_poller, &Poller::pollNow);
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *pause = view->addAction(tr("&Pause polling"));
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(pause, &QAction::toggled, m_poller, &Poller::setPaused);
    connect(pause, &QAction::toggled, this, [this](bool on) {
        m_pausedByHand = on;
        showPause();
    });
    // A pending lookup is what the operator waits on: cancelled by its ticket, whether it runs
    // or still queues. Otherwise whatever runs now on the two reading connections: a whole
    // value loading (interactive), a poll (read).
    QAction *cancel = view->addAction(tr("&Cancel running query"), this, [this] {
        if (m_lookupView->isLooking())
            m_lookupView->cancelLookup();
        else
            Q_EMIT cancelRunningRequested();
    });
    cancel->setShortcut(QKeySequence(Qt::Key_Escape | Qt::SHIFT));
    m_lookupView->setCancelKeys(cancel->shortcut());
    view->addSeparator();
    view->addAction(findChild<QDockWidget *>(u"DetailsDock"_s)->toggleViewAction());
    view->addMenu(new ThemeMenu(view));
    view->addMenu(new LanguageMenu(view));
    // Edit, Actions, File → Export, F3, F1: windowactions.cpp
    auto *actions = new WindowActions(this, file, view);
    connect(actions, &WindowActions::exportRequested, this, &MainWindow::exportRequested);
    buildWatches(menuBar()->addMenu(tr("&Watch")));
}

// QWidget's destructor closes the window and deletes the children after this class is gone:
// the dock hides then and says so. Without this, that signal reached a MainWindow that no
// longer exists, and through detailVisibilityChanged the session's slot (UBSan: "downcast of
// address which does not point to an object of type MainWindow").
MainWindow::~MainWindow()
{
    for (QObject *child : findChildren<QObject *>())
        QObject::disconnect(child, nullptr, this, nullptr);
}

ConsoleView MainWindow::currentView() const
{
    return static_cast<ConsoleView>(m_tabs->currentIndex());
}

bool MainWindow::detailPaneShown() const
{
    return m_detail->isVisibleTo(this) || !isVisible();
}

void MainWindow::setCurrentView(ConsoleView view)
{
    m_tabs->setCurrentIndex(static_cast<int>(view));
}

// Where the keys go after Ctrl+1…6: what the person types next lands where that view's work
// starts. The lookup's input (its text selected, so typing replaces it); a table, for the
// views whose verbs act on its selected rows (arrows move, Ctrl+Shift+R replays, Ctrl+F
// reaches the search).
void MainWindow::showView(ConsoleView view)
{
    setCurrentView(view);
    switch (view) {
    case ConsoleView::Lookup:
        m_lookupView->focusInput();
        return;
    case ConsoleView::Tasks:
        m_tasksView->table()->setFocus(Qt::ShortcutFocusReason);
        return;
    case ConsoleView::Leases:
        if (!m_leasesView->isAncestorOf(QApplication::focusWidget()))
            m_leasesView->taskTable()->setFocus(Qt::ShortcutFocusReason);
        return;
    case ConsoleView::Deliveries:
        m_deliveriesView->table()->setFocus(Qt::ShortcutFocusReason);
        return;
    case ConsoleView::Alarms:
        m_alarmsView->table()->setFocus(Qt::ShortcutFocusReason);
        return;
    case ConsoleView::Dashboard:
        m_dashboardView->setFocus(Qt::ShortcutFocusReason);
        return;
    case ConsoleView::Failures:
        m_failuresView->table()->setFocus(Qt::ShortcutFocusReason);
        return;
    }
}

void MainWindow::setConnectionStatus(const ConnectionStatus &status)
{
    m_indicator->setStatus(status);
}

void MainWindow::bringForward()
{
    setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    show();
    raise();
    activateWindow();
}

void MainWindow::showOutcome(Tone tone, const QString &text)
{
    m_outcome->showMessage(text, tone);
}

MessageBanner *MainWindow::outcomeBanner() const
{
    return m_outcome;
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == centralWidget() && event->type() == QEvent::Resize)
        placeOutcome();
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::placeOutcome()
{
    if (m_outcome->isHidden())
        return;
    const QWidget *area = centralWidget();
    const int width = area->width();
    const int height = qMin(m_outcome->heightForWidth(width), area->height() / 2);
    m_outcome->setGeometry(0, area->height() - height, width, height);
    m_outcome->raise();
}

QString MainWindow::outcomeText() const
{
    return m_outcome->message();
}

bool MainWindow::selectFirstRow()
{
    QTableView *table = nullptr;
    switch (currentView()) {
    case ConsoleView::Lookup:
    case ConsoleView::Dashboard:
        return false;
    case ConsoleView::Tasks:
        table = m_tasksView->table();
        break;
    case ConsoleView::Leases:
        table = m_leasesView->taskTable();
        break;
    case ConsoleView::Deliveries:
        table = m_deliveriesView->table();
        break;
    case ConsoleView::Alarms:
        table = m_alarmsView->table();
        break;
    case ConsoleView::Failures:
        table = m_failuresView->table();
        break;
    }
    if (!table || table->model()->rowCount() == 0)
        return false;
    table->selectionModel()->setCurrentIndex(table->model()->index(0, 0),
                                             QItemSelectionModel::ClearAndSelect
                                                 | QItemSelectionModel::Rows);
    return true;
}

QList<std::pair<QTableView *, QString>> MainWindow::savedTables() const
{
    return {
        { m_tasksView->table(), u"tasks"_s },
        { m_leasesView->taskTable(), u"taskLeases"_s },
        { m_leasesView->sinkTable(), u"sinkLeases"_s },
        { m_deliveriesView->table(), u"deliveries"_s },
        { m_alarmsView->table(), u"alarms"_s },
        { m_failuresView->table(), u"failures"_s },
    };
}

void MainWindow::saveSettings(QSettings &s) const
{
    s.setValue(u"window/geometry"_s, saveGeometry());
    s.setValue(u"window/state"_s, saveState());
    s.setValue(u"window/view"_s, m_tabs->currentIndex());
    s.setValue(u"window/detailsHiddenByDashboard"_s, m_detailsHiddenByDashboard);
    s.setValue(u"watch/afterActions"_s, m_watchAfterActions->isChecked());
    // By column name (headerstate); the by-index state of consoles before it is then stale.
    for (const auto &[table, key] : savedTables()) {
        s.setValue(u"tableColumns/"_s + key, headerstate::save(table->horizontalHeader()));
        s.remove(u"tables/"_s + key);
    }
    // Filters that describe how an operator works, not what they looked up: the search text
    // and ids stay out, so a restart never reopens on yesterday's customer.
    const TaskFilter tasks = m_tasksView->filterBar()->filter();
    s.setValue(u"filters/tasks/states"_s, tasks.states);
    s.setValue(u"filters/tasks/kind"_s, tasks.kind);
    s.setValue(u"filters/tasks/withinSeconds"_s, tasks.createdWithinSeconds);
    const DeliveryFilter deliveries = m_deliveriesView->filter();
    s.setValue(u"filters/deliveries/statuses"_s, deliveries.statuses);
    s.setValue(u"filters/deliveries/withinSeconds"_s, deliveries.createdWithinSeconds);
}

void MainWindow::restoreSettings(const QSettings &s)
{
    restoreGeometry(s.value(u"window/geometry"_s).toByteArray());
    restoreState(s.value(u"window/state"_s).toByteArray());
    // Saved on a larger screen (1440×860, reopened on 1280×800), the window would hang past
    // its edge, the status bar and the title bar's buttons with it: it fits the screen's
    // available area, frame and all, and moves into it (after the docks
    // are restored: their saved sizes may ask for more).
    if (const QScreen *screen = this->screen(); screen && !isMaximized() && !isFullScreen()) {
        const QRect avail = screen->availableGeometry();
        QSize frame = frameGeometry().size() - size();
        if (frame.isNull()) { // not framed yet: a title bar and borders, as Qt itself guesses
            const int border = 2 * std::max(2, style()->pixelMetric(QStyle::PM_DefaultFrameWidth));
            frame = QSize(border, style()->pixelMetric(QStyle::PM_TitleBarHeight) + border);
        }
        resize(size().boundedTo(avail.size() - frame));
        QRect outer(pos(), size() + frame);
        outer.moveLeft(qBound(avail.left(), outer.left(), avail.right() + 1 - outer.width()));
        outer.moveTop(qBound(avail.top(), outer.top(), avail.bottom() + 1 - outer.height()));
        move(outer.topLeft());
    }
    m_watchAfterActions->setChecked(s.value(u"watch/afterActions"_s, true).toBool());
    m_detailsHiddenByDashboard = s.value(u"window/detailsHiddenByDashboard"_s, false).toBool();
    m_tabs->setCurrentIndex(qBound(0, s.value(u"window/view"_s, 0).toInt(), m_tabs->count() - 1));
    for (const auto &[table, key] : savedTables()) {
        headerstate::restore(table->horizontalHeader(),
                             s.value(u"tableColumns/"_s + key).toByteArray(),
                             s.value(u"tables/"_s + key).toByteArray());
        // Widths saved in another language may be too narrow for this one's headers.
        tablesetup::widenToHeaders(table->horizontalHeader());
    }
    TaskFilter tasks;
    for (const QString &state : s.value(u"filters/tasks/states"_s).toStringList()) {
        if (taskstate::all().contains(state))
            tasks.states.append(state);
    }
    tasks.kind = s.value(u"filters/tasks/kind"_s).toString();
    if (tasks.kind.isEmpty())
        tasks.kind = QString();
    tasks.createdWithinSeconds = s.value(u"filters/tasks/withinSeconds"_s, 0).toInt();
    m_tasksView->filterBar()->setFilter(tasks);
    DeliveryFilter deliveries;
    for (const QString &status : s.value(u"filters/deliveries/statuses"_s).toStringList()) {
        if (deliverystatus::all().contains(status))
            deliveries.statuses.append(status);
    }
    deliveries.createdWithinSeconds = s.value(u"filters/deliveries/withinSeconds"_s, 0).toInt();
    m_deliveriesView->setFilter(deliveries);
}

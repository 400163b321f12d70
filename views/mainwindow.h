#pragma once

#include "core/deeplink.h"
#include "core/schemainfo.h"
#include "core/selecteditem.h"
#include "core/serverhealth.h"
#include "core/watch/watch.h"
#include "models/tone.h"
#include "views/dashboardview.h"

#include <QMainWindow>
#include <QUrl>

class QTableView;

class AlarmDebtModel;
class AlarmsView;
class ConnectionIndicator;
class DeliveriesView;
class DeliveryTableModel;
class DetailPane;
class LeasesView;
class LookupView;
class MessageBanner;
class ProfileBand;
class ProfileMenu;
class SavedViewsMenu;
class Poller;
class QAction;
class QDockWidget;
class FailureGroupModel;
struct FailureGroup;
class FailuresView;
class QLabel;
class QMenu;
class QSettings;
class QSpinBox;
class QTabWidget;
class SinkLeaseModel;
class TaskLeaseModel;
class TaskTableModel;
class TasksView;
class WatchListModel;
class WatchListView;
struct ConnectionStatus;
struct CsvExportRequest;

// The models the window shows; owned by the composition root.
struct ConsoleModels
{
    TaskTableModel *tasks = nullptr;
    TaskLeaseModel *taskLeases = nullptr;
    SinkLeaseModel *sinkLeases = nullptr;
    DeliveryTableModel *deliveries = nullptr;
    AlarmDebtModel *alarms = nullptr;
    FailureGroupModel *failures = nullptr;
    DashboardModels dashboard;
    WatchListModel *watches = nullptr;
};

// In tab order.
enum class ConsoleView { Lookup, Tasks, Leases, Deliveries, Alarms, Dashboard, Failures };

// The console's window: four views in tabs, the detail pane beside them, a status bar that
// says what the console is connected to and how fresh the data is. GUI thread. Owns its
// widgets; the poller and models belong to the composition root (app/). It runs no queries:
// it shows what it is given and says what the operator asked for (its intents, the signals
// app/ wires to the DB side).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(Poller *poller, const ConsoleModels &models, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The parts, for the controllers in app/ that compose each one (and for tests).
    ConnectionIndicator *connectionIndicator() const { return m_indicator; }
    LookupView *lookupView() const { return m_lookupView; }
    TasksView *tasksView() const { return m_tasksView; }
    LeasesView *leasesView() const { return m_leasesView; }
    DeliveriesView *deliveriesView() const { return m_deliveriesView; }
    AlarmsView *alarmsView() const { return m_alarmsView; }
    DashboardView *dashboardView() const { return m_dashboardView; }
    FailuresView *failuresView() const { return m_failuresView; }
    DetailPane *detailPane() const { return m_detail; }
    ProfileBand *profileBand() const { return m_band; }
    ProfileMenu *profileMenu() const { return m_profileMenu; }
    SavedViewsMenu *savedViewsMenu() const { return m_savedViews; }
    WatchListView *watchListView() const { return m_watchList; }
    // Un-minimises, shows, raises and activates the window: a link from another process or a
    // notification's action is what the operator turns to next.
    void bringForward();
    // Brings the watch list on screen (a watch was just added).
    void showWatchList();
    // What Watch ▸ Watch would watch now: the item the detail pane follows; nullopt for none.
    std::optional<WatchTarget> watchCandidate() const { return m_watchCandidate; }
    // Watch ▸ Watch what my actions start (a setting, on by default).
    bool watchAfterActions() const;

    ConsoleView currentView() const;
    // The item the window is on: the view on screen's selected row (mainwindowselection.cpp).
    SelectedItem selectedItem() const;
    // Whether the detail pane is on screen (before show(), it is taken to be).
    bool detailPaneShown() const;
    void setCurrentView(ConsoleView view);
    // Shows `view` and puts the keyboard focus where its work starts (View → Ctrl+1…6).
    void showView(ConsoleView view);
    void setSchema(const SchemaInfo &schema);
    void setServerHealth(const schemaprobe::ServerHealth &health);
    // Nobody has used the console for `minutes` (IdleWatch): the status bar says polls are
    // paused until someone does.
    void setIdle(bool idle, int minutes);
    void setConnectionStatus(const ConnectionStatus &status); // for the status bar
    QString roleBadgeText() const;
    // What the last operator action did, over the foot of the views: news (Good, Neutral) for
    // a few seconds, a warning or an error until dismissed (its close button, Esc) or
    // replaced by the next outcome.
    void showOutcome(Tone tone, const QString &text);
    QString outcomeText() const;
    MessageBanner *outcomeBanner() const;
    void setTargetName(const QString &name); // shown in the title, unless a profile is in force
    // Selects the first row of the current view (for --screenshot). Returns whether there was one.
    bool selectFirstRow();
    // Follows a poolscope: link (a deep link, a dashboard click).
    void openLink(const DeepLink &link);
    // The same, for a URL from the detail pane; one the grammar refuses is ignored.
    void openLink(const QUrl &url);
    // The link that opens the view on screen as it is filtered now (what a saved view
    // stores); nullopt where there is none (the dashboard, the lookup before an answer).
    std::optional<DeepLink> currentViewLink() const;
    // Shows the members of a failure group in the tasks view: its cause, kind and window.
    void showFailureMembers(const FailureGroup &group, qint64 fromUs, qint64 toUs);

    void saveSettings(QSettings &settings) const;
    void restoreSettings(const QSettings &settings);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void currentViewChanged(ConsoleView view);
    void detailVisibilityChanged(bool visible);
    void connectRequested();
    void schemaReportRequested();
    void actionHistoryRequested();
    // Intents: what the operator asked for, with values; app/ carries them out.
    // View → Cancel running query, when no lookup is pending: stop what runs on the reading
    // connections now.
    void cancelRunningRequested();
    // File → Export view (WindowActions): these rows to a CSV file.
    void exportRequested(const CsvExportRequest &request);
    // The item the window is on changed (selectedItem()): what the details show. Once per
    // change of item, whichever view or poll made it.
    void selectedItemChanged(const SelectedItem &item);
    // Watch ▸ Watch …: follow this target until `goal`; Unwatch: stop watch `id`.
    void watchRequested(const WatchTarget &target, WatchGoal goal);
    void unwatchRequested(qint64 id);

private:
    // The tables whose header state is saved, each with its settings name.
    QList<std::pair<QTableView *, QString>> savedTables() const;
    void showPause(); // the status bar's account of why polls are paused, if they are
    // mainwindowwatches.cpp
    void buildWatches(QMenu *menu);
    void setWatchCandidate(std::optional<WatchTarget> target);
    void updateWatchActions();

    void buildMenus();
    void buildStatusBar(); // mainwindowstatus.cpp
    void wireFailures(); // mainwindowfailures.cpp
    void placeOutcome();
    // mainwindowselection.cpp
    void bindSelection();
    void followSelection();

    Poller *m_poller;
    ConsoleModels m_models;
    QTabWidget *m_tabs;
    MessageBanner *m_outcome;
    LookupView *m_lookupView;
    TasksView *m_tasksView;
    LeasesView *m_leasesView;
    DeliveriesView *m_deliveriesView;
    AlarmsView *m_alarmsView;
    FailuresView *m_failuresView;
    DashboardView *m_dashboardView;
    bool m_detailsHiddenByDashboard = false; // the dock comes back when the dashboard goes
    DetailPane *m_detail;
    ConnectionIndicator *m_indicator;
    QLabel *m_roleBadge;
    QString m_badgeBase; // from the schema; the health sample adds the replay lag
    bool m_pausedByHand = false; // View → Pause polling
    bool m_idle = false;
    int m_idleMinutes = 0;
    QSpinBox *m_interval;
    ProfileBand *m_band = nullptr;
    ProfileMenu *m_profileMenu = nullptr;
    SavedViewsMenu *m_savedViews = nullptr;
    WatchListView *m_watchList = nullptr;
    QDockWidget *m_watchDock = nullptr;
    QAction *m_watch = nullptr;
    QAction *m_watchChanges = nullptr;
    QAction *m_unwatch = nullptr;
    QAction *m_watchAfterActions = nullptr;
    std::optional<WatchTarget> m_watchCandidate;
    SelectedItem m_selected; // as last announced
};

#pragma once

#include "app/options.h"
#include "core/feedtable.h"
#include "core/rows/alarmrows.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/schemainfo.h"
#include "core/watch/watch.h"
#include "db/dbjob.h"
#include "db/rowreuse.h"
#include "models/profiles.h"
#include "models/stateestimatecache.h"

#include <QObject>
#include <memory>

class ActionController;
class AlarmDebtModel;
class AlarmsController;
class FailureGroupModel;
class FailuresController;
class DashboardController;
class DbClient;
class DeliveriesController;
class DeliveryTableModel;
class DesktopNotifier;
class DetailSource;
class DetailsController;
class ExportController;
class LeasesController;
class LookupController;
class MainWindow;
class PollSources;
class IdleWatch;
class SavedPasswords;
class Poller;
class TasksController;
class WatchController;
class WatchListModel;
class SinkLeaseModel;
class TaskLeaseModel;
class TaskTableModel;
struct ConnectionStatus;
struct DbConfig;

// The composition root of the GUI: creates the DB thread (through DbClient), the poller, the
// models and the window, and composes the controllers that wire them (each view's registers
// its polled sources; the window's intents go to the export, action and lookup controllers).
// It keeps what is the session's: which sources poll (the views on screen whose tables exist),
// what the schema probe found, passwords, reconnecting elsewhere. GUI thread. Destroying it
// saves the settings and shuts the DB thread down cleanly.
class ConsoleSession : public QObject
{
    Q_OBJECT
public:
    // Minutes without use after which only the watch list polls (setting poll/idlePauseMinutes).
    static constexpr int DefaultIdlePauseMinutes = 15;

    explicit ConsoleSession(const Options &options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Starts connecting and builds the window. Returns false (with `error`) on a DSN that
    // cannot be parsed or a feed table setting that cannot be used.
    bool start(QString *error);
    // Connects somewhere else without a restart (and leaves the profile in force, if any).
    bool connectTo(const QString &dsn, QString *error);
    // Switches to the stored profile `name` without a restart: its connection strings,
    // operator id and feed tables, its name in the title and, for production, the band.
    bool useProfile(const QString &name, QString *error);
    const std::optional<Profile> &profile() const { return m_profile; }
    const FeedTable &feed() const { return m_feed; }
    // The operator id actions are recorded with: the profile's, else --operator or
    // POOLSCOPE_OPERATOR; nullopt leaves it to the saved id or a question on first use.
    std::optional<qint64> profileOperator() const;
    // How writes are guarded: the profile's level, else Confirm.
    Protection profileProtection() const;

    // Follows a link that arrives while the console runs (app/singleinstance.h): now, once the
    // first data has been shown; else as a startup link is, when it has.
    void openLink(const DeepLink &link);

    MainWindow *window() const { return m_window.get(); }
    DbClient *client() const { return m_client; }
    Poller *poller() const { return m_poller; }
    const SchemaInfo &schema() const { return m_schema; }
    ActionController *actions() const { return m_actions; }
    DashboardController *dashboard() const { return m_dashboard; }
    WatchController *watches() const { return m_watches; }
    IdleWatch *idleWatch() const { return m_idleWatch; }
    DesktopNotifier *notifier() const { return m_notifier; }

Q_SIGNALS:
    // The first poll that brought the startup view's data has been applied.
    void firstDataShown();
    // The connection failed for good (wrong password, missing database, bad DSN).
    void connectionFailed(const QString &reason);
    void schemaProbed(const SchemaInfo &schema);

private:
    // start(), in order.
    bool readConfig(DbConfig *config, QString *error);
    void buildWindow();
    void composeControllers();
    void wireFirstData();
    void wireWindow();

    void askConnection();
    void applyFeed();
    void onStatus(const ConnectionStatus &status);
    void probe();
    void applySchema(const SchemaInfo &schema);
    void probeWriteSide();
    void updateActiveSources();
    void wireIdle();
    void markFirstData();
    void followLink();
    QString watchScope(const QString &databaseKey) const;
    void tellLanded(const QList<Watch> &watches);
    void wireNotifier();
    void clearModels();
    void reconnect(const DbConfig &config);
    // app/sessionprofiles.cpp
    bool applyStartupProfile(QString *error);
    FeedTable profileFeed(FeedTable base) const;
    void wireProfiles();
    void showProfile();
    void manageProfiles();

    Options m_options;
    FeedTable m_feed;
    DbClient *m_client;
    Poller *m_poller;
    PollSources *m_sources;
    IdleWatch *m_idleWatch = nullptr;
    TaskTableModel *m_tasks;
    TaskLeaseModel *m_taskLeases;
    SinkLeaseModel *m_sinkLeases;
    DeliveryTableModel *m_deliveries;
    AlarmDebtModel *m_alarms;
    FailureGroupModel *m_failures;
    DetailSource *m_detail;
    DashboardController *m_dashboard;
    std::unique_ptr<MainWindow> m_window;
    ActionController *m_actions = nullptr;
    ExportController *m_exports = nullptr;
    LookupController *m_lookup = nullptr;
    TasksController *m_tasksController = nullptr;
    LeasesController *m_leasesController = nullptr;
    DeliveriesController *m_deliveriesController = nullptr;
    AlarmsController *m_alarmsController = nullptr;
    FailuresController *m_failuresController = nullptr;
    DetailsController *m_details = nullptr;
    WatchListModel *m_watchModel;
    DesktopNotifier *m_notifier;
    WatchController *m_watches = nullptr;
    SchemaInfo m_schema;
    bool m_firstDataSeen = false;
    bool m_pollsAnswered = false; // the last poll was answered (logged when it changes)
    // The planner's estimates per state, for the task counts and the dashboard's sample.
    StateEstimateCache m_stateEstimates;
    SavedPasswords *m_passwords; // asks for or recalls the password the server wants
    std::optional<Profile> m_profile; // the profile in force, if any
};

#include "app/consolesession.h"

#include "app/actioncontroller.h"
#include "app/dashboardcontroller.h"
#include "app/detailscontroller.h"
#include "app/exportcontroller.h"
#include "app/failurescontroller.h"
#include "app/lookupcontroller.h"
#include "app/pollsources.h"
#include "app/savedpasswords.h"
#include "app/viewcontrollers.h"
#include "app/watchcontroller.h"
#include "core/watch/watchrules.h"
#include "db/dbclient.h"
#include "db/queries/schemaprobe.h"
#include "desktop/desktopnotifier.h"
#include "local/watchstore.h"
#include "models/alarmdebtmodel.h"
#include "models/deliverytablemodel.h"
#include "models/detailsource.h"
#include "models/failuregroupmodel.h"
#include "models/leasemodels.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "models/watchlistmodel.h"
#include "views/connectiondialog.h"
#include "views/idlewatch.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/savedviewsmenu.h"
#include "views/schemareportdialog.h"
#include "views/tasksview.h"

#include <QLoggingCategory>
#include <QSettings>

Q_LOGGING_CATEGORY(lcConsole, "poolscope.app")

using namespace Qt::StringLiterals;

namespace {
ConsoleView viewOfName(const QString &name)
{
    if (name == "lookup"_L1)
        return ConsoleView::Lookup;
    if (name == "leases"_L1)
        return ConsoleView::Leases;
    if (name == "deliveries"_L1)
        return ConsoleView::Deliveries;
    if (name == "alarms"_L1)
        return ConsoleView::Alarms;
    if (name == "dashboard"_L1)
        return ConsoleView::Dashboard;
    if (name == "failures"_L1)
        return ConsoleView::Failures;
    return ConsoleView::Tasks;
}
} // namespace

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_client(new DbClient(this))
    , m_poller(new Poller(m_client, this))
    , m_sources(new PollSources(m_poller, this))
    , m_tasks(new TaskTableModel(this))
    , m_taskLeases(new TaskLeaseModel(this))
    , m_sinkLeases(new SinkLeaseModel(this))
    , m_deliveries(new DeliveryTableModel(this))
    , m_alarms(new AlarmDebtModel(this))
    , m_failures(new FailureGroupModel(this))
    , m_detail(new DetailSource(this))
    , m_dashboard(new DashboardController(this))
    , m_watchModel(new WatchListModel(this))
    , m_notifier(new DesktopNotifier(this))
    , m_passwords(new SavedPasswords(
          m_client, [this] { return m_profile; }, this))
{
    connect(m_passwords, &SavedPasswords::gaveUp, this, &ConsoleSession::connectionFailed);
}

ConsoleSession::~ConsoleSession()
{
    if (m_window) {
        QSettings settings;
        m_window->saveSettings(settings);
        settings.setValue(u"poll/intervalSeconds"_s, m_poller->intervalMs() / 1000);
        if (!m_profile) { // a profile's feed tables are the profile's, not the default
            settings.setValue(u"feed/schema"_s, m_feed.schema);
            settings.setValue(u"feed/prefix"_s, m_feed.prefix);
        }
    }
    delete m_lookup; // before the window they point into
    m_lookup = nullptr;
    delete m_actions;
    m_actions = nullptr;
    m_window.reset();
    m_client->shutdown();
}

bool ConsoleSession::start(QString *error)
{
    if (!applyStartupProfile(error))
        return false;
    DbConfig config;
    if (!readConfig(&config, error))
        return false;
    m_client->start(config);
    buildWindow();
    composeControllers();
    wireFirstData();
    wireWindow();
    wireProfiles();
    updateActiveSources();
    // Polling starts once the probe has said which tables exist (applySchema).
    return true;
}

bool ConsoleSession::readConfig(DbConfig *config, QString *error)
{
    QSettings settings;
    m_feed.schema = m_options.feedSchema.isNull()
        ? settings.value(u"feed/schema"_s, m_feed.schema).toString()
        : m_options.feedSchema;
    m_feed.prefix = m_options.feedPrefix.isNull()
        ? settings.value(u"feed/prefix"_s, m_feed.prefix).toString()
        : m_options.feedPrefix;
    m_feed = profileFeed(m_feed);
    if (const QString problem = m_feed.problem(); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    DbError parseError;
    config->params = ConnectionParams::parse(m_options.dsn, &parseError);
    if (!config->params.isValid()) {
        *error = parseError.message;
        return false;
    }
    if (!m_options.readDsn.isEmpty()) {
        config->readParams = ConnectionParams::parse(m_options.readDsn, &parseError);
        if (!config->readParams.isValid()) {
            *error = u"--read-dsn: "_s + parseError.message;
            return false;
        }
    }
    config->limits.readOnly = m_profile && m_profile->protection == Protection::ReadOnly;
    config->via.sshDestination = m_options.ssh;
    config->via.passwordCommand = m_options.passwordCommand;
    const int interval = m_options.intervalSeconds > 0
        ? m_options.intervalSeconds
        : settings.value(u"poll/intervalSeconds"_s, 2).toInt();
    m_poller->setIntervalMs(interval * 1000);
    return true;
}

void ConsoleSession::buildWindow()
{
    ConsoleModels models;
    models.tasks = m_tasks;
    models.taskLeases = m_taskLeases;
    models.sinkLeases = m_sinkLeases;
    models.deliveries = m_deliveries;
    models.alarms = m_alarms;
    models.failures = m_failures;
    models.dashboard = m_dashboard->models();
    models.watches = m_watchModel;
    m_window = std::make_unique<MainWindow>(m_poller, models);
    m_window->setTargetName(m_client->config().params.redacted());
    connect(m_client, &DbClient::statusChanged, m_window.get(), &MainWindow::setConnectionStatus);
    m_window->setConnectionStatus(m_client->status());
    m_window->restoreSettings(QSettings());
    m_window->setCurrentView(viewOfName(m_options.view));
    m_passwords->setWindow(m_window.get());
}

// The controllers, in the order their sources poll: each view's rows, the server's health,
// then the details.
void ConsoleSession::composeControllers()
{
    MainWindow *w = m_window.get();
    m_actions = new ActionController(m_client, m_poller, w, this);
    m_exports = new ExportController(m_client, w, this);
    m_actions->setOperator(profileOperator());
    m_actions->setProtection(profileProtection());
    m_lookup = new LookupController(m_client, w->lookupView(), m_actions, this);
    // The lookup's answer on screen is read again at each poll, like every view's rows.
    connect(m_poller, &Poller::cycleFinished, m_lookup, &LookupController::refresh);
    m_tasksController
        = new TasksController(m_sources, m_tasks, w->tasksView(), &m_stateEstimates, this);
    m_leasesController
        = new LeasesController(m_sources, m_taskLeases, m_sinkLeases, w->leasesView(), this);
    m_deliveriesController
        = new DeliveriesController(m_sources, m_deliveries, w->deliveriesView(), this);
    m_alarmsController = new AlarmsController(m_sources, m_alarms, w->alarmsView(), this);
    m_dashboard->addSources(m_sources, w->dashboardView(), &m_stateEstimates);
    m_failuresController = new FailuresController(m_sources, m_failures, w->failuresView(),
                                                  w->dashboardView(), this);
    // A replay changes what the groups count ("dead, not replayed"): read them again now.
    connect(m_actions, &ActionController::actionFinished, m_failuresController,
            &FailuresController::refreshNow);
    applyFeed();
    m_sources->add(
        SourcePlace::always(), tr("The server's health"), [] { return QList<Requirement>(); },
        nullptr, [] { return schemaprobe::healthJob(); },
        [w](const QVariant &v) { w->setServerHealth(v.value<schemaprobe::ServerHealth>()); });
    // Before the details' own: the pane's source is switched on before its poll is asked for.
    connect(m_detail, &DetailSource::selectionChanged, this, &ConsoleSession::updateActiveSources);
    m_details = new DetailsController(m_client, m_sources, m_detail, w, m_sinkLeases, this);
    m_watches = new WatchController(m_sources, m_watchModel, w, m_actions,
                                    std::make_unique<WatchStore>(), this);
    connect(m_watches, &WatchController::landed, this, &ConsoleSession::tellLanded);
    wireNotifier();
}

// Whose watches and saved views: the profile's, else the database's (`databaseKey`, as the sample
// history keys it, never with credentials).
QString ConsoleSession::watchScope(const QString &databaseKey) const
{
    return m_profile ? u"profile:"_s + m_profile->name : u"db:"_s + databaseKey;
}

// What landed in one poll, told once: to the desktop (one notification, grouped for several)
// and in the window's banner.
void ConsoleSession::tellLanded(const QList<Watch> &landed)
{
    QList<DesktopNotice> notices;
    for (const Watch &w : landed)
        notices.append(watchrules::noticeOf(w));
    m_notifier->notify(notices);
    const bool bad = std::any_of(landed.begin(), landed.end(),
                                 [](const Watch &w) { return w.status != WatchStatus::Reached; });
    QString text = watchrules::outcomeLine(landed.first());
    if (landed.size() > 1)
        text = tr("%n watches finished: ", nullptr, int(landed.size())) + text
            + tr(" (and %n more in the watch list)", nullptr, int(landed.size() - 1));
    m_window->showOutcome(bad ? Tone::Warning : Tone::Good, text);
}

// A notification's action: the window comes forward (it may be minimised) and follows it.
void ConsoleSession::wireNotifier()
{
    connect(m_notifier, &DesktopNotifier::openRequested, this, [this](const QString &text) {
        m_window->bringForward();
        if (const auto link = DeepLink::parse(text))
            openLink(*link);
    });
    connect(m_notifier, &DesktopNotifier::watchListRequested, this, [this] {
        m_window->bringForward();
        m_window->showWatchList();
    });
    // bannerRequested (no notification service, no tray) needs nothing more: tellLanded
    // has put the same line in the window's banner.
}

void ConsoleSession::wireFirstData()
{
    connect(m_lookup, &LookupController::dataShown, this, &ConsoleSession::markFirstData);
    connect(m_tasksController, &TasksController::dataShown, this, &ConsoleSession::markFirstData);
    connect(m_leasesController, &LeasesController::dataShown, this, &ConsoleSession::markFirstData);
    connect(m_deliveriesController, &DeliveriesController::dataShown, this,
            &ConsoleSession::markFirstData);
    connect(m_alarmsController, &AlarmsController::dataShown, this, &ConsoleSession::markFirstData);
    connect(m_failuresController, &FailuresController::dataShown, this,
            &ConsoleSession::markFirstData);
    connect(m_dashboard, &DashboardController::dataShown, this, &ConsoleSession::markFirstData);
    // One line each way when polls start failing and when they are answered again: the chaos
    // soak (tools/chaos-soak) times how long a console took to show live data after a fault by
    // them.
    connect(m_poller, &Poller::cycleFinished, this, [this](bool ok, qint64) {
        if (ok == m_pollsAnswered)
            return;
        m_pollsAnswered = ok;
        if (ok)
            qCInfo(lcConsole) << "polls answered again";
        else
            qCInfo(lcConsole) << "a poll failed";
    });
}

// The window's intents that the session itself answers.
void ConsoleSession::wireWindow()
{
    MainWindow *w = m_window.get();
    // Before updateActiveSources, so the poll it starts asks for what the dashboard never got.
    connect(w, &MainWindow::currentViewChanged, m_dashboard, [this](ConsoleView v) {
        if (v == ConsoleView::Dashboard)
            m_dashboard->activated();
    });
    connect(w, &MainWindow::currentViewChanged, this, &ConsoleSession::updateActiveSources);
    connect(w, &MainWindow::detailVisibilityChanged, this, &ConsoleSession::updateActiveSources);
    wireIdle();
    connect(m_client, &DbClient::statusChanged, this, &ConsoleSession::onStatus);
    // Whatever runs now on the two reading connections: a whole value loading (interactive),
    // a poll (read). (A pending lookup is cancelled by the lookup view itself.)
    connect(w, &MainWindow::cancelRunningRequested, m_client, [this] {
        m_client->cancelRunning(JobRoute::Interactive);
        m_client->cancelRunning(JobRoute::Read);
    });
    connect(w, &MainWindow::connectRequested, this, &ConsoleSession::askConnection);
    connect(w, &MainWindow::schemaReportRequested, this, [this] {
        SchemaReportDialog dialog(m_schema, m_window.get());
        dialog.exec();
    });
}

void ConsoleSession::askConnection()
{
    ConnectionDialog dialog(
        m_client->config().params.redacted() == u"(libpq defaults)"_s ? QString() : m_options.dsn,
        m_window.get());
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!connectTo(dialog.dsn(), &error))
        m_window->tasksView()->setError(error);
}

void ConsoleSession::applyFeed()
{
    m_actions->setFeed(m_feed);
    m_exports->setFeed(m_feed); // the sink leases' export
    m_leasesController->setFeed(m_feed);
}

bool ConsoleSession::connectTo(const QString &dsn, QString *error)
{
    DbError parseError;
    DbConfig config;
    config.params = ConnectionParams::parse(dsn, &parseError);
    if (!config.params.isValid()) {
        *error = parseError.message;
        return false;
    }
    m_options.dsn = dsn;
    if (m_profile) { // the profile's tunnel and command were for its server, not this one
        m_options.ssh.clear();
        m_options.passwordCommand.clear();
    }
    config.via.sshDestination = m_options.ssh;
    config.via.passwordCommand = m_options.passwordCommand;
    m_profile.reset();
    reconnect(config);
    return true;
}

void ConsoleSession::reconnect(const DbConfig &config)
{
    m_schema = SchemaInfo();
    m_alarmsController->setSchema(m_schema);
    m_failuresController->setSchema(m_schema);
    m_stateEstimates.clear(); // another database's
    clearModels();
    m_detail->clear();
    showProfile();
    m_window->setTargetName(config.params.redacted());
    m_client->start(config);
}

void ConsoleSession::clearModels()
{
    m_tasks->applyWindow({});
    m_taskLeases->apply({});
    m_sinkLeases->apply({});
    m_deliveries->applyWindow({});
    m_alarms->apply({});
    m_failures->clear();
    m_dashboard->clear();
}

void ConsoleSession::onStatus(const ConnectionStatus &status)
{
    if (status.phase != ConnectionStatus::Phase::Live && m_pollsAnswered) {
        // Polls wait for the connection rather than fail: say it here, so that the next
        // answered poll is logged as the way back.
        m_pollsAnswered = false;
        qCInfo(lcConsole) << "connection lost";
    }
    switch (status.phase) {
    case ConnectionStatus::Phase::Live:
        probe();
        return;
    case ConnectionStatus::Phase::Failed:
        if (m_passwords->handle(status))
            return; // restarted with a password, or gaveUp() says why not
        Q_EMIT connectionFailed(status.error.summary());
        return;
    case ConnectionStatus::Phase::Idle:
    case ConnectionStatus::Phase::Connecting:
    case ConnectionStatus::Phase::Reconnecting:
        return;
    }
}

void ConsoleSession::probe()
{
    m_client->submit(schemaprobe::job(m_feed), this, [this](const DbReply &r) {
        if (r.error.isError()) {
            qCWarning(lcConsole) << "schema probe failed:" << r.error.summary();
            return; // the reconnect that follows probes again
        }
        applySchema(r.value.value<SchemaInfo>());
    });
}

void ConsoleSession::applySchema(const SchemaInfo &probed)
{
    SchemaInfo schema = probed;
    // A proxy or pooler listens on a port of its own; the server reports the one it listens on.
    bool portOk = false;
    const int connectedPort = m_client->status().server.port.toInt(&portOk);
    schema.viaPooler = portOk && schema.serverPort != 0 && connectedPort != schema.serverPort;
    if (m_client->config().limits.readOnly && m_profile)
        schema.readOnlyProfile = m_profile->name;
    m_leasesController->setConnection(schema.viaPooler, connectedPort, schema.serverPort);
    if (m_client->config().separateReads()) {
        // Views read a standby; whether actions may write is the primary's to say.
        schema.readsFromStandby = schema.inRecovery;
        schema.inRecovery = false;
        schema.defaultReadOnly = false;
        probeWriteSide();
    }
    m_schema = schema;
    m_window->setSchema(schema);
    m_actions->setSchema(schema);
    m_lookup->setSchema(schema);
    m_tasksController->setSchema(schema);
    m_alarmsController->setSchema(schema);
    m_failuresController->setSchema(schema);
    // The history's and the watches' key names the database, never the credentials.
    const ServerInfo server = m_client->status().server;
    const QString databaseKey = server.host + u':' + server.port + u'/' + server.database;
    m_dashboard->applyProbe(schema, m_feed, databaseKey);
    m_details->setSchema(schema);
    m_exports->setSchema(schema);
    m_watches->setSchema(schema);
    m_watches->setFeed(m_feed);
    m_watches->setScope(watchScope(databaseKey));
    m_window->savedViewsMenu()->setScope(watchScope(databaseKey)); // saved views: the same
    updateActiveSources();
    Q_EMIT schemaProbed(schema);
    m_poller->start();
    if (!m_options.lookup.isEmpty()) {
        // Once: a reconnect later must not run it again over what the operator did since.
        const QString text = std::exchange(m_options.lookup, QString());
        m_window->setCurrentView(ConsoleView::Lookup);
        m_window->lookupView()->lookUp(text);
    }
    if (m_window->currentView() == ConsoleView::Lookup)
        followLink(); // a lookup link needs no polled data
}

void ConsoleSession::probeWriteSide()
{
    m_client->submit(schemaprobe::writeSideJob(), this, [this](const DbReply &r) {
        if (r.error.isError()) {
            m_window->showOutcome(Tone::Warning,
                                  tr("The primary (for actions) could not be reached: %1")
                                      .arg(readFailureText(r.error)));
            return;
        }
        const auto w = r.value.value<schemaprobe::WriteSide>();
        m_schema.inRecovery = w.inRecovery;
        m_schema.defaultReadOnly = w.defaultReadOnly;
        m_window->setSchema(m_schema);
        m_actions->setSchema(m_schema);
    });
}

// A console nobody uses stops costing the database its polls (docs/performance.md, "Server
// cost per console"): after poll/idlePauseMinutes without a key, click or mouse move (0:
// never), only the watch list polls; the first touch polls everything at once.
void ConsoleSession::wireIdle()
{
    m_idleWatch = new IdleWatch(this);
    const int minutes = m_options.idlePauseMinutes.value_or(
        QSettings().value(u"poll/idlePauseMinutes"_s, DefaultIdlePauseMinutes).toInt());
    m_idleWatch->setIdleAfterMs(qint64(std::max(0, minutes)) * 60'000);
    connect(m_idleWatch, &IdleWatch::idleChanged, this, [this](bool idle) {
        qCInfo(lcConsole) << (idle ? "unused: polls paused" : "in use again: polls resumed");
        m_window->setIdle(idle, int(m_idleWatch->idleAfterMs() / 60'000));
        updateActiveSources();
        if (!idle)
            m_poller->pollNow();
    });
}

void ConsoleSession::updateActiveSources()
{
    if (!m_window)
        return;
    m_sources->update(m_window->currentView(),
                      m_window->detailPaneShown() && m_detail->kind() != DetailSource::Kind::None,
                      m_schema, m_idleWatch && m_idleWatch->isIdle());
}

void ConsoleSession::markFirstData()
{
    if (m_firstDataSeen)
        return;
    m_firstDataSeen = true;
    qCInfo(lcConsole) << "first data shown"; // scripts/bench times the launch by this line
    Q_EMIT firstDataShown();
    followLink(); // once the view it opens on has its rows, so it can select among them
}

void ConsoleSession::followLink()
{
    // Once: a reconnect later must not follow it again over what the operator did since.
    if (const std::optional<DeepLink> link = std::exchange(m_options.link, std::nullopt))
        m_window->openLink(*link);
}

void ConsoleSession::openLink(const DeepLink &link)
{
    if (m_firstDataSeen) {
        m_window->openLink(link);
        return;
    }
    m_options.link = link; // the newest link wins over one still waiting
    m_window->setCurrentView(viewOfName(link.view()));
    if (m_schema.probed && m_window->currentView() == ConsoleView::Lookup)
        followLink(); // as applySchema does: a lookup link needs no polled data
}

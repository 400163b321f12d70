#include "app/consolesession.h"

#include "app/actioncontroller.h"
#include "app/dashboardcontroller.h"
#include "app/exportcontroller.h"
#include "app/lookupcontroller.h"
#include "db/dbclient.h"
#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/detailquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/schemaprobe.h"
#include "db/queries/taskquery.h"
#include "models/alarmdebtmodel.h"
#include "models/deliverytablemodel.h"
#include "models/detailsource.h"
#include "models/leasemodels.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/alarmsview.h"
#include "views/connectiondialog.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/messagebanner.h"
#include "views/schemareportdialog.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

#include <QLoggingCategory>
#include <QSettings>

Q_LOGGING_CATEGORY(lcConsole, "poolscope.app")

using namespace Qt::StringLiterals;

namespace {
constexpr int DetailPaneView = -1;
constexpr int AlwaysPolled = -2;

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
    return ConsoleView::Tasks;
}

bool isTransient(const DbError &e)
{
    return e.kind == DbErrorKind::NotConnected || e.kind == DbErrorKind::ConnectionLost;
}
} // namespace

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_client(new DbClient(this))
    , m_poller(new Poller(m_client, this))
    , m_tasks(new TaskTableModel(this))
    , m_taskLeases(new TaskLeaseModel(this))
    , m_sinkLeases(new SinkLeaseModel(this))
    , m_deliveries(new DeliveryTableModel(this))
    , m_alarms(new AlarmDebtModel(this))
    , m_detail(new DetailSource(this))
    , m_dashboard(new DashboardController(this))
{
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
    DbConfig config;
    config.params = ConnectionParams::parse(m_options.dsn, &parseError);
    if (!config.params.isValid()) {
        *error = parseError.message;
        return false;
    }
    if (!m_options.readDsn.isEmpty()) {
        config.readParams = ConnectionParams::parse(m_options.readDsn, &parseError);
        if (!config.readParams.isValid()) {
            *error = u"--read-dsn: "_s + parseError.message;
            return false;
        }
    }
    const int interval = m_options.intervalSeconds > 0
        ? m_options.intervalSeconds
        : settings.value(u"poll/intervalSeconds"_s, 2).toInt();
    m_poller->setIntervalMs(interval * 1000);

    const ConsoleModels models { m_tasks,      m_taskLeases, m_sinkLeases,
                                 m_deliveries, m_alarms,     m_dashboard->models() };
    m_client->start(config);
    m_window = std::make_unique<MainWindow>(m_poller, models);
    m_window->setTargetName(m_client->config().params.redacted());
    connect(m_client, &DbClient::statusChanged, m_window.get(), &MainWindow::setConnectionStatus);
    m_window->setConnectionStatus(m_client->status());
    // Whatever runs now on the two reading connections: a whole value loading (interactive),
    // a poll (read). (A pending lookup is cancelled by the lookup view itself.)
    connect(m_window.get(), &MainWindow::cancelRunningRequested, m_client, [this] {
        m_client->cancelRunning(JobRoute::Interactive);
        m_client->cancelRunning(JobRoute::Read);
    });
    m_window->restoreSettings(settings);
    m_window->setCurrentView(viewOfName(m_options.view));

    m_actions = new ActionController(m_client, m_poller, m_window.get(), this);
    m_actions->setFeed(m_feed);
    m_exports = new ExportController(m_client, m_window.get(), this);
    m_exports->setFeed(m_feed); // the sink leases' export
    m_actions->setOperator(profileOperator());
    m_lookup = new LookupController(m_client, m_window->lookupView(), m_actions, this);
    connect(m_window->lookupView(), &LookupView::resultShown, this, &ConsoleSession::markFirstData);
    addSources();
    wireDetails();
    connect(m_window.get(), &MainWindow::currentViewChanged, this,
            &ConsoleSession::updateActiveSources);
    connect(m_window.get(), &MainWindow::detailVisibilityChanged, this,
            &ConsoleSession::updateActiveSources);
    connect(m_client, &DbClient::statusChanged, this, &ConsoleSession::onStatus);
    connect(m_window.get(), &MainWindow::connectRequested, this, [this] {
        ConnectionDialog dialog(m_client->config().params.redacted() == u"(libpq defaults)"_s
                                    ? QString()
                                    : m_options.dsn,
                                m_window.get());
        if (dialog.exec() != QDialog::Accepted)
            return;
        QString error;
        if (!connectTo(dialog.dsn(), &error))
            m_window->tasksView()->setError(error);
    });
    connect(m_window.get(), &MainWindow::schemaReportRequested, this, [this] {
        SchemaReportDialog dialog(m_schema, m_window.get());
        dialog.exec();
    });
    wireProfiles();
    updateActiveSources();
    // Polling starts once the probe has said which tables exist (applySchema).
    return true;
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
    m_profile.reset();
    reconnect(config);
    return true;
}

void ConsoleSession::reconnect(const DbConfig &config)
{
    m_schema = SchemaInfo();
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
    m_dashboard->clear();
}

void ConsoleSession::addSource(int view, const QString &name,
                               std::function<QList<Requirement>()> requirements,
                               MessageBanner *banner, std::function<DbJob()> makeJob,
                               std::function<void(const QVariant &)> apply)
{
    Source s;
    s.view = view;
    s.requirements = std::move(requirements);
    s.banner = banner;
    s.id = m_poller->addSource(
        name, std::move(makeJob),
        [banner, apply = std::move(apply), name](const DbError &e, const QVariant &v) {
            if (e.isError() && !v.isValid()) {
                // Keep the last rows; a lost connection is told by the status bar.
                if (!isTransient(e) && banner)
                    banner->showMessage(
                        tr("%1 could not be read: %2").arg(name, readFailureText(e)), Tone::Bad);
                return;
            }
            if (banner)
                banner->clearMessage();
            apply(v);
        });
    m_sources.append(s);
}

void ConsoleSession::addSources()
{
    MainWindow *w = m_window.get();
    const int tasks = int(ConsoleView::Tasks);
    // The rows first: the counts are left out of the cycle that brings the first window and
    // read in the follow-up it asks for. On a big table whose dead index entries a long
    // transaction keeps, the counts can take a second, and the first data waited for them.
    addSource(
        tasks, tr("The tasks"), &requirements::tasks, w->tasksView()->banner(),
        [this] { return taskquery::windowJob(m_tasks->filter(), m_taskRows); },
        [this](const QVariant &v) {
            m_tasks->applyWindow(v.value<TaskWindow>());
            markFirstData();
            if (!m_taskWindowShown) {
                m_taskWindowShown = true;
                m_poller->invalidate(m_taskCountsSource);
            }
        });
    const int tasksSource = m_sources.last().id;
    connect(m_tasks, &TaskTableModel::queryChanged, this,
            [this, tasksSource] { m_poller->invalidate(tasksSource); });
    addSource(
        tasks, tr("The task counts"), &requirements::tasks, w->tasksView()->banner(),
        [this] {
            if (!m_taskWindowShown)
                return DbJob();
            return taskquery::countsJob(taskquery::CountCap, m_stateEstimates.current());
        },
        [this, w](const QVariant &v) {
            const auto counts = v.value<TaskStateCounts>();
            m_stateEstimates.remember(counts.estimatesRead);
            w->tasksView()->filterBar()->setCounts(counts);
        });
    m_taskCountsSource = m_sources.last().id;

    const int leases = int(ConsoleView::Leases);
    addSource(
        leases, tr("The task leases"), &requirements::taskLeases, w->leasesView()->taskBanner(),
        [] { return leasequery::taskLeasesJob(); },
        [this](const QVariant &v) {
            m_taskLeases->apply(v.value<LeaseSnapshot>());
            markFirstData();
        });
    addSource(
        leases, tr("The feed sink leases"), [this] { return requirements::sinkLeases(m_feed); },
        w->leasesView()->sinkBanner(), [this] { return leasequery::sinkLeasesJob(m_feed); },
        [this](const QVariant &v) { m_sinkLeases->apply(v.value<LeaseSnapshot>()); });

    const int deliveries = int(ConsoleView::Deliveries);
    addSource(
        deliveries, tr("The deliveries"), &requirements::deliveries, w->deliveriesView()->banner(),
        [this] { return deliveryquery::windowJob(m_deliveries->filter(), m_deliveryRows); },
        [this](const QVariant &v) {
            m_deliveries->applyWindow(v.value<DeliveryWindow>());
            markFirstData();
        });
    const int deliveriesSource = m_sources.last().id;
    connect(m_deliveries, &DeliveryTableModel::queryChanged, this,
            [this, deliveriesSource] { m_poller->invalidate(deliveriesSource); });

    const int alarms = int(ConsoleView::Alarms);
    addSource(
        alarms, tr("The alarm debt"), &requirements::alarmDebt, w->alarmsView()->banner(),
        [this] {
            return alarmquery::debtJob(
                m_alarms->limit(), m_schema.hasIndex(QLatin1StringView(alarmquery::OwedByAgeIndex)),
                m_alarmRows);
        },
        [this](const QVariant &v) {
            m_alarms->apply(v.value<AlarmDebtSnapshot>());
            markFirstData();
        });
    const int alarmsSource = m_sources.last().id;
    connect(m_alarms, &AlarmDebtModel::queryChanged, this,
            [this, alarmsSource] { m_poller->invalidate(alarmsSource); });
    addDashboardSources();

    addSource(
        AlwaysPolled, tr("The server's health"), [] { return QList<Requirement>(); }, nullptr,
        [] { return schemaprobe::healthJob(); },
        [w](const QVariant &v) { w->setServerHealth(v.value<schemaprobe::ServerHealth>()); });

    addSource(
        DetailPaneView, tr("The details"), [] { return QList<Requirement>(); }, nullptr,
        [this] { return m_detail->job(); }, [this](const QVariant &v) { m_detail->apply({}, v); });
    const int detailSource = m_sources.last().id;
    connect(m_detail, &DetailSource::selectionChanged, this, [this, detailSource] {
        updateActiveSources();
        m_poller->invalidate(detailSource);
    });
}

void ConsoleSession::wireDetails()
{
    MainWindow *w = m_window.get();
    DetailPane *pane = w->detailPane();
    connect(w->tasksView(), &TasksView::currentTaskChanged, m_detail, &DetailSource::selectTask);
    connect(w->lookupView(), &LookupView::currentTaskChanged, m_detail, &DetailSource::selectTask);
    connect(w->lookupView(), &LookupView::currentDeliveryChanged, m_detail,
            &DetailSource::selectDelivery);
    connect(w->lookupView(), &LookupView::currentDeviceChanged, m_detail,
            &DetailSource::selectAlarm);
    connect(w->leasesView(), &LeasesView::currentTaskChanged, m_detail, &DetailSource::selectTask);
    connect(w->deliveriesView(), &DeliveriesView::currentDeliveryChanged, m_detail,
            &DetailSource::selectDelivery);
    connect(w->alarmsView(), &AlarmsView::currentDebtChanged, m_detail, &DetailSource::selectAlarm);
    connect(w->leasesView(), &LeasesView::currentSinkChanged, this,
            [this, pane](const QString &feed, const QString &sink) {
                m_detail->clear();
                const int row = m_sinkLeases->rowOfKey(feed + QChar(0x1f) + sink);
                if (row >= 0)
                    pane->showSinkLease(*m_sinkLeases->rowAt(row), m_sinkLeases->nowMs(),
                                        m_schema.canReadAllStats);
            });
    // What the pane showed is about another row, or about nothing now: it goes at once, not
    // when the new row is read (never, for nothing), so it is never taken for what is selected.
    connect(m_detail, &DetailSource::selectionChanged, pane, [this, pane] {
        pane->showHint(m_detail->kind() == DetailSource::Kind::None ? tr("Nothing selected")
                                                                    : tr("Reading…"));
    });
    connect(m_detail, &DetailSource::taskReady, pane, &DetailPane::showTask);
    connect(m_detail, &DetailSource::deliveryReady, pane, &DetailPane::showDelivery);
    connect(m_detail, &DetailSource::alarmReady, pane, &DetailPane::showAlarm);
    connect(m_detail, &DetailSource::failed, pane, &DetailPane::showError);
    connect(pane, &DetailPane::fullValueRequested, this,
            [this](DetailField field, const QString &key, JsonView::Purpose purpose) {
                requestFullValue(int(field), key, int(purpose));
            });
}

void ConsoleSession::requestFullValue(int fieldValue, const QString &key, int purposeValue)
{
    const auto field = static_cast<DetailField>(fieldValue);
    const auto purpose = static_cast<JsonView::Purpose>(purposeValue);
    DetailPane *pane = m_window->detailPane();
    m_client->submit(detailquery::fullValueJob(field, key), pane,
                     [pane, field, purpose](const DbReply &r) {
                         if (r.error.isError())
                             pane->provideFullValueError(field, purpose, readFailureText(r.error));
                         else
                             pane->provideFullValue(field, purpose, r.value.toString());
                     });
}

void ConsoleSession::onStatus(const ConnectionStatus &status)
{
    switch (status.phase) {
    case ConnectionStatus::Phase::Live:
        probe();
        return;
    case ConnectionStatus::Phase::Failed:
        if (status.needsPassword && !m_askingPassword) {
            m_askingPassword = true;
            const auto password = askPassword(m_window.get(), status.target, status.server.user);
            m_askingPassword = false;
            if (password) {
                DbConfig config = m_client->config();
                config.params = config.params.withPassword(*password);
                m_client->start(config);
                return;
            }
        }
        Q_EMIT connectionFailed(status.error.summary());
        return;
    default:
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
    m_window->leasesView()->setPoolerNote(schema.viaPooler
                                              ? tr("Connected through a proxy or pooler (port %1; "
                                                   "the server listens on %2). The sessions "
                                                   "listed are the server's own: a worker that "
                                                   "itself connects through a pooler shows as the "
                                                   "pooler's server connection, whose address and "
                                                   "application name may be another client's.")
                                                    .arg(connectedPort)
                                                    .arg(schema.serverPort)
                                              : QString());
    if (m_client->config().separateReads()) {
        // Views read a standby; whether actions may write is the primary's to say.
        schema.readsFromStandby = schema.inRecovery;
        schema.inRecovery = false;
        schema.defaultReadOnly = false;
        m_client->submit(schemaprobe::writeSideJob(), this, [this](const DbReply &r) {
            if (r.error.isError()) {
                m_window->showOutcome(Tone::Warning,
                                      tr("The primary (for actions) could not be reached: %1")
                                          .arg(r.error.summary()));
                return;
            }
            const auto w = r.value.value<schemaprobe::WriteSide>();
            m_schema.inRecovery = w.inRecovery;
            m_schema.defaultReadOnly = w.defaultReadOnly;
            m_window->setSchema(m_schema);
            m_actions->setSchema(m_schema);
        });
    }
    m_schema = schema;
    m_window->setSchema(schema);
    m_actions->setSchema(schema);
    m_lookup->setSchema(schema);
    m_tasks->setMessageIdIndexed(schema.hasIndex(u"poolscope_tasks_message_id_idx"_s));
    applyDashboardSchema(schema);
    const RelationInfo *replays = schema.relation(u"task_replays"_s);
    m_detail->setReplaysReadable(replays && replays->exists && replays->canSelect);
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

void ConsoleSession::updateActiveSources()
{
    if (!m_window)
        return;
    const int current = int(m_window->currentView());
    const bool detailVisible = m_window->detailPane()->isVisibleTo(m_window.get())
        || !m_window->isVisible(); // before show(), assume it will be
    for (const Source &s : m_sources) {
        const QStringList unmet
            = m_schema.probed ? m_schema.unmet(s.requirements()) : QStringList();
        if (s.banner && !unmet.isEmpty())
            s.banner->showMessage(tr("This view cannot be shown: %1.").arg(unmet.join(u"; "_s)),
                                  Tone::Warning);
        const bool onScreen = s.view == AlwaysPolled ? true
            : s.view == DetailPaneView
            ? detailVisible && m_detail->kind() != DetailSource::Kind::None
            : s.view == current;
        m_poller->setActive(s.id, onScreen && unmet.isEmpty());
    }
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
    if (!m_options.link.isEmpty())
        m_window->openLink(QUrl(std::exchange(m_options.link, QString())));
}

#include "app/consolesession.h"

#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

using namespace Qt::StringLiterals;

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_client(new DbClient(this))
    , m_poller(new Poller(m_client, this))
    , m_tasks(new TaskTableModel(this))
{
}

ConsoleSession::~ConsoleSession()
{
    m_window.reset();
    m_client->shutdown();
}

bool ConsoleSession::start(QString *error)
{
    DbError parseError;
    DbConfig config;
    config.params = ConnectionParams::parse(m_options.dsn, &parseError);
    if (!config.params.isValid()) {
        *error = parseError.message;
        return false;
    }
    m_client->start(config);
    if (m_options.intervalSeconds > 0)
        m_poller->setIntervalMs(m_options.intervalSeconds * 1000);

    m_window = std::make_unique<MainWindow>(m_client, m_poller, m_tasks);
    TasksView *tasksView = m_window->tasksView();

    const int tasksSource = m_poller->addSource(
        u"tasks"_s, [this] { return taskquery::windowJob(m_tasks->filter()); },
        [this, tasksView](const DbError &e, const QVariant &value) {
            if (e.isError()) {
                // Keep the last rows on screen; the status bar says the data is stale.
                if (e.kind != DbErrorKind::NotConnected && e.kind != DbErrorKind::ConnectionLost)
                    tasksView->setError(tr("The tasks could not be read: %1").arg(e.summary()));
                return;
            }
            tasksView->setError({});
            m_tasks->applyWindow(value.value<TaskWindow>());
            if (!m_firstDataSeen) {
                m_firstDataSeen = true;
                Q_EMIT firstDataShown();
            }
        });
    connect(m_tasks, &TaskTableModel::queryChanged, this,
            [this, tasksSource] { m_poller->invalidate(tasksSource); });
    connect(m_client, &DbClient::statusChanged, this, [this](const ConnectionStatus &s) {
        if (s.phase == ConnectionStatus::Phase::Failed)
            Q_EMIT connectionFailed(s.error.summary());
    });
    m_poller->start();
    return true;
}

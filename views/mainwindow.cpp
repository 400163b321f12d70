#include "views/mainwindow.h"

#include "db/dbclient.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "views/connectionindicator.h"
#include "views/tasksview.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(DbClient *client, Poller *poller, TaskTableModel *tasks, QWidget *parent)
    : QMainWindow(parent)
    , m_client(client)
    , m_poller(poller)
    , m_tabs(new QTabWidget(this))
    , m_tasksView(new TasksView(tasks, this))
    , m_indicator(new ConnectionIndicator(this))
{
    setWindowTitle(tr("PoolScope — %1").arg(client->config().params.redacted()));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_tasksView, tr("&Tasks"));
    setCentralWidget(m_tabs);
    statusBar()->addWidget(m_indicator, 1);
    statusBar()->setSizeGripEnabled(true);

    connect(client, &DbClient::statusChanged, m_indicator, &ConnectionIndicator::setStatus);
    m_indicator->setStatus(client->status());
    connect(poller, &Poller::cycleFinished, this, [this](bool ok, qint64 latencyUs) {
        m_indicator->setLastPoll(m_poller->lastPollAt(), latencyUs, ok);
    });
    buildMenus();
    resize(1280, 760);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *refresh = view->addAction(tr("&Refresh now"), m_poller, &Poller::pollNow);
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *pause = view->addAction(tr("&Pause polling"));
    pause->setCheckable(true);
    connect(pause, &QAction::toggled, m_poller, &Poller::setPaused);
}

#pragma once

#include <QMainWindow>

class ConnectionIndicator;
class DbClient;
class Poller;
class QTabWidget;
class TaskTableModel;
class TasksView;

// The console's window: a composition of views around a status bar. GUI thread. Owns its
// widgets; the client, poller and models belong to the composition root (app/).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(DbClient *client, Poller *poller, TaskTableModel *tasks, QWidget *parent = nullptr);

    ConnectionIndicator *connectionIndicator() const { return m_indicator; }
    TasksView *tasksView() const { return m_tasksView; }

private:
    void buildMenus();

    DbClient *m_client;
    Poller *m_poller;
    QTabWidget *m_tabs;
    TasksView *m_tasksView;
    ConnectionIndicator *m_indicator;
};

#pragma once

#include "app/options.h"

#include <QObject>
#include <memory>

class DbClient;
class MainWindow;
class Poller;
class TaskTableModel;

// The composition root of the GUI: creates the DB thread (through DbClient), the poller,
// the models and the window, and wires them. GUI thread. Destroying it shuts the DB thread
// down cleanly (running statements cancelled, connections closed on their own thread).
class ConsoleSession : public QObject
{
    Q_OBJECT
public:
    explicit ConsoleSession(const Options &options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Starts connecting and shows the window. Returns false (with `error`) on a DSN that
    // cannot be parsed.
    bool start(QString *error);

    MainWindow *window() const { return m_window.get(); }

Q_SIGNALS:
    // The first poll that brought rows (or an empty table) has been applied to the view.
    void firstDataShown();
    // The connection failed for good (wrong password, missing database, bad DSN).
    void connectionFailed(const QString &reason);

private:
    Options m_options;
    DbClient *m_client;
    Poller *m_poller;
    TaskTableModel *m_tasks;
    std::unique_ptr<MainWindow> m_window;
    bool m_firstDataSeen = false;
};

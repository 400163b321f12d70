#pragma once

#include "core/connectionstatus.h"
#include "db/dbjob.h"
#include "db/dbworker.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <functional>

// The GUI thread's handle on the DB thread. Lives on the thread that creates it (the GUI
// thread in the app, the main thread in the CLI and tests); owns the DB thread and the
// DbWorker on it. Every call returns at once: work is queued to the worker, and answers
// come back as callbacks on this object's thread.
//
// Ordering and cancellation: a callback runs at most once, in the order the worker answered,
// and never after its context object is destroyed. shutdown() cancels what is running,
// closes the connections on the DB thread and joins it; it is called by the destructor.
class DbClient : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const DbReply &)>;

    explicit DbClient(QObject *parent = nullptr);
    ~DbClient() override;

    void start(const DbConfig &config);
    quint64 submit(const DbJob &job, QObject *context, Callback callback);
    // Cancels whatever runs on the route now (the window's "Cancel running query").
    void cancelRunning(JobRoute route = JobRoute::Read);
    // Cancels one submitted job, queued or running (DbWorker::cancel); its callback still
    // runs once, with the outcome. Harmless for a ticket already answered.
    void cancel(quint64 ticket);
    void reconnectNow();
    void shutdown();

    const ConnectionStatus &status() const { return m_status; }
    const DbConfig &config() const { return m_config; }

Q_SIGNALS:
    void statusChanged(const ConnectionStatus &status);

private:
    void onJobFinished(const DbReply &reply);

    struct Pending
    {
        QPointer<QObject> context;
        Callback callback;
    };

    QThread m_thread;
    DbWorker *m_worker = nullptr;
    QHash<quint64, Pending> m_pending;
    quint64 m_nextTicket = 1;
    ConnectionStatus m_status;
    DbConfig m_config;
};

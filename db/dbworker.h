#pragma once

#include "core/connectionstatus.h"
#include "db/connectionparams.h"
#include "db/connectvia.h"
#include "db/dbjob.h"
#include "db/sessionlimits.h"

#include <QObject>
#include <deque>

class ConnectPreparer;
class PgSession;
class QTimer;

struct DbConfig
{
    ConnectionParams params; // the primary: actions always go here
    // Where polls, lookups and details go, when not the primary (a streaming standby). Invalid:
    // the primary serves reads too.
    ConnectionParams readParams;
    SessionLimits limits;
    ConnectVia via; // a tunnel and a password command, for every connection

    const ConnectionParams &readTarget() const
    {
        return readParams.isValid() ? readParams : params;
    }
    bool separateReads() const { return readParams.isValid(); }
};
Q_DECLARE_METATYPE(DbConfig)

// Owns every connection to the pool database. Lives on the DB thread: created without a
// parent, moved there by DbClient, and driven only through queued calls; all its members
// are touched on that thread alone. Connections are opened in start(), never in the
// constructor.
//
// Ordering: jobs on one route run one at a time in submission order; every submitted job
// is answered by exactly one jobFinished, including when the connection is down (NotConnected:
// nothing was sent) or dies mid-job (ConnectionLost, outcomeUnknown for a sent write).
// The read connection reconnects by itself with exponential backoff and jitter, and says
// whether the console is connected; the interactive and write connections open on demand
// (an interactive job is refused, like a read, while the read connection is down).
class DbWorker : public QObject
{
    Q_OBJECT
public:
    DbWorker();
    ~DbWorker() override;

    void start(const DbConfig &config);
    void submit(quint64 ticket, const DbJob &job);
    void cancelRunning(JobRoute route);
    // Cancels one job: a queued one is taken off its queue and answered at once (Timeout,
    // nothing was sent); a running one has its statement cancelled on the server and is
    // answered as the server answers it (a write cancelled before its commit is rolled back,
    // one cancelled too late has committed, and its answer says so). A ticket already
    // answered is ignored.
    void cancel(quint64 ticket);
    void reconnectNow();
    // Cancels running statements, fails queued jobs and closes every connection.
    void stop();

Q_SIGNALS:
    void statusChanged(const ConnectionStatus &status);
    void jobFinished(const DbReply &reply);

private:
    struct Pending
    {
        quint64 ticket;
        DbJob job;
    };
    struct Lane
    {
        PgSession *session = nullptr;
        std::deque<Pending> queue;
        bool running = false;
        quint64 runningTicket = 0;
    };

    Lane &lane(JobRoute route);
    void openOnDemand(JobRoute route);
    void openRead();
    void onReadOpened();
    void onReadFailed(const DbError &error);
    void onReadLost(const DbError &error);
    void onTunnelEnded(const DbError &why);
    void onInteractiveFailed(const DbError &error);
    void scheduleReconnect(const DbError &why);
    void pump(JobRoute route);
    void failQueue(Lane &lane, const DbError &error);
    void answer(quint64 ticket, const DbError &error, bool outcomeUnknown = false);
    void teardown(Lane &lane, const DbError &why);
    PgSession *newSession(const QString &name);
    DbError explained(const DbError &error, const PgSession &session) const;

    DbConfig m_config;
    ConnectionStatus m_status;
    Lane m_read;
    Lane m_interactive;
    Lane m_write;
    QTimer *m_retryTimer = nullptr;
    ConnectPreparer *m_preparer = nullptr;
    DbError m_tunnelEnded; // why the SSH tunnel went down, until the connection is back
    bool m_stopped = false;
    bool m_interactiveOnRead = false; // the interactive connection could not be opened
};

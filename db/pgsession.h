#pragma once

#include "core/dberror.h"
#include "core/serverinfo.h"
#include "db/connectionparams.h"
#include "db/sessionlimits.h"
#include "db/sqlstatement.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

struct pg_conn;
typedef struct pg_conn PGconn;
struct pg_result;
typedef struct pg_result PGresult;
struct pg_cancel;
typedef struct pg_cancel PGcancel;
class QSocketNotifier;
class QTimer;

struct PgResultDeleter
{
    void operator()(PGresult *r) const;
};
using PgResultPtr = std::unique_ptr<PGresult, PgResultDeleter>;

// The result of one statement of a pipeline.
struct StatementOutcome
{
    PgResultPtr result; // set when the statement ran (ok or failed)
    DbError error; // kind None when it succeeded
    bool aborted = false; // skipped: an earlier statement of its transaction failed
    bool lost = false; // the connection died before its result arrived
};

struct PipelineOutcome
{
    std::vector<StatementOutcome> statements; // one per statement sent, in order
    DbError connectionError; // set when the connection died or was abandoned mid-pipeline
    bool everythingSent = false; // every message, sync points included, reached the kernel
    // steadyNowNs() when run() began sending and when the last result was read (or the
    // pipeline abandoned): the pipeline's duration, and where it falls in a longer story.
    qint64 startedNs = 0;
    qint64 lastResultNs = 0;
};

// One libpq connection driven without blocking, on the thread that owns it (the DB thread).
//
// Connects with PQconnectStartParams/PQconnectPoll and runs statements in pipeline mode:
// every statement of a job is sent at once, each transaction ending at a sync point, and the
// results are read as the socket becomes readable. So a whole poll cycle is one round trip,
// and the DB thread never sleeps in libpq (the one exception is host name resolution, which
// libpq does synchronously; hostaddr= avoids it).
//
// Ordering: at most one pipeline runs at a time; run() while busy is refused. Cancellation:
// cancel() sends PQcancel from a short-lived thread of its own, so neither the caller nor
// the DB thread waits on the network. A watchdog cancels and then abandons a pipeline whose
// server stopped answering, so a hung connection is found within the configured timeout.
class PgSession : public QObject
{
    Q_OBJECT
public:
    enum class State { Closed, Connecting, Idle, Busy };
    using Done = std::function<void(PipelineOutcome &&)>;
    // A transaction of a running pipeline has ended (committed or not) and more are to come:
    // the outcome so far, final for statements up to `lastStatement`.
    using TransactionDone = std::function<void(const PipelineOutcome &, int lastStatement)>;
    // What must happen before libpq connects (a tunnel, a password command): calls its second
    // argument once with the parameters to connect with, or why it cannot.
    using Prepared = std::function<void(const ConnectionParams &, const DbError &)>;
    using Prepare = std::function<void(const ConnectionParams &, Prepared)>;

    explicit PgSession(const QString &name, QObject *parent = nullptr);
    ~PgSession() override;

    // Every open() goes through `prepare` first, when set.
    void setPrepare(Prepare prepare) { m_prepare = std::move(prepare); }
    void open(const ConnectionParams &params, const SessionLimits &limits);
    void close();
    // Sends `statements` as one pipeline. Returns false (and never calls `done`) unless Idle.
    // `transactionDone`, when given, is called on the DB thread as each transaction but the
    // last ends, so its results can be decoded while the server runs the next ones.
    bool run(const QList<SqlStatement> &statements, Done done,
             TransactionDone transactionDone = {});
    // Asks the server to cancel the running statement; harmless when idle.
    void cancel();

    State state() const { return m_state; }
    const ServerInfo &server() const { return m_server; }
    bool needsPassword() const { return m_needsPassword; }
    bool needsKeyPassphrase() const { return m_needsKeyPassphrase; }
    // The last open failed before libpq tried the server: the preparation (a tunnel, a
    // password command) said why, and the server never saw this attempt.
    bool failedPreparing() const { return m_failedPreparing; }

Q_SIGNALS:
    void opened();
    void openFailed(const DbError &error);
    // The connection died while idle (a busy session reports it through its pipeline).
    void lost(const DbError &error);
    void notified(const QString &channel);

private:
    struct Item
    {
        bool isSync = false;
        int statement = -1; // index into the outcome for queries
        bool prelude = false; // the transaction's set_config statement, not reported
        int segmentFirst = -1; // for a sync: the statements of the transaction it ends
        int segmentLast = -1;
    };

    void startConnecting(); // from m_params, with the encoding m_rawBytes asks for
    void connectStep();
    void verifyStartupLimits(); // reads back what the startup packet asked for, then opened()
    void readRecovery(); // for servers before 14 (no in_hot_standby reported), then opened()
    void becomeOpen();
    bool startPipeline(const QList<SqlStatement> &statements, Done done,
                       TransactionDone transactionDone, bool withPrelude);
    void failOpen(const DbError &error);
    void armNotifiers(bool read, bool write);
    void resetNotifiers();
    void onReadable();
    void onWritable();
    void flushOutput();
    void drainResults();
    void finishPipeline();
    void abandon(const DbError &error);
    void onWatchdog();
    void checkIdleSocket();
    DbError connectionError(const QString &fallback) const;
    void readServerInfo();

    QString m_name;
    PGconn *m_conn = nullptr;
    std::shared_ptr<PGcancel> m_cancel;
    State m_state = State::Closed;
    SessionLimits m_limits;
    ConnectionParams m_params;
    bool m_rawBytes = false; // connected with client_encoding SQL_ASCII (a SQL_ASCII database)
    bool m_limitsInStartup = false; // this attempt asks for the limits in the startup packet
    ServerInfo m_server;
    bool m_needsPassword = false;
    bool m_needsKeyPassphrase = false;
    bool m_failedPreparing = false;
    Prepare m_prepare;
    quint64 m_openGeneration = 0; // a preparation's answer counts only for the open() it serves

    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    int m_socket = -1;
    QTimer *m_connectTimer = nullptr;
    QTimer *m_watchdog = nullptr;
    int m_watchdogStage = 0;

    std::vector<Item> m_items;
    size_t m_nextItem = 0;
    PipelineOutcome m_outcome;
    Done m_done;
    TransactionDone m_transactionDone;
};

// PgSession's socket I/O and its pipeline: statements sent in one write, results drained as
// they arrive, a watchdog past the statement timeout, and cancel (pgsession.h).
#include "core/steadyclock.h"
#include "core/textcontexts.h"
#include "db/pgsession.h"

#include <QLoggingCategory>
#include <QSocketNotifier>
#include <QTimer>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <thread>

Q_DECLARE_LOGGING_CATEGORY(lcSession)

using namespace Qt::StringLiterals;

namespace {

// Where the connection does not carry them, every transaction starts with its limits, local
// to that transaction (see SessionLimits).
const QByteArray PreludeSql
    = QByteArrayLiteral("SELECT set_config('statement_timeout', $1, true),"
                        " set_config('lock_timeout', $2, true),"
                        " set_config('idle_in_transaction_session_timeout', $3, true)");
// The same, and the transaction READ ONLY (SessionLimits::readOnly). Turning it on is allowed
// after a query (only turning it off is not), and on a standby, where it is on already.
const QByteArray ReadOnlyPreludeSql
    = PreludeSql + QByteArrayLiteral(", set_config('transaction_read_only', 'on', true)");

DbError errorFromResult(const PGresult *r)
{
    auto field = [r](int code) {
        return QString::fromUtf8(PQresultErrorField(r, code));
    };
    DbError e = DbError::fromSqlState(field(PG_DIAG_SQLSTATE), field(PG_DIAG_MESSAGE_PRIMARY),
                                      field(PG_DIAG_MESSAGE_DETAIL), field(PG_DIAG_MESSAGE_HINT));
    if (e.message.isEmpty())
        e.message = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
    if (e.sqlState.isEmpty())
        e.kind = DbErrorKind::ConnectionLost; // libpq's own errors: the connection failed
    return e;
}

// libpq flushes at every PQpipelineSync, so a pipeline of several transactions would leave in
// as many writes, and a server quick to answer the first could read the next only after
// answering: on the wire a second round trip, though the console never waited. Corked, the
// TCP socket holds the writes until the whole pipeline is queued, then sends it at once. A
// Unix socket has no cork (setsockopt fails, harmlessly); its writes arrive at once anyway.
class CorkedSocket
{
public:
    explicit CorkedSocket(int fd) : m_fd(fd) { set(1); }
    ~CorkedSocket() { set(0); }
    CorkedSocket(const CorkedSocket &) = delete;
    CorkedSocket &operator=(const CorkedSocket &) = delete;

private:
    void set(int on) const
    {
#ifdef TCP_CORK
        if (m_fd >= 0)
            ::setsockopt(m_fd, IPPROTO_TCP, TCP_CORK, &on, sizeof on);
#endif
    }
    int m_fd;
};

} // namespace

void PgSession::armNotifiers(bool read, bool write)
{
    const int fd = m_conn ? PQsocket(m_conn) : -1;
    if (fd != m_socket)
        resetNotifiers();
    if (fd < 0)
        return;
    if (!m_readNotifier) {
        m_socket = fd;
        m_readNotifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
        m_writeNotifier = new QSocketNotifier(fd, QSocketNotifier::Write, this);
        connect(m_readNotifier, &QSocketNotifier::activated, this, &PgSession::onReadable);
        connect(m_writeNotifier, &QSocketNotifier::activated, this, &PgSession::onWritable);
    }
    m_readNotifier->setEnabled(read);
    m_writeNotifier->setEnabled(write);
}

void PgSession::resetNotifiers()
{
    // deleteLater: this may run inside one of their own activations.
    for (QSocketNotifier *n : { m_readNotifier, m_writeNotifier }) {
        if (n) {
            n->setEnabled(false);
            n->deleteLater();
        }
    }
    m_readNotifier = nullptr;
    m_writeNotifier = nullptr;
    m_socket = -1;
}

void PgSession::onReadable()
{
    switch (m_state) {
    case State::Connecting:
        connectStep();
        return;
    case State::Busy:
        if (!PQconsumeInput(m_conn)) {
            abandon(connectionError(DbText::tr("the connection was lost")));
            return;
        }
        drainResults();
        return;
    case State::Idle:
        checkIdleSocket();
        return;
    case State::Closed:
        return;
    }
}

void PgSession::onWritable()
{
    if (m_state == State::Connecting)
        connectStep();
    else if (m_state == State::Busy)
        flushOutput();
}

void PgSession::checkIdleSocket()
{
    if (!PQconsumeInput(m_conn) || PQstatus(m_conn) == CONNECTION_BAD) {
        DbError e = connectionError(DbText::tr("the server closed the connection"));
        e.kind = DbErrorKind::ConnectionLost;
        close();
        Q_EMIT lost(e);
        return;
    }
    while (PGnotify *n = PQnotifies(m_conn)) {
        const QString channel = QString::fromUtf8(n->relname);
        PQfreemem(n);
        Q_EMIT notified(channel);
    }
}

bool PgSession::run(const QList<SqlStatement> &statements, Done done,
                    TransactionDone transactionDone)
{
    return startPipeline(statements, std::move(done), std::move(transactionDone),
                         !m_server.limitsCarried);
}

bool PgSession::startPipeline(const QList<SqlStatement> &statements, Done done,
                              TransactionDone transactionDone, bool withPrelude)
{
    if (m_state != State::Idle || statements.isEmpty())
        return false;
    m_items.clear();
    m_nextItem = 0;
    m_outcome = PipelineOutcome();
    m_outcome.statements.resize(statements.size());
    m_done = std::move(done);
    m_transactionDone = std::move(transactionDone);
    m_state = State::Busy;
    m_watchdogStage = 0;
    m_outcome.startedNs = steadyNowNs();

    const QByteArray limits[] = { QByteArray::number(m_limits.statementTimeoutMs),
                                  QByteArray::number(m_limits.lockTimeoutMs),
                                  QByteArray::number(m_limits.idleInTransactionMs) };
    const char *limitValues[]
        = { limits[0].constData(), limits[1].constData(), limits[2].constData() };
    const CorkedSocket corked(PQsocket(m_conn));
    bool startsTransaction = true;
    bool sendFailed = false;
    int segmentFirst = 0;
    for (qsizetype i = 0; i < statements.size() && !sendFailed; ++i) {
        const SqlStatement &s = statements[i];
        if (startsTransaction) {
            segmentFirst = static_cast<int>(i);
            if (withPrelude) {
                const QByteArray &prelude = m_limits.readOnly ? ReadOnlyPreludeSql : PreludeSql;
                sendFailed = !PQsendQueryParams(m_conn, prelude.constData(), 3, nullptr,
                                                limitValues, nullptr, nullptr, 1);
                m_items.push_back({ false, -1, true });
            }
            startsTransaction = false;
        }
        std::vector<const char *> values;
        values.reserve(s.params.size());
        for (const SqlParam &p : s.params)
            values.push_back(p ? p->constData() : nullptr);
        sendFailed = sendFailed
            || !PQsendQueryParams(m_conn, s.sql.constData(), static_cast<int>(values.size()),
                                  nullptr, values.data(), nullptr, nullptr, 1);
        m_items.push_back({ false, static_cast<int>(i), false });
        if (s.endsTransaction || i == statements.size() - 1) {
            sendFailed = sendFailed || !PQpipelineSync(m_conn);
            m_items.push_back({ true, -1, false, segmentFirst, static_cast<int>(i) });
            startsTransaction = true;
        }
    }
    if (sendFailed) {
        const DbError e = connectionError(DbText::tr("could not send the statements"));
        QTimer::singleShot(0, this, [this, e] { abandon(e); });
        return true;
    }
    m_watchdog->start(m_limits.statementTimeoutMs + m_limits.watchdogGraceMs);
    flushOutput();
    return true;
}

void PgSession::flushOutput()
{
    const int r = PQflush(m_conn);
    if (r < 0) {
        abandon(connectionError(DbText::tr("could not send to the server")));
        return;
    }
    if (r == 0)
        m_outcome.everythingSent = true;
    // While output is pending, wait for either direction: the server may need us to read
    // before it can take more (libpq's documented way to avoid a deadlock).
    armNotifiers(true, r == 1);
}

void PgSession::drainResults()
{
    while (m_state == State::Busy && m_nextItem < m_items.size()) {
        if (PQstatus(m_conn) == CONNECTION_BAD) {
            abandon(connectionError(DbText::tr("the connection was lost")));
            return;
        }
        if (PQisBusy(m_conn))
            return; // wait for more input
        PGresult *raw = PQgetResult(m_conn);
        const Item &item = m_items[m_nextItem];
        if (item.isSync) {
            if (raw && PQresultStatus(raw) == PGRES_PIPELINE_SYNC) {
                const int last = item.segmentLast;
                ++m_nextItem;
                // The sync comes after any error of the commit: the transaction's outcomes
                // are final. The last one is left to `done`, which follows at once.
                if (m_transactionDone && m_nextItem < m_items.size())
                    m_transactionDone(m_outcome, last);
            } else if (raw) {
                // An error at the sync point is the COMMIT failing (a deferred constraint, a
                // serialization failure, the session ending): the whole transaction rolled
                // back, so every statement of it failed, however well it ran.
                const DbError commitError = errorFromResult(raw);
                for (int i = item.segmentFirst; i <= item.segmentLast; ++i) {
                    StatementOutcome &out = m_outcome.statements[i];
                    if (!out.error.isError()) {
                        out.error = commitError;
                        out.error.detail = DbText::tr("the transaction did not commit")
                            + (commitError.detail.isEmpty() ? QString()
                                                            : u"; "_s + commitError.detail);
                    }
                }
            } else if (PQstatus(m_conn) == CONNECTION_BAD) {
                PQclear(raw);
                abandon(connectionError(DbText::tr("the connection was lost")));
                return;
            }
            PQclear(raw);
            continue;
        }
        if (!raw) { // the end of this statement's results
            ++m_nextItem;
            continue;
        }
        PgResultPtr result(raw);
        const ExecStatusType status = PQresultStatus(raw);
        if (item.prelude) {
            if (status == PGRES_FATAL_ERROR)
                qCWarning(lcSession)
                    << m_name
                    << "setting the transaction's limits failed:" << errorFromResult(raw).summary();
            continue;
        }
        StatementOutcome &out = m_outcome.statements[item.statement];
        // if/else, not a switch: ExecStatusType is libpq's and grows with its versions
        // (docs/architecture.md, "Exhaustive switches").
        if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK
            || status == PGRES_EMPTY_QUERY) {
            out.result = std::move(result);
        } else if (status == PGRES_PIPELINE_ABORTED) {
            out.aborted = true;
            out.error = DbError::make(
                DbErrorKind::Other,
                DbText::tr("not run: an earlier statement of its transaction failed"));
        } else {
            out.error = errorFromResult(raw);
            out.result = std::move(result);
        }
    }
    if (m_state == State::Busy && m_nextItem >= m_items.size())
        finishPipeline();
}

void PgSession::finishPipeline()
{
    m_watchdog->stop();
    m_state = State::Idle;
    m_outcome.lastResultNs = steadyNowNs();
    m_items.clear();
    m_nextItem = 0;
    armNotifiers(true, false);
    Done done = std::move(m_done);
    m_done = nullptr;
    m_transactionDone = nullptr;
    PipelineOutcome outcome = std::move(m_outcome);
    m_outcome = PipelineOutcome();
    if (done)
        done(std::move(outcome));
}

void PgSession::abandon(const DbError &error)
{
    if (m_state != State::Busy)
        return;
    for (size_t i = m_nextItem; i < m_items.size(); ++i) {
        if (!m_items[i].isSync && !m_items[i].prelude)
            m_outcome.statements[m_items[i].statement].lost = true;
    }
    DbError e = error;
    if (e.kind == DbErrorKind::ConnectionFailed || e.kind == DbErrorKind::None)
        e.kind = DbErrorKind::ConnectionLost;
    m_outcome.connectionError = e;
    m_outcome.lastResultNs = steadyNowNs();
    Done done = std::move(m_done);
    m_done = nullptr;
    m_transactionDone = nullptr;
    PipelineOutcome outcome = std::move(m_outcome);
    m_outcome = PipelineOutcome();
    m_state = State::Idle; // so close() does not report the pipeline a second time
    close();
    qCInfo(lcSession) << m_name << "pipeline abandoned:" << e.message;
    if (done)
        done(std::move(outcome));
}

void PgSession::onWatchdog()
{
    if (m_state != State::Busy)
        return;
    if (m_watchdogStage == 0) {
        qCWarning(lcSession) << m_name << "no answer past the statement timeout: cancelling";
        m_watchdogStage = 1;
        cancel();
        m_watchdog->start(m_limits.watchdogGraceMs);
        return;
    }
    abandon(DbError::make(DbErrorKind::ConnectionLost,
                          DbText::tr("the server stopped answering (no reply within %1 ms)")
                              .arg(m_limits.statementTimeoutMs + 2 * m_limits.watchdogGraceMs)));
}

void PgSession::cancel()
{
    if (m_state != State::Busy || !m_cancel)
        return;
    // PQcancel opens a connection of its own and can wait on the network, so it runs on a
    // detached thread holding its own reference to the cancel object.
    std::thread([cancel = m_cancel] {
        char err[256];
        PQcancel(cancel.get(), err, sizeof err);
    }).detach();
}

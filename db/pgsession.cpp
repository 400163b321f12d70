#include "db/pgsession.h"

#include "core/steadyclock.h"
#include "core/textcontexts.h"

#include <QLoggingCategory>
#include <QSocketNotifier>
#include <QTimer>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <thread>

Q_LOGGING_CATEGORY(lcSession, "poolscope.db.session")

using namespace Qt::StringLiterals;

namespace {

// Where the connection does not carry them, every transaction starts with its limits, local
// to that transaction (see SessionLimits).
const QByteArray PreludeSql
    = QByteArrayLiteral("SELECT set_config('statement_timeout', $1, true),"
                        " set_config('lock_timeout', $2, true),"
                        " set_config('idle_in_transaction_session_timeout', $3, true)");

// The limits as one value, "statement/lock/idle" in ms: sent as a marker setting beside the
// limits in the startup packet, and what verifyStartupLimits() must read back from both.
QByteArray limitsSignature(const SessionLimits &l)
{
    return QByteArray::number(l.statementTimeoutMs) + '/' + QByteArray::number(l.lockTimeoutMs)
        + '/' + QByteArray::number(l.idleInTransactionMs);
}

QByteArray startupOptions(const SessionLimits &l)
{
    return "-c statement_timeout=" + QByteArray::number(l.statementTimeoutMs) + " -c lock_timeout="
        + QByteArray::number(l.lockTimeoutMs) + " -c idle_in_transaction_session_timeout="
        + QByteArray::number(l.idleInTransactionMs) + " -c poolscope.limits=" + limitsSignature(l);
}

// Run once, with no prelude, right after connecting. The marker is a custom setting nobody
// else sets: read back, it proves the startup options reached the backend that answers; the
// settings prove nothing overrode them; the port, that the server listens where PoolScope
// connected (else a proxy or pooler stands between, and a transaction pooler may run later
// transactions on server connections opened for someone else).
const QByteArray VerifyLimitsSql = QByteArrayLiteral(
    "SELECT current_setting('poolscope.limits', true),"
    " concat_ws('/', (SELECT setting FROM pg_settings WHERE name = 'statement_timeout'),"
    " (SELECT setting FROM pg_settings WHERE name = 'lock_timeout'),"
    " (SELECT setting FROM pg_settings WHERE name = 'idle_in_transaction_session_timeout')),"
    " current_setting('port')");

// A pooler that takes no startup options refuses the connection naming them (PgBouncer:
// "unsupported startup parameter: options"); so might a server that will not take the marker.
bool startupOptionsRefused(const QString &message)
{
    return message.contains("startup parameter"_L1) || message.contains("options"_L1)
        || message.contains("poolscope.limits"_L1);
}

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

void PgResultDeleter::operator()(PGresult *r) const
{
    PQclear(r);
}

PgSession::PgSession(const QString &name, QObject *parent)
    : QObject(parent), m_name(name), m_connectTimer(new QTimer(this)), m_watchdog(new QTimer(this))
{
    m_connectTimer->setSingleShot(true);
    connect(m_connectTimer, &QTimer::timeout, this, [this] {
        failOpen(DbError::make(DbErrorKind::ConnectionFailed,
                               DbText::tr("timed out connecting to the server")));
    });
    m_watchdog->setSingleShot(true);
    connect(m_watchdog, &QTimer::timeout, this, &PgSession::onWatchdog);
}

PgSession::~PgSession()
{
    m_done = nullptr; // nobody is left to tell
    m_transactionDone = nullptr;
    close();
}

void PgSession::open(const ConnectionParams &params, const SessionLimits &limits)
{
    close();
    m_limits = limits;
    m_params = params;
    m_rawBytes = false;
    m_limitsInStartup = !limits.alwaysPerTransaction;
    startConnecting();
}

void PgSession::startConnecting()
{
    m_needsPassword = false;
    const QList<ConnectionParams::Entry> entries
        = m_params.libpqEntries(m_rawBytes ? "SQL_ASCII" : "UTF8",
                                m_limitsInStartup ? startupOptions(m_limits) : QByteArray());
    std::vector<const char *> keys;
    std::vector<const char *> values;
    for (const auto &e : entries) {
        keys.push_back(e.keyword.constData());
        values.push_back(e.value.constData());
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);

    m_state = State::Connecting;
    m_conn = PQconnectStartParams(keys.data(), values.data(), 0);
    if (!m_conn || PQstatus(m_conn) == CONNECTION_BAD) {
        const DbError error = connectionError(DbText::tr("could not start connecting"));
        // Reported from the event loop, so open() never calls back into its caller.
        QTimer::singleShot(0, this, [this, error] { failOpen(error); });
        return;
    }
    m_connectTimer->start(m_params.connectTimeoutSeconds() * 1000);
    // libpq's contract: before the first PQconnectPoll, behave as if it returned WRITING.
    armNotifiers(false, true);
}

void PgSession::connectStep()
{
    if (m_state != State::Connecting || !m_conn)
        return;
    switch (PQconnectPoll(m_conn)) {
    case PGRES_POLLING_READING:
        armNotifiers(true, false);
        return;
    case PGRES_POLLING_WRITING:
        armNotifiers(false, true);
        return;
    case PGRES_POLLING_FAILED:
        if (m_limitsInStartup && startupOptionsRefused(QString::fromUtf8(PQerrorMessage(m_conn)))) {
            qCInfo(lcSession)
                << m_name << "startup options refused: reconnecting, limits set per transaction";
            m_limitsInStartup = false;
            resetNotifiers();
            PQfinish(m_conn);
            m_conn = nullptr;
            startConnecting();
            return;
        }
        failOpen(connectionError(DbText::tr("could not connect")));
        return;
    case PGRES_POLLING_OK:
        break;
    default:
        return;
    }
    m_connectTimer->stop();
    // A SQL_ASCII database stores bytes unchecked, and the server refuses to send a UTF8
    // client any text that is not valid UTF-8 (22021, failing the whole statement). So for
    // such a database PoolScope connects again asking for the bytes as stored; they are
    // decoded as UTF-8 here, invalid sequences shown as U+FFFD. The encoding goes in the
    // startup packet, never a SET, so it holds through a transaction pooler.
    if (!m_rawBytes && qstrcmp(PQparameterStatus(m_conn, "server_encoding"), "SQL_ASCII") == 0) {
        qCInfo(lcSession) << m_name
                          << "SQL_ASCII database: reconnecting to read its bytes as stored";
        m_rawBytes = true;
        resetNotifiers();
        PQfinish(m_conn);
        m_conn = nullptr;
        startConnecting();
        return;
    }
    if (PQsetnonblocking(m_conn, 1) != 0 || PQenterPipelineMode(m_conn) != 1) {
        failOpen(connectionError(DbText::tr("could not enter pipeline mode")));
        return;
    }
    m_cancel = std::shared_ptr<PGcancel>(PQgetCancel(m_conn), PQfreeCancel);
    readServerInfo();
    if (m_limitsInStartup) {
        verifyStartupLimits();
        return;
    }
    m_state = State::Idle;
    becomeOpen();
}

void PgSession::verifyStartupLimits()
{
    m_state = State::Idle; // for startPipeline; Busy until it answers, so nobody else runs
    const QByteArray expected = limitsSignature(m_limits);
    const bool sent = startPipeline(
        { SqlStatement { VerifyLimitsSql, {}, true } },
        [this, expected](PipelineOutcome &&o) {
            if (o.connectionError.isError()) {
                // Closed already (abandon); the connection never opened as far as anyone knows.
                qCInfo(lcSession) << m_name << "connect failed reading the limits back:"
                                  << o.connectionError.message;
                Q_EMIT openFailed(o.connectionError);
                return;
            }
            const StatementOutcome &row = o.statements.front();
            if (row.error.isError() || !row.result || PQntuples(row.result.get()) != 1) {
                qCWarning(lcSession)
                    << m_name << "could not read the limits back:" << row.error.summary();
            } else {
                auto cell = [&row](int column) {
                    return QByteArray(PQgetvalue(row.result.get(), 0, column));
                };
                const char *why = cell(0) != expected
                    ? "the startup options did not reach the server"
                    : cell(1) != expected ? "the server's settings differ"
                    : cell(2) != QByteArray(PQport(m_conn))
                    ? "a proxy or pooler listens on another port"
                    : nullptr;
                m_server.limitsCarried = !why;
                if (why)
                    qCInfo(lcSession) << m_name << "limits set per transaction:" << why;
            }
            becomeOpen();
        },
        {}, false);
    if (!sent) { // cannot happen (Idle, one statement); if it did, the session must not open
        m_state = State::Connecting;
        failOpen(connectionError(DbText::tr("could not read the session's limits back")));
    }
}

void PgSession::becomeOpen()
{
    armNotifiers(true, false);
    qCInfo(lcSession) << m_name << "connected, backend pid" << m_server.backendPid
                      << (m_server.limitsCarried ? "(limits carried by the connection)"
                                                 : "(limits per transaction)");
    Q_EMIT opened();
}

void PgSession::failOpen(const DbError &error)
{
    if (m_state != State::Connecting)
        return;
    m_needsPassword = m_conn && PQconnectionNeedsPassword(m_conn);
    DbError e = error;
    if (m_needsPassword)
        e.kind = DbErrorKind::AuthenticationFailed;
    close();
    qCInfo(lcSession) << m_name << "connect failed:" << e.message;
    Q_EMIT openFailed(e);
}

DbError PgSession::connectionError(const QString &fallback) const
{
    QString message = m_conn ? QString::fromUtf8(PQerrorMessage(m_conn)).trimmed() : QString();
    if (message.isEmpty())
        message = fallback;
    // libpq gives no SQLSTATE for failures before the session exists; these are its
    // (and the server's English) words for the failures that retrying cannot fix.
    DbErrorKind kind = DbErrorKind::ConnectionFailed;
    if (message.contains("password authentication failed"_L1)
        || message.contains("no pg_hba.conf entry"_L1)
        || message.contains("pg_hba.conf rejects connection"_L1)
        || message.contains("authentication failed"_L1)
        || message.contains("no password supplied"_L1))
        kind = DbErrorKind::AuthenticationFailed;
    else if (message.contains("database \""_L1) && message.contains("does not exist"_L1))
        kind = DbErrorKind::DatabaseMissing;
    else if (message.contains("role \""_L1) && message.contains("does not exist"_L1))
        kind = DbErrorKind::AuthenticationFailed;
    else if (message.contains("invalid "_L1) && message.contains("value"_L1))
        kind = DbErrorKind::BadInput;
    else if (message.contains("certificate"_L1) || message.contains("SSL was required"_L1)
             || message.contains("does not support SSL"_L1))
        // sslmode=verify-full and friends: the server could not prove who it is (a wrong
        // CA, a name the certificate does not carry, no root certificate). Retrying cannot
        // fix that, and must not look like a server that is merely down.
        kind = DbErrorKind::AuthenticationFailed;
    return DbError::make(kind, message);
}

void PgSession::readServerInfo()
{
    auto param = [this](const char *name) {
        return QString::fromUtf8(PQparameterStatus(m_conn, name));
    };
    m_server.versionNumber = PQserverVersion(m_conn);
    m_server.version = param("server_version");
    m_server.user = QString::fromUtf8(PQuser(m_conn));
    m_server.database = QString::fromUtf8(PQdb(m_conn));
    m_server.host = QString::fromUtf8(PQhost(m_conn));
    m_server.port = QString::fromUtf8(PQport(m_conn));
    m_server.backendPid = PQbackendPID(m_conn);
    m_server.inHotStandby = param("in_hot_standby") == "on"_L1;
    m_server.defaultReadOnly = param("default_transaction_read_only") == "on"_L1;
}

void PgSession::close()
{
    m_connectTimer->stop();
    m_watchdog->stop();
    resetNotifiers();
    const bool wasBusy = m_state == State::Busy;
    if (m_conn) {
        PQfinish(m_conn);
        m_conn = nullptr;
    }
    m_cancel.reset();
    m_server.limitsCarried = false;
    m_state = State::Closed;
    if (wasBusy && m_done) {
        for (size_t i = m_nextItem; i < m_items.size(); ++i) {
            if (!m_items[i].isSync && !m_items[i].prelude)
                m_outcome.statements[m_items[i].statement].lost = true;
        }
        m_outcome.connectionError = DbError::make(
            DbErrorKind::ConnectionLost, DbText::tr("the connection was closed by PoolScope"));
        Done done = std::move(m_done);
        m_done = nullptr;
        m_transactionDone = nullptr;
        done(std::move(m_outcome));
    }
    m_items.clear();
    m_nextItem = 0;
}

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
                sendFailed = !PQsendQueryParams(m_conn, PreludeSql.constData(), 3, nullptr,
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
        switch (status) {
        case PGRES_TUPLES_OK:
        case PGRES_COMMAND_OK:
        case PGRES_EMPTY_QUERY:
            out.result = std::move(result);
            break;
        case PGRES_PIPELINE_ABORTED:
            out.aborted = true;
            out.error = DbError::make(
                DbErrorKind::Other,
                DbText::tr("not run: an earlier statement of its transaction failed"));
            break;
        default:
            out.error = errorFromResult(raw);
            out.result = std::move(result);
            break;
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

// PgSession's connection: opening it without blocking, checking that the limits reached the
// backend, and closing it (pgsession.h; the pipeline is in pgsessionpipeline.cpp).
#include "db/pgsession.h"

#include "core/steadyclock.h"
#include "core/textcontexts.h"

#include <QLoggingCategory>
#include <QSocketNotifier>
#include <QTimer>
#include <libpq-fe.h>
#include <mutex>

Q_LOGGING_CATEGORY(lcSession, "poolscope.db.session")

using namespace Qt::StringLiterals;

namespace {

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
// transactions on server connections opened for someone else). pg_is_in_recovery() stands in
// for in_hot_standby, which servers report only from PostgreSQL 14 (as text: results may come
// in binary).
const QByteArray VerifyLimitsSql = QByteArrayLiteral(
    "SELECT current_setting('poolscope.limits', true),"
    " concat_ws('/', (SELECT setting FROM pg_settings WHERE name = 'statement_timeout'),"
    " (SELECT setting FROM pg_settings WHERE name = 'lock_timeout'),"
    " (SELECT setting FROM pg_settings WHERE name = 'idle_in_transaction_session_timeout')),"
    " current_setting('port'), pg_is_in_recovery()::text");

// A pooler that takes no startup options refuses the connection naming them (PgBouncer:
// "unsupported startup parameter: options"); so might a server that will not take the marker.
bool startupOptionsRefused(const QString &message)
{
    return message.contains("startup parameter"_L1) || message.contains("options"_L1)
        || message.contains("poolscope.limits"_L1);
}

} // namespace

void PgResultDeleter::operator()(PGresult *r) const
{
    PQclear(r);
}

PgSession::PgSession(const QString &name, QObject *parent)
    : QObject(parent), m_name(name), m_connectTimer(new QTimer(this)), m_watchdog(new QTimer(this))
{
    // Without a hook and without sslpassword, OpenSSL asks for an encrypted client key's
    // passphrase on the terminal: the DB thread would wait on a console nobody watches. libpq's
    // own hook answers with sslpassword or nothing, so the connect fails and says why.
    static std::once_flag hookInstalled;
    std::call_once(hookInstalled,
                   [] { PQsetSSLKeyPassHook_OpenSSL(PQdefaultSSLKeyPassHook_OpenSSL); });
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
    m_limitsInStartup = !limits.alwaysPerTransaction && !limits.readOnly;
    if (!m_prepare) {
        startConnecting();
        return;
    }
    m_state = State::Connecting;
    m_needsPassword = false;
    m_needsKeyPassphrase = false;
    m_failedPreparing = false;
    const quint64 generation = ++m_openGeneration;
    QPointer<PgSession> self(this);
    m_prepare(params, [self, generation](const ConnectionParams &ready, const DbError &error) {
        if (!self || generation != self->m_openGeneration || self->m_state != State::Connecting
            || self->m_conn)
            return; // closed or opened again since
        if (error.isError()) {
            self->m_failedPreparing = true; // before failOpen(): its signal reads it
            self->failOpen(error);
            return;
        }
        self->m_params = ready;
        self->startConnecting();
    });
}

void PgSession::startConnecting()
{
    m_needsPassword = false;
    m_needsKeyPassphrase = false;
    m_failedPreparing = false;
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
    // if/else, not a switch: the polling status is libpq's enum (docs/architecture.md,
    // "Exhaustive switches").
    const PostgresPollingStatusType polled = PQconnectPoll(m_conn);
    if (polled == PGRES_POLLING_READING) {
        armNotifiers(true, false);
        return;
    }
    if (polled == PGRES_POLLING_WRITING) {
        armNotifiers(false, true);
        return;
    }
    if (polled == PGRES_POLLING_FAILED) {
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
    }
    if (polled != PGRES_POLLING_OK)
        return;
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
    if (!PQparameterStatus(m_conn, "in_hot_standby")) {
        readRecovery();
        return;
    }
    m_state = State::Idle;
    becomeOpen();
}

// PostgreSQL reports in_hot_standby from 14 on (and a pooler may not pass it on): before, the
// session would take a standby for a primary. verifyStartupLimits reads it along; a session
// that sets its limits per transaction asks here, once.
void PgSession::readRecovery()
{
    m_state = State::Idle; // for startPipeline; Busy until it answers, so nobody else runs
    const bool sent = startPipeline(
        { SqlStatement { QByteArrayLiteral("SELECT pg_is_in_recovery()::text"), {}, true } },
        [this](PipelineOutcome &&o) {
            if (o.connectionError.isError()) {
                qCInfo(lcSession) << m_name << "connect failed asking for recovery:"
                                  << o.connectionError.message;
                Q_EMIT openFailed(o.connectionError);
                return;
            }
            const StatementOutcome &row = o.statements.front();
            if (row.error.isError() || !row.result || PQntuples(row.result.get()) != 1)
                qCWarning(lcSession)
                    << m_name
                    << "could not ask whether the server is a standby:" << row.error.summary();
            else
                m_server.inHotStandby = QByteArray(PQgetvalue(row.result.get(), 0, 0)) == "true";
            becomeOpen();
        },
        {}, true);
    if (!sent) { // cannot happen (Idle, one statement); if it did, the session must not open
        m_state = State::Connecting;
        failOpen(connectionError(DbText::tr("could not ask whether the server is a standby")));
    }
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
                if (!PQparameterStatus(m_conn, "in_hot_standby"))
                    m_server.inHotStandby = cell(3) == "true";
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
    // libpq's words when OpenSSL could not decrypt the key: no passphrase, or a wrong one.
    m_needsKeyPassphrase = error.message.contains("could not load private key file"_L1);
    DbError e = error;
    if (m_needsPassword || m_needsKeyPassphrase)
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
    ++m_openGeneration;
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

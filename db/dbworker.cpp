#include "db/dbworker.h"

#include "core/steadyclock.h"
#include "core/textcontexts.h"
#include "db/connectpreparer.h"
#include "db/passwordcommand.h"
#include "db/pgsession.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>

Q_LOGGING_CATEGORY(lcWorker, "poolscope.db.worker")

using namespace Qt::StringLiterals;

namespace {

constexpr int BackoffBaseMs = 500;
// Capped low enough that the console is back within a few seconds of the server, and a
// handful of consoles retrying at this pace costs a server nothing.
constexpr int BackoffCapMs = 4000;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool retrying(DbErrorKind kind)
{
    return kind != DbErrorKind::AuthenticationFailed && kind != DbErrorKind::DatabaseMissing
        && kind != DbErrorKind::BadInput;
}

} // namespace

DbWorker::DbWorker()
{
    qRegisterMetaType<DbReply>();
    qRegisterMetaType<ConnectionStatus>();
}

DbWorker::~DbWorker()
{
    const DbError why
        = DbError::make(DbErrorKind::NotConnected, DbText::tr("PoolScope is shutting down"));
    for (Lane *l : { &m_read, &m_interactive, &m_write })
        teardown(*l, why);
}

DbWorker::Lane &DbWorker::lane(JobRoute route)
{
    switch (route) {
    case JobRoute::Read:
        return m_read;
    case JobRoute::Interactive:
        return m_interactive;
    case JobRoute::Write:
        return m_write;
    }
    Q_UNREACHABLE();
    return m_read;
}

void DbWorker::start(const DbConfig &config)
{
    m_config = config;
    m_stopped = false;
    m_interactiveOnRead = false;
    m_status = ConnectionStatus();
    m_status.target = config.separateReads() ? config.readParams.redacted() + u" (reads) · "_s
            + config.params.redacted() + u" (actions)"_s
                                             : config.params.redacted();
    m_status.sshDestination = config.via.sshDestination;
    if (!m_retryTimer) {
        m_retryTimer = new QTimer(this);
        m_retryTimer->setSingleShot(true);
        connect(m_retryTimer, &QTimer::timeout, this, &DbWorker::openRead);
    }
    for (Lane *l : { &m_read, &m_interactive, &m_write })
        teardown(
            *l,
            DbError::make(DbErrorKind::NotConnected, DbText::tr("the connection was replaced")));
    if (!m_preparer) {
        m_preparer = new ConnectPreparer(this);
        connect(m_preparer, &ConnectPreparer::tunnelEnded, this, &DbWorker::onTunnelEnded);
    }
    m_tunnelEnded = {};
    m_preparer->setVia(config.via, { config.params, config.readTarget() });
    m_read.session = newSession(u"read"_s);
    connect(m_read.session, &PgSession::opened, this, &DbWorker::onReadOpened);
    connect(m_read.session, &PgSession::openFailed, this, &DbWorker::onReadFailed);
    connect(m_read.session, &PgSession::lost, this, &DbWorker::onReadLost);
    // Opened on demand; one that failed to open, or died while idle, is opened again by the
    // next job on its route.
    for (const JobRoute route : { JobRoute::Interactive, JobRoute::Write }) {
        Lane &l = lane(route);
        l.session = newSession(route == JobRoute::Write ? u"write"_s : u"interactive"_s);
        connect(l.session, &PgSession::opened, this, [this, route] { pump(route); });
        connect(l.session, &PgSession::openFailed, this, [this, route](const DbError &e) {
            if (route == JobRoute::Interactive)
                onInteractiveFailed(e);
            else
                failQueue(lane(route), explained(e, *lane(route).session));
        });
    }
    openRead();
}

PgSession *DbWorker::newSession(const QString &name)
{
    auto *session = new PgSession(name, this);
    if (m_config.via.any()) {
        session->setPrepare([this](const ConnectionParams &target, PgSession::Prepared done) {
            m_preparer->prepare(target, std::move(done));
        });
    }
    return session;
}

// A refused password that a command printed is the command's to answer for: the operator is
// never asked for one, and the message says what ran. Only a password the server saw: a
// command that failed says so itself.
DbError DbWorker::explained(const DbError &error, const PgSession &session) const
{
    if (error.kind != DbErrorKind::AuthenticationFailed || m_config.via.passwordCommand.isEmpty()
        || session.failedPreparing())
        return error;
    DbError e = error;
    e.message = DbText::tr("the server refused the password the command printed (ran: %1): %2")
                    .arg(PasswordCommand::shown(m_config.via.passwordCommand), error.message);
    return e;
}

void DbWorker::openRead()
{
    if (m_stopped || !m_read.session)
        return;
    m_status.phase = m_status.attempt == 0 && m_status.staleSinceMs == 0
        ? ConnectionStatus::Phase::Connecting
        : ConnectionStatus::Phase::Reconnecting;
    m_status.retryAtMs = 0;
    Q_EMIT statusChanged(m_status);
    m_read.session->open(m_config.readTarget(), m_config.limits);
}

void DbWorker::onReadOpened()
{
    m_tunnelEnded = {};
    m_status.phase = ConnectionStatus::Phase::Live;
    m_status.server = m_read.session->server();
    if (!m_config.via.sshDestination.isEmpty()) {
        // libpq's host is the tunnel's socket directory: a path in /tmp says nothing to the
        // person reading the status bar; the server is where the tunnel leads.
        m_status.server.tunnelSocketDir = m_status.server.host;
        QString host;
        int port = 0;
        DbError ignored;
        if (ConnectPreparer::sshTarget(m_config.readTarget(), &host, &port, &ignored)) {
            m_status.server.host = host;
            m_status.server.port = QString::number(port);
        }
    }
    m_status.error = {};
    m_status.staleSinceMs = 0;
    m_status.retryAtMs = 0;
    m_status.attempt = 0;
    m_status.needsPassword = false;
    m_status.needsKeyPassphrase = false;
    m_interactiveOnRead = false; // the server is back: worth another try
    Q_EMIT statusChanged(m_status);
    pump(JobRoute::Read);
}

void DbWorker::onInteractiveFailed(const DbError &error)
{
    // The server or the role may allow the console only so many connections (max_connections,
    // a role's CONNECTION LIMIT, a pooler's pool size): then what the operator asks for waits
    // its turn behind the polls, as it did before it had a connection of its own, instead of
    // failing. Until the read connection is opened again.
    qCInfo(lcWorker) << "no interactive connection, its jobs run on the read connection:"
                     << error.summary();
    m_interactiveOnRead = true;
    std::deque<Pending> queue;
    queue.swap(m_interactive.queue);
    for (const Pending &p : queue)
        submit(p.ticket, p.job); // routed to the read connection now
}

void DbWorker::onReadFailed(const DbError &refused)
{
    const DbError error = explained(refused, *m_read.session);
    failQueue(m_read, error);
    if (!retrying(error.kind)) {
        m_status.phase = ConnectionStatus::Phase::Failed;
        m_status.error = error;
        m_status.needsPassword
            = m_read.session->needsPassword() && m_config.via.passwordCommand.isEmpty();
        m_status.needsKeyPassphrase = m_read.session->needsKeyPassphrase();
        Q_EMIT statusChanged(m_status);
        return;
    }
    scheduleReconnect(error);
}

void DbWorker::onReadLost(const DbError &lost)
{
    // libpq says only "server closed the connection"; the tunnel's end says why.
    const DbError error = m_tunnelEnded.isError() ? m_tunnelEnded : lost;
    m_read.running = false;
    failQueue(m_read, error);
    scheduleReconnect(error);
}

void DbWorker::onTunnelEnded(const DbError &why)
{
    m_tunnelEnded = why;
    // The connection may have noticed first: the status then says libpq's words until now.
    if (m_status.phase == ConnectionStatus::Phase::Reconnecting) {
        m_status.error = why;
        Q_EMIT statusChanged(m_status);
    }
}

void DbWorker::scheduleReconnect(const DbError &why)
{
    if (m_stopped)
        return;
    if (m_status.staleSinceMs == 0)
        m_status.staleSinceMs = nowMs();
    const int exponent = qMin(m_status.attempt, 8);
    const int ceiling = qMin(BackoffCapMs, BackoffBaseMs << exponent);
    // Equal jitter: half the delay fixed, half random, so consoles that lost the same
    // server at the same moment do not all come back in the same millisecond.
    const int delay
        = ceiling / 2 + static_cast<int>(QRandomGenerator::global()->bounded(ceiling / 2 + 1));
    ++m_status.attempt;
    m_status.phase = ConnectionStatus::Phase::Reconnecting;
    m_status.error = why;
    m_status.retryAtMs = nowMs() + delay;
    qCInfo(lcWorker) << "reconnecting in" << delay << "ms after:" << why.message;
    Q_EMIT statusChanged(m_status);
    m_retryTimer->start(delay);
}

void DbWorker::reconnectNow()
{
    if (m_stopped || !m_read.session)
        return;
    if (m_status.phase == ConnectionStatus::Phase::Live)
        return;
    m_retryTimer->stop();
    openRead();
}

void DbWorker::openOnDemand(JobRoute route)
{
    PgSession *session = lane(route).session;
    if (route == JobRoute::Read || session->state() != PgSession::State::Closed)
        return;
    if (route == JobRoute::Interactive) {
        session->open(m_config.readTarget(), m_config.limits);
        return;
    }
    // Actions set their limits in every transaction, however the connection came about
    // (SessionLimits::alwaysPerTransaction).
    SessionLimits limits = m_config.limits;
    limits.alwaysPerTransaction = true;
    session->open(m_config.params, limits);
}

void DbWorker::submit(quint64 ticket, const DbJob &job)
{
    if (m_stopped) {
        answer(ticket,
               DbError::make(DbErrorKind::NotConnected, DbText::tr("PoolScope is shutting down")));
        return;
    }
    if (job.route != JobRoute::Write && m_status.phase != ConnectionStatus::Phase::Live) {
        DbError e = DbError::make(DbErrorKind::NotConnected,
                                  DbText::tr("not connected to the database; nothing was sent"));
        if (m_status.error.isError())
            e.detail = m_status.error.message;
        answer(ticket, e);
        return;
    }
    const JobRoute route
        = job.route == JobRoute::Interactive && m_interactiveOnRead ? JobRoute::Read : job.route;
    lane(route).queue.push_back({ ticket, job });
    openOnDemand(route);
    pump(route);
}

void DbWorker::pump(JobRoute route)
{
    Lane &l = lane(route);
    if (l.running || l.queue.empty() || !l.session || l.session->state() != PgSession::State::Idle)
        return;
    Pending next = std::move(l.queue.front());
    l.queue.pop_front();
    l.running = true;
    l.runningTicket = next.ticket;
    const quint64 ticket = next.ticket;
    const DbJob job = std::move(next.job);
    // Parts decoded as their transactions end (DbJob::parts); shared by the two callbacks.
    auto early = std::make_shared<DecodedParts>();
    PgSession::TransactionDone transactionDone;
    if (!job.parts.isEmpty()) {
        transactionDone = [job, early](const PipelineOutcome &soFar, int lastStatement) {
            decodeEndedParts(job, JobResults(soFar), lastStatement, *early);
        };
    }
    const auto done = [this, ticket, job, route, early](PipelineOutcome &&outcome) {
        Lane &lane = this->lane(route);
        lane.running = false;
        lane.runningTicket = 0;
        DbReply reply;
        reply.ticket = ticket;
        reply.elapsedUs = (outcome.lastResultNs - outcome.startedNs) / 1000;
        reply.startedNs = outcome.startedNs;
        reply.lastResultNs = outcome.lastResultNs;
        const JobResults results(outcome);
        const bool decodes = job.decode || !job.parts.isEmpty();
        if (outcome.connectionError.isError()) {
            reply.error = outcome.connectionError;
            reply.outcomeUnknown = route == JobRoute::Write && outcome.everythingSent;
            if (job.decodeFailures && decodes) {
                DecodedParts fresh; // the lost connection is every part's to see
                reply.value = decodeJob(job, results, fresh);
            }
        } else if (const DbError first = results.firstError();
                   first.isError() && !job.decodeFailures) {
            reply.error = first;
        } else if (decodes) {
            reply.value = decodeJob(job, results, *early);
        }
        if (reply.error.isError())
            qCInfo(lcWorker) << job.label << "failed:" << reply.error.summary();
        reply.answeredNs = steadyNowNs();
        Q_EMIT jobFinished(reply);
        if (outcome.connectionError.isError()) {
            if (route == JobRoute::Read)
                onReadLost(outcome.connectionError);
            else
                failQueue(lane, outcome.connectionError);
            return;
        }
        pump(route);
    };
    const bool started = l.session->run(job.statements, done, std::move(transactionDone));
    if (!started) {
        l.running = false;
        answer(ticket,
               DbError::make(DbErrorKind::NotConnected, DbText::tr("the connection is not ready")));
    }
}

void DbWorker::failQueue(Lane &l, const DbError &error)
{
    std::deque<Pending> queue;
    queue.swap(l.queue);
    for (const Pending &p : queue)
        answer(p.ticket, error);
}

void DbWorker::answer(quint64 ticket, const DbError &error, bool outcomeUnknown)
{
    DbReply reply;
    reply.ticket = ticket;
    reply.error = error;
    reply.outcomeUnknown = outcomeUnknown;
    Q_EMIT jobFinished(reply);
}

void DbWorker::cancelRunning(JobRoute route)
{
    if (PgSession *s = lane(route).session)
        s->cancel();
}

void DbWorker::cancel(quint64 ticket)
{
    for (Lane *l : { &m_read, &m_interactive, &m_write }) {
        if (l->running && l->runningTicket == ticket) {
            // The lane runs one job at a time and this thread starts the next one only after
            // this one is answered, so the cancel is meant for this job's statements. (If the
            // server finishes them first, the cancel can land on the next job's; that job
            // fails once with the same error and its view polls again.)
            if (l->session)
                l->session->cancel();
            return;
        }
        const auto queued = std::find_if(l->queue.begin(), l->queue.end(),
                                         [ticket](const Pending &p) { return p.ticket == ticket; });
        if (queued != l->queue.end()) {
            l->queue.erase(queued);
            answer(ticket,
                   DbError::make(DbErrorKind::Timeout, DbText::tr("cancelled before it was sent")));
            return;
        }
    }
}

void DbWorker::teardown(Lane &l, const DbError &why)
{
    if (l.session) {
        // Cancel first, so the server stops the work and not merely loses its client. The
        // session is deleted without reporting its pipeline; its ticket is answered here.
        l.session->cancel();
        l.session->disconnect(this);
        delete l.session;
        l.session = nullptr;
    }
    if (l.running)
        answer(l.runningTicket, why, &l == &m_write); // a write may have committed
    l.running = false;
    l.runningTicket = 0;
    failQueue(l, why);
}

void DbWorker::stop()
{
    m_stopped = true;
    if (m_retryTimer)
        m_retryTimer->stop();
    const DbError why
        = DbError::make(DbErrorKind::NotConnected, DbText::tr("PoolScope is shutting down"));
    for (Lane *l : { &m_read, &m_interactive, &m_write })
        teardown(*l, why);
    m_status.phase = ConnectionStatus::Phase::Idle;
    Q_EMIT statusChanged(m_status);
}

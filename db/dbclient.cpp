#include "db/dbclient.h"

#include "core/textcontexts.h"

using namespace Qt::StringLiterals;

DbClient::DbClient(QObject *parent) : QObject(parent), m_worker(new DbWorker)
{
    m_thread.setObjectName(u"poolscope-db"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &DbWorker::jobFinished, this, &DbClient::onJobFinished, Qt::QueuedConnection);
    connect(
        m_worker, &DbWorker::statusChanged, this,
        [this](const ConnectionStatus &s) {
            m_status = s;
            Q_EMIT statusChanged(s);
        },
        Qt::QueuedConnection);
    m_thread.start();
}

DbClient::~DbClient()
{
    shutdown();
}

void DbClient::start(const DbConfig &config)
{
    m_config = config;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, config] { w->start(config); }, Qt::QueuedConnection);
}

quint64 DbClient::submit(const DbJob &job, QObject *context, Callback callback)
{
    const quint64 ticket = m_nextTicket++;
    m_pending.insert(ticket, { QPointer<QObject>(context), std::move(callback) });
    if (!m_thread.isRunning()) {
        DbReply reply;
        reply.ticket = ticket;
        reply.error
            = DbError::make(DbErrorKind::NotConnected, DbText::tr("PoolScope is shutting down"));
        QMetaObject::invokeMethod(
            this, [this, reply] { onJobFinished(reply); }, Qt::QueuedConnection);
        return ticket;
    }
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, ticket, job] { w->submit(ticket, job); }, Qt::QueuedConnection);
    return ticket;
}

void DbClient::cancelRunning(JobRoute route)
{
    if (m_thread.isRunning())
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker, route] { w->cancelRunning(route); }, Qt::QueuedConnection);
}

void DbClient::cancel(quint64 ticket)
{
    if (m_thread.isRunning() && m_pending.contains(ticket))
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker, ticket] { w->cancel(ticket); }, Qt::QueuedConnection);
}

void DbClient::reconnectNow()
{
    if (m_thread.isRunning())
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker] { w->reconnectNow(); }, Qt::QueuedConnection);
}

void DbClient::shutdown()
{
    if (!m_thread.isRunning())
        return;
    // stop() runs on the DB thread: it cancels running statements and closes every
    // connection there, where they were opened. Then the thread's loop ends and the worker
    // is deleted on it.
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker] {
            w->stop();
            QThread::currentThread()->quit(); // after stop(), never before it
        },
        Qt::QueuedConnection);
    m_thread.wait();
    m_pending.clear();
}

void DbClient::onJobFinished(const DbReply &reply)
{
    const auto it = m_pending.find(reply.ticket);
    if (it == m_pending.end())
        return;
    Pending p = std::move(it.value());
    m_pending.erase(it);
    if (p.context && p.callback)
        p.callback(reply);
}

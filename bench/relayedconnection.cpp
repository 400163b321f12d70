#include "bench/relayedconnection.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"

#include <QCoreApplication>
#include <QElapsedTimer>

using namespace Qt::StringLiterals;

RelayedConnection::RelayedConnection(const QString &dsn)
    : m_bare(std::make_unique<BareConnection>(dsn))
{
    m_error = m_bare->error();
    m_thread.setObjectName(u"bench-relay"_s);
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

RelayedConnection::~RelayedConnection()
{
    m_thread.quit();
    m_thread.wait();
}

bool RelayedConnection::ok() const
{
    return m_bare->ok();
}

QString RelayedConnection::error() const
{
    return m_error;
}

double RelayedConnection::runPipeline(const QList<SqlStatement> &statements, int timeoutMs)
{
    // Shared with the relay thread's call, which may outlive a timed-out wait.
    struct Answer
    {
        bool done = false;
        qint64 rows = 0;
        QString error;
    };
    auto answer = std::make_shared<Answer>();
    BareConnection *bare = m_bare.get();
    QElapsedTimer t;
    t.start();
    QMetaObject::invokeMethod(
        m_context,
        [bare, statements, answer] {
            const qint64 rows = bare->runPipeline(statements);
            const QString error = rows < 0 ? bare->error() : QString();
            // The answer is a queued call on the application object, which lives on the
            // measuring (main) thread and outlives any wait.
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [answer, rows, error] {
                    answer->rows = rows;
                    answer->error = error;
                    answer->done = true;
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    if (!waitUntil([&answer] { return answer->done; }, timeoutMs)) {
        m_error = u"no answer from the relay thread within %1 ms"_s.arg(timeoutMs);
        return -1;
    }
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (answer->rows < 0) {
        m_error = answer->error;
        return -1;
    }
    return ms;
}

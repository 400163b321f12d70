#pragma once

#include "db/sqlstatement.h"

#include <QList>
#include <QString>
#include <QThread>
#include <memory>

class BareConnection;

// The floor of any console whose GUI thread never waits on the network: the same bare libpq
// pipeline as BareConnection, run on a thread of its own (with a Qt event loop, as the
// console's DB thread has) and asked and answered by queued calls. It adds the two thread
// hops to the baseline and nothing else: no decoding, no models. The benchmark prints it
// beside the console, so the part of the console's overhead that the hops themselves cost on
// this machine is told apart from what the console does in them.
class RelayedConnection
{
public:
    explicit RelayedConnection(const QString &dsn);
    ~RelayedConnection();
    RelayedConnection(const RelayedConnection &) = delete;
    RelayedConnection &operator=(const RelayedConnection &) = delete;

    bool ok() const;
    QString error() const;

    // Milliseconds from posting `statements` to the relay thread to having its answer back on
    // this thread, whose event loop turns meanwhile; -1 when a statement failed (error()).
    double runPipeline(const QList<SqlStatement> &statements, int timeoutMs = 60000);

private:
    std::unique_ptr<BareConnection> m_bare; // used on m_thread only, once constructed
    QThread m_thread;
    QObject *m_context = nullptr; // lives on m_thread: the queued calls run there
    QString m_error;
};

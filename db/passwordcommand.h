#pragma once

#include "core/dberror.h"

#include <QObject>
#include <QString>
#include <functional>

class QProcess;
class QTimer;

// Runs a profile's password command (`sh -c`) without blocking its thread, and hands its
// first line of output to the caller once: it is never kept here, logged or written. The
// command gets the target as PGHOST, PGPORT, PGUSER and PGDATABASE, so one command serves
// every profile (`aws rds generate-db-auth-token --hostname "$PGHOST" …`).
//
// A command that fails (exit status, a signal, no output, the timeout) answers an error that
// says what ran and the first lines it wrote to stderr. DB thread (any thread with an event
// loop); one run at a time per object.
class PasswordCommand : public QObject
{
    Q_OBJECT
public:
    struct Target
    {
        QString host;
        QString port;
        QString user;
        QString dbname;
    };
    using Done = std::function<void(const QString &password, const DbError &error)>;

    explicit PasswordCommand(QObject *parent = nullptr);
    ~PasswordCommand() override;

    // Starts `command`; `done` is called exactly once, from the event loop, unless abort()
    // or the destructor comes first. A run already under way is aborted.
    void run(const QString &command, const Target &target, int timeoutMs, Done done);
    void abort();

    // The command as messages show it: one line, at most 120 characters.
    static QString shown(const QString &command);

private:
    void finish(const QString &password, const DbError &error);

    QProcess *m_process = nullptr;
    QTimer *m_timer = nullptr;
    QString m_command;
    Done m_done;
};

#pragma once

#include "core/dberror.h"

#include <QObject>
#include <QString>
#include <functional>

// One SSH tunnel to a database server, through the system's OpenSSH client (`ssh`), so
// ~/.ssh/config, ProxyJump, agents, known_hosts and hardware keys work as they do in a
// terminal. The local end is a Unix socket, named as libpq names a server's
// (`<dir>/.s.PGSQL.<port>`), in a directory of its own that only this user may enter (0700,
// under $XDG_RUNTIME_DIR): no local TCP port another local user could connect to.
//
// ssh runs with ExitOnForwardFailure, keep-alives and BatchMode (unless an askpass program
// can ask the operator: SSH_ASKPASS), so it either forwards or exits; its failures come back
// in words (unknown or changed host key, key refused, bastion unreachable), never as a hang.
// A refusal that trying again cannot fix (a host key, a refused key, no ssh) is BadInput, so
// the console stops reconnecting; an unreachable bastion is ConnectionFailed, retried.
// ssh dies with the thread that started it (PR_SET_PDEATHSIG), so a console that crashes
// leaves no tunnel behind. The environment variable POOLSCOPE_SSH names another program to
// run instead of `ssh` (as GIT_SSH does for git; the tests run `ssh -F <their config>`).
// DB thread (any thread with an event loop).
class SshTunnel : public QObject
{
    Q_OBJECT
public:
    struct Target
    {
        QString destination; // what `ssh` is given: "bastion", "user@host", "ssh://u@h:2222"
        QString host; // the database server as the destination sees it; "/dir": its socket
        int port = 5432;
        friend bool operator==(const Target &, const Target &) = default;
    };
    // `socketDir` and `port` are what libpq's host= and port= must say to reach the tunnel's
    // local end; `error` is set (and they are empty) when the tunnel could not be made.
    using Ready = std::function<void(const QString &socketDir, int port, const DbError &error)>;

    explicit SshTunnel(QObject *parent = nullptr);
    ~SshTunnel() override; // ends ssh and removes the socket's directory

    // Calls `ready` once, from the event loop: at once when the tunnel to `target` is up,
    // else when ssh has forwarded or failed (within `timeoutMs`, plus the time a person may
    // take to answer the askpass program). Starts ssh when it is not running for `target`; a
    // tunnel to another target is ended first.
    void ensure(const Target &target, int timeoutMs, Ready ready);
    // Ends ssh; pending ready callbacks are answered with an error.
    void stop();
    bool isUp() const;

    // The program ssh asks a passphrase, a password or a host key's confirmation with
    // (SSH_ASKPASS), for every tunnel started from now on; empty (the default): none, ssh
    // runs in BatchMode and a question it would ask fails the tunnel. The GUI sets its own
    // binary when it has a display; ssh runs it with POOLSCOPE_ASKPASS=1 in its environment.
    // Any thread.
    static void setAskpassProgram(const QString &program);
    static QString askpassProgram();

Q_SIGNALS:
    // ssh exited after the tunnel was up (killed, the bastion went away): connections through
    // it are lost, and the next ensure() starts it again.
    void ended(const DbError &why);

private:
    struct Private;
    Private *d;
};

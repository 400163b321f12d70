#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// An OpenSSH server of a test's own: Debian's /usr/sbin/sshd in the foreground (-D -e) on a
// free loopback port, with an ed25519 host key it makes, letting in the keys of one
// authorized_keys file — never the system's sshd, which need not run. As root, sshd needs
// its privilege-separation directory (/run/sshd, which the service would make; made here
// when missing); as a normal user it lets in only that user (UsePAM no). Stopped with the
// object.
class SshServer
{
public:
    // Its files go to `dir`, named after `name`.
    SshServer(const QString &dir, const QString &name);
    ~SshServer();
    SshServer(const SshServer &) = delete;
    SshServer &operator=(const SshServer &) = delete;

    // Starts sshd and waits until it listens. `extraConfig`: sshd_config lines (PermitOpen).
    bool start(const QString &authorizedKeysFile, const QStringList &extraConfig = {});
    bool stop();
    int port() const { return m_port; }
    qint64 pid() const { return m_process.processId(); }
    // The line known_hosts holds for this server: "[127.0.0.1]:PORT ssh-ed25519 AAAA…".
    QString knownHostsLine() const;
    // What sshd has written to its stderr so far (its log, LogLevel VERBOSE).
    QString log();
    QString lastError() const { return m_error; }

private:
    QString m_dir;
    QString m_name;
    QProcess m_process;
    QString m_log;
    QString m_error;
    int m_port = 0;
};

// Runs ssh-keygen with `args`; false (and a warning with what it said) when it fails.
bool sshKeygen(const QStringList &args);
// A loopback TCP port nothing listens on at the moment of asking.
int freeLoopbackPort();

// A loopback TCP port bound and never listened on, for as long as the object lives: a connect
// to it is refused, and nothing else can take it meanwhile.
class ClosedPort
{
public:
    ClosedPort();
    ~ClosedPort();
    ClosedPort(const ClosedPort &) = delete;
    ClosedPort &operator=(const ClosedPort &) = delete;
    int port() const { return m_port; } // 0 when none could be bound

private:
    int m_fd = -1;
    int m_port = 0;
};
// The login name of the user the test runs as.
QString currentUserName();

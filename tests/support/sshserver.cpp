#include "tests/support/sshserver.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
// Generous: sshd starts in milliseconds, but a loaded CI machine runs the sanitizer build
// beside it.
constexpr int StartTimeoutMs = 60000;
} // namespace

bool sshKeygen(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(u"ssh-keygen"_s, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("ssh-keygen %s: %s", qPrintable(args.join(u' ')), p.readAll().constData());
        return false;
    }
    return true;
}

int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
        if (fd >= 0)
            ::close(fd);
        return 0;
    }
    socklen_t len = sizeof a;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len);
    ::close(fd);
    return ntohs(a.sin_port);
}

ClosedPort::ClosedPort()
{
    m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    if (m_fd >= 0 && ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0
        && ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&a), &len) == 0)
        m_port = ntohs(a.sin_port);
}

ClosedPort::~ClosedPort()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QString currentUserName()
{
    const passwd *pw = ::getpwuid(::geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

SshServer::SshServer(const QString &dir, const QString &name) : m_dir(dir), m_name(name)
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
}

SshServer::~SshServer()
{
    stop();
}

QString SshServer::knownHostsLine() const
{
    QFile pub(m_dir + u'/' + m_name + u"_host_ed25519.pub"_s);
    if (!pub.open(QIODevice::ReadOnly))
        return {};
    return u"[127.0.0.1]:%1 %2"_s.arg(m_port).arg(QString::fromUtf8(pub.readAll()).trimmed());
}

QString SshServer::log()
{
    m_log += QString::fromUtf8(m_process.readAll());
    return m_log;
}

bool SshServer::start(const QString &authorizedKeysFile, const QStringList &extraConfig)
{
    const QString hostKey = m_dir + u'/' + m_name + u"_host_ed25519"_s;
    if (!QFileInfo::exists(hostKey)
        && !sshKeygen({ u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-C"_s, m_name,
                        u"-f"_s, hostKey })) {
        m_error = u"ssh-keygen could not make the host key"_s;
        return false;
    }
    const QString sshd = u"/usr/sbin/sshd"_s;
    if (!QFileInfo(sshd).isExecutable()) {
        m_error = u"no /usr/sbin/sshd (apt-get install openssh-server)"_s;
        return false;
    }
    // The directory sshd chroots its unprivileged half into; the ssh service makes it at boot.
    if (::geteuid() == 0 && !QFileInfo::exists(u"/run/sshd"_s))
        QDir().mkpath(u"/run/sshd"_s);

    // A port is free when picked and may be taken before sshd binds it: then another.
    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freeLoopbackPort();
        const QString config = m_dir + u'/' + m_name + u"_sshd_config"_s;
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            m_error = u"cannot write "_s + config;
            return false;
        }
        QStringList lines {
            u"Port %1"_s.arg(m_port),
            u"ListenAddress 127.0.0.1"_s,
            u"HostKey "_s + hostKey,
            u"PidFile none"_s,
            u"AuthorizedKeysFile "_s + authorizedKeysFile,
            // The test's temporary directory is not a home directory sshd would trust.
            u"StrictModes no"_s,
            u"UsePAM no"_s,
            u"PubkeyAuthentication yes"_s,
            u"PasswordAuthentication no"_s,
            u"KbdInteractiveAuthentication no"_s,
            u"PermitRootLogin prohibit-password"_s, // CI runs the tests as root
            u"AllowTcpForwarding yes"_s,
            u"AllowStreamLocalForwarding yes"_s,
            u"AllowAgentForwarding no"_s,
            u"X11Forwarding no"_s,
            u"PermitTTY no"_s,
            u"LogLevel VERBOSE"_s,
        };
        lines += extraConfig;
        file.write((lines.join(u'\n') + u'\n').toUtf8());
        file.close();

        m_log.clear();
        // An absolute path: sshd re-executes itself for every connection.
        m_process.start(sshd, { u"-D"_s, u"-e"_s, u"-f"_s, config });
        const QDeadlineTimer deadline(StartTimeoutMs);
        while (!log().contains(u"Server listening on"_s)
               && m_process.state() != QProcess::NotRunning && !deadline.hasExpired())
            m_process.waitForReadyRead(200);
        if (log().contains(u"Server listening on"_s))
            return true;
        stop();
        if (!m_log.contains(u"Address already in use"_s))
            break;
    }
    m_error = u"sshd did not start: "_s + m_log.trimmed().right(800);
    return false;
}

bool SshServer::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return true;
    m_process.terminate();
    if (!m_process.waitForFinished(30000)) {
        m_process.kill();
        m_process.waitForFinished(30000);
    }
    log();
    return m_process.state() == QProcess::NotRunning;
}

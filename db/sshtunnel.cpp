#include "db/sshtunnel.h"

#include "core/textcontexts.h"
#include "db/sshfailure.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcSsh, "poolscope.db.ssh")

namespace {

// How often the tunnel's socket is looked for while ssh connects: a connect() to a Unix
// socket costs microseconds, and ssh gives no other sign (with -N it prints nothing).
constexpr int PollMs = 50;
// What a person at the askpass prompt may take on top of the connect timeout: typing a
// passphrase, reading a host key's fingerprint, finding the hardware key to touch.
constexpr int AskpassAllowanceMs = 5 * 60 * 1000;
// ssh's stderr kept for the message (its last words matter); it says little on its own.
constexpr qsizetype StderrCap = 16384;
// What ssh may take to end after SIGTERM before it is killed: it closes its channels and
// its ProxyJump child in milliseconds; only a stopped process would take longer.
constexpr int TerminateGraceMs = 500;

struct AskpassSetting
{
    QMutex mutex;
    QString program;
};

AskpassSetting &askpassSetting()
{
    static AskpassSetting setting;
    return setting;
}

QString sshProgram()
{
    const QString custom = qEnvironmentVariable("POOLSCOPE_SSH");
    return custom.isEmpty() ? u"ssh"_s : custom;
}

QString socketName(int port)
{
    return u"/.s.PGSQL."_s + QString::number(port);
}

// A fresh directory only this user may enter, for the tunnel's socket: under
// $XDG_RUNTIME_DIR (the user's own, cleared at logout), else the temporary directory.
// mkdtemp makes it 0700 whatever the umask.
QString makeSocketDir(int port, DbError *error)
{
    QStringList bases;
    if (const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR"); !runtime.isEmpty())
        bases.append(runtime);
    bases.append(QDir::tempPath());
    QStringList why;
    for (const QString &base : std::as_const(bases)) {
        QByteArray name = QFile::encodeName(base + u"/poolscope-ssh-XXXXXX"_s);
        // The kernel's limit for a socket's path, its terminating zero included.
        if (name.size() + socketName(port).size() >= qsizetype(sizeof(sockaddr_un::sun_path))) {
            why.append(DbText::tr("%1: the path would be too long for a socket").arg(base));
            continue;
        }
        if (const char *made = ::mkdtemp(name.data()))
            return QFile::decodeName(made);
        why.append(base + u": "_s + QString::fromLocal8Bit(std::strerror(errno)));
    }
    *error = DbError::make(DbErrorKind::BadInput,
                           DbText::tr("no private directory could be made for the SSH "
                                      "tunnel's socket (%1)")
                               .arg(why.join(u"; "_s)));
    return {};
}

// Whether a server listens on the Unix socket at `path`: ssh binds and then listens, so the
// file appears a moment before a connect can succeed.
bool listening(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (name.size() >= qsizetype(sizeof(address.sun_path)))
        return false;
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return false;
    const bool ok
        = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return ok;
}

// ssh's -L argument: the local socket, then the far end as the destination sees it.
QString forwardSpec(const QString &localSocket, const SshTunnel::Target &target)
{
    if (target.host.startsWith(u'/'))
        return localSocket + u':' + target.host + socketName(target.port);
    const QString host = target.host.contains(u':') && !target.host.startsWith(u'[')
        ? u'[' + target.host + u']'
        : target.host;
    return localSocket + u':' + host + u':' + QString::number(target.port);
}

// ssh's command line: a forward and nothing else, on a connection of its own.
QStringList sshArguments(const SshTunnel::Target &target, const QString &localSocket,
                         const QString &askpass, int connectSeconds)
{
    const QStringList options {
        // Forward or exit: never an ssh that is up without the forward.
        u"ExitOnForwardFailure=yes"_s,
        // A bastion gone silent (a dropped VPN) ends the tunnel in 45 s, not at TCP's pace.
        u"ServerAliveInterval=15"_s,
        u"ServerAliveCountMax=3"_s,
        u"ConnectTimeout="_s + QString::number(connectSeconds),
        // A socket file left by an ssh that was killed is replaced, and only this user may
        // connect to the new one (the directory is 0700 as well).
        u"StreamLocalBindUnlink=yes"_s,
        u"StreamLocalBindMask=0177"_s,
        // A connection of its own, never a multiplexed one: as a mux client of the
        // operator's master, the forward would live in the master, outlive this ssh and
        // never report its end; as a master (ControlMaster auto), the operator's terminals
        // would hang on a process the console kills, and ControlPersist would fork it away
        // from the console.
        u"ControlMaster=no"_s,
        u"ControlPath=none"_s,
        // ssh must stay the process started here: it is what is watched and killed.
        u"ForkAfterAuthentication=no"_s,
        // The connection carries the database's forward and nothing else.
        u"PermitLocalCommand=no"_s,
        u"ForwardAgent=no"_s,
        u"ForwardX11=no"_s,
        askpass.isEmpty() ? u"BatchMode=yes"_s : u"BatchMode=no"_s,
    };
    QStringList args { u"-N"_s, u"-T"_s };
    for (const QString &option : options)
        args << u"-o"_s << option;
    // "--": a destination is never read as an option.
    args << u"-L"_s << forwardSpec(localSocket, target) << u"--"_s << target.destination;
    return args;
}

QProcessEnvironment sshEnvironment(const QString &askpass)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (askpass.isEmpty()) {
        // A ProxyJump's own ssh is not in BatchMode (ssh passes it only -F and -v): it must
        // not pop up whatever askpass the desktop set either.
        env.insert(u"SSH_ASKPASS_REQUIRE"_s, u"never"_s);
    } else {
        env.insert(u"SSH_ASKPASS"_s, askpass);
        env.insert(u"SSH_ASKPASS_REQUIRE"_s, u"force"_s);
        env.insert(u"POOLSCOPE_ASKPASS"_s, u"1"_s);
    }
    return env;
}

} // namespace

struct SshTunnel::Private
{
    explicit Private(SshTunnel *tunnel) : q(tunnel) { }

    void start(int timeoutMs);
    void checkForward();
    void onFinished(int exitCode, bool normalExit);
    void fail(const DbError &error);
    void answer(const DbError &error);
    void endProcess();

    SshTunnel *q;
    Target target;
    QProcess *process = nullptr;
    QTimer *poll = nullptr;
    QTimer *deadline = nullptr;
    QString dir; // the socket's directory while ssh runs
    bool up = false;
    bool failing = false; // start() failed before ssh ran; the answer is on its way
    QByteArray stderrText;
    QList<Ready> waiters;
};

void SshTunnel::setAskpassProgram(const QString &program)
{
    AskpassSetting &s = askpassSetting();
    const QMutexLocker lock(&s.mutex);
    s.program = program;
}

QString SshTunnel::askpassProgram()
{
    AskpassSetting &s = askpassSetting();
    const QMutexLocker lock(&s.mutex);
    return s.program;
}

SshTunnel::SshTunnel(QObject *parent) : QObject(parent), d(new Private(this))
{
    d->poll = new QTimer(this);
    d->poll->setInterval(PollMs);
    connect(d->poll, &QTimer::timeout, this, [this] { d->checkForward(); });
    d->deadline = new QTimer(this);
    d->deadline->setSingleShot(true);
    connect(d->deadline, &QTimer::timeout, this, [this] {
        const int seconds = (d->deadline->interval() + 999) / 1000;
        d->fail(sshfailure::timedOut(d->target.destination, seconds, d->stderrText));
    });
}

SshTunnel::~SshTunnel()
{
    d->waiters.clear(); // nobody is left to answer
    d->endProcess();
    delete d;
}

bool SshTunnel::isUp() const
{
    return d->up;
}

void SshTunnel::ensure(const Target &target, int timeoutMs, Ready ready)
{
    if (d->process && !(target == d->target))
        stop();
    d->target = target;
    if (d->up) {
        const QString dir = d->dir;
        const int port = target.port;
        QTimer::singleShot(0, this, [ready, dir, port] { ready(dir, port, {}); });
        return;
    }
    d->waiters.append(std::move(ready));
    if (!d->process && !d->failing)
        d->start(timeoutMs);
}

void SshTunnel::stop()
{
    d->endProcess();
    d->answer(DbError::make(DbErrorKind::NotConnected, DbText::tr("the SSH tunnel was stopped")));
}

void SshTunnel::Private::start(int timeoutMs)
{
    DbError error;
    if (target.destination.startsWith(u'-')) {
        // ssh would read it as an option; no host name starts with a dash.
        error
            = DbError::make(DbErrorKind::BadInput,
                            DbText::tr("\"%1\" is not an SSH destination").arg(target.destination));
    } else {
        dir = makeSocketDir(target.port, &error);
    }
    if (error.isError()) {
        // Answered from the event loop; ensure() calls meanwhile wait for the same answer.
        failing = true;
        QTimer::singleShot(0, q, [this, error] {
            failing = false;
            fail(error);
        });
        return;
    }
    const QString askpass = askpassProgram();
    const QStringList args = sshArguments(target, dir + socketName(target.port), askpass,
                                          qMax(1, (timeoutMs + 999) / 1000));
    stderrText.clear();
    up = false;
    auto *p = new QProcess(q);
    process = p;
    p->setProcessEnvironment(sshEnvironment(askpass));
    p->setStandardInputFile(QProcess::nullDevice());
    p->setStandardOutputFile(QProcess::nullDevice());
    const pid_t console = ::getpid();
    p->setChildProcessModifier([console] {
        // No controlling terminal: ssh and its ProxyJump child can never ask on the terminal
        // the console was started from (they would wait for an answer nobody sees), and a
        // Ctrl-C there does not reach them.
        ::setsid();
        // Dies with the thread that started it, a crashed console included.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != console) // the console died before the line above
            ::_exit(127);
    });
    connect(p, &QProcess::readyReadStandardError, q, [this, p] {
        if (p != process)
            return;
        const QByteArray more = p->readAllStandardError();
        if (up) {
            // Words about channels (a refused connect at the far end); never a secret.
            for (const QByteArray &line : more.split('\n')) {
                if (!line.trimmed().isEmpty())
                    qCInfo(lcSsh) << target.destination << "ssh:" << line.trimmed();
            }
        }
        stderrText.append(more);
        if (stderrText.size() > StderrCap)
            stderrText.remove(0, stderrText.size() - StderrCap);
    });
    connect(p, &QProcess::errorOccurred, q, [this, p](QProcess::ProcessError e) {
        if (p != process || e != QProcess::FailedToStart)
            return;
        fail(sshfailure::notStarted(p->program(), p->errorString()));
    });
    connect(p, &QProcess::finished, q, [this, p](int exitCode, QProcess::ExitStatus status) {
        if (p != process)
            return;
        stderrText.append(p->readAllStandardError());
        onFinished(exitCode, status == QProcess::NormalExit);
    });
    qCInfo(lcSsh) << "starting" << sshProgram() << "to" << target.destination << "for"
                  << target.host << target.port;
    deadline->start(askpass.isEmpty() ? qMax(1000, timeoutMs)
                                      : qMax(1000, timeoutMs) + AskpassAllowanceMs);
    poll->start();
    p->start(sshProgram(), args);
}

void SshTunnel::Private::checkForward()
{
    if (!process || up || !listening(dir + socketName(target.port)))
        return;
    poll->stop();
    deadline->stop();
    up = true;
    qCInfo(lcSsh) << "tunnel up through" << target.destination << "at" << dir;
    const QString where = dir;
    const int port = target.port;
    const QList<Ready> ready = std::exchange(waiters, {});
    for (const Ready &r : ready)
        r(where, port, {});
}

void SshTunnel::Private::onFinished(int exitCode, bool normalExit)
{
    const bool wasUp = up;
    const DbError why = wasUp
        ? sshfailure::ended(target.destination, stderrText, exitCode, normalExit)
        : sshfailure::explain(target.destination, stderrText, exitCode, normalExit);
    qCInfo(lcSsh) << "ssh to" << target.destination << "exited:" << why.summary();
    endProcess();
    answer(why);
    if (wasUp)
        Q_EMIT q->ended(why);
}

void SshTunnel::Private::fail(const DbError &error)
{
    qCInfo(lcSsh) << "tunnel through" << target.destination << "failed:" << error.summary();
    endProcess();
    answer(error);
}

void SshTunnel::Private::answer(const DbError &error)
{
    const QList<Ready> pending = std::exchange(waiters, {});
    for (const Ready &r : pending)
        r({}, 0, error);
}

// Ends ssh and removes the socket's directory. Waits only as long as the kernel takes to end
// a process that got SIGTERM (SIGKILL after TerminateGraceMs): a QProcess left to finish
// later would outlive a DB thread that is ending. Deleted later, since this may run in one
// of its signals; a child of the tunnel, so it goes with it in any case.
void SshTunnel::Private::endProcess()
{
    poll->stop();
    deadline->stop();
    up = false;
    if (QProcess *p = std::exchange(process, nullptr)) {
        p->disconnect(q);
        if (p->state() != QProcess::NotRunning) {
            p->terminate();
            if (!p->waitForFinished(TerminateGraceMs)) {
                p->kill();
                p->waitForFinished(-1);
            }
        }
        p->deleteLater();
    }
    if (!dir.isEmpty())
        QDir(std::exchange(dir, QString())).removeRecursively();
}

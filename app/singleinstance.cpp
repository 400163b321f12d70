#include "app/singleinstance.h"

#include "app/consolesession.h"
#include "app/options.h"
#include "views/mainwindow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QLoggingCategory>
#include <QTimer>
#include <algorithm>

Q_LOGGING_CATEGORY(lcInstance, "poolscope.instance")

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MaxLine = 8192; // a link is far shorter; anything longer is not ours
constexpr int DeadlineMs = 3000; // for a whole request, on the listening side

// One line for the wire and the terminal: no line breaks, no control characters.
QByteArray oneLine(const QString &text)
{
    QString out = text.left(1000);
    for (QChar &c : out) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = u'?';
    }
    return out.toUtf8();
}

// An activation token as a compositor writes one: printable ASCII without spaces.
bool isCleanToken(const QByteArray &token)
{
    return !token.isEmpty() && token.size() <= 512
        && std::all_of(token.begin(), token.end(), [](char c) { return c > ' ' && c < 127; });
}

// Where QLocalServer puts a socket of that name, and its lock file beside it.
QString lockPathOf(const QString &name)
{
    const QString path = QDir::isAbsolutePath(name) ? name : QDir::tempPath() + u'/' + name;
    return path + u".lock"_s;
}

bool someoneAnswers(const QString &name)
{
    QLocalSocket probe;
    probe.connectToServer(name);
    return probe.waitForConnected(1000);
}

void raiseWindow(MainWindow *window, const QString &activationToken)
{
    // Qt's Wayland plugin activates with this token, read when the window asks; without one
    // the compositor may only mark the window as wanting attention. Never left for later.
    const bool token
        = !activationToken.isEmpty() && QGuiApplication::platformName().startsWith("wayland"_L1);
    if (token)
        qputenv("XDG_ACTIVATION_TOKEN", activationToken.toLatin1());
    window->bringForward();
    if (token)
        qunsetenv("XDG_ACTIVATION_TOKEN");
}

void drop(QLocalSocket *socket)
{
    socket->abort();
    socket->deleteLater();
}

} // namespace

namespace singleinstance {

QString socketName()
{
    if (const QString name = qEnvironmentVariable("POOLSCOPE_INSTANCE_SOCKET"); !name.isEmpty())
        return name;
    return platformSocketName();
}

// Named after the home directory, which is the user's own on every platform, hashed so the
// name holds no separators and no personal data; QLocalServer::UserAccessOption keeps others out.
QString portableSocketName()
{
    const QByteArray home = QDir::homePath().toUtf8();
    const QByteArray key = QCryptographicHash::hash(home, QCryptographicHash::Sha256).toHex();
    return u"poolscope-%1.socket"_s.arg(QString::fromLatin1(key.left(16)));
}

Handover sendLink(const QString &name, const QString &link, QString *error, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(timeoutMs))
        return socket.error() == QLocalSocket::SocketTimeoutError ? Handover::NoAnswer
                                                                  : Handover::NoConsole;
    QByteArray request;
    if (const QByteArray token = qgetenv("XDG_ACTIVATION_TOKEN"); isCleanToken(token))
        request += "token " + token + '\n';
    request += "link " + oneLine(link) + '\n';
    socket.write(request);
    const auto left = [&] {
        return int(qMax<qint64>(0, timeoutMs - clock.elapsed()));
    };
    if (!socket.waitForBytesWritten(left()))
        return Handover::NoAnswer;
    while (!socket.canReadLine()) {
        if (left() == 0 || !socket.waitForReadyRead(left()))
            return Handover::NoAnswer;
    }
    const QByteArray line = socket.readLine(MaxLine).trimmed();
    if (line == "ok")
        return Handover::Followed;
    if (line.startsWith("refused ")) {
        *error = QString::fromUtf8(oneLine(QString::fromUtf8(line.mid(8))));
        return Handover::Refused;
    }
    return Handover::NoAnswer;
}

} // namespace singleinstance

SingleInstance::SingleInstance(QObject *parent) : QObject(parent), m_server(new QLocalServer(this))
{
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection())
            serve(socket);
    });
}

bool SingleInstance::listen(const QString &name)
{
    QLockFile lock(lockPathOf(name));
    if (!lock.tryLock(2000)) {
        qCInfo(lcInstance) << "not listening: another console is starting";
        return false;
    }
    if (someoneAnswers(name)) {
        qCInfo(lcInstance).noquote() << "not listening: a console already listens on" << name;
        return false;
    }
    QLocalServer::removeServer(name); // a crashed console's socket, if any
    if (!m_server->listen(name)) {
        qCWarning(lcInstance).noquote()
            << "links cannot reach this console:" << m_server->errorString();
        return false;
    }
    qCInfo(lcInstance).noquote() << "listening on" << m_server->fullServerName();
    return true;
}

bool SingleInstance::isListening() const
{
    return m_server->isListening();
}

QString SingleInstance::fullServerName() const
{
    return m_server->fullServerName();
}

void SingleInstance::deliverTo(ConsoleSession *session)
{
    connect(this, &SingleInstance::linkReceived, session,
            [session](const DeepLink &link, const QString &activationToken) {
                raiseWindow(session->window(), activationToken);
                session->openLink(link);
                qCInfo(lcInstance).noquote() << "link followed:" << link.toString();
            });
}

void SingleInstance::serve(QLocalSocket *socket)
{
    connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
    // A sender that connects and says nothing (or too much) is dropped, never waited for.
    QTimer::singleShot(DeadlineMs, socket, [socket] { drop(socket); });
    connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readRequest(socket); });
    if (socket->bytesAvailable() > 0)
        readRequest(socket);
}

void SingleInstance::readRequest(QLocalSocket *socket)
{
    if (socket->state() != QLocalSocket::ConnectedState)
        return; // answered already, or dropped
    while (socket->canReadLine()) {
        const QByteArray line = socket->readLine(MaxLine + 1);
        if (line.size() > MaxLine)
            return drop(socket);
        if (line.startsWith("token "))
            socket->setProperty("activationToken", line.mid(6).trimmed());
        else if (line.startsWith("link "))
            return answer(socket, line.mid(5).trimmed());
    }
    if (socket->bytesAvailable() > MaxLine)
        drop(socket);
}

void SingleInstance::answer(QLocalSocket *socket, const QByteArray &request)
{
    QString why;
    const std::optional<DeepLink> link = parseLink(QString::fromUtf8(request), &why);
    const QByteArray token = socket->property("activationToken").toByteArray();
    socket->write(link ? QByteArray("ok\n") : "refused " + oneLine(why) + '\n');
    socket->disconnectFromServer(); // after what was written has gone
    if (!link) {
        qCInfo(lcInstance).noquote() << "link refused:" << oneLine(why);
        return;
    }
    Q_EMIT linkReceived(*link, isCleanToken(token) ? QString::fromLatin1(token) : QString());
}

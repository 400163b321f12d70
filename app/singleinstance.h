#pragma once

#include "core/deeplink.h"

#include <QObject>
#include <QString>

class ConsoleSession;
class QLocalServer;
class QLocalSocket;

// One console per desktop session for links (docs/export-and-links.md, "Links go to the running
// console"). The running console listens on a per-user local socket; `poolscope LINK` hands
// its link there and exits instead of starting a second console with its own connections.
//
// The protocol, one request per connection, UTF-8 lines:
//   token TOKEN     optional: the sender's XDG_ACTIVATION_TOKEN, to raise the window on Wayland
//   link LINK       the link; the console answers on this line
//   ← ok            followed (or kept until the first data, as a startup link is)
//   ← refused WHY   the link's grammar refused it, in the command line's words
// Unknown keys are ignored, so a newer sender can add some.
namespace singleinstance {

// $POOLSCOPE_INSTANCE_SOCKET when set (a path, or a bare name that QLocalServer places in the
// temporary directory), else platformSocketName(). Needs a QCoreApplication.
QString socketName();

// Where this build's platform keeps the socket, one of two files as app/CMakeLists.txt chooses:
// instancesocket_xdg.cpp (POOLSCOPE_LINUX_DESKTOP: poolscope.socket in the user's runtime
// directory, $XDG_RUNTIME_DIR) or instancesocket_portable.cpp (portableSocketName()).
QString platformSocketName();

// A bare name of the user's own, for QLocalServer to place where the platform keeps local
// sockets (a named pipe on Windows, the per-user temporary directory on macOS). Built on every
// platform, so the Linux suite tests the fallback too.
QString portableSocketName();

enum class Handover {
    NoConsole, // nothing listens (or a stale socket of a console that crashed)
    NoAnswer, // something listens but did not answer in time: start a console of its own
    Followed, // the running console took the link
    Refused, // it refused the link: *error says why
};

// Hands `link` to the console listening on `name`. Blocks for at most about `timeoutMs`: it
// runs in the starting process, before any window exists.
Handover sendLink(const QString &name, const QString &link, QString *error, int timeoutMs = 5000);

} // namespace singleinstance

// The listening side, in the running console. GUI thread; it never blocks it: each
// connection is read as its bytes arrive and dropped after a short deadline or an oversized
// request. Owns its server and its connections.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    explicit SingleInstance(QObject *parent = nullptr);

    // Listens on `name` unless a live console already does. A socket nobody answers on (left
    // by a console that crashed) is removed first. Of two consoles starting together one
    // listens; the other returns false and runs without listening. A lock file beside the
    // socket keeps the check and the listen one step.
    bool listen(const QString &name);
    bool isListening() const;
    QString fullServerName() const;

    // Sends the links it receives to `session`: raises and activates its window, and follows
    // the link as a startup link is followed.
    void deliverTo(ConsoleSession *session);

Q_SIGNALS:
    // A link that parsed; the sender has been told "ok". `activationToken` may be empty.
    void linkReceived(const DeepLink &link, const QString &activationToken);

private:
    void serve(QLocalSocket *socket);
    void readRequest(QLocalSocket *socket);
    void answer(QLocalSocket *socket, const QByteArray &request);

    QLocalServer *m_server;
};

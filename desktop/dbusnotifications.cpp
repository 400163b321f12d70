#include "desktop/dbusnotifications.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

using namespace Qt::StringLiterals;

namespace {

const QString Service = u"org.freedesktop.Notifications"_s;
const QString Path = u"/org/freedesktop/Notifications"_s;
const QString Interface = u"org.freedesktop.Notifications"_s;
// The .desktop file's name without ".desktop" (packaging/), also the icon's theme name.
const QString AppId = u"io.github.poolscope.PoolScope"_s;
const QString DefaultAction = u"default"_s; // clicking the notification itself
const QString OpenAction = u"open"_s; // its button
constexpr uchar UrgencyNormal = 1;
constexpr uchar UrgencyCritical = 2;
// Long enough for a service the bus starts on demand; the window never waits for it.
constexpr int CallTimeoutMs = 10000;
// Ids whose action may still come; the oldest are forgotten (a service that never says
// NotificationClosed must not grow this).
constexpr qsizetype MaxRemembered = 64;

QString errorText(const QDBusError &error)
{
    return error.message().isEmpty() ? error.name() : error.message();
}

} // namespace

NotificationBackend *createPlatformNotificationBackend(QObject *parent)
{
    return new DBusNotifications(QDBusConnection::sessionBus(), parent);
}

DBusNotifications::DBusNotifications(const QDBusConnection &bus, QObject *parent)
    : NotificationBackend(parent), m_bus(bus)
{
    if (!m_bus.isConnected())
        return;
    // Any sender: naming the service would make Qt ask the bus for its owner, a blocking
    // call. Each signal's sender is checked against the one that answered Notify instead.
    m_bus.connect(QString(), Path, Interface, u"ActionInvoked"_s, this,
                  SLOT(onActionInvoked(uint, QString, QDBusMessage)));
    m_bus.connect(QString(), Path, Interface, u"NotificationClosed"_s, this,
                  SLOT(onNotificationClosed(uint, uint, QDBusMessage)));
}

QString DBusNotifications::bodyText(const OutgoingNotification &out, bool markup)
{
    const QString plain = out.lines.join(u'\n');
    return markup ? plain.toHtmlEscaped() : plain;
}

// The reasons keep DesktopNotifier's translation context: they are its status line's words.
void DBusNotifications::send(const OutgoingNotification &out)
{
    if (!m_bus.isConnected()) {
        Q_EMIT failed(out,
                      QCoreApplication::translate("DesktopNotifier", "No D-Bus session bus (%1).")
                          .arg(errorText(m_bus.lastError())));
        return;
    }
    const QDBusMessage call
        = QDBusMessage::createMethodCall(Service, Path, Interface, u"GetCapabilities"_s);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, CallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, out](auto *w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        if (reply.isError())
            Q_EMIT failed(out,
                          QCoreApplication::translate("DesktopNotifier",
                                                      "No desktop notification service (%1).")
                              .arg(errorText(reply.error())));
        else
            sendNotify(out, reply.value());
    });
}

void DBusNotifications::sendNotify(const OutgoingNotification &out, const QStringList &capabilities)
{
    const QString label = out.group ? QCoreApplication::translate("DesktopNotifier", "Show watches")
                                    : QCoreApplication::translate("DesktopNotifier", "Open");
    QStringList actions;
    if (out.group || !out.link.isEmpty())
        actions = QStringList { DefaultAction, label, OpenAction, label };
    const QVariantMap hints {
        { u"desktop-entry"_s, AppId },
        { u"urgency"_s, QVariant::fromValue(out.bad ? UrgencyCritical : UrgencyNormal) },
    };
    QDBusMessage call = QDBusMessage::createMethodCall(Service, Path, Interface, u"Notify"_s);
    call << u"PoolScope"_s << uint(0) << AppId << out.summary
         << bodyText(out, capabilities.contains(u"body-markup"_s)) << actions << hints
         << int(-1); // the server's own expiry
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, CallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, out](auto *w) { notifySent(w, out); });
}

void DBusNotifications::notifySent(QDBusPendingCallWatcher *watcher,
                                   const OutgoingNotification &out)
{
    watcher->deleteLater();
    const QDBusPendingReply<uint> reply = *watcher;
    if (reply.isError()) {
        Q_EMIT failed(out,
                      QCoreApplication::translate("DesktopNotifier",
                                                  "The desktop notification service failed (%1).")
                          .arg(errorText(reply.error())));
        return;
    }
    m_sent.append({ reply.value(), reply.reply().service(), out.link, out.group });
    if (m_sent.size() > MaxRemembered)
        m_sent.removeFirst();
    Q_EMIT sent(out);
}

void DBusNotifications::onActionInvoked(uint id, const QString &key, const QDBusMessage &message)
{
    if (key != DefaultAction && key != OpenAction)
        return;
    for (const Sent &s : std::as_const(m_sent)) {
        if (s.id == id && s.sender == message.service()) {
            Q_EMIT followed(s.link, s.group);
            return;
        }
    }
}

void DBusNotifications::onNotificationClosed(uint id, uint, const QDBusMessage &message)
{
    m_sent.removeIf([&](const Sent &s) { return s.id == id && s.sender == message.service(); });
}

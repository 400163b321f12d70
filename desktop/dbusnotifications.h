#pragma once

#include "desktop/notificationbackend.h"

#include <QDBusConnection>
#include <QList>

class QDBusMessage;
class QDBusPendingCallWatcher;

// Notifications through the freedesktop Notifications service (specification 1.2) on a D-Bus
// bus, the session bus by default. GUI thread. Every call is asynchronous: the service's
// capabilities are asked first (which also finds whether one is there: the bus answers "not
// activatable" at once when none is registered), then Notify. docs/notifications.md.
class DBusNotifications : public NotificationBackend
{
    Q_OBJECT
public:
    explicit DBusNotifications(const QDBusConnection &bus, QObject *parent = nullptr);

    void send(const OutgoingNotification &out) override;

    // The body as sent: escaped where the server reads markup (its "body-markup" capability).
    static QString bodyText(const OutgoingNotification &out, bool markup);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &key, const QDBusMessage &message);
    void onNotificationClosed(uint id, uint reason, const QDBusMessage &message);

private:
    struct Sent
    {
        uint id = 0;
        QString sender; // the unique bus name that answered Notify
        QString link;
        bool group = false;
    };

    void sendNotify(const OutgoingNotification &out, const QStringList &capabilities);
    void notifySent(QDBusPendingCallWatcher *watcher, const OutgoingNotification &out);

    QDBusConnection m_bus;
    QList<Sent> m_sent; // the newest last; capped
};

#pragma once

#include <QDBusConnection>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariantMap>

// One Notify call as the service received it: every argument, and the id it answered.
struct NotifyCall
{
    QString appName;
    uint replacesId = 0;
    QString appIcon;
    QString summary;
    QString body;
    QStringList actions;
    QVariantMap hints;
    int expireTimeout = 0;
    uint id = 0;
};

// A stand-in for the desktop's notification daemon: owns org.freedesktop.Notifications on the
// session bus (in the tests a private one, from dbus-run-session), records every Notify call,
// answers increasing ids, and emits ActionInvoked and NotificationClosed when told to. It uses
// a connection of its own, so that its signals reach a notifier in the same process through
// the bus, as a real daemon's do. GUI thread (the thread that calls start()).
class TestNotificationService : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    explicit TestNotificationService(QObject *parent = nullptr);
    ~TestNotificationService() override;

    // Connects to the session bus and takes the service name; false, with *error, when it
    // cannot (no bus, the name owned by someone else).
    bool start(QString *error = nullptr);
    void stop(); // gives the name up and disconnects
    bool isRunning() const { return m_running; }
    QString uniqueName() const; // the connection's own bus name, the signals' sender

    QList<NotifyCall> calls() const { return m_calls; }
    // What GetCapabilities answers; by default actions, body and body-markup.
    void setCapabilities(const QStringList &capabilities) { m_capabilities = capabilities; }
    // As when the operator clicks an action of notification `id`.
    void invokeAction(uint id, const QString &key);
    void close(uint id, uint reason = 2); // 2: dismissed by the user

Q_SIGNALS:
    void notifyCalled(uint id); // for QSignalSpy; calls() has the rest
    // The D-Bus interface's signals.
    Q_SCRIPTABLE void ActionInvoked(uint id, const QString &actionKey);
    Q_SCRIPTABLE void NotificationClosed(uint id, uint reason);

public Q_SLOTS:
    // The D-Bus interface's methods, as the specification names them.
    Q_SCRIPTABLE uint Notify(const QString &appName, uint replacesId, const QString &appIcon,
                             const QString &summary, const QString &body,
                             const QStringList &actions, const QVariantMap &hints,
                             int expireTimeout);
    Q_SCRIPTABLE QStringList GetCapabilities() const { return m_capabilities; }
    Q_SCRIPTABLE void CloseNotification(uint id) { close(id, 3); }
    Q_SCRIPTABLE QString GetServerInformation(QString &vendor, QString &version,
                                              QString &specVersion) const;

private:
    QString m_connectionName;
    QList<NotifyCall> m_calls;
    QStringList m_capabilities;
    uint m_nextId = 1;
    bool m_running = false;
};

#pragma once

#include "core/desktopnotice.h"

#include <QDBusConnection>
#include <QList>
#include <QObject>
#include <QStringList>

class QDBusMessage;
class QDBusPendingCallWatcher;
class QSystemTrayIcon;

// Tells the desktop what the watches reached: a notification through the freedesktop
// Notifications service on the session bus; without one, a tray icon's message; without a
// tray, a request for the window's banner. GUI thread; owns its tray icon (made on first use).
// Nothing here blocks: every D-Bus call is asynchronous, so the channel a notify() used is
// known when notified() is emitted, after the service answered (or did not). Calls are
// answered in the order they were made. docs/notifications.md has the rules.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    enum class Channel { None, DBus, Tray, Banner };
    Q_ENUM(Channel)

    static constexpr int GroupLines = 5; // a grouped notification's body lists at most this many

    // One notification as it is sent: the notices of a notify() call, composed.
    struct Outgoing
    {
        QString summary;
        QStringList lines; // the body, plain text, one entry a line
        QString link; // what the action opens; empty for a group
        bool group = false;
        bool bad = false;
    };
    static Outgoing compose(const QList<DesktopNotice> &notices);
    // The body as sent: escaped where the server reads markup (its "body-markup" capability).
    static QString bodyText(const Outgoing &out, bool markup);
    // One line for the window's banner.
    static QString bannerText(const Outgoing &out);

    explicit DesktopNotifier(QObject *parent = nullptr); // the session bus
    explicit DesktopNotifier(const QDBusConnection &bus, QObject *parent = nullptr);
    ~DesktopNotifier() override;

    // Everything one poll brought: nothing for none, one notification for one notice, one
    // grouped notification ("Watches finished: 3", a line each) for several.
    void notify(const QList<DesktopNotice> &notices);

    // The channel of the last notify() whose channel is known, and why it was not D-Bus
    // (empty when it was): for the status line and the tests.
    Channel lastChannel() const { return m_lastChannel; }
    QString lastReason() const { return m_lastReason; }
    // Whether the tray may be used when D-Bus cannot (default: yes, where a tray exists).
    void setTrayAllowed(bool allowed) { m_trayAllowed = allowed; }

Q_SIGNALS:
    // The operator clicked a single notification (or its tray message): open this link.
    void openRequested(const QString &link);
    // The operator clicked a grouped notification: show the watch list.
    void watchListRequested();
    // Neither D-Bus nor a tray: show this line in the window's banner, with a way to open
    // `link` (empty for a group: offer the watch list).
    void bannerRequested(const QString &text, const QString &link);
    // A notify() went out through `channel` (lastReason() says why when not D-Bus).
    void notified(DesktopNotifier::Channel channel);

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

    void askCapabilities(const Outgoing &out);
    void sendNotify(const Outgoing &out, const QStringList &capabilities);
    void notifySent(QDBusPendingCallWatcher *watcher, const Outgoing &out);
    void fallBack(const Outgoing &out, const QString &reason);
    bool showInTray(const Outgoing &out);
    void trayClicked();
    void finish(Channel channel, const QString &reason);
    void follow(const QString &link, bool group);

    QDBusConnection m_bus;
    QList<Sent> m_sent; // the newest last; capped
    QSystemTrayIcon *m_tray = nullptr;
    QString m_trayLink;
    bool m_trayGroup = false;
    bool m_trayAllowed = true;
    Channel m_lastChannel = Channel::None;
    QString m_lastReason;
};

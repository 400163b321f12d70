#pragma once

#include "core/desktopnotice.h"
#include "desktop/notificationbackend.h"

#include <QList>
#include <QObject>
#include <QStringList>

class QSystemTrayIcon;

// Tells the desktop what the watches reached: a notification through the desktop's service
// (a NotificationBackend: on Linux the freedesktop service on D-Bus); without one, a tray
// icon's message; without a tray, a request for the window's banner. GUI thread; owns its
// backend and its tray icon (made on first use). Nothing here blocks: the backend answers
// asynchronously, so the channel a notify() used is known when notified() is emitted, after
// the service answered (or did not). docs/notifications.md has the rules.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    enum class Channel { None, Service, Tray, Banner }; // Service: the backend's
    Q_ENUM(Channel)

    static constexpr int GroupLines = 5; // a grouped notification's body lists at most this many

    using Outgoing = OutgoingNotification;
    static Outgoing compose(const QList<DesktopNotice> &notices);
    // One line for the window's banner.
    static QString bannerText(const Outgoing &out);

    explicit DesktopNotifier(QObject *parent = nullptr); // the platform's backend, if any
    // Takes `backend` (nullptr: none, straight to the tray or the banner).
    explicit DesktopNotifier(NotificationBackend *backend, QObject *parent = nullptr);
    ~DesktopNotifier() override;

    // Everything one poll brought: nothing for none, one notification for one notice, one
    // grouped notification ("Watches finished: 3", a line each) for several.
    void notify(const QList<DesktopNotice> &notices);

    // The channel of the last notify() whose channel is known, and why it was not the service
    // (empty when it was the service): for the status line and the tests.
    Channel lastChannel() const { return m_lastChannel; }
    QString lastReason() const { return m_lastReason; }
    // Whether the tray may be used when the service cannot (default: yes, where a tray exists).
    void setTrayAllowed(bool allowed) { m_trayAllowed = allowed; }

Q_SIGNALS:
    // The operator clicked a single notification (or its tray message): open this link.
    void openRequested(const QString &link);
    // The operator clicked a grouped notification: show the watch list.
    void watchListRequested();
    // Neither the service nor a tray: show this line in the window's banner, with a way to open
    // `link` (empty for a group: offer the watch list).
    void bannerRequested(const QString &text, const QString &link);
    // A notify() went out through `channel` (lastReason() says why when not the service).
    void notified(DesktopNotifier::Channel channel);

private:
    void fallBack(const Outgoing &out, const QString &reason);
    bool showInTray(const Outgoing &out);
    void trayClicked();
    void finish(Channel channel, const QString &reason);
    void follow(const QString &link, bool group);

    NotificationBackend *m_backend; // a child; nullptr when the build has none
    QSystemTrayIcon *m_tray = nullptr;
    QString m_trayLink;
    bool m_trayGroup = false;
    bool m_trayAllowed = true;
    Channel m_lastChannel = Channel::None;
    QString m_lastReason;
};

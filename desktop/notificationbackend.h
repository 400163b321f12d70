#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

// One notification as it is sent: the notices of one DesktopNotifier::notify() call, composed.
struct OutgoingNotification
{
    QString summary;
    QStringList lines; // the body, plain text, one entry a line
    QString link; // what the action opens; empty for a group
    bool group = false;
    bool bad = false;
};

// The desktop's own notification service, the first place DesktopNotifier tries: on Linux the
// freedesktop service on the session bus (desktop/dbusnotifications.h). The tray and the
// window's banner need no such service and stay DesktopNotifier's own fallbacks, so a build
// for a desktop without a backend (POOLSCOPE_LINUX_DESKTOP=OFF) still tells the operator.
// Each send() is answered by exactly one sent() or failed(), at once or later; nothing blocks.
class NotificationBackend : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void send(const OutgoingNotification &out) = 0;

Q_SIGNALS:
    void sent(const OutgoingNotification &out);
    void failed(const OutgoingNotification &out, const QString &reason); // reason: one sentence
    // The operator clicked a notification this backend showed: a link to open, or a group.
    void followed(const QString &link, bool group);
};

// The platform's backend, owned by `parent`; nullptr where the build has none. Defined by
// dbusnotifications.cpp or nonotifications.cpp, as desktop/CMakeLists.txt chooses.
NotificationBackend *createPlatformNotificationBackend(QObject *parent);

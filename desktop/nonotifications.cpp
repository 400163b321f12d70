#include "desktop/notificationbackend.h"

// A build without the Linux desktop's services (POOLSCOPE_LINUX_DESKTOP=OFF): no notification
// service to ask, so DesktopNotifier goes straight to the tray, else the window's banner.
NotificationBackend *createPlatformNotificationBackend(QObject *)
{
    return nullptr;
}

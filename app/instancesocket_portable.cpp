#include "app/singleinstance.h"

// A build without the Linux desktop's services (POOLSCOPE_LINUX_DESKTOP=OFF): no runtime
// directory to count on, so the name QLocalServer places in the platform's own spot.
QString singleinstance::platformSocketName()
{
    return portableSocketName();
}

#include "app/singleinstance.h"

#include <QStandardPaths>
#include <unistd.h>

using namespace Qt::StringLiterals;

// The Linux desktop's place for a user's sockets: $XDG_RUNTIME_DIR, the user's own and
// cleared at logout. Without one, a name with the user's id in the temporary directory.
QString singleinstance::platformSocketName()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (dir.isEmpty())
        return u"poolscope-%1.socket"_s.arg(::getuid());
    return dir + u"/poolscope.socket"_s;
}

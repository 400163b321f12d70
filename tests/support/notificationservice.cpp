#include "tests/support/notificationservice.h"

#include <QAtomicInt>
#include <QDBusConnectionInterface>
#include <QDBusReply>

using namespace Qt::StringLiterals;

namespace {
const QString ServiceName = u"org.freedesktop.Notifications"_s;
const QString ObjectPath = u"/org/freedesktop/Notifications"_s;
QAtomicInt connectionCount;
} // namespace

TestNotificationService::TestNotificationService(QObject *parent)
    : QObject(parent)
    , m_connectionName(
          u"poolscope-test-notifications-%1"_s.arg(connectionCount.fetchAndAddRelaxed(1)))
    , m_capabilities { u"actions"_s, u"body"_s, u"body-markup"_s }
{
}

TestNotificationService::~TestNotificationService()
{
    stop();
}

bool TestNotificationService::start(QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        stop();
        return false;
    };
    QDBusConnection bus
        = QDBusConnection::connectToBus(QDBusConnection::SessionBus, m_connectionName);
    m_running = true; // from here stop() has something to undo
    if (!bus.isConnected())
        return fail(u"no session bus: "_s + bus.lastError().message());
    if (!bus.registerObject(ObjectPath, this,
                            QDBusConnection::ExportScriptableSlots
                                | QDBusConnection::ExportScriptableSignals))
        return fail(u"cannot register "_s + ObjectPath);
    // No queueing: a test that does not get the name must say so, not wait for it.
    const QDBusReply<QDBusConnectionInterface::RegisterServiceReply> reply
        = bus.interface()->registerService(ServiceName, QDBusConnectionInterface::DontQueueService,
                                           QDBusConnectionInterface::DontAllowReplacement);
    if (!reply.isValid() || reply.value() != QDBusConnectionInterface::ServiceRegistered)
        return fail(ServiceName + u" is owned by another program"_s);
    return true;
}

void TestNotificationService::stop()
{
    if (!m_running)
        return;
    m_running = false;
    QDBusConnection bus(m_connectionName);
    if (bus.isConnected()) {
        bus.unregisterService(ServiceName);
        bus.unregisterObject(ObjectPath);
    }
    QDBusConnection::disconnectFromBus(m_connectionName);
}

QString TestNotificationService::uniqueName() const
{
    return QDBusConnection(m_connectionName).baseService();
}

void TestNotificationService::invokeAction(uint id, const QString &key)
{
    Q_EMIT ActionInvoked(id, key);
}

void TestNotificationService::close(uint id, uint reason)
{
    Q_EMIT NotificationClosed(id, reason);
}

uint TestNotificationService::Notify(const QString &appName, uint replacesId,
                                     const QString &appIcon, const QString &summary,
                                     const QString &body, const QStringList &actions,
                                     const QVariantMap &hints, int expireTimeout)
{
    NotifyCall call { appName, replacesId,    appIcon,
                      summary, body,          actions,
                      hints,   expireTimeout, replacesId != 0 ? replacesId : m_nextId++ };
    m_calls.append(call);
    Q_EMIT notifyCalled(call.id);
    return call.id;
}

QString TestNotificationService::GetServerInformation(QString &vendor, QString &version,
                                                      QString &specVersion) const
{
    vendor = u"PoolScope tests"_s;
    version = u"1"_s;
    specVersion = u"1.2"_s;
    return u"poolscope-test-notifications"_s;
}

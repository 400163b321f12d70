#include "desktop/desktopnotifier.h"

#include <QSignalSpy>
#include <QSystemTrayIcon>
#include <QTest>

using namespace Qt::StringLiterals;

// DesktopNotifier's own half, which every build has: composing, and the fallbacks when the
// desktop's service (a NotificationBackend) is missing, refuses, or was never built
// (POOLSCOPE_LINUX_DESKTOP=OFF). A backend of the test's own stands in for the service; the
// D-Bus backend itself is tst_desktopnotifier's.
namespace {

class FakeBackend : public NotificationBackend
{
public:
    using NotificationBackend::NotificationBackend;
    void send(const OutgoingNotification &out) override
    {
        sentOut.append(out);
        if (refuse.isEmpty())
            Q_EMIT sent(out);
        else
            Q_EMIT failed(out, refuse);
    }
    QList<OutgoingNotification> sentOut;
    QString refuse; // empty: the service takes each notification
};

DesktopNotice notice(const QString &title, const QString &link)
{
    return { title, u"attempt 2 by worker w-7"_s, link, false };
}

} // namespace

class tst_NotifierFallback : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void serviceTakesIt();
    void clickOnTheServiceOpensTheLink();
    void refusedFallsBackToBanner();
    void noBackendFallsBackToBanner();
    void platformDefaultOfThisBuild();
};

void tst_NotifierFallback::initTestCase()
{
    // The fallback below is the banner because the offscreen platform has no tray.
    QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable());
}

void tst_NotifierFallback::serviceTakesIt()
{
    auto *backend = new FakeBackend;
    DesktopNotifier notifier(backend);
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    notifier.notify({ notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s),
                      notice(u"Task 2 delivered"_s, u"poolscope://task/2"_s) });
    QCOMPARE(backend->sentOut.size(), 1); // one grouped notification
    QVERIFY(backend->sentOut.first().group);
    QCOMPARE(backend->sentOut.first().summary, u"Watches finished: 2"_s);
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Service);
    QCOMPARE(notifier.lastReason(), QString());
    QCOMPARE(banner.size(), 0);
    QCOMPARE(backend->parent(), &notifier);
}

void tst_NotifierFallback::clickOnTheServiceOpensTheLink()
{
    auto *backend = new FakeBackend;
    DesktopNotifier notifier(backend);
    QSignalSpy opened(&notifier, &DesktopNotifier::openRequested);
    QSignalSpy list(&notifier, &DesktopNotifier::watchListRequested);
    Q_EMIT backend->followed(u"poolscope://task/7"_s, false);
    Q_EMIT backend->followed(QString(), true);
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.first().first().toString(), u"poolscope://task/7"_s);
    QCOMPARE(list.size(), 1);
}

void tst_NotifierFallback::refusedFallsBackToBanner()
{
    auto *backend = new FakeBackend;
    backend->refuse = u"No desktop notification service (test)."_s;
    DesktopNotifier notifier(backend);
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    notifier.notify({ notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Banner);
    QCOMPARE(notifier.lastReason(), backend->refuse);
    QCOMPARE(banner.size(), 1);
    QCOMPARE(banner.first().at(0).toString(), u"Task 123 delivered — attempt 2 by worker w-7"_s);
    QCOMPARE(banner.first().at(1).toString(), u"poolscope://task/123"_s);
}

void tst_NotifierFallback::noBackendFallsBackToBanner()
{
    DesktopNotifier notifier(static_cast<NotificationBackend *>(nullptr));
    QSignalSpy notified(&notifier, &DesktopNotifier::notified);
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    notifier.notify({ notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s),
                      notice(u"Task 2 delivered"_s, u"poolscope://task/2"_s) });
    QCOMPARE(notified.size(), 1); // known at once: nothing to ask
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Banner);
    QCOMPARE(notifier.lastReason(), u"This build has no desktop notification service."_s);
    QCOMPARE(banner.size(), 1);
    QCOMPARE(banner.first().at(1).toString(), QString()); // a group: the watch list
}

// The build without the Linux desktop's services has no backend at all; the Linux build's is
// D-Bus, which tst_desktopnotifier tests on a bus of its own.
void tst_NotifierFallback::platformDefaultOfThisBuild()
{
#ifdef POOLSCOPE_LINUX_DESKTOP
    QSKIP("this build notifies through D-Bus: tst_desktopnotifier");
#else
    QObject owner;
    QCOMPARE(createPlatformNotificationBackend(&owner), nullptr);
    DesktopNotifier notifier;
    notifier.notify({ notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s) });
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Banner);
#endif
}

QTEST_MAIN(tst_NotifierFallback)
#include "tst_notifierfallback.moc"

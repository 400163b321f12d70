#include "desktop/dbusnotifications.h"
#include "desktop/desktopnotifier.h"
#include "tests/support/notificationservice.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QSignalSpy>
#include <QSystemTrayIcon>
#include <QTest>

using namespace Qt::StringLiterals;

// DesktopNotifier with its D-Bus backend (DBusNotifications, POOLSCOPE_LINUX_DESKTOP builds
// only) against a notification service on a private session bus: ctest runs this
// under dbus-run-session with tests/support/session-bus.conf, a bus on which nothing can be
// started, so what answers is the test's own service (or nothing at all).
class tst_DesktopNotifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void oneNoticeIsOneNotification();
    void badNoticeIsCritical();
    void bodyMarkupIsEscaped();
    void bodyIsPlainWithoutMarkupCapability();
    void severalNoticesAreOneGroupedNotification();
    void groupIsCapped();
    void nothingToSayNothingSent();
    void actionOpensTheLink();
    void groupActionShowsTheWatchList();
    void foreignIdOpensNothing();
    void otherSenderOpensNothing();
    void closedNotificationIsForgotten();
    void noServiceFallsBackToBanner();
    void noBusFallsBackToBanner();

private:
    // Sends `notices`, waits until the notifier says how it went; the call the service got.
    NotifyCall sendAndCapture(DesktopNotifier &notifier, const QList<DesktopNotice> &notices);
    // What opens from now until the action of `id`, followed by a known good one, has been
    // handled: signals from one sender arrive in order, so once the second opened its link,
    // the first had its chance (no fixed sleep).
    QStringList linksOpenedBy(DesktopNotifier &notifier, uint id);

    TestNotificationService *m_service = nullptr;
};

namespace {
DesktopNotice notice(const QString &title, const QString &link, bool bad = false)
{
    return { title, u"attempt 2 by worker w-7, provider 200"_s, link, bad };
}
} // namespace

void tst_DesktopNotifier::initTestCase()
{
    QVERIFY2(qEnvironmentVariableIsSet("POOLSCOPE_PRIVATE_SESSION_BUS"),
             "run through ctest: it starts this test on a private bus (dbus-run-session)");
    QVERIFY2(QDBusConnection::sessionBus().isConnected(), "no session bus");
    // The fallback below is the banner because the offscreen platform has no tray.
    QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable());
}

void tst_DesktopNotifier::init()
{
    m_service = new TestNotificationService(this);
    QString error;
    QVERIFY2(m_service->start(&error), qPrintable(error));
}

void tst_DesktopNotifier::cleanup()
{
    delete m_service;
    m_service = nullptr;
}

NotifyCall tst_DesktopNotifier::sendAndCapture(DesktopNotifier &notifier,
                                               const QList<DesktopNotice> &notices)
{
    QSignalSpy notified(&notifier, &DesktopNotifier::notified);
    const qsizetype before = m_service->calls().size();
    notifier.notify(notices);
    if (!notified.wait(10000) || notifier.lastChannel() != DesktopNotifier::Channel::Service
        || m_service->calls().size() != before + 1) {
        qWarning() << "not one notification:" << notifier.lastChannel() << notifier.lastReason()
                   << m_service->calls().size() - before;
        return {};
    }
    return m_service->calls().constLast();
}

void tst_DesktopNotifier::oneNoticeIsOneNotification()
{
    DesktopNotifier notifier;
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    const NotifyCall call
        = sendAndCapture(notifier, { notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QCOMPARE(m_service->calls().size(), 1);
    QCOMPARE(call.appName, u"PoolScope"_s);
    QCOMPARE(call.replacesId, 0u);
    QCOMPARE(call.appIcon, u"io.github.poolscope.PoolScope"_s);
    QCOMPARE(call.summary, u"Task 123 delivered"_s);
    QCOMPARE(call.body, u"attempt 2 by worker w-7, provider 200"_s);
    QCOMPARE(call.actions, (QStringList { u"default"_s, u"Open"_s, u"open"_s, u"Open"_s }));
    QCOMPARE(call.hints.value(u"desktop-entry"_s).toString(), u"io.github.poolscope.PoolScope"_s);
    QCOMPARE(call.hints.value(u"urgency"_s).metaType(), QMetaType::fromType<uchar>());
    QCOMPARE(call.hints.value(u"urgency"_s).value<uchar>(), uchar(1));
    QCOMPARE(call.expireTimeout, -1);
    QCOMPARE(notifier.lastReason(), QString());
    QCOMPARE(banner.size(), 0);
}

void tst_DesktopNotifier::badNoticeIsCritical()
{
    DesktopNotifier notifier;
    const NotifyCall call = sendAndCapture(
        notifier, { notice(u"Task 124 died again"_s, u"poolscope://task/124"_s, true) });
    QCOMPARE(call.summary, u"Task 124 died again"_s);
    QCOMPARE(call.hints.value(u"urgency"_s).value<uchar>(), uchar(2));
}

void tst_DesktopNotifier::bodyMarkupIsEscaped()
{
    DesktopNotifier notifier;
    DesktopNotice n = notice(u"Device <b>7</b> acked"_s, u"poolscope://alert/x"_s);
    n.body = u"label <a href=\"x\">me</a> & co\nsecond line"_s;
    const NotifyCall call = sendAndCapture(notifier, { n });
    QCOMPARE(call.summary, u"Device <b>7</b> acked"_s); // the summary is never markup
    QCOMPARE(call.body, u"label &lt;a href=&quot;x&quot;&gt;me&lt;/a&gt; &amp; co\nsecond line"_s);
}

void tst_DesktopNotifier::bodyIsPlainWithoutMarkupCapability()
{
    m_service->setCapabilities({ u"actions"_s, u"body"_s });
    DesktopNotifier notifier;
    DesktopNotice n = notice(u"Task 5 delivered"_s, u"poolscope://task/5"_s);
    n.body = u"a < b & c"_s;
    QCOMPARE(sendAndCapture(notifier, { n }).body, u"a < b & c"_s);
}

void tst_DesktopNotifier::severalNoticesAreOneGroupedNotification()
{
    DesktopNotifier notifier;
    const NotifyCall call
        = sendAndCapture(notifier,
                         { notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s),
                           notice(u"Task 2 died again"_s, u"poolscope://task/2"_s, true),
                           notice(u"Device 9 acked"_s, u"poolscope://alert/a"_s) });
    QCOMPARE(m_service->calls().size(), 1);
    QCOMPARE(call.summary, u"Watches finished: 3"_s);
    QCOMPARE(call.body, u"Task 1 delivered\nTask 2 died again\nDevice 9 acked"_s);
    QCOMPARE(call.actions,
             (QStringList { u"default"_s, u"Show watches"_s, u"open"_s, u"Show watches"_s }));
    QCOMPARE(call.hints.value(u"urgency"_s).value<uchar>(), uchar(2)); // one of them is bad
}

void tst_DesktopNotifier::groupIsCapped()
{
    QList<DesktopNotice> many;
    for (int i = 1; i <= 8; ++i)
        many.append(notice(u"Task %1 delivered"_s.arg(i), u"poolscope://task/%1"_s.arg(i)));
    DesktopNotifier notifier;
    const NotifyCall call = sendAndCapture(notifier, many);
    QCOMPARE(call.summary, u"Watches finished: 8"_s);
    const QStringList lines = call.body.split(u'\n');
    QCOMPARE(lines.size(), DesktopNotifier::GroupLines + 1);
    QCOMPARE(lines.first(), u"Task 1 delivered"_s);
    QCOMPARE(lines.last(), u"… and 3 more"_s);
    QCOMPARE(call.hints.value(u"urgency"_s).value<uchar>(), uchar(1));
}

void tst_DesktopNotifier::nothingToSayNothingSent()
{
    DesktopNotifier notifier;
    QSignalSpy notified(&notifier, &DesktopNotifier::notified);
    notifier.notify({});
    // Then one that is sent: had the empty call sent anything, it would have come first.
    sendAndCapture(notifier, { notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s) });
    QCOMPARE(m_service->calls().size(), 1);
    QCOMPARE(notified.size(), 1);
}

QStringList tst_DesktopNotifier::linksOpenedBy(DesktopNotifier &notifier, uint id)
{
    QSignalSpy opened(&notifier, &DesktopNotifier::openRequested); // from now on
    const NotifyCall marker
        = sendAndCapture(notifier, { notice(u"Marker"_s, u"poolscope://task/999"_s) });
    m_service->invokeAction(id, u"default"_s);
    m_service->invokeAction(marker.id, u"default"_s);
    QStringList links;
    while (opened.isEmpty() || opened.constLast().at(0).toString() != u"poolscope://task/999") {
        if (!opened.wait(10000))
            return { u"(the marker never came)"_s };
    }
    for (const QList<QVariant> &args : std::as_const(opened))
        links.append(args.at(0).toString());
    links.removeLast();
    return links;
}

void tst_DesktopNotifier::actionOpensTheLink()
{
    DesktopNotifier notifier;
    QSignalSpy opened(&notifier, &DesktopNotifier::openRequested);
    QSignalSpy watchList(&notifier, &DesktopNotifier::watchListRequested);
    const NotifyCall call
        = sendAndCapture(notifier, { notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QVERIFY(call.id != 0);
    m_service->invokeAction(call.id, u"default"_s);
    QVERIFY(opened.wait(10000));
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.at(0).at(0).toString(), u"poolscope://task/123"_s);
    m_service->invokeAction(call.id, u"open"_s); // the button does the same
    QVERIFY(opened.wait(10000));
    QCOMPARE(opened.at(1).at(0).toString(), u"poolscope://task/123"_s);
    QCOMPARE(linksOpenedBy(notifier, 0), QStringList()); // a marker: nothing else came
    QCOMPARE(watchList.size(), 0);
}

void tst_DesktopNotifier::groupActionShowsTheWatchList()
{
    DesktopNotifier notifier;
    QSignalSpy opened(&notifier, &DesktopNotifier::openRequested);
    QSignalSpy watchList(&notifier, &DesktopNotifier::watchListRequested);
    const NotifyCall call
        = sendAndCapture(notifier,
                         { notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s),
                           notice(u"Task 2 delivered"_s, u"poolscope://task/2"_s) });
    m_service->invokeAction(call.id, u"default"_s);
    QVERIFY(watchList.wait(10000));
    QCOMPARE(watchList.size(), 1);
    QCOMPARE(opened.size(), 0);
}

void tst_DesktopNotifier::foreignIdOpensNothing()
{
    DesktopNotifier notifier;
    const NotifyCall call
        = sendAndCapture(notifier, { notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    // Another program's notification on the same server, and an action this one never had.
    QCOMPARE(linksOpenedBy(notifier, call.id + 1000), QStringList());
    m_service->invokeAction(call.id, u"snooze"_s);
    QCOMPARE(linksOpenedBy(notifier, 0), QStringList());
    QCOMPARE(linksOpenedBy(notifier, call.id), QStringList { u"poolscope://task/123"_s });
}

void tst_DesktopNotifier::otherSenderOpensNothing()
{
    DesktopNotifier notifier;
    const NotifyCall call
        = sendAndCapture(notifier, { notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QSignalSpy opened(&notifier, &DesktopNotifier::openRequested);
    QDBusConnection other
        = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"tst-other-sender"_s);
    QVERIFY(other.isConnected());
    QDBusMessage forged
        = QDBusMessage::createSignal(u"/org/freedesktop/Notifications"_s,
                                     u"org.freedesktop.Notifications"_s, u"ActionInvoked"_s);
    forged << call.id << u"default"_s;
    QVERIFY(other.send(forged));
    // A round trip on the same connection: the bus has routed the signal before it answers.
    QVERIFY(other.interface()->isServiceRegistered(u"org.freedesktop.Notifications"_s).value());
    QDBusConnection::disconnectFromBus(u"tst-other-sender"_s);
    QCOMPARE(linksOpenedBy(notifier, 0), QStringList());
    QCOMPARE(opened.size(), 1); // the marker alone
}

void tst_DesktopNotifier::closedNotificationIsForgotten()
{
    DesktopNotifier notifier;
    const NotifyCall call
        = sendAndCapture(notifier, { notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    m_service->close(call.id);
    QCOMPARE(linksOpenedBy(notifier, call.id), QStringList());
}

void tst_DesktopNotifier::noServiceFallsBackToBanner()
{
    m_service->stop();
    DesktopNotifier notifier;
    QSignalSpy notified(&notifier, &DesktopNotifier::notified);
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    notifier.notify({ notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QVERIFY(notified.wait(10000));
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Banner);
    QVERIFY2(notifier.lastReason().startsWith(u"No desktop notification service"_s),
             qPrintable(notifier.lastReason()));
    QCOMPARE(banner.size(), 1);
    QCOMPARE(banner.at(0).at(0).toString(),
             u"Task 123 delivered — attempt 2 by worker w-7, provider 200"_s);
    QCOMPARE(banner.at(0).at(1).toString(), u"poolscope://task/123"_s);

    notifier.notify({ notice(u"Task 1 delivered"_s, u"poolscope://task/1"_s),
                      notice(u"Task 2 delivered"_s, u"poolscope://task/2"_s) });
    QVERIFY(notified.wait(10000));
    QCOMPARE(banner.size(), 2);
    QCOMPARE(banner.at(1).at(0).toString(),
             u"Watches finished: 2 — Task 1 delivered; Task 2 delivered"_s);
    QCOMPARE(banner.at(1).at(1).toString(), QString()); // a group: the watch list
    QCOMPARE(m_service->calls().size(), 0);
}

void tst_DesktopNotifier::noBusFallsBackToBanner()
{
    DesktopNotifier notifier(new DBusNotifications(QDBusConnection(u"tst-never-connected"_s)));
    QSignalSpy notified(&notifier, &DesktopNotifier::notified);
    QSignalSpy banner(&notifier, &DesktopNotifier::bannerRequested);
    notifier.notify({ notice(u"Task 123 delivered"_s, u"poolscope://task/123"_s) });
    QCOMPARE(notified.size(), 1); // known at once: nothing to ask
    QCOMPARE(notifier.lastChannel(), DesktopNotifier::Channel::Banner);
    QVERIFY2(notifier.lastReason().startsWith(u"No D-Bus session bus"_s),
             qPrintable(notifier.lastReason()));
    QCOMPARE(banner.size(), 1);
}

QTEST_MAIN(tst_DesktopNotifier)
#include "tst_desktopnotifier.moc"

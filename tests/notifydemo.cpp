#include "desktop/desktopnotifier.h"

#include <QApplication>
#include <QMetaEnum>
#include <QTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

// Sends sample watch outcomes through DesktopNotifier to the session's notification service
// and says which channel took them: for the documentation's screenshot and for checking a
// desktop by hand (docs/notifications.md). Not a test; ctest does not run it.
//   notifydemo [--group] [--bad] [--wait SECONDS]
// --wait keeps it running that long for the operator to click the notification; the link it
// would open is printed.
namespace {

void print(const QString &text)
{
    std::fputs((text + u'\n').toLocal8Bit().constData(), stdout);
    std::fflush(stdout);
}

QList<DesktopNotice> samples(bool group, bool bad)
{
    QList<DesktopNotice> notices;
    if (bad)
        notices.append(
            { u"Task 4712 died again"_s,
              u"Replay of task 4711: attempt 3 by worker w-2 failed, provider answered 410 Gone."_s,
              u"poolscope://task/4712"_s, true });
    else
        notices.append(
            { u"Task 4712 delivered"_s,
              u"Replay of task 4711: delivered on attempt 1 by worker w-3, provider answered 202."_s,
              u"poolscope://task/4712"_s, false });
    if (group) {
        notices.append({ u"Device 7f3a acked alarm 5521"_s, QString(),
                         u"poolscope://alert/0b6c1d2e-8f3a-4c51-9d7e-2a4b5c6d7e8f"_s, false });
        notices.append({ u"Lease of sink feed-eu released, taken by worker w-5"_s, QString(),
                         u"poolscope://leases"_s, false });
    }
    return notices;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"PoolScope"_s);
    const QStringList args = QApplication::arguments();
    const qsizetype waitAt = args.indexOf(u"--wait"_s);
    const int waitMs
        = waitAt > 0 && waitAt + 1 < args.size() ? args.at(waitAt + 1).toInt() * 1000 : 0;

    DesktopNotifier notifier;
    QObject::connect(&notifier, &DesktopNotifier::notified, &app, [&](DesktopNotifier::Channel c) {
        print(u"channel: %1 %2"_s.arg(
            QString::fromLatin1(QMetaEnum::fromType<DesktopNotifier::Channel>().valueToKey(int(c))),
            notifier.lastReason()));
        QTimer::singleShot(waitMs, &app, [&] { app.exit(0); });
    });
    QObject::connect(&notifier, &DesktopNotifier::openRequested, &app, [&](const QString &link) {
        print(u"open: "_s + link);
        app.exit(0);
    });
    QObject::connect(&notifier, &DesktopNotifier::watchListRequested, &app, [&] {
        print(u"open: the watch list"_s);
        app.exit(0);
    });
    QObject::connect(&notifier, &DesktopNotifier::bannerRequested, &app,
                     [&](const QString &text, const QString &link) {
                         print(u"banner: "_s + text + u' ' + link);
                     });
    notifier.notify(samples(args.contains(u"--group"_s), args.contains(u"--bad"_s)));
    return app.exec();
}

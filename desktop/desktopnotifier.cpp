#include "desktop/desktopnotifier.h"

#include <QApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QIcon>
#include <QLoggingCategory>
#include <QStyle>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcNotify, "poolscope.desktop.notify")

namespace {

// The freedesktop Desktop Notifications Specification, version 1.2.
const QString Service = u"org.freedesktop.Notifications"_s;
const QString Path = u"/org/freedesktop/Notifications"_s;
const QString Interface = u"org.freedesktop.Notifications"_s;
// The .desktop file's name without ".desktop" (packaging/), also the icon's theme name.
const QString AppId = u"io.github.poolscope.PoolScope"_s;
const QString DefaultAction = u"default"_s; // clicking the notification itself
const QString OpenAction = u"open"_s; // its button
constexpr uchar UrgencyNormal = 1;
constexpr uchar UrgencyCritical = 2;
// Long enough for a service the bus starts on demand; the window never waits for it.
constexpr int CallTimeoutMs = 10000;
// Ids whose action may still come; the oldest are forgotten (a service that never says
// NotificationClosed must not grow this).
constexpr qsizetype MaxRemembered = 64;

QString errorText(const QDBusError &error)
{
    return error.message().isEmpty() ? error.name() : error.message();
}

} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent)
    : DesktopNotifier(QDBusConnection::sessionBus(), parent)
{
}

DesktopNotifier::DesktopNotifier(const QDBusConnection &bus, QObject *parent)
    : QObject(parent), m_bus(bus)
{
    if (!m_bus.isConnected())
        return;
    // Any sender: naming the service would make Qt ask the bus for its owner, a blocking
    // call. Each signal's sender is checked against the one that answered Notify instead.
    m_bus.connect(QString(), Path, Interface, u"ActionInvoked"_s, this,
                  SLOT(onActionInvoked(uint, QString, QDBusMessage)));
    m_bus.connect(QString(), Path, Interface, u"NotificationClosed"_s, this,
                  SLOT(onNotificationClosed(uint, uint, QDBusMessage)));
}

DesktopNotifier::~DesktopNotifier() = default;

DesktopNotifier::Outgoing DesktopNotifier::compose(const QList<DesktopNotice> &notices)
{
    Outgoing out;
    if (notices.size() == 1) {
        const DesktopNotice &n = notices.first();
        out.summary = n.title;
        if (!n.body.isEmpty())
            out.lines = n.body.split(u'\n');
        out.link = n.link;
        out.bad = n.bad;
        return out;
    }
    out.group = true;
    out.summary = tr("Watches finished: %1").arg(notices.size());
    for (const DesktopNotice &n : notices) {
        out.bad = out.bad || n.bad;
        if (out.lines.size() < GroupLines)
            out.lines.append(n.title);
    }
    if (notices.size() > GroupLines)
        out.lines.append(tr("… and %1 more").arg(notices.size() - GroupLines));
    return out;
}

QString DesktopNotifier::bodyText(const Outgoing &out, bool markup)
{
    const QString plain = out.lines.join(u'\n');
    return markup ? plain.toHtmlEscaped() : plain;
}

QString DesktopNotifier::bannerText(const Outgoing &out)
{
    if (out.lines.isEmpty())
        return out.summary;
    return out.summary + u" — "_s + out.lines.join(u"; "_s);
}

void DesktopNotifier::notify(const QList<DesktopNotice> &notices)
{
    if (notices.isEmpty())
        return;
    const Outgoing out = compose(notices);
    if (!m_bus.isConnected()) {
        const QString why = errorText(m_bus.lastError());
        fallBack(out, tr("No D-Bus session bus (%1).").arg(why));
        return;
    }
    askCapabilities(out);
}

// The first call of each notify() also finds whether a service is there: the bus answers
// "not activatable" at once when none is registered or can be started.
void DesktopNotifier::askCapabilities(const Outgoing &out)
{
    const QDBusMessage call
        = QDBusMessage::createMethodCall(Service, Path, Interface, u"GetCapabilities"_s);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, CallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, out](auto *w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        if (reply.isError())
            fallBack(out,
                     tr("No desktop notification service (%1).").arg(errorText(reply.error())));
        else
            sendNotify(out, reply.value());
    });
}

void DesktopNotifier::sendNotify(const Outgoing &out, const QStringList &capabilities)
{
    const QString label = out.group ? tr("Show watches") : tr("Open");
    QStringList actions;
    if (out.group || !out.link.isEmpty())
        actions = QStringList { DefaultAction, label, OpenAction, label };
    const QVariantMap hints {
        { u"desktop-entry"_s, AppId },
        { u"urgency"_s, QVariant::fromValue(out.bad ? UrgencyCritical : UrgencyNormal) },
    };
    QDBusMessage call = QDBusMessage::createMethodCall(Service, Path, Interface, u"Notify"_s);
    call << u"PoolScope"_s << uint(0) << AppId << out.summary
         << bodyText(out, capabilities.contains(u"body-markup"_s)) << actions << hints
         << int(-1); // the server's own expiry
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, CallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, out](auto *w) { notifySent(w, out); });
}

void DesktopNotifier::notifySent(QDBusPendingCallWatcher *watcher, const Outgoing &out)
{
    watcher->deleteLater();
    const QDBusPendingReply<uint> reply = *watcher;
    if (reply.isError()) {
        fallBack(out,
                 tr("The desktop notification service failed (%1).").arg(errorText(reply.error())));
        return;
    }
    m_sent.append({ reply.value(), reply.reply().service(), out.link, out.group });
    if (m_sent.size() > MaxRemembered)
        m_sent.removeFirst();
    finish(Channel::DBus, QString());
}

void DesktopNotifier::fallBack(const Outgoing &out, const QString &reason)
{
    qCInfo(lcNotify).noquote() << "not through D-Bus:" << reason;
    if (showInTray(out)) {
        finish(Channel::Tray, reason);
        return;
    }
    Q_EMIT bannerRequested(bannerText(out), out.link);
    finish(Channel::Banner, reason);
}

bool DesktopNotifier::showInTray(const Outgoing &out)
{
    // The tray needs widgets (QApplication), a tray on the desktop, and balloon messages.
    if (!m_trayAllowed || !qobject_cast<QApplication *>(QCoreApplication::instance())
        || !QSystemTrayIcon::isSystemTrayAvailable() || !QSystemTrayIcon::supportsMessages())
        return false;
    if (!m_tray) {
        QIcon icon = QApplication::windowIcon();
        if (icon.isNull())
            icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        m_tray = new QSystemTrayIcon(icon, this);
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, &DesktopNotifier::trayClicked);
        connect(m_tray, &QSystemTrayIcon::activated, this, &DesktopNotifier::trayClicked);
    }
    m_trayLink = out.link;
    m_trayGroup = out.group;
    m_tray->setToolTip(out.summary);
    m_tray->show();
    m_tray->showMessage(out.summary, bodyText(out, false),
                        out.bad ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information);
    return true;
}

// The icon stays until the operator has followed its message.
void DesktopNotifier::trayClicked()
{
    m_tray->hide();
    follow(m_trayLink, m_trayGroup);
}

void DesktopNotifier::finish(Channel channel, const QString &reason)
{
    m_lastChannel = channel;
    m_lastReason = reason;
    Q_EMIT notified(channel);
}

void DesktopNotifier::follow(const QString &link, bool group)
{
    if (group)
        Q_EMIT watchListRequested();
    else if (!link.isEmpty())
        Q_EMIT openRequested(link);
}

void DesktopNotifier::onActionInvoked(uint id, const QString &key, const QDBusMessage &message)
{
    if (key != DefaultAction && key != OpenAction)
        return;
    for (const Sent &s : std::as_const(m_sent)) {
        if (s.id == id && s.sender == message.service()) {
            follow(s.link, s.group);
            return;
        }
    }
}

void DesktopNotifier::onNotificationClosed(uint id, uint, const QDBusMessage &message)
{
    m_sent.removeIf([&](const Sent &s) { return s.id == id && s.sender == message.service(); });
}

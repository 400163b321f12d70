#include "desktop/desktopnotifier.h"

#include <QApplication>
#include <QIcon>
#include <QLoggingCategory>
#include <QStyle>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcNotify, "poolscope.desktop.notify")

DesktopNotifier::DesktopNotifier(QObject *parent)
    : DesktopNotifier(createPlatformNotificationBackend(nullptr), parent)
{
}

DesktopNotifier::DesktopNotifier(NotificationBackend *backend, QObject *parent)
    : QObject(parent), m_backend(backend)
{
    if (!m_backend)
        return;
    m_backend->setParent(this);
    connect(m_backend, &NotificationBackend::sent, this,
            [this] { finish(Channel::Service, QString()); });
    connect(m_backend, &NotificationBackend::failed, this, &DesktopNotifier::fallBack);
    connect(m_backend, &NotificationBackend::followed, this, &DesktopNotifier::follow);
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
    if (!m_backend) {
        fallBack(out, tr("This build has no desktop notification service."));
        return;
    }
    m_backend->send(out);
}

void DesktopNotifier::fallBack(const Outgoing &out, const QString &reason)
{
    qCInfo(lcNotify).noquote() << "not through the notification service:" << reason;
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
    m_tray->showMessage(out.summary, out.lines.join(u'\n'),
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

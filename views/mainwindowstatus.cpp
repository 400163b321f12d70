// MainWindow's status bar: the connection, the role and what it may do, the poll interval, why
// polls are paused.
#include "models/poller.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/theme.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStatusBar>

using namespace Qt::StringLiterals;

void MainWindow::buildStatusBar()
{
    statusBar()->addWidget(m_indicator, 1);
    m_roleBadge->setAccessibleName(tr("Role and access"));
    m_roleBadge->setContentsMargins(6, 0, 6, 0);
    statusBar()->addPermanentWidget(m_roleBadge);
    m_interval->setRange(Poller::MinIntervalMs / 1000, Poller::MaxIntervalMs / 1000);
    m_interval->setSuffix(tr(" s"));
    m_interval->setPrefix(tr("every "));
    m_interval->setValue(m_poller->intervalMs() / 1000);
    m_interval->setAccessibleName(tr("Poll interval in seconds"));
    m_interval->setToolTip(tr("How often the views on screen are read again"));
    statusBar()->addPermanentWidget(m_interval);
    connect(m_interval, &QSpinBox::valueChanged, m_poller,
            [this](int s) { m_poller->setIntervalMs(s * 1000); });
    connect(m_poller, &Poller::settingsChanged, this, [this] {
        const QSignalBlocker b(m_interval);
        m_interval->setValue(m_poller->intervalMs() / 1000);
    });
    connect(m_poller, &Poller::cycleFinished, this, [this](bool ok, qint64 latencyUs) {
        m_indicator->setLastPoll(m_poller->lastPollAt(), latencyUs, ok);
    });
}

void MainWindow::setSchema(const SchemaInfo &schema)
{
    QString badge = schema.currentUser;
    QString tip = tr("Connected as %1").arg(schema.currentUser);
    if (schema.superuser)
        badge += tr(" (superuser)");
    if (schema.readOnly()) {
        // Words, no emoji: a desktop without an emoji font draws 🔒 as an empty box.
        badge += u" · "_s + tr("read-only");
        tip += u"\n"_s + schema.readOnlyReason();
    }
    const int missing = static_cast<int>(schema.missingConsoleIndexes().size());
    if (missing > 0)
        tip += u"\n"_s
            + tr("%n console index(es) missing: File → Database check", nullptr, missing);
    if (schema.readsFromStandby)
        badge += tr(" · reads from a standby");
    if (schema.viaPooler)
        badge += tr(" · via a pooler");
    m_badgeBase = badge;
    m_roleBadge->setText(badge);
    m_roleBadge->setToolTip(tip);
    if (schema.readOnly())
        theme::setToneStyle(m_roleBadge, Tone::Warning, u"font-weight: bold;"_s);
    else
        theme::clearToneStyle(m_roleBadge);
}

void MainWindow::setIdle(bool idle, int minutes)
{
    m_idle = idle;
    m_idleMinutes = minutes;
    showPause();
}

void MainWindow::showPause()
{
    if (m_pausedByHand)
        m_indicator->setPauseReason(tr("Polls paused (View → Pause polling)"));
    else if (m_idle)
        m_indicator->setPauseReason(
            tr("Unused for %n min: polls paused until you return; watches still followed", nullptr,
               m_idleMinutes));
    else
        m_indicator->setPauseReason(QString());
}

void MainWindow::setServerHealth(const schemaprobe::ServerHealth &health)
{
    QString badge = m_badgeBase;
    if (health.inRecovery && health.replayLagMs)
        badge += tr(" · replay lag %1 s")
                     .arg(QString::number(qMax<qint64>(0, *health.replayLagMs) / 1000.0, 'f', 1));
    else if (health.inRecovery)
        badge += tr(" · nothing replayed yet");
    m_roleBadge->setText(badge);
}

QString MainWindow::roleBadgeText() const
{
    return m_roleBadge->text();
}

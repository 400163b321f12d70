#include "views/connectionindicator.h"

#include "models/displayformat.h"
#include "views/growonlysize.h"
#include "views/theme.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

using namespace Qt::StringLiterals;

ConnectionIndicator::ConnectionIndicator(QWidget *parent)
    : QWidget(parent)
    , m_dot(new QLabel(this))
    , m_state(new QLabel(this))
    , m_server(new QLabel(this))
    , m_poll(new QLabel(this))
    , m_ticker(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(8);
    layout->addWidget(m_dot);
    layout->addWidget(m_state);
    layout->addWidget(m_server);
    layout->addWidget(m_poll);
    layout->addStretch(1);
    m_server->setForegroundRole(QPalette::PlaceholderText);
    m_poll->setForegroundRole(QPalette::PlaceholderText);
    m_poll->setTextFormat(Qt::PlainText); // it is, and growOnlySize measures plain text quickly
    m_state->setAccessibleName(tr("Connection state"));
    m_server->setAccessibleName(tr("Server"));
    m_poll->setAccessibleName(tr("Last poll"));
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &ConnectionIndicator::refresh);
    m_ticker->start();
    refresh();
}

void ConnectionIndicator::setStatus(const ConnectionStatus &status)
{
    m_status = status;
    refresh();
}

void ConnectionIndicator::setLastPoll(const QDateTime &at, qint64 latencyUs, bool ok)
{
    if (ok)
        m_lastPollAt = at;
    m_lastLatencyUs = latencyUs;
    m_lastPollOk = ok;
    // Only the poll's own text: this runs at the end of every poll cycle, and the state,
    // the server and their tooltips change with the status, not with a poll.
    refreshPoll();
}

QString ConnectionIndicator::stateText() const
{
    return m_state->text();
}

void ConnectionIndicator::setPauseReason(const QString &why)
{
    m_pauseReason = why;
    refreshPoll();
}

QString ConnectionIndicator::pollText() const
{
    return m_poll->text();
}

void ConnectionIndicator::refresh()
{
    refreshState();
    refreshPoll();
}

void ConnectionIndicator::refreshState()
{
    using Phase = ConnectionStatus::Phase;
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    auto staleSuffix = [&]() -> QString {
        if (m_status.staleSinceMs == 0)
            return {};
        return tr(" — data stale since %1")
            .arg(QDateTime::fromMSecsSinceEpoch(m_status.staleSinceMs).toString(u"HH:mm:ss"_s));
    };
    QString text;
    Tone tone = Tone::Neutral;
    switch (m_status.phase) {
    case Phase::Idle:
        text = tr("Not connected");
        break;
    case Phase::Connecting:
        text = tr("Connecting…");
        tone = Tone::Pending;
        break;
    case Phase::Live:
        text = tr("Live");
        tone = Tone::Good;
        break;
    case Phase::Reconnecting: {
        const qint64 inMs = m_status.retryAtMs - nowMs;
        text = inMs > 0 ? tr("Reconnecting in %1 s").arg((inMs + 999) / 1000) : tr("Reconnecting…");
        if (m_status.error.isError())
            text += u": "_s + displayformat::oneLine(m_status.error.headline(), 100);
        text += staleSuffix(); // the whole message is the tooltip
        tone = Tone::Warning;
        break;
    }
    case Phase::Failed:
        text = tr("Failed: %1").arg(displayformat::oneLine(m_status.error.headline(), 100));
        text += staleSuffix();
        tone = Tone::Bad;
        break;
    }
    m_state->setText(text);
    m_state->setToolTip(m_status.error.isError() ? m_status.error.summary() : QString());
    m_dot->setText(u"●"_s);
    theme::setToneStyle(m_dot,
                        tone); // after every poll and every second: restyled only when it changes
    m_dot->setToolTip(text);

    if (m_status.phase == Phase::Live) {
        const ServerInfo &s = m_status.server;
        QString server = tr("%1@%2/%3 · PostgreSQL %4")
                             .arg(s.user, s.host + u':' + s.port, s.database,
                                  s.version.section(u' ', 0, 0)); // the build: in the tooltip
        if (!m_status.sshDestination.isEmpty())
            server += tr(" · via SSH %1").arg(m_status.sshDestination);
        if (s.inHotStandby)
            server += tr(" · read-only standby");
        else if (s.defaultReadOnly)
            server += tr(" · read-only");
        m_server->setText(server);
        m_server->setToolTip(tr("PostgreSQL %1").arg(s.version));
    } else {
        m_server->setText(m_status.sshDestination.isEmpty()
                              ? m_status.target
                              : m_status.target + tr(" · via SSH %1").arg(m_status.sshDestination));
        m_server->setToolTip(QString());
    }
}

void ConnectionIndicator::refreshPoll()
{
    QString text;
    if (m_lastPollAt.isValid()) {
        const qint64 ageS = m_lastPollAt.secsTo(QDateTime::currentDateTimeUtc());
        text = tr("polled %1 s ago in %2 ms%3")
                   .arg(qMax<qint64>(0, ageS))
                   .arg(QString::number(m_lastLatencyUs / 1000.0, 'f', 1))
                   .arg(m_lastPollOk ? QString() : tr(" (last poll failed)"));
    }
    // A paused console's data is as old as its last poll: said first, so nobody reads the
    // rows as current.
    if (!m_pauseReason.isEmpty())
        text = text.isEmpty() ? m_pauseReason : tr("%1 · %2").arg(m_pauseReason, text);
    m_poll->setText(text);
    if (!text.isEmpty())
        growOnlySize(m_poll); // its text changes at every poll and every second
}

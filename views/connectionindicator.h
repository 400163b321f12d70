#pragma once

#include "core/connectionstatus.h"

#include <QDateTime>
#include <QWidget>

class QLabel;
class QTimer;

// The status bar's account of the connection: live, connecting, stale since, reconnecting
// in N s, failed and why, with the server and role when live. GUI thread only. Redraws
// once a second so countdowns and ages stay true without a poll.
class ConnectionIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectionIndicator(QWidget *parent = nullptr);

    void setStatus(const ConnectionStatus &status);
    const ConnectionStatus &status() const { return m_status; }
    // The last poll cycle: when it finished, how long it took, whether it failed.
    void setLastPoll(const QDateTime &at, qint64 latencyUs, bool ok);
    // Why polls are paused ("paused (View → Pause polling)", "idle for 15 min: …"), said
    // before the age of the last poll; empty: they are not.
    void setPauseReason(const QString &why);
    QString pollText() const; // what the user reads of the polls, for tests

    QString stateText() const; // what the user reads, for tests and accessibility

private:
    void refresh(); // both, on a status change and every second
    void refreshState();
    void refreshPoll();

    ConnectionStatus m_status;
    QDateTime m_lastPollAt;
    qint64 m_lastLatencyUs = 0;
    bool m_lastPollOk = true;
    QString m_pauseReason;
    QLabel *m_dot;
    QLabel *m_state;
    QLabel *m_server;
    QLabel *m_poll;
    QTimer *m_ticker;
};

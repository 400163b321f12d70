#pragma once

#include "db/dbjob.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <functional>

class DbClient;
class QTimer;

// Polls the database for the views on screen. Lives on the GUI thread.
//
// Each cycle sends the statements of every active source as ONE pipeline (one round trip),
// each source in a transaction of its own so that one failing source (a missing table)
// does not take the others down. The next cycle is armed only after the reply arrives, so
// cycles never overlap. Each source has a generation number, captured when a cycle is sent;
// a source whose generation moved on meanwhile (filter changed, reconnect) drops its part of
// the reply. pollNow() after an action or a filter change runs a cycle at once, or right
// after the one in flight. A reply is applied source by source, within ApplyBudgetMs per
// turn of the event loop; the cycle stays in flight until its last part is applied.
class Poller : public QObject
{
    Q_OBJECT
public:
    using MakeJob = std::function<DbJob()>;
    // The part of a reply that belongs to one source: its decoded value or its error.
    using Apply = std::function<void(const DbError &error, const QVariant &value)>;
    // Where a cycle's time went, in steadyNowNs(): handed to the DB thread, sent there, its
    // last result read, its reply decoded and handed back, received here, its last part
    // applied. What the benchmark splits a cycle's time by.
    struct CycleTimes
    {
        qint64 submittedNs = 0;
        qint64 startedNs = 0;
        qint64 lastResultNs = 0;
        qint64 answeredNs = 0;
        qint64 receivedNs = 0;
        qint64 appliedNs = 0;
    };

    static constexpr int DefaultIntervalMs = 2000;
    static constexpr int MinIntervalMs = 1000;
    static constexpr int MaxIntervalMs = 60000;
    // A reply's parts are applied in one turn of the event loop until this much time has
    // gone; the rest in the next turns (so a poll never holds the window for long).
    static constexpr int ApplyBudgetMs = 4;

    explicit Poller(DbClient *client, QObject *parent = nullptr);

    int addSource(const QString &name, MakeJob makeJob, Apply apply);
    void setActive(int source, bool active);
    bool isActive(int source) const;
    QStringList activeSourceNames() const; // the sources that poll now, in the order added
    // The source's query changed: drop replies in flight for it and poll at once.
    void invalidate(int source);

    void setIntervalMs(int ms); // clamped to [MinIntervalMs, MaxIntervalMs]
    int intervalMs() const { return m_intervalMs; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }

    void start();
    void pollNow();

    QDateTime lastPollAt() const { return m_lastPollAt; }
    qint64 lastLatencyUs() const { return m_lastLatencyUs; }
    // The last finished cycle's (set before cycleFinished).
    CycleTimes lastCycleTimes() const { return m_lastTimes; }
    // Sent and not yet wholly applied (a reply's parts can take more than one turn).
    bool cycleInFlight() const { return m_inFlight || m_applying; }

Q_SIGNALS:
    void cycleFinished(bool ok, qint64 latencyUs);
    // A cycle's statements have just been handed to the DB thread (the benchmark replays
    // exactly these through bare libpq to compare).
    void cycleSent(const QList<SqlStatement> &statements);
    void settingsChanged();

private:
    struct Source
    {
        QString name;
        MakeJob makeJob;
        Apply apply;
        bool active = true;
        quint64 generation = 0;
    };
    struct Part
    {
        int source;
        quint64 generation;
    };

    void sendCycle();
    // A reply being applied, part by part (applyParts).
    struct PendingReply
    {
        DbReply reply;
        QVariantList values;
        QList<Part> parts;
        int next = 0;
    };

    void onReply(const DbReply &reply, const QList<Part> &parts);
    void applyParts();
    void arm();
    bool connected() const;

    DbClient *m_client;
    QList<Source> m_sources;
    QTimer *m_timer;
    int m_intervalMs = DefaultIntervalMs;
    bool m_paused = false;
    bool m_started = false;
    bool m_inFlight = false;
    bool m_applying = false; // from a reply's arrival until its last part is applied
    PendingReply m_reply;
    bool m_again = false;
    QDateTime m_lastPollAt;
    qint64 m_lastLatencyUs = 0;
    CycleTimes m_times; // of the cycle in flight
    CycleTimes m_lastTimes;
};

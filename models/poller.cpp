#include "models/poller.h"

#include "core/steadyclock.h"
#include "db/dbclient.h"

#include <QElapsedTimer>
#include <QTimer>

using namespace Qt::StringLiterals;

// One source's decoded part of a combined reply; made on the DB thread, read here.
struct PollPartReply
{
    DbError error;
    QVariant value;
};
Q_DECLARE_METATYPE(PollPartReply)

Poller::Poller(DbClient *client, QObject *parent)
    : QObject(parent), m_client(client), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &Poller::sendCycle);
    connect(m_client, &DbClient::statusChanged, this, [this](const ConnectionStatus &s) {
        if (s.phase != ConnectionStatus::Phase::Live)
            return;
        // A new connection: whatever was in flight belonged to the old one.
        for (Source &src : m_sources)
            ++src.generation;
        if (m_started)
            pollNow();
    });
}

int Poller::addSource(const QString &name, MakeJob makeJob, Apply apply)
{
    m_sources.append({ name, std::move(makeJob), std::move(apply), true, 0 });
    return static_cast<int>(m_sources.size()) - 1;
}

void Poller::setActive(int source, bool active)
{
    Source &s = m_sources[source];
    if (s.active == active)
        return;
    s.active = active;
    ++s.generation;
    if (active)
        pollNow(); // a view coming on screen should not show data a whole interval old
}

bool Poller::isActive(int source) const
{
    return m_sources.at(source).active;
}

QStringList Poller::activeSourceNames() const
{
    QStringList names;
    for (const Source &s : m_sources) {
        if (s.active)
            names.append(s.name);
    }
    return names;
}

void Poller::invalidate(int source)
{
    ++m_sources[source].generation;
    pollNow();
}

void Poller::setIntervalMs(int ms)
{
    const int clamped = qBound(MinIntervalMs, ms, MaxIntervalMs);
    if (clamped == m_intervalMs)
        return;
    m_intervalMs = clamped;
    if (m_timer->isActive())
        m_timer->start(m_intervalMs);
    Q_EMIT settingsChanged();
}

void Poller::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused)
        m_timer->stop();
    else
        pollNow();
    Q_EMIT settingsChanged();
}

void Poller::start()
{
    m_started = true;
    pollNow();
}

bool Poller::connected() const
{
    return m_client->status().phase == ConnectionStatus::Phase::Live;
}

void Poller::pollNow()
{
    if (!m_started)
        return;
    if (cycleInFlight()) {
        // After the one in flight; and an apply that changes a selection or a filter must
        // not start a cycle in the middle of its own reply: every invalidation of one
        // reply becomes one follow-up cycle, sent once the reply is wholly applied.
        m_again = true;
        return;
    }
    m_timer->stop();
    sendCycle();
}

void Poller::arm()
{
    if (!m_paused && m_started)
        m_timer->start(m_intervalMs);
}

void Poller::sendCycle()
{
    if (cycleInFlight() || !m_started) // a reply still being applied counts: cycles never overlap
        return;
    if (!connected()) {
        arm(); // statusChanged(Live) polls at once; the timer is only a backstop
        return;
    }
    DbJob combined;
    combined.label = u"poll cycle"_s;
    combined.decodeFailures = true;
    QList<Part> parts;
    for (int i = 0; i < m_sources.size(); ++i) {
        const Source &s = m_sources[i];
        if (!s.active)
            continue;
        DbJob job = s.makeJob();
        if (job.statements.isEmpty())
            continue;
        job.statements.last().endsTransaction = true;
        DbJobPart part;
        part.first = static_cast<int>(combined.statements.size());
        part.count = static_cast<int>(job.statements.size());
        // Decoded on the DB thread as soon as this source's transaction ends (DbJob::parts).
        part.decode = [decode = job.decode,
                       decodeFailures = job.decodeFailures](const JobResults &results) {
            PollPartReply reply;
            reply.error = results.firstError();
            // A lost connection leaves nothing worth decoding, even for jobs that interpret
            // their own statement failures.
            const bool lost = reply.error.kind == DbErrorKind::ConnectionLost;
            if ((!reply.error.isError() || (decodeFailures && !lost)) && decode)
                reply.value = decode(results);
            return QVariant::fromValue(reply);
        };
        combined.statements += job.statements;
        combined.parts.append(std::move(part));
        parts.append({ i, s.generation });
    }
    if (parts.isEmpty()) {
        arm();
        return;
    }
    m_inFlight = true;
    m_times = { steadyNowNs() };
    Q_EMIT cycleSent(combined.statements);
    m_client->submit(combined, this,
                     [this, parts](const DbReply &reply) { onReply(reply, parts); });
}

void Poller::onReply(const DbReply &reply, const QList<Part> &parts)
{
    m_inFlight = false;
    m_lastLatencyUs = reply.elapsedUs;
    m_times.startedNs = reply.startedNs;
    m_times.lastResultNs = reply.lastResultNs;
    m_times.answeredNs = reply.answeredNs;
    m_times.receivedNs = steadyNowNs();
    if (!reply.error.isError())
        m_lastPollAt = QDateTime::currentDateTimeUtc();
    m_applying = true;
    m_reply = { reply, reply.value.toList(), parts, 0 };
    applyParts();
}

void Poller::applyParts()
{
    QElapsedTimer turn;
    turn.start();
    PendingReply &r = m_reply;
    while (r.next < r.parts.size()) {
        if (r.next > 0 && turn.elapsed() >= ApplyBudgetMs) {
            // The rest in a later turn of the event loop: input, timers and a paint of what is
            // applied so far come first. The dashboard's reply carries its sample and four
            // aggregates, each rebuilding a Qt chart: applied in one turn they held the window
            // for up to 40 ms.
            QMetaObject::invokeMethod(this, &Poller::applyParts, Qt::QueuedConnection);
            return;
        }
        const int i = r.next++;
        Source &s = m_sources[r.parts[i].source];
        if (s.generation != r.parts[i].generation)
            continue; // asked under an older filter or connection, or changed by an earlier part
        if (i < r.values.size()) {
            const auto part = r.values[i].value<PollPartReply>();
            s.apply(part.error.isError() ? part.error : r.reply.error, part.value);
        } else {
            s.apply(r.reply.error, {});
        }
    }
    const bool ok = !r.reply.error.isError();
    const qint64 elapsedUs = r.reply.elapsedUs;
    m_reply = {};
    m_applying = false;
    m_times.appliedNs = steadyNowNs();
    m_lastTimes = m_times;
    Q_EMIT cycleFinished(ok, elapsedUs);
    if (m_again) {
        m_again = false;
        QTimer::singleShot(0, this, &Poller::pollNow);
        return;
    }
    arm();
}

#include "bench/consoleharness.h"

#include "app/options.h"
#include "db/dbclient.h"
#include "models/poller.h"

#include <QCoreApplication>
#include <QTimer>

using namespace Qt::StringLiterals;

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QTimer tick; // wakes the loop, so a timeout is noticed with nothing else happening
    tick.start(5);
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

QList<NamedView> polledViews()
{
    return { { ConsoleView::Tasks, "tasks" },
             { ConsoleView::Leases, "leases" },
             { ConsoleView::Deliveries, "deliveries" },
             { ConsoleView::Alarms, "alarms" },
             { ConsoleView::Dashboard, "dashboard" } };
}

ConsoleHarness::~ConsoleHarness() = default;

bool ConsoleHarness::start(const QString &dsn, ConsoleView view, int intervalSeconds, QString *error,
                           int timeoutMs)
{
    m_clock.start();
    Options options;
    options.dsn = dsn;
    options.dsnGiven = true;
    options.intervalSeconds = intervalSeconds;
    for (const NamedView &v : polledViews()) {
        if (v.view == view)
            options.view = QString::fromLatin1(v.name);
    }
    m_session = std::make_unique<ConsoleSession>(options);
    bool firstData = false;
    QString failure;
    QObject::connect(m_session.get(), &ConsoleSession::firstDataShown, [&firstData] { firstData = true; });
    QObject::connect(m_session.get(), &ConsoleSession::connectionFailed,
                     [&failure](const QString &reason) { failure = reason; });
    if (!m_session->start(error))
        return false;
    window()->resize(1400, 900);
    window()->show();
    QObject::connect(m_session->poller(), &Poller::cycleFinished, [this](bool ok, qint64 latencyUs) {
        m_cycleEndNs = m_clock.nsecsElapsed();
        m_pipelineMs = double(latencyUs) / 1000.0;
        if (m_onCycleFinished)
            m_onCycleFinished();
        m_cycleOk = ok;
        m_cycleDone = true;
    });
    if (!waitUntil([&] { return firstData || !failure.isEmpty(); }, timeoutMs) || !failure.isEmpty()) {
        *error = failure.isEmpty() ? u"no data on screen within %1 ms"_s.arg(timeoutMs) : failure;
        return false;
    }
    return true;
}

bool ConsoleHarness::showView(ConsoleView view, int timeoutMs)
{
    window()->setCurrentView(view);
    Poller *poller = m_session->poller();
    if (!waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs) || cycle(timeoutMs) < 0)
        return false;
    window()->selectFirstRow();
    return waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs) && cycle(timeoutMs) >= 0
        && cycle(timeoutMs) >= 0;
}

void ConsoleHarness::settle()
{
    // The previous cycle's repaint is still queued (the window's UpdateRequest): the console
    // paints it in the second or more before its next poll, so it is painted here, before
    // the clock starts, not on a core the timed cycle needs. Its cost is the GUI phase's.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
}

double ConsoleHarness::cycle(int timeoutMs)
{
    Poller *poller = m_session->poller();
    QElapsedTimer waited;
    waited.start();
    if (!waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs)) {
        m_failure = u"a cycle stayed in flight for %1 ms (connection: %2)"_s.arg(timeoutMs).arg(
            m_session->client()->status().error.summary());
        return -1;
    }
    if (waited.elapsed() > 1000) // a cycle that began without us (a follow-up) and took long
        m_slowFollowUps.append(double(waited.elapsed()));
    // Painting what is queued can also deliver a follow-up the last answer asked for (an
    // invalidated source's queued poll): it would overlap the timed cycle, which would then
    // wait for it (and count its round trip). Let such a cycle finish first.
    settle();
    for (int i = 0; i < 10 && poller->cycleInFlight(); ++i) {
        if (!waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs)) {
            m_failure = u"a follow-up cycle stayed in flight for %1 ms"_s.arg(timeoutMs);
            return -1;
        }
        settle();
    }
    if (m_onCycleStarting)
        m_onCycleStarting();
    m_cycleDone = false;
    const qint64 startNs = m_clock.nsecsElapsed();
    poller->pollNow();
    if (!waitUntil([this] { return m_cycleDone; }, timeoutMs)) {
        m_failure = u"no answer within %1 ms (connection: %2)"_s.arg(timeoutMs).arg(
            m_session->client()->status().error.summary());
        return -1;
    }
    if (!m_cycleOk) {
        m_failure = u"the cycle failed: %1"_s.arg(m_session->client()->status().error.summary());
        return -1;
    }
    return double(m_cycleEndNs - startNs) / 1e6;
}

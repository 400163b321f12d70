#include "bench/consoleharness.h"

#include "app/options.h"
#include "core/steadyclock.h"
#include "db/dbclient.h"
#include "db/lookup/lookupquery.h"
#include "db/queries/schemaprobe.h"
#include "models/poller.h"

#include <QCoreApplication>
#include <QEvent>
#include <QEventLoop>
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

void runEventLoopFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QList<NamedView> polledViews()
{
    return { { ConsoleView::Tasks, "tasks" },
             { ConsoleView::Leases, "leases" },
             { ConsoleView::Deliveries, "deliveries" },
             { ConsoleView::Alarms, "alarms" },
             { ConsoleView::Dashboard, "dashboard" } };
}

// When the GUI thread last painted or was asked to (settle()).
class PaintWatch : public QObject
{
public:
    explicit PaintWatch(const QElapsedTimer *clock) : m_clock(clock) { }
    qint64 lastPaintNs = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::UpdateRequest || event->type() == QEvent::Paint)
            lastPaintNs = m_clock->nsecsElapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer *m_clock;
};

ConsoleHarness::ConsoleHarness() = default;
ConsoleHarness::~ConsoleHarness() = default;

bool ConsoleHarness::start(const QString &dsn, ConsoleView view, int intervalSeconds,
                           QString *error, int timeoutMs)
{
    m_clock.start();
    m_paintWatch = std::make_unique<PaintWatch>(&m_clock);
    QCoreApplication::instance()->installEventFilter(m_paintWatch.get());
    Options options;
    options.dsn = dsn;
    options.dsnGiven = true;
    options.intervalSeconds = intervalSeconds;
    options.idlePauseMinutes = m_idlePauseMinutes;
    for (const NamedView &v : polledViews()) {
        if (v.view == view)
            options.view = QString::fromLatin1(v.name);
    }
    m_session = std::make_unique<ConsoleSession>(options);
    bool firstData = false;
    QString failure;
    QObject::connect(m_session.get(), &ConsoleSession::firstDataShown,
                     [&firstData] { firstData = true; });
    QObject::connect(m_session.get(), &ConsoleSession::connectionFailed,
                     [&failure](const QString &reason) { failure = reason; });
    if (!m_session->start(error))
        return false;
    window()->resize(1400, 900);
    window()->show();
    QObject::connect(
        m_session->poller(), &Poller::cycleFinished, [this](bool ok, qint64 latencyUs) {
            m_cycleEndNs = m_clock.nsecsElapsed();
            m_pipelineMs = double(latencyUs) / 1000.0;
            const Poller::CycleTimes t = m_session->poller()->lastCycleTimes();
            const auto ms = [](qint64 from, qint64 to) {
                return from > 0 && to >= from ? double(to - from) / 1e6 : 0.0;
            };
            m_phases = { ms(m_cycleStartSteadyNs, t.submittedNs), ms(t.submittedNs, t.startedNs),
                         ms(t.startedNs, t.lastResultNs),         ms(t.lastResultNs, t.answeredNs),
                         ms(t.answeredNs, t.receivedNs),          ms(t.receivedNs, t.appliedNs) };
            if (m_onCycleFinished)
                m_onCycleFinished();
            m_cycleOk = ok;
            m_cycleDone = true;
        });
    if (!waitUntil([&] { return firstData || !failure.isEmpty(); }, timeoutMs)
        || !failure.isEmpty()) {
        *error = failure.isEmpty() ? u"no data on screen within %1 ms"_s.arg(timeoutMs) : failure;
        return false;
    }
    return true;
}

bool ConsoleHarness::showView(ConsoleView view, int timeoutMs)
{
    window()->setCurrentView(view);
    Poller *poller = m_session->poller();
    if (!waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs)
        || cycle(timeoutMs) < 0)
        return false;
    window()->selectFirstRow();
    return waitUntil([poller] { return !poller->cycleInFlight(); }, timeoutMs)
        && cycle(timeoutMs) >= 0 && cycle(timeoutMs) >= 0;
}

void ConsoleHarness::settle()
{
    // The previous cycle's repaint is still queued (the window's UpdateRequest): the console
    // paints it in the second or more before its next poll, so it is painted here, before
    // the clock starts, not on a core the timed cycle needs. Its cost is the GUI phase's.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    // Not all of it is posted yet: a widget's update is a request on its window, served by a
    // timer (5 ms in Qt 6 without a vsync source, as offscreen and xcb), and one paint can ask
    // for another. A cycle timed within that window waited for the last apply's paint of a
    // screen of new rows, and was timed a few ms longer than it is. The console polls a second
    // or more apart, so its paints are long done when the next cycle starts; here the loop
    // runs until no paint has come for QuietMs.
    constexpr qint64 QuietMs = 15;
    const qint64 from = m_clock.nsecsElapsed();
    const auto quiet = [this, from] {
        return m_clock.nsecsElapsed() - std::max(from, m_paintWatch->lastPaintNs)
            >= QuietMs * 1000000;
    };
    waitUntil(quiet, 1000);
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
    m_cycleStartSteadyNs = steadyNowNs();
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

bool startProbedClient(DbClient &client, const QString &dsn, LookupSchema *schema, QString *error)
{
    DbConfig config;
    DbError parseError;
    config.params = ConnectionParams::parse(dsn, &parseError);
    client.start(config);
    if (!waitUntil([&] { return client.status().phase == ConnectionStatus::Phase::Live; }, 30000)) {
        *error = u"could not connect: %1"_s.arg(client.status().error.summary());
        return false;
    }
    QObject context;
    std::optional<DbReply> reply;
    client.submit(schemaprobe::job(FeedTable()), &context,
                  [&reply](const DbReply &r) { reply = r; });
    if (!waitUntil([&] { return reply.has_value(); }, 60000) || reply->error.isError()) {
        *error = u"schema probe: %1"_s.arg(reply ? reply->error.summary() : u"no answer"_s);
        return false;
    }
    *schema = lookup::schemaFrom(reply->value.value<SchemaInfo>());
    return true;
}

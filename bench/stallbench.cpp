#include "bench/stallbench.h"

#include "bench/consoleharness.h"
#include "bench/eventloopwait.h"
#include "bench/eventtiming.h"
#include "bench/machinepauses.h"
#include "bench/rss.h"
#include "bench/stallcauses.h"
#include "bench/stats.h"
#include "models/poller.h"
#include "tests/support/poolthreads.h"
#include "views/lookupview.h"

#include <QJsonArray>
#include <QTimer>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

constexpr int TickMs = 5;
constexpr int AnswerTimeoutMs = 3000;

// How late each tick of a precise timer fires, while the event loop runs for `ms`.
class LatenessProbe
{
public:
    LatenessProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(TickMs);
        m_timer.setObjectName(u"latenessProbe"_s); // its own ticks among the longest events
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = MachinePauseWitness::nowNs();
            const CpuSnapshot cpu = CpuSnapshot::now();
            // Since the last tick; this tick's own delivery is counted at the next.
            const TimedEvent longest = EventTiming::takeLongest();
            if (m_answer != Answer::None && now - m_actedNs > AnswerTimeoutMs * 1000000LL)
                m_answer = Answer::None; // an answer that never came: polling again since
            const bool operatorAction = m_answer != Answer::None;
            if (m_last >= 0) {
                const double late = std::max(0.0, double(now - m_last) / 1e6 - TickMs);
                (operatorAction ? m_operatorLateMs : m_lateMs).append(late);
                if (!operatorAction)
                    m_ticks.append(TickCauses::between(m_lastCpu, cpu, m_last, now));
                if (!operatorAction && late >= 16 && m_describe)
                    m_worst.append({ late, m_describe(), m_ticks.last(), longest });
                if (!operatorAction && longest.ms > m_longestPolling.ms)
                    m_longestPolling = longest;
            }
            // The tick after the answer was applied has waited for its first paint too.
            if (m_answer == Answer::Applied)
                m_answer = Answer::Painted;
            else if (m_answer == Answer::Painted)
                m_answer = Answer::None;
            m_last = now;
            m_lastCpu = cpu;
        });
    }
    // The operator switched the view (and selected a row, or started a lookup): what the
    // event loop does until the view's first answer is applied and painted is the cost of
    // that action, the view's first show, not of polling, and is kept apart.
    void operatorActed(bool answeredByLookup)
    {
        m_answer = Answer::Awaited;
        m_answeredByLookup = answeredByLookup;
        m_actedNs = MachinePauseWitness::nowNs();
    }
    // A cycle was sent: the first one after the operator acted carries the view's first data,
    // and so does one its answer asked for at once (a follow-up: the first answer moved the
    // selection, or a chart's range), sent before the answer's first paint was over. The
    // lookup view's first data is its lookup, not a cycle; its answer selects what it is about
    // (a single trail's newest task), whose detail is such a follow-up.
    void cycleSent()
    {
        if (m_answer == Answer::None || m_answer == Answer::Sent)
            return;
        if (m_answeredByLookup && m_answer == Answer::Awaited)
            return;
        m_answer = Answer::Sent;
    }
    void cycleFinished()
    {
        if (m_answer == Answer::Sent)
            m_answer = Answer::Applied;
    }
    // The lookup view's first answer is its lookup, not a poll cycle.
    void lookupShown()
    {
        if (m_answer == Answer::Awaited && m_answeredByLookup)
            m_answer = Answer::Applied;
    }
    // What was on screen when a tick came 16 ms or more late: where to look for the cause.
    void setDescriber(std::function<QString()> describe) { m_describe = std::move(describe); }
    struct LongStall
    {
        double lateMs;
        QString when;
        TickCauses causes;
        TimedEvent longestEvent; // the longest event the GUI thread delivered in the tick
    };
    QList<LongStall> longStalls() const { return m_worst; }
    // The longest single event delivered while polling (operator actions left out).
    TimedEvent longestPollingEvent() const { return m_longestPolling; }
    // Per entry of stop()'s list, where that tick's time went.
    QList<TickCauses> ticks() const { return m_ticks; }
    QList<double> operatorLateMs() const { return m_operatorLateMs; }
    // Room for `seconds` of ticks is allocated and written to before the timer starts: the
    // probe lives in the process whose memory the run samples, and its lists, growing by 48
    // bytes a tick in steps as they doubled, would be part of the "RSS growth over the second
    // half" the benchmark judges.
    void start(int seconds)
    {
        const qsizetype ticks = qsizetype(seconds) * (1000 / TickMs) * 11 / 10 + 64;
        touchCapacity(m_lateMs, ticks);
        touchCapacity(m_operatorLateMs, ticks);
        touchCapacity(m_ticks, ticks);
        m_worst.clear();
        m_longestPolling = TimedEvent();
        EventTiming::takeLongest(); // what ran before the start is not this run's
        m_last = -1;
        m_timer.start();
    }
    QList<double> stop()
    {
        m_timer.stop();
        return m_lateMs;
    }

private:
    template<typename T> static void touchCapacity(QList<T> &list, qsizetype size)
    {
        list.clear();
        list.resize(size); // value-initialized: every page written
        list.clear(); // Qt 6 keeps the capacity
    }

    QTimer m_timer;
    qint64 m_last = -1; // steady clock, as the machine pause witness's
    CpuSnapshot m_lastCpu;
    QList<TickCauses> m_ticks;
    QList<double> m_lateMs;
    QList<double> m_operatorLateMs;
    std::function<QString()> m_describe;
    QList<LongStall> m_worst;
    TimedEvent m_longestPolling;
    enum class Answer { None, Awaited, Sent, Applied, Painted };
    Answer m_answer = Answer::None;
    bool m_answeredByLookup = false;
    qint64 m_actedNs = 0;
};

// Each tick's lateness the console answers for (stallcauses.h).
QList<double> consoleLateness(const QList<double> &lateMs, const QList<TickCauses> &ticks,
                              const MachinePauseWitnesses &witness)
{
    QList<double> out;
    out.reserve(lateMs.size());
    for (qsizetype i = 0; i < lateMs.size() && i < ticks.size(); ++i)
        out.append(
            consoleLateMs(lateMs[i], ticks[i],
                          witness.pausedMsWithin(ticks[i].cpu, ticks[i].fromNs, ticks[i].toNs)));
    return out;
}

// The poll cycles finished during the polling run, and their latency as the poller saw it.
class CycleCount
{
public:
    explicit CycleCount(Poller *poller)
    {
        QObject::connect(poller, &Poller::cycleFinished, &m_context, [this](bool, qint64 us) {
            ++m_cycles;
            m_cycleMs.append(double(us) / 1000.0);
        });
    }
    void restart(int seconds)
    {
        m_cycles = 0;
        m_cycleMs.clear();
        m_cycleMs.reserve(seconds + 64);
    }
    int cycles() const { return m_cycles; }
    Summary cycleMs() const { return summarize(m_cycleMs); }

private:
    QObject m_context; // the connection ends with this object
    int m_cycles = 0;
    QList<double> m_cycleMs;
};

// The machine's own lateness, with the console paused: the baseline.
struct IdleBaseline
{
    Summary late;
    Summary consoleLate;
    double machinePauseMaxMs = 0;
};

IdleBaseline measureIdle(Poller *poller, LatenessProbe &probe, MachinePauseWitnesses &witness,
                         int seconds)
{
    poller->setPaused(true);
    waitUntil([poller] { return !poller->cycleInFlight(); }, 60000);
    witness.start(seconds);
    probe.start(seconds);
    runEventLoopFor(seconds * 1000);
    const QList<double> late = probe.stop();
    witness.stop();
    const IdleBaseline idle { summarize(late),
                              summarize(consoleLateness(late, probe.ticks(), witness)),
                              witness.maxPauseMs() };
    poller->setPaused(false);
    return idle;
}

// The operator's round: every view in turn, a row selected so the detail pane polls too, and
// on the lookup view a lookup. Each switch tells the probe, which keeps its cost apart.
class ViewTour
{
public:
    ViewTour(ConsoleHarness &console, LatenessProbe &probe, const QString &lookupText)
        : m_console(console), m_probe(probe), m_lookupText(lookupText)
    {
        for (const NamedView &v : polledViews())
            m_views.append(v.view);
        m_views.append(ConsoleView::Lookup);
        m_timer.setObjectName(u"viewSwitcher"_s);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { switchView(); });
    }
    void start(int secondsPerView)
    {
        m_sinceSwitch.start();
        m_timer.start(secondsPerView * 1000);
    }
    void stop() { m_timer.stop(); }
    int visits() const { return m_visits; }
    double secondsSinceSwitch() const { return double(m_sinceSwitch.elapsed()) / 1000.0; }

private:
    void switchView()
    {
        const ConsoleView v = m_views[m_next];
        m_next = (m_next + 1) % m_views.size();
        ++m_visits;
        m_probe.operatorActed(v == ConsoleView::Lookup && !m_lookupText.isEmpty());
        m_console.window()->setCurrentView(v);
        if (v == ConsoleView::Lookup) {
            if (!m_lookupText.isEmpty())
                m_console.window()->lookupView()->lookUp(m_lookupText);
        } else {
            m_console.window()->selectFirstRow();
        }
        m_sinceSwitch.start();
    }

    ConsoleHarness &m_console;
    LatenessProbe &m_probe;
    const QString m_lookupText;
    QList<ConsoleView> m_views;
    qsizetype m_next = 0;
    int m_visits = 0;
    QTimer m_timer;
    QElapsedTimer m_sinceSwitch;
};

// The process's resident memory and Qt's pool threads, sampled every second.
class MemorySampler
{
public:
    MemorySampler()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            m_t.append(double(m_clock.elapsed()) / 1000.0);
            m_mb.append(residentMb());
            m_poolThreadsMax = std::max(m_poolThreadsMax, pooledThreads());
        });
    }
    void start(int seconds)
    {
        m_t.reserve(seconds + 8);
        m_mb.reserve(seconds + 8);
        m_clock.start();
        m_timer.start(1000);
    }
    void stop() { m_timer.stop(); }
    int poolThreadsMax() const { return m_poolThreadsMax; }
    QJsonObject toJson(double rssBefore) const;

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    QList<double> m_t;
    QList<double> m_mb;
    int m_poolThreadsMax = 0;
};

// The trend is judged on the second half: the first visits of each view fill caches.
QJsonObject MemorySampler::toJson(double rssBefore) const
{
    QList<double> halfT;
    QList<double> halfMb;
    for (qsizetype i = m_t.size() / 2; i < m_t.size(); ++i) {
        halfT.append(m_t[i]);
        halfMb.append(m_mb[i]);
    }
    const double perSecond = slope(halfT, halfMb);
    const double halfSeconds = halfT.isEmpty() ? 0 : halfT.last() - halfT.first();
    QJsonArray samples;
    for (qsizetype i = 0; i < m_t.size(); i += std::max<qsizetype>(1, m_t.size() / 60))
        samples.append(QJsonArray { rounded(m_t[i]), rounded(m_mb[i]) });
    const Summary rss = summarize(m_mb);
    // VmHWM catches a peak between two samples.
    return { { u"peak_rss_mb"_s, rounded(std::max(rss.max, peakResidentMb())) },
             { u"peak_sampled_mb"_s, rounded(rss.max) },
             { u"before_console_mb"_s, rounded(rssBefore) },
             { u"first_mb"_s, rounded(m_mb.value(0)) },
             { u"last_mb"_s, rounded(m_mb.isEmpty() ? 0 : m_mb.last()) },
             { u"trend_mb_per_min"_s, rounded(perSecond * 60) },
             { u"second_half_growth_mb"_s, rounded(perSecond * halfSeconds) },
             { u"samples_t_s_mb"_s, samples } };
}

// The ticks 16 ms late or more, with what was on screen and where their time went.
QJsonArray longStallsJson(const LatenessProbe &probe, const MachinePauseWitnesses &witness)
{
    QJsonArray out;
    for (const LatenessProbe::LongStall &l : probe.longStalls()) {
        const double paused = witness.pausedMsWithin(l.causes.cpu, l.causes.fromNs, l.causes.toNs);
        out.append(QJsonObject {
            { u"ms"_s, rounded(l.lateMs) },
            { u"when"_s, l.when },
            { u"console_ms"_s, rounded(consoleLateMs(l.lateMs, l.causes, paused)) },
            { u"gui_cpu_ms"_s, rounded(l.causes.guiCpuMs) },
            { u"gui_run_queue_ms"_s, rounded(l.causes.guiRunQueueMs) },
            { u"other_console_threads_cpu_ms"_s, rounded(l.causes.otherConsoleCpuMs) },
            { u"machine_paused_ms"_s, rounded(paused) },
            { u"gui_major_faults"_s, qint64(l.causes.guiMajorFaults) },
            { u"process_major_faults"_s, qint64(l.causes.processMajorFaults) },
            { u"gui_voluntary_switches"_s, qint64(l.causes.guiVoluntarySwitches) },
            { u"gui_overslept_ms"_s, rounded(l.causes.guiOversleptMs) },
            { u"gui_thread_cpu"_s, l.causes.cpu },
            { u"longest_event_ms"_s, rounded(l.longestEvent.ms) },
            { u"longest_event"_s, l.longestEvent.what } });
    }
    return out;
}

// What the polling run measured, for the "gui" object.
struct PollingRun
{
    Summary late;
    Summary consoleLate;
    Summary viewSwitch;
    QJsonArray longStalls;
    TimedEvent longestEvent;
    QJsonObject machinePauses;
    int visits = 0;
    int cycles = 0;
    Summary cycleMs;
    int poolThreadsMax = 0;
};

QJsonObject guiJson(const PollingRun &r, const IdleBaseline &idle, const StallBenchOptions &o,
                    bool waitWatched)
{
    return {
        { u"max_stall_ms"_s, rounded(r.late.max) },
        { u"p99_stall_ms"_s, rounded(r.late.p99) },
        { u"stall_ms"_s, r.late.toJson() },
        // Each tick's lateness less the time the GUI thread could not run for reasons outside
        // the console (stallcauses.h): what the console made it wait.
        { u"console_max_stall_ms"_s, rounded(r.consoleLate.max) },
        { u"console_p99_stall_ms"_s, rounded(r.consoleLate.p99) },
        { u"console_stall_ms"_s, r.consoleLate.toJson() },
        { u"machine_pauses"_s, r.machinePauses },
        // From the operator switching the view (and selecting a row, or starting a lookup) to
        // the view's first answer applied and painted: the first show of a view, not polling.
        { u"view_switch_stall_ms"_s, r.viewSwitch.toJson() },
        { u"long_stalls"_s, r.longStalls }, // 16 ms or more, with what was on screen
        // The longest single event the GUI thread delivered while polling: the piece of the
        // console's work that comes closest to a stall by itself.
        { u"longest_event"_s,
          QJsonObject { { u"ms"_s, rounded(r.longestEvent.ms) },
                        { u"what"_s, r.longestEvent.what } } },
        // The GUI thread's sleeps in the event loop's wait, timed against the timeout each
        // asked for (bench/eventloopwait.h).
        { u"event_loop_wait"_s,
          QJsonObject {
              { u"watched"_s, waitWatched },
              { u"polls"_s, qint64(eventloopwait::polls()) },
              { u"overslept_ms"_s, rounded(double(eventloopwait::oversleptNs()) / 1e6) } } },
        // Qt's pool threads alive at once, sampled every second: a paint the GUI thread handed
        // to the pool and waited for (views/flatstyle.h) starts them.
        { u"pool_threads_max"_s, canSeePoolThreads() ? r.poolThreadsMax : -1 },
        { u"idle_baseline_stall_ms"_s, idle.late.toJson() },
        { u"idle_baseline_console_stall_ms"_s, idle.consoleLate.toJson() },
        { u"seconds"_s, o.seconds },
        { u"timer_interval_ms"_s, TickMs },
        { u"poll_interval_s"_s, o.pollIntervalSeconds },
        { u"view_visits"_s, r.visits },
        { u"poll_cycles"_s, r.cycles },
        { u"poll_cycle_db_ms"_s, r.cycleMs.toJson() },
    };
}

} // namespace

QJsonObject runStallBench(const StallBenchOptions &o, QString *error)
{
    const double rssBefore = residentMb();
    const bool waitWatched = eventloopwait::install();
    ConsoleHarness console;
    if (!console.start(o.dsn, ConsoleView::Tasks, o.pollIntervalSeconds, error))
        return {};
    Poller *poller = console.session()->poller();
    CycleCount cycles(poller);
    LatenessProbe probe;
    QObject::connect(poller, &Poller::cycleSent, [&probe] { probe.cycleSent(); });
    QObject::connect(poller, &Poller::cycleFinished, [&probe] { probe.cycleFinished(); });
    QObject::connect(console.window()->lookupView(), &LookupView::resultShown,
                     [&probe] { probe.lookupShown(); });
    MachinePauseWitnesses witness;
    const IdleBaseline idle = measureIdle(poller, probe, witness, o.baselineSeconds);

    ViewTour tour(console, probe, o.lookupText);
    MemorySampler memory;
    probe.setDescriber([&] {
        return u"view %1, %2 s after the switch, cycle %3"_s
            .arg(int(console.window()->currentView()))
            .arg(tour.secondsSinceSwitch(), 0, 'f', 1)
            .arg(cycles.cycles());
    });
    cycles.restart(o.seconds);
    memory.start(o.seconds);
    witness.start(o.seconds);
    probe.start(o.seconds);
    tour.start(o.secondsPerView);
    runEventLoopFor(o.seconds * 1000);
    const QList<double> late = probe.stop();
    witness.stop();
    tour.stop();
    memory.stop();

    PollingRun run;
    run.late = summarize(late);
    run.consoleLate = summarize(consoleLateness(late, probe.ticks(), witness));
    run.viewSwitch = summarize(probe.operatorLateMs());
    run.longStalls = longStallsJson(probe, witness);
    run.longestEvent = probe.longestPollingEvent();
    run.machinePauses = { { u"max_ms"_s, rounded(witness.maxPauseMs()) },
                          { u"idle_max_ms"_s, rounded(idle.machinePauseMaxMs) },
                          { u"realtime_witness"_s, witness.realtime() },
                          { u"witness_wake_ups"_s, witness.wakeUps() } };
    run.visits = tour.visits();
    run.cycles = cycles.cycles();
    run.cycleMs = cycles.cycleMs();
    run.poolThreadsMax = memory.poolThreadsMax();
    return { { u"gui"_s, guiJson(run, idle, o, waitWatched) },
             { u"memory"_s, memory.toJson(rssBefore) } };
}

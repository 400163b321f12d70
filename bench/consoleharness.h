#pragma once

#include "app/consolesession.h"
#include "views/mainwindow.h"

#include <QElapsedTimer>
#include <QString>
#include <functional>

struct LookupSchema;
#include <memory>

// The console as the benchmark runs it: the real ConsoleSession (DB thread, poller, models,
// the window with every view) started on a DSN, and ways to wait for it without a fixed sleep.
// GUI thread. The benchmark's waiting loops are its own; the console never spins one.
class PaintWatch;

class ConsoleHarness
{
public:
    ConsoleHarness();
    ~ConsoleHarness();

    // Before start(): pause polling after this many minutes without use, as `--idle-pause`
    // does (0, the default: never, since nobody touches a benchmarked console).
    void setIdlePauseMinutes(int minutes) { m_idlePauseMinutes = minutes; }

    // Starts the console on `view`, shows its window and waits for the first data on screen.
    bool start(const QString &dsn, ConsoleView view, int intervalSeconds, QString *error,
               int timeoutMs = 60000);
    ConsoleSession *session() const { return m_session.get(); }
    MainWindow *window() const { return m_session->window(); }

    // Switches the view, selects its first row (so the detail pane polls too, as when an
    // operator looks at a row) and lets two cycles go by.
    bool showView(ConsoleView view, int timeoutMs = 60000);
    // Runs one poll cycle now and waits for it; returns its duration in ms as the GUI thread
    // saw it (from pollNow to every source applied), or -1 on a timeout or a failed cycle
    // (then lastFailure() says why).
    double cycle(int timeoutMs = 60000);
    QString lastFailure() const { return m_failure; }
    // Lets the GUI thread finish what the last cycle left it (its repaints), outside any timing.
    void settle();
    // Called in the poller's cycleFinished, before anything else can run (a follow-up cycle).
    void setOnCycleFinished(std::function<void()> f) { m_onCycleFinished = std::move(f); }
    // Called by cycle() just before it starts its cycle, once nothing else is in flight.
    void setOnCycleStarting(std::function<void()> f) { m_onCycleStarting = std::move(f); }
    // How long cycle() waited, past a second, for a cycle it had not started to finish.
    QList<double> slowFollowUps() const { return m_slowFollowUps; }
    // The last cycle's pipeline as the DB thread timed it (send to last result), in ms.
    double lastPipelineMs() const { return m_pipelineMs; }
    // The last cycle cycle() timed, step by step, in ms; they add up to its duration.
    struct Phases
    {
        double build = 0; // the GUI thread makes the sources' jobs and hands them over
        double toDb = 0; // until the DB thread starts sending (a hop between threads)
        double pipeline = 0; // sent to last result read, decoding all but the last source
        double lastDecode = 0; // the last source's decoding, on the DB thread
        double toGui = 0; // until the GUI thread has the reply (the hop back)
        double apply = 0; // every source's part applied to its model and view
    };
    Phases lastPhases() const { return m_phases; }

private:
    std::unique_ptr<ConsoleSession> m_session;
    int m_idlePauseMinutes = 0;
    bool m_cycleDone = false;
    bool m_cycleOk = false;
    qint64 m_cycleEndNs = 0;
    double m_pipelineMs = 0;
    qint64 m_cycleStartSteadyNs = 0;
    Phases m_phases;
    QString m_failure;
    QList<double> m_slowFollowUps;
    std::function<void()> m_onCycleFinished;
    std::function<void()> m_onCycleStarting;
    QElapsedTimer m_clock;
    std::unique_ptr<PaintWatch> m_paintWatch;
};

// Runs the event loop until `done` says so or `timeoutMs` passes; false on the timeout.
bool waitUntil(const std::function<bool()> &done, int timeoutMs);
// Runs the event loop for `ms`, as the console's window runs between an operator's steps.
void runEventLoopFor(int ms);
// Starts `client` on `dsn`, waits until it is live and runs the console's schema probe: what a
// lookup may rely on, as the console's lookup view has it. False with *error set on failure.
bool startProbedClient(DbClient &client, const QString &dsn, LookupSchema *schema, QString *error);

// Every view the console has, in the order the benchmark visits them.
struct NamedView
{
    ConsoleView view;
    const char *name;
};
QList<NamedView> polledViews(); // the views that poll: all but lookup

#pragma once

#include "tools/poolsim/alarmsim.h"
#include "tools/poolsim/feedworker.h"
#include "tools/poolsim/runcontext.h"
#include "tools/poolsim/taskworker.h"

#include <memory>
#include <optional>
#include <vector>

namespace poolsim {

// `poolsim run`: starts every role on threads of their own, strikes the configured faults on
// schedule, and stops everything on SIGINT/SIGTERM or at --duration. Lives on the main thread,
// which does nothing but wait for a signal and keep the fault schedule.
//
// SIGINT and SIGTERM must be blocked in every thread before run() (main() does it), so they
// arrive here through sigtimedwait and never interrupt a worker mid-statement.
class Simulation
{
public:
    explicit Simulation(const RunOptions &options);
    ~Simulation();

    // Blocks until the run ends; the process exit code.
    int run();

private:
    struct FaultClock
    {
        FaultSpec spec;
        double nextAt = 0;
        double endsAt = -1;
    };

    bool prepare(PgConn &conn);
    void startRoles();
    void addFeedWorkers();
    void strike(FaultClock &fault, double now);
    void replaceDeadWorkers();
    bool hasStandby(const FeedWorker &primary) const;
    void stopRoles();
    void logSummary() const;

    RunContext m_ctx;
    std::optional<AlarmFleet> m_fleet;
    std::vector<std::unique_ptr<TaskWorker>> m_workers; // dead ones stay until the end
    std::vector<std::unique_ptr<FeedWorker>> m_feedWorkers;
    std::vector<std::unique_ptr<Role>> m_others;
    std::vector<FaultClock> m_faults;
    int m_nextWorkerIndex = 1;
    Rng m_faultRng;
};

} // namespace poolsim

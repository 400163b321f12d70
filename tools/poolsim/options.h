#pragma once

#include "tools/poolsim/faultplan.h"
#include "tools/poolsim/outcomemix.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace poolsim {

enum class LeaseKinds { Both, RowOnly, AdvisoryOnly };

// `poolsim run`: every knob, with the defaults docs/simulator.md explains.
struct RunOptions
{
    QString dsn;
    double durationSeconds = 0; // 0: until SIGINT/SIGTERM
    quint64 seed = 1;
    double rate = 4; // logical events per second (a notification event fans out to contacts)
    int workers = 8; // sized so the pool keeps up with --rate 4 through 5 s provider timeouts
    int feeds = 3; // two sinks each
    int alerts = 12;
    int accounts = 400;
    OutcomeMix outcomes;
    QList<FaultSpec> faults = defaultFaults();
    int batch = 2; // tasks per lease call
    double taskLeaseTtl = 30;
    double reapGrace = 60; // the reaper leaves an expired lease this long (so it shows)
    double reapInterval = 5;
    double sinkLeaseTtl = 30; // heartbeat ttl / 5, margin ttl / 3
    QString schema = QStringLiteral("public");
    QString prefix = QStringLiteral("feed_");
    LeaseKinds leaseKinds = LeaseKinds::Both;
    double duplicateRate = 0.05; // share of enqueues the producer sends twice
    double backoffBase = 2;
    double backoffCap = 600;
    bool quiet = false;
};

// `poolsim seed`: a history of `tasks` tasks; the other volumes scale with it unless set.
struct SeedOptions
{
    QString dsn;
    qint64 tasks = 0;
    quint64 seed = 1;
    qint64 deliveries = -1; // default 3 x tasks
    qint64 cursors = -1; // default tasks / 500, at least 8
    qint64 alarmRows = -1; // default tasks / 5, at least 40
    double owedFraction = 0.1;
    double weeks = 3;
    int accounts = 400;
    OutcomeMix outcomes;
    QString schema = QStringLiteral("public");
    QString prefix = QStringLiteral("feed_");

    qint64 effectiveDeliveries() const { return deliveries >= 0 ? deliveries : 3 * tasks; }
    qint64 effectiveCursors() const
    {
        return cursors >= 0 ? cursors : std::max<qint64>(8, tasks / 500);
    }
    qint64 effectiveAlarmRows() const
    {
        return alarmRows >= 0 ? alarmRows : std::max<qint64>(40, tasks / 5);
    }
};

struct Command
{
    enum class Kind { Run, Seed, Help } kind = Kind::Help;
    RunOptions run;
    SeedOptions seed;
};

// Parses argv (without the program name). On bad usage returns nullopt with the reason.
std::optional<Command> parseCommandLine(const QStringList &args, QString *error);
QString usageText();

} // namespace poolsim

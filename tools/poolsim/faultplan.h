#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace poolsim {

// The trouble `poolsim run` makes on purpose, so the console has something to find and fix.
enum class FaultKind {
    DeadWorker, // a task worker dies holding its leases; a replacement starts
    StaleRenewer, // a lease-row feed worker freezes: no renewal, no release, until it wakes
    HungAdvisory, // an advisory feed worker's session hangs idle in transaction, lock held
    Outage, // the notification providers answer 503: retries pile up, then dead tasks
};

QString faultName(FaultKind kind);

// One fault: when it first strikes (seconds into the run), how long it lasts (0: an instant,
// or until the run ends for hung-advisory), and how often it strikes again (0: once).
struct FaultSpec
{
    FaultKind kind;
    double startSeconds = 0;
    double lengthSeconds = 0;
    double everySeconds = 0;
};

// --faults LIST: comma-separated NAME[@START][+LENGTH][/EVERY] (seconds), "all" or "none".
// Absent parts keep the fault's defaults; docs/simulator.md lists them.
std::optional<QList<FaultSpec>> parseFaults(const QString &spec, QString *error);
QList<FaultSpec> defaultFaults();
QString describeFaults(const QList<FaultSpec> &faults);

} // namespace poolsim

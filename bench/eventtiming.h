#pragma once

#include <QApplication>
#include <QString>

class QThread;

// Which piece of GUI work made a tick late. The lateness probe (stallbench.cpp) can say how
// long the GUI thread ran in a late tick, not on what: a paint, a layout, an answer applied,
// a chart's scene catching up. The benchmark's application times every event it delivers on
// the GUI thread (the outermost delivery only: a paint sends many events inside its own),
// and the probe takes the longest one at each tick.

// One delivered event: the GUI thread's CPU time in its delivery, and to what.
struct TimedEvent
{
    double ms = 0;
    QString what; // "UpdateRequest to MainWindow", "MetaCall to DbClient"

    bool isEmpty() const { return what.isEmpty(); }
};

namespace EventTiming {
// The longest event delivered on the GUI thread since the last call, and forget it.
TimedEvent takeLongest();
// Recorded by BenchApplication; separate so that a test can feed it.
void record(qint64 ns, int eventType, const char *receiverClass, const QString &receiverName);
} // namespace EventTiming

// The benchmark's (and its harness test's) QApplication: times each outermost event
// delivery on the GUI thread: two reads of the thread's CPU clock per event (a system call
// each, under a microsecond; a few thousand events a second).
class BenchApplication : public QApplication
{
public:
    BenchApplication(int &argc, char **argv);
    bool notify(QObject *receiver, QEvent *event) override;

private:
    QThread *const m_gui;
    int m_depth = 0; // deliveries in progress on the GUI thread
};

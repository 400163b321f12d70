#pragma once

#include <cstdint>

// How long the GUI thread slept in its event loop's wait beyond the timeout it asked for.
//
// Qt's event loop on Linux is glib's: each turn it computes when its next timer is due and
// sleeps in poll() until then or until something arrives. A benchmark tick can then be late
// with the GUI thread neither busy nor waiting for a CPU: asleep, with the kernel waking it
// after the timer was due. Traced with `perf trace` on the GUI thread, every such sleep was a
// poll() asked for a few ms that returned tens of ms later, timed out: Qt asked for the
// right time, and the timer fired late, the virtual machine's doing as much
// as a paused CPU is (MachinePauseWitness), though the witness thread on that CPU need not
// see it. The watch wraps the poll function of the GUI thread's glib context and adds up,
// per poll that asked for a timeout, the time past it. What the thread then waited for a CPU
// is inside that time too; stallcauses.h keeps the two apart.
//
// glib is reached through the process's own symbols (Qt links it; its headers are not
// needed). Without it (Qt built without glib, QT_NO_GLIB set) install() returns false and
// nothing is counted.
namespace eventloopwait {

// Wraps the poll function of the calling thread's default glib context: call it on the GUI
// thread, once, before the ticks that read oversleptNs().
bool install();
// Time slept past the asked timeout, in ns, summed since install(); and the polls counted.
std::int64_t oversleptNs();
std::int64_t polls();

} // namespace eventloopwait

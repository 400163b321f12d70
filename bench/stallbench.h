#pragma once

#include <QJsonObject>
#include <QString>

// GUI-thread stalls and memory while the console polls: the real window with every view
// visited in turn (a row selected, so the detail pane polls too; the lookup view runs a
// lookup), a precise timer on the GUI thread measuring how late each tick fires, and the
// process's resident memory sampled every second. The same timer runs first with the
// console paused: the machine's own lateness, the baseline. Each tick also records where its
// time went (stallcauses.h: the GUI thread's CPU and run-queue wait, the console's other
// threads, the machine's pauses), and the console's part of each tick is judged.
struct StallBenchOptions
{
    QString dsn;
    int seconds = 300;
    int baselineSeconds = 20;
    int secondsPerView = 10;
    int pollIntervalSeconds = 1; // the console's fastest setting: the harshest case
    QString lookupText; // what the lookup view looks up on each visit (e.g. "message:123")
};

// {"gui": {...}, "memory": {...}}; empty with *error set on failure.
QJsonObject runStallBench(const StallBenchOptions &options, QString *error);

#pragma once

#include <QJsonObject>
#include <QString>

// Launch to first data on screen, for the real binary: `poolscope --screenshot` started as a
// fresh process (settings in a private directory), timed from QProcess::start until the
// console logs "first data shown" (ConsoleSession::markFirstData, poolscope.app.info).
struct StartupBenchOptions
{
    QString dsn;
    QString poolscopeBinary;
    int runs = 5;
};

// {"startup": {...}}; empty with *error set on failure.
QJsonObject runStartupBench(const StartupBenchOptions &options, QString *error);

#pragma once

#include <QJsonObject>
#include <QString>

// Model apply per poll: a window of real task rows (read through the console's own query) is
// applied to the real TaskTableModel, with a table view on it, alternating with a copy in
// which a fraction of the rows changed, as a poll of a busy pool brings them.
struct ModelBenchOptions
{
    QString dsn;
    int rows = 5000;
    double changedFraction = 0.01;
    int applies = 200;
};

// {"model": {...}}; empty with *error set on failure.
QJsonObject runModelBench(const ModelBenchOptions &options, QString *error);

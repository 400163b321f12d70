#pragma once

#include <QJsonObject>
#include <QString>

// The server's cost of the console's statements, from pg_stat_statements, for the role the
// console connected as (the simulator connects as another, so its statements stay apart).
struct ServerCostOptions
{
    QString dsn; // any connection that may read pg_stat_statements
    QString consoleRole;
    int top = 12;
};

// {"server": {...}}; empty with *error set on failure.
QJsonObject runServerCost(const ServerCostOptions &options, QString *error);

#pragma once

#include <QString>

// The console's local SQLite files (the action journal, the dashboard's sample history), opened
// one way: the folder created, a connection of their own, WAL and a busy timeout, so that a GUI
// and a CLI run, or two consoles, may use one file at once.
namespace localdatabase {

// Opens `path` under a new connection named after `prefix`; returns the connection's name, or
// an empty string with the reason in *error.
QString open(const QString &path, const QString &prefix, QString *error);
// Closes and forgets the connection (safe on an empty name).
void close(const QString &connection);

} // namespace localdatabase

#pragma once

#include "core/feedtable.h"
#include "core/schemainfo.h"

#include <QList>
#include <QStringList>

// The requirements of each of the console's queries, in one place so the probe asks about
// exactly what the queries use. Those of a row type with a column table (tasks, deliveries)
// are derived from it (db/rowcolumns.h): its required columns, and its optional ones apart.
namespace requirements {
QList<Requirement> tasks();
QList<Requirement> taskLeases();
QList<Requirement> sinkLeases(const FeedTable &feed);
QList<Requirement> deliveries();
QList<Requirement> alarmDebt();
QList<Requirement> replays();
// Every relation any query reads, for the probe.
QStringList allRelations(const FeedTable &feed);
} // namespace requirements

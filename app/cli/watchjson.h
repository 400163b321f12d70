#pragma once

#include "core/watch/watch.h"

#include <QByteArray>

// `poolscope watch --format json`: the watch as one JSON object, times in UTC (ISO 8601, as
// the lookup's JSON writes them), names as the CLI and the local store spell them
// (watchrules::kindName, goalName, statusName), the evidence's fields as read.
namespace watchjson {

QByteArray json(const Watch &watch, int exitCode);

} // namespace watchjson

#pragma once

#include <QString>

class CliSession;

// poolscope replay --cause ID: the dead tasks of a failure group (docs/failures.md), previewed
// (--preview, nothing written) or replayed as one batch (--yes), each replay journaled under the
// batch's action id so that `poolscope watch --batch` can follow it.
namespace causereplay {

int run(CliSession &session, const QString &causeId);

} // namespace causereplay

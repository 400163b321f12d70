#pragma once

#include "core/dberror.h"

#include <QByteArray>
#include <QString>

// Why an SSH tunnel could not be made or ended, in words, from what ssh wrote to stderr.
// OpenSSH is not translated, so its English is matched; the sentences are the console's
// (DbText) with ssh's own lines as the detail. Refusals that trying again cannot fix (a
// changed or unknown host key, a refused login, no ssh) are BadInput: the console stops
// reconnecting, and a saved database password is not taken for the culprit, as it would be
// with AuthenticationFailed. An unreachable bastion, a timeout and a failed forward are
// ConnectionFailed, retried with backoff.
namespace sshfailure {

// ssh exited before the tunnel was up.
DbError explain(const QString &destination, const QByteArray &stderrText, int exitCode,
                bool normalExit);
// ssh exited after the tunnel was up.
DbError ended(const QString &destination, const QByteArray &stderrText, int exitCode,
              bool normalExit);
// ssh did not forward within `seconds`.
DbError timedOut(const QString &destination, int seconds, const QByteArray &stderrText);
// The program could not be run at all.
DbError notStarted(const QString &program, const QString &reason);

} // namespace sshfailure

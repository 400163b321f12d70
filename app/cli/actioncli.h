#pragma once

#include "db/actions/action.h"
#include "models/actionrunner.h"

#include <optional>

class CliSession;

// What the action subcommands share: checking the operator and ids, asking the schema probe
// whether the audit table can be written, running through the ActionRunner, journaling, and
// printing the one line that says what happened.
namespace actioncli {

// Connects and builds the context (operator, reason, audit table). nullopt: already reported,
// and `exitCode` says how it ended (usage, database, or refused: an audit it may not write).
std::optional<ActionContext> prepare(CliSession &session, qint64 operatorId, int &exitCode);
// Runs the action to its final outcome, journals it, prints it; returns the exit code.
int run(CliSession &session, const ActionRequest &request);
// Prints an outcome as --format asks (also one decided before any action ran); the exit code.
int tell(CliSession &session, const ActionContext &context, const ActionOutcome &outcome);
std::optional<qint64> positiveId(CliSession &session, const QString &option, const QString &text);
std::optional<QString> uuid(CliSession &session, const QString &option, const QString &text);
// The optional --reason: at most 1000 characters, no control characters but tabs.
std::optional<QString> reason(CliSession &session);

} // namespace actioncli

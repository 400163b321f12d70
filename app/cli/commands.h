#pragma once

#include <QString>
#include <QStringList>
#include <functional>

class CliSession;

// The subcommands. Each is one function from its session (arguments already split from the
// program and command names) to an exit code, and each lives in a file of its own
// (app/cli/<name>command.cpp), registered in commands.cpp.
struct CliCommand
{
    QString name;
    QString synopsis; // the usage line(s) for --help
    std::function<int(CliSession &)> run;
    // What it takes besides the options every command takes (CliSession): "--task", …
    QStringList options; // each with a value
    QStringList flags;
};

const QList<CliCommand> &cliCommands();
const CliCommand *findCliCommand(const QString &name);
// Runs `argv[1]` as a subcommand; argv[0] is the program.
int runCliCommand(int argc, char **argv);
QString cliHelpText();

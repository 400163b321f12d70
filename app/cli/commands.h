#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

class CliSession;

// One line of a command's --help: the option as written ("--task ID") and what it does.
struct CliOptionHelp
{
    QString syntax;
    QString help;
};

// One exit code a command ends with, and what it means there.
struct CliExitCode
{
    int code = 0;
    QString meaning;
};

// The subcommands. Each is one function from its session (arguments already split from the
// program and command names) to an exit code, made by a `<name>Command()` function that
// commands.cpp registers: lookup and watch in files of their own (app/cli/lookupcommand.cpp,
// watchcommand.cpp); replay, release and ack, which share the action flow of actioncli.h,
// together in app/cli/actioncommands.cpp.
struct CliCommand
{
    QString name;
    QString synopsis; // the usage line(s) for --help
    std::function<int(CliSession &)> run;
    // What it takes besides the options every command takes (CliSession): "--task", …
    QStringList options; // each with a value
    QStringList flags;
    // For `poolscope NAME --help`: what the command does, each of its own options (the
    // common ones are added), and its exit codes.
    QString summary;
    QList<CliOptionHelp> optionHelp;
    QList<CliExitCode> exitCodes;
};

const QList<CliCommand> &cliCommands();
const CliCommand *findCliCommand(const QString &name);
// Runs `argv[1]` as a subcommand; argv[0] is the program.
int runCliCommand(int argc, char **argv);
// The commands' part of `poolscope --help`.
QString cliHelpText();
// `poolscope NAME --help`: usage, options and exit codes.
QString cliCommandHelp(const CliCommand &command);
// Whether the arguments (after the command's name) ask for its help: a word that is "--help"
// or "-h", wherever it stands, is answered before anything else is checked.
bool cliWantsHelp(const QStringList &arguments);

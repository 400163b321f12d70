#include "app/cli/commands.h"

#include "app/cli/clisession.h"

#include <QCoreApplication>
#include <QTranslator>
#include <cstdio>

using namespace Qt::StringLiterals;

// Each command's file defines its factory; add yours here and to the list below.
CliCommand replayCommand();
CliCommand releaseCommand();
CliCommand ackCommand();
CliCommand lookupCommand();
CliCommand watchCommand();
CliCommand failuresCommand();

namespace {
using Factory = CliCommand (*)();

const Factory Factories[] = {
    &replayCommand, &releaseCommand, &ackCommand, &lookupCommand, &watchCommand, &failuresCommand,
    nullptr, // the end
};
} // namespace

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands = [] {
        QList<CliCommand> out;
        for (Factory f : Factories) {
            if (f)
                out.append(f());
        }
        return out;
    }();
    return commands;
}

const CliCommand *findCliCommand(const QString &name)
{
    for (const CliCommand &c : cliCommands()) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QString cliHelpText()
{
    if (cliCommands().isEmpty())
        return {};
    QString text = u"\nCommands (no display needed; each takes --dsn DSN):\n"_s;
    for (const CliCommand &c : cliCommands())
        text += u"  "_s + c.synopsis + u'\n';
    text += u"\nEach command's options and exit codes: poolscope COMMAND --help\n"_s;
    return text;
}

namespace {

// "  --task ID            the task", the description in one column.
QString optionLines(const QList<CliOptionHelp> &options)
{
    constexpr int Column = 23; // as in poolscope --help
    QString text;
    for (const CliOptionHelp &o : options) {
        QString line = u"  "_s + o.syntax;
        line += o.syntax.size() + 2 < Column ? QString(Column - line.size(), u' ')
                                             : u"\n"_s + QString(Column, u' ');
        text += line + o.help + u'\n';
    }
    return text;
}

// The options every command takes (CliSession), after the command's own.
QList<CliOptionHelp> commonOptionHelp()
{
    return {
        { u"--dsn DSN"_s,
          u"libpq connection string, keyword/value or URI (default: PG* variables)"_s },
        { u"--feed-schema NAME"_s, u"schema of the feed sink cursors table (default public)"_s },
        { u"--feed-prefix TEXT"_s, u"prefix of the feed tables (default feed_)"_s },
        { u"--profile NAME"_s,
          u"a stored connection profile: its connection string, tunnel, password command, "
          "feed tables, operator id and protection (a read-only profile refuses actions; "
          "confirm levels need --yes)"_s },
        { u"--ssh DEST"_s,
          u"connect through an SSH tunnel from DEST (the system's ssh and ~/.ssh/config); "
          "the DSN's host is as DEST sees it"_s },
        { u"--password-command CMD"_s,
          u"run CMD (sh -c) at each connect; its first output line is the password"_s },
        { u"-h, --help"_s, u"print this help and exit"_s },
    };
}

} // namespace

QString cliCommandHelp(const CliCommand &command)
{
    // The synopsis as the top-level help writes it, its lines under this one's "Usage:".
    const QString usage = u"Usage: poolscope "_s;
    QStringList lines = command.synopsis.split(u'\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        const bool another = line.startsWith(command.name + u' ');
        const QString indent = another ? QString(usage.size() - 10, u' ') + u"poolscope "_s
                                       : QString(usage.size() + command.name.size() + 1, u' ');
        lines[i] = indent + line;
    }
    QString text = usage + lines.join(u'\n') + u"\n\n"_s;
    if (!command.summary.isEmpty())
        text += command.summary + u"\n\n"_s;
    text += u"Options:\n"_s + optionLines(command.optionHelp + commonOptionHelp());
    text += u"\nExit codes:\n"_s;
    for (const CliExitCode &e : command.exitCodes)
        text += u"  %1  %2\n"_s.arg(e.code).arg(e.meaning);
    return text;
}

bool cliWantsHelp(const QStringList &arguments)
{
    return arguments.contains(u"--help"_s) || arguments.contains(u"-h"_s);
}

int runCliCommand(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"PoolScope"_s);
    QCoreApplication::setOrganizationName(u"PoolScope"_s);
    // English only, but its file holds the English plural forms ("1 cause", "2 causes").
    QTranslator english;
    if (english.load(u"poolscope_en"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(&english);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const QString name = args.takeFirst();
    const CliCommand *command = findCliCommand(name);
    if (!command) {
        CliSession::err(u"poolscope: unknown command \"%1\""_s.arg(name.left(40)));
        return CliSession::Usage;
    }
    // Before any other check: help is what was asked, whatever else the line holds.
    if (cliWantsHelp(args)) {
        std::fputs(cliCommandHelp(*command).toLocal8Bit().constData(), stdout);
        std::fflush(stdout);
        return CliSession::Ok;
    }
    CliSession session(args, command->options, command->flags);
    return command->run(session);
}

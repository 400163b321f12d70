#include "app/cli/commands.h"

#include "app/cli/clisession.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

// Each command's file defines its factory; add yours here and to the list below.
CliCommand replayCommand();
CliCommand releaseCommand();
CliCommand ackCommand();
CliCommand lookupCommand();
CliCommand watchCommand();

namespace {
using Factory = CliCommand (*)();

const Factory Factories[] = {
    &replayCommand, &releaseCommand, &ackCommand, &lookupCommand, &watchCommand,
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
    return text;
}

int runCliCommand(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"PoolScope"_s);
    QCoreApplication::setOrganizationName(u"PoolScope"_s);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const QString name = args.takeFirst();
    const CliCommand *command = findCliCommand(name);
    if (!command) {
        CliSession::err(u"poolscope: unknown command \"%1\""_s.arg(name.left(40)));
        return CliSession::Usage;
    }
    CliSession session(args, command->options, command->flags);
    return command->run(session);
}

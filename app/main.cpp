#include "app/askpass.h"
#include "app/cli/commands.h"
#include "app/consolesession.h"
#include "app/options.h"
#include "app/singleinstance.h"
#include "views/mainwindow.h"
#include "views/theme.h"
#include "views/uilanguage.h"

#include <QApplication>
#include <QIcon>
#include <QLoggingCategory>
#include <QTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

enum ExitCode { ExitOk = 0, ExitRefused = 1, ExitUsage = 2, ExitDatabase = 3 };

QStringList argumentsOf(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    return args;
}

void print(FILE *stream, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fflush(stream);
}

int runGui(int argc, char **argv, const Options &options)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"PoolScope"_s);
    QApplication::setOrganizationName(u"PoolScope"_s);
    QApplication::setDesktopFileName(u"io.github.poolscope.PoolScope"_s);
    theme::apply(theme::parse(options.theme).value_or(theme::saved()));
    // The installed hicolor icons (SVG, PNG 16-256 px): Qt picks the size for the screen.
    QApplication::setWindowIcon(QIcon::fromTheme(u"io.github.poolscope.PoolScope"_s));
    uilanguage::install(options.language); // before any widget builds its texts
    askpass::offerToTunnels(); // ssh asks for a passphrase through this binary's dialog

    ConsoleSession session(options);
    QString error;
    if (!session.start(&error)) {
        print(stderr, u"poolscope: "_s + error + u'\n');
        return ExitUsage;
    }
    session.window()->show();
    // Links clicked later go to this console (a --screenshot run is over too soon to take any).
    SingleInstance instance;
    if (options.screenshotPath.isEmpty() && instance.listen(singleinstance::socketName()))
        instance.deliverTo(&session);

    if (!options.screenshotPath.isEmpty()) {
        // Renders once the first data is on screen; a connection that fails for good, or
        // data that never comes, ends the run with the database exit code.
        int exitCode = ExitOk;
        QObject::connect(&session, &ConsoleSession::firstDataShown, &app, [&] {
            // With a row selected the detail pane shows too; its data takes one more poll.
            const int settle = session.window()->selectFirstRow() ? 1200 : 300;
            QTimer::singleShot(settle, &app, [&] {
                const QPixmap shot = session.window()->grab();
                if (!shot.save(options.screenshotPath, "PNG")) {
                    print(stderr, u"poolscope: could not write %1\n"_s.arg(options.screenshotPath));
                    exitCode = ExitUsage;
                }
                app.exit(exitCode);
            });
        });
        QObject::connect(&session, &ConsoleSession::connectionFailed, &app,
                         [&](const QString &reason) {
                             print(stderr, u"poolscope: "_s + reason + u'\n');
                             app.exit(ExitDatabase);
                         });
        QTimer::singleShot(30000, &app, [&] {
            print(stderr, u"poolscope: no data arrived within 30 s; no screenshot written\n"_s);
            app.exit(ExitDatabase);
        });
    }
    return app.exec();
}

// `poolscope LINK` alone, as the desktop runs it for a clicked link: a console already
// running takes the link. Returns the exit code, or -1 to start a console here.
int handOver(int argc, char **argv, const Options &options)
{
    if (!options.link || !options.linkAlone)
        return -1;
    QCoreApplication app(argc, argv); // for the socket; no display is needed to hand over
    QString error;
    using singleinstance::Handover;
    switch (
        singleinstance::sendLink(singleinstance::socketName(), options.link->toString(), &error)) {
    case Handover::Followed:
        return ExitOk;
    case Handover::Refused:
        print(stderr, u"poolscope: "_s + error + u'\n');
        return ExitUsage;
    case Handover::NoAnswer:
        print(stderr, u"poolscope: the running console did not answer; starting another\n"_s);
        return -1;
    case Handover::NoConsole:
        break;
    }
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    if (askpass::invoked(argc)) // ssh wants a passphrase or a host key's confirmation
        return askpass::run(argc, argv);
    // Routine connection news is for debugging (QT_LOGGING_RULES="poolscope.*=true");
    // warnings still show.
    if (!qEnvironmentVariableIsSet("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(u"poolscope.*.info=false"_s);
    // A subcommand (replay, release, ack, lookup) runs without a display.
    if (argc > 1 && argv[1][0] != '-' && findCliCommand(QString::fromLocal8Bit(argv[1])))
        return runCliCommand(argc, argv);
    const Options options = parseOptions(argumentsOf(argc, argv));
    switch (options.mode) {
    case Options::Mode::Help:
        print(stdout, helpText() + cliHelpText());
        return ExitOk;
    case Options::Mode::Version:
        print(stdout, versionText());
        return ExitOk;
    case Options::Mode::Error:
        print(stderr, u"poolscope: "_s + options.error + u"\nTry 'poolscope --help'.\n"_s);
        return ExitUsage;
    case Options::Mode::Gui:
        break;
    }
    if (const int code = handOver(argc, argv, options); code >= 0)
        return code;
    return runGui(argc, argv, options);
}

#include "app/options.h"

#include "core/commandline.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/schemalimits.h"
#include "db/connectionparams.h"
#include "db/connectvia.h"
#include "db/lookup/lookupquery.h"
#include "poolscope_version.h"
#include "views/uilanguage.h"

#include <QCommandLineParser>
#include <functional>

using namespace Qt::StringLiterals;

QStringList viewNames()
{
    return { u"lookup"_s, u"tasks"_s,     u"leases"_s,  u"deliveries"_s,
             u"alarms"_s, u"dashboard"_s, u"failures"_s };
}

QString versionText()
{
    return u"poolscope " POOLSCOPE_VERSION u"\n"_s;
}

QString helpText()
{
    return uR"(Usage: poolscope [OPTIONS] [LINK]

PoolScope: an admin console for a PostgreSQL-backed worker pool.

Options:
  --dsn DSN            libpq connection string, keyword/value ("host=db dbname=app")
                       or URI ("postgresql://user@db/app"). Without it, libpq's own
                       defaults apply: PG* environment variables, service files, ~/.pgpass.
  --read-dsn DSN       where views and lookups read (a streaming standby); actions
                       still go to --dsn, the primary
  --profile NAME       connect with the stored profile NAME (File > Profiles): its
                       connection strings, tunnel, password command, operator id, feed
                       tables, band and protection (read-only, confirm, ...)
  --ssh DEST           reach the server through an SSH tunnel from DEST (the system's
                       ssh: ~/.ssh/config, ProxyJump and agents apply); the DSN's host
                       and port are then as DEST sees them
  --password-command CMD
                       run CMD (sh -c) at every connect; its first line of output is
                       the password (an RDS IAM token, a Vault credential...)
  --view NAME          the view to open: )"_s
        + viewNames().join(u'|') + uR"(
  --lookup TEXT        open on the answer for TEXT ("message:90001", a job id, a UUID…)
  --interval SECONDS   poll interval, 1 to 60 (default 2)
  --idle-pause MINUTES stop polling (but the watch list) after MINUTES without a key,
                       click or mouse move; 0: never (default: the setting
                       poll/idlePauseMinutes, else 15)
  --operator N         your operator id, recorded with every action (or POOLSCOPE_OPERATOR;
                       else asked once and remembered)
  --feed-schema NAME   schema of the feed sink cursors table (default public)
  --feed-prefix TEXT   prefix of the feed tables (default feed_, so feed_cursors)
  --language CODE      the language of the window: en, de, ru or system (default: the
                       one chosen in View > Language, else the system's)
  --theme NAME         system, light or dark, for this run (default: View > Theme)
  --new-instance       start a console of its own, even with a link while one runs
                       (a link alone goes to the running console, if there is one)
  --screenshot FILE    render the window once the first data has arrived (with the first
                       row selected, so the details show too), write a PNG to FILE and
                       exit (exit code 3 if no data arrives)
  --version            print the version and exit
  -h, --help           print this help and exit
  LINK                 a link to follow once connected: poolscope://task/ID,
                       poolscope://tasks?message=ID, poolscope://deliveries?task=ID,
                       poolscope://lookup?message=ID&since=7d, poolscope://alert/UUID,
                       a saved view's: poolscope://tasks?state=dead&within=86400

Exit codes: 0 success; 2 bad usage; 3 connection or database error.
)"_s;
}

namespace {

// The options that take a value, as --help lists them.
const QStringList &valueOptions()
{
    static const QStringList names { u"dsn"_s,         u"read-dsn"_s, u"profile"_s,
                                     u"view"_s,        u"lookup"_s,   u"interval"_s,
                                     u"idle-pause"_s,  u"operator"_s, u"feed-schema"_s,
                                     u"feed-prefix"_s, u"language"_s, u"theme"_s,
                                     u"screenshot"_s,  u"ssh"_s,      u"password-command"_s };
    return names;
}

// Qt's own options are QApplication's business: it reads them from argv, with their values,
// as -name or --name (QGuiApplication and QApplication document them). Set aside here so the
// parser sees only the console's.
QStringList withoutQtOptions(const QStringList &arguments)
{
    static const QStringList valued {
        u"platform"_s,        u"platformpluginpath"_s, u"platformtheme"_s, u"plugin"_s,
        u"qwindowgeometry"_s, u"qwindowicon"_s,        u"qwindowtitle"_s,  u"session"_s,
        u"display"_s,         u"geometry"_s,           u"style"_s,         u"stylesheet"_s,
        u"qmljsdebugger"_s
    };
    static const QStringList flags { u"reverse"_s, u"widgetcount"_s, u"nograb"_s, u"dograb"_s };
    QStringList out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        const QString name = arg.mid(arg.startsWith("--"_L1) ? 2 : 1).section(u'=', 0, 0);
        const bool inlineValue = arg.contains(u'=');
        if (i > 0 && arg.startsWith(u'-') && (valued.contains(name) || flags.contains(name))) {
            if (valued.contains(name) && !inlineValue)
                ++i; // its value
            continue;
        }
        out.append(arg);
        // A value of the console's own option stays, whatever it looks like.
        if (i > 0 && arg.startsWith("--"_L1) && !inlineValue && valueOptions().contains(name)
            && i + 1 < arguments.size())
            out.append(arguments[++i]);
    }
    return out;
}

// What QCommandLineParser refused, in the console's words.
QString problemText(const CommandLineProblem &problem)
{
    using Kind = CommandLineProblem::Kind;
    switch (problem.kind) {
    case Kind::MissingValue:
        return u"%1 needs a value"_s.arg(problem.argument);
    case Kind::UnknownOption:
    case Kind::UnexpectedValue: // --help=x, --version=x: no such option
        return u"unknown option %1"_s.arg(problem.argument.left(60));
    case Kind::Other:
    case Kind::None:
        break;
    }
    return problem.argument;
}

QString positiveId(const QString &value, const QString &why)
{
    bool ok = false;
    return value.toLongLong(&ok) > 0 && ok ? QString() : why;
}

// Each option's rule, in the order of --help; the first value that breaks one is the error.
QString checkValues(const QCommandLineParser &parser)
{
    using Check = std::function<QString(const QString &)>;
    const QList<std::pair<QString, Check>> rules {
        { u"profile"_s,
          [](const QString &v) {
              return v.trimmed().isEmpty() ? u"--profile needs a profile name"_s : QString();
          } },
        { u"view"_s,
          [](const QString &v) {
              return viewNames().contains(v) ? QString()
                                             : u"--view takes one of %1, not \"%2\""_s.arg(
                                                 viewNames().join(u", "_s), v.left(40));
          } },
        { u"interval"_s,
          [](const QString &v) {
              bool ok = false;
              const int s = v.toInt(&ok);
              return ok && s >= 1 && s <= 60 ? QString()
                                             : u"--interval takes whole seconds from 1 to 60"_s;
          } },
        { u"idle-pause"_s,
          [](const QString &v) {
              bool ok = false;
              const int m = v.toInt(&ok);
              return ok && m >= 0 && m <= 24 * 60
                  ? QString()
                  : u"--idle-pause takes whole minutes from 0 (never) to 1440"_s;
          } },
        { u"operator"_s,
          [](const QString &v) {
              return positiveId(v, u"--operator takes a positive whole number"_s);
          } },
        { u"language"_s,
          [](const QString &v) {
              return v == "system"_L1 || uilanguage::isAvailable(v)
                  ? QString()
                  : u"--language takes en, de, ru or system, not \"%1\""_s.arg(v.left(40));
          } },
        { u"theme"_s,
          [](const QString &v) {
              return v == "system"_L1 || v == "light"_L1 || v == "dark"_L1
                  ? QString()
                  : u"--theme takes system, light or dark, not \"%1\""_s.arg(v.left(40));
          } },
    };
    for (const auto &[name, check] : rules) {
        for (const QString &value : parser.values(name)) {
            if (const QString error = check(value); !error.isEmpty())
                return error;
        }
    }
    return {};
}

// The link, if one is given: the only argument that is not an option.
QString readLink(const QStringList &positional, Options &o)
{
    for (const QString &arg : positional) {
        if (arg.startsWith(u'-'))
            return u"unknown option %1"_s.arg(arg.left(60));
        if (!arg.startsWith("poolscope:"_L1, Qt::CaseInsensitive))
            return u"unexpected argument \"%1\""_s.arg(arg.left(60));
        if (o.link)
            return u"one link at a time"_s;
        QString error;
        o.link = parseLink(arg, &error);
        if (!o.link)
            return error;
    }
    return {};
}

void readValues(const QCommandLineParser &parser, Options &o)
{
    o.dsnGiven = parser.isSet(u"dsn"_s);
    o.dsn = parser.value(u"dsn"_s);
    o.readDsn = parser.value(u"read-dsn"_s);
    o.profile = parser.value(u"profile"_s);
    o.ssh = parser.value(u"ssh"_s);
    o.passwordCommand = parser.value(u"password-command"_s);
    o.theme = parser.value(u"theme"_s);
    o.screenshotPath = parser.value(u"screenshot"_s);
    o.lookup = parser.value(u"lookup"_s);
    o.feedSchema = parser.value(u"feed-schema"_s);
    o.feedPrefix = parser.value(u"feed-prefix"_s);
    o.language = parser.value(u"language"_s);
    o.newInstance = parser.isSet(u"new-instance"_s);
    o.linkAlone = o.link && parser.optionNames().isEmpty();
    o.intervalSeconds = parser.value(u"interval"_s).toInt();
    if (parser.isSet(u"idle-pause"_s))
        o.idlePauseMinutes = parser.value(u"idle-pause"_s).toInt();
    if (parser.isSet(u"operator"_s))
        o.operatorId = parser.value(u"operator"_s).toLongLong();
    if (parser.isSet(u"view"_s))
        o.view = parser.value(u"view"_s);
    if (parser.isSet(u"lookup"_s))
        o.view = u"lookup"_s;
    if (o.link)
        o.view = o.link->view();
}

QString checkCombinations(const Options &o)
{
    if (!o.profile.isEmpty()
        && (o.dsnGiven || !o.readDsn.isEmpty() || !o.ssh.isEmpty() || !o.passwordCommand.isEmpty()))
        return u"--profile says where and how to connect; give it or --dsn/--read-dsn/--ssh/"
               "--password-command, not both"_s;
    if (const QString problem = ConnectVia { o.ssh, o.passwordCommand }.problem();
        !problem.isEmpty())
        return problem;
    // Refused here, before a window opens, as the subcommands refuse it.
    if (const QString problem = connectionStringProblem(o.dsn); !problem.isEmpty())
        return u"--dsn: "_s + problem;
    if (const QString problem = connectionStringProblem(o.readDsn); !problem.isEmpty())
        return u"--read-dsn: "_s + problem;
    if (o.link && !o.lookup.isEmpty())
        return u"--lookup and a link both say what to open; give one"_s;
    return {};
}

std::optional<qint64> operatorFromEnvironment()
{
    bool ok = false;
    const qint64 id = qEnvironmentVariable("POOLSCOPE_OPERATOR").toLongLong(&ok);
    return ok && id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

} // namespace

Options parseOptions(const QStringList &arguments)
{
    Options o;
    o.operatorId = operatorFromEnvironment();
    const QStringList args = withoutQtOptions(arguments);
    QCommandLineParser parser; // parse() needs no application object; --help is ours
    parser.addOption({ { u"h"_s, u"help"_s }, {} });
    parser.addOption({ u"version"_s, {} });
    parser.addOption({ u"new-instance"_s, {} });
    for (const QString &name : valueOptions())
        parser.addOption({ name, {}, name });
    const CommandLineProblem problem = parser.parse(args)
        ? CommandLineProblem()
        : CommandLineProblem::of(parser, args, valueOptions());
    // As most tools do: --help and --version win over anything else on the line (but
    // --help=x is no --help).
    if (problem.kind != CommandLineProblem::Kind::UnexpectedValue
        && (parser.isSet(u"help"_s) || parser.isSet(u"version"_s))) {
        o.mode = parser.isSet(u"help"_s) ? Options::Mode::Help : Options::Mode::Version;
        return o;
    }
    QString error = problem.kind == CommandLineProblem::Kind::None ? checkValues(parser)
                                                                   : problemText(problem);
    if (error.isEmpty())
        error = readLink(parser.positionalArguments(), o);
    if (error.isEmpty()) {
        readValues(parser, o);
        error = checkCombinations(o);
    }
    if (!error.isEmpty()) {
        o.mode = Options::Mode::Error;
        o.error = error;
    }
    return o;
}

QString connectionStringProblem(const QString &dsn)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    return params.isValid() ? QString()
                            : u"the connection string is malformed: "_s + params.parseError();
}

// The lookup's own reading of a lookup link's identifier and since.
std::optional<DeepLink> parseLink(const QString &argument, QString *error)
{
    return DeepLink::parse(argument, error, [](const QString &key, const QString &value) {
        QString why;
        if (key == "since"_L1)
            return lookup::parseDuration(value, &why) ? QString() : why;
        return lookup::parseInput(key == "q"_L1 ? value : key + u':' + value).error;
    });
}

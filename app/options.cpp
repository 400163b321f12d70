#include "app/options.h"

#include "poolscope_version.h"

using namespace Qt::StringLiterals;

QStringList viewNames()
{
    return { u"lookup"_s, u"tasks"_s, u"leases"_s, u"deliveries"_s, u"alarms"_s, u"dashboard"_s };
}

QString versionText()
{
    return u"poolscope " POOLSCOPE_VERSION u"\n"_s;
}

QString helpText()
{
    return uR"(Usage: poolscope [OPTIONS]

PoolScope: an admin console for a PostgreSQL-backed worker pool.

Options:
  --dsn DSN            libpq connection string, keyword/value ("host=db dbname=app")
                       or URI ("postgresql://user@db/app"). Without it, libpq's own
                       defaults apply: PG* environment variables, service files, ~/.pgpass.
  --read-dsn DSN       where views and lookups read (a streaming standby); actions
                       still go to --dsn, the primary
  --view NAME          the view to open: )"_s
        + viewNames().join(u'|') + uR"(
  --lookup TEXT        open on the answer for TEXT ("message:90001", a job id, a UUID…)
  --interval SECONDS   poll interval, 1 to 60 (default 2)
  --operator N         your operator id, recorded with every action (or POOLSCOPE_OPERATOR;
                       else asked once and remembered)
  --feed-schema NAME   schema of the feed sink cursors table (default public)
  --feed-prefix TEXT   prefix of the feed tables (default feed_, so feed_cursors)
  --screenshot FILE    render the window once the first data has arrived (with the first
                       row selected, so the details show too), write a PNG to FILE and
                       exit (exit code 3 if no data arrives)
  --version            print the version and exit
  -h, --help           print this help and exit

Exit codes: 0 success; 2 bad usage; 3 connection or database error.
)"_s;
}

namespace {

// Takes the value of `--name VALUE` or `--name=VALUE`.
bool takeValue(const QStringList &args, qsizetype &i, const QString &name, QString *value,
               QString *error)
{
    const QString &arg = args[i];
    if (arg.startsWith(name + u'=')) {
        *value = arg.mid(name.size() + 1);
        return true;
    }
    if (arg != name)
        return false;
    if (i + 1 >= args.size()) {
        *error = u"%1 needs a value"_s.arg(name);
        return true;
    }
    *value = args[++i];
    return true;
}

} // namespace

Options parseOptions(const QStringList &arguments)
{
    Options o;
    if (qEnvironmentVariableIsSet("POOLSCOPE_OPERATOR")) {
        bool ok = false;
        const qint64 id = qEnvironmentVariable("POOLSCOPE_OPERATOR").toLongLong(&ok);
        if (ok && id > 0)
            o.operatorId = id;
    }
    QString value;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        QString error;
        if (arg == "-h"_L1 || arg == "--help"_L1) {
            o.mode = Options::Mode::Help;
            return o;
        }
        if (arg == "--version"_L1) {
            o.mode = Options::Mode::Version;
            return o;
        }
        if (takeValue(arguments, i, u"--dsn"_s, &value, &error)) {
            o.dsn = value;
            o.dsnGiven = true;
        } else if (takeValue(arguments, i, u"--read-dsn"_s, &value, &error)) {
            o.readDsn = value;
        } else if (takeValue(arguments, i, u"--screenshot"_s, &value, &error)) {
            o.screenshotPath = value;
        } else if (takeValue(arguments, i, u"--view"_s, &value, &error)) {
            if (error.isEmpty() && !viewNames().contains(value))
                error = u"--view takes one of %1, not \"%2\""_s.arg(viewNames().join(u", "_s),
                                                                 value.left(40));
            o.view = value;
        } else if (takeValue(arguments, i, u"--operator"_s, &value, &error)) {
            bool ok = false;
            const qint64 id = value.toLongLong(&ok);
            if (error.isEmpty() && (!ok || id <= 0))
                error = u"--operator takes a positive whole number"_s;
            o.operatorId = id;
        } else if (takeValue(arguments, i, u"--lookup"_s, &value, &error)) {
            o.lookup = value;
            o.view = u"lookup"_s;
        } else if (takeValue(arguments, i, u"--feed-schema"_s, &value, &error)) {
            o.feedSchema = value;
        } else if (takeValue(arguments, i, u"--feed-prefix"_s, &value, &error)) {
            o.feedPrefix = value;
        } else if (takeValue(arguments, i, u"--interval"_s, &value, &error)) {
            bool ok = false;
            const int s = value.toInt(&ok);
            if (error.isEmpty() && (!ok || s < 1 || s > 60))
                error = u"--interval takes whole seconds from 1 to 60"_s;
            o.intervalSeconds = s;
        } else if (arg.startsWith(u'-')) {
            // Qt's own options (-platform, -style, ...) are QApplication's business.
            if (arg == "-platform"_L1 || arg == "-style"_L1 || arg == "-display"_L1) {
                ++i;
                continue;
            }
            error = u"unknown option %1"_s.arg(arg.left(60));
        } else {
            error = u"unexpected argument \"%1\""_s.arg(arg.left(60));
        }
        if (!error.isEmpty()) {
            o.mode = Options::Mode::Error;
            o.error = error;
            return o;
        }
    }
    return o;
}

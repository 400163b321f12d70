#include "app/options.h"

#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/schemalimits.h"
#include "db/lookup/lookupquery.h"
#include "poolscope_version.h"
#include "views/uilanguage.h"

#include <QUrl>
#include <QUrlQuery>
#include <QUuid>
#include <algorithm>

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
    return uR"(Usage: poolscope [OPTIONS] [LINK]

PoolScope: an admin console for a PostgreSQL-backed worker pool.

Options:
  --dsn DSN            libpq connection string, keyword/value ("host=db dbname=app")
                       or URI ("postgresql://user@db/app"). Without it, libpq's own
                       defaults apply: PG* environment variables, service files, ~/.pgpass.
  --read-dsn DSN       where views and lookups read (a streaming standby); actions
                       still go to --dsn, the primary
  --profile NAME       connect with the stored profile NAME (File > Profiles): its
                       connection strings, operator id, feed tables and band
  --view NAME          the view to open: )"_s
        + viewNames().join(u'|') + uR"(
  --lookup TEXT        open on the answer for TEXT ("message:90001", a job id, a UUID…)
  --interval SECONDS   poll interval, 1 to 60 (default 2)
  --operator N         your operator id, recorded with every action (or POOLSCOPE_OPERATOR;
                       else asked once and remembered)
  --feed-schema NAME   schema of the feed sink cursors table (default public)
  --feed-prefix TEXT   prefix of the feed tables (default feed_, so feed_cursors)
  --language CODE      the language of the window: en, de, ru or system (default: the
                       one chosen in View > Language, else the system's)
  --theme NAME         system, light or dark, for this run (default: View > Theme)
  --screenshot FILE    render the window once the first data has arrived (with the first
                       row selected, so the details show too), write a PNG to FILE and
                       exit (exit code 3 if no data arrives)
  --version            print the version and exit
  -h, --help           print this help and exit
  LINK                 a link to follow once connected: poolscope://task/ID,
                       poolscope://tasks?message=ID, poolscope://deliveries?task=ID,
                       poolscope://lookup?message=ID&since=7d, poolscope://alert/UUID

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
        } else if (takeValue(arguments, i, u"--profile"_s, &value, &error)) {
            if (error.isEmpty() && value.trimmed().isEmpty())
                error = u"--profile needs a profile name"_s;
            o.profile = value;
        } else if (takeValue(arguments, i, u"--theme"_s, &value, &error)) {
            if (error.isEmpty() && value != "system"_L1 && value != "light"_L1
                && value != "dark"_L1)
                error = u"--theme takes system, light or dark, not \"%1\""_s.arg(value.left(40));
            o.theme = value;
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
        } else if (takeValue(arguments, i, u"--language"_s, &value, &error)) {
            if (error.isEmpty() && value != "system"_L1 && !uilanguage::isAvailable(value))
                error = u"--language takes en, de, ru or system, not \"%1\""_s.arg(value.left(40));
            o.language = value;
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
        } else if (arg.startsWith("poolscope:"_L1, Qt::CaseInsensitive)) {
            if (!o.link.isEmpty())
                error = u"one link at a time"_s;
            else
                o.link = parseDeepLink(arg, &error, &o.view);
        } else {
            error = u"unexpected argument \"%1\""_s.arg(arg.left(60));
        }
        if (!error.isEmpty()) {
            o.mode = Options::Mode::Error;
            o.error = error;
            return o;
        }
    }
    if (!o.profile.isEmpty() && (o.dsnGiven || !o.readDsn.isEmpty())) {
        o.mode = Options::Mode::Error;
        o.error = u"--profile says where to connect; give it or --dsn/--read-dsn, not both"_s;
    }
    if (!o.link.isEmpty() && !o.lookup.isEmpty()) {
        o.mode = Options::Mode::Error;
        o.error = u"--lookup and a link both say what to open; give one"_s;
    }
    return o;
}

namespace {

bool isId(const QString &text)
{
    return !text.isEmpty() && text.size() <= 18
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; })
        && text.toLongLong() > 0;
}

// The names the lookup takes before a colon ("message:90001"), as poolscope://lookup keys.
bool isLookupKind(const QString &name)
{
    static const QStringList kinds { u"message"_s, u"msg"_s,     u"task"_s,    u"job"_s,
                                     u"job_id"_s,  u"key"_s,     u"account"_s, u"acct"_s,
                                     u"monitor"_s, u"contact"_s, u"alert"_s,   u"subscription"_s,
                                     u"sub"_s };
    return kinds.contains(name);
}

} // namespace

QString parseDeepLink(const QString &argument, QString *error, QString *view)
{
    const QString shown = argument.size() > 80 ? argument.left(80) + u'…' : argument;
    auto fail = [&](const QString &why) {
        *error = u"cannot follow %1: %2"_s.arg(shown, why); // --help lists the links
        return QString();
    };
    const QUrl url(argument, QUrl::StrictMode);
    if (!url.isValid() || url.scheme().compare("poolscope"_L1, Qt::CaseInsensitive) != 0)
        return fail(u"it is not a well-formed poolscope: URL"_s);
    if (!url.userInfo().isEmpty() || url.port() != -1 || url.hasFragment())
        return fail(u"it has a user, port or fragment"_s);
    // poolscope://task/123 carries "task" as its host; poolscope:task/123 in its path.
    QString route = url.host() + url.path(QUrl::FullyDecoded);
    while (route.startsWith(u'/'))
        route.remove(0, 1);
    while (route.endsWith(u'/'))
        route.chop(1);
    if (route.isEmpty())
        return fail(u"it names nothing to open"_s);
    const QString head = route.section(u'/', 0, 0).toLower();
    const QString rest = route.section(u'/', 1);
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);

    if (head == "task"_L1) {
        if (!isId(rest) || !items.isEmpty())
            return fail(u"poolscope://task/ID takes one task id and no query"_s);
        *view = u"tasks"_s;
        return u"poolscope:task/"_s + QString::number(rest.toLongLong());
    }
    if (head == "alert"_L1) {
        const QUuid alert = QUuid::fromString(rest);
        if (alert.isNull() || !items.isEmpty())
            return fail(u"poolscope://alert/UUID takes one alert UUID and no query"_s);
        *view = u"alarms"_s;
        return u"poolscope:alert/"_s + alert.toString(QUuid::WithoutBraces);
    }
    const bool isLookup = head == "lookup"_L1;
    static const QStringList listRoutes { u"lookup"_s, u"deliveries"_s, u"tasks"_s, u"leases"_s,
                                          u"alarms"_s };
    if (!rest.isEmpty() || !listRoutes.contains(head))
        return fail(u"\"%1\" is not a link PoolScope follows"_s.arg(route.left(40)));

    QStringList query; // in the order openLink reads it: the identifier first
    QString since;
    QStringList seen;
    for (const auto &[key, value] : items) {
        // The dashboard's links name several states or statuses: those keys may repeat.
        const bool repeatable = (head == "tasks"_L1 && key == "state"_L1)
            || (head == "deliveries"_L1 && key == "status"_L1);
        if (seen.contains(key) && !repeatable)
            return fail(u"it names %1 twice"_s.arg(key.left(40)));
        seen.append(key);
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(value));
        if (isLookup && key == "since"_L1) {
            QString why;
            if (!lookup::parseDuration(value, &why))
                return fail(u"since: "_s + why);
            since = value.trimmed();
        } else if (isLookup && (isLookupKind(key) || key == "q"_L1)) {
            // q= is the input as typed: text that could be a job id or a key, a bare UUID.
            if (!query.isEmpty())
                return fail(u"a lookup link names one identifier"_s);
            const lookup::ParsedInput parsed
                = lookup::parseInput(key == "q"_L1 ? value : key + u':' + value);
            if (!parsed.error.isEmpty())
                return fail(key + u": "_s + parsed.error);
            query.append(key + u'=' + encoded);
        } else if ((head == "tasks"_L1 && key == "message"_L1)
                   || (head == "deliveries"_L1 && (key == "message"_L1 || key == "task"_L1))) {
            if (!isId(value))
                return fail(u"%1 takes an id, not \"%2\""_s.arg(key, value.left(40)));
            query.append(key + u'=' + QString::number(value.toLongLong()));
        } else if (head == "tasks"_L1 && key == "state"_L1) {
            if (!taskstate::all().contains(value))
                return fail(u"state takes one of %1, not \"%2\""_s.arg(
                    taskstate::all().join(u", "_s), value.left(40)));
            query.append(key + u'=' + value);
        } else if (head == "deliveries"_L1 && key == "status"_L1) {
            if (!deliverystatus::all().contains(value))
                return fail(u"status takes one of %1, not \"%2\""_s.arg(
                    deliverystatus::all().join(u", "_s), value.left(40)));
            query.append(key + u'=' + value);
        } else if (head == "deliveries"_L1 && key == "worker"_L1) {
            if (value.isEmpty() || value.size() > schemalimits::WorkerId)
                return fail(u"worker takes a worker id of 1 to %1 characters"_s.arg(
                    schemalimits::WorkerId));
            query.append(key + u'=' + encoded);
        } else if ((head == "deliveries"_L1 || head == "tasks"_L1)
                   && (key == "from"_L1 || key == "to"_L1)) {
            // The dashboard's bucket bounds (created_at): microseconds since the Unix epoch.
            bool ok = false;
            const qint64 us = value.toLongLong(&ok);
            if (!ok)
                return fail(
                    u"%1 takes microseconds since 1970, not \"%2\""_s.arg(key, value.left(40)));
            query.append(key + u'=' + QString::number(us));
        } else {
            return fail(u"poolscope://%1 does not take \"%2\""_s.arg(head, key.left(40)));
        }
    }
    if (isLookup && query.isEmpty())
        return fail(u"poolscope://lookup names what to look up, e.g. ?message=90001"_s);
    if (!since.isEmpty())
        query.append(u"since="_s + QString::fromLatin1(QUrl::toPercentEncoding(since)));
    *view = head;
    return u"poolscope:"_s + head + (query.isEmpty() ? QString() : u'?' + query.join(u'&'));
}

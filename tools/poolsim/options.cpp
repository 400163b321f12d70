#include "tools/poolsim/options.h"

#include "core/commandline.h"

#include <QCommandLineParser>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

using Setter = std::function<bool(const QString &)>;

Setter number(double &target, double min)
{
    return [&target, min](const QString &v) {
        bool ok = false;
        const double d = v.toDouble(&ok);
        if (!ok || d < min)
            return false;
        target = d;
        return true;
    };
}

template<typename Int> Setter integer(Int &target, qint64 min)
{
    return [&target, min](const QString &v) {
        bool ok = false;
        const qint64 n = v.toLongLong(&ok);
        if (!ok || n < min)
            return false;
        target = static_cast<Int>(n);
        return true;
    };
}

Setter text(QString &target)
{
    return [&target](const QString &v) {
        target = v;
        return !v.isEmpty();
    };
}

Setter outcomes(OutcomeMix &target, QString *error)
{
    return [&target, error](const QString &v) {
        const auto mix = OutcomeMix::parse(v, error);
        if (mix)
            target = *mix;
        return mix.has_value();
    };
}

QString problemText(const CommandLineProblem &problem)
{
    using Kind = CommandLineProblem::Kind;
    const QString &arg = problem.argument;
    switch (problem.kind) {
    case Kind::MissingValue:
        return u"%1 needs a value"_s.arg(arg);
    case Kind::UnknownOption:
    case Kind::UnexpectedValue: // --quiet=1: no option takes that
        return u"unknown option %1"_s.arg(arg.startsWith(u"--"_s) ? arg.section(u'=', 0, 0) : arg);
    case Kind::Other:
    case Kind::None:
        break;
    }
    return arg;
}

// Reads --name value / --name=value pairs into their setters (in the setters' order, each
// option's values in the order given), and `flags`, which take no value.
bool parseOptions(const QStringList &args, const std::map<QString, Setter> &setters,
                  const std::map<QString, std::function<void()>> &flags, QString *error)
{
    QCommandLineParser parser;
    QStringList names;
    for (const auto &[name, setter] : setters) {
        names.append(name.mid(2));
        parser.addOption({ name.mid(2), {}, u"value"_s });
    }
    for (const auto &[name, set] : flags)
        parser.addOption({ name.mid(2), {} });
    const QStringList all = QStringList { u"poolsim"_s } + args;
    if (!parser.parse(all)) {
        *error = problemText(CommandLineProblem::of(parser, all, names));
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error = u"unknown option %1"_s.arg(parser.positionalArguments().constFirst());
        return false;
    }
    for (const auto &[name, set] : flags) {
        if (parser.isSet(name.mid(2)))
            set();
    }
    for (const auto &[name, setter] : setters) {
        for (const QString &value : parser.values(name.mid(2))) {
            error->clear();
            if (!setter(value)) {
                if (error->isEmpty())
                    *error = u"bad value for %1: '%2'"_s.arg(name, value);
                return false;
            }
        }
    }
    return true;
}

Setter any(QString &target)
{
    return [&target](const QString &v) {
        target = v;
        return true;
    };
}

std::optional<LeaseKinds> leaseKinds(const QString &name)
{
    if (name == "both"_L1)
        return LeaseKinds::Both;
    if (name == "row"_L1)
        return LeaseKinds::RowOnly;
    if (name == "advisory"_L1)
        return LeaseKinds::AdvisoryOnly;
    return std::nullopt;
}

std::optional<Command> parseRun(const QStringList &args, QString *error)
{
    Command cmd;
    cmd.kind = Command::Kind::Run;
    RunOptions &o = cmd.run;
    QString kinds = u"both"_s;
    QString faults = u"all"_s;
    const std::map<QString, Setter> setters {
        { u"--dsn"_s, any(o.dsn) },
        { u"--duration"_s, number(o.durationSeconds, 0) },
        { u"--seed"_s, integer(o.seed, 0) },
        { u"--rate"_s, number(o.rate, 0.01) },
        { u"--workers"_s, integer(o.workers, 1) },
        { u"--feeds"_s, integer(o.feeds, 0) },
        { u"--alerts"_s, integer(o.alerts, 0) },
        { u"--accounts"_s, integer(o.accounts, 1) },
        { u"--outcomes"_s, outcomes(o.outcomes, error) },
        { u"--faults"_s, text(faults) },
        { u"--batch"_s, integer(o.batch, 1) },
        { u"--task-lease-ttl"_s, number(o.taskLeaseTtl, 0.1) },
        { u"--reap-grace"_s, number(o.reapGrace, 0) },
        { u"--reap-interval"_s, number(o.reapInterval, 0.1) },
        { u"--sink-lease-ttl"_s, number(o.sinkLeaseTtl, 0.1) },
        { u"--schema"_s, text(o.schema) },
        { u"--prefix"_s, any(o.prefix) },
        { u"--lease-kinds"_s, text(kinds) },
        { u"--duplicate-rate"_s, number(o.duplicateRate, 0) },
        { u"--backoff-base"_s, number(o.backoffBase, 0) },
        { u"--backoff-cap"_s, number(o.backoffCap, 0) },
    };
    if (!parseOptions(args, setters,
                      { { u"--quiet"_s,
                          [&o] {
                              o.quiet = true;
                          } } },
                      error))
        return std::nullopt;
    const auto plan = parseFaults(faults, error);
    if (!plan)
        return std::nullopt;
    o.faults = *plan;
    const std::optional<LeaseKinds> leases = leaseKinds(kinds);
    if (!leases) {
        *error = u"--lease-kinds: both, row or advisory"_s;
        return std::nullopt;
    }
    o.leaseKinds = *leases;
    if (o.duplicateRate > 1) {
        *error = u"--duplicate-rate: a fraction between 0 and 1"_s;
        return std::nullopt;
    }
    return cmd;
}

std::optional<Command> parseSeed(const QStringList &args, QString *error)
{
    Command cmd;
    cmd.kind = Command::Kind::Seed;
    SeedOptions &o = cmd.seed;
    bool tasksGiven = false;
    const Setter tasks = integer(o.tasks, 0);
    const std::map<QString, Setter> setters {
        { u"--dsn"_s, any(o.dsn) },
        { u"--tasks"_s,
          [&](const QString &v) {
              tasksGiven = true;
              return tasks(v);
          } },
        { u"--seed"_s, integer(o.seed, 0) },
        { u"--deliveries"_s, integer(o.deliveries, 0) },
        { u"--cursors"_s, integer(o.cursors, 0) },
        { u"--alarm-rows"_s, integer(o.alarmRows, 0) },
        { u"--owed-fraction"_s, number(o.owedFraction, 0) },
        { u"--weeks"_s, number(o.weeks, 0.01) },
        { u"--accounts"_s, integer(o.accounts, 1) },
        { u"--outcomes"_s, outcomes(o.outcomes, error) },
        { u"--schema"_s, text(o.schema) },
        { u"--prefix"_s, any(o.prefix) },
    };
    if (!parseOptions(args, setters, {}, error))
        return std::nullopt;
    if (o.owedFraction > 1) {
        *error = u"--owed-fraction: a fraction between 0 and 1"_s;
        return std::nullopt;
    }
    if (!tasksGiven) {
        *error = u"seed needs --tasks N"_s;
        return std::nullopt;
    }
    return cmd;
}

} // namespace

std::optional<Command> parseCommandLine(const QStringList &args, QString *error)
{
    if (args.isEmpty() || args[0] == "--help"_L1 || args[0] == "-h"_L1 || args[0] == "help"_L1)
        return Command();
    if (args[0] == "run"_L1)
        return parseRun(args.mid(1), error);
    if (args[0] == "seed"_L1)
        return parseSeed(args.mid(1), error);
    *error = u"unknown command '%1' (run, seed, help)"_s.arg(args[0]);
    return std::nullopt;
}

QString usageText()
{
    return uR"(Usage:
  poolsim run --dsn DSN [--duration S] [--seed N] [--rate R] [--workers N] [--feeds N]
              [--alerts N] [--outcomes delivered=70,retryable=15,permanent=5,partial=10]
              [--faults all|none|NAME[@START][+LENGTH][/EVERY],...] [--accounts N]
              [--batch N] [--task-lease-ttl S] [--reap-grace S] [--reap-interval S]
              [--sink-lease-ttl S] [--lease-kinds both|row|advisory] [--schema S]
              [--prefix P] [--duplicate-rate F] [--backoff-base S] [--backoff-cap S] [--quiet]
  poolsim seed --dsn DSN --tasks N [--seed N] [--deliveries N] [--cursors N]
               [--alarm-rows N] [--owed-fraction F] [--weeks W] [--accounts N]
               [--outcomes ...] [--schema S] [--prefix P]

Faults: dead-worker, stale-renewer, hung-advisory, outage (all on by default).
See docs/simulator.md for what each option and fault does.
)"_s;
}

} // namespace poolsim

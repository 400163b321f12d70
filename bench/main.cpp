// poolscope_bench: the phases of the scale benchmark, one per command, each writing a JSON
// fragment; `report` merges them, judges every figure against its target and prints the
// table. ./scripts/bench runs them in order around the dataset and the simulator
// (docs/performance.md).
#include "bench/consolecost.h"
#include "bench/eventtiming.h"
#include "bench/failuresbench.h"
#include "bench/lookupbench.h"
#include "bench/lookupbusybench.h"
#include "bench/modelbench.h"
#include "bench/pollbench.h"
#include "bench/report.h"
#include "bench/scanbench.h"
#include "bench/servercost.h"
#include "bench/stallbench.h"
#include "bench/startupbench.h"
#include "bench/watchbench.h"
#include "core/commandline.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <cstdio>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

const char Usage[] = R"(Usage:
  poolscope_bench poll    --dsn DSN --out FILE [--iterations N] [--round-trip-cycles N]
  poolscope_bench model   --dsn DSN --out FILE [--rows N] [--applies N]
  poolscope_bench gui     --dsn DSN --out FILE [--seconds S] [--baseline-seconds S]
                          [--seconds-per-view S] [--lookup TEXT]
  poolscope_bench lookup  --dsn DSN --out FILE --label upstream|indexed [--samples N] [--trails N]
                          [--pause-ms MS]
  poolscope_bench lookup-busy --dsn DSN --out FILE [--samples N]
  poolscope_bench lookup-scan --dsn DSN --out FILE [--samples N] [--budget-ms MS]
  poolscope_bench failures --dsn DSN --out FILE [--samples N] [--dead N]
  poolscope_bench startup --dsn DSN --out FILE --poolscope BIN [--runs N]
  poolscope_bench server  --dsn DSN --out FILE --role ROLE
  poolscope_bench server-cost --dsn DSN --admin-dsn DSN --out FILE [--seconds-per-view S]
                          [--interval S] [--idle-pause MINUTES] [--idle-seconds S]
  poolscope_bench watch   --dsn DSN --out FILE [--watches N] [--samples N]
  poolscope_bench report  --json FILE [--judge no] FRAGMENT.json...
Exit status: 0 done (report: every target met), 1 a target missed, 2 bad usage, 3 a phase failed.
)";

struct Args
{
    QHash<QString, QString> named;
    QStringList positional;
    QString get(const QString &name, const QString &fallback = {}) const
    {
        return named.value(name, fallback);
    }
    int number(const QString &name, int fallback) const
    {
        bool ok = false;
        const int n = named.value(name).toInt(&ok);
        return ok ? n : fallback;
    }
};

// The options of every command; each takes a value.
const QStringList OptionNames { u"dsn"_s,
                                u"out"_s,
                                u"json"_s,
                                u"iterations"_s,
                                u"round-trip-cycles"_s,
                                u"rows"_s,
                                u"applies"_s,
                                u"seconds"_s,
                                u"baseline-seconds"_s,
                                u"seconds-per-view"_s,
                                u"lookup"_s,
                                u"label"_s,
                                u"samples"_s,
                                u"trails"_s,
                                u"pause-ms"_s,
                                u"budget-ms"_s,
                                u"poolscope"_s,
                                u"runs"_s,
                                u"role"_s,
                                u"watches"_s,
                                u"admin-dsn"_s,
                                u"interval"_s,
                                u"idle-pause"_s,
                                u"idle-seconds"_s,
                                u"dead"_s,
                                u"judge"_s };

// `--name VALUE` or `--name=VALUE`, and the rest (report's fragments). nullopt, with *error,
// for an option no command takes or one without its value.
std::optional<Args> parse(const QStringList &args, QString *error)
{
    QCommandLineParser parser;
    for (const QString &name : OptionNames)
        parser.addOption({ name, {}, u"value"_s });
    const QStringList all = QStringList { u"poolscope_bench"_s } + args;
    if (!parser.parse(all)) {
        const CommandLineProblem problem = CommandLineProblem::of(parser, all, OptionNames);
        *error = problem.kind == CommandLineProblem::Kind::MissingValue
            ? u"%1 needs a value"_s.arg(problem.argument)
            : problem.kind == CommandLineProblem::Kind::Other
            ? problem.argument
            : u"unknown option %1"_s.arg(problem.argument);
        return std::nullopt;
    }
    Args a;
    for (const QString &name : OptionNames) {
        if (parser.isSet(name))
            a.named.insert(name, parser.value(name));
    }
    a.positional = parser.positionalArguments();
    return a;
}

bool writeJson(const QString &path, const QJsonObject &o)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(QJsonDocument(o).toJson(QJsonDocument::Indented));
    return true;
}

int report(const Args &a)
{
    QList<QJsonObject> fragments;
    for (const QString &path : a.positional) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "poolscope_bench: cannot read %s\n", qPrintable(path));
            return 3;
        }
        fragments.append(QJsonDocument::fromJson(f.readAll()).object());
    }
    // --judge no: a run of some phases only (./scripts/bench --server-cost-only), whose
    // figures have no targets: printed, and no verdict on what was not measured.
    const bool judging = a.get(u"judge"_s, u"yes"_s) != u"no"_s;
    const QJsonObject merged = mergeFragments(fragments);
    const QJsonObject judged = judging ? judge(merged) : merged;
    if (!a.get(u"json"_s).isEmpty() && !writeJson(a.get(u"json"_s), judged)) {
        std::fprintf(stderr, "poolscope_bench: cannot write %s\n", qPrintable(a.get(u"json"_s)));
        return 3;
    }
    std::fputs((judging ? table(judged) : sections(merged)).toLocal8Bit().constData(), stdout);
    return !judging || judged.value(u"all_pass"_s).toBool() ? 0 : 1;
}

// Runs one phase; an empty object, with *error, if it failed.
QJsonObject runPhase(const QString &command, const Args &a, QString *error)
{
    const QString dsn = a.get(u"dsn"_s);
    QJsonObject result;
    if (command == u"poll"_s) {
        result = runPollBench(
            { dsn, a.number(u"iterations"_s, 40), a.number(u"round-trip-cycles"_s, 5) }, error);
    } else if (command == u"model"_s) {
        ModelBenchOptions o;
        o.dsn = dsn;
        o.rows = a.number(u"rows"_s, o.rows);
        o.applies = a.number(u"applies"_s, o.applies);
        result = runModelBench(o, error);
    } else if (command == u"gui"_s) {
        StallBenchOptions o;
        o.dsn = dsn;
        o.seconds = a.number(u"seconds"_s, o.seconds);
        o.baselineSeconds = a.number(u"baseline-seconds"_s, o.baselineSeconds);
        o.secondsPerView = a.number(u"seconds-per-view"_s, o.secondsPerView);
        o.lookupText = a.get(u"lookup"_s);
        result = runStallBench(o, error);
    } else if (command == u"lookup"_s) {
        LookupBenchOptions o;
        o.dsn = dsn;
        o.label = a.get(u"label"_s, u"indexed"_s);
        o.samplesPerKind = a.number(u"samples"_s, o.samplesPerKind);
        o.accountWideTrails = a.number(u"trails"_s, o.accountWideTrails);
        o.pauseMs = a.number(u"pause-ms"_s, o.pauseMs);
        result = runLookupBench(o, error);
    } else if (command == u"lookup-busy"_s) {
        LookupBusyBenchOptions o;
        o.dsn = dsn;
        o.samples = a.number(u"samples"_s, o.samples);
        result = runLookupBusyBench(o, error);
    } else if (command == u"lookup-scan"_s) {
        ScanBenchOptions o;
        o.dsn = dsn;
        o.samples = a.number(u"samples"_s, o.samples);
        o.budgetMs = a.number(u"budget-ms"_s, int(o.budgetMs));
        result = runScanBench(o, error);
    } else if (command == u"failures"_s) {
        FailuresBenchOptions o;
        o.dsn = dsn;
        o.samples = a.number(u"samples"_s, o.samples);
        o.dead = a.number(u"dead"_s, int(o.dead));
        result = runFailuresBench(o, error);
    } else if (command == u"startup"_s) {
        result = runStartupBench({ dsn, a.get(u"poolscope"_s), a.number(u"runs"_s, 5) }, error);
    } else if (command == u"server"_s) {
        result = runServerCost({ dsn, a.get(u"role"_s), 12 }, error);
    } else if (command == u"server-cost"_s) {
        ConsoleCostOptions o;
        o.dsn = dsn;
        o.adminDsn = a.get(u"admin-dsn"_s);
        o.secondsPerView = a.number(u"seconds-per-view"_s, o.secondsPerView);
        o.intervalSeconds = a.number(u"interval"_s, o.intervalSeconds);
        o.idlePauseMinutes = a.number(u"idle-pause"_s, o.idlePauseMinutes);
        o.idleSeconds = a.number(u"idle-seconds"_s, o.idleSeconds);
        result = runConsoleCost(o, error);
    } else if (command == u"watch"_s) {
        WatchBenchOptions o;
        o.dsn = dsn;
        o.watches = a.number(u"watches"_s, o.watches);
        o.samples = a.number(u"samples"_s, o.samples);
        result = runWatchBench(o, error);
    }
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(u"poolscope.*.info=false"_s);
    BenchApplication app(argc, argv); // times each event it delivers (bench/eventtiming.h)
    // Settings of its own, so the console's window state and interval are not the operator's.
    QApplication::setApplicationName(u"PoolScopeBench"_s);
    QApplication::setOrganizationName(u"PoolScope"_s);
    const QStringList all = QApplication::arguments().mid(1);
    if (all.isEmpty() || all[0] == u"--help"_s) {
        std::fputs(Usage, all.isEmpty() ? stderr : stdout);
        return all.isEmpty() ? 2 : 0;
    }
    const QString command = all[0];
    QString error;
    const std::optional<Args> a = parse(all.mid(1), &error);
    if (!a) {
        std::fprintf(stderr, "poolscope_bench: %s\n%s", qPrintable(error), Usage);
        return 2;
    }
    if (command == u"report"_s)
        return report(*a);

    static const QStringList phases { u"poll"_s,        u"model"_s,       u"gui"_s,     u"lookup"_s,
                                      u"lookup-busy"_s, u"lookup-scan"_s, u"startup"_s, u"server"_s,
                                      u"watch"_s,       u"server-cost"_s, u"failures"_s };
    const QString out = a->get(u"out"_s);
    if (out.isEmpty() || !phases.contains(command)) {
        std::fputs(Usage, stderr);
        return 2;
    }
    const QJsonObject result = runPhase(command, *a, &error);
    if (result.isEmpty()) {
        std::fprintf(stderr, "poolscope_bench %s: %s\n", qPrintable(command), qPrintable(error));
        return 3;
    }
    if (!writeJson(out, result)) {
        std::fprintf(stderr, "poolscope_bench: cannot write %s\n", qPrintable(out));
        return 3;
    }
    return 0;
}

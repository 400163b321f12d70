// poolscope_bench: the phases of the scale benchmark, one per command, each writing a JSON
// fragment; `report` merges them, judges every figure against its target and prints the
// table. ./scripts/bench runs them in order around the dataset and the simulator
// (docs/performance.md).
#include "bench/eventtiming.h"
#include "bench/lookupbench.h"
#include "bench/lookupbusybench.h"
#include "bench/modelbench.h"
#include "bench/pollbench.h"
#include "bench/report.h"
#include "bench/scanbench.h"
#include "bench/servercost.h"
#include "bench/stallbench.h"
#include "bench/startupbench.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <cstdio>

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
  poolscope_bench startup --dsn DSN --out FILE --poolscope BIN [--runs N]
  poolscope_bench server  --dsn DSN --out FILE --role ROLE
  poolscope_bench report  --json FILE FRAGMENT.json...
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

Args parse(const QStringList &args)
{
    Args a;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i].startsWith(u"--"_s) && i + 1 < args.size()) {
            a.named.insert(args[i].mid(2), args[i + 1]);
            ++i;
        } else
            a.positional.append(args[i]);
    }
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
    const QJsonObject judged = judge(mergeFragments(fragments));
    if (!a.get(u"json"_s).isEmpty() && !writeJson(a.get(u"json"_s), judged)) {
        std::fprintf(stderr, "poolscope_bench: cannot write %s\n", qPrintable(a.get(u"json"_s)));
        return 3;
    }
    std::fputs(table(judged).toLocal8Bit().constData(), stdout);
    return judged.value(u"all_pass"_s).toBool() ? 0 : 1;
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
    const Args a = parse(all.mid(1));
    if (command == u"report"_s)
        return report(a);

    const QString dsn = a.get(u"dsn"_s);
    const QString out = a.get(u"out"_s);
    if (out.isEmpty()) {
        std::fputs(Usage, stderr);
        return 2;
    }
    QString error;
    QJsonObject result;
    if (command == u"poll"_s) {
        result = runPollBench(
            { dsn, a.number(u"iterations"_s, 40), a.number(u"round-trip-cycles"_s, 5) }, &error);
    } else if (command == u"model"_s) {
        ModelBenchOptions o;
        o.dsn = dsn;
        o.rows = a.number(u"rows"_s, o.rows);
        o.applies = a.number(u"applies"_s, o.applies);
        result = runModelBench(o, &error);
    } else if (command == u"gui"_s) {
        StallBenchOptions o;
        o.dsn = dsn;
        o.seconds = a.number(u"seconds"_s, o.seconds);
        o.baselineSeconds = a.number(u"baseline-seconds"_s, o.baselineSeconds);
        o.secondsPerView = a.number(u"seconds-per-view"_s, o.secondsPerView);
        o.lookupText = a.get(u"lookup"_s);
        result = runStallBench(o, &error);
    } else if (command == u"lookup"_s) {
        LookupBenchOptions o;
        o.dsn = dsn;
        o.label = a.get(u"label"_s, u"indexed"_s);
        o.samplesPerKind = a.number(u"samples"_s, o.samplesPerKind);
        o.accountWideTrails = a.number(u"trails"_s, o.accountWideTrails);
        o.pauseMs = a.number(u"pause-ms"_s, o.pauseMs);
        result = runLookupBench(o, &error);
    } else if (command == u"lookup-busy"_s) {
        LookupBusyBenchOptions o;
        o.dsn = dsn;
        o.samples = a.number(u"samples"_s, o.samples);
        result = runLookupBusyBench(o, &error);
    } else if (command == u"lookup-scan"_s) {
        ScanBenchOptions o;
        o.dsn = dsn;
        o.samples = a.number(u"samples"_s, o.samples);
        o.budgetMs = a.number(u"budget-ms"_s, int(o.budgetMs));
        result = runScanBench(o, &error);
    } else if (command == u"startup"_s) {
        result = runStartupBench({ dsn, a.get(u"poolscope"_s), a.number(u"runs"_s, 5) }, &error);
    } else if (command == u"server"_s) {
        result = runServerCost({ dsn, a.get(u"role"_s), 12 }, &error);
    } else {
        std::fputs(Usage, stderr);
        return 2;
    }
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

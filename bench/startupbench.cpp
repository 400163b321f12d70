#include "bench/startupbench.h"

#include "bench/consoleharness.h"
#include "bench/stats.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

QJsonObject runStartupBench(const StartupBenchOptions &o, QString *error)
{
    QTemporaryDir home;
    QList<double> firstData;
    QList<double> exits;
    for (int i = 0; i < o.runs; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_CONFIG_HOME"_s, home.path()); // no saved window or interval
        env.insert(u"QT_LOGGING_RULES"_s, u"poolscope.app.info=true"_s);
        if (!env.contains(u"DISPLAY"_s))
            env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        qint64 shownNs = -1;
        QByteArray stderrText;
        QObject::connect(&p, &QProcess::readyReadStandardError, [&] {
            stderrText += p.readAllStandardError();
            if (shownNs < 0 && stderrText.contains("first data shown"))
                shownNs = t.nsecsElapsed();
        });
        t.start();
        p.start(o.poolscopeBinary,
                { u"--dsn"_s, o.dsn, u"--view"_s, u"tasks"_s, u"--screenshot"_s,
                  home.filePath(u"shot.png"_s) });
        bool finished = false;
        QObject::connect(&p, &QProcess::finished, [&finished] { finished = true; });
        if (!waitUntil([&] { return finished; }, 60000)) {
            p.kill();
            p.waitForFinished();
            *error = u"poolscope did not finish within 60 s"_s;
            return {};
        }
        if (shownNs < 0 || p.exitCode() != 0) {
            *error = u"poolscope (exit %1) never showed data: %2"_s.arg(p.exitCode())
                         .arg(QString::fromLocal8Bit(stderrText.right(400)));
            return {};
        }
        firstData.append(double(shownNs) / 1e6);
        exits.append(double(t.nsecsElapsed()) / 1e6);
    }
    const Summary s = summarize(firstData);
    return { { u"startup"_s,
               QJsonObject { { u"first_data_ms"_s, rounded(s.max) },
                             { u"first_data"_s, s.toJson() },
                             { u"process_exit_ms"_s, summarize(exits).toJson() },
                             { u"runs"_s, o.runs } } } };
}

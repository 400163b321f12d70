#include "bench/modelbench.h"

#include "bench/consoleharness.h"
#include "bench/stallcauses.h"
#include "bench/stats.h"
#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "models/tasktablemodel.h"
#include "views/flatstyle.h"
#include "views/tasksview.h"
#include "views/tonedelegate.h"

#include <QElapsedTimer>
#include <QTableView>
#include <QWindow>

using namespace Qt::StringLiterals;

namespace {

std::optional<TaskWindow> readWindow(const QString &dsn, int rows, QString *error)
{
    DbClient client;
    DbConfig config;
    DbError parseError;
    config.params = ConnectionParams::parse(dsn, &parseError);
    client.start(config);
    if (!waitUntil([&] { return client.status().phase == ConnectionStatus::Phase::Live; }, 30000)) {
        *error = u"could not connect: %1"_s.arg(client.status().error.summary());
        return std::nullopt;
    }
    TaskFilter filter;
    filter.limit = rows;
    std::optional<DbReply> reply;
    QObject context;
    client.submit(taskquery::windowJob(filter), &context,
                  [&reply](const DbReply &r) { reply = r; });
    if (!waitUntil([&] { return reply.has_value(); }, 60000) || reply->error.isError()) {
        *error = reply ? reply->error.summary() : u"the window did not arrive"_s;
        return std::nullopt;
    }
    return reply->value.value<TaskWindow>();
}

// The window after a poll in which `every`-th row moved on: state, attempts, update time.
TaskWindow changed(TaskWindow window, int every)
{
    for (qsizetype i = 0; i < window.rows.size(); i += every) {
        TaskRow &r = window.rows[i];
        r.state = r.state == taskstate::Succeeded ? taskstate::FailedRetry : taskstate::Succeeded;
        r.attempts = r.attempts.value_or(0) + 1;
        if (r.updatedAt)
            *r.updatedAt += 1000000;
        r.lastError = r.lastError.isEmpty() ? u"provider timeout"_s : QString();
    }
    window.serverNowUs += 2000000;
    return window;
}

double threadCpuMs()
{
    return double(threadCpuNs()) / 1e6;
}

// The tasks table's repaint after a poll that brought a screen of new rows, as each poll does
// at 200 tasks/s with the newest first: no cell's text has been laid out before, so none is
// drawn from CellTextCache. This is the GUI thread's main work at a poll of the tasks and
// deliveries views (where gui.long_stalls fall). The real TasksView at the GUI phase's size;
// the thread's CPU time, which other processes' load does not inflate, beside the wall time.
QJsonObject repaintNewRows(const TaskWindow &base)
{
    constexpr qsizetype Screen = 200;
    TaskTableModel model;
    TasksView view(&model);
    view.resize(1400, 900);
    view.show();
    // repaint() paints nothing until the platform has exposed the window.
    waitUntil([&view] { return view.windowHandle() && view.windowHandle()->isExposed(); }, 5000);
    waitUntil([] { return false; }, 50);
    QWidget *viewport = view.table()->viewport();
    const auto *delegate = qobject_cast<const ToneDelegate *>(view.table()->itemDelegate());
    const qsizetype polls = base.rows.size() / Screen;
    QList<double> cpu, wall;
    for (qsizetype i = polls - 1; i >= 0; --i) { // oldest rows first: each poll brings newer ones
        TaskWindow w = base;
        w.rows = base.rows.mid(i * Screen, Screen);
        model.applyWindow(w);
        const double cpuStart = threadCpuMs();
        QElapsedTimer t;
        t.start();
        viewport->repaint();
        if (i < polls - 1) { // the first paint also lays out the window itself
            wall.append(double(t.nsecsElapsed()) / 1e6);
            cpu.append(threadCpuMs() - cpuStart);
        }
    }
    if (cpu.isEmpty())
        return {};
    const Summary c = summarize(cpu), w = summarize(wall);
    return { { u"cpu_ms"_s, c.toJson() },
             { u"wall_ms"_s, w.toJson() },
             { u"visible_rows"_s, view.table()->rowAt(viewport->height() - 1) + 1 },
             // Texts the last repaints laid out: none would mean nothing was painted.
             { u"texts_laid_out"_s, delegate ? int(delegate->cachedTexts()) : 0 },
             { u"repaints"_s, int(cpu.size()) } };
}

} // namespace

QJsonObject runModelBench(const ModelBenchOptions &o, QString *error)
{
    const auto base = readWindow(o.dsn, o.rows, error);
    if (!base)
        return {};
    const int every = std::max(1, int(1.0 / o.changedFraction));
    const TaskWindow next = changed(*base, every);

    TaskTableModel model;
    QTableView view;
    view.setModel(&model);
    useFlatStyle(&view); // as the console's tables are painted (views/tablesetup.cpp)
    view.resize(1400, 900);
    view.show();
    model.applyWindow(*base);
    waitUntil([] { return false; }, 50); // let the first paint happen outside the measurement

    // Judged by the thread's CPU time: an apply that the scheduler interrupts for the server's
    // or the simulator's turn on this shared two-core machine takes up to ten times as long
    // in wall time, which is their work, not the model's. The wall time is reported beside it.
    QList<double> cpu, wall;
    int changedRows = 0;
    for (int i = 0; i < o.applies; ++i) {
        const TaskWindow &w = i % 2 == 0 ? next : *base;
        const double cpuStart = threadCpuMs();
        QElapsedTimer t;
        t.start();
        const RowDiffStats stats = model.applyWindow(w);
        wall.append(double(t.nsecsElapsed()) / 1e6);
        cpu.append(threadCpuMs() - cpuStart);
        changedRows = stats.changed;
        // The repaint the changes schedule happens here, between polls, as in the console.
        waitUntil([] { return false; }, 2);
    }
    const Summary s = summarize(cpu);
    return { { u"model"_s,
               QJsonObject { { u"apply_ms"_s, rounded(s.p95) },
                             { u"apply"_s, s.toJson() }, // CPU time
                             { u"apply_wall"_s, summarize(wall).toJson() },
                             { u"repaint_new_rows"_s, repaintNewRows(*base) },
                             { u"window_rows"_s, int(base->rows.size()) },
                             { u"changed_rows_per_apply"_s, changedRows },
                             { u"applies"_s, o.applies } } } };
}

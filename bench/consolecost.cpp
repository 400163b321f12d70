#include "bench/consolecost.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/stats.h"
#include "models/poller.h"
#include "views/idlewatch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QMouseEvent>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// The console's role and database as the server knows them: what pg_stat_statements is
// reset and read by.
struct ConsoleIdentity
{
    QString role;
    QString roleOid;
    QString databaseOid;
};

std::optional<ConsoleIdentity> identify(BareConnection &admin, const QString &consoleDsn,
                                        QString *error)
{
    QStringList who;
    {
        BareConnection console(consoleDsn);
        const auto rows = console.ok() ? console.query(u"SELECT current_user, current_database()"_s)
                                       : std::nullopt;
        if (!rows || rows->isEmpty()) {
            *error = u"the console's connection: "_s + console.error();
            return std::nullopt;
        }
        who = rows->first();
    }
    const auto rows = admin.query(u"SELECT (SELECT oid FROM pg_roles WHERE rolname = $1)::text,"
                                  " (SELECT oid FROM pg_database WHERE datname = $2)::text,"
                                  " current_user = $1"_s,
                                  who);
    if (!rows || rows->isEmpty()) {
        *error = u"the admin connection: "_s + admin.error();
        return std::nullopt;
    }
    if (rows->first().at(2) == u"t"_s) {
        // Its own resets and reads would be counted as the console's.
        *error
            = u"the admin connection must use another role than the console's (%1)"_s.arg(who[0]);
        return std::nullopt;
    }
    return ConsoleIdentity { who[0], rows->first().at(0), rows->first().at(1) };
}

bool resetStatements(BareConnection &admin, const ConsoleIdentity &c, QString *error)
{
    // Only the console's role in its database: other work on the server keeps its counts.
    if (admin.query(u"SELECT pg_stat_statements_reset($1::oid, $2::oid, 0)"_s,
                    { c.roleOid, c.databaseOid }))
        return true;
    *error = u"pg_stat_statements_reset: "_s + admin.error();
    return false;
}

struct Statement
{
    QString queryId;
    QString query;
    double calls = 0;
    double execMs = 0; // wall time, waits for a CPU included
    double planMs = 0;
    double cpuMs = 0; // pg_stat_kcache: the backend's user and system CPU time, execution
    double cpuPlanMs = 0; // and planning
};

struct Reading
{
    QList<Statement> statements; // dearest execution first
    double calls = 0;
    double execMs = 0;
    double planMs = 0;
    double cpuMs = 0;
    double cpuPlanMs = 0;
};

// pg_stat_kcache's CPU times of the console's statements by query id, in ms: execution and
// planning. It has no reset by role, so a stretch takes the difference of two readings.
using CpuTimes = QHash<QString, std::pair<double, double>>;

std::optional<CpuTimes> readCpu(BareConnection &admin, const ConsoleIdentity &c)
{
    const auto rows
        = admin.query(u"SELECT queryid::text, sum(exec_user_time + exec_system_time) * 1000,"
                      " sum(plan_user_time + plan_system_time) * 1000 FROM pg_stat_kcache()"
                      " WHERE userid = $1::oid AND dbid = $2::oid GROUP BY queryid"_s,
                      { c.roleOid, c.databaseOid });
    if (!rows)
        return std::nullopt;
    CpuTimes out;
    for (const QStringList &r : *rows)
        out.insert(r[0], { r[1].toDouble(), r[2].toDouble() });
    return out;
}

// `cpuBefore`: pg_stat_kcache's reading at the stretch's start, when it is there.
std::optional<Reading> readStatements(BareConnection &admin, const ConsoleIdentity &c,
                                      QString *error,
                                      const std::optional<CpuTimes> &cpuBefore = std::nullopt)
{
    const auto rows = admin.query(
        u"SELECT queryid::text, regexp_replace(left(query, 200), '\\s+', ' ', 'g'), calls,"
        " total_exec_time, total_plan_time FROM pg_stat_statements"
        " WHERE userid = $1::oid AND dbid = $2::oid AND (calls > 0 OR plans > 0)"
        " ORDER BY total_exec_time DESC"_s,
        { c.roleOid, c.databaseOid });
    if (!rows) {
        *error = u"pg_stat_statements: "_s + admin.error();
        return std::nullopt;
    }
    std::optional<CpuTimes> cpu;
    if (cpuBefore) {
        cpu = readCpu(admin, c);
        if (!cpu) {
            *error = u"pg_stat_kcache: "_s + admin.error();
            return std::nullopt;
        }
    }
    Reading r;
    for (const QStringList &row : *rows) {
        Statement s { row[0], row[1], row[2].toDouble(), row[3].toDouble(), row[4].toDouble() };
        if (cpu) {
            const auto now = cpu->value(s.queryId);
            const auto then = cpuBefore->value(s.queryId);
            s.cpuMs = std::max(0.0, now.first - then.first);
            s.cpuPlanMs = std::max(0.0, now.second - then.second);
        }
        r.calls += s.calls;
        r.execMs += s.execMs;
        r.planMs += s.planMs;
        r.cpuMs += s.cpuMs;
        r.cpuPlanMs += s.cpuPlanMs;
        r.statements.append(s);
    }
    return r;
}

// The console's poll cycles handed to the DB thread and answered, from its construction.
class CycleCounter
{
public:
    explicit CycleCounter(Poller *poller)
    {
        QObject::connect(poller, &Poller::cycleSent, &m_context, [this] { ++sent; });
        QObject::connect(poller, &Poller::cycleFinished, &m_context, [this](bool ok, qint64) {
            if (ok)
                ++answered;
        });
    }
    int sent = 0;
    int answered = 0;

private:
    QObject m_context; // the connections end with this object
};

// What the console's statements cost the server over one stretch of wall time.
struct Stretch
{
    double seconds = 0;
    int cyclesSent = 0;
    int cyclesAnswered = 0;
    Reading reading;

    double perMinute(double v) const { return seconds > 0 ? v * 60.0 / seconds : 0; }
};

// Resets the console's statistics once no poll cycle is in flight, lets the console run for
// `seconds` and until `minCycles` cycles were answered and none is in flight, then reads them.
std::optional<Stretch> measure(ConsoleHarness &console, BareConnection &admin,
                               const ConsoleIdentity &c, bool cpuTracked, int seconds,
                               int minCycles, QString *error)
{
    Poller *poller = console.session()->poller();
    constexpr int SlackMs = 300000; // a cycle of a loaded 1M-task database takes seconds at most
    if (!waitUntil([poller] { return !poller->cycleInFlight(); }, SlackMs)) {
        *error = u"a poll cycle stayed in flight"_s;
        return std::nullopt;
    }
    if (!resetStatements(admin, c, error))
        return std::nullopt;
    std::optional<CpuTimes> cpuBefore;
    if (cpuTracked && !(cpuBefore = readCpu(admin, c))) {
        *error = u"pg_stat_kcache: "_s + admin.error();
        return std::nullopt;
    }
    CycleCounter cycles(poller);
    QElapsedTimer clock;
    clock.start();
    // A coarse timer may fire up to 5% early: the stretch is at least `seconds` long.
    while (clock.elapsed() < seconds * 1000LL)
        runEventLoopFor(int(seconds * 1000LL - clock.elapsed()) + 1);
    if (!waitUntil([&] { return cycles.answered >= minCycles && !poller->cycleInFlight(); },
                   SlackMs)) {
        *error = u"%1 poll cycles answered in %2 s, %3 wanted"_s.arg(cycles.answered)
                     .arg(clock.elapsed() / 1000)
                     .arg(minCycles);
        return std::nullopt;
    }
    Stretch s;
    s.seconds = double(clock.elapsed()) / 1000.0;
    s.cyclesSent = cycles.sent;
    s.cyclesAnswered = cycles.answered;
    const std::optional<Reading> r = readStatements(admin, c, error, cpuBefore);
    if (!r)
        return std::nullopt;
    s.reading = *r;
    return s;
}

// Of the figure as reported (rounded), so the two printed side by side agree.
double consolesPerCore(double msPerMinute)
{
    const double ms = rounded(msPerMinute);
    return ms > 0 ? rounded(60000.0 / ms) : 0;
}

QJsonArray topStatements(const Stretch &s, int top)
{
    QJsonArray out;
    for (const Statement &st : s.reading.statements) {
        if (out.size() >= top)
            break;
        out.append(
            QJsonObject { { u"query"_s, st.query },
                          { u"calls_per_minute"_s, rounded(s.perMinute(st.calls)) },
                          { u"exec_ms_per_minute"_s, rounded(s.perMinute(st.execMs)) },
                          { u"plan_ms_per_minute"_s, rounded(s.perMinute(st.planMs)) },
                          { u"cpu_ms_per_minute"_s, rounded(s.perMinute(st.cpuMs + st.cpuPlanMs)) },
                          { u"mean_exec_ms"_s, rounded(st.calls > 0 ? st.execMs / st.calls : 0) },
                          { u"share_of_exec"_s,
                            rounded(s.reading.execMs > 0 ? st.execMs / s.reading.execMs : 0) } });
    }
    return out;
}

QJsonObject stretchJson(const Stretch &s, int top)
{
    const Reading &r = s.reading;
    const double execPerMinute = s.perMinute(r.execMs);
    return { { u"seconds"_s, rounded(s.seconds) },
             { u"poll_cycles"_s, s.cyclesAnswered },
             { u"calls"_s, r.calls },
             { u"statements"_s, int(r.statements.size()) },
             { u"calls_per_minute"_s, rounded(s.perMinute(r.calls)) },
             { u"exec_ms_per_minute"_s, rounded(execPerMinute) },
             { u"plan_ms_per_minute"_s, rounded(s.perMinute(r.planMs)) },
             // The server's CPU, execution and planning (zero unless pg_stat_kcache is there).
             { u"cpu_ms_per_minute"_s, rounded(s.perMinute(r.cpuMs + r.cpuPlanMs)) },
             { u"cpu_plan_ms_per_minute"_s, rounded(s.perMinute(r.cpuPlanMs)) },
             { u"mean_exec_ms"_s, rounded(r.calls > 0 ? r.execMs / r.calls : 0) },
             { u"consoles_per_core"_s, consolesPerCore(execPerMinute) },
             { u"top"_s, topStatements(s, top) } };
}

// The console left untouched with an idle pause until its polls pause; what it still sends
// then; and the first touch.
QJsonObject measureIdle(const ConsoleCostOptions &o, BareConnection &admin,
                        const ConsoleIdentity &c, bool cpuTracked, QString *error)
{
    ConsoleHarness console;
    console.setIdlePauseMinutes(o.idleAfterMs > 0 ? 0 : o.idlePauseMinutes);
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!console.start(o.dsn, ConsoleView::Tasks, o.intervalSeconds, error)
        || !console.showView(ConsoleView::Tasks)) {
        if (error->isEmpty())
            *error = u"the idle console: "_s + console.lastFailure();
        return {};
    }
    IdleWatch *idle = console.session()->idleWatch();
    if (o.idleAfterMs > 0)
        idle->setIdleAfterMs(o.idleAfterMs);
    const qint64 pauseWaitMs = idle->idleAfterMs() + 2 * IdleWatch::CheckMs + 120000;
    if (!waitUntil([idle] { return idle->isIdle(); }, int(pauseWaitMs))) {
        *error = u"the console did not pause its polls within %1 s of its start"_s.arg(
            sinceStart.elapsed() / 1000);
        return {};
    }
    const double pausedAfter = double(sinceStart.elapsed()) / 1000.0;
    const QStringList stillActive = console.session()->poller()->activeSourceNames();
    const std::optional<Stretch> paused
        = measure(console, admin, c, cpuTracked, o.idleSeconds, 0, error);
    if (!paused)
        return {};
    if (!idle->isIdle()) {
        *error = u"something touched the idle console while it was measured"_s;
        return {};
    }

    // The first touch: a mouse move over the window, through the application's event filters
    // as a real one comes, polls every source of the view on screen at once. Counted over one
    // poll interval and until no cycle is in flight (the sources come back one by one, so
    // the first cycle may carry one of them and a follow-up the rest).
    if (!resetStatements(admin, c, error))
        return {};
    Poller *poller = console.session()->poller();
    CycleCounter cycles(poller);
    QMouseEvent move(QEvent::MouseMove, QPointF(20, 20), QPointF(20, 20), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(console.window(), &move);
    runEventLoopFor(o.intervalSeconds * 1000);
    const bool resumed
        = waitUntil([&] { return cycles.answered >= 1 && !poller->cycleInFlight(); }, 300000);
    const std::optional<Reading> touched = readStatements(admin, c, error);
    if (!touched)
        return {};

    QJsonObject out = stretchJson(*paused, o.top);
    out.insert(u"pause_after_ms"_s, idle->idleAfterMs());
    out.insert(u"paused_after_s"_s, rounded(pausedAfter));
    out.insert(u"poll_cycles_sent"_s, paused->cyclesSent);
    out.insert(u"sources_active_while_paused"_s, QJsonArray::fromStringList(stillActive));
    out.insert(u"touch"_s,
               QJsonObject { { u"resumed"_s, resumed && !idle->isIdle() },
                             { u"seconds"_s, o.intervalSeconds },
                             { u"poll_cycles"_s, cycles.answered },
                             { u"calls"_s, touched->calls } });
    return out;
}

struct NamedViewCost
{
    QString name;
    Stretch stretch;
};

// One console left on every view an operator may leave on screen, a stretch each; the lookup
// view polls only what every view does (the server's health; the watch list while a watch
// waits). Empty with *error on failure.
QList<NamedViewCost> measureViews(const ConsoleCostOptions &o, BareConnection &admin,
                                  const ConsoleIdentity &who, bool cpuTracked, QString *error)
{
    QList<NamedView> views = polledViews();
    views.append({ ConsoleView::Lookup, "lookup" });
    ConsoleHarness console;
    if (!console.start(o.dsn, ConsoleView::Tasks, o.intervalSeconds, error))
        return {};
    QList<NamedViewCost> costs;
    for (const NamedView &v : views) {
        // Shown, its first row selected and polled twice before its stretch starts: the
        // switch's own polls (and the dashboard's first aggregates) are not counted.
        if (!console.showView(v.view)) {
            *error = u"the %1 view: %2"_s.arg(QLatin1StringView(v.name), console.lastFailure());
            return {};
        }
        const std::optional<Stretch> s
            = measure(console, admin, who, cpuTracked, o.secondsPerView, o.minCyclesPerView, error);
        if (!s) {
            *error = u"the %1 view: %2"_s.arg(QLatin1StringView(v.name), *error);
            return {};
        }
        costs.append({ QString::fromLatin1(v.name), *s });
    }
    return costs;
}

// Every view's figures, and the worst view's consoles per core: by execution time, with
// planning when it is tracked, and by the server's CPU time when pg_stat_kcache is there.
QJsonObject summary(const QList<NamedViewCost> &costs, int top, bool planningTracked,
                    bool cpuTracked)
{
    QJsonObject byView;
    QString worst, worstCpuView;
    double worstExec = -1, worstExecPlan = 0, worstCpu = -1;
    for (const NamedViewCost &v : costs) {
        const Reading &r = v.stretch.reading;
        byView.insert(v.name, stretchJson(v.stretch, top));
        if (const double exec = v.stretch.perMinute(r.execMs); exec > worstExec) {
            worstExec = exec;
            worst = v.name;
        }
        if (const double cpu = v.stretch.perMinute(r.cpuMs + r.cpuPlanMs); cpu > worstCpu) {
            worstCpu = cpu;
            worstCpuView = v.name;
        }
        worstExecPlan = std::max(worstExecPlan, v.stretch.perMinute(r.execMs + r.planMs));
    }
    QJsonObject out { { u"planning_tracked"_s, planningTracked },
                      { u"cpu_tracked"_s, cpuTracked },
                      { u"views"_s, byView },
                      { u"worst_view"_s, worst },
                      { u"worst_exec_ms_per_minute"_s, rounded(worstExec) },
                      // One core given wholly to the console's statements, execution only.
                      { u"consoles_per_core"_s, consolesPerCore(worstExec) } };
    if (planningTracked) {
        out.insert(u"worst_exec_plan_ms_per_minute"_s, rounded(worstExecPlan));
        out.insert(u"consoles_per_core_with_planning"_s, consolesPerCore(worstExecPlan));
    }
    if (cpuTracked) {
        // The server's CPU time, execution and planning: what a core gives, without the
        // waits for one that a loaded server adds to the wall times.
        out.insert(u"worst_cpu_view"_s, worstCpuView);
        out.insert(u"worst_cpu_ms_per_minute"_s, rounded(worstCpu));
        out.insert(u"consoles_per_core_by_cpu"_s, consolesPerCore(worstCpu));
    }
    return out;
}

} // namespace

QJsonObject runConsoleCost(const ConsoleCostOptions &o, QString *error)
{
    BareConnection admin(o.adminDsn);
    if (!admin.ok()) {
        *error = u"the admin connection: "_s + admin.error();
        return {};
    }
    const std::optional<ConsoleIdentity> who = identify(admin, o.dsn, error);
    if (!who)
        return {};
    const bool planningTracked
        = admin.scalar(u"SELECT current_setting('pg_stat_statements.track_planning', true)"_s)
        == u"on"_s;
    // pg_stat_statements' times are wall time: on a busy server they include each backend's
    // waits for a CPU. pg_stat_kcache, where the server preloads it, adds the CPU time itself.
    const bool cpuTracked
        = admin.scalar(u"SELECT count(*) FROM pg_extension WHERE extname = 'pg_stat_kcache'"_s)
            == u"1"_s
        && readCpu(admin, *who).has_value();

    const QList<NamedViewCost> costs = measureViews(o, admin, *who, cpuTracked, error);
    if (costs.isEmpty())
        return {};
    QJsonObject out = summary(costs, o.top, planningTracked, cpuTracked);
    out.insert(u"role"_s, who->role);
    out.insert(u"interval_s"_s, o.intervalSeconds);
    out.insert(u"seconds_per_view"_s, o.secondsPerView);
    if (o.idlePauseMinutes > 0 || o.idleAfterMs > 0) {
        const QJsonObject idle = measureIdle(o, admin, *who, cpuTracked, error);
        if (idle.isEmpty()) {
            *error = u"idle console: "_s + *error;
            return {};
        }
        out.insert(u"idle"_s, idle);
    }
    return { { u"console_cost"_s, out } };
}

#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "core/deeplink.h"
#include "core/steadyclock.h"
#include "models/actionrunner.h"
#include "models/displayformat.h"
#include "models/poller.h"
#include "models/relativetimes.h"
#include "models/tone.h"
#include "tests/support/operatordriver.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/simulator.h"
#include "tests/support/testdatabase.h"
#include "tests/support/windowinvariants.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/confirmdialog.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/theme.h"
#include "views/uilanguage.h"
#include "views/watchlistview.h"

#include <QApplication>
#include <QDateTime>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryFile>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <cstdio>

using namespace Qt::StringLiterals;

// A tireless operator: the real console on a real database with the simulated pool running,
// driven by a seeded random sequence of what people do — switch views, type or paste into the
// search boxes and press Enter at once or after a pause, select, clear and extend selections,
// sort, act (confirming or not), open links and watches, lose the connection, resize, switch
// the theme, wait for polls — with the window's rules (tests/support/windowinvariants) checked
// after every step. A failure prints the seed and the steps, shrunk to the fewest that still
// fail, so it can be replayed:
//
//   build/tests/bin/tst_operatordriver --steps 50000 --seed 7 --language ru drive
//   (or the same through POOLSCOPE_DRIVER_STEPS, _SEED and POOLSCOPE_TEST_LANGUAGE)
//
// ctest runs it once per language (the language is installed once, before any widget, as
// main() does), with a bounded number of steps.
class tst_OperatorDriver : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void plantedViolationsAreCaught();
    void drive();
};

using operatordriver::Driver;
using operatordriver::Step;

namespace {

struct Settings
{
    int steps = 1500;
    quint32 seed = 1;
    QString language = u"en"_s;
};

Settings &settings()
{
    static Settings s;
    return s;
}

} // namespace

void tst_OperatorDriver::initTestCase()
{
    useTestDataOfThisRun();
    QCOMPARE(uilanguage::install(settings().language), settings().language);
}

// Each rule fires on a window that breaks it, so a clean run means something.
void tst_OperatorDriver::plantedViolationsAreCaught()
{
    using namespace windowinvariants;
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts, max_attempts) VALUES"
                     " (1, 'dead', 5, 5), (2, 'queued', 0, 5), (3, 'failed_perm', 5, 5)"_s));
    Options options = sessionOptions(*db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    auto session = startConsole(options, SessionReady::FirstData);
    QVERIFY(session);
    MainWindow *w = session->window();
    w->showView(ConsoleView::Tasks);
    TasksView *tasks = w->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 3, 20000);
    QVERIFY(tasks->selectTask(2));
    QTRY_VERIFY_WITH_TIMEOUT(w->detailPane()->about().sameItem(SelectedItem::task(2))
                                 && w->detailPane()->title() != w->detailPane()->tr("Reading…"),
                             20000);
    const QString language = settings().language;
    QVERIFY2(check(w, language).isEmpty(), qPrintable(check(w, language).value(0).toString()));

    // The pane about another row than the one selected.
    TaskDetail other;
    other.found = true;
    other.task.id = 1;
    other.task.state = u"dead"_s;
    w->detailPane()->showTask(other);
    QCOMPARE(paneIsAboutTheSelection(w).size(), 1);
    QVERIFY(tasks->selectTask(1)); // the pane now is about what is selected
    QVERIFY(tasks->selectTask(2));
    QTRY_VERIFY_WITH_TIMEOUT(paneIsAboutTheSelection(w).isEmpty(), 20000);

    // A release enabled with nothing selected; a replay disabled without a reason.
    tasks->table()->clearSelection();
    tasks->actionBar()->setAvailable(OperatorAction::ReleaseTaskLease, true);
    QCOMPARE(actionsFollowTheSelection(w).size(), 1);
    tasks->actionBar()->setAvailable(OperatorAction::ReleaseTaskLease, false,
                                     u"Disabled: select a task"_s);
    tasks->actionBar()->setAvailable(OperatorAction::ReplayTasks, false, QString());
    QCOMPARE(actionsFollowTheSelection(w).size(), 1);
    tasks->actionBar()->setAvailable(OperatorAction::ReplayTasks, false,
                                     u"Disabled: select a task"_s);
    QVERIFY(actionsFollowTheSelection(w).isEmpty());

    // A window larger than the screen.
    const QSize before = w->size();
    w->resize(w->screen()->availableGeometry().size() + QSize(200, 200));
    QCOMPARE(windowFitsTheScreen(w).size(), 1);
    w->resize(before);
    QVERIFY(windowFitsTheScreen(w).isEmpty());

    // A database code in a sentence: any language's.
    auto *planted = new QLabel(u"Ack: acked_unattributed since 10:00"_s, w->tasksView());
    planted->show();
    QCOMPARE(noRawCodes(planted).size(), 1);
    if (language != u"en"_s) {
        planted->setText(u"queued"_s); // a plain English code, untranslated
        QCOMPARE(noRawCodes(planted).size(), 1);
        planted->setText(u"The lookup was cancelled"_s); // English left in the window
        QCOMPARE(noUntranslatedEnglish(planted, language, {}).size(), 1);
        planted->setText(
            u"PostgreSQL 15 · \"Front door\" · job-77 · CREATE INDEX"_s); // not English
        QVERIFY(noUntranslatedEnglish(planted, language, { u"front"_s, u"door"_s }).isEmpty());
    }
    delete planted;
    QVERIFY(noRawCodes(w).isEmpty());

    // A state word cut in its column: a table of the test's own, since the console keeps its
    // state columns whole (views/wholestates).
    QStandardItemModel states(1, 1);
    states.setData(states.index(0, 0), u"failed_perm, for good and all"_s);
    states.setData(states.index(0, 0), int(Tone::Bad), ToneRole);
    auto *cut = new QTableView(w->tasksView());
    cut->setModel(&states);
    cut->setColumnWidth(0, 30);
    cut->resize(200, 100);
    cut->show();
    QCOMPARE(noElidedStatusWords(w).size(), 1);
    delete cut;
    QVERIFY(noElidedStatusWords(w).isEmpty());

    // A relative time said against a clock that stood still: "in 5 min" of a time that is now.
    const qint64 nowUs = QDateTime::currentMSecsSinceEpoch() * 1000;
    QStandardItemModel times(1, 1);
    times.setData(times.index(0, 0), u"in 5 min"_s);
    times.setData(times.index(0, 0), nowUs, RelativeTimeRole);
    auto *stale = new QTableView(w->tasksView());
    stale->setModel(&times);
    stale->show();
    QCOMPARE(relativeTimesAreCurrent(w, nowUs, 2'000'000).size(), 1);
    times.setData(times.index(0, 0), displayformat::countdown(nowUs, nowUs - 1'000'000));
    QVERIFY(relativeTimesAreCurrent(w, nowUs, 2'000'000).isEmpty()); // "in 1 s": a second behind
    delete stale;

    // A proof whose before is not what the database held: read after a release ("queued"),
    // a replay's before another task's, an ack's before owing less than it acked.
    QVERIFY(Driver::recordTaskVersions(db.get()));
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'leased', lease_owner = 'w1' WHERE id = 2"_s));
    const QString confirmed = db->scalar(u"SELECT pg_current_snapshot()::text"_s);
    QVERIFY(db->exec(u"SET application_name = 'poolscope-planted';"
                     " UPDATE tasks SET state = 'queued', lease_owner = NULL WHERE id = 2;"
                     " RESET application_name"_s));
    const auto observed = [](const QString &state, OptInt attempts, OptInt owed) {
        WatchObservation o;
        o.found = true;
        o.state = state;
        o.attempts = attempts;
        o.owed = owed;
        return o;
    };
    ActionOutcome released;
    released.result = ActionOutcome::Result::Done;
    released.action = u"release_task_lease"_s;
    released.target = u"task:2"_s;
    released.before = observed(u"queued"_s, 0, {});
    QCOMPARE(Driver::proofViolationsOf(db.get(), released, confirmed).size(), 1);
    released.before->state = u"leased"_s;
    QVERIFY(Driver::proofViolationsOf(db.get(), released, confirmed).isEmpty());
    ActionOutcome replayed = released;
    replayed.action = u"replay"_s;
    replayed.target = u"task:1"_s;
    replayed.before = observed(u"queued"_s, 1, {});
    QCOMPARE(Driver::proofViolationsOf(db.get(), replayed, confirmed).size(), 1);
    replayed.before = observed(u"dead"_s, 5, {});
    QVERIFY(Driver::proofViolationsOf(db.get(), replayed, confirmed).isEmpty());
    ActionOutcome acked = released;
    acked.action = u"ack_alarm_deliveries"_s;
    acked.target = u"alarm:a1"_s;
    acked.changed = 1;
    acked.before = observed({}, {}, 0);
    QCOMPARE(Driver::proofViolationsOf(db.get(), acked, confirmed).size(), 1);
    acked.before = observed({}, {}, 1);
    QVERIFY(Driver::proofViolationsOf(db.get(), acked, confirmed).isEmpty());

    // A lookup answer for another text than the one still in the field when Enter was pressed.
    w->showView(ConsoleView::Lookup);
    LookupView *lookup = w->lookupView();
    lookup->lookUp(u"1"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!lookup->isLooking() && lookup->hasResult(), 20000);
    Driver driver(session.get(), db.get(), language);
    driver.noteLookup(u"1"_s);
    QVERIFY(driver.lookupRuleViolations().isEmpty());
    lookup->input()->setText(u"3"_s); // as if Enter on "3" were answered for "1"
    driver.noteLookup(u"3"_s);
    QCOMPARE(driver.lookupRuleViolations().size(), 1);
}

namespace {

std::unique_ptr<ConsoleSession> startDriven(const TestDatabase &db)
{
    Options options = sessionOptions(db);
    options.intervalSeconds = 1;
    options.operatorId = 7;
    return startConsole(options, SessionReady::FirstData);
}

// Performs `steps` on a fresh console; the first step after which a rule is broken (its index
// into `steps`) and what broke, or -1.
std::pair<qsizetype, QStringList> replay(TestDatabase *db, const QString &language,
                                         const QList<Step> &steps)
{
    auto session = startDriven(*db);
    if (!session)
        return { -1, {} };
    Driver driver(session.get(), db, language);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        driver.perform(steps[i]);
        if (QStringList broken = driver.violations(); !broken.isEmpty())
            return { i, broken };
    }
    return { -1, {} };
}

// The fewest of `steps` (which broke a rule) that still break one on a fresh console, within a
// bounded number of replays: the newest 30, 100 or 300 steps first (most failures need only
// what came just before), then chunks of those left out while the rest still fails. The pool
// moves on between replays, so what is left is a likely story, not a proof; empty when no
// replay broke a rule again.
QList<Step> shrink(TestDatabase *db, const QString &language, const QList<Step> &all)
{
    constexpr int MaxReplays = 24;
    int replays = 0;
    QList<Step> steps;
    for (const qsizetype tail : { 30, 100, 300 }) {
        const QList<Step> newest = all.mid(std::max<qsizetype>(0, all.size() - tail));
        ++replays;
        if (const auto [at, broken] = replay(db, language, newest); at >= 0) {
            steps = newest.mid(0, at + 1);
            break;
        }
        if (newest.size() == all.size())
            break;
    }
    for (qsizetype chunk = steps.size() / 2; chunk >= 1 && replays < MaxReplays;) {
        bool removed = false;
        for (qsizetype from = 0; from < steps.size() && replays < MaxReplays; from += chunk) {
            QList<Step> fewer = steps;
            fewer.remove(from, std::min(chunk, steps.size() - from));
            if (fewer.isEmpty())
                continue;
            ++replays;
            const auto [at, broken] = replay(db, language, fewer);
            if (at >= 0) {
                steps = fewer.mid(0, at + 1);
                removed = true;
                break;
            }
        }
        if (!removed)
            chunk /= 2;
    }
    return steps;
}

QString listed(const QList<Step> &steps)
{
    QStringList lines;
    for (qsizetype k = 0; k < steps.size(); ++k)
        lines.append(u"  %1. %2"_s.arg(k + 1).arg(steps[k].toString()));
    return lines.join(u'\n');
}

} // namespace

void tst_OperatorDriver::drive()
{
    const Settings s = settings();
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // A small pool with history, then the simulated services live beside the console.
    QProcess seed;
    seed.start(qEnvironmentVariable("POOLSIM_BIN"),
               { u"seed"_s, u"--dsn"_s, db->dsn(), u"--tasks"_s, u"2000"_s });
    QVERIFY(seed.waitForFinished(120000));
    QCOMPARE(seed.exitCode(), 0);
    QVERIFY(Driver::recordTaskVersions(db.get()));
    RunningSimulator sim;
    // Bounded, so a run killed from outside (a ctest timeout) leaves no simulator behind.
    QVERIFY(
        sim.start(db->dsn(),
                  { u"--duration"_s, u"3600"_s, u"--rate"_s, u"6"_s, u"--task-lease-ttl"_s, u"5"_s,
                    u"--faults"_s, u"all"_s, u"--quiet"_s, u"--seed"_s, QString::number(s.seed) }));
    auto session = startDriven(*db);
    QVERIFY(session);
    Driver driver(session.get(), db.get(), s.language);
    driver.readIds();

    QRandomGenerator rng(s.seed);
    QList<Step> done;
    std::printf("driver: seed %u, %d steps, language %s\n", s.seed, s.steps,
                qPrintable(s.language));
    for (int i = 0; i < s.steps; ++i) {
        if (i % 200 == 199)
            driver.readIds();
        const Step step = driver.next(rng);
        done.append(step);
        driver.perform(step);
        const QStringList broken = driver.violations();
        if (broken.isEmpty())
            continue;
        const QString what = u"step %1 of seed %2 (%3) broke the window's rules:\n  %4\n"_s.arg(
            QString::number(i + 1), QString::number(s.seed), s.language, broken.join(u"\n  "_s));
        std::printf("driver: %s", qPrintable(what)); // at once: shrinking takes a while
        std::fflush(stdout);
        session.reset();
        const QList<Step> fewest = shrink(db.get(), s.language, done);
        QFAIL(qPrintable(
            what
            + (fewest.isEmpty()
                   ? u"no replay on a fresh console broke them again; the last steps:\n"_s
                       + listed(done.mid(std::max<qsizetype>(0, done.size() - 40)))
                   : u"the fewest steps found to break them again:\n"_s + listed(fewest))));
    }
    std::printf("driver: %d steps, 0 violations; checked %s\n", s.steps,
                qPrintable(driver.coverage()));
}

int main(int argc, char **argv)
{
    // --steps N --seed S --language L are the driver's; the rest go to Qt Test.
    Settings &s = settings();
    s.steps = qEnvironmentVariableIntValue("POOLSCOPE_DRIVER_STEPS") > 0
        ? qEnvironmentVariableIntValue("POOLSCOPE_DRIVER_STEPS")
        : s.steps;
    if (qEnvironmentVariableIsSet("POOLSCOPE_DRIVER_SEED"))
        s.seed = quint32(qEnvironmentVariableIntValue("POOLSCOPE_DRIVER_SEED"));
    s.language = qEnvironmentVariable("POOLSCOPE_TEST_LANGUAGE", s.language);
    std::vector<char *> rest { argv[0] };
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg = argv[i];
        if (i + 1 < argc && arg == "--steps")
            s.steps = QByteArray(argv[++i]).toInt();
        else if (i + 1 < argc && arg == "--seed")
            s.seed = QByteArray(argv[++i]).toUInt();
        else if (i + 1 < argc && arg == "--language")
            s.language = QString::fromLatin1(argv[++i]);
        else
            rest.push_back(argv[i]);
    }
    // A laptop's screen, 1280×800, the smallest the console is made for: the offscreen
    // platform's own is 800×800, and it lets a window be larger than its screen.
    QTemporaryFile screens;
    if (qgetenv("QT_QPA_PLATFORM").startsWith("offscreen") && screens.open()) {
        screens.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280,
                          "height": 800, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}]})");
        screens.flush();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    }
    // Qt Test ends a test function after 5 minutes: a long run takes longer, about 0.1 s a step.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(300000 + qint64(s.steps) * 1000));
    int restCount = int(rest.size());
    QApplication app(restCount, rest.data());
    tst_OperatorDriver test;
    return QTest::qExec(&test, restCount, rest.data());
}

#include "tst_operatordriver.moc"

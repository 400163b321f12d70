#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "app/options.h"
#include "db/actions/replay.h"
#include "models/profiles.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/confirmdialog.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/profileband.h"
#include "views/profilemenu.h"
#include "views/tasksview.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

// Connection profiles in a live window against the real cluster: --profile at startup, then
// File → Profiles switching database without a restart, the title and the band following.
class tst_ProfilesGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void profileOptionParses();
    void startsWithAProfileAndSwitchesLive();
    void anUnknownProfileIsAUsageError();
    void connectingByStringLeavesTheProfile();
    void aReadOnlyProfileIsKeptByTheServer();
    void protectionDecidesWhatAnActionAsks();
};

namespace {

QStringList ids(QTableView *table)
{
    QStringList out;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        out.append(table->model()->index(r, TaskTableModel::IdColumn).data().toString());
    return out;
}

QAction *menuAction(ProfileMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

} // namespace

void tst_ProfilesGui::profileOptionParses()
{
    const Options o
        = parseOptions({ u"poolscope"_s, u"--profile"_s, u"production"_s, u"--theme=dark"_s });
    QCOMPARE(o.mode, Options::Mode::Gui);
    QCOMPARE(o.profile, u"production"_s);
    QCOMPARE(o.theme, u"dark"_s);
    const Options both
        = parseOptions({ u"poolscope"_s, u"--profile"_s, u"p"_s, u"--dsn"_s, u"host=x"_s });
    QCOMPARE(both.mode, Options::Mode::Error);
    QVERIFY(both.error.contains(u"--profile"_s));
    const Options read = parseOptions({ u"poolscope"_s, u"--read-dsn=host=r"_s, u"--profile=p"_s });
    QCOMPARE(read.mode, Options::Mode::Error);
    const Options empty = parseOptions({ u"poolscope"_s, u"--profile="_s });
    QCOMPARE(empty.mode, Options::Mode::Error);
    const Options theme = parseOptions({ u"poolscope"_s, u"--theme"_s, u"sepia"_s });
    QCOMPARE(theme.mode, Options::Mode::Error);
    QVERIFY(theme.error.contains(u"system, light or dark"_s));
}

void tst_ProfilesGui::startsWithAProfileAndSwitchesLive()
{
    POOLSCOPE_TEST_DATABASE(staging, TestDatabase::Template::Upstream);
    POOLSCOPE_TEST_DATABASE(prod, TestDatabase::Template::Upstream);
    QVERIFY(staging->exec(
        u"INSERT INTO tasks (id, job_id, kind, state) VALUES (11, 'stg-a', 'check', 'queued'), "
        "(12, 'stg-b', 'check', 'queued')"_s));
    QVERIFY(prod->exec(
        u"INSERT INTO tasks (id, job_id, kind, state) VALUES (901, 'prod-a', 'notification', 'dead')"_s));

    Profile s;
    s.name = u"staging"_s;
    s.dsn = staging->dsn();
    s.operatorId = 5;
    Profile p;
    p.name = u"production"_s;
    p.dsn = prod->dsn();
    p.operatorId = 77;
    p.feedSchema = u"feeds"_s;
    p.production = true;
    p.bandColor = QColor(0x8b, 0x00, 0x00);
    {
        QSettings settings;
        QString error;
        QVERIFY2(profiles::save(settings, { s, p }, &error), qPrintable(error));
    }

    Options options
        = parseOptions({ u"poolscope"_s, u"--profile"_s, u"staging"_s, u"--operator"_s, u"3"_s });
    QCOMPARE(options.mode, Options::Mode::Gui);
    QString why;
    const auto session = startConsole(
        options, SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *w = session->window();

    QTableView *table = w->tasksView()->table();
    QTRY_COMPARE(ids(table), (QStringList { u"12"_s, u"11"_s }));
    QCOMPARE(w->windowTitle(), u"staging — PoolScope"_s);
    QVERIFY(w->profileBand()->isHidden()); // not production: no band
    // The profile's operator id, over --operator.
    QCOMPARE(session->profileOperator(), std::optional<qint64>(5));
    QCOMPARE(session->feed().schema, u"public"_s);

    // File → Profiles lists both, the one in force checked.
    ProfileMenu *menu = w->profileMenu();
    QAction *stagingItem = menuAction(menu, u"staging"_s);
    QAction *prodItem = menuAction(menu, u"production (production)"_s);
    QVERIFY(stagingItem && prodItem);
    QVERIFY(stagingItem->isChecked());
    QVERIFY(!prodItem->isChecked());

    prodItem->trigger();
    QCOMPARE(w->windowTitle(), u"production — PoolScope"_s);
    QVERIFY(w->profileBand()->isVisible());
    QCOMPARE(w->profileBand()->text(), u"▲ Production: production · actions confirmed ▲"_s);
    QTRY_COMPARE_WITH_TIMEOUT(ids(table), QStringList { u"901"_s },
                              10000); // the new database's rows
    QTRY_COMPARE(w->connectionIndicator()->stateText(), u"Live"_s);
    QCOMPARE(session->profileOperator(), std::optional<qint64>(77));
    QCOMPARE(session->feed().schema, u"feeds"_s);
    QVERIFY(menuAction(menu, u"production (production)"_s)->isChecked());

    // The band is at the top of the window, in its colour.
    const QPoint bandTop = w->profileBand()->mapTo(w, QPoint(2, 2));
    QVERIFY(bandTop.y() < w->tasksView()->mapTo(w, QPoint(0, 0)).y());
    const QImage shot = w->grab().toImage();
    QCOMPARE(shot.pixelColor(bandTop * shot.devicePixelRatio()).name(), u"#8b0000"_s);

    // And back, still without a restart.
    menuAction(menu, u"staging"_s)->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(ids(table), (QStringList { u"12"_s, u"11"_s }), 10000);
    QCOMPARE(w->windowTitle(), u"staging — PoolScope"_s);
    QVERIFY(w->profileBand()->isHidden());
}

void tst_ProfilesGui::anUnknownProfileIsAUsageError()
{
    Options options = parseOptions({ u"poolscope"_s, u"--profile"_s, u"nowhere"_s });
    ConsoleSession session(options);
    QString error;
    QVERIFY(!session.start(&error));
    QVERIFY(error.contains(u"no profile named \"nowhere\""_s));
    QVERIFY(!session.window());
}

void tst_ProfilesGui::connectingByStringLeavesTheProfile()
{
    POOLSCOPE_TEST_DATABASE(a, TestDatabase::Template::Upstream);
    POOLSCOPE_TEST_DATABASE(b, TestDatabase::Template::Upstream);
    QVERIFY(b->exec(
        u"INSERT INTO tasks (id, job_id, kind, state) VALUES (7, 'b', 'check', 'queued')"_s));
    Profile p;
    p.name = u"production"_s;
    p.dsn = a->dsn();
    p.production = true;
    {
        QSettings settings;
        QString error;
        QVERIFY(profiles::save(settings, { p }, &error));
    }
    Options options = parseOptions({ u"poolscope"_s, u"--profile"_s, u"production"_s });
    const auto session = startConsole(options, SessionStart().onView(ConsoleView::Tasks));
    QVERIFY(session);
    MainWindow *w = session->window();
    QVERIFY(!w->profileBand()->isHidden());
    QString error;
    QVERIFY(session->connectTo(b->dsn(), &error));
    QVERIFY(!session->profile());
    QVERIFY(w->profileBand()->isHidden()); // not production any more: no band to mislead
    QCOMPARE(w->windowTitle(), u"PoolScope — "_s + b->params().redacted());
    QTRY_COMPARE_WITH_TIMEOUT(ids(w->tasksView()->table()), QStringList { u"7"_s }, 10000);
}

namespace {

bool saveProfiles(const QList<Profile> &list)
{
    QSettings settings;
    QString error;
    return profiles::save(settings, list, &error);
}

} // namespace

// A read-only profile: the window says so (band, role badge, every action's reason), and an
// action forced past the window is refused by the server, nothing written.
void tst_ProfilesGui::aReadOnlyProfileIsKeptByTheServer()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind, attempts, max_attempts)"
                     " VALUES (31, 'dead', 'check', 5, 5)"_s));
    Profile p;
    p.name = u"prod-ro"_s;
    p.dsn = db->dsn();
    p.operatorId = 9;
    p.production = true;
    p.protection = Protection::ReadOnly;
    QVERIFY(saveProfiles({ p }));
    QString why;
    const auto session
        = startConsole(parseOptions({ u"poolscope"_s, u"--profile"_s, u"prod-ro"_s }),
                       SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *w = session->window();
    QCOMPARE(w->profileBand()->text(), u"▲ Production: prod-ro · read-only ▲"_s);
    QTRY_VERIFY(w->roleBadgeText().contains(u"read-only"_s));
    QVERIFY(session->schema().readOnlyReason().contains(u"prod-ro"_s));
    QVERIFY2(session->actions()->replayBlocker().contains(u"prod-ro is read-only"_s),
             qPrintable(session->actions()->replayBlocker()));

    const ActionContext c = ActionContext::make(9, u"forced"_s, false);
    ActionRequest forced;
    forced.context = c;
    forced.description = u"replay task 31"_s;
    forced.job = [c] {
        return replayaction::job({ 31 }, c);
    };
    std::optional<ActionOutcome> outcome;
    session->actions()->runner()->run(forced, session.get(),
                                      [&outcome](const ActionOutcome &o) { outcome = o; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 15000);
    QVERIFY2(outcome->result == ActionOutcome::Result::Refused, qPrintable(outcome->message));
    QCOMPARE(outcome->error.kind, DbErrorKind::ReadOnly);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"1"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
}

// Type to confirm asks for what the action acts on to be typed; Off asks nothing (but what
// the act itself demands, a live lease) and acts.
void tst_ProfilesGui::protectionDecidesWhatAnActionAsks()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind, attempts, max_attempts)"
                     " VALUES (41, 'dead', 'check', 5, 5);"
                     " SELECT setval('tasks_id_seq', 100)"_s));
    Profile typed;
    typed.name = u"typed"_s;
    typed.dsn = db->dsn();
    typed.operatorId = 9;
    typed.protection = Protection::TypeToConfirm;
    Profile off = typed;
    off.name = u"off"_s;
    off.protection = Protection::Off;
    QVERIFY(saveProfiles({ typed, off }));
    QString why;
    const auto session
        = startConsole(parseOptions({ u"poolscope"_s, u"--profile"_s, u"typed"_s }),
                       SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    TasksView *tasks = session->window()->tasksView();
    QTRY_VERIFY(tasks->selectTask(41));

    QString asked = u"(no dialog)"_s;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *dialog = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget())) {
            asked = dialog->typedPhrase();
            dialog->reject();
        }
    });
    answer.start();
    session->actions()->replaySelected(); // returns once the dialog is answered
    QCOMPARE(asked, u"41"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);

    QVERIFY(session->useProfile(u"off"_s, &why));
    QTRY_VERIFY_WITH_TIMEOUT(tasks->selectTask(41), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(session->actions()->replayBlocker().isEmpty(), 15000);
    asked = u"(no dialog)"_s;
    session->actions()->replaySelected();
    QCOMPARE(asked, u"(no dialog)"_s);
    QTRY_COMPARE_WITH_TIMEOUT(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"1"_s, 15000);
}

QTEST_MAIN(tst_ProfilesGui)
#include "tst_profilesgui.moc"

#include "app/consolesession.h"
#include "core/savedview.h"
#include "models/alarmdebtmodel.h"
#include "models/failuregroupmodel.h"
#include "models/leasemodels.h"
#include "models/profiles.h"
#include "models/savedviewstore.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/alarmsview.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"
#include "views/savedviewsmenu.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/timerangebox.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;

// Saved views in a live window against the real cluster (View ▸ Saved views): the tasks view
// saved, its filters changed, reopened from the menu and from its link, the filters and the
// rows back; presets open what they name and clear the rest; each profile has its own views.
class tst_SavedViews : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void storeKeepsEachScopeApart();
    void savedTasksViewComesBack();
    void presetsSetWhatTheyNameAndClearTheRest();
    void eachProfileHasItsOwnViews();
};

namespace {

QStringList ids(const QTableView *table)
{
    QStringList out;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        out.append(table->model()->index(r, TaskTableModel::IdColumn).data().toString());
    return out;
}

// The menu's entry of that text (its own views are listed by name), after a rebuild as the
// menu does when it opens.
QAction *entry(QMenu *menu, const QString &text)
{
    if (auto *saved = qobject_cast<SavedViewsMenu *>(menu))
        saved->refresh();
    for (QAction *a : menu->actions()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

QAction *submenuEntry(QMenu *menu, const QString &submenu, const QString &text)
{
    QAction *sub = entry(menu, submenu);
    return sub && sub->menu() ? entry(sub->menu(), text) : nullptr;
}

// Two profiles on one database: what differs between them is only whose views are whose.
bool storeProfiles(const TestDatabase &db)
{
    Profile a;
    a.name = u"alpha"_s;
    a.dsn = db.dsn();
    Profile b;
    b.name = u"beta/eu"_s; // a '/' in the name stays within its own settings group
    b.dsn = db.dsn();
    QSettings settings;
    QString error;
    return profiles::save(settings, { a, b }, &error);
}

bool seed(TestDatabase &db)
{
    // Created now: inside the presets' "last 24 hours" (the upstream schema has no default).
    return db.exec(
        u"INSERT INTO tasks (id, job_id, kind, state, account_id, created_at) VALUES"
        " (1, 'a', 'check', 'dead', 7, now()), (2, 'b', 'notification', 'dead', 7, now()),"
        " (3, 'c', 'check', 'queued', 7, now()), (4, 'd', 'check', 'dead', 8, now()),"
        " (5, 'e', 'check', 'failed_perm', 7, now())"_s);
}

TaskFilter inStates(const QStringList &states)
{
    TaskFilter f;
    f.states = states;
    return f;
}

template<typename W> W *named(QWidget *parent, const QString &accessibleName)
{
    for (W *w : parent->findChildren<W *>()) {
        if (w->accessibleName() == accessibleName)
            return w;
    }
    return nullptr;
}

} // namespace

void tst_SavedViews::storeKeepsEachScopeApart()
{
    QSettings settings;
    DeepLink dead = DeepLink::list(DeepLink::Target::Tasks);
    dead.states = { u"dead"_s };
    const QList<SavedView> mine { { u"Dead"_s, dead },
                                  { u"Leases & more"_s,
                                    savedview::presetLink(SavedViewPreset::StuckLeases) } };
    savedviewstore::save(settings, u"profile:a/b"_s, mine);
    savedviewstore::save(settings, u"profile:a"_s, { { u"Other"_s, dead } });
    QCOMPARE(savedviewstore::load(settings, u"profile:a/b"_s), mine);
    QCOMPARE(savedviewstore::load(settings, u"profile:a"_s).size(), 1);
    QVERIFY(savedviewstore::load(settings, u"db:h:5432/x"_s).isEmpty());
    // A link this console cannot read (a hand edit, a newer console's) is skipped and counted.
    settings.setValue(savedviewstore::group(u"profile:a"_s) + u"/2/name"_s, u"Broken"_s);
    settings.setValue(savedviewstore::group(u"profile:a"_s) + u"/2/link"_s,
                      u"poolscope://nosuch"_s);
    settings.setValue(savedviewstore::group(u"profile:a"_s) + u"/size"_s, 2);
    int skipped = 0;
    QCOMPARE(savedviewstore::load(settings, u"profile:a"_s, &skipped).size(), 1);
    QCOMPARE(skipped, 1);
    // Saving a name again replaces its link in place.
    const QList<SavedView> replaced = savedviewstore::withView(mine, { u"Dead"_s, DeepLink() });
    QCOMPARE(replaced.size(), 2);
    QCOMPARE(replaced.first().link, DeepLink());
    QVERIFY(!savedviewstore::isValidName(u"  "_s));
    QVERIFY(!savedviewstore::isValidName(QString(101, u'x')));
}

void tst_SavedViews::savedTasksViewComesBack()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    QVERIFY(storeProfiles(*db));
    QString why;
    const auto session
        = startConsole(parseOptions({ u"poolscope"_s, u"--profile"_s, u"alpha"_s }),
                       SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *w = session->window();
    SavedViewsMenu *menu = w->savedViewsMenu();
    QTRY_COMPARE(menu->scope(), u"profile:alpha"_s);
    QTableView *table = w->tasksView()->table();
    TasksFilterBar *bar = w->tasksView()->filterBar();
    QTRY_COMPARE(table->model()->rowCount(), 5);

    // The operator narrows the view as they would: a chip, the kind, the account, a range.
    bar->chip(u"dead"_s)->click();
    auto *kind = named<QComboBox>(bar, u"Kind"_s);
    QVERIFY(kind);
    kind->setCurrentIndex(kind->findData(u"check"_s));
    auto *account = named<QLineEdit>(bar, u"Account id"_s);
    QVERIFY(account);
    account->setText(u"7"_s);
    QTest::keyClick(account, Qt::Key_Return);
    auto *range = bar->findChild<TimeRangeBox *>();
    range->setSeconds(86400);
    QTRY_COMPARE(ids(table), QStringList { u"1"_s });
    const TaskFilter saved = bar->filter();
    QCOMPARE(saved.states, QStringList { u"dead"_s });
    QCOMPARE(saved.createdWithinSeconds, 86400);

    menu->setAskName([](const QString &, const QString &, const QString &) {
        return std::optional<QString>(u"Dead checks of 7"_s);
    });
    QAction *save = entry(menu, u"Sa&ve current view…"_s);
    QVERIFY(save && save->isEnabled());
    save->trigger();
    QVERIFY(w->outcomeText().contains(u"Dead checks of 7"_s));
    const QString link = u"poolscope://tasks?state=dead&kind=check&account=7&within=86400"_s;
    QCOMPARE(savedviewstore::load(QSettings(), u"profile:alpha"_s),
             (QList<SavedView> { { u"Dead checks of 7"_s, *DeepLink::parse(link) } }));

    // The filters change and the operator moves on to another view.
    bar->setFilter(inStates({ u"queued"_s }));
    QTRY_COMPARE(ids(table), QStringList { u"3"_s });
    w->setCurrentView(ConsoleView::Leases);

    // Reopened from the menu: the view, its filters and its rows come back.
    QAction *open = entry(menu, u"Dead checks of 7"_s);
    QVERIFY(open);
    QCOMPARE(open->toolTip(), link);
    open->trigger();
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    QCOMPARE(bar->filter(), saved);
    QVERIFY(bar->chip(u"dead"_s)->isChecked());
    QVERIFY(!bar->chip(u"queued"_s)->isChecked());
    QCOMPARE(account->text(), u"7"_s);
    QCOMPARE(kind->currentData().toString(), u"check"_s);
    QTRY_COMPARE(ids(table), QStringList { u"1"_s });

    // "Copy link of current view", and that link followed as a clicked one is.
    bar->setFilter(TaskFilter {});
    QTRY_COMPARE(table->model()->rowCount(), 5);
    open->trigger();
    entry(menu, u"&Copy link of current view"_s)->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), link);
    bar->setFilter(inStates({ u"failed_perm"_s }));
    QTRY_COMPARE(ids(table), QStringList { u"5"_s });
    QString error;
    const std::optional<DeepLink> followed
        = parseLink(QGuiApplication::clipboard()->text(), &error);
    QVERIFY2(followed, qPrintable(error));
    session->openLink(*followed);
    QCOMPARE(bar->filter(), saved);
    QTRY_COMPARE(ids(table), QStringList { u"1"_s });

    // Renamed and deleted.
    menu->setAskName([](const QString &, const QString &, const QString &initial) {
        return std::optional<QString>(initial + u" (old)"_s);
    });
    QAction *rename = submenuEntry(menu, u"&Rename"_s, u"Dead checks of 7"_s);
    QVERIFY(rename);
    rename->trigger();
    QVERIFY(!entry(menu, u"Dead checks of 7"_s));
    QVERIFY(entry(menu, u"Dead checks of 7 (old)"_s));
    submenuEntry(menu, u"&Delete"_s, u"Dead checks of 7 (old)"_s)->trigger();
    QVERIFY(!entry(menu, u"Dead checks of 7 (old)"_s));
    QVERIFY(savedviewstore::load(QSettings(), u"profile:alpha"_s).isEmpty());
}

void tst_SavedViews::presetsSetWhatTheyNameAndClearTheRest()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    QString why;
    const auto session
        = startConsole(sessionOptions(*db),
                       SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *w = session->window();
    SavedViewsMenu *menu = w->savedViewsMenu();
    // Without a profile the views are the database's.
    QTRY_VERIFY(menu->scope().startsWith(u"db:"_s));
    QTableView *table = w->tasksView()->table();
    TasksFilterBar *bar = w->tasksView()->filterBar();
    TaskFilter other;
    other.states = { u"queued"_s, u"failed_perm"_s };
    other.kind = u"check"_s;
    other.accountId = 7;
    other.searchText = u"c"_s;
    other.search = TaskSearch::JobIdOrKey;
    bar->setFilter(other);
    QTRY_COMPARE(ids(table), QStringList { u"3"_s });
    w->setCurrentView(ConsoleView::Alarms);

    QAction *dead = entry(menu, SavedViewsMenu::presetName(SavedViewPreset::DeadLastDay));
    QVERIFY(dead);
    QCOMPARE(dead->toolTip(), u"poolscope://tasks?state=dead&within=86400"_s);
    dead->trigger();
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    TaskFilter expected;
    expected.states = { u"dead"_s };
    expected.createdWithinSeconds = 86400;
    QCOMPARE(bar->filter(), expected);
    QCOMPARE(bar->searchEdit()->text(), QString());
    QTRY_COMPARE(ids(table), (QStringList { u"4"_s, u"2"_s, u"1"_s }));

    // A failure group's members: the filter carries the cause and the bar shows it.
    const auto cause
        = DeepLink::parse(u"poolscope://tasks?cause=0123456789ab&failed_within=3600"_s);
    QVERIFY(cause);
    session->openLink(*cause);
    QVERIFY(bar->filter().cause);
    QCOMPARE(bar->filter().cause->id, u"0123456789ab"_s);
    QCOMPARE(bar->filter().cause->withinSeconds, 3600);
    QVERIFY(bar->filter().states.isEmpty());
    QVERIFY(bar->causeChip()->isVisibleTo(w));
    bar->causeChip()->click(); // clears it
    QVERIFY(!bar->filter().cause);
    QVERIFY(!bar->causeChip()->isVisibleTo(w));
    for (const SavedViewPreset p : savedview::presets())
        QVERIFY(entry(menu, SavedViewsMenu::presetName(p)));

    // Stuck leases: the leases view with only the leases past their expiry (or without one).
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, lease_owner, lease_token, lease_expires_at)"
                     " VALUES (11, 'leased', 'w', 't1', now() + interval '1 hour'),"
                     " (12, 'leased', 'w', 't2', now() - interval '1 hour')"_s));
    LeasesView *leases = w->leasesView();
    entry(menu, SavedViewsMenu::presetName(SavedViewPreset::StuckLeases))->trigger();
    QCOMPARE(w->currentView(), ConsoleView::Leases);
    QVERIFY(leases->stuckOnly());
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(leases->taskTable(), TaskLeaseModel::TaskColumn),
                              QStringList { u"12"_s }, 10000);
    QCOMPARE(w->currentViewLink()->toString(), u"poolscope://leases?stuck=1"_s);
    // A leases link without stuck=1 clears it.
    session->openLink(DeepLink::list(DeepLink::Target::Leases));
    QVERIFY(!leases->stuckOnly());
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(leases->taskTable(), TaskLeaseModel::TaskColumn),
                              (QStringList { u"12"_s, u"11"_s }), 10000);

    // Owed alarms older than an hour: one device owes for two hours, another for a minute.
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state)
          VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label)
          VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Old'),
                 ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', 'New');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at)
          VALUES ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now() - interval '2 hours'),
                 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2', gen_random_uuid(), now() - interval '1 min');
    )"_s));
    AlarmsView *alarms = w->alarmsView();
    entry(menu, SavedViewsMenu::presetName(SavedViewPreset::OwedAlarmsOverHour))->trigger();
    QCOMPARE(w->currentView(), ConsoleView::Alarms);
    QCOMPARE(alarms->olderThanSeconds(), 3600);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(alarms->table(), AlarmDebtModel::DeviceColumn),
                              QStringList { u"Old"_s }, 10000);
    QCOMPARE(w->currentViewLink()->toString(), u"poolscope://alarms?older_than=3600"_s);
    // A value the box does not offer gets an entry of its own; a bare link clears it.
    session->openLink(*DeepLink::parse(u"poolscope://alarms?older_than=5400"_s));
    QCOMPARE(alarms->olderThanSeconds(), 5400);
    session->openLink(DeepLink::list(DeepLink::Target::Alarms));
    QCOMPARE(alarms->olderThanSeconds(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(alarms->table(), AlarmDebtModel::DeviceColumn),
                              (QStringList { u"Old"_s, u"New"_s }), 10000);

    // Failure groups of the last hour: the Failures tab on its hour; a link's own window wins.
    session->openLink(*DeepLink::parse(u"poolscope://failures?since=1d"_s));
    QCOMPARE(w->currentView(), ConsoleView::Failures);
    auto *failures = session->findChild<FailureGroupModel *>();
    QVERIFY(failures);
    QCOMPARE(failures->withinSeconds(), 86400);
    entry(menu, SavedViewsMenu::presetName(SavedViewPreset::FailuresLastHour))->trigger();
    QCOMPARE(w->currentView(), ConsoleView::Failures);
    QCOMPARE(failures->withinSeconds(), 3600);
    QCOMPARE(w->currentViewLink()->toString(), u"poolscope://failures?since=1h"_s);
}

void tst_SavedViews::eachProfileHasItsOwnViews()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    QVERIFY(storeProfiles(*db));
    QString why;
    const auto session
        = startConsole(parseOptions({ u"poolscope"_s, u"--profile"_s, u"alpha"_s }),
                       SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks), &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *w = session->window();
    SavedViewsMenu *menu = w->savedViewsMenu();
    QTRY_COMPARE(menu->scope(), u"profile:alpha"_s);
    auto name = u"Alpha's"_s;
    menu->setAskName(
        [&name](const QString &, const QString &, const QString &) { return std::optional(name); });
    w->tasksView()->filterBar()->setFilter(inStates({ u"dead"_s }));
    entry(menu, u"Sa&ve current view…"_s)->trigger();
    QVERIFY(entry(menu, u"Alpha's"_s));

    QString error;
    QVERIFY2(session->useProfile(u"beta/eu"_s, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(menu->scope(), u"profile:beta/eu"_s, 10000);
    QVERIFY(!entry(menu, u"Alpha's"_s));
    name = u"Beta's"_s;
    w->setCurrentView(ConsoleView::Tasks);
    entry(menu, u"Sa&ve current view…"_s)->trigger();
    QVERIFY(entry(menu, u"Beta's"_s));

    QVERIFY2(session->useProfile(u"alpha"_s, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(menu->scope(), u"profile:alpha"_s, 10000);
    QVERIFY(entry(menu, u"Alpha's"_s));
    QVERIFY(!entry(menu, u"Beta's"_s));
    // The presets are every profile's.
    QVERIFY(entry(menu, SavedViewsMenu::presetName(SavedViewPreset::StuckLeases)));
}

QTEST_MAIN(tst_SavedViews)
#include "tst_savedviews.moc"

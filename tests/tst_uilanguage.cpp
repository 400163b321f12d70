#include "app/consolesession.h"
#include "models/tasktablemodel.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"
#include "views/uilanguage.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// The window in Russian, on the offscreen platform against a real database: the menus, tabs,
// headers, the connection state and the values the models format are Russian, and Qt's own
// buttons too. The language is installed once, as main() does, before any widget exists.
class tst_UiLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void windowSpeaksRussian();
    void qtsOwnButtonsSpeakRussian();
    void unknownCodesAreRefused();
};

void tst_UiLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(uilanguage::install(u"ru"_s), u"ru"_s);
    QCOMPARE(QLocale().language(), QLocale::Russian);
}

void tst_UiLanguage::windowSpeaksRussian()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, lease_owner, lease_token,"
                     " lease_expires_at, updated_at) VALUES"
                     " (1, 'job-a', 'notification', 'dead', 5, 5, NULL, NULL, NULL, '2026-03-01 12:34:56+00'),"
                     " (2, 'job-b', 'check', 'leased', 1, 3, 'worker-7', 'tok-1', now() + interval '10 min', now())"_s));
    Options options;
    options.dsn = db->dsn();
    ConsoleSession session(options);
    QSignalSpy firstData(&session, &ConsoleSession::firstDataShown);
    QString error;
    QVERIFY2(session.start(&error), qPrintable(error));
    MainWindow *window = session.window();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(firstData.wait(10000));

    QStringList menus;
    for (QAction *a : window->menuBar()->actions())
        menus.append(a->text());
    QVERIFY2(menus.contains(u"&Файл"_s) && menus.contains(u"&Вид"_s), qPrintable(menus.join(u", "_s)));
    auto *tabs = window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(int(ConsoleView::Tasks)), u"&Задачи"_s);
    QCOMPARE(tabs->tabText(int(ConsoleView::Deliveries)), u"&Доставки"_s);
    QTRY_COMPARE(window->connectionIndicator()->stateText(), u"В сети"_s);

    QTableView *table = window->tasksView()->table();
    QCOMPARE(table->model()->headerData(TaskTableModel::StateColumn, Qt::Horizontal).toString(), u"Состояние"_s);
    QCOMPARE(table->model()->rowCount(), 2);
    // Row 0 is task 2 (newest first): its lease expires in about ten minutes, said in Russian.
    const QString expires = table->model()->index(0, TaskTableModel::LeaseExpiresColumn).data().toString();
    QVERIFY2(expires.startsWith(u"через "_s) && expires.contains(u"мин"_s), qPrintable(expires));
    // Dates in the Russian way (day.month.year), whatever the zone the test runs in.
    const QString updated = table->model()->index(1, TaskTableModel::UpdatedColumn).data().toString();
    QVERIFY2(updated.contains(u".03.2026 "_s), qPrintable(updated));
    // The state values are the database's own words, not translated.
    QCOMPARE(table->model()->index(1, TaskTableModel::StateColumn).data().toString(), u"dead"_s);
}

void tst_UiLanguage::qtsOwnButtonsSpeakRussian()
{
    // qtbase_ru.qm from Qt's translations directory: the standard buttons of every dialog.
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), u"Отмена"_s);
}

void tst_UiLanguage::unknownCodesAreRefused()
{
    QVERIFY(uilanguage::isAvailable(u"de"_s));
    QVERIFY(uilanguage::isAvailable(u"en"_s));
    QVERIFY(!uilanguage::isAvailable(u"xx"_s));
    QVERIFY(!uilanguage::isAvailable(QString()));
}

QTEST_MAIN(tst_UiLanguage)
#include "tst_uilanguage.moc"

#include "app/consolesession.h"
#include "core/textcontexts.h"
#include "models/displayformat.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/connectionindicator.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/uilanguage.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

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
    void pluralsFollowTheNumber();
    void menusHaveDistinctAccelerators();
    void unknownCodesAreRefused();

private:
    void russianOnly() const;
    QString m_language;
};

void tst_UiLanguage::russianOnly() const
{
    if (m_language != "ru"_L1)
        QSKIP("the texts checked are Russian");
}

void tst_UiLanguage::initTestCase()
{
    useTestDataOfThisRun();
    // Russian by default; ctest runs the menu check in German and English too.
    m_language = qEnvironmentVariable("POOLSCOPE_TEST_LANGUAGE", u"ru"_s);
    QCOMPARE(uilanguage::install(m_language), m_language);
    if (m_language != "en"_L1) // English keeps the system's locale, C included
        QCOMPARE(QLocale().language(), m_language == "de"_L1 ? QLocale::German : QLocale::Russian);
}

void tst_UiLanguage::windowSpeaksRussian()
{
    russianOnly();
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, lease_owner, "
        u"lease_token,"
        " lease_expires_at, updated_at) VALUES"
        " (1, 'job-a', 'notification', 'dead', 5, 5, NULL, NULL, NULL, '2026-03-01 12:34:56+00'),"
        " (2, 'job-b', 'check', 'leased', 1, 3, 'worker-7', 'tok-1', now() + interval '10 min', now())"_s));
    QString why;
    const auto session = startConsole(sessionOptions(*db), SessionReady::FirstData, &why);
    QVERIFY2(session, qPrintable(why));
    MainWindow *window = session->window();

    QStringList menus;
    for (QAction *a : window->menuBar()->actions())
        menus.append(a->text());
    QVERIFY2(menus.contains(u"&Файл"_s) && menus.contains(u"&Вид"_s),
             qPrintable(menus.join(u", "_s)));
    auto *tabs = window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(int(ConsoleView::Tasks)), u"&Задачи"_s);
    QCOMPARE(tabs->tabText(int(ConsoleView::Deliveries)), u"&Доставки"_s);
    QTRY_COMPARE(window->connectionIndicator()->stateText(), u"В сети"_s);

    QTableView *table = window->tasksView()->table();
    QCOMPARE(table->model()->headerData(TaskTableModel::StateColumn, Qt::Horizontal).toString(),
             u"Состояние"_s);
    QCOMPARE(table->model()->rowCount(), 2);
    // Row 0 is task 2 (newest first): its lease expires in about ten minutes, said in Russian.
    const QString expires
        = table->model()->index(0, TaskTableModel::LeaseExpiresColumn).data().toString();
    QVERIFY2(expires.startsWith(u"через "_s) && expires.contains(u"мин"_s), qPrintable(expires));
    // Dates in the Russian way (day.month.year), whatever the zone the test runs in.
    const QString updated
        = table->model()->index(1, TaskTableModel::UpdatedColumn).data().toString();
    QVERIFY2(updated.contains(u".03.2026 "_s), qPrintable(updated));
    // A state reads in Russian; the database's value stays beside it (tooltip) and in a copy.
    const QModelIndex state = table->model()->index(1, TaskTableModel::StateColumn);
    QCOMPARE(state.data().toString(), u"мёртвая"_s);
    QCOMPARE(state.data(Qt::ToolTipRole).toString(), u"dead (значение в базе)"_s);
    QCOMPARE(state.data(DatabaseValueRole).toString(), u"dead"_s);
    QCOMPARE(window->tasksView()->filterBar()->chip(u"dead"_s)->text().section(u"  "_s, 0, 0),
             u"мёртвая"_s);
}

void tst_UiLanguage::qtsOwnButtonsSpeakRussian()
{
    russianOnly();
    // qtbase_ru.qm from Qt's translations directory: the standard buttons of every dialog.
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), u"Отмена"_s);
}

void tst_UiLanguage::pluralsFollowTheNumber()
{
    russianOnly();
    // Russian's three forms, picked by the number (1, 2–4, 5–20, 21...).
    auto events = [](int n) {
        return QCoreApplication::translate("TimelineWidget", "%n events", nullptr, n);
    };
    QCOMPARE(events(1), u"1 событие"_s);
    QCOMPARE(events(3), u"3 события"_s);
    QCOMPARE(events(11), u"11 событий"_s);
    QCOMPARE(events(21), u"21 событие"_s);
    // English is the source language; its embedded file holds its plural forms only.
    QTranslator english;
    QVERIFY(english.load(u"poolscope_en"_s, u":/i18n"_s));
    QCOMPARE(english.translate("TimelineWidget", "%n events", nullptr, 1), u"%n event"_s);
    QCOMPARE(english.translate("TimelineWidget", "%n events", nullptr, 2), u"%n events"_s);
    QCOMPARE(english.translate("ActionController", "Replay %n dead task(s)?", nullptr, 1),
             u"Replay %n dead task?"_s);
    // A count that is a numerus message of its own agrees with its number in every language
    // (it once read "1 owed deliveries across 1 alerts", and "после 1 строк").
    QCOMPARE(english.translate("AlarmsView", "%Ln owed delivery(ies)", nullptr, 1),
             u"%Ln owed delivery"_s);
    QCOMPARE(english.translate("AlarmsView", " across %Ln alert(s)", nullptr, 3),
             u" across %Ln alerts"_s);
    auto cancelled = [](qint64 rows) {
        return QCoreApplication::translate("CsvExportDialog",
                                           "Export cancelled after %Ln row(s); %1 was not written.",
                                           nullptr, pluralCount(rows));
    };
    QCOMPARE(cancelled(21), u"Экспорт отменён после 21 строки; %1 не записан."_s);
    QCOMPARE(cancelled(12), u"Экспорт отменён после 12 строк; %1 не записан."_s);
    // Past an int, the stand-in keeps the last two digits the rules look at.
    QCOMPARE(pluralCount(5'000'000'021LL) % 100, 21);
    QCOMPARE(pluralCount(-1), 0);
}

void tst_UiLanguage::menusHaveDistinctAccelerators()
{
    // Alt+letter must reach one item: a translation that gives two items of a menu (or two
    // menus of the bar) the same underlined letter makes the keyboard user press it twice.
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QString why;
    const auto session = startConsole(sessionOptions(*db), SessionReady::Started, &why);
    QVERIFY2(session, qPrintable(why));
    auto letter = [](const QString &text) -> QString {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] == u'&') {
                if (text[i + 1] == u'&') {
                    ++i;
                    continue;
                }
                return text[i + 1].toLower();
            }
        }
        return {};
    };
    QStringList clashes;
    auto check = [&](const QString &where, const QList<QAction *> &actions) {
        QHash<QString, QString> seen;
        for (QAction *a : actions) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            const QString key = letter(a->text());
            if (key.isEmpty())
                continue;
            if (seen.contains(key))
                clashes.append(u"%1: \"%2\" and \"%3\""_s.arg(where, seen[key], a->text()));
            else
                seen.insert(key, a->text());
        }
    };
    const QList<QAction *> bar = session->window()->menuBar()->actions();
    check(u"menu bar"_s, bar);
    QList<QAction *> menus = bar; // and their submenus (View → Language, Theme)
    while (!menus.isEmpty()) {
        QAction *m = menus.takeFirst();
        if (!m->menu())
            continue;
        check(m->text(), m->menu()->actions());
        menus += m->menu()->actions();
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
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

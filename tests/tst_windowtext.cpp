#include "app/consolesession.h"
#include "core/connectionstatus.h"
#include "models/poller.h"
#include "models/tone.h"
#include "tests/support/lookupworld.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "tests/support/textfit.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/connectionindicator.h"
#include "views/csvexportdialog.h"
#include "views/detailpane.h"
#include "views/elidedtipdelegate.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/profilemenu.h"
#include "views/tablesetup.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/theme.h"
#include "views/uilanguage.h"
#include "views/watchlistview.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QValueAxis>

using namespace Qt::StringLiterals;

// Every text in the window whole: the console on a database with long, realistic values, at
// the default size and at 1280×800, light and dark, every view with a row selected and every
// dialog its buttons open, measured by textfit (font metrics against the rect each text is
// drawn in), not by eye. ctest runs it once per language (POOLSCOPE_TEST_LANGUAGE: en, ru, de),
// since the language is installed once, before any widget, as main() does.
class tst_WindowText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void checkerSeesClipping();
    void stateWordsStayWhole();
    void everyTextWhole_data();
    void everyTextWhole();
    void cleanup();
    void cleanupTestCase();

private:
    void visit(ConsoleView view, const QString &name);
    void openDialogs(ActionBar *bar, const QString &where);
    void openDialog(const std::function<void()> &trigger, const QString &where);
    void collect(QWidget *root, const QString &where);
    void watchTheSelection();
    void searchForNothing();
    void lookUpTheAlert();
    void checkExportProgress();

    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
    MainWindow *m_window = nullptr;
    QStringList m_found;
    int m_dialogs = 0;
};

namespace {

// What production holds beside the lookup's world: long job ids and keys, worker names, a
// provider's whole answer, an error past a line, an alert and devices named at length.
const char LongValues[] = R"(
INSERT INTO tasks (id, job_id, kind, state, account_id, monitor_id, message_id, contact_id, payload, attempts,
                   max_attempts, idempotency_key, lease_owner, lease_token, lease_expires_at, last_error, created_at) VALUES
 (40, 'job-2026-12-06-acct-104233-mon-1018003-ssl-expiring-escalation-3', 'notification_escalate', 'leased',
  104233, 1018003, 9000401, 77001, '{"subject":"[SSL_EXPIRING] https://app3.acct-104233.example.com certificate expires in 3 days"}',
  3, 12, 'notification:9000401:104233:1018003:escalation-level-3', 'worker-eu-central-1b-7f9c4d-pool-notifications-12',
  '6f1c2a9e-4b7d-4e0a-9d3f-2c8b1a7e5d40', now() + interval '2 minutes', NULL, now() - interval '40 minutes'),
 (900, 'job-2026-12-06-acct-104233-mon-1018004-disk-full-followup-2', 'server_metric', 'dead',
  104233, 1018004, NULL, NULL, '{"metric":"disk.used_pct","threshold":95}', 12, 12, 'server_metric:1018004:disk.used_pct:2026-12-06T19:00',
  NULL, NULL, NULL,
  'provider webhook https://hooks.acct-104233.example.com/alerts/incoming/v2 answered 503 Service Unavailable after 30000 ms: upstream connect error or disconnect/reset before headers. reset reason: connection termination',
  now() - interval '3 hours');
UPDATE tasks SET result = '{"provider":"webhook","status":503,"attempt":12,"retry_after_s":30}' WHERE id = 900;
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, provider_response, created_at) VALUES
 (9000401, 'worker-eu-central-1b-7f9c4d-pool-notifications-12', 40, 'partial',
  'sms: 400 the number +44 7700 900123 is not a mobile number (carrier lookup: landline, Vodafone UK fixed)', 4100,
  '{"email":{"status":250,"message":"2.0.0 OK queued as 4Q9ZkT3x1Nz5mDL for contact-77001@acct-104233.example.com"},"sms":{"status":400,"error":"invalid_number","detail":"the number +44 7700 900123 is not a mobile number","carrier":"Vodafone UK fixed","request_id":"req_01HZX7Q4M3T9W2B6V8N5K1J0PD"},"push":{"status":200,"receipts":["ios:9f8e7d6c5b4a39281706f5e4d3c2b1a0","android:0a1b2c3d4e5f60718293a4b5c6d7e8f9"]}}',
  now() - interval '39 minutes');
INSERT INTO feed_cursors (feed, sink, position, lease_holder, lease_expires_at) VALUES
 ('acct-104233.monitoring-events.eu-central-1', 'search-index-opensearch-eu-central-1-primary', 9812734,
  'pg-row:6c8f9b7d5e2a4f1b9c3d7e8f0a1b2c3d', (extract(epoch FROM now()) * 1000)::bigint + 20000);
INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
 ('00000000-0000-0000-0000-0000000000a9', 104233, 'Warehouse 3 north loading dock freezer temperature', 'triggered');
INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
 ('00000000-0000-0000-0000-0000000000b9', '00000000-0000-0000-0000-0000000000a9', 'Night shift supervisor''s Samsung Galaxy Tab S9 FE', 'android', true, now() - interval '2 days');
INSERT INTO alarm.alarm_events (id, alert_id, kind, created_at) VALUES
 ('00000000-0000-0000-0000-0000000000e9', '00000000-0000-0000-0000-0000000000a9', 'trigger', now() - interval '26 hours');
INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at) VALUES
 ('00000000-0000-0000-0000-0000000000a9', '00000000-0000-0000-0000-0000000000b9', '00000000-0000-0000-0000-0000000000e9', now() - interval '26 hours', NULL);
)";

} // namespace

void tst_WindowText::initTestCase()
{
    useTestDataOfThisRun();
    const QString language = qEnvironmentVariable("POOLSCOPE_TEST_LANGUAGE", u"en"_s);
    QCOMPARE(uilanguage::install(language), language);
    QString whyNot;
    m_db = TestDatabase::create(TestDatabase::Template::Upstream, &whyNot);
    QVERIFY2(m_db, qPrintable(whyNot));
    QVERIFY(m_db->exec(QString::fromUtf8(lookuptest::World)));
    QVERIFY(m_db->exec(QString::fromUtf8(LongValues)));
}

// The measure itself, on widgets made too small on purpose: each kind of cut is seen, and the
// same widgets given room pass.
void tst_WindowText::checkerSeesClipping()
{
    QWidget root;
    root.resize(900, 500);
    const QString longText = u"a text far too long for sixty pixels"_s;
    auto *label = new QLabel(longText, &root);
    auto *button = new QPushButton(longText, &root);
    auto *combo = new QComboBox(&root);
    combo->addItems({ u"short"_s, longText });
    auto *edit = new QLineEdit(&root);
    edit->setPlaceholderText(longText);
    auto *tabs = new QTabBar(&root);
    tabs->addTab(longText);
    tabs->setElideMode(Qt::ElideRight);
    auto *table = new QTableWidget(1, 1, &root);
    table->setHorizontalHeaderLabels({ longText });
    table->setItem(0, 0, new QTableWidgetItem(longText));
    const QList<QWidget *> all { label, button, combo, edit, tabs, table };
    for (int i = 0; i < all.size(); ++i)
        all[i]->setGeometry(0, i * 60, 60, 40);
    table->setGeometry(0, 360, 200, 120);
    table->setColumnWidth(0, 60);
    root.show();
    QVERIFY(QTest::qWaitForWindowExposed(&root));
    QStringList kinds;
    for (const ClippedText &c : clippedTexts(&root))
        kinds.append(c.where.section(u'>', -1).trimmed());
    kinds.removeDuplicates();
    kinds.sort();
    QCOMPARE(kinds,
             QStringList({ u"QComboBox"_s, u"QHeaderView"_s, u"QLabel"_s, u"QLineEdit"_s,
                           u"QPushButton"_s, u"QTabBar"_s, u"QTableWidget"_s }));

    // A state is never excused by its tooltip: planted, a toned cell cut with its whole text
    // one hover away.
    auto *states = new QTableWidget(1, 1, &root);
    states->setHorizontalHeaderLabels({ u"x"_s });
    auto *state = new QTableWidgetItem(u"ошибка, окончательно"_s);
    state->setData(ToneRole, int(Tone::Bad));
    state->setToolTip(state->text());
    states->setItem(0, 0, state);
    states->setGeometry(300, 0, 400, 120);
    states->setColumnWidth(0, 60);
    states->show();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QStringList cut;
    for (const ClippedText &c : clippedTexts(states))
        cut.append(c.text);
    QCOMPARE(cut, QStringList { u"ошибка, окончательно (a state, cut)"_s });
    delete states;

    // Planted: a pasted UUID in a squeezed field; a chart's time labels run together and a
    // legend's name cut.
    const QString uuid = u"00000000-0000-0000-0000-0000000000a9"_s;
    auto *field = new QLineEdit(uuid, &root);
    field->setGeometry(300, 0, 120, 30);
    field->show();
    auto *chart = new QChart;
    auto *line = new QLineSeries;
    line->setName(longText + u" and then some"_s);
    line->append(0, 0);
    line->append(10, 1);
    chart->addSeries(line);
    auto *times = new QCategoryAxis;
    times->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    times->setTruncateLabels(false); // as the dashboard's: whole, and then running together
    for (int i = 0; i <= 10; ++i)
        times->append(u"03:%1"_s.arg(i * 5, 2, 10, QLatin1Char('0')), i);
    times->setRange(0, 10);
    chart->addAxis(times, Qt::AlignBottom);
    line->attachAxis(times);
    auto *values = new QValueAxis;
    chart->addAxis(values, Qt::AlignLeft);
    line->attachAxis(values);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *chartView = new QChartView(chart, &root);
    chartView->setGeometry(300, 40, 220, 220);
    chartView->show();
    auto plantedCuts = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QStringList found;
        for (const ClippedText &c : clippedTexts(field))
            found.append(u"field: "_s + c.text);
        for (const ClippedText &c : clippedTexts(chartView)) {
            if (c.text.contains(u" runs into "_s))
                found.append(u"labels run together"_s);
            else if (c.text.endsWith(u"(legend, cut)"_s))
                found.append(u"legend cut"_s);
        }
        found.removeDuplicates();
        return found;
    };
    for (const QString &expected :
         QStringList { u"field: "_s + uuid, u"labels run together"_s, u"legend cut"_s })
        QTRY_VERIFY2(plantedCuts().contains(expected),
                     qPrintable(expected + u" not seen; seen: "_s + plantedCuts().join(u", "_s)));
    // Given room, none.
    field->setGeometry(300, 0, 560, 30);
    chartView->setGeometry(0, 40, 880, 440);
    line->setName(u"short"_s);
    QTRY_COMPARE(plantedCuts(), QStringList());
    delete field;
    delete chartView;

    // Elided by design: the cell's whole text one hover away is enough.
    table->item(0, 0)->setToolTip(longText);
    table->setHorizontalHeaderLabels({ u"x"_s });
    for (QWidget *w : all)
        w->setGeometry(w->x(), w->y(), 880, 40);
    table->setGeometry(0, 360, 880, 120);
    table->setColumnWidth(0, 60);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QStringList left;
    for (const ClippedText &c : clippedTexts(&root))
        left.append(c.toString());
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
}

// The one elision policy for states (wholestates), in a table and a tree as the views set
// them up: a state column widens to the widest state it shows, when rows come, when a row's
// state changes, and back after a drag or widths restored from another language narrowed it.
void tst_WindowText::stateWordsStayWhole()
{
    QWidget root;
    root.resize(900, 500);
    auto *table = new QTableWidget(0, 3, &root);
    table->setGeometry(0, 0, 880, 200);
    table->setHorizontalHeaderLabels({ u"Id"_s, u"State"_s, u"Worker"_s });
    ElidedTipDelegate::install(table);
    for (int c = 0; c < 3; ++c)
        table->setColumnWidth(c, 40);
    const QByteArray narrow = table->horizontalHeader()->saveState();
    auto *tree = new QTreeWidget(&root);
    tree->setGeometry(0, 220, 880, 200);
    tree->setHeaderLabels({ u"What"_s, u"Verdict"_s, u"Note"_s });
    ElidedTipDelegate::install(tree);
    tree->setColumnWidth(0, 40);
    tree->setColumnWidth(1, 40);
    root.show();
    QVERIFY(QTest::qWaitForWindowExposed(&root));
    auto cutStates = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QStringList cut;
        for (const ClippedText &c : clippedTexts(&root))
            if (c.text.endsWith(u"(a state, cut)"_s))
                cut.append(c.toString());
        return cut.join(u'\n');
    };
    auto toned = [](const QString &text) {
        auto *item = new QTableWidgetItem(text);
        item->setData(ToneRole, int(Tone::Bad));
        item->setToolTip(text);
        return item;
    };
    // Rows arrive.
    table->insertRow(0);
    table->setItem(0, 0, new QTableWidgetItem(u"1"_s));
    table->setItem(0, 1, toned(u"сбой, повторится"_s));
    QCOMPARE(cutStates(), QString());
    // A wider state comes to a row already shown.
    table->item(0, 1)->setText(u"ошибка, окончательно (задача 5199999)"_s);
    QCOMPARE(cutStates(), QString());
    // A person drags the column narrower: it springs back.
    table->horizontalHeader()->resizeSection(1, 30);
    QCOMPARE(cutStates(), QString());
    // Widths saved in another language, restored as MainWindow does.
    table->horizontalHeader()->restoreState(narrow);
    tablesetup::widenToHeaders(table->horizontalHeader());
    QCOMPARE(cutStates(), QString());
    // Other columns are still the view's to elide (the tooltip has them).
    QCOMPARE(table->columnWidth(2) < 100, true);

    // A tree's item comes with its children, their verdicts toned.
    auto *top = new QTreeWidgetItem(QStringList { u"message 500"_s, u"● доставлено частично"_s });
    top->setData(1, ToneRole, int(Tone::Warning));
    auto *child
        = new QTreeWidgetItem(top, QStringList { u"attempt 1"_s, u"✖ ошибка, окончательно"_s });
    child->setData(1, ToneRole, int(Tone::Bad));
    tree->addTopLevelItem(top);
    tree->expandAll();
    QCOMPARE(cutStates(), QString());
}

void tst_WindowText::cleanup()
{
    m_session.reset();
}

void tst_WindowText::cleanupTestCase()
{
    m_db.reset();
}

void tst_WindowText::everyTextWhole_data()
{
    QTest::addColumn<theme::Choice>("look");
    QTest::addColumn<QSize>("size");
    for (auto [look, name] : { std::pair { theme::Choice::Light, "light" },
                               std::pair { theme::Choice::Dark, "dark" } }) {
        QTest::addRow("%s 1440x900", name) << look << QSize(1440, 900);
        QTest::addRow("%s 1280x800", name) << look << QSize(1280, 800);
    }
}

void tst_WindowText::everyTextWhole()
{
    QFETCH(theme::Choice, look);
    QFETCH(QSize, size);
    // A console as it first opens, no widths or dock sizes saved by the row before.
    QSettings().clear();
    theme::apply(look);
    Options options = sessionOptions(*m_db);
    options.operatorId = 7; // the dialogs, not the operator id prompt, are what is checked
    QString why;
    m_session = startConsole(options, SessionReady::Started, &why);
    QVERIFY2(m_session, qPrintable(why));
    m_window = m_session->window();
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QTRY_VERIFY(m_session->schema().probed);
    // The window takes the size a laptop screen gives it: nothing in it asks for more.
    QTRY_COMPARE(m_window->size(), size);
    m_found.clear();

    visit(ConsoleView::Lookup, u"lookup"_s);
    openDialogs(m_window->lookupView()->actionBar(), u"lookup"_s);
    visit(ConsoleView::Tasks, u"tasks"_s);
    openDialogs(m_window->tasksView()->actionBar(), u"tasks"_s);
    searchForNothing();
    watchTheSelection();
    visit(ConsoleView::Leases, u"leases"_s);
    openDialogs(m_window->leasesView()->taskActions(), u"leases"_s);
    // The sink with the long feed, sink and holder names, and its dialogs.
    QTableView *sinks = m_window->leasesView()->sinkTable();
    QTRY_VERIFY(sinks->model()->rowCount() > 0);
    sinks->selectRow(0);
    collect(m_window, u"leases, a sink selected"_s);
    openDialogs(m_window->leasesView()->sinkActions(), u"leases"_s);
    visit(ConsoleView::Deliveries, u"deliveries"_s);
    visit(ConsoleView::Alarms, u"alarms"_s);
    openDialogs(m_window->alarmsView()->actionBar(), u"alarms"_s);
    visit(ConsoleView::Dashboard, u"dashboard"_s);
    lookUpTheAlert();
    checkExportProgress();
    openDialog([this] { Q_EMIT m_window->connectRequested(); }, u"connect"_s);
    openDialog([this] { Q_EMIT m_window->schemaReportRequested(); }, u"database check"_s);
    openDialog([this] { Q_EMIT m_window->actionHistoryRequested(); }, u"action history"_s);
    openDialog([this] { Q_EMIT m_window->profileMenu()->manageRequested(); }, u"profiles"_s);
    if (QAction *shortcuts = m_window->findChild<QAction *>(u"showShortcuts"_s)) {
        shortcuts->trigger();
        collect(m_window, u"keyboard shortcuts"_s);
        shortcuts->trigger();
    }

    // A reconnect's reason is libpq's whole sentence; a failed action's outcome stays whole.
    const ConnectionStatus live = m_window->connectionIndicator()->status();
    ConnectionStatus down;
    down.phase = ConnectionStatus::Phase::Reconnecting;
    down.error = DbError::make(
        DbErrorKind::ConnectionLost,
        u"connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: "
        "server closed the connection unexpectedly. This probably means the server terminated "
        "abnormally before or while processing the request."_s);
    m_window->setConnectionStatus(down);
    m_window->showOutcome(Tone::Bad, down.error.message);
    collect(m_window, u"reconnecting"_s);

    m_window->setConnectionStatus(live);

    m_found.removeDuplicates();
    for (const QString &f : std::as_const(m_found))
        qWarning().noquote() << f;
    qInfo("%d dialogs checked", m_dialogs);
    QVERIFY2(m_found.isEmpty(),
             qPrintable(u"%1 texts do not fit (listed above)"_s.arg(m_found.size())));
}

// Shows `view` with data and its first row selected, the details of it beside, and checks.
void tst_WindowText::visit(ConsoleView view, const QString &name)
{
    m_window->setCurrentView(view);
    if (view == ConsoleView::Lookup) {
        m_window->openLink(QUrl(u"poolscope://lookup?message=500&since=30d"_s));
        QTRY_VERIFY(m_window->lookupView()->hasResult() && !m_window->lookupView()->isLooking());
        // A message's trail selected, so the lookup's actions and the details show.
        QTreeWidget *trails = m_window->lookupView()->trailsTree();
        if (trails->topLevelItemCount() > 0)
            trails->setCurrentItem(trails->topLevelItem(0));
    }
    // Rows come with the next poll; the first is selected so the detail pane fills too.
    if (view != ConsoleView::Lookup && view != ConsoleView::Dashboard) {
        QVERIFY2(QTest::qWaitFor([&] { return m_window->selectFirstRow(); }, 5000),
                 qPrintable(name + u": no rows"_s));
        QVERIFY2(QTest::qWaitFor([&] { return !m_window->detailPane()->title().isEmpty(); }, 3000),
                 qPrintable(name + u": no details"_s));
    }
    QTest::qWait(50); // one poll's layout
    collect(m_window, name);
    // The detail pane's value tabs: each shows its own buttons and size line.
    if (auto *tabs = m_window->detailPane()->findChild<QTabWidget *>(); tabs && tabs->isVisible()) {
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            collect(m_window->detailPane(), name + u" details tab "_s + QString::number(i));
        }
    }
}

// Opens every dialog behind the enabled "…" buttons of `bar`.
void tst_WindowText::openDialogs(ActionBar *bar, const QString &where)
{
    for (QToolButton *button : bar->findChildren<QToolButton *>()) {
        if (button->isEnabled() && button->isVisible() && button->text().endsWith(u'…'))
            openDialog([button] { button->click(); }, where + u": "_s + button->text());
    }
}

// Runs `trigger` (which may block in a dialog's exec()), checks the dialog it opens once it
// is laid out, and closes it.
void tst_WindowText::openDialog(const std::function<void()> &trigger, const QString &where)
{
    QPointer<QWidget> dialog;
    int ticks = 0;
    bool checked = false;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        if (!dialog) {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (w != m_window && w->isVisible() && qobject_cast<QDialog *>(w))
                    dialog = w;
            return;
        }
        if (++ticks < 3 || checked)
            return; // laid out and painted once first
        checked = true;
        ++m_dialogs;
        qInfo().noquote() << "dialog:" << where << "/" << dialog->windowTitle();
        if (!qobject_cast<QFileDialog *>(dialog)) // Qt's own, in Qt's words
            collect(dialog, where + u" dialog "_s + dialog->windowTitle());
        if (auto *d = qobject_cast<QDialog *>(dialog.data()))
            d->reject();
        else
            dialog->close();
    });
    poll.start();
    trigger();
    QVERIFY2(QTest::qWaitFor([&] { return checked; }, 5000),
             qPrintable(u"no dialog opened from "_s + where));
    QTRY_VERIFY(!dialog || !dialog->isVisible());
}

// A number the tasks search finds nothing for: the line that says what it searched, and the
// other kinds it offers.
void tst_WindowText::searchForNothing()
{
    QLineEdit *search = m_window->tasksView()->filterBar()->searchEdit();
    search->setText(u"987654321"_s);
    Q_EMIT search->returnPressed();
    auto noteShown = [&] {
        for (QLabel *l : m_window->tasksView()->findChildren<QLabel *>())
            if (l->isVisible() && l->text().contains(u"987654321"_s))
                return true;
        return false;
    };
    QVERIFY2(QTest::qWaitFor(noteShown, 5000), "the empty search says nothing");
    collect(m_window, u"tasks, an empty search"_s);
    search->clear();
    Q_EMIT search->returnPressed();
    QTRY_VERIFY(!noteShown());
}

// The watch list with a watch in it: the selected task's, as Watch ▸ Watch the selection adds.
void tst_WindowText::watchTheSelection()
{
    // The empty search before took the selected row away, and the selection with it.
    QTRY_VERIFY(m_window->tasksView()->table()->model()->rowCount() > 0);
    m_window->tasksView()->table()->selectRow(0);
    const std::optional<WatchTarget> target = m_window->watchCandidate();
    QVERIFY(target);
    Q_EMIT m_window->watchRequested(*target, WatchGoal::Changed);
    QTRY_VERIFY(m_window->watchListView()->isVisible()
                && m_window->watchListView()->table()->model()->rowCount() > 0);
    collect(m_window, u"watch list"_s);
}

// An alert's answer, its device selected: the lookup's ack and the alarm trees.
void tst_WindowText::lookUpTheAlert()
{
    m_window->setCurrentView(ConsoleView::Lookup);
    m_window->openLink(QUrl(u"poolscope://alert/00000000-0000-0000-0000-0000000000a9"_s));
    LookupView *lookup = m_window->lookupView();
    QTRY_VERIFY(lookup->hasResult() && !lookup->isLooking());
    QTreeWidget *alarms = lookup->alarmsTree();
    if (alarms->topLevelItemCount() > 0 && alarms->topLevelItem(0)->childCount() > 0)
        alarms->setCurrentItem(alarms->topLevelItem(0)->child(0));
    collect(m_window, u"lookup of an alert"_s);
    openDialogs(lookup->actionBar(), u"lookup of an alert"_s);
    // The alert's id as a person pastes it: whole in the field (it was squeezed to its middle).
    m_window->setCurrentView(ConsoleView::Lookup);
    lookup->lookUp(u"00000000-0000-0000-0000-0000000000a9"_s);
    QTRY_VERIFY(lookup->hasResult() && !lookup->isLooking());
    collect(m_window, u"lookup of an alert by its id"_s);
}

// The export's progress dialog, as the exporter drives it.
void tst_WindowText::checkExportProgress()
{
    auto *dialog = new CsvExportDialog(m_window);
    dialog->begin(tr("the tasks"),
                  u"/home/support/exports/tasks-acct-104233-2026-12-06-dead-and-failed.csv"_s);
    dialog->showProgress(1234567, 2345678);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    collect(dialog, u"export progress"_s);
    dialog->showEnd(CsvExportDialog::End::Cancelled, 1234567);
}

void tst_WindowText::collect(QWidget *root, const QString &where)
{
    // Laid out as the next paint would be: a text set a moment ago has asked for room.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    for (const ClippedText &clip : clippedTexts(root))
        m_found.append(where + u": "_s + clip.toString());
    // A button that cannot act says why, wherever it is looked at.
    for (ActionBar *bar : root->findChildren<ActionBar *>()) {
        for (QToolButton *button : bar->findChildren<QToolButton *>()) {
            if (bar->isVisible() && !button->isEnabled() && button->toolTip().isEmpty())
                m_found.append(where + u": \""_s + button->text()
                               + u"\" is disabled without a reason"_s);
        }
    }
}

QTEST_MAIN(tst_WindowText)
#include "tst_windowtext.moc"

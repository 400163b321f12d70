#include "app/consolesession.h"
#include "db/dbclient.h"
#include "models/tasktablemodel.h"
#include "tests/support/privatecluster.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/actionbar.h"
#include "views/confirmdialog.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

#include <QApplication>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// A streaming standby made by pg_basebackup -R: with a read DSN the views read the standby and
// the actions write to the primary, and the replay lag shows; with only the standby, every
// write is off and says why.
class tst_Replica : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsFromTheStandbyWritesToThePrimary();
    void onlyAStandbyMeansNoWrites();
    void cleanupTestCase();

private:
    QString onPrimary(const QString &sql);
    std::unique_ptr<PrivateCluster> m_primary;
    std::unique_ptr<PrivateCluster> m_standby;
};

void tst_Replica::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_primary = std::make_unique<PrivateCluster>();
    QVERIFY2(m_primary->start(), qPrintable(m_primary->lastError()));
    QVERIFY2(m_primary->loadSchema(u"pool"_s), qPrintable(m_primary->lastError()));
    onPrimary(u"INSERT INTO tasks (id, state, kind, idempotency_key, max_attempts, created_at, "
              u"updated_at)"
              " VALUES (1, 'dead', 'notification', 'k1', 4, now(), now()), (2, 'queued', 'check', "
              "'k2', 3, now(), now());"
              " SELECT setval('tasks_id_seq', 100)"_s);
    m_standby = std::make_unique<PrivateCluster>();
    QVERIFY2(m_standby->startAsStandbyOf(*m_primary), qPrintable(m_standby->lastError()));
}

void tst_Replica::cleanupTestCase()
{
    m_standby.reset();
    m_primary.reset();
}

QString tst_Replica::onPrimary(const QString &sql)
{
    return firstValueOn(m_primary->dsn(u"pool"_s), sql);
}

void tst_Replica::readsFromTheStandbyWritesToThePrimary()
{
    Options options = sessionOptions(m_primary->dsn(u"pool"_s));
    options.readDsn = m_standby->dsn(u"pool"_s);
    options.operatorId = 7;
    options.intervalSeconds = 1;
    const auto session = startConsole(options, SessionStart(SessionReady::Probed).within(15000));
    QVERIFY(session);
    QVERIFY(session->schema().readsFromStandby);
    QTRY_VERIFY_WITH_TIMEOUT(!session->schema().readOnly(), 15000); // the primary decides writes
    QVERIFY(
        session->client()->status().server.inHotStandby); // the read connection is the standby's
    QTRY_VERIFY_WITH_TIMEOUT(session->window()->roleBadgeText().contains(u"reads from a standby"_s),
                             5000);

    TasksView *tasks = session->window()->tasksView();
    QTRY_COMPARE_WITH_TIMEOUT(tasks->table()->model()->rowCount(), 2, 15000);
    QVERIFY(tasks->selectTask(1));
    QToolButton *replay = tasks->actionBar()->button(OperatorAction::ReplayTasks);
    QTRY_VERIFY_WITH_TIMEOUT(replay->isEnabled(), 10000);
    auto *poll = new QTimer(this);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [poll] {
        if (auto *d = qobject_cast<ConfirmDialog *>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            d->confirmButton()->click();
        }
    });
    poll->start();
    replay->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        session->window()->outcomeText().contains(u"Replayed task 1 as task 101"_s), 15000);
    QCOMPARE(onPrimary(u"SELECT count(*) FROM task_replays"_s), u"1"_s); // written on the primary
    // ... and read back from the standby once replayed there.
    QTRY_COMPARE_WITH_TIMEOUT(
        tasks->table()->model()->index(0, TaskTableModel::IdColumn).data().toString(), u"101"_s,
        15000);
    // A transaction replayed: the standby's lag is measured from it.
    QTRY_VERIFY_WITH_TIMEOUT(session->window()->roleBadgeText().contains(u"replay lag"_s), 10000);
}

void tst_Replica::onlyAStandbyMeansNoWrites()
{
    Options options = sessionOptions(m_standby->dsn(u"pool"_s));
    options.operatorId = 7;
    const auto session = startConsole(options, SessionStart(SessionReady::Probed).within(15000));
    QVERIFY(session);
    QVERIFY(session->schema().readOnly());
    TasksView *tasks = session->window()->tasksView();
    QTRY_VERIFY_WITH_TIMEOUT(tasks->table()->model()->rowCount() >= 2, 15000);
    QVERIFY(tasks->selectTask(1));
    QTRY_COMPARE_WITH_TIMEOUT(tasks->actionBar()->whyDisabled(OperatorAction::ReplayTasks),
                              u"Disabled: the server is a read-only standby (in recovery)"_s, 5000);
    QVERIFY(session->window()->roleBadgeText().contains(u"read-only"_s));
}

QTEST_MAIN(tst_Replica)
#include "tst_replica.moc"

#include "tests/support/layoutrequests.h"
#include "views/connectionindicator.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QTest>

using namespace Qt::StringLiterals;

// The status bar says when the last poll was and how long it took; that text changes at every
// poll and every second, and must not lay the window out again each time: the label keeps
// its size while its text fits and grows, once, when it does not.
class tst_ConnectionIndicator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aNewLatencyDoesNotLayOutTheWindowAgain();
    void aPollTouchesOnlyItsOwnText();
    void theTunnelIsNamedLiveOrNot();
};

void tst_ConnectionIndicator::aNewLatencyDoesNotLayOutTheWindowAgain()
{
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *indicator = new ConnectionIndicator(&window);
    layout->addWidget(indicator);
    window.resize(900, 40);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ConnectionStatus live;
    live.phase = ConnectionStatus::Phase::Live;
    indicator->setStatus(live);
    const QDateTime at = QDateTime::currentDateTimeUtc();
    indicator->setLastPoll(at, 123456, true);
    QTest::qWait(20);
    QLabel *poll = nullptr;
    for (QLabel *l : indicator->findChildren<QLabel *>()) {
        if (l->accessibleName() == u"Last poll"_s)
            poll = l;
    }
    QVERIFY(poll);
    QVERIFY(poll->text().contains(u"123.5 ms"_s));
    const int width = poll->width();

    LayoutRequests requests(indicator);
    indicator->setLastPoll(at, 9000, true); // shorter: the label keeps its size
    QTest::qWait(20);
    QVERIFY(poll->text().contains(u"9.0 ms"_s));
    QCOMPARE(poll->width(), width);
    indicator->setLastPoll(at, 654321, true); // as long as before
    QTest::qWait(20);
    QCOMPARE(requests.count, 0);

    indicator->setLastPoll(at, 654321, false); // longer: it grows to show all of it
    QTRY_VERIFY(poll->width() > width);
    QVERIFY(poll->text().contains(u"last poll failed"_s));
}

// A poll cycle's end refreshes the poll's text alone (it runs after every cycle); the state
// and the server follow the status.
void tst_ConnectionIndicator::aPollTouchesOnlyItsOwnText()
{
    ConnectionIndicator indicator;
    ConnectionStatus failed;
    failed.phase = ConnectionStatus::Phase::Failed;
    failed.error.message = u"password authentication failed"_s;
    failed.target = u"host=db1"_s;
    indicator.setStatus(failed);
    const QString state = indicator.stateText();
    QVERIFY(state.contains(u"password authentication failed"_s));
    indicator.setLastPoll(QDateTime::currentDateTimeUtc(), 2500, false);
    QCOMPARE(indicator.stateText(), state);

    ConnectionStatus live;
    live.phase = ConnectionStatus::Phase::Live;
    indicator.setStatus(live);
    QCOMPARE(indicator.stateText(), u"Live"_s);
}

// Through a tunnel the server line says so, connected or not, in the window's words (the
// target itself is the connection string, never a sentence).
void tst_ConnectionIndicator::theTunnelIsNamedLiveOrNot()
{
    ConnectionIndicator indicator;
    const auto serverText = [&] {
        for (QLabel *l : indicator.findChildren<QLabel *>()) {
            if (l->text().contains(u"host="_s) || l->text().contains(u'@'))
                return l->text();
        }
        return QString();
    };
    ConnectionStatus connecting;
    connecting.phase = ConnectionStatus::Phase::Connecting;
    connecting.target = u"host=db.internal dbname=app"_s;
    connecting.sshDestination = u"inner"_s;
    indicator.setStatus(connecting);
    QCOMPARE(serverText(), u"host=db.internal dbname=app · via SSH inner"_s);

    ConnectionStatus live = connecting;
    live.phase = ConnectionStatus::Phase::Live;
    live.server.user = u"support"_s;
    live.server.host = u"db.internal"_s;
    live.server.port = u"5432"_s;
    live.server.database = u"app"_s;
    live.server.version = u"15.18"_s;
    indicator.setStatus(live);
    QCOMPARE(serverText(), u"support@db.internal:5432/app · PostgreSQL 15.18 · via SSH inner"_s);
}

QTEST_MAIN(tst_ConnectionIndicator)
#include "tst_connectionindicator.moc"

#include "tests/support/privatecluster.h"

#include <QTcpServer>
#include <QTest>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

// scripts/pg, which starts every private cluster the tests and the demo use, when the port a
// cluster was given is taken by the time it starts: by a socket that holds the port without
// listening (a client socket the kernel handed the port to: the free-port check cannot see
// it, and the server's bind fails) or by another server. The cluster moves to a free port,
// and answers there; a server that fails for another reason fails at once, where it was.
class tst_PgScript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void portHeldWithoutListeningMovesTheCluster();
    void portTakenByAListenerMovesTheCluster();
    void aServerThatFailsForAnotherReasonDoesNotMove();
};

namespace {
// A TCP socket bound to 127.0.0.1:port and never listening, as a connected client's is.
class HeldPort
{
public:
    explicit HeldPort(int port) : m_fd(::socket(AF_INET, SOCK_STREAM, 0))
    {
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_port = htons(static_cast<quint16>(port));
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        m_bound = m_fd >= 0 && ::bind(m_fd, reinterpret_cast<const sockaddr *>(&a), sizeof a) == 0;
    }
    ~HeldPort()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    HeldPort(const HeldPort &) = delete;
    HeldPort &operator=(const HeldPort &) = delete;
    bool bound() const { return m_bound; }

private:
    int m_fd;
    bool m_bound = false;
};

// Where each test's cluster looks for a free port: far above where every other private cluster
// starts looking (25440, scripts/pg), so that no other test's search for a port connects to
// it. Once, with ctest running two tests at once, the port of a just-stopped cluster could
// not be held (2026-12-05): most likely another test's search had connected to the port as
// the cluster stopped, and the connection the server cut off kept the port in TIME_WAIT.
const QString HeldPortSearchFrom = u"25900"_s;
const QString ListenerPortSearchFrom = u"25950"_s;
} // namespace

void tst_PgScript::portHeldWithoutListeningMovesTheCluster()
{
    PrivateCluster cluster({ u"--port"_s, HeldPortSearchFrom });
    QVERIFY2(cluster.start(), qPrintable(cluster.lastError()));
    const int first = cluster.port();
    QVERIFY(first > 0);
    QVERIFY2(cluster.stop(), qPrintable(cluster.lastError()));

    HeldPort held(first);
    QVERIFY2(held.bound(), "could not hold the cluster's port");
    QVERIFY2(cluster.start(), qPrintable(cluster.lastError()));
    const int moved = cluster.port();
    QVERIFY(moved > 0);
    QVERIFY(moved != first);
    QCOMPARE(firstValueOn(cluster.dsn(u"postgres"_s), u"SHOW port"_s), QString::number(moved));
    QCOMPARE(firstValueOn(cluster.tcpDsn(u"postgres"_s), u"SHOW port"_s), QString::number(moved));
}

void tst_PgScript::portTakenByAListenerMovesTheCluster()
{
    PrivateCluster cluster({ u"--port"_s, ListenerPortSearchFrom });
    QVERIFY2(cluster.start(), qPrintable(cluster.lastError()));
    const int first = cluster.port();
    QVERIFY2(cluster.stop(), qPrintable(cluster.lastError()));

    QTcpServer other;
    QVERIFY2(other.listen(QHostAddress::LocalHost, static_cast<quint16>(first)),
             qPrintable(other.errorString()));
    QVERIFY2(cluster.start(), qPrintable(cluster.lastError()));
    const int moved = cluster.port();
    QVERIFY(moved != first);
    QCOMPARE(firstValueOn(cluster.tcpDsn(u"postgres"_s), u"SHOW port"_s), QString::number(moved));
}

void tst_PgScript::aServerThatFailsForAnotherReasonDoesNotMove()
{
    // A wrong setting fails the start at once, with the server's reason; only a port that
    // cannot be bound is worth another port.
    PrivateCluster cluster({ u"--conf"_s, u"shared_buffers = 'nonsense'"_s });
    QVERIFY(!cluster.start());
    QVERIFY2(cluster.lastError().contains(u"invalid value for parameter \"shared_buffers\""_s),
             qPrintable(cluster.lastError()));
    QVERIFY2(!cluster.lastError().contains(u"moves to port"_s), qPrintable(cluster.lastError()));
}

QTEST_GUILESS_MAIN(tst_PgScript)
#include "tst_pgscript.moc"

#include "app/consolesession.h"
#include "app/options.h"
#include "app/singleinstance.h"
#include "models/tasktablemodel.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace Qt::StringLiterals;

// One console per desktop session (docs/export-and-links.md, "Links go to the running console"): a
// link opened while a console runs lands in that console and no second process stays; with
// none running, the link starts one. The real binary (POOLSCOPE_BIN) plays both parts, each
// test on a socket of its own (POOLSCOPE_INSTANCE_SOCKET), never the user's.
class tst_SingleInstance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void linkLandsInTheRunningWindow();
    void realConsoleTakesTheLink();
    void noConsoleRunningStartsOne();
    void staleSocketIsReplaced();
    void secondListenerStandsAside();
    void socketNameOfThisBuild();
    void portableNameCarriesALink();
    void badLinkIsRefusedToTheSender();
    void senderPrintsTheRefusalAndExits2();
    void silentOrOversizedSendersAreDropped();

private:
    // A `poolscope` process; its stderr collected as it comes (the test's log observable).
    struct Run
    {
        std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
        QByteArray err;
        bool finished() const { return process->state() == QProcess::NotRunning; }
    };
    // `socket`: where the sender looks for a console (default: socketPath()).
    std::unique_ptr<Run> start(const QStringList &args, const QString &socket = QString());
    static void stop(Run &run);
    QString socketPath() const { return m_dir.path() + u"/console.socket"_s; }

    QTemporaryDir m_dir;
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<ConsoleSession> m_session;
};

void tst_SingleInstance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("POOLSCOPE_BIN")), "POOLSCOPE_BIN not set");
}

void tst_SingleInstance::init()
{
    QString whyNot;
    m_db = TestDatabase::create(TestDatabase::Template::Upstream, &whyNot);
    if (!m_db) {
        if (TestDatabase::databaseRequired())
            QFAIL(qPrintable(u"database required but unavailable: "_s + whyNot));
        QSKIP(qPrintable(whyNot));
    }
    QVERIFY(m_db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, attempts, max_attempts, account_id, message_id,
                           payload, created_at, updated_at)
        VALUES (1, 'job-1', 'notification', 'dead', 5, 5, 7, 90001, '{}', now(), now()),
               (2, 'job-2', 'notification', 'succeeded', 1, 5, 7, 90002, '{}', now(), now()),
               (3, 'job-3', 'notification', 'queued', 0, 5, 7, 90003, '{}', now(), now())
    )"_s));
    QFile::remove(socketPath());
}

void tst_SingleInstance::cleanup()
{
    m_session.reset();
    m_db.reset();
}

std::unique_ptr<tst_SingleInstance::Run> tst_SingleInstance::start(const QStringList &args,
                                                                   const QString &socket)
{
    auto run = std::make_unique<Run>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"POOLSCOPE_INSTANCE_SOCKET"_s, socket.isEmpty() ? socketPath() : socket);
    env.insert(u"QT_LOGGING_RULES"_s, u"poolscope.instance.info=true;poolscope.app.info=true"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.path() + u"/config"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_dir.path() + u"/data"_s);
    // A link alone connects where libpq's defaults say: this test's database.
    const ConnectionParams params = m_db->params();
    env.insert(u"PGHOST"_s, params.value("host"));
    env.insert(u"PGPORT"_s, params.value("port"));
    env.insert(u"PGUSER"_s, params.value("user"));
    env.insert(u"PGDATABASE"_s, params.value("dbname"));
    run->process->setProcessEnvironment(env);
    Run *r = run.get();
    connect(r->process.get(), &QProcess::readyReadStandardError, this,
            [r] { r->err += r->process->readAllStandardError(); });
    r->process->start(qEnvironmentVariable("POOLSCOPE_BIN"), args);
    return run;
}

void tst_SingleInstance::stop(Run &run)
{
    if (run.finished())
        return;
    run.process->kill();
    run.process->waitForFinished(5000);
}

// In this process: the console as main() starts it, listening as main() makes it; the sender
// is the real binary. What the window shows is what the operator would see.
void tst_SingleInstance::linkLandsInTheRunningWindow()
{
    m_session = startConsole(sessionOptions(*m_db), SessionReady::FirstData);
    QVERIFY(m_session);
    SingleInstance instance;
    QVERIFY(instance.listen(socketPath()));
    instance.deliverTo(m_session.get());
    MainWindow *w = m_session->window();
    w->setCurrentView(ConsoleView::Alarms);
    w->showMinimized();
    QTRY_VERIFY(w->windowState() & Qt::WindowMinimized);

    auto sender = start({ u"poolscope://task/2"_s });
    QTRY_VERIFY_WITH_TIMEOUT(sender->finished(), 10000); // the event loop answers it meanwhile
    QCOMPARE(sender->process->exitStatus(), QProcess::NormalExit);
    QCOMPARE(sender->process->exitCode(), 0);
    QCOMPARE(sender->err, QByteArray());

    QVERIFY(!(w->windowState() & Qt::WindowMinimized));
    QVERIFY(w->isVisible());
    QCOMPARE(w->currentView(), ConsoleView::Tasks);
    QTRY_COMPARE_WITH_TIMEOUT(columnTexts(w->tasksView()->table(), TaskTableModel::IdColumn),
                              QStringList { u"2"_s }, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(w->tasksView()->currentTaskId(), 2, 10000);
}

// Two real processes: the second hands its link to the first and exits; the first says, in
// its log, that it followed it.
void tst_SingleInstance::realConsoleTakesTheLink()
{
    auto console = start({ u"--dsn"_s, m_db->dsn() });
    QTRY_VERIFY_WITH_TIMEOUT(console->err.contains("listening on"), 15000);

    auto sender = start({ u"poolscope://task/1"_s });
    QTRY_VERIFY_WITH_TIMEOUT(sender->finished(), 10000);
    QCOMPARE(sender->process->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(console->err.contains("link followed: poolscope://task/1"), 10000);

    auto another = start({ u"poolscope://alarms"_s });
    QTRY_VERIFY_WITH_TIMEOUT(another->finished(), 10000);
    QCOMPARE(another->process->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(console->err.contains("link followed: poolscope://alarms"), 10000);
    QVERIFY(!console->finished());

    // --new-instance, or any option beside the link, asks for a console of its own.
    auto own = start({ u"--new-instance"_s, u"poolscope://task/3"_s });
    QTRY_VERIFY_WITH_TIMEOUT(own->err.contains("first data shown"), 15000);
    QVERIFY(!own->finished());
    QVERIFY(own->err.contains("not listening: a console already listens"));
    QVERIFY(!console->err.contains("link followed: poolscope://task/3"));
    stop(*own);
    stop(*console);
}

void tst_SingleInstance::noConsoleRunningStartsOne()
{
    auto first = start({ u"poolscope://task/1"_s });
    QTRY_VERIFY_WITH_TIMEOUT(first->err.contains("listening on"), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(first->err.contains("first data shown"), 15000);
    QVERIFY(!first->finished());

    auto second = start({ u"poolscope://deliveries?task=1"_s });
    QTRY_VERIFY_WITH_TIMEOUT(second->finished(), 10000);
    QCOMPARE(second->process->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(first->err.contains("link followed: poolscope://deliveries?task=1"),
                             10000);
    stop(*first);
}

// A console that crashed leaves its socket behind: nobody answers on it, so the next link
// starts a console, which takes the name over.
void tst_SingleInstance::staleSocketIsReplaced()
{
    auto crashed = start({ u"--dsn"_s, m_db->dsn() });
    QTRY_VERIFY_WITH_TIMEOUT(crashed->err.contains("listening on"), 15000);
    stop(*crashed); // SIGKILL: no clean-up
    QVERIFY(QFile::exists(socketPath()));
    QLocalSocket probe;
    probe.connectToServer(socketPath());
    QVERIFY(!probe.waitForConnected(1000));

    auto next = start({ u"poolscope://task/1"_s });
    QTRY_VERIFY_WITH_TIMEOUT(next->err.contains("listening on"), 15000);
    QVERIFY(!next->finished());
    auto sender = start({ u"poolscope://alarms"_s });
    QTRY_VERIFY_WITH_TIMEOUT(sender->finished(), 10000);
    QCOMPARE(sender->process->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(next->err.contains("link followed: poolscope://alarms"), 10000);
    stop(*next);
}

// Two consoles starting together: one listens, the other runs without listening and leaves
// the first one's socket alone.
void tst_SingleInstance::secondListenerStandsAside()
{
    SingleInstance first;
    SingleInstance second;
    QVERIFY(first.listen(socketPath()));
    QVERIFY(!second.listen(socketPath()));
    QVERIFY(first.isListening());
    QVERIFY(!second.isListening());
    QSignalSpy received(&first, &SingleInstance::linkReceived);
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    QVERIFY(socket.waitForConnected(15000));
    socket.write("link poolscope://task/7\n");
    QTRY_VERIFY(socket.canReadLine());
    QCOMPARE(socket.readLine(), QByteArray("ok\n"));
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().first().value<DeepLink>(), DeepLink::task(7));
}

// Where a console listens when nothing says otherwise: the runtime directory in the Linux
// desktop build, the portable bare name in a build without it (POOLSCOPE_LINUX_DESKTOP=OFF).
void tst_SingleInstance::socketNameOfThisBuild()
{
    const QString portable = singleinstance::portableSocketName();
    QVERIFY2(portable.startsWith(u"poolscope-"_s) && !portable.contains(u'/')
                 && !portable.contains(u'\\'),
             qPrintable(portable));
    QCOMPARE(singleinstance::portableSocketName(), portable); // the same for every console
#ifdef POOLSCOPE_LINUX_DESKTOP
    QVERIFY2(singleinstance::platformSocketName().endsWith(u"poolscope.socket"_s),
             qPrintable(singleinstance::platformSocketName()));
#else
    QCOMPARE(singleinstance::platformSocketName(), portable);
#endif
}

// The portable fallback end to end: a bare name of that form, placed by QLocalServer itself,
// carries a link from the real binary to a listening console.
void tst_SingleInstance::portableNameCarriesALink()
{
    const QString name = singleinstance::portableSocketName()
        + u"-tst-%1"_s.arg(QCoreApplication::applicationPid()); // never a real console's
    SingleInstance instance;
    QVERIFY(instance.listen(name));
    QVERIFY2(instance.fullServerName() != name, qPrintable(instance.fullServerName()));
    QSignalSpy received(&instance, &SingleInstance::linkReceived);
    auto sender = start({ u"poolscope://task/3"_s }, name);
    QTRY_VERIFY_WITH_TIMEOUT(sender->finished(), 10000); // the event loop answers it meanwhile
    QCOMPARE(sender->process->exitCode(), 0);
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().first().value<DeepLink>(), DeepLink::task(3));
}

// The console checks a link as the command line does, whoever sent it, and says why not.
void tst_SingleInstance::badLinkIsRefusedToTheSender()
{
    SingleInstance instance;
    QVERIFY(instance.listen(socketPath()));
    QSignalSpy received(&instance, &SingleInstance::linkReceived);
    const auto ask = [this](const QByteArray &request) {
        QLocalSocket socket;
        socket.connectToServer(socketPath());
        if (!socket.waitForConnected(15000))
            return QByteArray("not connected");
        socket.write(request);
        if (!QTest::qWaitFor([&] { return socket.canReadLine(); }, 15000))
            return QByteArray("no answer");
        return socket.readLine();
    };
    QString expected;
    QVERIFY(!parseLink(u"poolscope://nosuch/1"_s, &expected));
    QCOMPARE(ask("link poolscope://nosuch/1\n"), "refused " + expected.toUtf8() + '\n');
    QVERIFY(!parseLink(u"poolscope://lookup?message=abc"_s, &expected));
    QCOMPARE(ask("token x\nlink poolscope://lookup?message=abc\n"),
             "refused " + expected.toUtf8() + '\n');
    // A control character the link carried comes back as "?", on one line.
    const QByteArray answer = ask("link poolscope://nosuch/\x1b[31mred\n");
    QVERIFY2(answer.startsWith("refused ") && !answer.contains('\x1b'), answer.constData());
    QCOMPARE(received.size(), 0);
}

// The sending side: a refusal is printed as the command line prints its own, exit 2.
void tst_SingleInstance::senderPrintsTheRefusalAndExits2()
{
    QLocalServer fake;
    QVERIFY(fake.listen(socketPath()));
    QByteArray request;
    connect(&fake, &QLocalServer::newConnection, this, [&] {
        QLocalSocket *s = fake.nextPendingConnection();
        connect(s, &QLocalSocket::readyRead, s, [s, &request] {
            request += s->readAll();
            if (request.endsWith('\n') && request.contains("link ")) {
                s->write("refused cannot follow this one\n");
                s->disconnectFromServer();
            }
        });
    });
    auto sender = start({ u"poolscope://task/5"_s });
    QTRY_VERIFY_WITH_TIMEOUT(sender->finished(), 10000);
    QCOMPARE(sender->process->exitCode(), 2);
    QCOMPARE(sender->err, QByteArray("poolscope: cannot follow this one\n"));
    QCOMPARE(request, QByteArray("link poolscope://task/5\n"));
}

// Whoever connects and says nothing, or too much, is dropped without holding the console up.
void tst_SingleInstance::silentOrOversizedSendersAreDropped()
{
    SingleInstance instance;
    QVERIFY(instance.listen(socketPath()));
    QLocalSocket silent;
    silent.connectToServer(socketPath());
    QVERIFY(silent.waitForConnected(15000));
    QLocalSocket flood;
    flood.connectToServer(socketPath());
    QVERIFY(flood.waitForConnected(15000));
    flood.write(QByteArray(100000, 'x'));
    QTRY_COMPARE_WITH_TIMEOUT(flood.state(), QLocalSocket::UnconnectedState, 15000);
    QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QLocalSocket::UnconnectedState, 15000);
    // And the console still answers the next one.
    QSignalSpy received(&instance, &SingleInstance::linkReceived);
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    QVERIFY(socket.waitForConnected(15000));
    socket.write("link poolscope://alarms\n");
    QTRY_COMPARE(received.size(), 1);
}

QTEST_MAIN(tst_SingleInstance)
#include "tst_singleinstance.moc"

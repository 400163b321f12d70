#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <libpq-fe.h>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

// What the command line answers before any database: every subcommand's --help, first of all,
// and a connection string libpq cannot parse, refused as bad input (exit 2, nothing
// attempted) by every subcommand and by the window. The real binary, no display, no server:
// nothing here can reach one.
class tst_CliInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void helpComesFirst();
    void topLevelHelpPointsAtCommands();
    void libpqUriListThroughEveryCommand();
    void malformedIsRefusedBeforeAWindow();
    void passwordsInMalformedStringsAreMasked();

private:
    struct Run
    {
        Run(const QStringList &arguments) : args(arguments) { }
        QStringList args;
        int code = -1;
        QString out;
        QString err;
    };
    // Runs them all, many at once: most wait on a connect timeout, not on the CPU.
    void runAll(std::vector<Run> &runs) const;
    Run run(const QStringList &args) const;
    static QStringList uriList();
    QTemporaryDir m_home; // HOME, XDG dirs, PGHOST: nothing real
    QProcessEnvironment m_env;
};

namespace {

// Each subcommand with valid arguments besides the connection string.
const QList<QStringList> Commands {
    { u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s },
    { u"release"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s },
    { u"ack"_s, u"--alert"_s, u"00000000-0000-0000-0000-0000000000a1"_s, u"--operator"_s, u"7"_s },
    { u"lookup"_s, u"--message"_s, u"1"_s },
    { u"watch"_s, u"--task"_s, u"1"_s, u"--timeout"_s, u"5s"_s },
};

bool libpqParses(const QString &dsn)
{
    char *err = nullptr;
    PQconninfoOption *options = PQconninfoParse(dsn.toUtf8().constData(), &err);
    PQfreemem(err);
    if (!options)
        return false;
    PQconninfoFree(options);
    return true;
}

// A TCP port nothing listens on, on IPv4 and IPv6 alike (the list's URIs without a port use it).
quint16 freePort()
{
    QTcpServer server;
    return server.listen(QHostAddress::Any, 0) ? server.serverPort() : 0;
}

bool listening(const QHostAddress &address, quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(address, port);
    return socket.waitForConnected(500);
}

} // namespace

void tst_CliInput::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY(!qEnvironmentVariable("POOLSCOPE_BIN").isEmpty());
    // libpq's defaults point nowhere: no PG* variable of the caller's, no service or password
    // file, a socket directory that does not exist, a port nothing listens on.
    const quint16 port = freePort();
    QVERIFY(port != 0);
    for (const quint16 p : { port, quint16(12345) }) { // 12345: the list's own port
        QVERIFY2(
            !listening(QHostAddress::LocalHost, p) && !listening(QHostAddress::LocalHostIPv6, p),
            qPrintable(u"something listens on port %1: the list's URIs would reach it"_s.arg(p)));
    }
    m_env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : m_env.keys()) {
        if (name.startsWith(u"PG"_s))
            m_env.remove(name);
    }
    for (const char *name :
         { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "POOLSCOPE_OPERATOR" })
        m_env.remove(QString::fromLatin1(name));
    const QString home = m_home.path();
    for (const char *name :
         { "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR", "PGSYSCONFDIR" })
        m_env.insert(QString::fromLatin1(name), home);
    m_env.insert(u"PGHOST"_s, home + u"/no-server"_s);
    m_env.insert(u"PGPORT"_s, QString::number(port));
    m_env.insert(u"PGPASSFILE"_s, home + u"/no-pgpass"_s);
    m_env.insert(u"PGSERVICEFILE"_s, home + u"/no-service-file"_s);
    m_env.insert(u"PGCONNECT_TIMEOUT"_s, u"2"_s); // a name that does not resolve fails fast
}

void tst_CliInput::runAll(std::vector<Run> &runs) const
{
    constexpr qsizetype Parallel = 96;
    std::vector<std::unique_ptr<QProcess>> processes(runs.size());
    size_t next = 0;
    size_t done = 0;
    std::function<void()> startMore = [&] {
        while (next < runs.size() && next - done < Parallel) {
            const size_t i = next++;
            processes[i] = std::make_unique<QProcess>();
            QProcess *p = processes[i].get();
            p->setProcessEnvironment(m_env);
            connect(p, &QProcess::finished, p, [&, i, p](int code, QProcess::ExitStatus status) {
                runs[i].code = status == QProcess::NormalExit ? code : -1;
                runs[i].out = QString::fromUtf8(p->readAllStandardOutput());
                runs[i].err = QString::fromUtf8(p->readAllStandardError());
                ++done;
                startMore();
            });
            connect(p, &QProcess::errorOccurred, p, [&, i](QProcess::ProcessError error) {
                if (error != QProcess::FailedToStart)
                    return;
                runs[i].err = u"failed to start"_s;
                ++done;
                startMore();
            });
            p->start(qEnvironmentVariable("POOLSCOPE_BIN"), runs[i].args);
        }
    };
    startMore();
    QTRY_VERIFY_WITH_TIMEOUT(done == runs.size(), 120000);
}

tst_CliInput::Run tst_CliInput::run(const QStringList &args) const
{
    std::vector<Run> runs { { args } };
    runAll(runs);
    return runs.front();
}

QStringList tst_CliInput::uriList()
{
    QFile file(qEnvironmentVariable("POOLSCOPE_SOURCE_DIR")
               + u"/tests/data/libpq-uri-regress.txt"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList uris;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty())
            uris.append(QString::fromUtf8(line));
    }
    return uris;
}

namespace {

// The exit codes a command's --help lists, in its order: what each command can end with.
QList<int> exitCodesListed(const QString &help)
{
    static const QRegularExpression line(u"^  (\\d)  \\S"_s, QRegularExpression::MultilineOption);
    QList<int> listed;
    for (auto it = line.globalMatch(help.section(u"\nExit codes:\n"_s, 1)); it.hasNext();)
        listed.append(it.next().captured(1).toInt());
    return listed;
}

} // namespace

// --help and -h, wherever they stand and whatever else is wrong on the line: usage, every
// option with its description, and the exit codes, on stdout, exit 0.
void tst_CliInput::helpComesFirst()
{
    const QList<int> actions { 0, 1, 2, 3 };
    const QHash<QString, QList<int>> codes {
        { u"replay"_s, actions },
        { u"release"_s, actions },
        { u"ack"_s, actions },
        { u"lookup"_s, { 0, 4, 5, 2, 3 } },
        { u"watch"_s, { 0, 6, 7, 4, 2, 3 } },
    };
    std::vector<Run> runs;
    for (const QStringList &command : Commands) {
        const QString name = command.first();
        runs.push_back({ { name, u"--help"_s } }); // without an operator or a target
        runs.push_back({ { name, u"-h"_s } });
        // An unknown option, a malformed connection string, a bad value.
        runs.push_back({ command
                         + QStringList { u"--nosuch"_s, u"--dsn"_s, u"postgresql://%zz"_s,
                                         u"--format"_s, u"xml"_s, u"-h"_s } });
    }
    runAll(runs);
    static const QRegularExpression option(u"--[a-z-]+"_s);
    for (const Run &r : runs) {
        const QString name = r.args.first();
        QVERIFY2(r.code == 0, qPrintable(r.args.join(u' ') + u": "_s + r.err));
        QVERIFY(r.err.isEmpty());
        QVERIFY2(r.out.startsWith(u"Usage: poolscope "_s + name + u' '), qPrintable(r.out));
        QVERIFY(r.out.contains(u"\nOptions:\n"_s));
        QVERIFY(r.out.contains(u"\n  --dsn DSN "_s));
        QVERIFY(r.out.contains(u"\n  -h, --help "_s));
        // Every option of the usage lines, each on a line of its own with a description.
        const QString usage = r.out.section(u"\n\n"_s, 0, 0);
        for (auto it = option.globalMatch(usage); it.hasNext();) {
            const QString o = it.next().captured();
            const QRegularExpression described(u"\n  "_s + o + u"(?![a-z-])[^\n]* {2}\\w"_s);
            QVERIFY2(r.out.contains(described), qPrintable(name + u" --help: "_s + o));
        }
        QCOMPARE(exitCodesListed(r.out), codes.value(name));
        // A malformed connection string is bad input: 2.
        QVERIFY(r.out.section(u"\nExit codes:\n"_s, 1).contains(u"connection string"_s));
    }
}

void tst_CliInput::topLevelHelpPointsAtCommands()
{
    const Run r = run({ u"--help"_s });
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"poolscope COMMAND --help"_s));
    for (const QStringList &command : Commands)
        QVERIFY(r.out.contains(u"\n  "_s + command.first() + u' '));
}

// libpq's own URI regression list (PostgreSQL, src/interfaces/libpq/test/regress.in), through
// every subcommand: what PQconninfoParse takes is tried and fails to connect (3: there is no
// server to reach), what it refuses is bad input (2), and no password in it is ever printed.
void tst_CliInput::libpqUriListThroughEveryCommand()
{
    const QStringList uris = uriList();
    QVERIFY(uris.size() >= 50);
    std::vector<Run> runs;
    for (const QString &uri : uris) {
        for (const QStringList &command : Commands)
            runs.push_back({ command + QStringList { u"--dsn"_s, uri } });
    }
    QElapsedTimer clock;
    clock.start();
    runAll(runs);
    qInfo("%zu runs in %lld ms", runs.size(), clock.elapsed());
    int malformed = 0;
    for (const Run &r : runs) {
        const QString uri = r.args.last();
        const bool parses = libpqParses(uri);
        malformed += parses ? 0 : 1;
        const QString what = r.args.first() + u" --dsn "_s + uri + u": "_s + r.err.left(300);
        QVERIFY2(r.code == (parses ? 3 : 2), qPrintable(u"exit %1, "_s.arg(r.code) + what));
        if (!parses)
            QVERIFY2(r.err.contains(u"the connection string is malformed: "_s), qPrintable(what));
        QVERIFY2(!QString(r.out + r.err).contains(u"secret"_s, Qt::CaseInsensitive),
                 qPrintable(what));
    }
    qInfo("%d of %lld URIs are malformed", malformed / int(Commands.size()), uris.size());
    QVERIFY(malformed > 0);
}

// The window refuses a malformed --dsn or --read-dsn before it opens: there is no display
// here, so a window that tried would fail otherwise.
void tst_CliInput::malformedIsRefusedBeforeAWindow()
{
    std::vector<Run> runs;
    for (const QString &uri : uriList()) {
        if (libpqParses(uri))
            continue;
        runs.push_back({ { u"--dsn"_s, uri } });
        runs.push_back({ { u"--read-dsn"_s, uri, u"--view"_s, u"leases"_s } });
    }
    QVERIFY(!runs.empty());
    runAll(runs);
    for (const Run &r : runs) {
        QVERIFY2(r.code == 2, qPrintable(r.args.join(u' ') + u": "_s + r.err));
        QVERIFY2(r.err.startsWith(u"poolscope: "_s + r.args.first()
                                  + u": the connection string is malformed: "_s),
                 qPrintable(r.err));
    }
}

// libpq quotes some malformed strings whole, or the word it stopped at: the password in them
// is masked wherever it shows, in the subcommands' messages and the window's.
void tst_CliInput::passwordsInMalformedStringsAreMasked()
{
    const QStringList malformed {
        u"postgresql://uri-user:secret@[::1"_s,     u"postgres://uri-user:secret@[]"_s,
        u"postgre://uri-user:secret@host"_s,        u"POSTGRESQL://uri-user:secret@host/db"_s,
        u"postgresql://uri-user:secret@host?zzz"_s, u"postgresql://host?password=secret&zzz"_s,
        u"host=db password=secret zzz"_s,           u"host=db password='secret' zzz"_s,
    };
    std::vector<Run> runs;
    for (qsizetype i = 0; i < malformed.size(); ++i) {
        const QString &dsn = malformed.at(i);
        QVERIFY2(!libpqParses(dsn), qPrintable(dsn));
        runs.push_back({ Commands.at(i % Commands.size()) + QStringList { u"--dsn"_s, dsn } });
        runs.push_back({ { u"--dsn"_s, dsn } });
    }
    runAll(runs);
    for (const Run &r : runs) {
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(u"malformed"_s), qPrintable(r.err));
        QVERIFY2(!QString(r.out + r.err).contains(u"secret"_s), qPrintable(r.err));
    }
}

QTEST_GUILESS_MAIN(tst_CliInput)
#include "tst_cliinput.moc"

#include "app/options.h"

#include <QTest>

using namespace Qt::StringLiterals;

class tst_Options : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaults();
    void values();
    void helpAndVersionWin();
    void errors_data();
    void errors();
    void qtOptionsPassThrough();
    void deepLinks_data();
    void deepLinks();
    void deepLinkReadsAsOpenLinkExpects();
    void badDeepLinks_data();
    void badDeepLinks();
    void linkAloneGoesToTheRunningConsole();
};

void tst_Options::defaults()
{
    const Options o = parseOptions({ u"poolscope"_s });
    QCOMPARE(o.mode, Options::Mode::Gui);
    QVERIFY(!o.dsnGiven);
    QVERIFY(o.dsn.isNull());
    QCOMPARE(o.view, u"tasks"_s);
}

void tst_Options::values()
{
    const Options o = parseOptions({ u"poolscope"_s, u"--dsn"_s, u"host=db dbname=x"_s,
                                     u"--screenshot=/tmp/a.png"_s, u"--interval"_s, u"5"_s,
                                     u"--view"_s, u"tasks"_s });
    QCOMPARE(o.mode, Options::Mode::Gui);
    QCOMPARE(o.dsn, u"host=db dbname=x"_s);
    QCOMPARE(o.screenshotPath, u"/tmp/a.png"_s);
    QCOMPARE(o.intervalSeconds, 5);
    QVERIFY(!o.idlePauseMinutes); // the setting decides
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--idle-pause"_s, u"0"_s }).idlePauseMinutes,
             std::optional<int>(0));
    const Options dashboard = parseOptions(
        { u"poolscope"_s, u"--view"_s, u"dashboard"_s, u"--screenshot"_s, u"d.png"_s });
    QCOMPARE(dashboard.mode, Options::Mode::Gui);
    QCOMPARE(dashboard.view, u"dashboard"_s);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--language"_s, u"ru"_s }).language, u"ru"_s);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--language=system"_s }).language, u"system"_s);
    QVERIFY(parseOptions({ u"poolscope"_s }).language.isEmpty()); // the saved setting decides
}

void tst_Options::helpAndVersionWin()
{
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--dsn"_s, u"x"_s, u"--help"_s }).mode,
             Options::Mode::Help);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--dsn"_s, u"postgresql://%zz"_s, u"-h"_s }).mode,
             Options::Mode::Help);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--version"_s }).mode, Options::Mode::Version);
    QVERIFY(helpText().contains(u"--dsn DSN"_s));
}

void tst_Options::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << QStringList { u"--nope"_s } << u"unknown option --nope"_s;
    QTest::newRow("missing value") << QStringList { u"--dsn"_s } << u"--dsn needs a value"_s;
    QTest::newRow("interval range") << QStringList { u"--interval"_s, u"0"_s }
                                    << u"--interval takes whole seconds from 1 to 60"_s;
    QTest::newRow("interval text") << QStringList { u"--interval"_s, u"'; DROP"_s }
                                   << u"--interval takes whole seconds from 1 to 60"_s;
    QTest::newRow("idle pause range")
        << QStringList { u"--idle-pause"_s, u"-1"_s }
        << u"--idle-pause takes whole minutes from 0 (never) to 1440"_s;
    QTest::newRow("view") << QStringList { u"--view"_s, u"nosuch"_s } << u"--view takes one of"_s;
    QTest::newRow("language") << QStringList { u"--language"_s, u"fr"_s }
                              << u"--language takes en, de, ru or system"_s;
    QTest::newRow("stray") << QStringList { u"stray"_s } << u"unexpected argument"_s;
    QTest::newRow("unknown, with a value")
        << QStringList { u"--nope=1"_s } << u"unknown option --nope=1"_s;
    QTest::newRow("single dash") << QStringList { u"-x"_s } << u"unknown option -x"_s;
    QTest::newRow("a flag with a value")
        << QStringList { u"--version=2"_s } << u"unknown option --version=2"_s;
    QTest::newRow("missing value, last") << QStringList { u"--view"_s, u"tasks"_s, u"--operator"_s }
                                         << u"--operator needs a value"_s;
    QTest::newRow("operator") << QStringList { u"--operator=-3"_s }
                              << u"--operator takes a positive whole number"_s;
    QTest::newRow("theme") << QStringList { u"--theme"_s, u"blue"_s }
                           << u"--theme takes system, light or dark, not \"blue\""_s;
    QTest::newRow("empty profile")
        << QStringList { u"--profile"_s, u" "_s } << u"--profile needs a profile name"_s;
    // What libpq cannot parse is refused before a window opens, its password masked.
    QTest::newRow("malformed --dsn")
        << QStringList { u"--dsn"_s, u"postgresql://%zz"_s }
        << u"--dsn: the connection string is malformed: invalid percent-encoded token"_s;
    QTest::newRow("malformed --read-dsn")
        << QStringList { u"--read-dsn"_s, u"postgres://u:hunter2@[::1"_s }
        << u"--read-dsn: the connection string is malformed: end of string reached when looking"
           " for matching \"]\" in IPv6 host address in URI: \"postgres://u:********@[::1\""_s;
    QTest::newRow("profile and ssh")
        << QStringList { u"--profile"_s, u"prod"_s, u"--ssh"_s, u"bastion"_s }
        << u"--profile says where and how to connect"_s;
    QTest::newRow("profile and password command")
        << QStringList { u"--profile"_s, u"prod"_s, u"--password-command"_s, u"echo x"_s }
        << u"--profile says where and how to connect"_s;
    QTest::newRow("ssh option injection")
        << QStringList { u"--ssh=-oProxyCommand=id"_s }
        << u"The SSH destination \"-oProxyCommand=id\" starts with \"-\""_s;
    QTest::newRow("a bad view, then a good one")
        << QStringList { u"--view"_s, u"nosuch"_s, u"--view"_s, u"tasks"_s }
        << u"--view takes one of"_s;
}

void tst_Options::qtOptionsPassThrough()
{
    // QApplication reads its own options from argv; parseOptions sets them aside, values too.
    const Options o = parseOptions(
        { u"poolscope"_s, u"-platform"_s, u"offscreen"_s, u"--style=fusion"_s, u"-reverse"_s,
          u"--screenshot"_s, u"-style"_s, u"-display"_s, u":0"_s, u"poolscope://leases"_s });
    QVERIFY2(o.mode == Options::Mode::Gui, qPrintable(o.error));
    QCOMPARE(o.screenshotPath, u"-style"_s); // a value of the console's own option stays its value
    QCOMPARE(o.view, u"leases"_s);
    // A value like an option is still a value; --help anywhere else wins.
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--dsn"_s, u"--help"_s }).dsn, u"--help"_s);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--interval"_s, u"0"_s, u"-h"_s }).mode,
             Options::Mode::Help);
}

void tst_Options::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    args.prepend(u"poolscope"_s);
    const Options o = parseOptions(args);
    QCOMPARE(o.mode, Options::Mode::Error);
    QVERIFY2(o.error.startsWith(message), qPrintable(o.error));
}

void tst_Options::deepLinks_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("link"); // what it names, as DeepLink writes it
    QTest::addColumn<QString>("view"); // the tab the window opens on
    QTest::newRow("task") << u"poolscope://task/123"_s << u"poolscope://task/123"_s << u"tasks"_s;
    QTest::newRow("task, opaque form")
        << u"poolscope:task/123"_s << u"poolscope://task/123"_s << u"tasks"_s;
    QTest::newRow("task, trailing slash")
        << u"poolscope://task/123/"_s << u"poolscope://task/123"_s << u"tasks"_s;
    QTest::newRow("task, upper-case host")
        << u"POOLSCOPE://Task/007"_s << u"poolscope://task/7"_s << u"tasks"_s;
    QTest::newRow("lookup with since")
        << u"poolscope://lookup?message=90001&since=7d"_s
        << u"poolscope://lookup?message=90001&since=7d"_s << u"lookup"_s;
    QTest::newRow("since first") << u"poolscope://lookup/?since=30d&account=7"_s
                                 << u"poolscope://lookup?account=7&since=30d"_s << u"lookup"_s;
    QTest::newRow("lookup a job id")
        << u"poolscope://lookup?job=nightly%20run%26more"_s
        << u"poolscope://lookup?job=nightly%20run%26more"_s << u"lookup"_s;
    QTest::newRow("deliveries of a task") << u"poolscope://deliveries?task=5"_s
                                          << u"poolscope://deliveries?task=5"_s << u"deliveries"_s;
    QTest::newRow("deliveries unfiltered")
        << u"poolscope://deliveries"_s << u"poolscope://deliveries"_s << u"deliveries"_s;
    QTest::newRow("tasks of a message") << u"poolscope://tasks?message=90001"_s
                                        << u"poolscope://tasks?message=90001"_s << u"tasks"_s;
    QTest::newRow("alert") << u"poolscope://alert/00000000-0000-0000-0000-0000000000A1"_s
                           << u"poolscope://alert/00000000-0000-0000-0000-0000000000a1"_s
                           << u"alarms"_s;
}

void tst_Options::deepLinks()
{
    QFETCH(QString, argument);
    QFETCH(QString, link);
    QFETCH(QString, view);
    const Options o = parseOptions({ u"poolscope"_s, u"--dsn"_s, u"dbname=app"_s, argument });
    QVERIFY2(o.mode == Options::Mode::Gui, qPrintable(o.error));
    QVERIFY(o.link);
    QCOMPARE(o.link->toString(), link);
    QCOMPARE(o.view, view);
    QCOMPARE(o.dsn, u"dbname=app"_s);
}

void tst_Options::deepLinkReadsAsOpenLinkExpects()
{
    // openLink reads the target, and the lookup's identifier as "kind:value".
    const auto task = parseOptions({ u"poolscope"_s, u"poolscope://task/123"_s }).link;
    QCOMPARE(task->target, DeepLink::Target::Task);
    QCOMPARE(task->taskId, 123);
    const auto lookup
        = parseOptions({ u"poolscope"_s, u"poolscope://lookup?since=2w&job=a%26b%20c"_s }).link;
    QCOMPARE(lookup->target, DeepLink::Target::Lookup);
    QCOMPARE(lookup->lookupInput(), u"job:a&b c"_s);
    QCOMPARE(lookup->since, u"2w"_s);
    const auto deliveries
        = parseOptions({ u"poolscope"_s, u"poolscope://deliveries?task=5"_s }).link;
    QCOMPARE(deliveries->target, DeepLink::Target::Deliveries);
    QCOMPARE(deliveries->ofTask, std::optional<qint64>(5));
    QVERIFY(!deliveries->messageId);
}

void tst_Options::badDeepLinks_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const QString &link, const QString &why) {
        QTest::newRow(name) << QStringList { link } << u"cannot follow %1: %2"_s.arg(link, why);
    };
    row("unknown route", u"poolscope://nosuch/1"_s, u"\"nosuch/1\" is not a link"_s);
    row("nothing", u"poolscope://"_s, u"it names nothing to open"_s);
    row("task without id", u"poolscope://task/"_s, u"poolscope://task/ID takes one task id"_s);
    row("task id not a number", u"poolscope://task/abc"_s,
        u"poolscope://task/ID takes one task id"_s);
    row("negative task", u"poolscope://task/-1"_s, u"poolscope://task/ID takes one task id"_s);
    row("task with more path", u"poolscope://task/1/2"_s,
        u"poolscope://task/ID takes one task id"_s);
    row("lookup of nothing", u"poolscope://lookup?since=7d"_s,
        u"poolscope://lookup names what to look up"_s);
    row("lookup kind unknown", u"poolscope://lookup?colour=red"_s,
        u"poolscope://lookup does not take \"colour\""_s);
    row("lookup bad value", u"poolscope://lookup?message=abc"_s, u"message: "_s);
    row("lookup two ids", u"poolscope://lookup?message=1&task=2"_s,
        u"a lookup link names one identifier"_s);
    row("bad since", u"poolscope://lookup?message=1&since=yesterday"_s, u"since: "_s);
    row("deliveries bad id", u"poolscope://deliveries?task=x"_s, u"task takes an id"_s);
    row("deliveries twice", u"poolscope://deliveries?task=1&task=2"_s, u"it names task twice"_s);
    row("tasks by task", u"poolscope://tasks?task=1"_s,
        u"poolscope://tasks does not take \"task\""_s);
    row("alert not a uuid", u"poolscope://alert/123"_s,
        u"poolscope://alert/UUID takes one alert UUID"_s);
    row("port", u"poolscope://task:80/1"_s, u"it has a user, port or fragment"_s);
    row("malformed", u"poolscope://ta sk/1"_s, u"it is not a well-formed poolscope: URL"_s);
    QTest::newRow("two links") << QStringList { u"poolscope://task/1"_s, u"poolscope://task/2"_s }
                               << u"one link at a time"_s;
    QTest::newRow("link and --lookup")
        << QStringList { u"--lookup"_s, u"message:1"_s, u"poolscope://task/2"_s }
        << u"--lookup and a link both say what to open"_s;
    QTest::newRow("another scheme")
        << QStringList { u"https://example.org/task/1"_s } << u"unexpected argument"_s;
}

void tst_Options::badDeepLinks()
{
    // A usage error like any other: main() prints it and exits 2 before any window exists
    // (cli_bad_link). errors() reads this function's rows.
    errors();
}

// What the desktop runs for a clicked link (Exec=poolscope %u) hands the link to a running
// console; any option of the console's asks for a console of its own (app/singleinstance.h).
void tst_Options::linkAloneGoesToTheRunningConsole()
{
    const QString link = u"poolscope://task/1"_s;
    QVERIFY(parseOptions({ u"poolscope"_s, link }).linkAlone);
    QVERIFY(parseOptions({ u"poolscope"_s, u"-platform"_s, u"offscreen"_s, link }).linkAlone);
    QVERIFY(!parseOptions({ u"poolscope"_s }).linkAlone);
    QVERIFY(!parseOptions({ u"poolscope"_s, u"--dsn"_s, u"x"_s, link }).linkAlone);
    QVERIFY(!parseOptions({ u"poolscope"_s, u"--profile"_s, u"prod"_s, link }).linkAlone);
    const Options own = parseOptions({ u"poolscope"_s, u"--new-instance"_s, link });
    QCOMPARE(own.mode, Options::Mode::Gui);
    QVERIFY(own.newInstance);
    QVERIFY(!own.linkAlone);
    QVERIFY(own.link);
    QVERIFY(helpText().contains(u"--new-instance"_s));
}

QTEST_GUILESS_MAIN(tst_Options)
#include "tst_options.moc"

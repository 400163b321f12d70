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
    const Options dashboard = parseOptions({ u"poolscope"_s, u"--view"_s, u"dashboard"_s, u"--screenshot"_s, u"d.png"_s });
    QCOMPARE(dashboard.mode, Options::Mode::Gui);
    QCOMPARE(dashboard.view, u"dashboard"_s);
}

void tst_Options::helpAndVersionWin()
{
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--dsn"_s, u"x"_s, u"--help"_s }).mode, Options::Mode::Help);
    QCOMPARE(parseOptions({ u"poolscope"_s, u"--version"_s }).mode, Options::Mode::Version);
    QVERIFY(helpText().contains(u"--dsn DSN"_s));
}

void tst_Options::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << QStringList { u"--nope"_s } << u"unknown option --nope"_s;
    QTest::newRow("missing value") << QStringList { u"--dsn"_s } << u"--dsn needs a value"_s;
    QTest::newRow("interval range") << QStringList { u"--interval"_s, u"0"_s } << u"--interval takes whole seconds from 1 to 60"_s;
    QTest::newRow("interval text") << QStringList { u"--interval"_s, u"'; DROP"_s } << u"--interval takes whole seconds from 1 to 60"_s;
    QTest::newRow("view") << QStringList { u"--view"_s, u"nosuch"_s } << u"--view takes one of"_s;
    QTest::newRow("stray") << QStringList { u"stray"_s } << u"unexpected argument"_s;
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

QTEST_GUILESS_MAIN(tst_Options)
#include "tst_options.moc"

#include "models/displayformat.h"

#include <QDateTime>
#include <QFile>
#include <QScopeGuard>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

class tst_DisplayFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nulls();
    void durations_data();
    void durations();
    void countdown();
    void oneLineMakesControlCharactersVisible();
    void abbreviated();
    void timestampsFollowTheLocale_data();
    void timestampsFollowTheLocale();
    void timestampsFollowTheZoneAcrossItsTransitions_data();
    void timestampsFollowTheZoneAcrossItsTransitions();
};

void tst_DisplayFormat::nulls()
{
    QCOMPARE(fmt::integer(std::nullopt), fmt::null());
    QCOMPARE(fmt::text(QString()), fmt::null());
    QCOMPARE(fmt::text(u""_s), u""_s); // empty is not NULL
    QCOMPARE(fmt::timestamp(std::nullopt), fmt::null());
    QCOMPARE(fmt::countdown(std::nullopt, 0), fmt::null());
    QCOMPARE(fmt::oneLine(QString()), fmt::null());
}

void tst_DisplayFormat::durations_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("0") << qint64(0) << u"0 s"_s;
    QTest::newRow("59") << qint64(59) << u"59 s"_s;
    QTest::newRow("60") << qint64(60) << u"1 min"_s;
    QTest::newRow("65") << qint64(65) << u"1 min 5 s"_s;
    QTest::newRow("3600") << qint64(3600) << u"1 h"_s;
    QTest::newRow("7260") << qint64(7260) << u"2 h 1 min"_s;
    QTest::newRow("3 days") << qint64(3 * 86400 + 4 * 3600 + 5) << u"3 d 4 h"_s;
}

void tst_DisplayFormat::durations()
{
    QFETCH(qint64, seconds);
    QFETCH(QString, text);
    QCOMPARE(fmt::duration(seconds * 1000000), text);
}

void tst_DisplayFormat::countdown()
{
    const qint64 now = 1'000'000'000'000'000LL;
    QCOMPARE(fmt::countdown(now + 42'000'000, now), u"in 42 s"_s);
    QCOMPARE(fmt::countdown(now - 180'000'000, now), u"expired 3 min ago"_s);
    QCOMPARE(fmt::ago(now - 5'000'000, now), u"5 s ago"_s);
}

void tst_DisplayFormat::oneLineMakesControlCharactersVisible()
{
    const QString raw = u"550 mailbox\r\nfull\t\x1b[31mred\x07"_s;
    const QString line = fmt::oneLine(raw);
    QVERIFY(!line.contains(u'\n'));
    QVERIFY(!line.contains(QChar(0x1b)));
    QVERIFY(line.contains(QChar(0x241b))); // ␛
    QVERIFY(line.contains(QChar(0x2407))); // ␇
    QCOMPARE(fmt::oneLine(QString(1000, u'x'), 10), QString(10, u'x') + u'…');
}

void tst_DisplayFormat::abbreviated()
{
    QCOMPARE(fmt::abbreviated(u"0123456789abcdef"_s, 8), u"01234567…"_s);
    QCOMPARE(fmt::abbreviated(u"short"_s, 8), u"short"_s);
}

void tst_DisplayFormat::timestampsFollowTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    // 2026-03-01 12:34:56 UTC, shown in UTC here: four-digit years and seconds everywhere.
    QTest::newRow("C: ISO") << u"C"_s << u"2026-03-01 12:34:56"_s;
    QTest::newRow("ru_RU") << u"ru_RU"_s << u"01.03.2026 12:34:56"_s;
    QTest::newRow("de_DE: yy widened") << u"de_DE"_s << u"01.03.2026 12:34:56"_s;
    QTest::newRow("en_US") << u"en_US"_s << u"3/1/2026 12:34:56\u202fPM"_s;
}

void tst_DisplayFormat::timestampsFollowTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(QString, text);
    const QDateTime at(QDate(2026, 3, 1), QTime(12, 34, 56), QTimeZone::utc());
    const QLocale l(locale);
    QString shown = l.toString(at, fmt::dateTimeFormat(l));
    shown.replace(QChar(0x202f), u' '); // CLDR versions differ on the space before AM/PM
    text.replace(QChar(0x202f), u' ');
    QCOMPARE(shown, text);
    // timestamp() uses the default locale's format.
    const QLocale before;
    QLocale::setDefault(l);
    const QString local = fmt::timestamp(at.toMSecsSinceEpoch() * 1000);
    QLocale::setDefault(before);
    QCOMPARE(local, l.toString(at.toLocalTime(), fmt::dateTimeFormat(l)));
}

void tst_DisplayFormat::timestampsFollowTheZoneAcrossItsTransitions_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<QDateTime>("transition");
    QTest::newRow("Berlin, spring")
        << "Europe/Berlin"_ba << QDateTime(QDate(2026, 3, 29), QTime(1, 0), QTimeZone::utc());
    QTest::newRow("Berlin, autumn")
        << "Europe/Berlin"_ba << QDateTime(QDate(2026, 10, 25), QTime(1, 0), QTimeZone::utc());
    // Half an hour of daylight saving, at 02:00 local: 15:00 UTC.
    QTest::newRow("Lord Howe, autumn")
        << "Australia/Lord_Howe"_ba << QDateTime(QDate(2026, 4, 4), QTime(15, 0), QTimeZone::utc());
    QTest::newRow("Kathmandu, +05:45")
        << "Asia/Kathmandu"_ba << QDateTime(QDate(2026, 5, 1), QTime(0, 0), QTimeZone::utc());
}

// timestamp() remembers the zone's offset per quarter hour (the C library's answer costs a
// stat per call); every minute around a transition shows what QDateTime::toLocalTime says.
void tst_DisplayFormat::timestampsFollowTheZoneAcrossItsTransitions()
{
    QFETCH(QByteArray, zone);
    QFETCH(QDateTime, transition);
    if (!QFile::exists(u"/usr/share/zoneinfo/"_s + QString::fromLatin1(zone)))
        QSKIP("the zone is not installed");
    const QByteArray tzBefore = qgetenv("TZ");
    const QLocale before;
    const auto restore = qScopeGuard([&] {
        QLocale::setDefault(before);
        if (tzBefore.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", tzBefore);
    });
    qputenv("TZ", zone);
    QLocale::setDefault(QLocale::c());
    const QString format = fmt::dateTimeFormat(QLocale::c());
    int offsetsSeen = 0, lastOffset = INT_MIN;
    for (int minute = -90; minute <= 90; ++minute) {
        const QDateTime at = transition.addSecs(minute * 60 + 17);
        const QDateTime local = at.toLocalTime();
        if (local.offsetFromUtc() != lastOffset) {
            lastOffset = local.offsetFromUtc();
            ++offsetsSeen;
        }
        QCOMPARE(fmt::timestamp(at.toMSecsSinceEpoch() * 1000),
                 QLocale::c().toString(local, format));
    }
    QCOMPARE(offsetsSeen, zone == "Asia/Kathmandu" ? 1 : 2); // the transition was crossed
}

QTEST_GUILESS_MAIN(tst_DisplayFormat)
#include "tst_displayformat.moc"

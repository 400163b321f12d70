#include "core/zonedtime.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;

// Times on the customer's clock ("10:49 CET (09:49 UTC)"): the zone's letters at the instant,
// half-hour offsets, UTC itself, both daylight-saving changes, and days that differ in UTC.
class tst_ZonedTime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void customerTime_data();
    void customerTime();
    void operatorClockIsUnchanged();
    void shortListHasOnlyKnownZones();
};

namespace {
qint64 us(const char *isoUtc)
{
    const QDateTime at = QDateTime::fromString(QString::fromLatin1(isoUtc), Qt::ISODate);
    Q_ASSERT(at.isValid());
    return at.toMSecsSinceEpoch() * 1000;
}
} // namespace

void tst_ZonedTime::customerTime_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<qint64>("at");
    QTest::addColumn<zonedtime::Detail>("detail");
    QTest::addColumn<QString>("expected");
    using D = zonedtime::Detail;
    QTest::newRow("CET winter") << "Europe/Berlin"_ba << us("2026-12-07T09:49:00Z") << D::Minutes
                                << u"10:49 CET (09:49 UTC)"_s;
    QTest::newRow("CEST summer") << "Europe/Berlin"_ba << us("2026-07-01T09:49:00Z") << D::Minutes
                                 << u"11:49 CEST (09:49 UTC)"_s;
    QTest::newRow("half-hour offset") << "Asia/Kolkata"_ba << us("2026-12-07T09:49:00Z")
                                      << D::Minutes << u"15:19 IST (09:49 UTC)"_s;
    QTest::newRow("UTC itself") << "UTC"_ba << us("2026-12-07T09:49:00Z") << D::Minutes
                                << u"09:49 UTC"_s;
    QTest::newRow("Etc/UTC") << "Etc/UTC"_ba << us("2026-12-07T09:49:00Z") << D::Seconds
                             << u"09:49:00 UTC"_s;
    QTest::newRow("UTC with the date")
        << "UTC"_ba << us("2026-12-07T09:49:00Z") << D::DateSeconds << u"2026-12-07 09:49:00 UTC"_s;
    // 2026-03-29 01:00 UTC: Berlin goes from 02:00 CET to 03:00 CEST.
    QTest::newRow("spring, before the change") << "Europe/Berlin"_ba << us("2026-03-29T00:59:00Z")
                                               << D::Minutes << u"01:59 CET (00:59 UTC)"_s;
    QTest::newRow("spring, after the change") << "Europe/Berlin"_ba << us("2026-03-29T01:00:00Z")
                                              << D::Minutes << u"03:00 CEST (01:00 UTC)"_s;
    // 2026-10-25 01:00 UTC: 02:30 happens twice; the letters tell which.
    QTest::newRow("autumn, first 02:30") << "Europe/Berlin"_ba << us("2026-10-25T00:30:00Z")
                                         << D::Minutes << u"02:30 CEST (00:30 UTC)"_s;
    QTest::newRow("autumn, second 02:30") << "Europe/Berlin"_ba << us("2026-10-25T01:30:00Z")
                                          << D::Minutes << u"02:30 CET (01:30 UTC)"_s;
    QTest::newRow("another day in UTC, ahead")
        << "Europe/Berlin"_ba << us("2026-12-06T23:30:00Z") << D::Minutes
        << u"00:30 CET (2026-12-06 23:30 UTC)"_s;
    QTest::newRow("another day in UTC, dated")
        << "Europe/Berlin"_ba << us("2026-12-06T23:30:00Z") << D::DateSeconds
        << u"2026-12-07 00:30:00 CET (2026-12-06 23:30:00 UTC)"_s;
    QTest::newRow("another day in UTC, behind")
        << "America/New_York"_ba << us("2026-12-08T02:00:00Z") << D::DateMinutes
        << u"2026-12-07 21:00 EST (2026-12-08 02:00 UTC)"_s;
    QTest::newRow("same day, dated") << "Europe/Berlin"_ba << us("2026-12-07T09:49:00Z")
                                     << D::DateMinutes << u"2026-12-07 10:49 CET (09:49 UTC)"_s;
    // The database has no letters for São Paulo ("-03"): the offset, as no one misreads it.
    QTest::newRow("zone without letters") << "America/Sao_Paulo"_ba << us("2026-12-07T09:49:00Z")
                                          << D::Minutes << u"06:49 UTC-03:00 (09:49 UTC)"_s;
    QTest::newRow("unknown zone is UTC")
        << "Nowhere/Atlantis"_ba << us("2026-12-07T09:49:00Z") << D::Minutes << u"09:49 UTC"_s;
}

void tst_ZonedTime::customerTime()
{
    QFETCH(QByteArray, zone);
    QFETCH(qint64, at);
    QFETCH(zonedtime::Detail, detail);
    QFETCH(QString, expected);
    QCOMPARE(zonedtime::customerTime(zone, at, detail), expected);
    QCOMPARE(AnswerClock::customerZone(QTimeZone(zone)).format(at, detail), expected);
}

void tst_ZonedTime::operatorClockIsUnchanged()
{
    // Made from a zone, the clock is the operator's: the time alone, as everywhere else.
    const AnswerClock berlin(QTimeZone("Europe/Berlin"));
    QVERIFY(!berlin.customer);
    QCOMPARE(berlin.format(us("2026-12-07T09:49:00Z"), zonedtime::Detail::DateSeconds),
             u"2026-12-07 10:49:00"_s);
    QCOMPARE(AnswerClock(QTimeZone::utc())
                 .format(us("2026-12-07T09:49:00Z"), zonedtime::Detail::Minutes),
             u"09:49"_s);
}

void tst_ZonedTime::shortListHasOnlyKnownZones()
{
    const QByteArrayList zones = zonedtime::shortList();
    QVERIFY(zones.contains("Europe/Berlin"));
    QVERIFY(zones.contains("Asia/Kolkata"));
    for (const QByteArray &id : zones)
        QVERIFY2(QTimeZone(id).isValid(), id.constData());
}

QTEST_GUILESS_MAIN(tst_ZonedTime)
#include "tst_zonedtime.moc"

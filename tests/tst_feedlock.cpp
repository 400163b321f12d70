#include "db/feedlock.h"
#include "tests/support/testdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;

class tst_FeedLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nameIsJsonStringifyOfTheArray();
    void escapesLikeJsonStringify_data();
    void escapesLikeJsonStringify();
    void keyMatchesTheServersHash();
};

void tst_FeedLock::nameIsJsonStringifyOfTheArray()
{
    // JSON.stringify(['kairos-es/feed', 'public', 'feed_', 'orders', 'search'])
    QCOMPARE(feedlock::name(u"public"_s, u"feed_"_s, u"orders"_s, u"search"_s),
             u"[\"kairos-es/feed\",\"public\",\"feed_\",\"orders\",\"search\"]"_s);
}

void tst_FeedLock::escapesLikeJsonStringify_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("json");
    QTest::newRow("plain") << u"abc"_s << u"\"abc\""_s;
    QTest::newRow("quote") << u"a\"b"_s << u"\"a\\\"b\""_s;
    QTest::newRow("backslash") << u"a\\b"_s << u"\"a\\\\b\""_s;
    QTest::newRow("short escapes") << u"\b\f\n\r\t"_s << u"\"\\b\\f\\n\\r\\t\""_s;
    QTest::newRow("other control") << QString(QChar(0x01)) + QChar(0x1f) << u"\"\\u0001\\u001f\""_s;
    QTest::newRow("slash is not escaped") << u"a/b"_s << u"\"a/b\""_s;
    QTest::newRow("non-ascii as is") << u"Привет ✓"_s << u"\"Привет ✓\""_s;
    QTest::newRow("astral pair as is") << u"🚨"_s << u"\"🚨\""_s;
    QTest::newRow("lone surrogate") << QString(QChar(0xD800)) << u"\"\\ud800\""_s;
    QTest::newRow("del as is") << QString(QChar(0x7f)) << u"\"\x7f\""_s;
}

void tst_FeedLock::escapesLikeJsonStringify()
{
    QFETCH(QString, input);
    QFETCH(QString, json);
    QCOMPARE(feedlock::jsonString(input), json);
}

void tst_FeedLock::keyMatchesTheServersHash()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString name = feedlock::name(u"public"_s, u"feed_"_s, u"orders"_s, u"search"_s);
    // The key the workers lock is the server's hash of the name; the same SQL here.
    const QString key
        = db->scalar(u"SELECT "_s + QString::fromLatin1(feedlock::KeySql), { name.toUtf8() });
    QVERIFY(!key.isEmpty());
    QCOMPARE(
        db->scalar(
            u"SELECT hashtextextended('[\"kairos-es/feed\",\"public\",\"feed_\",\"orders\",\"search\"]', 0)"_s),
        key);
    // The lock taken by that key shows in pg_locks as the (classid, objid) halves of it.
    QCOMPARE(db->scalar(u"SELECT pg_try_advisory_lock($1::bigint)"_s, { key.toUtf8() }), u"t"_s);
    QCOMPARE(db->scalar(
                 u"SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1"
                 " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
                 " AND ((classid::bigint << 32) | objid::bigint) = $1::bigint"_s,
                 { key.toUtf8() }),
             u"1"_s);
}

QTEST_GUILESS_MAIN(tst_FeedLock)
#include "tst_feedlock.moc"

#include "db/sqlbuilder.h"

#include <QTest>

using namespace Qt::StringLiterals;

class tst_SqlBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numbersParametersInOrder();
    void whereJoinsWithAnd();
    void valuesNeverEnterTheText();
    void textArrayQuotesElements();
    void timestampHasExplicitOffset();
};

void tst_SqlBuilder::numbersParametersInOrder()
{
    SqlBuilder b("SELECT 1 FROM t");
    b.where("a = $? AND b = $?", { sqlparam::of(qint64(1)), sqlparam::of(u"x"_s) });
    b.add(" LIMIT $?", { sqlparam::of(qint64(5)) });
    const SqlStatement s = b.statement();
    QCOMPARE(s.sql, QByteArray("SELECT 1 FROM t WHERE a = $1 AND b = $2 LIMIT $3"));
    QCOMPARE(s.params.size(), 3);
    QCOMPARE(*s.params[0], QByteArray("1"));
    QCOMPARE(*s.params[1], QByteArray("x"));
    QCOMPARE(*s.params[2], QByteArray("5"));
}

void tst_SqlBuilder::whereJoinsWithAnd()
{
    SqlBuilder b("SELECT 1 FROM t");
    b.where("a IS NULL");
    b.where("b = $?", { sqlparam::null() });
    QCOMPARE(b.statement().sql, QByteArray("SELECT 1 FROM t WHERE a IS NULL AND b = $1"));
    QVERIFY(!b.statement().params[0].has_value());
}

void tst_SqlBuilder::valuesNeverEnterTheText()
{
    const QString hostile = u"'; DROP TABLE tasks; --"_s;
    SqlBuilder b("SELECT 1 FROM t");
    b.where("job_id = $?", { sqlparam::of(hostile) });
    const SqlStatement s = b.statement();
    QVERIFY(!s.sql.contains("DROP"));
    QCOMPARE(*s.params[0], hostile.toUtf8());
}

void tst_SqlBuilder::textArrayQuotesElements()
{
    const QByteArray simple = "{\"queued\",\"dead\"}";
    QCOMPARE(*sqlparam::ofTextArray({ u"queued"_s, u"dead"_s }), simple);
    const QByteArray tricky = "{\"a,b\",\"q\\\"u\",\"back\\\\slash\",\"{x}\"}";
    QCOMPARE(*sqlparam::ofTextArray({ u"a,b"_s, u"q\"u"_s, u"back\\slash"_s, u"{x}"_s }), tricky);
    QCOMPARE(*sqlparam::ofTextArray({}), QByteArray("{}"));
}

void tst_SqlBuilder::timestampHasExplicitOffset()
{
    QCOMPARE(formatTimestampUtc(0), QByteArray("1970-01-01 00:00:00.000000+00"));
    QCOMPARE(formatTimestampUtc(1764430758123456LL), QByteArray("2025-11-29 15:39:18.123456+00"));
    QCOMPARE(formatTimestampUtc(-1), QByteArray("1969-12-31 23:59:59.999999+00"));
}

QTEST_GUILESS_MAIN(tst_SqlBuilder)
#include "tst_sqlbuilder.moc"

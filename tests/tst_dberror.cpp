#include "core/dberror.h"

#include <QTest>

using namespace Qt::StringLiterals;

// How a failed read is told to the person at the console: the plain reason first, the
// server's words and SQLSTATE kept for a DBA.
class tst_DbError : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readFailuresInPlainWords_data();
    void readFailuresInPlainWords();
};

void tst_DbError::readFailuresInPlainWords_data()
{
    QTest::addColumn<QString>("sqlState");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("plain"); // empty: the server's words alone

    QTest::newRow("lock timeout") << u"55P03"_s << u"canceling statement due to lock timeout"_s
                                  << u"a table it reads is locked by another session"_s;
    QTest::newRow("statement timeout")
        << u"57014"_s << u"canceling statement due to statement timeout"_s
        << u"it ran past the console's time limit, or was cancelled"_s;
    QTest::newRow("permission") << u"42501"_s << u"permission denied for table tasks"_s
                                << u"the database role the console uses may not read it"_s;
    QTest::newRow("missing table") << u"42P01"_s << u"relation \"tasks\" does not exist"_s
                                   << u"a table, column or schema it reads is missing"_s;
    QTest::newRow("missing column") << u"42703"_s << u"column \"lease_token\" does not exist"_s
                                    << u"a table, column or schema it reads is missing"_s;
    QTest::newRow("division by zero") << u"22012"_s << u"division by zero"_s << QString();
}

void tst_DbError::readFailuresInPlainWords()
{
    QFETCH(QString, sqlState);
    QFETCH(QString, message);
    QFETCH(QString, plain);
    const DbError e = DbError::fromSqlState(sqlState, message);
    const QString text = readFailureText(e);
    if (plain.isEmpty()) {
        QCOMPARE(text, e.summary());
        return;
    }
    QVERIFY2(text.startsWith(plain) || text.contains(plain), qPrintable(text));
    // The server's words and the SQLSTATE stay, after the plain reason, for a DBA.
    QVERIFY2(text.endsWith(u" ("_s + message + u" [SQLSTATE "_s + sqlState + u"])"_s),
             qPrintable(text));
    QVERIFY(text.indexOf(plain) < text.indexOf(message));
}

QTEST_GUILESS_MAIN(tst_DbError)
#include "tst_dberror.moc"

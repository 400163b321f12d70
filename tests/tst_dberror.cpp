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
    void aLostConnectionInTheConsolesWords();
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

// libpq's words for a lost connection are in the process's language, not the window's: the
// status bar and a failed read say it in the console's own (translated) words, and libpq's
// stay in summary(), the tooltip. A failure to connect keeps libpq's reason, which names what
// was refused; a server starting up is not a lost connection.
void tst_DbError::aLostConnectionInTheConsolesWords()
{
    const QString libpq = u"server closed the connection unexpectedly\n\tThis probably means the "
                          "server terminated abnormally\n\tbefore or while processing the "
                          "request."_s;
    DbError lost = DbError::make(DbErrorKind::ConnectionLost, libpq);
    QCOMPARE(lost.headline(), u"the connection to the server was lost"_s);
    QCOMPARE(readFailureText(lost), lost.headline());
    QVERIFY(lost.summary().startsWith(u"server closed the connection unexpectedly"_s));
    const DbError killed = DbError::fromSqlState(
        u"57P01"_s, u"terminating connection due to administrator command"_s);
    QCOMPARE(killed.headline(), u"the connection to the server was lost"_s);
    QCOMPARE(DbError::make(DbErrorKind::NotConnected, u"no connection"_s).headline(),
             u"no connection to the server"_s);
    const DbError starting
        = DbError::fromSqlState(u"57P03"_s, u"the database system is starting up"_s);
    QCOMPARE(starting.headline(), u"the database system is starting up"_s);
    const DbError refused = DbError::make(
        DbErrorKind::ConnectionFailed,
        u"connection to server at \"db\" (10.0.0.1), port 5432 failed: Connection refused\n\tIs "
        "the server running on that host and accepting TCP/IP connections?"_s);
    QCOMPARE(refused.headline(), u"Connection refused"_s);
}

QTEST_GUILESS_MAIN(tst_DbError)
#include "tst_dberror.moc"

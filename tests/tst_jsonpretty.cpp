#include "core/jsonpretty.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

// jsonpretty formats what the detail pane shows: values the server cuts to a preview (so
// possibly broken mid-string), values nested deeper than any parser allows, values of many
// megabytes. It must keep every character that is not spacing, and stay linear.
class tst_JsonPretty : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void indentsObjectsAndArrays();
    void sameDocumentAfterFormatting_data();
    void sameDocumentAfterFormatting();
    void bracketsAndEscapesInsideStringsAreText();
    void emptyContainersStayOnOneLine();
    void truncatedPrefixKeepsEveryCharacter();
    void deepNestingIsCappedAndLinear();
    void notJsonComesOutIntact();
};

// The text with the spacing outside strings removed: what formatting must not change.
static QString significant(QStringView s)
{
    QString out;
    bool inString = false, escaped = false;
    for (QChar c : s) {
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
        } else if (!c.isSpace()) {
            out += c;
            inString = c == u'"';
        }
    }
    return out;
}

void tst_JsonPretty::indentsObjectsAndArrays()
{
    QCOMPARE(jsonpretty::format(u"{\"a\": 1, \"b\": [true, null]}"),
             u"{\n    \"a\": 1,\n    \"b\": [\n        true,\n        null\n    ]\n}"_s);
}

void tst_JsonPretty::sameDocumentAfterFormatting_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("object") << u"{\"to\": \"+4915112345678\", \"n\": [1, 2.5e3, -3], \"o\": {}}"_s;
    QTest::newRow("array of objects") << u"[{\"a\": {\"b\": {\"c\": []}}}, {}, []]"_s;
    QTest::newRow("unicode") << u"{\"msg\": \"Тревога: дверь открыта ✓\"}"_s;
}

void tst_JsonPretty::sameDocumentAfterFormatting()
{
    QFETCH(QString, json);
    const QString pretty = jsonpretty::format(json);
    QJsonParseError err;
    const QJsonDocument before = QJsonDocument::fromJson(json.toUtf8(), &err);
    const QJsonDocument after = QJsonDocument::fromJson(pretty.toUtf8(), &err);
    QCOMPARE(err.error, QJsonParseError::NoError);
    QCOMPARE(after, before);
    QCOMPARE(significant(pretty), significant(json));
}

void tst_JsonPretty::bracketsAndEscapesInsideStringsAreText()
{
    const QString json = u"{\"sql\": \"x = '{[,:]}' \\\"quoted\\\" \\\\\", \"after\": 1}"_s;
    const QString pretty = jsonpretty::format(json);
    QVERIFY2(pretty.contains(u"\"x = '{[,:]}' \\\"quoted\\\" \\\\\""), qPrintable(pretty));
    // The escaped backslash ends the string: "after" is a key at depth 1 again.
    QVERIFY2(pretty.contains(u"\n    \"after\": 1\n}"), qPrintable(pretty));
}

void tst_JsonPretty::emptyContainersStayOnOneLine()
{
    QCOMPARE(jsonpretty::format(u"{\"a\": {}, \"b\": []}"),
             u"{\n    \"a\": {},\n    \"b\": []\n}"_s);
    QCOMPARE(jsonpretty::format(u"[]"), u"[]"_s);
}

void tst_JsonPretty::truncatedPrefixKeepsEveryCharacter()
{
    // The server cuts previews at a character count: anywhere, even inside a string.
    const QString json = u"{\"list\": [{\"k\": \"v{\\\"x\"}, {\"k\": \"w\"}], \"tail\": \"end\"}"_s;
    for (int cut = 0; cut <= json.size(); ++cut) {
        const QStringView prefix = QStringView(json).left(cut);
        QCOMPARE(significant(jsonpretty::format(prefix)), significant(prefix));
    }
}

void tst_JsonPretty::deepNestingIsCappedAndLinear()
{
    // 10,000 levels: more than PostgreSQL's own pretty-printer or QJsonDocument accept.
    constexpr int Depth = 10000;
    const QString json = QString(Depth, u'[') + u"1"_s + QString(Depth, u']');
    const QString pretty = jsonpretty::format(json, 32);
    QCOMPARE(significant(pretty), json);
    // Each line is indented at most 32 levels of four spaces, so the output stays linear.
    qsizetype longest = 0;
    for (QStringView line : QStringView(pretty).split(u'\n'))
        longest = qMax(longest, line.size());
    QCOMPARE(longest, 32 * 4 + 1);
    QVERIFY2(pretty.size() < json.size() * 140, qPrintable(QString::number(pretty.size())));
}

void tst_JsonPretty::notJsonComesOutIntact()
{
    const QString text = u"plain text, not json: {unbalanced"_s;
    QCOMPARE(significant(jsonpretty::format(text)), significant(text));
    QCOMPARE(jsonpretty::format(QString()), QString());
    QCOMPARE(jsonpretty::format(u"\"a scalar, [not] a list\""), u"\"a scalar, [not] a list\""_s);
}

QTEST_GUILESS_MAIN(tst_JsonPretty)
#include "tst_jsonpretty.moc"

#include "tests/support/textcolour.h"
#include "views/jsonhighlighter.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;
using Kind = JsonHighlighter::TokenKind;

// The JSON lexer as a pure function, and the highlighter's formats as a document's layout
// holds them.
class tst_JsonHighlighter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokenizeKinds();
    void tokenizeStringAcrossLines();
    void tokenizeDeepNestingIsFlat();
    void highlighterFormatsKeysAndStrings();
    void looksLikeJson();
};

namespace {

QString deepArray(int depth)
{
    return QString(depth, u'[') + QString(depth, u']');
}

QString deepObject(int depth)
{
    return u"{\"a\":"_s.repeated(depth) + u'1' + QString(depth, u'}');
}

Kind kindAt(const JsonHighlighter::LineTokens &line, qsizetype pos)
{
    for (const auto &t : line.tokens) {
        if (pos >= t.start && pos < t.start + t.length)
            return t.kind;
    }
    return Kind(-1);
}

bool hasTokenAt(const JsonHighlighter::LineTokens &line, qsizetype pos)
{
    return int(kindAt(line, pos)) != -1;
}

} // namespace

void tst_JsonHighlighter::tokenizeKinds()
{
    const QString line
        = uR"(  "name": "x\"y", "n": -1.5e3, "ok": true, "nil": null, "f": false, tru)"_s;
    const auto out = JsonHighlighter::tokenize(line, JsonHighlighter::Normal);
    QCOMPARE(out.endState, int(JsonHighlighter::Normal));
    QCOMPARE(kindAt(out, line.indexOf(u"\"name\""_s)), Kind::Key);
    QCOMPARE(kindAt(out, line.indexOf(u"name")), Kind::Key);
    QCOMPARE(kindAt(out, line.indexOf(u"\"x")), Kind::String);
    QCOMPARE(kindAt(out, line.indexOf(u"y\"")), Kind::String); // past the escaped quote
    QCOMPARE(kindAt(out, line.indexOf(u"-1.5e3")), Kind::Number);
    QCOMPARE(kindAt(out, line.indexOf(u"e3")), Kind::Number);
    QCOMPARE(kindAt(out, line.indexOf(u"true")), Kind::Keyword);
    QCOMPARE(kindAt(out, line.indexOf(u"null")), Kind::Keyword);
    QCOMPARE(kindAt(out, line.indexOf(u"false")), Kind::Keyword);
    QCOMPARE(kindAt(out, line.indexOf(u':')), Kind::Punctuation);
    QCOMPARE(kindAt(out, line.indexOf(u',')), Kind::Punctuation);
    QVERIFY(!hasTokenAt(out, line.lastIndexOf(u"tru"))); // not a keyword, left plain
    QVERIFY(!hasTokenAt(out, 0));

    // A key whose ':' is after blanks; a string followed by ':' only on a later line is a value.
    const auto spaced = JsonHighlighter::tokenize(u"\"k\"   :1"_s, 0);
    QCOMPARE(kindAt(spaced, 0), Kind::Key);
    QCOMPARE(JsonHighlighter::tokenize(u"\"k\""_s, 0).tokens.first().kind, Kind::String);
    // Any unknown start state counts as Normal.
    QCOMPARE(JsonHighlighter::tokenize(u"1"_s, -1).tokens.first().kind, Kind::Number);
}

void tst_JsonHighlighter::tokenizeStringAcrossLines()
{
    const auto first = JsonHighlighter::tokenize(u"{\"abc"_s, JsonHighlighter::Normal);
    QCOMPARE(first.endState, int(JsonHighlighter::InString));
    QCOMPARE(first.tokens.last().kind, Kind::String);
    QCOMPARE(first.tokens.last().start, 1);
    QCOMPARE(first.tokens.last().length, 4);

    const auto second = JsonHighlighter::tokenize(u"def\": 12"_s, first.endState);
    QCOMPARE(second.endState, int(JsonHighlighter::Normal));
    QCOMPARE(second.tokens.size(), 3);
    QCOMPARE(second.tokens[0].start, 0);
    QCOMPARE(second.tokens[0].length, 4);
    QCOMPARE(second.tokens[0].kind, Kind::Key);
    QCOMPARE(second.tokens[2].kind, Kind::Number);

    // A backslash at the end of a line escapes the next line's first character.
    const auto escaped = JsonHighlighter::tokenize(u"\"ab\\"_s, 0);
    QCOMPARE(escaped.endState, int(JsonHighlighter::InStringAfterBackslash));
    const auto after = JsonHighlighter::tokenize(u"\"x\", 1"_s, escaped.endState);
    QCOMPARE(after.endState, int(JsonHighlighter::Normal));
    QCOMPARE(after.tokens[0].length, 3);
    QCOMPARE(after.tokens[0].kind, Kind::String);
    QCOMPARE(after.tokens.last().kind, Kind::Number);

    // An empty line inside a string has nothing to colour and keeps the state.
    const auto empty
        = JsonHighlighter::tokenize(QString(), JsonHighlighter::InStringAfterBackslash);
    QVERIFY(empty.tokens.isEmpty());
    QCOMPARE(empty.endState, int(JsonHighlighter::InStringAfterBackslash));

    // A line wholly inside a string stays inside it.
    const auto middle
        = JsonHighlighter::tokenize(u"  no quote here {"_s, JsonHighlighter::InString);
    QCOMPARE(middle.endState, int(JsonHighlighter::InString));
    QCOMPARE(middle.tokens.size(), 1);
}

void tst_JsonHighlighter::tokenizeDeepNestingIsFlat()
{
    const auto arrays = JsonHighlighter::tokenize(deepArray(10000), 0);
    QCOMPARE(arrays.tokens.size(), 20000);
    QCOMPARE(arrays.endState, int(JsonHighlighter::Normal));
    const auto objects = JsonHighlighter::tokenize(deepObject(10000), 0);
    QCOMPARE(std::count_if(objects.tokens.cbegin(), objects.tokens.cend(),
                           [](const auto &t) { return t.kind == Kind::Key; }),
             10000);
}

void tst_JsonHighlighter::highlighterFormatsKeysAndStrings()
{
    QTextDocument doc;
    doc.documentLayout(); // a document without a layout announces no changes to highlight
    JsonHighlighter highlighter(&doc, false);
    doc.setPlainText(u"{\n  \"key\": \"value\",\n  \"n\": 42\n}"_s);
    const QTextBlock second = doc.findBlockByNumber(1);
    QCOMPARE(colourAt(second, 3), highlighter.format(Kind::Key).foreground().color());
    QCOMPARE(colourAt(second, 11), highlighter.format(Kind::String).foreground().color());
    QVERIFY(highlighter.format(Kind::Key).foreground()
            != highlighter.format(Kind::String).foreground());
    QCOMPARE(colourAt(doc.findBlockByNumber(2), 8),
             highlighter.format(Kind::Number).foreground().color());

    // A line too long to lay out coloured is left plain, yet the next line knows it is still
    // inside the string that line opened.
    const QString longLine = u"\""_s + QString(JsonHighlighter::MaxHighlightedLine + 10, u'x');
    doc.setPlainText(longLine + u"\nrest\": 1"_s);
    QVERIFY(doc.firstBlock().layout()->formats().isEmpty());
    QCOMPARE(doc.firstBlock().userState(), int(JsonHighlighter::InString));
    QCOMPARE(colourAt(doc.lastBlock(), 0), highlighter.format(Kind::Key).foreground().color());
}

void tst_JsonHighlighter::looksLikeJson()
{
    for (const auto &text :
         { u"{}"_s, u"  \n[1]"_s, u"\"s\""_s, u"-1"_s, u"42"_s, u"true"_s, u"null"_s })
        QVERIFY2(JsonHighlighter::looksLikeJson(text), qPrintable(text));
    for (const auto &text : { QString(), u"   "_s, u"it's \"quoted"_s, u"<xml/>"_s })
        QVERIFY2(!JsonHighlighter::looksLikeJson(text), qPrintable(text));
}

QTEST_MAIN(tst_JsonHighlighter)
#include "tst_jsonhighlighter.moc"

#include "views/longlinetextedit.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextLayout>

using namespace Qt::StringLiterals;

// LongLineTextEdit: long lines shown in pieces, the text and copies as given.
class tst_LongLineTextEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void breaksOnlyLongLines();
    void neverSplitsASurrogatePair();
    void textRoundTrips();
    void selectionCopiesTheTextAsGiven();
    void tenMegabyteLineIsLaidOutLazily();
};

namespace {

// The displayed text a break list makes of `text`.
QString withBreaks(const QString &text, const QList<qsizetype> &breaks)
{
    QString out = text;
    for (qsizetype b : breaks)
        out.insert(b, u'\n');
    return out;
}

} // namespace

void tst_LongLineTextEdit::breaksOnlyLongLines()
{
    QCOMPARE(LongLineTextEdit::pieceBreaks(u"short\nlines\n"_s, 8), QList<qsizetype> {});
    QCOMPARE(LongLineTextEdit::pieceBreaks(u"12345678"_s, 8),
             QList<qsizetype> {}); // exactly one piece
    // "123456789" → "12345678\n9"; the second line "abcdefghijklmnopq" (17) → 8 + 8 + 1.
    const QString text = u"123456789\nabcdefghijklmnopq"_s;
    const QList<qsizetype> breaks = LongLineTextEdit::pieceBreaks(text, 8);
    QCOMPARE(withBreaks(text, breaks), u"12345678\n9\nabcdefgh\nijklmnop\nq"_s);
}

void tst_LongLineTextEdit::neverSplitsASurrogatePair()
{
    const QString emoji = QString::fromUcs4(U"\U0001F514"); // a bell, two UTF-16 units
    const QString text = u"1234567"_s + emoji + u"abc"_s; // the pair straddles position 8
    const QString shown = withBreaks(text, LongLineTextEdit::pieceBreaks(text, 8));
    QCOMPARE(shown, u"1234567\n"_s + emoji + u"abc"_s);
    for (const QString &line : shown.split(u'\n'))
        QVERIFY(!line.isEmpty() && !line.front().isLowSurrogate()
                && !line.back().isHighSurrogate());
}

void tst_LongLineTextEdit::textRoundTrips()
{
    LongLineTextEdit edit;
    const QString line = u"0123456789abcdef"_s.repeated(1000); // 16,000 characters
    const QString text = u"{\n  \"blob\": \""_s + line + u"\"\n}"_s;
    edit.setText(text);
    QCOMPARE(edit.text(), text);
    QCOMPARE(edit.pieceBreakCount(), 3); // the 16,014-character line in four pieces
    QCOMPARE(edit.blockCount(), 3 + 3);
    QCOMPARE(edit.toPlainText().remove(u'\n'), QString(text).remove(u'\n'));
    // A text without long lines is shown as it is.
    edit.setText(u"[1, 2]"_s);
    QCOMPARE(edit.pieceBreakCount(), 0);
    QCOMPARE(edit.text(), u"[1, 2]"_s);
}

void tst_LongLineTextEdit::selectionCopiesTheTextAsGiven()
{
    LongLineTextEdit edit;
    QString text;
    for (int i = 0; text.size() < 3 * LongLineTextEdit::PieceLength; ++i)
        text += QString::number(i % 10);
    edit.setText(text);
    QCOMPARE(edit.pieceBreakCount(), 2);
    // A selection across the first break: 10 characters either side of it.
    const qsizetype from = LongLineTextEdit::PieceLength - 10;
    QTextCursor cursor(edit.document());
    cursor.setPosition(int(from));
    cursor.setPosition(int(from + 21), QTextCursor::KeepAnchor); // 20 characters and the break
    edit.setTextCursor(cursor);
    edit.copy();
    QCOMPARE(QApplication::clipboard()->text(), text.mid(from, 20));
    // Everything: the whole text, no breaks.
    edit.selectAll();
    edit.copy();
    QCOMPARE(QApplication::clipboard()->text(), text);
    QCOMPARE(edit.textPosition(LongLineTextEdit::PieceLength), LongLineTextEdit::PieceLength);
    QCOMPARE(edit.textPosition(LongLineTextEdit::PieceLength + 1), LongLineTextEdit::PieceLength);
}

void tst_LongLineTextEdit::tenMegabyteLineIsLaidOutLazily()
{
    // The reason for the class: a block is laid out whole when it is shown. In pieces, the
    // blocks out of view are not laid out at all.
    LongLineTextEdit edit;
    edit.resize(800, 400);
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    const QString text
        = u"{\n  \"blob\": \""_s + u"0123456789abcdef"_s.repeated(655360) + u"\"\n}"_s;
    for (auto mode : { QPlainTextEdit::NoWrap, QPlainTextEdit::WidgetWidth }) {
        edit.setLineWrapMode(mode);
        edit.setText(text);
        QTest::qWait(50);
        QVERIFY(edit.blockCount() > 2500);
        QVERIFY(edit.document()->firstBlock().layout()->lineCount() > 0);
        const QTextBlock middle = edit.document()->findBlockByNumber(edit.blockCount() / 2);
        QCOMPARE(middle.layout()->lineCount(), 0);
        QCOMPARE(edit.text().size(), text.size());
    }
}

QTEST_MAIN(tst_LongLineTextEdit)
#include "tst_longlinetextedit.moc"

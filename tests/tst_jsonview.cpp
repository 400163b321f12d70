#include "tests/support/textcolour.h"
#include "views/jsonhighlighter.h"
#include "views/jsonview.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;
using Kind = JsonHighlighter::TokenKind;

// JsonView on the offscreen platform: what a user sees and gets. (The lexer has its own
// test, tst_jsonhighlighter.)
class tst_JsonView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();

    void truncatedPreviewAsksForTheWholeValue();
    void oneRequestServesShowAllAndCopy();
    void copyOfAWholePreviewNeedsNoRequest();
    void copyOfATruncatedPreviewAsks();
    void errorAnswerIsShownAndRetryable();
    void answersAfterANewValueAreIgnored();
    void resendingTheSamePreviewKeepsState();
    void nullAndEmpty();
    void deepNestingLoadsHighlighted();
    void fiveMegabyteSingleLineLoadsPlain();
    void wrapToggle();
    void saveWritesTheWholeValue();
    void saveOfATruncatedValueAsksFirst();
    void darkPaletteSwitchesColours();
    void clearEmptiesEverything();
};

namespace {

QString prettyJson(qsizetype atLeastBytes)
{
    QString out = u"{\n"_s;
    out.reserve(atLeastBytes + 64);
    for (int i = 0; out.size() < atLeastBytes; ++i)
        out += u"    \"key%1\": \"some value %1\",\n"_s.arg(
            QString::number(i).rightJustified(7, u'0'));
    out += u"    \"last\": true\n}"_s;
    return out;
}

QString deepArray(int depth)
{
    return QString(depth, u'[') + QString(depth, u']');
}

QString deepObject(int depth)
{
    return u"{\"a\":"_s.repeated(depth) + u'1' + QString(depth, u'}');
}

} // namespace

void tst_JsonView::initTestCase()
{
    QLocale::setDefault(QLocale::c()); // "10.0 MB", whatever the machine's locale
}

void tst_JsonView::truncatedPreviewAsksForTheWholeValue()
{
    const QString full = prettyJson(10 * 1024 * 1024);
    const QString preview = full.left(256 * 1024);
    JsonView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"tasks.payload #7"_s, preview, full.size(), true);
    QCOMPARE(view.displayedText(), preview);
    QVERIFY(view.isHighlighting());
    QCOMPARE(view.statusText(), u"Showing the first 256 KB of 10.0 MB"_s);
    QVERIFY(view.showAllButton()->isVisible());

    QTest::mouseClick(view.showAllButton(), Qt::LeftButton);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).value<JsonView::Purpose>(), JsonView::Purpose::ShowAll);
    QVERIFY(!view.showAllButton()->isEnabled());
    QCOMPARE(view.statusText(),
             u"Showing the first 256 KB of 10.0 MB · Loading the whole value (10.0 MB)…"_s);
    QCOMPARE(view.displayedText(), preview);

    view.provideFullText(JsonView::Purpose::ShowAll, full);
    QCOMPARE(view.displayedText(), full);
    QVERIFY(!view.isHighlighting()); // over 2 MB: plain
    QVERIFY(view.statusText().startsWith(u"Showing all 10.0 MB"_s));
    QVERIFY(!view.showAllButton()->isVisible());

    // The whole value is at hand now: Copy asks for nothing.
    QTest::mouseClick(view.copyButton(), Qt::LeftButton);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(QGuiApplication::clipboard()->text(), full);
}

void tst_JsonView::oneRequestServesShowAllAndCopy()
{
    const QString full = prettyJson(300 * 1024);
    JsonView view;
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, full.left(1000), full.size(), true);
    view.showAllButton()->click();
    view.copyButton()->click();
    QCOMPARE(requested.size(), 1);
    QVERIFY(!view.copyButton()->isEnabled());
    QGuiApplication::clipboard()->clear();
    view.provideFullText(JsonView::Purpose::ShowAll, full);
    QCOMPARE(view.displayedText(), full);
    QVERIFY(view.isHighlighting());
    QCOMPARE(QGuiApplication::clipboard()->text(), full);
    QVERIFY(view.copyButton()->isEnabled());
}

void tst_JsonView::copyOfAWholePreviewNeedsNoRequest()
{
    const QString text = u"{\n    \"name\": \"Zoë ✓\",\n    \"n\": 1\n}\n"_s;
    JsonView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, text, text.toUtf8().size(), false);
    QVERIFY(!view.showAllButton()->isVisible());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(view.copyButton(), Qt::LeftButton);
    QCOMPARE(requested.size(), 0);
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    QVERIFY(view.statusText().contains(u"Copied"_s));
}

void tst_JsonView::copyOfATruncatedPreviewAsks()
{
    const QString full = prettyJson(100 * 1024);
    const QString preview = full.left(2048);
    JsonView view;
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, preview, full.size(), true);
    view.copyButton()->click();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).value<JsonView::Purpose>(), JsonView::Purpose::Copy);
    view.provideFullText(JsonView::Purpose::Copy, full);
    QCOMPARE(QGuiApplication::clipboard()->text(), full);
    QCOMPARE(view.displayedText(), preview); // copying shows nothing new
    QVERIFY(view.showAllButton()->isEnabled());
}

void tst_JsonView::errorAnswerIsShownAndRetryable()
{
    JsonView view;
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, u"[1,2"_s, 5000, true);
    view.showAllButton()->click();
    view.provideFullTextError(JsonView::Purpose::ShowAll, u"not connected; nothing was sent"_s);
    QVERIFY(view.statusText().contains(u"not connected; nothing was sent"_s));
    QCOMPARE(view.displayedText(), u"[1,2"_s);
    QVERIFY(view.showAllButton()->isEnabled());
    view.showAllButton()->click();
    QCOMPARE(requested.size(), 2);
}

void tst_JsonView::answersAfterANewValueAreIgnored()
{
    JsonView view;
    view.setPreview(u"a"_s, u"[1"_s, 100, true);
    view.showAllButton()->click();
    view.setPreview(u"b"_s, u"[2]"_s, 3, false);
    view.provideFullText(JsonView::Purpose::ShowAll, u"[1, 2, 3]"_s);
    QCOMPARE(view.displayedText(), u"[2]"_s);
    view.provideFullTextError(JsonView::Purpose::ShowAll, u"late"_s);
    QVERIFY(!view.statusText().contains(u"late"_s));
}

void tst_JsonView::resendingTheSamePreviewKeepsState()
{
    JsonView view;
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"a"_s, u"[1"_s, 100, true);
    view.showAllButton()->click();
    view.setPreview(u"a"_s, u"[1"_s, 100, true); // a poll re-sending what is on screen
    view.provideFullText(JsonView::Purpose::ShowAll, u"[1, 2]"_s);
    QCOMPARE(view.displayedText(), u"[1, 2]"_s);
    QCOMPARE(requested.size(), 1);
}

void tst_JsonView::nullAndEmpty()
{
    JsonView view;
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"payload"_s, QString(), -1, false);
    QCOMPARE(view.displayedText(), u"NULL"_s);
    QCOMPARE(view.statusText(), u"SQL NULL"_s);
    QVERIFY(!view.isHighlighting());
    QVERIFY(!view.copyButton()->isEnabled());
    QVERIFY(!view.saveButton()->isEnabled());
    QVERIFY(view.showAllButton()->isHidden());
    const QTextBlock block = view.editor()->document()->firstBlock();
    QVERIFY(block.begin().fragment().charFormat().fontItalic());
    QCOMPARE(requested.size(), 0);

    // A non-null empty value is not NULL.
    view.setPreview(u"payload"_s, u""_s, 0, false);
    QCOMPARE(view.displayedText(), QString());
    QCOMPARE(view.statusText(), u"Empty value"_s);
    QVERIFY(view.copyButton()->isEnabled());
}

void tst_JsonView::deepNestingLoadsHighlighted()
{
    JsonView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString arrays = deepArray(10000);
    view.setPreview(u"deep"_s, arrays, arrays.size(), false);
    QCOMPARE(view.displayedText(), arrays);
    QVERIFY(view.isHighlighting());
    const QString objects = deepObject(10000);
    view.setPreview(u"deep"_s, objects, objects.size(), false);
    QCOMPARE(view.displayedText(), objects);
    const JsonHighlighter *h = view.highlighter();
    const QTextBlock block = view.editor()->document()->firstBlock();
    QCOMPARE(colourAt(block, 2), h->format(Kind::Key).foreground().color());
    // The 50,000-character line is shown in pieces (LongLineTextEdit): the number is in a
    // later block, and highlighted there, the highlighter carrying its state across.
    const int one = int(view.editor()->document()->toPlainText().indexOf(u'1'));
    const QTextBlock numberBlock = view.editor()->document()->findBlock(one);
    QVERIFY(numberBlock.blockNumber() > 0);
    QCOMPARE(colourAt(numberBlock, one - numberBlock.position()),
             h->format(Kind::Number).foreground().color());
    QTest::qWait(0); // and it paints
}

void tst_JsonView::fiveMegabyteSingleLineLoadsPlain()
{
    QString line = u"["_s;
    line.reserve(5 * 1024 * 1024 + 64);
    for (int i = 0; line.size() < 5 * 1024 * 1024; ++i)
        line += u"{\"id\":%1,\"ok\":true,\"s\":\"x\"},"_s.arg(i);
    line += u"null]"_s;

    JsonView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPreview(u"big"_s, line, line.size(), false);
    QCOMPARE(view.displayedText(), line);
    QVERIFY(!view.isHighlighting());
    QVERIFY(view.statusText().contains(u"no highlighting"_s));

    // The same line arriving through Show all.
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"big"_s, line.left(256 * 1024), line.size(), true);
    QVERIFY(view.isHighlighting());
    view.showAllButton()->click();
    QCOMPARE(requested.size(), 1);
    view.provideFullText(JsonView::Purpose::ShowAll, line);
    QCOMPARE(view.displayedText(), line);
    QVERIFY(!view.isHighlighting());
    view.wrapToggle()->setChecked(true);
    QTest::qWait(0);
    QCOMPARE(view.displayedText(), line);
}

void tst_JsonView::wrapToggle()
{
    JsonView view;
    QCOMPARE(view.editor()->lineWrapMode(), QPlainTextEdit::NoWrap);
    view.wrapToggle()->click();
    QCOMPARE(view.editor()->lineWrapMode(), QPlainTextEdit::WidgetWidth);
    view.wrapToggle()->click();
    QCOMPARE(view.editor()->lineWrapMode(), QPlainTextEdit::NoWrap);
}

namespace {
// Accepts the view's save dialog with `path`, as a user picking a file would.
bool acceptSaveDialog(JsonView &view, const QString &path)
{
    QFileDialog *dialog = nullptr;
    if (!QTest::qWaitFor([&] {
            dialog = view.findChild<QFileDialog *>();
            return dialog && dialog->isVisible();
        }))
        return false;
    dialog->selectFile(path);
    static_cast<QDialog *>(dialog)->accept(); // public there, protected in QFileDialog
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

void tst_JsonView::saveWritesTheWholeValue()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"value.json"_s);
    const QString text = u"{\"a\": \"ü\"}\n"_s;
    JsonView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, text, text.toUtf8().size(), false);
    QTest::mouseClick(view.saveButton(), Qt::LeftButton);
    QVERIFY(acceptSaveDialog(view, path));
    QTRY_COMPARE(readAll(path), text.toUtf8());
    QTRY_VERIFY(view.statusText().contains(u"Saved to"_s));
    QCOMPARE(requested.size(), 0);
}

void tst_JsonView::saveOfATruncatedValueAsksFirst()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"whole.json"_s);
    const QString full = prettyJson(64 * 1024);
    JsonView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &JsonView::fullTextRequested);
    view.setPreview(u"v"_s, full.left(100), full.size(), true);
    view.saveButton()->click();
    QVERIFY(acceptSaveDialog(view, path));
    QTRY_COMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).value<JsonView::Purpose>(), JsonView::Purpose::Save);
    QVERIFY(!QFile::exists(path));
    view.provideFullText(JsonView::Purpose::Save, full);
    QTRY_COMPARE(readAll(path), full.toUtf8());
    QCOMPARE(view.displayedText(), full.left(100));

    // A value replaced while the file is being chosen is not saved under the old name.
    const QString other = dir.filePath(u"other.json"_s);
    view.saveButton()->click();
    view.setPreview(u"w"_s, u"[]"_s, 2, false);
    QVERIFY(acceptSaveDialog(view, other));
    QTRY_VERIFY(view.statusText().contains(u"nothing was saved"_s));
    QVERIFY(!QFile::exists(other));
}

void tst_JsonView::darkPaletteSwitchesColours()
{
    JsonView view;
    view.setPreview(u"v"_s, u"{\"k\": \"v\"}"_s, 10, false);
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    view.setPalette(light);
    QVERIFY(!view.highlighter()->isDark());
    const QColor lightKey = colourAt(view.editor()->document()->firstBlock(), 1);
    QVERIFY(lightKey.lightness() < 128);

    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xdd));
    view.setPalette(dark);
    QVERIFY(view.highlighter()->isDark());
    const QColor darkKey = colourAt(view.editor()->document()->firstBlock(), 1);
    QVERIFY(darkKey.lightness() > 128);
}

void tst_JsonView::clearEmptiesEverything()
{
    JsonView view;
    view.setPreview(u"v"_s, u"[1]"_s, 3, false);
    view.clear();
    QCOMPARE(view.displayedText(), QString());
    QCOMPARE(view.statusText(), QString());
    QVERIFY(!view.copyButton()->isEnabled());
    QVERIFY(!view.saveButton()->isEnabled());
}

QTEST_MAIN(tst_JsonView)
#include "tst_jsonview.moc"

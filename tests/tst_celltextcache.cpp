#include "views/celltextcache.h"
#include "views/tonedelegate.h"

#include <QFontMetrics>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// The tables' laid-out cell texts: shaped once per text and width, elided to fit, dropped when
// the font changes; and the delegate that draws from them still draws what the model says.
class tst_CellTextCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameTextAndWidthIsLaidOutOnce();
    void elidedToTheWidth();
    void anotherFontStartsAfresh();
    void delegateDrawsTheModelsText();
    void delegateDrawsCellsAsTheStyleDoes();
};

void tst_CellTextCache::sameTextAndWidthIsLaidOutOnce()
{
    CellTextCache cache;
    const QFont font;
    const QStaticText &a = cache.fitted(u"job-abc-123"_s, 200, font);
    QCOMPARE(a.text(), u"job-abc-123"_s);
    cache.fitted(u"job-abc-123"_s, 200, font);
    QCOMPARE(cache.size(), 1);
    cache.fitted(u"job-abc-123"_s, 40, font); // another width is another layout
    QCOMPARE(cache.size(), 2);
}

void tst_CellTextCache::elidedToTheWidth()
{
    CellTextCache cache;
    const QFont font;
    const QString text = u"a very long last error that does not fit a narrow column at all"_s;
    const int width = QFontMetrics(font).horizontalAdvance(text) / 3;
    const QStaticText &fitted = cache.fitted(text, width, font);
    QVERIFY(fitted.text().endsWith(QChar(0x2026)));
    QVERIFY(fitted.text().size() < text.size());
    QVERIFY(fitted.size().width() <= width + 1);
}

void tst_CellTextCache::anotherFontStartsAfresh()
{
    CellTextCache cache;
    QFont font;
    cache.fitted(u"one"_s, 100, font);
    cache.fitted(u"two"_s, 100, font);
    QCOMPARE(cache.size(), 2);
    font.setPointSizeF(font.pointSizeF() * 2);
    cache.fitted(u"one"_s, 100, font);
    QCOMPARE(cache.size(), 1);
}

void tst_CellTextCache::delegateDrawsTheModelsText()
{
    QStandardItemModel model(3, 2);
    model.setItem(0, 0, new QStandardItem(u"alpha"_s));
    model.setItem(1, 1, new QStandardItem(u"beta"_s));
    model.setItem(2, 0, new QStandardItem(u"two\nlines"_s)); // Qt's own delegate draws this one
    QTableView view;
    view.setWordWrap(false); // as every table of the console (tablesetup::configure)
    auto *delegate = new ToneDelegate(&view);
    view.setItemDelegate(delegate);
    view.setModel(&model);
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage first = view.viewport()->grab().toImage();
    QCOMPARE(delegate->cachedTexts(), 2); // alpha and beta; the two-line text was not cached
    // Drawn again from the cache, the cells look the same.
    view.viewport()->update();
    QTest::qWait(50);
    QCOMPARE(view.viewport()->grab().toImage(), first);
    // A changed value is drawn as changed.
    model.item(0, 0)->setText(u"gamma"_s);
    QTest::qWait(50);
    QVERIFY(view.viewport()->grab().toImage() != first);
    QCOMPARE(delegate->cachedTexts(), 3);
}

// The delegate leaves plain cells to the view (the style has nothing to draw for them); the
// cells it hands to the style, selected, current, hovered or with a background, look as they
// do with Qt's own delegate. Cells without text, so that only the style's part is compared.
void tst_CellTextCache::delegateDrawsCellsAsTheStyleDoes()
{
    QStandardItemModel model(8, 3);
    for (int row = 0; row < model.rowCount(); ++row)
        for (int column = 0; column < model.columnCount(); ++column)
            model.setItem(row, column, new QStandardItem(QString()));
    model.item(4, 1)->setBackground(QColor(0xe0, 0x40, 0x40));
    auto render = [&model](auto makeDelegate) {
        QTableView view;
        QAbstractItemDelegate *delegate = makeDelegate(&view);
        view.setWordWrap(false);
        view.setAlternatingRowColors(true);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        view.setItemDelegate(delegate);
        view.setModel(&model);
        view.resize(400, 300);
        view.show();
        view.activateWindow();
        view.setFocus();
        if (!QTest::qWaitForWindowExposed(&view))
            return QImage();
        view.setCurrentIndex(model.index(6, 2)); // current; not selected once row 2 is
        view.selectionModel()->select(
            model.index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTest::qWait(20);
        return view.viewport()->grab().toImage();
    };
    const QImage ours = render([](QObject *parent) { return new ToneDelegate(parent); });
    const QImage qts = render([](QObject *parent) { return new QStyledItemDelegate(parent); });
    QVERIFY(!ours.isNull());
    QCOMPARE(ours, qts);
}

QTEST_MAIN(tst_CellTextCache)
#include "tst_celltextcache.moc"

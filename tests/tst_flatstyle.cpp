#include "tests/support/poolthreads.h"
#include "views/flatstyle.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

QImage paint(QWidget &widget)
{
    QImage image(widget.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    widget.render(&image);
    return image;
}

// A table as wide as the console's window whose last column stretches: its header section is
// most of the width, as the console's tables and lookup trees are.
void shapeWideTable(QTableView &table, QStandardItemModel &model)
{
    model.setColumnCount(4);
    model.setRowCount(30);
    model.setHorizontalHeaderLabels({ u"id"_s, u"state"_s, u"kind"_s, u"last error"_s });
    table.setModel(&model);
    table.horizontalHeader()->setStretchLastSection(true);
    table.resize(1400, 900);
}

} // namespace

// Qt's raster engine (6.4) hands a fill of more than about a hundred spans to the global
// thread pool, strip by strip, and waits. Fusion's scroll bars (gradients as tall as the
// table) and header sections (lines as wide as the section) are such fills, and at polls the
// GUI thread waited on the pool for a core. The flat style paints the same widgets in place:
// no pool thread is ever started for them. The checks run in this order because a pool thread,
// once started, stays for 30 s: the flat widgets first, then Fusion's own, which show that the
// check sees the pool.
class tst_FlatStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void paintsTallBarsWithoutThePool();
    void paintsWideHeadersWithoutThePool();
    void fusionsOwnHeaderStartsThePool();
};

void tst_FlatStyle::initTestCase()
{
    if (!canSeePoolThreads())
        QSKIP("needs /proc to see the pool's threads");
    QApplication::setStyle(u"Fusion"_s);
    QCOMPARE(pooledThreads(), 0);
}

void tst_FlatStyle::paintsTallBarsWithoutThePool()
{
    for (const Qt::Orientation o : { Qt::Vertical, Qt::Horizontal }) {
        QScrollBar bar(o);
        useFlatStyle(&bar);
        bar.resize(o == Qt::Vertical ? QSize(16, 900) : QSize(1400, 16));
        bar.setRange(0, 5000);
        bar.setPageStep(40);
        bar.setValue(2500);
        const QImage image = paint(bar);
        // The handle (at the middle, for the middle value) is drawn in a colour of its own.
        const QPoint middle(bar.width() / 2, bar.height() / 2);
        const QPoint nearStart
            = o == Qt::Vertical ? QPoint(bar.width() / 2, 40) : QPoint(40, bar.height() / 2);
        QVERIFY(image.pixel(middle) != image.pixel(nearStart));
    }
    QCOMPARE(pooledThreads(), 0);
}

void tst_FlatStyle::paintsWideHeadersWithoutThePool()
{
    QStandardItemModel model;
    QTableView table;
    shapeWideTable(table, model);
    useFlatStyle(&table);
    QCOMPARE(table.horizontalHeader()->style(), table.verticalScrollBar()->style());
    QCOMPARE(table.verticalHeader()->style(), table.verticalScrollBar()->style());
    const QImage image = paint(table);
    // The header is painted: its outline below the sections differs from the section's fill.
    QHeaderView *h = table.horizontalHeader();
    const int x = h->sectionViewportPosition(3) + h->sectionSize(3) / 2;
    QVERIFY(h->sectionSize(3) > 1000);
    const QPoint inHeader = h->mapTo(&table, QPoint(x, h->height() / 2));
    const QPoint headerOutline = h->mapTo(&table, QPoint(x, h->height() - 1));
    QVERIFY(image.pixel(inHeader) != image.pixel(headerOutline));
    // A section made narrower (a column that grew at a poll) is painted again, still in place.
    table.setColumnWidth(0, 300);
    paint(table);

    QTreeWidget tree;
    tree.setHeaderLabels({ u"when"_s, u"what"_s });
    tree.header()->setStretchLastSection(true);
    tree.resize(1400, 400);
    useFlatStyle(&tree);
    QCOMPARE(tree.header()->style(), tree.verticalScrollBar()->style());
    paint(tree);
    QCOMPARE(pooledThreads(), 0);
}

void tst_FlatStyle::fusionsOwnHeaderStartsThePool()
{
    QStandardItemModel model;
    QTableView table;
    shapeWideTable(table, model);
    paint(table);
    QVERIFY(pooledThreads() > 0);
}

QTEST_MAIN(tst_FlatStyle)
#include "tst_flatstyle.moc"

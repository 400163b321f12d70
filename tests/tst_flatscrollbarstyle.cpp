#include "views/flatscrollbarstyle.h"

#include "support/poolthreads.h"

#include <QApplication>
#include <QImage>
#include <QScrollBar>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QImage paint(QScrollBar &bar)
{
    QImage image(bar.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    bar.render(&image);
    return image;
}

} // namespace

// Qt's raster engine (6.4) hands a fill taller than about a hundred lines to the global
// thread pool, strip by strip, and waits; Fusion's scroll bars are such fills, and at every
// poll the GUI thread waited on the pool for a core. The flat style paints the same bar in
// place: no pool thread is ever started for it.
class tst_FlatScrollBarStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paintsTallBarsWithoutThePool();
};

void tst_FlatScrollBarStyle::paintsTallBarsWithoutThePool()
{
    if (!canSeePoolThreads())
        QSKIP("needs /proc to see the pool's threads");
    QApplication::setStyle(u"Fusion"_s);
    QCOMPARE(pooledThreads(), 0);
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
        const QPoint nearStart = o == Qt::Vertical ? QPoint(bar.width() / 2, 40) : QPoint(40, bar.height() / 2);
        QVERIFY(image.pixel(middle) != image.pixel(nearStart));
    }
    QCOMPARE(pooledThreads(), 0);

    // The check sees the pool: Fusion's own bar of the same size starts its threads.
    QScrollBar fusion(Qt::Vertical);
    fusion.resize(16, 900);
    fusion.setRange(0, 5000);
    paint(fusion);
    QVERIFY(pooledThreads() > 0);
}

QTEST_MAIN(tst_FlatScrollBarStyle)
#include "tst_flatscrollbarstyle.moc"

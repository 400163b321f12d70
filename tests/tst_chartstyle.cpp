#include "tests/support/poolthreads.h"
#include "views/chartstyle.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

namespace {

// A chart as the dashboard styles it: a value axis each way with its grid lines, one series,
// in a view of 1200 × 900, antialiased.
struct StyledChart
{
    QChart *chart = new QChart;
    QChartView view { chart };
    QValueAxis *x = new QValueAxis;
    QValueAxis *y = new QValueAxis;
    QLineSeries *series = new QLineSeries;

    StyledChart()
    {
        const QPalette palette = QApplication::palette();
        chartstyle::apply(chart, palette);
        chart->legend()->setVisible(false);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (QValueAxis *axis : { x, y }) {
            chartstyle::styleAxis(axis, palette);
            axis->setRange(0, 100);
            axis->setTickCount(5);
        }
        series->append(0, 10);
        series->append(100, 20);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        view.setRenderHint(QPainter::Antialiasing);
        view.resize(1200, 900);
    }

    QImage paint() { return view.grab().toImage(); }

    // Where `value` is drawn, in the view's pixels.
    QPoint pixel(QPointF value) const
    {
        const QPointF scene = chart->mapToScene(chart->mapToPosition(value, series));
        return view.mapFromScene(scene);
    }
};

// Whether anything but the background was drawn within a pixel of `at`.
bool drawnNear(const QImage &image, QPoint at, const QColor &background)
{
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if (QColor(image.pixel(at + QPoint(dx, dy))) != background)
                return true;
        }
    }
    return false;
}

} // namespace

// Qt's raster engine (6.4) strokes a translucent line as a span per pixel and hands any stroke
// of 96 spans or more to the global thread pool, waiting for it: every long grid line of the
// dashboard's charts was a hand-off while their colours were translucent. Opaque colours,
// blended over the background beforehand, are drawn in place.
class tst_ChartStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesAreOpaqueBlendsOfTheText();
    void drawsTheGridWithoutThePool();
};

void tst_ChartStyle::linesAreOpaqueBlendsOfTheText()
{
    QPalette light;
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Window, Qt::white);
    QCOMPARE(chartstyle::gridColor(light).alpha(), 255);
    QCOMPARE(chartstyle::gridColor(light), QColor(227, 227, 227)); // black at 28/255 over white
    QCOMPARE(chartstyle::axisLineColor(light), QColor(165, 165, 165)); // at 90/255

    QPalette dark;
    dark.setColor(QPalette::Text, Qt::white);
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::Window, Qt::black);
    QCOMPARE(chartstyle::gridColor(dark), QColor(40, 40, 40)); // white at 40/255 over black
}

void tst_ChartStyle::drawsTheGridWithoutThePool()
{
    if (!canSeePoolThreads())
        QSKIP("needs /proc to see the pool's threads");
    QCOMPARE(pooledThreads(), 0);
    const QColor base = QApplication::palette().color(QPalette::Base);
    {
        StyledChart c;
        c.paint(); // lays the chart out
        const QImage image = c.paint();
        QCOMPARE(pooledThreads(), 0);
        // The grid is drawn: a horizontal line at y = 50 and a vertical one at x = 75 (away
        // from the series), the left axis line; nothing between grid lines.
        QVERIFY(drawnNear(image, c.pixel(QPointF(37, 50)), base));
        QVERIFY(drawnNear(image, c.pixel(QPointF(75, 80)), base));
        QVERIFY(drawnNear(image, c.pixel(QPointF(0, 60)), base));
        QVERIFY(!drawnNear(image, c.pixel(QPointF(37, 62)), base));
    }

    // The check sees the pool: the same chart with the translucent grid it used to have.
    StyledChart c;
    for (QValueAxis *axis : { c.x, c.y })
        axis->setGridLineColor(QColor(0, 0, 0, 28));
    c.paint();
    c.paint();
    QVERIFY(pooledThreads() > 0);
}

QTEST_MAIN(tst_ChartStyle)
#include "tst_chartstyle.moc"

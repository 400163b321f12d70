#pragma once

#include "views/chartpanel.h"

class BucketSeriesModel;
class QAbstractBarSeries;
class QBarSet;
class QCategoryAxis;
class QLineSeries;
class QValueAxis;

// A server-side range aggregate as bars: a bar per time bucket, a set per series (stacked or
// side by side), local-time labels on the bucket edges. An optional second model draws as a
// line against its own axis on the right (dead tasks beside the enqueued ones). Hovering a bar
// tells its exact figure and bucket; clicking one says which (bucketClicked). GUI thread; the
// models are not owned.
class BucketChart : public ChartPanel
{
    Q_OBJECT
public:
    BucketChart(BucketSeriesModel *model, const QString &title, bool stacked,
                const QString &leftTitle, QWidget *parent = nullptr);
    void setOverlay(BucketSeriesModel *model, const QString &rightTitle);

    QBarSet *barSet(int series) const; // nullptr before the first figures
    // Where on the chart view the bar of `series` in bucket `row` is drawn (its middle).
    QPoint positionOf(int series, int row) const;

Q_SIGNALS:
    void bucketClicked(int series, int row);
    void overlayClicked(int row);

protected:
    void restyle() override;

private:
    void rebuild();
    void rebuildOverlay();
    void relabel();
    QList<std::pair<QString, double>> wantedLabels() const;

    BucketSeriesModel *m_model;
    BucketSeriesModel *m_overlay = nullptr;
    bool m_stacked;
    QAbstractBarSeries *m_bars = nullptr;
    QList<QBarSet *> m_sets;
    QLineSeries *m_line = nullptr;
    QCategoryAxis *m_x;
    QValueAxis *m_left;
    QValueAxis *m_right = nullptr;
};

#pragma once

#include "views/chartpanel.h"

class DurationModel;
class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

// Delivery duration p50 and p95 per worker as horizontal bars, busiest worker on top. Hovering
// tells both percentiles and the attempts behind them; clicking a worker says which
// (workerClicked). GUI thread; the model is not owned.
class DurationChart : public ChartPanel
{
    Q_OBJECT
public:
    DurationChart(DurationModel *model, const QString &title, QWidget *parent = nullptr);
    QBarSet *barSet(int percentile) const; // 0: p50, 1: p95

Q_SIGNALS:
    void workerClicked(int row);

protected:
    void restyle() override;

private:
    void rebuild();

    DurationModel *m_model;
    QHorizontalBarSeries *m_bars = nullptr;
    QBarSet *m_p50 = nullptr;
    QBarSet *m_p95 = nullptr;
    QBarCategoryAxis *m_workers;
    QValueAxis *m_ms;
};

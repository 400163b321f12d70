#pragma once

#include "views/chartpanel.h"

#include <QList>

class QAbstractSeries;
class QDateTimeAxis;
class QLineSeries;
class QValueAxis;
class SampleSeriesModel;

// A chart of the console's live samples against local time: stacked areas and lines of
// SampleSeriesModel columns, each in its tone's colour; a run of samples after a gap is drawn
// apart, never bridged. Hovering tells the exact figures of the nearest sample; clicking a
// series says which (sampleClicked). Clicking a legend entry hides or shows its series. GUI
// thread; the model is not owned.
class SampleChart : public ChartPanel
{
    Q_OBJECT
public:
    struct Series
    {
        int column; // a SampleSeriesModel column
        QString name;
        Tone tone = Tone::Neutral;
        int variant = 0; // 1: a second series of the same tone
        bool stacked = true; // an area in the stack; else a line over it
        bool rightAxis = false; // a line against the right axis (an age)
        bool hidden = false; // until its legend entry is clicked
    };

    SampleChart(SampleSeriesModel *model, const QString &title, const QList<Series> &series,
                const QString &leftTitle, const QString &rightTitle = {},
                QWidget *parent = nullptr);

    // The exact figures of the sample at `row`, as the hover tooltip shows them.
    QString describe(int row) const;
    bool isShown(int column) const;
    void setShown(int column, bool shown);
    // Where on the chart view the series of `column` is drawn at `row` (for tests and clicks).
    QPoint positionOf(int column, int row) const;

Q_SIGNALS:
    void sampleClicked(int column, int row);

protected:
    void restyle() override;

private:
    struct Item
    {
        int series; // index into m_series
        QAbstractSeries *drawn = nullptr;
        QLineSeries *upper = nullptr;
        QLineSeries *lower = nullptr; // stacked areas only
    };
    QList<std::pair<int, int>> runs() const; // [first, last] rows
    void rebuild();
    void build(const QList<std::pair<int, int>> &runs);
    void fill(const QList<std::pair<int, int>> &runs);
    void updateAxes();
    int rowNear(qreal msSinceEpoch) const;
    double scaledValue(int series, int row) const;

    SampleSeriesModel *m_model;
    QList<Series> m_series;
    QList<Item> m_items;
    int m_builtRuns = -1;
    QDateTimeAxis *m_x;
    QValueAxis *m_left;
    QValueAxis *m_right = nullptr;
    QString m_rightTitle;
    double m_ageScale = 1; // seconds per unit on the right axis
};

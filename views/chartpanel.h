#pragma once

#include "models/tone.h"

#include <QFrame>

class QChart;
class QChartView;
class QLabel;
class QToolButton;

// One dashboard chart in its frame: a title, a line saying where the figures come from (the
// database or this console's samples, exact or estimated), the chart, and "Export PNG…".
// GUI thread; owns its widgets and its QChart. Subclasses build the series from a model and
// never query anything.
class ChartPanel : public QFrame
{
    Q_OBJECT
public:
    ChartPanel(const QString &title, QWidget *parent = nullptr);

    QChart *chart() const { return m_chart; }
    QChartView *chartView() const { return m_view; }
    QString title() const;
    QString note() const;
    // Where the figures come from, and whether they are estimates.
    void setNote(const QString &text, Tone tone = Tone::Neutral);
    // The chart alone as a PNG; false (with nothing written) when it cannot be saved.
    bool saveImage(const QString &path) const;
    // Asks where to save (a window-modal dialog: polls keep arriving meanwhile).
    void exportImage();
    QString lastTip() const { return m_lastTip; } // what the last hover showed

protected:
    // Shows `text` by the pointer (or hides the tip when empty).
    void showTip(const QString &text);
    void changeEvent(QEvent *event) override;
    // The palette changed: the chart and its axes take it; subclasses then build their series
    // again (a new theme resets their colours).
    virtual void restyle();
    // Shows the legend's entries (each marker's colour and name) under the chart, on as many
    // lines as the width needs: Qt Charts' own legend cut a name it found no room for, and a
    // state's name is never cut. One entry per name; a click on it is a click on its (first)
    // marker. Subclasses call it when their series, names or colours change.
    void syncLegend();

private:
    // A vertical axis's title is as long as the plot is high: Qt Charts cut a translated one
    // ("offene Zustellung..."). The chart grows until each is whole.
    void fitAxisTitles(const QRectF &plotArea);

    QLabel *m_title;
    QLabel *m_note;
    QToolButton *m_export;
    QChart *m_chart;
    QChartView *m_view;
    QWidget *m_legend;
    Tone m_noteTone = Tone::Neutral;
    QString m_lastTip;
};

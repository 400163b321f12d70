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

private:
    QLabel *m_title;
    QLabel *m_note;
    QToolButton *m_export;
    QChart *m_chart;
    QChartView *m_view;
    Tone m_noteTone = Tone::Neutral;
    QString m_lastTip;
};

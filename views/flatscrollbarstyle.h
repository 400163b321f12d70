#pragma once

#include <QProxyStyle>

// The application's style, but a scroll bar painted in flat colours. Qt's raster
// engine (6.4) splits a gradient fill taller than about a hundred lines into strips and runs
// them on the global thread pool while the painting thread waits for all of them, and
// Fusion's scroll bar groove and handle are gradients as tall as the table: at each poll that
// changed a table's row count the GUI thread handed the bar's repaint to the pool and waited,
// and on a busy two-core machine the wait was for a core (docs/performance.md, GUI stalls).
// Flat colours are filled in place, by the painting thread.
class FlatScrollBarStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
};

class QAbstractScrollArea;
class QScrollBar;
// Paints `bar` with the application's one FlatScrollBarStyle (made at the first call, from
// the application style of that moment, and owned by the application).
void useFlatStyle(QScrollBar *bar);
// Both scroll bars of `area`.
void useFlatScrollBars(QAbstractScrollArea *area);

#pragma once

#include <QProxyStyle>

// The application's style, but scroll bars and header sections painted in flat colours. Qt's
// raster engine (6.4) splits a fill of more than about a hundred spans into strips and runs
// them on the global thread pool while the painting thread waits for all of them. Fusion's
// scroll bar groove and handle are gradients as tall as the table, and its header section is
// a gradient with lines as wide as the section, which a stretched last column makes most of
// the window's width (a cosmetic line is one span per pixel). At a poll that changed a
// table's row count, or a column's width and so the stretched section's, the GUI thread
// handed the repaint to the pool and waited, and on a busy two-core machine the wait was for
// a core (docs/performance.md, GUI stalls). Flat colours are filled in place, by the painting
// thread.
class FlatStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                            QPainter *painter, const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
};

class QAbstractScrollArea;
class QScrollBar;
// Paints `bar` with the application's one FlatStyle (made at the first call, from the
// application style of that moment, and owned by the application).
void useFlatStyle(QScrollBar *bar);
// Both scroll bars of `area` and, for a table or a tree, its headers.
void useFlatStyle(QAbstractScrollArea *area);

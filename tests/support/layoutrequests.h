#pragma once

#include <QEvent>
#include <QWidget>

// Counts the layout requests a widget receives: for tests that keep a text changing at every
// poll from laying the window out again.
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QWidget *w) { w->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

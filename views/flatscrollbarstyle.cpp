#include "views/flatscrollbarstyle.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionSlider>

void FlatScrollBarStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                                            QPainter *painter, const QWidget *widget) const
{
    const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
    if (control != CC_ScrollBar || !bar) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    const QPalette &pal = bar->palette;
    painter->fillRect(bar->rect, pal.color(QPalette::Window));
    const bool vertical = bar->orientation == Qt::Vertical;
    // The groove's edge towards the content, as Fusion draws it.
    painter->fillRect(vertical ? QRect(bar->rect.left(), bar->rect.top(), 1, bar->rect.height())
                               : QRect(bar->rect.left(), bar->rect.top(), bar->rect.width(), 1),
                      pal.color(QPalette::Window).darker(115));
    const QRect slider = subControlRect(control, option, SC_ScrollBarSlider, widget);
    if (slider.isValid() && bar->maximum > bar->minimum) {
        const bool active = (bar->activeSubControls & SC_ScrollBarSlider) && (bar->state & (State_MouseOver | State_Sunken));
        const QColor handle = pal.color(QPalette::Window).darker(active ? 140 : 125);
        painter->fillRect(vertical ? slider.adjusted(3, 1, -2, -1) : slider.adjusted(1, 3, -1, -2), handle);
    }
    // The arrow buttons: Fusion's arrow, on the flat background.
    for (const SubControl sc : { SC_ScrollBarSubLine, SC_ScrollBarAddLine }) {
        QStyleOption arrow = *option;
        arrow.rect = subControlRect(control, option, sc, widget);
        if (!arrow.rect.isValid())
            continue;
        if (!(bar->state & State_Enabled)
            || (sc == SC_ScrollBarSubLine ? bar->sliderValue <= bar->minimum : bar->sliderValue >= bar->maximum))
            arrow.state &= ~State_Enabled;
        const PrimitiveElement pe = sc == SC_ScrollBarSubLine ? (vertical ? PE_IndicatorArrowUp : PE_IndicatorArrowLeft)
                                                              : (vertical ? PE_IndicatorArrowDown : PE_IndicatorArrowRight);
        drawPrimitive(pe, &arrow, painter, widget);
    }
}

void useFlatStyle(QScrollBar *bar)
{
    // One for every bar, as the application style is one for every widget: a proxy per bar
    // built a Fusion of its own per bar.
    static FlatScrollBarStyle *const style = [] {
        auto *s = new FlatScrollBarStyle(QApplication::style()->name());
        s->setParent(qApp);
        return s;
    }();
    bar->setStyle(style);
}

void useFlatScrollBars(QAbstractScrollArea *area)
{
    useFlatStyle(area->verticalScrollBar());
    useFlatStyle(area->horizontalScrollBar());
}

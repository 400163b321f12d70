#include "views/flatstyle.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionHeader>
#include <QStyleOptionSlider>
#include <QTableView>
#include <QTreeView>

void FlatStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
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
        const bool active = (bar->activeSubControls & SC_ScrollBarSlider)
            && (bar->state & (State_MouseOver | State_Sunken));
        const QColor handle = pal.color(QPalette::Window).darker(active ? 140 : 125);
        painter->fillRect(vertical ? slider.adjusted(3, 1, -2, -1) : slider.adjusted(1, 3, -1, -2),
                          handle);
    }
    // The arrow buttons: Fusion's arrow, on the flat background.
    for (const SubControl sc : { SC_ScrollBarSubLine, SC_ScrollBarAddLine }) {
        QStyleOption arrow = *option;
        arrow.rect = subControlRect(control, option, sc, widget);
        if (!arrow.rect.isValid())
            continue;
        if (!(bar->state & State_Enabled)
            || (sc == SC_ScrollBarSubLine ? bar->sliderValue <= bar->minimum
                                          : bar->sliderValue >= bar->maximum))
            arrow.state &= ~State_Enabled;
        const PrimitiveElement pe = sc == SC_ScrollBarSubLine
            ? (vertical ? PE_IndicatorArrowUp : PE_IndicatorArrowLeft)
            : (vertical ? PE_IndicatorArrowDown : PE_IndicatorArrowRight);
        drawPrimitive(pe, &arrow, painter, widget);
    }
}

void FlatStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                            const QWidget *widget) const
{
    if (element != CE_HeaderSection && element != CE_HeaderEmptyArea) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    // Fusion's section: its button colour, pressed darker, an outline below and a short
    // separator at the right; the header's empty area past the last section the same, without
    // a separator. Here each is a solid rectangle.
    const QPalette &pal = option->palette;
    const QRect r = option->rect;
    const bool pressed = element == CE_HeaderSection && (option->state & State_Sunken);
    painter->fillRect(r, pal.color(QPalette::Button).darker(pressed ? 110 : 100));
    const QColor line = pal.color(QPalette::Window).darker(140);
    painter->fillRect(QRect(r.left(), r.bottom(), r.width(), 1), line);
    const auto *header = qstyleoption_cast<const QStyleOptionHeader *>(option);
    if (!header)
        return;
    if (header->orientation == Qt::Horizontal)
        painter->fillRect(QRect(r.right(), r.top() + 3, 1, std::max(0, r.height() - 6)), line);
    else
        painter->fillRect(QRect(r.right(), r.top(), 1, r.height()), line);
}

namespace {

// One for every widget, as the application style is: a proxy per widget built a Fusion of its
// own per widget.
FlatStyle *flatStyle()
{
    static FlatStyle *const style = [] {
        auto *s = new FlatStyle(QApplication::style()->name());
        s->setParent(qApp);
        return s;
    }();
    return style;
}

} // namespace

void useFlatStyle(QScrollBar *bar)
{
    bar->setStyle(flatStyle());
}

void useFlatStyle(QAbstractScrollArea *area)
{
    useFlatStyle(area->verticalScrollBar());
    useFlatStyle(area->horizontalScrollBar());
    // A widget's style does not pass to its children: each header is given it too.
    QList<QHeaderView *> headers;
    if (auto *table = qobject_cast<QTableView *>(area))
        headers = { table->horizontalHeader(), table->verticalHeader() };
    else if (auto *tree = qobject_cast<QTreeView *>(area))
        headers = { tree->header() };
    for (QHeaderView *h : headers)
        h->setStyle(flatStyle());
}

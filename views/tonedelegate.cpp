#include "views/tonedelegate.h"

#include "views/statepalette.h"

#include <QApplication>
#include <QPainter>
#include <algorithm>

namespace {

bool oneLineOfText(const QStyleOptionViewItem &o)
{
    if (o.features
        & (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration
           | QStyleOptionViewItem::WrapText))
        return false;
    if (o.textElideMode != Qt::ElideRight || o.direction != Qt::LeftToRight)
        return false;
    // Qt's delegate turns line breaks into line separators and lays out several lines.
    return std::none_of(o.text.cbegin(), o.text.cend(), [](QChar c) {
        return c == u'\n' || c == u'\r' || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator;
    });
}

// Whether the style has anything to draw for a cell without its text. A plain cell, neither
// selected, current nor hovered, with no background of its own, has nothing; and most cells
// of a repaint are plain. Fusion works out its outline and shade colours (HSV conversions)
// before drawing any control, a seventh of repainting a table of new rows. A style sheet may
// draw any cell, so it is always asked.
bool styleWouldDrawSomething(const QStyleOptionViewItem &o, const QStyle *style)
{
    constexpr QStyle::State drawnStates
        = QStyle::State_Selected | QStyle::State_HasFocus | QStyle::State_MouseOver;
    return (o.state & drawnStates) || o.backgroundBrush.style() != Qt::NoBrush
        || qstrcmp(style->metaObject()->className(), "QStyleSheetStyle") == 0;
}

} // namespace

void ToneDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant v = index.data(ToneRole);
    if (!v.isValid())
        return;
    const auto tone = static_cast<Tone>(v.toInt());
    option->text = statepalette::mark(tone) + QLatin1Char(' ') + option->text;
    option->palette.setColor(QPalette::Text, statepalette::color(tone, option->palette));
}

void ToneDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                         const QModelIndex &index) const
{
    QStyleOptionViewItem o = option;
    initStyleOption(&o, index);
    if (!oneLineOfText(o)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget *widget = o.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const QString text = o.text;
    // The style draws the cell without its text: background, selection, focus. (The view
    // itself draws the alternate rows' background.)
    o.text.clear();
    if (styleWouldDrawSomething(o, style))
        style->drawControl(QStyle::CE_ItemViewItem, &o, painter, widget);
    if (text.isEmpty())
        return;
    // The text where, and in the colour, QCommonStyle would put it.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect box = o.rect.adjusted(margin, 0, -margin, 0);
    if (box.width() <= 0)
        return;
    QPalette::ColorGroup group
        = o.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(o.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const QStaticText &laidOut = m_texts.fitted(text, box.width(), o.font);
    const QSizeF size = laidOut.size();
    const Qt::Alignment align = o.displayAlignment;
    qreal x = box.left();
    if (align & Qt::AlignRight)
        x = box.right() + 1 - size.width();
    else if (align & Qt::AlignHCenter)
        x = box.left() + (box.width() - size.width()) / 2;
    qreal y = box.top() + (box.height() - size.height()) / 2;
    if (align & Qt::AlignTop)
        y = box.top();
    else if (align & Qt::AlignBottom)
        y = box.bottom() + 1 - size.height();
    painter->save();
    painter->setClipRect(o.rect);
    painter->setFont(o.font);
    painter->setPen(o.palette.color(
        group, o.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawStaticText(QPointF(x, y), laidOut);
    painter->restore();
}

#include "views/tonedelegate.h"

#include "views/statepalette.h"

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

#include "views/statedelegate.h"

#include "models/tasktablemodel.h"
#include "views/statepalette.h"

using namespace Qt::StringLiterals;

namespace {
QString markOf(StateTone tone)
{
    switch (tone) {
    case StateTone::Good: return u"● "_s;
    case StateTone::Pending: return u"◐ "_s;
    case StateTone::Warning: return u"▲ "_s;
    case StateTone::Bad: return u"✖ "_s;
    case StateTone::Neutral: break;
    }
    return u"○ "_s;
}
} // namespace

void TaskStateDelegate::initStyleOption(QStyleOptionViewItem *option,
                                        const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const StateTone tone = statepalette::toneOfTaskState(
        index.data(TaskTableModel::StateRole).toString(),
        index.data(TaskTableModel::LeaseExpiredRole).toBool());
    option->text = markOf(tone) + option->text;
    const QColor c = statepalette::color(tone, option->palette);
    option->palette.setColor(QPalette::Text, c);
    option->palette.setColor(QPalette::HighlightedText, option->palette.color(QPalette::HighlightedText));
}

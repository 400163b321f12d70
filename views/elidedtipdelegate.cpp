#include "views/elidedtipdelegate.h"

#include "views/wholestates.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QTextDocument>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype MaxTip = 2000; // a provider's whole answer can be megabytes; the pane has it

} // namespace

bool ElidedTipDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view,
                                  const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !index.isValid() || !view)
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty() || sizeHint(option, index).width() <= option.rect.width())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    QString whole = text.left(MaxTip) + (text.size() > MaxTip ? u"…"_s : QString());
    const QString own = index.data(Qt::ToolTipRole).toString();
    if (own.contains(text))
        whole = own;
    else if (!own.isEmpty())
        whole += u"\n\n"_s + own;
    // As rich text, so a long line wraps at the screen's width instead of running off it.
    QToolTip::showText(event->globalPos(), Qt::convertFromPlainText(whole, Qt::WhiteSpaceNormal),
                       view->viewport(), option.rect);
    return true;
}

void ElidedTipDelegate::install(QAbstractItemView *view)
{
    view->setItemDelegate(new ElidedTipDelegate(view));
    wholestates::keep(view); // what it elides is never a state
}

#include "views/growonlysize.h"

#include <QLabel>
#include <QLineEdit>

namespace {

// The usual call, at the end of every poll: a one-line plain-text label, already fixed, whose
// new text fits the width it has. The text's advance says so at a fraction of the label's
// size hint, which lays the text out twice (for its size and its minimum size) and cost the
// status bar's latency text ~0.1 ms of every poll cycle. Whatever this
// cannot vouch for takes the size hint's way, so it only ever saves time.
bool plainLabelStillFits(QWidget *widget)
{
    const auto *label = qobject_cast<QLabel *>(widget);
    if (!label || label->textFormat() != Qt::PlainText || label->wordWrap() || label->indent() > 0
        || label->frameWidth() != 0 || label->minimumSize() != label->maximumSize())
        return false;
    const QString text = label->text();
    if (text.contains(u'\n') || text.contains(u'\t'))
        return false;
    // The width it is fixed at, not the one it has now: the layout may not have applied it
    // yet. Two pixels to spare: the advance and the bounding box the size hint measures can
    // differ by a bearing.
    const QMargins m = label->contentsMargins();
    const int room = label->minimumWidth() - m.left() - m.right() - 2 * label->margin() - 2;
    return label->fontMetrics().horizontalAdvance(text) <= room;
}

} // namespace

void growOnlySize(QWidget *widget)
{
    if (plainLabelStillFits(widget))
        return;
    const QSize size = widget->sizeHint().expandedTo(widget->minimumSize());
    if (widget->minimumSize() != size || widget->maximumSize() != size)
        widget->setFixedSize(size);
}

void fitSize(QWidget *widget)
{
    const QSize size = widget->sizeHint();
    if (widget->minimumSize() != size || widget->maximumSize() != size)
        widget->setFixedSize(size);
}

void fitPlaceholder(QLineEdit *edit)
{
    const int room = edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 30;
    edit->setMinimumWidth(qMin(edit->maximumWidth(), room));
}

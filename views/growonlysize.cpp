#include "views/growonlysize.h"

#include <QWidget>

void growOnlySize(QWidget *widget)
{
    const QSize size = widget->sizeHint().expandedTo(widget->minimumSize());
    if (widget->minimumSize() != size || widget->maximumSize() != size)
        widget->setFixedSize(size);
}

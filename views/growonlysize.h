#pragma once

class QWidget;

// Fixes `widget` at a size that fits its content, growing when the content needs more room
// and never shrinking. Call it after each change of a text that changes at every poll (a
// count, a latency): a widget whose size is not fixed asks its parent to lay out again when
// its text changes, and the request climbed to the main window, which repainted the whole
// view at every poll. Fixed, only the widget itself repaints.
void growOnlySize(QWidget *widget);

#pragma once

class QLineEdit;
class QWidget;

// Fixes `widget` at a size that fits its content, growing when the content needs more room
// and never shrinking. Call it after each change of a text that changes at every poll (a
// count, a latency): a widget whose size is not fixed asks its parent to lay out again when
// its text changes, and the request climbed to the main window, which repainted the whole
// view at every poll. Fixed, only the widget itself repaints.
void growOnlySize(QWidget *widget);

// Fixes `widget` at exactly the size that fits its content: it grows and shrinks with it (a
// state chip whose count fell from 12,345 to 7 must not keep the room of five digits). A new
// text of the same size (12,345 → 12,346: digits share one advance) changes nothing, so a
// count that changes at every poll lays nothing out again; only a change of size does, once.
void fitSize(QWidget *widget);

// Makes `edit` at least as wide as its placeholder and a clear button, within its maximum
// width: a translated placeholder ("Id сообщения") is read whole. Call it after both are set.
void fitPlaceholder(QLineEdit *edit);

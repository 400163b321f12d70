#pragma once

#include <QList>
#include <QString>

class QWidget;

// What a person would see cut off in a window: text that does not fit where it is drawn,
// measured with the widget's own font metrics and style against the rect it is drawn in, never
// by eye. GUI thread.
//
// Checked, for every visible widget under the root (the root included):
// - QLabel: its whole text (wrapped: its whole height) inside its size;
// - QPushButton, QCheckBox, QRadioButton: the text beside its icon inside the style's contents
//   rect; QToolButton (unless icon-only) and spin boxes: their size hint inside their size;
// - QComboBox: every item (each can become the current one) and the placeholder, inside the
//   edit field;
// - QLineEdit: the placeholder, and an identifier typed (one token of up to 64 characters),
//   inside the text area;
// - QTabBar: every tab's text inside its tab, and every tab on the bar (none scrolled away);
// - QHeaderView: every shown section of a horizontal header at least as wide as its own size
//   hint (the text and the sort arrow);
// - table and tree cells on screen: a cell whose text is wider than the cell is elided by
//   design only if its tooltip holds the whole text, and never when it shows a state (answers
//   ToneRole: a state, status or verdict word), tooltip or not;
// - charts: no two labels of an axis run into each other, and every legend entry is whole;
// - and no checked widget sticks out of an ancestor that is not a scrolling viewport.
struct ClippedText
{
    QString where; // class, object name and the path of object names up to the root
    QString text; // the text that does not fit
    int need = 0; // pixels it needs
    int have = 0; // pixels it got

    QString toString() const;
};

QList<ClippedText> clippedTexts(QWidget *root);
// Only the state, status and verdict cells on screen that are cut (the toned cells of the
// check above): quick enough for every step of a driver.
QList<ClippedText> cutStates(QWidget *root);

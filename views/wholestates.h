#pragma once

class QAbstractItemView;
class QHeaderView;

// The one elision policy for state, status and verdict words in tables and trees. A cell that
// answers ToneRole shows a state (models/tone.h), and a state is never cut: "ошибка, п…" and
// "ошибка, о…" read alike, and a tooltip does not excuse it. Its column is kept at least as
// wide as the widest state it has shown, as the view's delegate measures it (margins, mark and
// word): the column widens when a wider word arrives (rows inserted or changed), and whatever
// narrows it — a drag on the header, widths restored from another language's settings — is
// undone. The sample widths a view sets (the widest translated word) keep the column from
// moving in the usual case. GUI thread; the keeper is a child of the view's header.
namespace wholestates {

// Keeps `view`'s toned columns whole from now on. Its model must be set (a QTreeWidget's is).
void keep(QAbstractItemView *view);
// Widens every toned column of `header`'s view to the widest state seen so far; nothing when
// its view is not kept. (Called after a header's restoreState(), which says nothing.)
void widen(QHeaderView *header);

} // namespace wholestates

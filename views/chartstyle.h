#pragma once

#include "models/tone.h"

#include <QColor>
#include <QPalette>
#include <QString>

class QAbstractAxis;
class QChart;

// How the dashboard's charts look: the application's palette (light or dark) for backgrounds,
// text and grid, and the console's tone colours for the series, so a state has the colour it
// has in every table. No colour of its own.
namespace chartstyle {

void apply(QChart *chart, const QPalette &palette);
void styleAxis(QAbstractAxis *axis, const QPalette &palette);
// `colour` at `alpha` (0–255) over the background, as an opaque colour: how the charts' lines
// and fills look translucent without being so. Qt's raster engine (6.4) draws a translucent
// stroke or fill as spans, and hands any of 96 spans or more (a line or band longer than 96
// pixels) to the global thread pool, waiting for it; an opaque one it draws in place. The
// dashboard's translucent grid lines and bands were 1,300 hand-offs in 40 s, and on two cores
// shared with a database server each waited for a core (docs/performance.md, GUI stalls).
// What lies under a band or a line is the plain background, so the look is the same (but for
// the faint grid, which showed through a translucent band and now stays behind it).
QColor blendOver(const QColor &colour, int alpha, const QPalette &palette);
// The grid's and the axis lines' colours: the text colour at a low opacity, made opaque.
QColor gridColor(const QPalette &palette);
QColor axisLineColor(const QPalette &palette);
// A series' colour: its tone's. `variant` 1 tells apart a second series of the same tone (the
// tone softened toward the background); 0 is the tone itself.
QColor seriesColor(Tone tone, int variant, const QPalette &palette);
// A pleasant upper bound for a value axis (1, 1.5, 2, 3, 4, 5, 6 or 8 times a power of ten), at
// least `minimum`.
double niceMax(double value, double minimum = 4);
// Ticks for an axis from 0 to a niceMax() so that every label is a round number.
int niceTickCount(double max);
// How many labels as wide as the widest of `labels` (in `axis`'s label font) fit side by side
// along `length` pixels, an em apart; at least 2. Time labels that ran together at 1280×800
// ("03:0003:1003:20") are fewer instead. A length of 0 (not laid out yet) fits them all.
int labelsThatFit(const QAbstractAxis *axis, qreal length, const QStringList &labels);

} // namespace chartstyle

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
// A series' colour: its tone's. `variant` 1 tells apart a second series of the same tone (the
// tone softened toward the background); 0 is the tone itself.
QColor seriesColor(Tone tone, int variant, const QPalette &palette);
// A pleasant upper bound for a value axis (1, 1.5, 2, 3, 4, 5, 6 or 8 times a power of ten), at
// least `minimum`.
double niceMax(double value, double minimum = 4);
// Ticks for an axis from 0 to a niceMax() so that every label is a round number.
int niceTickCount(double max);

} // namespace chartstyle

#pragma once

#include "models/tone.h"

#include <QColor>
#include <QPalette>
#include <QString>

// The console's few semantic colours, chosen to read on light and dark palettes alike.
// Colour is never the only signal: every toned cell also has a mark (and a word).
//
// Every colour here reads at 4.5:1 or better (WCAG AA for body text) on the palette's Base,
// AlternateBase and Window: PoolScope's own palettes are chosen so, and a palette it did not
// choose (System: whatever the desktop says) gets the colour moved toward white or black
// until it does. tst_theme measures it.
namespace statepalette {
QColor color(Tone tone, const QPalette &palette);
QString mark(Tone tone); // ● good, ◐ pending, ▲ warning, ✖ bad, ○ neutral
bool isDark(const QPalette &palette);
// Links (the detail pane's, a label's): the palette's Link role, made readable.
QColor linkColor(const QPalette &palette);
// Secondary text (a UTC time beside a local one): the PlaceholderText role, made readable.
QColor dimColor(const QPalette &palette);
// `colour` (a translucent one as it shows on Base), or the nearest shade of it toward white (on
// a dark palette) or black (on a light one) that reads at `ratio` on Base, AlternateBase and
// Window.
QColor readable(const QColor &colour, const QPalette &palette, double ratio = 4.5);
// The least contrast `colour` has on Base, AlternateBase and Window.
double leastContrast(const QColor &colour, const QPalette &palette);
} // namespace statepalette

#pragma once

#include "models/tone.h"

#include <QColor>
#include <QPalette>
#include <QString>

// The console's few semantic colours, chosen to read on light and dark palettes alike.
// Colour is never the only signal: every toned cell also has a mark (and a word).
namespace statepalette {
QColor color(Tone tone, const QPalette &palette);
QString mark(Tone tone); // ● good, ◐ pending, ▲ warning, ✖ bad, ○ neutral
bool isDark(const QPalette &palette);
} // namespace statepalette

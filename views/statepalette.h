#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

// The console's few semantic colours, chosen to read on light and dark palettes alike.
// Colour is never the only signal: every coloured state also has a word or a mark.
enum class StateTone { Neutral, Good, Pending, Warning, Bad };

namespace statepalette {
QColor color(StateTone tone, const QPalette &palette);
// The tone of a task state ("dead" is Bad, "leased" Pending, ...).
StateTone toneOfTaskState(const QString &state, bool leaseExpired);
bool isDark(const QPalette &palette);
} // namespace statepalette

#pragma once

#include <QString>
#include <Qt>

// The meaning of a state, for display: views turn a tone into a colour and a mark, so a
// state reads the same in every view and never by colour alone.
enum class Tone { Neutral, Good, Pending, Warning, Bad };

// Models answer this role with an int(Tone) for the cells that show a state.
constexpr int ToneRole = Qt::UserRole + 50;

namespace tone {
Tone ofTaskState(const QString &state, bool leaseExpired);
Tone ofDeliveryStatus(const QString &status);
} // namespace tone

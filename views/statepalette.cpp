#include "views/statepalette.h"

using namespace Qt::StringLiterals;

namespace statepalette {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor color(StateTone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case StateTone::Good:
        return dark ? QColor(0x6c, 0xd0, 0x8a) : QColor(0x1a, 0x7f, 0x37);
    case StateTone::Pending:
        return dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x09, 0x69, 0xda);
    case StateTone::Warning:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x9a, 0x67, 0x00);
    case StateTone::Bad:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xcf, 0x22, 0x2e);
    case StateTone::Neutral:
        break;
    }
    return palette.color(QPalette::PlaceholderText);
}

StateTone toneOfTaskState(const QString &state, bool leaseExpired)
{
    if (leaseExpired)
        return StateTone::Warning;
    if (state == "succeeded"_L1)
        return StateTone::Good;
    if (state == "queued"_L1 || state == "leased"_L1)
        return StateTone::Pending;
    if (state == "failed_retry"_L1)
        return StateTone::Warning;
    if (state == "dead"_L1 || state == "failed_perm"_L1)
        return StateTone::Bad;
    return StateTone::Neutral;
}

} // namespace statepalette

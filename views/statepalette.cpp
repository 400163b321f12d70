#include "views/statepalette.h"

using namespace Qt::StringLiterals;

namespace statepalette {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor color(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x6c, 0xd0, 0x8a) : QColor(0x1a, 0x7f, 0x37);
    case Tone::Pending:
        return dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x09, 0x69, 0xda);
    case Tone::Warning:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x9a, 0x67, 0x00);
    case Tone::Bad:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xcf, 0x22, 0x2e);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::PlaceholderText);
}

QString mark(Tone tone)
{
    switch (tone) {
    case Tone::Good: return u"●"_s;
    case Tone::Pending: return u"◐"_s;
    case Tone::Warning: return u"▲"_s;
    case Tone::Bad: return u"✖"_s;
    case Tone::Neutral: break;
    }
    return u"○"_s;
}

} // namespace statepalette

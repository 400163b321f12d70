#include "views/statepalette.h"

using namespace Qt::StringLiterals;

namespace statepalette {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor color(Tone tone, const QPalette &palette)
{
    // Each reads at 4.5:1 or better (WCAG AA) on its palette's base, alternate rows and window
    // (light: white to #efefef; dark: #1e1f22 to #2b2d30); tst_theme measures it.
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x6c, 0xd0, 0x8a) : QColor(0x16, 0x73, 0x2f);
    case Tone::Pending:
        return dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x08, 0x60, 0xc7);
    case Tone::Warning:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x87, 0x5a, 0x00);
    case Tone::Bad:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1f, 0x2b);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::PlaceholderText);
}

QString mark(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return u"●"_s;
    case Tone::Pending:
        return u"◐"_s;
    case Tone::Warning:
        return u"▲"_s;
    case Tone::Bad:
        return u"✖"_s;
    case Tone::Neutral:
        break;
    }
    return u"○"_s;
}

} // namespace statepalette

#include "views/statepalette.h"

#include "views/theme.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace statepalette {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

double leastContrast(const QColor &colour, const QPalette &palette)
{
    double least = 21;
    for (QPalette::ColorRole bg : { QPalette::Base, QPalette::AlternateBase, QPalette::Window })
        least = std::min(least, theme::contrast(colour, palette.color(bg)));
    return least;
}

QColor readable(const QColor &colour, const QPalette &palette, double ratio)
{
    // A translucent role (Qt's own placeholder: the text at half alpha) as it shows on Base.
    QColor c = colour.toRgb();
    if (c.alpha() < 255) {
        const QColor base = palette.color(QPalette::Base).toRgb();
        const double a = c.alphaF();
        c = QColor::fromRgbF(float(c.redF() * a + base.redF() * (1 - a)),
                             float(c.greenF() * a + base.greenF() * (1 - a)),
                             float(c.blueF() * a + base.blueF() * (1 - a)));
    }
    if (leastContrast(c, palette) >= ratio)
        return c;
    // Toward white on a dark palette, black on a light one: the far end of the backgrounds.
    const QColor end = isDark(palette) ? QColor(Qt::white) : QColor(Qt::black);
    for (int step = 1; step <= 10; ++step) {
        const double t = step / 10.0;
        const auto mix = [t](int a, int b) {
            return int(a + (b - a) * t + 0.5);
        };
        const QColor moved(mix(c.red(), end.red()), mix(c.green(), end.green()),
                           mix(c.blue(), end.blue()));
        if (leastContrast(moved, palette) >= ratio)
            return moved;
    }
    return end;
}

QColor color(Tone tone, const QPalette &palette)
{
    // Each reads at 4.5:1 or better (WCAG AA) on its palette's base, alternate rows and window
    // (light: white to #efefef; dark: #1e1f22 to #2b2d30); tst_theme measures it. readable()
    // is only a net for palettes PoolScope did not choose, asked once per palette.
    struct Cache
    {
        qint64 key = -1;
        QColor colours[5];
    };
    static Cache cache;
    if (cache.key != palette.cacheKey()) {
        const bool dark = isDark(palette);
        const QColor chosen[5] = {
            palette.color(QPalette::PlaceholderText),
            dark ? QColor(0x6c, 0xd0, 0x8a) : QColor(0x16, 0x73, 0x2f), // Good
            dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x08, 0x60, 0xc7), // Pending
            dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x87, 0x5a, 0x00), // Warning
            dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1f, 0x2b), // Bad
        };
        for (int i = 0; i < 5; ++i)
            cache.colours[i] = readable(chosen[i], palette);
        cache.key = palette.cacheKey();
    }
    return cache.colours[static_cast<int>(tone)];
}

QColor linkColor(const QPalette &palette)
{
    return readable(palette.color(QPalette::Link), palette);
}

QColor dimColor(const QPalette &palette)
{
    return readable(palette.color(QPalette::PlaceholderText), palette);
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

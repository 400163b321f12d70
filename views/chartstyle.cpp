#include "views/chartstyle.h"

#include "views/statepalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetrics>
#include <QLegend>
#include <algorithm>
#include <cmath>
#include <limits>

namespace chartstyle {

void apply(QChart *chart, const QPalette &palette)
{
    chart->setTheme(statepalette::isDark(palette) ? QChart::ChartThemeDark
                                                  : QChart::ChartThemeLight);
    // The theme's own backgrounds and fonts give way to the application's.
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 2));
    chart->setAnimationOptions(
        QChart::NoAnimation); // a poll every 2 s: animations would never rest
    QFont small = chart->font();
    small.setPointSizeF(qMax(7.0, small.pointSizeF() - 1));
    chart->legend()->setFont(small);
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
}

void styleAxis(QAbstractAxis *axis, const QPalette &palette)
{
    QFont small = axis->labelsFont();
    small.setPointSizeF(qMax(7.0, QFont().pointSizeF() - 1.5));
    axis->setLabelsFont(small);
    axis->setLabelsColor(palette.color(QPalette::Text));
    QFont titleFont = small;
    titleFont.setBold(false);
    axis->setTitleFont(titleFont);
    axis->setTitleBrush(palette.color(QPalette::PlaceholderText));
    axis->setGridLineColor(gridColor(palette));
    axis->setMinorGridLineVisible(false);
    axis->setTruncateLabels(false); // "…" for a number says nothing
    axis->setLinePenColor(axisLineColor(palette));
}

QColor blendOver(const QColor &colour, int alpha, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [alpha](int c, int b) {
        return (c * alpha + b * (255 - alpha) + 127) / 255;
    };
    return QColor(mix(colour.red(), base.red()), mix(colour.green(), base.green()),
                  mix(colour.blue(), base.blue()));
}

QColor gridColor(const QPalette &palette)
{
    return blendOver(palette.color(QPalette::Text), statepalette::isDark(palette) ? 40 : 28,
                     palette);
}

QColor axisLineColor(const QPalette &palette)
{
    return blendOver(palette.color(QPalette::Text), 90, palette);
}

QColor seriesColor(Tone tone, int variant, const QPalette &palette)
{
    const QColor base = tone == Tone::Neutral ? palette.color(QPalette::Text)
                                              : statepalette::color(tone, palette);
    if (variant == 0)
        return base;
    // The same hue, moved toward the text colour: darker on light, lighter on dark. Softening
    // toward the background read at about 2.3:1 on white, below the 3:1 graphics need.
    const QColor text = palette.color(QPalette::Text);
    const auto mix = [](int a, int b) {
        return (a * 60 + b * 40) / 100;
    };
    return QColor(mix(base.red(), text.red()), mix(base.green(), text.green()),
                  mix(base.blue(), text.blue()));
}

namespace {
// Mantissas of a round axis top, and the ticks that make each label a round number.
constexpr struct
{
    double top;
    int ticks;
} Tops[] = {
    { 1, 6 }, { 1.5, 4 }, { 2, 5 }, { 3, 4 }, { 4, 5 }, { 5, 6 }, { 6, 4 }, { 8, 5 }, { 10, 6 },
};
} // namespace

double niceMax(double value, double minimum)
{
    const double v = std::max(value, minimum);
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (const auto &t : Tops) {
        if (v <= t.top * magnitude * (1 + 1e-9))
            return t.top * magnitude;
    }
    return 10 * magnitude;
}

int niceTickCount(double max)
{
    const double mantissa = max / std::pow(10.0, std::floor(std::log10(std::max(max, 1e-9))));
    for (const auto &t : Tops) {
        if (std::abs(mantissa - t.top) < 1e-6)
            return t.ticks;
    }
    return 6;
}

int labelsThatFit(const QAbstractAxis *axis, qreal length, const QStringList &labels)
{
    if (length <= 0)
        return std::numeric_limits<int>::max();
    const QFontMetrics fm(axis->labelsFont());
    int widest = 0;
    for (const QString &label : labels)
        widest = std::max(widest, fm.horizontalAdvance(label));
    const int pitch = widest + fm.horizontalAdvance(QLatin1Char('M'));
    return std::max(2, int(length / std::max(1, pitch)));
}

} // namespace chartstyle

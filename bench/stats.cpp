#include "bench/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {
double nearestRank(const QList<double> &sorted, double fraction)
{
    const auto rank = static_cast<qsizetype>(std::ceil(fraction * double(sorted.size())));
    return sorted[std::clamp<qsizetype>(rank - 1, 0, sorted.size() - 1)];
}
} // namespace

Summary summarize(QList<double> samples)
{
    Summary s;
    s.n = static_cast<int>(samples.size());
    if (samples.isEmpty())
        return s;
    std::sort(samples.begin(), samples.end());
    s.p50 = nearestRank(samples, 0.50);
    s.p95 = nearestRank(samples, 0.95);
    s.p99 = nearestRank(samples, 0.99);
    s.max = samples.last();
    s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    return s;
}

QJsonObject Summary::toJson() const
{
    return { { u"n"_s, n },
             { u"p50"_s, rounded(p50) },
             { u"p95"_s, rounded(p95) },
             { u"p99"_s, rounded(p99) },
             { u"max"_s, rounded(max) },
             { u"mean"_s, rounded(mean) } };
}

double slope(const QList<double> &x, const QList<double> &y)
{
    const qsizetype n = std::min(x.size(), y.size());
    if (n < 2)
        return 0;
    const double mx = std::accumulate(x.begin(), x.begin() + n, 0.0) / double(n);
    const double my = std::accumulate(y.begin(), y.begin() + n, 0.0) / double(n);
    double sxy = 0;
    double sxx = 0;
    for (qsizetype i = 0; i < n; ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
    }
    return sxx > 0 ? sxy / sxx : 0;
}

double rounded(double value)
{
    return std::round(value * 1000.0) / 1000.0;
}

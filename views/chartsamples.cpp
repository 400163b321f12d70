#include "views/chartsamples.h"

#include "models/sampleseriesmodel.h"
#include "views/chartstyle.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace {
constexpr int MaxRuns = 20; // older gaps are bridged rather than drawn as more series
}

SampleChart::SampleChart(SampleSeriesModel *model, const QString &title,
                         const QList<Series> &series, const QString &leftTitle,
                         const QString &rightTitle, QWidget *parent)
    : ChartPanel(title, parent)
    , m_model(model)
    , m_series(series)
    , m_x(new QDateTimeAxis)
    , m_left(new QValueAxis)
    , m_rightTitle(rightTitle)
{
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_left, Qt::AlignLeft);
    m_left->setTitleText(leftTitle);
    m_left->setLabelFormat(u"%.0f"_s);
    if (!rightTitle.isEmpty()) {
        m_right = new QValueAxis;
        chart()->addAxis(m_right, Qt::AlignRight);
        m_right->setLabelFormat(u"%.0f"_s);
    }
    chart()->legend()->setAlignment(Qt::AlignRight); // room for every name in full
    connect(m_model, &SampleSeriesModel::samplesChanged, this, &SampleChart::rebuild);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_builtRuns = -1; });
    // The labels that fit follow the chart's width; after the layout that moved it (changed
    // within it, the axis would delete label items Qt Charts is laying out).
    connect(chart(), &QChart::plotAreaChanged, this, &SampleChart::updateAxes,
            Qt::QueuedConnection);
    restyle();
}

QList<std::pair<int, int>> SampleChart::runs() const
{
    QList<std::pair<int, int>> out;
    const int n = m_model->rowCount();
    for (int row = 0; row < n; ++row) {
        if (out.isEmpty() || m_model->startsRun(row))
            out.append({ row, row });
        else
            out.last().second = row;
    }
    while (out.size() > MaxRuns) {
        out[1].first = out[0].first;
        out.removeFirst();
    }
    return out;
}

bool SampleChart::isShown(int column) const
{
    for (const Series &s : m_series) {
        if (s.column == column)
            return !s.hidden;
    }
    return false;
}

void SampleChart::setShown(int column, bool shown)
{
    for (Series &s : m_series) {
        if (s.column == column)
            s.hidden = !shown;
    }
    m_builtRuns = -1;
    rebuild();
}

void SampleChart::restyle()
{
    ChartPanel::restyle();
    m_builtRuns = -1;
    rebuild();
}

void SampleChart::rebuild()
{
    const QList<std::pair<int, int>> r = runs();
    if (r.size() != m_builtRuns)
        build(r);
    fill(r);
    updateAxes();
}

void SampleChart::build(const QList<std::pair<int, int>> &runs)
{
    chart()->removeAllSeries();
    m_items.clear();
    m_builtRuns = static_cast<int>(runs.size());
    const QPalette p = palette();
    for (int run = 0; run < runs.size(); ++run) {
        for (int si = 0; si < m_series.size(); ++si) {
            const Series &s = m_series[si];
            const QColor color = chartstyle::seriesColor(s.tone, s.variant, p);
            Item item;
            item.series = si;
            item.upper = new QLineSeries;
            if (s.stacked) {
                item.lower = new QLineSeries;
                auto *area = new QAreaSeries(item.upper, item.lower);
                item.upper->setParent(area);
                item.lower->setParent(area);
                area->setBrush(chartstyle::blendOver(
                    color, p.color(QPalette::Base).lightness() < 128 ? 150 : 170, p));
                area->setPointsVisible(true); // until fill() knows there are enough to draw an area
                area->setPen(QPen(color, 1));
                item.drawn = area;
                connect(area, &QAreaSeries::hovered, this, [this](const QPointF &pt, bool on) {
                    showTip(on ? describe(rowNear(pt.x())) : QString());
                });
                connect(area, &QAreaSeries::clicked, this,
                        [this, column = s.column](const QPointF &pt) {
                            Q_EMIT sampleClicked(column, rowNear(pt.x()));
                        });
            } else {
                QPen pen(color, 2);
                if (s.variant == 1)
                    pen.setStyle(Qt::DashLine);
                item.upper->setPen(pen);
                item.drawn = item.upper;
                connect(item.upper, &QLineSeries::hovered, this,
                        [this](const QPointF &pt, bool on) {
                            showTip(on ? describe(rowNear(pt.x())) : QString());
                        });
                connect(item.upper, &QLineSeries::clicked, this,
                        [this, column = s.column](const QPointF &pt) {
                            Q_EMIT sampleClicked(column, rowNear(pt.x()));
                        });
            }
            item.drawn->setName(s.name);
            chart()->addSeries(item.drawn);
            item.drawn->attachAxis(m_x);
            item.drawn->attachAxis(s.rightAxis && m_right ? m_right : m_left);
            item.drawn->setVisible(!s.hidden);
            m_items.append(item);
        }
    }
    // One legend entry per series (the first run's); a click hides or shows it in every run.
    for (const Item &item : std::as_const(m_items)) {
        const bool first = &item - m_items.constData() < m_series.size();
        for (QLegendMarker *marker : chart()->legend()->markers(item.drawn)) {
            marker->setVisible(first);
            if (!first)
                continue;
            if (m_series[item.series].hidden) {
                QColor dim = p.color(QPalette::PlaceholderText);
                marker->setLabelBrush(dim);
                marker->setBrush(dim);
            }
            const int column = m_series[item.series].column;
            connect(marker, &QLegendMarker::clicked, this, [this, column] {
                QMetaObject::invokeMethod(
                    this, [this, column] { setShown(column, !isShown(column)); },
                    Qt::QueuedConnection); // not while the marker is being clicked
            });
        }
    }
    syncLegend();
}

double SampleChart::scaledValue(int series, int row) const
{
    const Series &s = m_series[series];
    const double v = m_model->value(row, s.column);
    return s.rightAxis ? v / m_ageScale : v;
}

void SampleChart::fill(const QList<std::pair<int, int>> &runs)
{
    if (m_right) {
        double maxAge = 0;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            for (const Series &s : m_series) {
                if (s.rightAxis && !s.hidden)
                    maxAge = std::max(maxAge, m_model->value(row, s.column));
            }
        }
        const struct
        {
            double scale;
            QString unit;
        } units[] = { { 1, tr("s") }, { 60, tr("min") }, { 3600, tr("h") }, { 86400, tr("d") } };
        int u = 0;
        while (u < 3 && maxAge >= 2 * units[u + 1].scale)
            ++u;
        m_ageScale = units[u].scale;
        m_right->setTitleText(u"%1 (%2)"_s.arg(m_rightTitle, units[u].unit));
    }
    for (const Item &item : std::as_const(m_items)) {
        const int run
            = static_cast<int>(&item - m_items.constData()) / static_cast<int>(m_series.size());
        const auto [first, last] = runs.value(run);
        QList<QPointF> upper;
        QList<QPointF> lower;
        for (int row = first; row <= last; ++row) {
            const qreal t = qreal(m_model->sampleAt(row)->atUs / 1000);
            double below = 0;
            if (m_series[item.series].stacked) {
                for (int si = 0; si < item.series; ++si) {
                    if (m_series[si].stacked && !m_series[si].hidden)
                        below += scaledValue(si, row);
                }
                lower.append({ t, below });
            }
            upper.append({ t, below + scaledValue(item.series, row) });
        }
        item.upper->replace(upper);
        // A lone sample still shows.
        if (auto *area = qobject_cast<QAreaSeries *>(item.drawn))
            area->setPointsVisible(upper.size() < 3);
        else
            item.upper->setPointsVisible(upper.size() < 3);
        if (item.lower)
            item.lower->replace(lower);
    }
}

void SampleChart::updateAxes()
{
    const int n = m_model->rowCount();
    const qint64 newest
        = n > 0 ? m_model->sampleAt(n - 1)->atUs / 1000 : QDateTime::currentMSecsSinceEpoch();
    const qint64 span = m_model->spanUs() / 1000;
    // Ticks on round local times, as many as the plot's width has room for (a narrow chart
    // ran them together): the first round step that divides the span into few enough.
    const QString format = span > 86400LL * 1000 ? u"ddd"_s : u"HH:mm"_s;
    QStringList samples;
    for (int day = 1; day <= 7; ++day) // every weekday's name, or a wide time
        samples.append(format == "ddd"_L1 ? QLocale().dayName(day, QLocale::ShortFormat)
                                          : QLocale().toString(QTime(20, 48), format));
    const int room = chartstyle::labelsThatFit(m_x, chart()->plotArea().width(), samples);
    static const qint64 steps[]
        = { 180000,   300000,   600000,   900000,   1200000,  1800000,   3600000,  7200000,
            10800000, 14400000, 21600000, 43200000, 86400000, 172800000, 604800000 };
    const qint64 least = span <= 900000 ? 180000
        : span <= 3600000               ? 600000
        : span <= 86400000              ? 4 * 3600000
                                        : 86400000;
    qint64 step = span;
    for (qint64 s : steps) {
        if (s >= least && span % s == 0 && span / s + 1 <= room) {
            step = s;
            break;
        }
    }
    // The range ends at the tick after the newest sample.
    const qint64 offset = QDateTime::fromMSecsSinceEpoch(newest).offsetFromUtc() * 1000LL;
    const qint64 end = ((newest + offset) / step + 1) * step - offset;
    m_x->setRange(QDateTime::fromMSecsSinceEpoch(end - span), QDateTime::fromMSecsSinceEpoch(end));
    m_x->setFormat(format);
    m_x->setTickCount(int(span / step) + 1);
    double left = 0;
    double right = 0;
    for (int row = 0; row < n; ++row) {
        double stack = 0;
        for (int si = 0; si < m_series.size(); ++si) {
            const Series &s = m_series[si];
            if (s.hidden)
                continue;
            const double v = scaledValue(si, row);
            if (s.stacked)
                stack += v;
            else if (s.rightAxis)
                right = std::max(right, v);
            else
                left = std::max(left, v);
        }
        left = std::max(left, stack);
    }
    for (auto [axis, top] : { std::pair { m_left, left }, std::pair { m_right, right } }) {
        if (!axis)
            continue;
        const double max = chartstyle::niceMax(top * 1.05);
        axis->setRange(0, max);
        axis->setTickCount(chartstyle::niceTickCount(max));
    }
}

int SampleChart::rowNear(qreal ms) const
{
    int lo = 0;
    int hi = m_model->rowCount() - 1;
    if (hi < 0)
        return -1;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (m_model->sampleAt(mid)->atUs / 1000 < ms)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo > 0
        && ms - m_model->sampleAt(lo - 1)->atUs / 1000 < m_model->sampleAt(lo)->atUs / 1000 - ms)
        --lo;
    return lo;
}

QString SampleChart::describe(int row) const
{
    const LiveSample *s = m_model->sampleAt(row);
    if (!s)
        return {};
    QStringList lines {
        m_model->data(m_model->index(row, SampleSeriesModel::TimeColumn)).toString()
    };
    for (const Series &series : m_series)
        lines.append(u"%1: %2"_s.arg(series.name,
                                     m_model->data(m_model->index(row, series.column)).toString()));
    if (s->estimatedStates)
        lines.append(tr("≈: the planner's estimate (an exact count would read too much)"));
    return lines.join(u'\n');
}

QPoint SampleChart::positionOf(int column, int row) const
{
    const QList<std::pair<int, int>> r = runs();
    for (const Item &item : m_items) {
        const int run
            = static_cast<int>(&item - m_items.constData()) / static_cast<int>(m_series.size());
        if (m_series[item.series].column != column || run >= r.size() || row < r[run].first
            || row > r[run].second)
            continue;
        const int i = row - r[run].first;
        QPointF value = item.upper->at(i);
        if (item.lower)
            value.setY((value.y() + item.lower->at(i).y()) / 2);
        const QPointF scene = chart()->mapToScene(chart()->mapToPosition(value, item.drawn));
        return chartView()->mapFromScene(scene);
    }
    return {};
}

#include "views/chartbuckets.h"

#include "models/bucketseriesmodel.h"
#include "views/chartstyle.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <cmath>

using namespace Qt::StringLiterals;

BucketChart::BucketChart(BucketSeriesModel *model, const QString &title, bool stacked,
                         const QString &leftTitle, QWidget *parent)
    : ChartPanel(title, parent)
    , m_model(model)
    , m_stacked(stacked)
    , m_x(new QCategoryAxis)
    , m_left(new QValueAxis)
{
    m_x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_x->setGridLineVisible(false);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_left, Qt::AlignLeft);
    m_left->setTitleText(leftTitle);
    m_left->setLabelFormat(u"%.0f"_s);
    connect(m_model, &BucketSeriesModel::seriesChanged, this, &BucketChart::rebuild);
    // The labels that fit follow the chart's width; after the layout that moved it (changed
    // within it, the axis would delete label items Qt Charts is laying out).
    connect(chart(), &QChart::plotAreaChanged, this, &BucketChart::relabel, Qt::QueuedConnection);
    restyle();
}

void BucketChart::setOverlay(BucketSeriesModel *model, const QString &rightTitle)
{
    m_overlay = model;
    m_right = new QValueAxis;
    m_right->setTitleText(rightTitle);
    m_right->setLabelFormat(u"%.0f"_s);
    chart()->addAxis(m_right, Qt::AlignRight);
    connect(m_overlay, &BucketSeriesModel::seriesChanged, this, &BucketChart::rebuildOverlay);
    restyle();
}

QBarSet *BucketChart::barSet(int series) const
{
    return m_sets.value(series);
}

void BucketChart::restyle()
{
    ChartPanel::restyle();
    if (m_bars) {
        chart()->removeSeries(m_bars);
        delete m_bars;
        m_bars = nullptr;
        m_sets.clear();
    }
    if (m_line) {
        chart()->removeSeries(m_line);
        delete m_line;
        m_line = nullptr;
    }
    rebuild();
}

void BucketChart::rebuild()
{
    const QStringList &names = m_model->names();
    bool same = m_bars && m_sets.size() == names.size();
    for (int i = 0; same && i < names.size(); ++i)
        same = m_sets[i]->label() == names[i];
    if (!same) {
        if (m_bars) {
            chart()->removeSeries(m_bars);
            delete m_bars;
        }
        if (m_line) { // drawn in the order added: the line goes back on top of the new bars
            chart()->removeSeries(m_line);
            delete m_line;
            m_line = nullptr;
        }
        m_bars
            = m_stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries) : new QBarSeries;
        m_bars->setBarWidth(m_stacked ? 0.8 : 0.9);
        m_sets.clear();
        QList<Tone> seen;
        for (int si = 0; si < names.size(); ++si) {
            auto *set = new QBarSet(m_model->headerData(si + 1, Qt::Horizontal).toString());
            const auto t = Tone(m_model->headerData(si + 1, Qt::Horizontal, ToneRole).toInt());
            set->setColor(chartstyle::seriesColor(t, seen.contains(t) ? 1 : 0, palette()));
            set->setBorderColor(palette().color(QPalette::Base));
            seen.append(t);
            connect(set, &QBarSet::hovered, this, [this, si](bool on, int row) {
                showTip(on ? m_model->describe(row, si) : QString());
            });
            connect(set, &QBarSet::clicked, this,
                    [this, si](int row) { Q_EMIT bucketClicked(si, row); });
            m_bars->append(set);
            m_sets.append(set);
        }
        chart()->addSeries(m_bars);
        m_bars->attachAxis(m_x);
        m_bars->attachAxis(m_left);
        syncLegend();
    }
    const int n = m_model->rowCount();
    double top = 0;
    QList<double> totals(n, 0.0);
    for (int si = 0; si < m_sets.size(); ++si) {
        QBarSet *set = m_sets[si];
        QList<qreal> values;
        for (int row = 0; row < n; ++row) {
            const double v = double(m_model->value(row, si));
            values.append(v);
            totals[row] += v;
            top = std::max(top, v);
        }
        // Every replace() lays the whole series out again: one value is replaced, more are
        // swapped at once (a refresh usually moves several buckets).
        int changed = set->count() == n ? 0 : 2;
        for (int row = 0; row < n && changed <= 1; ++row)
            changed += set->at(row) != values[row] ? 1 : 0;
        if (changed == 1) {
            for (int row = 0; row < n; ++row) {
                if (set->at(row) != values[row])
                    set->replace(row, values[row]);
            }
        } else if (changed > 1) {
            set->remove(0, set->count());
            set->append(values);
        }
    }
    if (m_stacked)
        top = totals.isEmpty() ? 0 : *std::max_element(totals.begin(), totals.end());
    const double max = chartstyle::niceMax(top * 1.05);
    m_left->setRange(0, max);
    m_left->setTickCount(chartstyle::niceTickCount(max));
    m_x->setRange(-0.5, std::max(n, 1) - 0.5);
    relabel();
    rebuildOverlay();
}

void BucketChart::relabel()
{
    const QList<std::pair<QString, double>> labels = wantedLabels();
    // Each label removed or added lays the axis and the chart out again: only when they differ.
    QList<std::pair<QString, double>> shown;
    for (const QString &label : m_x->categoriesLabels())
        shown.append({ label, m_x->endValue(label) });
    if (shown == labels && m_x->startValue() == -1)
        return;
    for (const auto &label : shown)
        m_x->remove(label.first);
    m_x->setStartValue(-1);
    for (const auto &[label, end] : labels)
        m_x->append(label, end);
}

QList<std::pair<QString, double>> BucketChart::wantedLabels() const
{
    QList<std::pair<QString, double>> labels;
    const int n = m_model->rowCount();
    const qint64 width = m_model->bucketUs() / 1000000;
    if (n == 0 || width <= 0)
        return labels;
    // Labels on round local times (every 3 min, 10 min, 4 h, a day…), about six of them, or
    // as many as the plot's width has room for (a narrow chart ran them together).
    QStringList all;
    for (int row = 0; row < n; ++row)
        all.append(m_model->bucketLabel(row));
    const int room = std::min(7, chartstyle::labelsThatFit(m_x, chart()->plotArea().width(), all));
    static const qint64 steps[] = { 60,    120,   180,   300,   600,   900,    1800,   3600,  7200,
                                    10800, 14400, 21600, 43200, 86400, 172800, 345600, 604800 };
    qint64 step = 0;
    for (qint64 s : steps) {
        if (s % width == 0 && s * room >= n * width) {
            step = s;
            break;
        }
    }
    if (step == 0) // no round step is wide enough: apart, if not round
        step = width * ((n + room - 1) / room);
    const qint64 start
        = m_model->index(0, 0).data(BucketSeriesModel::StartRole).toLongLong() / 1000000;
    const qint64 offset = QDateTime::fromSecsSinceEpoch(start).offsetFromUtc();
    const auto every = static_cast<int>(step / width);
    int first = 0;
    while (first < every && (start + offset + first * width) % step != 0)
        ++first;
    if (first == every) // no bucket starts on a round local time (a zone off by minutes)
        first = 0;
    for (int row = first; row < n; row += every)
        labels.append({ m_model->bucketLabel(row), row - 0.5 });
    return labels;
}

void BucketChart::rebuildOverlay()
{
    if (!m_overlay)
        return;
    if (!m_line) {
        m_line = new QLineSeries;
        m_line->setPointsVisible(true);
        chart()->addSeries(m_line);
        m_line->attachAxis(m_x);
        m_line->attachAxis(m_right);
        connect(m_line, &QLineSeries::hovered, this, [this](const QPointF &pt, bool on) {
            showTip(on ? m_overlay->describe(qRound(pt.x()), 0) : QString());
        });
        connect(m_line, &QLineSeries::clicked, this,
                [this](const QPointF &pt) { Q_EMIT overlayClicked(qRound(pt.x())); });
    }
    if (const QString shown = m_overlay->headerData(1, Qt::Horizontal).toString();
        shown != m_line->name()) {
        m_line->setName(shown);
        const auto tone = Tone(m_overlay->headerData(1, Qt::Horizontal, ToneRole).toInt());
        m_line->setPen(QPen(chartstyle::seriesColor(tone, 0, palette()), 2.5));
        syncLegend();
    }
    QList<QPointF> points;
    double top = 0;
    // Placed by bucket start, so a model a refresh behind the bars never draws off by one.
    if (m_overlay->bucketUs() == m_model->bucketUs() && m_overlay->bucketUs() > 0) {
        for (int row = 0; row < m_overlay->rowCount(); ++row) {
            const qint64 start
                = m_overlay->data(m_overlay->index(row, 0), BucketSeriesModel::StartRole)
                      .toLongLong();
            const double x = double(start - m_model->fromUs()) / double(m_model->bucketUs());
            const double v = double(m_overlay->value(row, 0));
            if (x > -0.5 && x < m_model->rowCount() - 0.5)
                points.append({ x, v });
            top = std::max(top, v);
        }
    }
    m_line->replace(points);
    const double max = chartstyle::niceMax(top * 1.05);
    m_right->setRange(0, max);
    m_right->setTickCount(chartstyle::niceTickCount(max));
}

QPoint BucketChart::positionOf(int series, int row) const
{
    if (!m_bars || series < 0 || series >= m_sets.size())
        return {};
    double below = 0;
    if (m_stacked) {
        for (int si = 0; si < series; ++si)
            below += m_sets[si]->at(row);
    }
    double x = row;
    if (!m_stacked) // side by side: each set has its slice of the bar width
        x += (series + 0.5) * m_bars->barWidth() / m_sets.size() - m_bars->barWidth() / 2;
    const QPointF value(x, below + m_sets[series]->at(row) / 2);
    return chartView()->mapFromScene(chart()->mapToScene(chart()->mapToPosition(value, m_bars)));
}

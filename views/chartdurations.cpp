#include "views/chartdurations.h"

#include "models/durationmodel.h"
#include "views/chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

DurationChart::DurationChart(DurationModel *model, const QString &title, QWidget *parent)
    : ChartPanel(title, parent)
    , m_model(model)
    , m_workers(new QBarCategoryAxis)
    , m_ms(new QValueAxis)
{
    m_workers->setTruncateLabels(false); // a worker's name, whole
    chart()->addAxis(m_workers, Qt::AlignLeft);
    chart()->addAxis(m_ms, Qt::AlignBottom);
    m_ms->setTitleText(tr("delivery duration (ms)"));
    m_ms->setLabelFormat(u"%.0f"_s);
    connect(m_model, &DurationModel::statsChanged, this, &DurationChart::rebuild);
    restyle();
}

QBarSet *DurationChart::barSet(int percentile) const
{
    return percentile == 0 ? m_p50 : m_p95;
}

void DurationChart::restyle()
{
    ChartPanel::restyle();
    const QPalette p = palette();
    if (m_bars) {
        chart()->removeSeries(m_bars);
        delete m_bars;
    }
    m_bars = new QHorizontalBarSeries;
    m_bars->setBarWidth(0.8);
    // Durations are no state: the pending tone, the p95 its second shade.
    m_p50 = new QBarSet(tr("p50"));
    m_p95 = new QBarSet(tr("p95"));
    m_p50->setColor(chartstyle::seriesColor(Tone::Pending, 0, p));
    m_p95->setColor(chartstyle::seriesColor(Tone::Pending, 1, p));
    for (QBarSet *set : { m_p50, m_p95 }) {
        set->setBorderColor(p.color(QPalette::Base));
        connect(set, &QBarSet::hovered, this, [this](bool on, int index) {
            // The busiest worker is drawn on top: bar index 0 is the last row.
            showTip(on ? m_model->describe(m_model->rowCount() - 1 - index) : QString());
        });
        connect(set, &QBarSet::clicked, this,
                [this](int index) { Q_EMIT workerClicked(m_model->rowCount() - 1 - index); });
        m_bars->append(set);
    }
    chart()->addSeries(m_bars);
    m_bars->attachAxis(m_workers);
    m_bars->attachAxis(m_ms);
    syncLegend();
    rebuild();
}

void DurationChart::rebuild()
{
    QStringList workers;
    QList<qreal> p50;
    QList<qreal> p95;
    double top = 0;
    for (int row = m_model->rowCount() - 1; row >= 0; --row) {
        workers.append(m_model->workerLabel(row));
        p50.append(m_model->index(row, DurationModel::P50Column)
                       .data(DurationModel::ValueRole)
                       .toDouble());
        p95.append(m_model->index(row, DurationModel::P95Column)
                       .data(DurationModel::ValueRole)
                       .toDouble());
        top = std::max(top, p95.last());
    }
    m_p50->remove(0, m_p50->count());
    m_p95->remove(0, m_p95->count());
    m_p50->append(p50);
    m_p95->append(p95);
    if (m_workers->categories() != workers)
        m_workers->setCategories(workers);
    const double max = chartstyle::niceMax(top * 1.05, 10);
    m_ms->setRange(0, max);
    m_ms->setTickCount(chartstyle::niceTickCount(max));
}

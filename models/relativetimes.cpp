#include "models/relativetimes.h"

#include "core/steadyclock.h"
#include "models/displayformat.h"

#include <QAbstractItemModel>
#include <QTimer>

RelativeTimes::RelativeTimes(QAbstractItemModel *model, QList<int> columns)
    : QObject(model), m_model(model), m_columns(std::move(columns)), m_ticker(new QTimer(this))
{
    m_ticker->setInterval(TickMs);
    connect(m_ticker, &QTimer::timeout, this, &RelativeTimes::tick);
    m_ticker->start();
}

void RelativeTimes::setNow(qint64 nowUs)
{
    m_nowUs = nowUs;
    m_steadyAtNs = steadyNowNs();
}

qint64 RelativeTimes::now() const
{
    return m_nowUs + (steadyNowNs() - m_steadyAtNs) / 1000;
}

bool RelativeTimes::saysRelativeTime(int row) const
{
    return std::any_of(m_columns.cbegin(), m_columns.cend(), [this, row](int column) {
        return m_model->index(row, column).data(RelativeTimeRole).isValid();
    });
}

void RelativeTimes::tick()
{
    if (m_nowUs == 0)
        return;
    // Only the runs of rows that say a relative time: a table of queued tasks has nothing to
    // count on, and a view repaints what dataChanged names.
    const int rows = m_model->rowCount();
    int first = -1;
    for (int row = 0; row <= rows; ++row) {
        const bool ticks = row < rows && saysRelativeTime(row);
        if (ticks && first < 0) {
            first = row;
        } else if (!ticks && first >= 0) {
            for (int column : std::as_const(m_columns))
                Q_EMIT m_model->dataChanged(m_model->index(first, column),
                                            m_model->index(row - 1, column), { Qt::DisplayRole });
            first = -1;
        }
    }
}

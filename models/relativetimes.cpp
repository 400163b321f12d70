#include "models/relativetimes.h"

#include "core/steadyclock.h"

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

void RelativeTimes::tick()
{
    const int rows = m_model->rowCount();
    if (rows == 0 || m_nowUs == 0)
        return;
    for (int column : std::as_const(m_columns))
        Q_EMIT m_model->dataChanged(m_model->index(0, column), m_model->index(rows - 1, column),
                                    { Qt::DisplayRole });
}

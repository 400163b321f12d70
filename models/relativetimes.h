#pragma once

#include <QList>
#include <QObject>

class QAbstractItemModel;
class QTimer;

// Keeps a model's relative times ("8 s ago", "in 2 min") true between its snapshots. The model
// hands it the clock of each snapshot (setNow) and reads now() when it renders: that clock,
// moved on by the steady time since. Every second it emits the model's dataChanged for the
// relative-time columns of the rows that say one (a cell answering RelativeTimeRole), so a
// view repaints those and nothing else. "Since: 8 s ago" stayed so half a minute later when
// nothing new was read. GUI thread; a child of the model.
class RelativeTimes : public QObject
{
    Q_OBJECT
public:
    static constexpr int TickMs = 1000; // the finest unit shown is a second

    RelativeTimes(QAbstractItemModel *model, QList<int> columns);

    void setNow(qint64 nowUs);
    qint64 now() const;

private:
    void tick();
    bool saysRelativeTime(int row) const; // one of the columns answers RelativeTimeRole

    QAbstractItemModel *m_model;
    QList<int> m_columns;
    QTimer *m_ticker;
    qint64 m_nowUs = 0;
    qint64 m_steadyAtNs = 0;
};

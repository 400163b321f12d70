#pragma once

#include "core/rows/dashboardrows.h"

#include <QList>
#include <QObject>
#include <QString>
#include <memory>

class QThread;
class SampleHistoryWriter;

// The dashboard's live samples, kept on the operator's machine (SQLite in the user's data
// directory) so that the sampled charts outlive a restart. One row per sample and database.
// Owned by its creator and used from the GUI thread: a small local file, never the pool's
// database. Writes are batched (one transaction per batch) and done on a thread of its own
// (SampleHistoryWriter), so that the GUI thread never waits on the disk; reads are bounded by
// thinning and see the batches not yet written.
//
// Bounded in size: samples older than KeepDays are dropped; those older than an hour are
// thinned to one a minute; past MaxRows the oldest go whatever their age. A database at the
// default 2 s poll keeps about 1,800 + 10,080 rows (a few MB) for a week of history.
class SampleHistory
{
public:
    static constexpr int KeepDays = 7;
    static constexpr qint64 FullResolutionUs = 3600LL * 1000000; // the last hour: every sample
    static constexpr qint64 ThinnedSpacingUs = 60LL * 1000000; // older: one a minute
    static constexpr int MaxRows = 200000;
    static constexpr int BatchSize = 15; // samples queued before a write
    static constexpr qint64 BatchAgeUs = 30LL * 1000000; // or the oldest queued this old
    static constexpr qint64 PruneEveryUs = 5 * 60LL * 1000000;

    explicit SampleHistory(const QString &path = defaultPath(), int maxRows = MaxRows);
    ~SampleHistory(); // flushes what is queued
    SampleHistory(const SampleHistory &) = delete;
    SampleHistory &operator=(const SampleHistory &) = delete;

    static QString defaultPath();
    bool isOpen() const { return m_open; }
    QString error() const { return m_error; }

    // Queues a sample of `database` (a name without secrets: host, port and database name);
    // hands the queue to the writer once it is BatchSize long or BatchAgeUs old. Samples of a
    // database come in time order.
    void add(const QString &database, const LiveSample &sample);
    // Hands the queue to the writer, which writes it in one transaction and, at most every
    // PruneEveryUs, prunes. Returns at once.
    void flushLater();
    // The same, then waits until every batch handed over is written: for leaving, and tests.
    // False when the history is not open or the last batch failed (error()).
    bool flush();
    // The samples of `database` taken at or after `sinceUs`, oldest first, at most one per
    // `spacingUs` (the newest of each slot), queued ones included.
    QList<LiveSample> load(const QString &database, qint64 sinceUs, qint64 spacingUs = 0) const;
    int rowCount() const; // every database's, written ones only

private:
    using Rows = QList<std::pair<QString, LiveSample>>;
    void onWritten(quint64 batch, const QString &error);

    QString m_connection; // the GUI thread's, for reads
    bool m_open = false;
    QString m_error;
    Rows m_queue;
    QList<std::pair<quint64, Rows>> m_inFlight; // handed to the writer, not yet said written
    quint64 m_nextBatch = 1;
    QObject m_context; // receives the writer's answers on the GUI thread
    std::unique_ptr<QThread> m_thread;
    SampleHistoryWriter *m_writer = nullptr; // lives on m_thread
};

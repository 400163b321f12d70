#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>

// Writes the dashboard's sample history (SampleHistory) on a thread of its own, through a
// connection of its own. A commit can sleep in the kernel's dirty-page throttling while the
// pool's server writes, a WAL checkpoint in fsync, a file another console is writing for up
// to the busy timeout: the GUI thread waits for none of them. Batches are written in the
// order they are handed over.
class SampleHistoryWriter : public QObject
{
    Q_OBJECT
public:
    // `insertSql` has a placeholder per value of a row; `maxRows` bounds the table (prune).
    SampleHistoryWriter(const QString &path, const QString &insertSql, int maxRows);
    ~SampleHistoryWriter() override; // on the writer's thread: closes its connection

    // On the writer's thread: writes `rows` in one transaction and, at most every
    // SampleHistory::PruneEveryUs, prunes; then says so with written().
    void write(quint64 batch, const QList<QVariantList> &rows);

Q_SIGNALS:
    void written(quint64 batch, const QString &error); // an empty error: the batch is in

private:
    QString open(); // empty when the connection is open, else why not
    QString prune(qint64 nowUs);

    QString m_path;
    QString m_insertSql;
    int m_maxRows;
    QString m_connection;
    qint64 m_lastPruneUs = 0;
};

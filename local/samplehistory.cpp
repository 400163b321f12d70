#include "local/samplehistory.h"

#include "local/localdatabase.h"
#include "local/samplehistorywriter.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

// The states in taskstate::all() order, then every other figure of a LiveSample.
const QString Columns
    = u"at, queued, leased, failed_retry, dead, failed_perm, succeeded, estimated, depth,"
      " depth_capped, oldest_ready, task_active, task_expired, sinks_read, sink_active,"
      " sink_expired, sink_stale, alarms_read, alarm_5m, alarm_1h, alarm_1d, alarm_older,"
      " alarm_oldest, alarm_alerts, alarm_devices"_s;
constexpr int ColumnCount = 25;

QVariant optional(const OptTime &t)
{
    return t ? QVariant(*t) : QVariant(QMetaType(QMetaType::LongLong));
}

OptTime optionalOf(const QVariant &v)
{
    return v.isNull() ? std::nullopt : OptTime(v.toLongLong());
}

QVariantList valuesOf(const LiveSample &s)
{
    QVariantList v { s.atUs };
    for (qint64 n : s.states)
        v.append(n);
    const AlarmDebtBuckets &a = s.alarmDebt;
    v += QVariantList { s.estimatedStates,
                        s.queueDepth,
                        s.queueDepthCapped,
                        optional(s.oldestReadySinceUs),
                        s.taskLeasesActive,
                        s.taskLeasesExpired,
                        s.sinkLeasesRead,
                        s.sinkLeasesActive,
                        s.sinkLeasesExpired,
                        s.sinkLeasesStale,
                        s.alarmDebtRead,
                        a.under5Minutes,
                        a.under1Hour,
                        a.under1Day,
                        a.over1Day,
                        optional(a.oldest),
                        a.alerts,
                        a.devices };
    return v;
}

LiveSample sampleOf(const QSqlQuery &q)
{
    LiveSample s;
    int c = 0;
    s.atUs = q.value(c++).toLongLong();
    for (qint64 &n : s.states)
        n = q.value(c++).toLongLong();
    s.estimatedStates = q.value(c++).toUInt();
    s.queueDepth = q.value(c++).toLongLong();
    s.queueDepthCapped = q.value(c++).toBool();
    s.oldestReadySinceUs = optionalOf(q.value(c++));
    s.taskLeasesActive = q.value(c++).toLongLong();
    s.taskLeasesExpired = q.value(c++).toLongLong();
    s.sinkLeasesRead = q.value(c++).toBool();
    s.sinkLeasesActive = q.value(c++).toLongLong();
    s.sinkLeasesExpired = q.value(c++).toLongLong();
    s.sinkLeasesStale = q.value(c++).toLongLong();
    s.alarmDebtRead = q.value(c++).toBool();
    AlarmDebtBuckets &a = s.alarmDebt;
    a.under5Minutes = q.value(c++).toLongLong();
    a.under1Hour = q.value(c++).toLongLong();
    a.under1Day = q.value(c++).toLongLong();
    a.over1Day = q.value(c++).toLongLong();
    a.oldest = optionalOf(q.value(c++));
    a.alerts = q.value(c++).toLongLong();
    a.devices = q.value(c++).toLongLong();
    return s;
}

} // namespace

QString SampleHistory::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/samples.sqlite"_s;
}

SampleHistory::SampleHistory(const QString &path, int maxRows)
{
    m_connection
        = localdatabase::open(path, u"samples"_s, &m_error); // two consoles may write at once
    if (m_connection.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.exec(u"PRAGMA synchronous=NORMAL"_s); // enough for a history the console can do without
    QString columns;
    for (const QString &c : Columns.split(u", "_s))
        columns += u", "_s + c
            + (c == "oldest_ready"_L1 || c == "alarm_oldest"_L1 ? u" INTEGER"_s
                                                                : u" INTEGER NOT NULL"_s);
    if (!q.exec(u"CREATE TABLE IF NOT EXISTS samples (id INTEGER PRIMARY KEY, db TEXT NOT NULL"_s
                + columns + u")"_s)
        || !q.exec(u"CREATE INDEX IF NOT EXISTS samples_db_at ON samples (db, at)"_s)) {
        m_error = q.lastError().text();
        return;
    }
    m_open = true;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(u"poolscope-history"_s);
    m_writer = new SampleHistoryWriter(path,
                                       u"INSERT INTO samples (db, "_s + Columns + u") VALUES (?"_s
                                           + u", ?"_s.repeated(ColumnCount) + u")"_s,
                                       maxRows);
    m_writer->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_writer, &QObject::deleteLater);
    QObject::connect(m_writer, &SampleHistoryWriter::written, &m_context,
                     [this](quint64 batch, const QString &error) { onWritten(batch, error); });
    m_thread->start();
}

SampleHistory::~SampleHistory()
{
    flush();
    if (m_thread) {
        m_thread->quit(); // the writer is deleted on its thread as it finishes
        m_thread->wait();
    }
    localdatabase::close(m_connection);
}

void SampleHistory::add(const QString &database, const LiveSample &sample)
{
    if (!m_open)
        return;
    m_queue.append({ database, sample });
    if (m_queue.size() >= BatchSize || sample.atUs - m_queue.first().second.atUs >= BatchAgeUs)
        flushLater();
}

void SampleHistory::flushLater()
{
    if (!m_open || m_queue.isEmpty())
        return;
    QList<QVariantList> rows;
    rows.reserve(m_queue.size());
    for (const auto &[database, sample] : std::as_const(m_queue))
        rows.append(QVariantList { database } + valuesOf(sample));
    const quint64 batch = m_nextBatch++;
    m_inFlight.append({ batch, std::exchange(m_queue, {}) });
    QMetaObject::invokeMethod(
        m_writer, [writer = m_writer, batch, rows] { writer->write(batch, rows); },
        Qt::QueuedConnection);
}

bool SampleHistory::flush()
{
    if (!m_open)
        return false;
    flushLater();
    if (!m_inFlight.isEmpty()) {
        // The writer takes its work in order: once this no-op has run, so has every batch.
        QMetaObject::invokeMethod(
            m_writer, [] {}, Qt::BlockingQueuedConnection);
        QCoreApplication::sendPostedEvents(&m_context); // its answers, so that m_inFlight empties
    }
    return m_error.isEmpty();
}

void SampleHistory::onWritten(quint64 batch, const QString &error)
{
    m_inFlight.removeIf([batch](const auto &b) { return b.first == batch; });
    m_error = error; // the newest batch's word: a failure, or that writing works again
}

QList<LiveSample> SampleHistory::load(const QString &database, qint64 sinceUs,
                                      qint64 spacingUs) const
{
    QList<LiveSample> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    const qint64 slot = qMax<qint64>(1, spacingUs);
    q.prepare(u"SELECT "_s + Columns
              + u" FROM samples WHERE id IN (SELECT max(id) FROM samples"
                " WHERE db = ? AND at >= ? GROUP BY at / ?) ORDER BY at, id"_s);
    q.addBindValue(database);
    q.addBindValue(sinceUs);
    q.addBindValue(slot);
    if (q.exec()) {
        while (q.next())
            out.append(sampleOf(q));
    }
    // Then what is not written yet (or is, and not yet said so): batches in the order handed
    // over, the queue last. A sample older than the newest row read was written already.
    Rows pending;
    for (const auto &batch : m_inFlight)
        pending += batch.second;
    pending += m_queue;
    const qint64 newestRead = out.isEmpty() ? std::numeric_limits<qint64>::min() : out.last().atUs;
    for (const auto &[db, sample] : std::as_const(pending)) {
        if (db != database || sample.atUs < sinceUs || sample.atUs <= newestRead)
            continue;
        if (!out.isEmpty() && out.last().atUs / slot == sample.atUs / slot)
            out.last() = sample;
        else
            out.append(sample);
    }
    return out;
}

int SampleHistory::rowCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return q.exec(u"SELECT count(*) FROM samples"_s) && q.next() ? q.value(0).toInt() : 0;
}

#include "local/samplehistory.h"

#include "local/localdatabase.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace {

// The states in taskstate::all() order, then every other figure of a LiveSample.
const QString Columns = u"at, queued, leased, failed_retry, dead, failed_perm, succeeded, estimated, depth,"
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
    v += QVariantList { s.estimatedStates, s.queueDepth, s.queueDepthCapped, optional(s.oldestReadySinceUs),
                        s.taskLeasesActive, s.taskLeasesExpired, s.sinkLeasesRead, s.sinkLeasesActive,
                        s.sinkLeasesExpired, s.sinkLeasesStale, s.alarmDebtRead, a.under5Minutes, a.under1Hour,
                        a.under1Day, a.over1Day, optional(a.oldest), a.alerts, a.devices };
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

qint64 nowUs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1000;
}

} // namespace

QString SampleHistory::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/samples.sqlite"_s;
}

SampleHistory::SampleHistory(const QString &path, int maxRows)
    : m_maxRows(maxRows)
{
    m_connection = localdatabase::open(path, u"samples"_s, &m_error); // two consoles may write at once
    if (m_connection.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.exec(u"PRAGMA synchronous=NORMAL"_s); // enough for a history the console can do without
    QString columns;
    for (const QString &c : Columns.split(u", "_s))
        columns += u", "_s + c + (c == "oldest_ready"_L1 || c == "alarm_oldest"_L1 ? u" INTEGER"_s : u" INTEGER NOT NULL"_s);
    if (!q.exec(u"CREATE TABLE IF NOT EXISTS samples (id INTEGER PRIMARY KEY, db TEXT NOT NULL"_s + columns + u")"_s)
        || !q.exec(u"CREATE INDEX IF NOT EXISTS samples_db_at ON samples (db, at)"_s)) {
        m_error = q.lastError().text();
        return;
    }
    m_open = true;
}

SampleHistory::~SampleHistory()
{
    flush();
    localdatabase::close(m_connection);
}

void SampleHistory::add(const QString &database, const LiveSample &sample)
{
    if (!m_open)
        return;
    m_queue.append({ database, sample });
    if (m_queue.size() >= BatchSize || sample.atUs - m_queue.first().second.atUs >= BatchAgeUs)
        flush();
}

bool SampleHistory::flush()
{
    if (!m_open || m_queue.isEmpty())
        return m_open;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO samples (db, "_s + Columns + u") VALUES (?"_s + u", ?"_s.repeated(ColumnCount) + u")"_s);
    for (const auto &[database, sample] : std::as_const(m_queue)) {
        q.addBindValue(database);
        for (const QVariant &v : valuesOf(sample))
            q.addBindValue(v);
        if (!q.exec()) {
            m_error = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        m_error = db.lastError().text();
        return false;
    }
    m_queue.clear();
    const qint64 now = nowUs();
    if (now - m_lastPruneUs >= PruneEveryUs && prune(now))
        m_lastPruneUs = now;
    return true;
}

bool SampleHistory::prune(qint64 now)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    const qint64 horizon = now - KeepDays * 86400LL * 1000000;
    const qint64 fullSince = now - FullResolutionUs;
    q.prepare(u"DELETE FROM samples WHERE at < ?"_s);
    q.addBindValue(horizon);
    bool ok = q.exec();
    // Older than an hour: the newest sample of each minute stays.
    q.prepare(u"DELETE FROM samples WHERE at < ? AND id NOT IN"
              " (SELECT max(id) FROM samples WHERE at < ? GROUP BY db, at / ?)"_s);
    q.addBindValue(fullSince);
    q.addBindValue(fullSince);
    q.addBindValue(ThinnedSpacingUs);
    ok = q.exec() && ok;
    q.prepare(u"DELETE FROM samples WHERE id <= (SELECT id FROM samples ORDER BY id DESC LIMIT 1 OFFSET ?)"_s);
    q.addBindValue(m_maxRows);
    ok = q.exec() && ok;
    if (!ok)
        m_error = q.lastError().text();
    return ok;
}

QList<LiveSample> SampleHistory::load(const QString &database, qint64 sinceUs, qint64 spacingUs) const
{
    QList<LiveSample> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    const qint64 slot = qMax<qint64>(1, spacingUs);
    q.prepare(u"SELECT "_s + Columns + u" FROM samples WHERE id IN (SELECT max(id) FROM samples"
                                         " WHERE db = ? AND at >= ? GROUP BY at / ?) ORDER BY at, id"_s);
    q.addBindValue(database);
    q.addBindValue(sinceUs);
    q.addBindValue(slot);
    if (q.exec()) {
        while (q.next())
            out.append(sampleOf(q));
    }
    for (const auto &[db, sample] : m_queue) {
        if (db != database || sample.atUs < sinceUs)
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

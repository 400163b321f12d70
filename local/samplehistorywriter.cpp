#include "local/samplehistorywriter.h"

#include "local/localdatabase.h"
#include "local/samplehistory.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SampleHistoryWriter::SampleHistoryWriter(const QString &path, const QString &insertSql, int maxRows)
    : m_path(path), m_insertSql(insertSql), m_maxRows(maxRows)
{
}

SampleHistoryWriter::~SampleHistoryWriter()
{
    localdatabase::close(m_connection);
}

QString SampleHistoryWriter::open()
{
    if (!m_connection.isEmpty())
        return {};
    // A connection belongs to the thread that made it: this one is made here, on first use.
    QString error;
    m_connection = localdatabase::open(m_path, u"samples-writer"_s, &error);
    if (m_connection.isEmpty())
        return error.isEmpty() ? u"the sample history could not be opened for writing"_s : error;
    QSqlQuery(QSqlDatabase::database(m_connection))
        .exec(u"PRAGMA synchronous=NORMAL"_s); // per connection
    return {};
}

void SampleHistoryWriter::write(quint64 batch, const QList<QVariantList> &rows)
{
    if (const QString error = open(); !error.isEmpty()) {
        Q_EMIT written(batch, error); // SQLite's reason, as SampleHistory's own open says it
        return;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(m_insertSql);
    for (const QVariantList &row : rows) {
        for (const QVariant &v : row)
            q.addBindValue(v);
        if (!q.exec()) {
            const QString error = q.lastError().text();
            db.rollback();
            Q_EMIT written(batch, error);
            return;
        }
    }
    if (!db.commit()) {
        Q_EMIT written(batch, db.lastError().text());
        return;
    }
    QString error;
    const qint64 now = QDateTime::currentMSecsSinceEpoch() * 1000;
    if (now - m_lastPruneUs >= SampleHistory::PruneEveryUs) {
        error = prune(now);
        if (error.isEmpty())
            m_lastPruneUs = now;
    }
    Q_EMIT written(batch, error);
}

QString SampleHistoryWriter::prune(qint64 now)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    const qint64 horizon = now - SampleHistory::KeepDays * 86400LL * 1000000;
    const qint64 fullSince = now - SampleHistory::FullResolutionUs;
    q.prepare(u"DELETE FROM samples WHERE at < ?"_s);
    q.addBindValue(horizon);
    bool ok = q.exec();
    // Older than an hour: the newest sample of each minute stays.
    q.prepare(u"DELETE FROM samples WHERE at < ? AND id NOT IN"
              " (SELECT max(id) FROM samples WHERE at < ? GROUP BY db, at / ?)"_s);
    q.addBindValue(fullSince);
    q.addBindValue(fullSince);
    q.addBindValue(SampleHistory::ThinnedSpacingUs);
    ok = q.exec() && ok;
    q.prepare(
        u"DELETE FROM samples WHERE id <= (SELECT id FROM samples ORDER BY id DESC LIMIT 1 OFFSET ?)"_s);
    q.addBindValue(m_maxRows);
    ok = q.exec() && ok;
    return ok ? QString() : q.lastError().text();
}

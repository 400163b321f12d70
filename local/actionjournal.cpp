#include "local/actionjournal.h"

#include "local/localdatabase.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QString ActionJournal::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/journal.sqlite"_s;
}

ActionJournal::ActionJournal(const QString &path)
{
    m_connection
        = localdatabase::open(path, u"journal"_s, &m_error); // the GUI and a CLI run may both write
    if (m_connection.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(u"CREATE TABLE IF NOT EXISTS journal (id INTEGER PRIMARY KEY, at TEXT NOT NULL, "
                u"action_id TEXT,"
                " operator_id INTEGER, action TEXT, target TEXT, outcome TEXT, message TEXT, "
                "reason TEXT,"
                " database TEXT, database_key TEXT)"_s)) {
        m_error = q.lastError().text();
        return;
    }
    m_open = migrate();
}

// Journals written before database_key existed gain the column in place; their rows keep a
// NULL key and are identified from `database` when read. Another console may add it at the
// same moment: a failed ALTER is fine when the column is there afterwards.
bool ActionJournal::migrate()
{
    const auto hasKey = [this] {
        QSqlQuery info(QSqlDatabase::database(m_connection));
        if (!info.exec(u"PRAGMA table_info(journal)"_s))
            return false;
        while (info.next()) {
            if (info.value(1).toString() == "database_key"_L1)
                return true;
        }
        return false;
    };
    if (hasKey())
        return true;
    QSqlQuery alter(QSqlDatabase::database(m_connection));
    if (alter.exec(u"ALTER TABLE journal ADD COLUMN database_key TEXT"_s) || hasKey())
        return true;
    m_error = alter.lastError().text();
    return false;
}

ActionJournal::~ActionJournal()
{
    localdatabase::close(m_connection);
}

bool ActionJournal::record(const JournalEntry &e)
{
    if (!m_open)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(u"INSERT INTO journal (at, action_id, operator_id, action, target, outcome, message, "
              u"reason, database,"
              " database_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue((e.at.isValid() ? e.at : QDateTime::currentDateTimeUtc())
                       .toUTC()
                       .toString(Qt::ISODateWithMs));
    q.addBindValue(e.actionId);
    q.addBindValue(e.operatorId);
    q.addBindValue(e.action);
    q.addBindValue(e.target);
    q.addBindValue(e.outcome);
    q.addBindValue(e.message);
    q.addBindValue(e.reason);
    q.addBindValue(e.database);
    q.addBindValue(e.databaseKey.isEmpty() ? QVariant() : QVariant(e.databaseKey));
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}

QList<JournalEntry> ActionJournal::recent(int limit) const
{
    QList<JournalEntry> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, at, action_id, operator_id, action, target, outcome, message, reason, "
              u"database,"
              " database_key FROM journal ORDER BY id DESC LIMIT ?"_s);
    q.addBindValue(limit);
    if (!q.exec())
        return out;
    while (q.next()) {
        JournalEntry e;
        e.id = q.value(0).toLongLong();
        e.at = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        e.actionId = q.value(2).toString();
        e.operatorId = q.value(3).toLongLong();
        e.action = q.value(4).toString();
        e.target = q.value(5).toString();
        e.outcome = q.value(6).toString();
        e.message = q.value(7).toString();
        e.reason = q.value(8).toString();
        e.database = q.value(9).toString();
        e.databaseKey = q.value(10).toString();
        out.append(e);
    }
    return out;
}

#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

// One operator action as the console remembers it, whatever the database kept.
struct JournalEntry
{
    qint64 id = 0;
    QDateTime at;
    QString actionId;
    qint64 operatorId = 0;
    QString action; // replay, release_task_lease, ...
    QString target; // task:123, ...
    QString outcome; // done, already_done, refused, unknown, failed
    QString message;
    QString reason;
    QString database; // the connection, password redacted
    // Which database that is, as databaseidentity keys it ("db.example:5432/app"), resolved when
    // the action ran; empty on rows written before the journal kept it (then only `database`).
    QString databaseKey;
};

// The console's local journal of operator actions: always written, on the operator's own
// machine (SQLite in the user's data directory), so an action is on record even where the
// database has no poolscope_audit table or the connection died. Owned by its creator; used
// from one thread (the GUI's, or the CLI's main thread) — a local file, not the pool's
// database. Write failures are reported, never thrown.
class ActionJournal
{
public:
    explicit ActionJournal(const QString &path = defaultPath());
    ~ActionJournal();
    ActionJournal(const ActionJournal &) = delete;
    ActionJournal &operator=(const ActionJournal &) = delete;

    static QString defaultPath();
    bool isOpen() const { return m_open; }
    QString error() const { return m_error; }

    bool record(const JournalEntry &entry);
    QList<JournalEntry> recent(int limit = 500) const;

private:
    bool migrate();

    QString m_connection;
    bool m_open = false;
    QString m_error;
};

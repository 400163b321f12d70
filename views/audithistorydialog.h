#pragma once

#include "core/rows/auditrow.h"

#include <QDialog>

class QCheckBox;
class QTableWidget;
class QLabel;

// One entry of this computer's journal and the database it was done on.
struct JournalRow
{
    AuditRow action; // its `where` is the connection as recorded, password redacted
    QString database; // "db.example:5432/app"; empty when the journal did not record it
    bool current = false; // done on the database this console is connected to
};

// "Action history": the operator actions the database's poolscope_audit recorded, and those
// this console's journal kept — by default only those on the current database, with a
// Database column and a count of the others. GUI thread; shows rows it is given.
class AuditHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AuditHistoryDialog(QWidget *parent = nullptr);
    // `currentDatabase` names the database this console is connected to, as in JournalRow.
    void setJournal(const QList<JournalRow> &rows, const QString &currentDatabase);
    void setDatabaseAudit(const QList<AuditRow> &rows);
    void setDatabaseAuditUnavailable(const QString &why);
    int journalRows() const;
    int databaseRows() const;
    QTableWidget *journalTable() const { return m_journal; }
    QCheckBox *allDatabasesBox() const { return m_allDatabases; }
    QString journalNote() const;

private:
    void showJournal();

    QTableWidget *m_database;
    QTableWidget *m_journal;
    QLabel *m_databaseNote;
    QLabel *m_journalNote;
    QCheckBox *m_allDatabases;
    QList<JournalRow> m_journalRows;
    QString m_currentDatabase;
};

#pragma once

#include "db/queries/auditquery.h"

#include <QDialog>

class QTableWidget;
class QLabel;

// "Action history": the operator actions the database's poolscope_audit recorded, and those
// this console's journal kept. GUI thread; shows rows it is given.
class AuditHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AuditHistoryDialog(QWidget *parent = nullptr);
    void setJournal(const QList<AuditRow> &rows);
    void setDatabaseAudit(const QList<AuditRow> &rows);
    void setDatabaseAuditUnavailable(const QString &why);
    int journalRows() const;
    int databaseRows() const;

private:
    QTableWidget *m_database;
    QTableWidget *m_journal;
    QLabel *m_databaseNote;
};

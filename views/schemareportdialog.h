#pragma once

#include "core/schemainfo.h"

#include <QDialog>

class QTextBrowser;

// "Database check": what the schema probe found — server, role, read-only state, each table
// the console reads with the role's privileges, and the optional console indexes and lookup
// functions that are missing, with the DDL a DBA can apply. GUI thread.
class SchemaReportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SchemaReportDialog(const SchemaInfo &schema, QWidget *parent = nullptr);
    static QString html(const SchemaInfo &schema);
    // The DDL of the optional console objects the probe found missing: indexes, and the
    // lookup functions; empty when none is.
    static QString missingDdl(const SchemaInfo &schema);

private:
    QTextBrowser *m_text;
};

#pragma once

#include "core/feedtable.h"
#include "core/schemainfo.h"

#include <QObject>

class DbClient;
class MainWindow;
struct CsvExportRequest;

// The window's CSV exports: takes the operator's request (MainWindow::exportRequested), runs a
// CsvExporter through the DB thread and shows its progress in a CsvExportDialog, the outcome
// in the window's banner. The exporter is a child of the dialog, so closing the window ends
// both. GUI thread; owned by the composition root.
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(DbClient *client, MainWindow *window, QObject *parent = nullptr);

    // Where the sink leases live (a setting, or the profile's).
    void setFeed(const FeedTable &feed) { m_feed = feed; }
    void setSchema(const SchemaInfo &schema) { m_schema = schema; }
    void exportRows(const CsvExportRequest &request);

private:
    DbClient *m_client;
    MainWindow *m_window;
    FeedTable m_feed;
    SchemaInfo m_schema; // which optional columns the database lacks
};

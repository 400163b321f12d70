#include "app/exportcontroller.h"

#include "db/queries/deliveryquery.h"
#include "db/queries/taskquery.h"
#include "models/csvexporter.h"
#include "views/csvexportdialog.h"
#include "views/mainwindow.h"
#include "views/windowactions.h"

ExportController::ExportController(DbClient *client, MainWindow *window, QObject *parent)
    : QObject(parent), m_client(client), m_window(window)
{
    connect(window, &MainWindow::exportRequested, this, &ExportController::exportRows);
}

namespace {
CsvExportDialog::End endOf(CsvExporter::Outcome outcome)
{
    switch (outcome) {
    case CsvExporter::Outcome::Written:
        return CsvExportDialog::End::Written;
    case CsvExporter::Outcome::Cancelled:
        return CsvExportDialog::End::Cancelled;
    case CsvExporter::Outcome::Failed:
        return CsvExportDialog::End::Failed;
    }
    return CsvExportDialog::End::Failed;
}
} // namespace

void ExportController::exportRows(const CsvExportRequest &request)
{
    exportquery::Spec spec = request.spec;
    spec.feed = m_feed;
    switch (spec.kind) {
    case exportquery::Kind::Tasks:
        spec.absentColumns = taskquery::columns().absentIn(m_schema);
        break;
    case exportquery::Kind::Deliveries:
        spec.absentColumns = deliveryquery::columns().absentIn(m_schema);
        break;
    case exportquery::Kind::TaskLeases:
    case exportquery::Kind::SinkLeases:
    case exportquery::Kind::AlarmDebt:
        break;
    }
    auto *dialog = new CsvExportDialog(m_window);
    auto *exporter = new CsvExporter(m_client, dialog);
    connect(dialog, &CsvExportDialog::cancelRequested, exporter, &CsvExporter::cancel);
    connect(exporter, &CsvExporter::progressed, dialog, &CsvExportDialog::showProgress);
    connect(exporter, &CsvExporter::finished, dialog,
            [dialog, exporter](CsvExporter::Outcome outcome, const QString &error) {
                dialog->showEnd(endOf(outcome), exporter->stats().rows, error);
            });
    connect(dialog, &CsvExportDialog::finished, m_window, &MainWindow::showOutcome);
    dialog->begin(request.what, request.path);
    QString error;
    if (!exporter->start(spec, request.path, &error, request.pageSize)) {
        delete dialog;
        m_window->showOutcome(Tone::Bad, error);
        return;
    }
    dialog->show();
}

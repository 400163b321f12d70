#pragma once

#include "models/csvexporter.h"

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

// The progress of one CSV export, with Cancel: rows written out of the rows that matched, and
// what happened at the end. Not modal: the console keeps polling and answering between pages.
// Deletes itself when the export ends (after finished()). GUI thread; owns its exporter.
class CsvExportDialog : public QDialog
{
    Q_OBJECT
public:
    CsvExportDialog(DbClient *client, QWidget *parent = nullptr);

    // `what` names the rows for people ("the tasks"). False (with *error) if it cannot start.
    bool start(const exportquery::Spec &spec, const QString &path, const QString &what,
               QString *error, int pageSize = exportquery::DefaultPageSize);
    CsvExporter *exporter() const { return m_exporter; }
    QPushButton *cancelButton() const { return m_cancel; }
    QString progressText() const;

Q_SIGNALS:
    // The outcome for the window's banner: Good when written, Neutral when cancelled, Bad.
    void finished(CsvExporter::Outcome outcome, const QString &message);

protected:
    void reject() override; // Esc and the close button cancel, like Cancel

private:
    void showProgress(qint64 rows, qint64 total);

    CsvExporter *m_exporter;
    QLabel *m_what;
    QProgressBar *m_bar;
    QLabel *m_count;
    QPushButton *m_cancel;
    QString m_path;
};

#pragma once

#include "models/tone.h"

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

// The progress of one CSV export, with Cancel: rows written out of the rows that matched, and
// what happened at the end. Not modal: the console keeps polling and answering between pages.
// It runs nothing: it shows what it is told (begin, showProgress, showEnd) and asks to stop
// (cancelRequested); app/ (ExportController) wires it to the exporter. Deletes itself when the
// export ends (after finished()). GUI thread.
class CsvExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class End { Written, Cancelled, Failed };

    explicit CsvExportDialog(QWidget *parent = nullptr);

    // The export has started: `what` names the rows for people ("the tasks"), `path` the file.
    void begin(const QString &what, const QString &path);
    void showProgress(qint64 rows, qint64 total);
    // The export ended after `rows` rows (`error` says why, when it failed): tells finished()
    // and closes.
    void showEnd(End end, qint64 rows, const QString &error = {});
    QPushButton *cancelButton() const { return m_cancel; }
    QString progressText() const;

Q_SIGNALS:
    // The operator asked to stop (Cancel, Esc, the close button) while the export runs.
    void cancelRequested();
    // The outcome for the window's banner: Good when written, Neutral when cancelled, Bad.
    void finished(Tone tone, const QString &message);

protected:
    void reject() override; // Esc and the close button cancel, like Cancel

private:
    QLabel *m_what;
    QProgressBar *m_bar;
    QLabel *m_count;
    QPushButton *m_cancel;
    QString m_path;
    bool m_running = false; // between begin() and showEnd()
};

#pragma once

#include "db/queries/exportquery.h"

#include <QObject>
#include <QPointer>
#include <memory>

class DbClient;
class QSaveFile;

// Writes a view's rows to a CSV file, a keyset page at a time: it asks the DB thread for one
// page (exportquery::pageJob), appends it to the file, and only then asks for the next, so one
// page is the most it ever holds. Polls keep running between pages. Lives on the GUI thread.
//
// The file is a QSaveFile: the pages go to a temporary file beside the target, renamed onto
// it only when the last page is written. Cancel, a failed page or a failed write leaves the
// target as it was (absent, or the old file) and removes the temporary one: a partial export
// never sits under the name the operator chose. cancel() takes effect when the page in flight
// arrives (it is not interrupted); finished() is emitted exactly once per start(). If the
// console connects to another database meanwhile (File → Connect, a profile), the export
// fails rather than write two databases' rows into one file.
class CsvExporter : public QObject
{
    Q_OBJECT
public:
    enum class Outcome { Written, Cancelled, Failed };
    Q_ENUM(Outcome)

    // What an export did, for the progress dialog and for tests that check it stayed bounded.
    struct Stats
    {
        qint64 rows = 0; // data rows written
        qint64 total = -1; // how many matched when the first page was read (-1: unknown)
        int pages = 0; // round trips
        int largestPageRows = 0;
        qint64 largestPageBytes = 0;
        qint64 bytes = 0; // written to the file, header included
    };

    explicit CsvExporter(DbClient *client, QObject *parent = nullptr);
    ~CsvExporter() override;

    // Opens the temporary file and asks for the first page. False (with *error) when the
    // file cannot be written or an export is already running.
    bool start(const exportquery::Spec &spec, const QString &path, QString *error,
               int pageSize = exportquery::DefaultPageSize);
    void cancel();
    bool isRunning() const { return m_file != nullptr; }
    const Stats &stats() const { return m_stats; }
    QString path() const { return m_path; }

Q_SIGNALS:
    void progressed(qint64 rows, qint64 total);
    void finished(CsvExporter::Outcome outcome, const QString &error);

private:
    void requestPage();
    void onPage(const DbReply &reply);
    void finish(Outcome outcome, const QString &error = {});

    DbClient *m_client;
    exportquery::Spec m_spec;
    exportquery::Cursor m_cursor;
    int m_pageSize = exportquery::DefaultPageSize;
    QString m_path;
    QString m_target; // the database read from, as redacted() names it
    std::unique_ptr<QSaveFile> m_file;
    bool m_cancelRequested = false;
    Stats m_stats;
};

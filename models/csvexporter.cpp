#include "models/csvexporter.h"

#include "db/dbclient.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

CsvExporter::CsvExporter(DbClient *client, QObject *parent) : QObject(parent), m_client(client) { }

CsvExporter::~CsvExporter()
{
    if (m_file)
        m_file->cancelWriting(); // the temporary file goes with it
}

bool CsvExporter::start(const exportquery::Spec &spec, const QString &path, QString *error,
                        int pageSize)
{
    if (m_file) {
        *error = tr("An export is already running.");
        return false;
    }
    auto file = std::make_unique<QSaveFile>(path);
    if (!file->open(QIODevice::WriteOnly)) {
        *error = tr("Could not write %1: %2").arg(path, file->errorString());
        return false;
    }
    m_file = std::move(file);
    m_spec = spec;
    m_cursor = {};
    m_pageSize = qMax(1, pageSize);
    m_path = path;
    m_target = m_client->config().readTarget().redacted();
    m_cancelRequested = false;
    m_stats = {};
    requestPage();
    return true;
}

void CsvExporter::cancel()
{
    if (m_file)
        m_cancelRequested = true;
}

void CsvExporter::requestPage()
{
    m_client->submit(exportquery::pageJob(m_spec, m_cursor, m_pageSize), this,
                     [this](const DbReply &reply) { onPage(reply); });
}

void CsvExporter::onPage(const DbReply &reply)
{
    if (!m_file)
        return;
    if (m_cancelRequested) {
        finish(Outcome::Cancelled);
        return;
    }
    if (m_client->config().readTarget().redacted() != m_target) {
        finish(Outcome::Failed, tr("The console connected to another database during the export."));
        return;
    }
    if (reply.error.isError() || !reply.value.canConvert<exportquery::Page>()) {
        finish(Outcome::Failed,
               tr("The export stopped after %n row(s): %1", nullptr,
                  int(qMin<qint64>(m_stats.rows, INT_MAX)))
                   .arg(readFailureText(reply.error)));
        return;
    }
    const exportquery::Page page = reply.value.value<exportquery::Page>();
    if (m_cursor.atStart()) {
        m_stats.total = page.total;
        m_spec = exportquery::pinned(m_spec, page.serverNowUs);
    }
    const QByteArray bytes = page.csv.toUtf8();
    if (m_file->write(bytes) != bytes.size()) {
        finish(Outcome::Failed, tr("Could not write %1: %2").arg(m_path, m_file->errorString()));
        return;
    }
    ++m_stats.pages;
    m_stats.rows += page.rows;
    m_stats.bytes += bytes.size();
    m_stats.largestPageRows = qMax(m_stats.largestPageRows, page.rows);
    m_stats.largestPageBytes = qMax(m_stats.largestPageBytes, qint64(bytes.size()));
    Q_EMIT progressed(m_stats.rows, qMax(m_stats.total, m_stats.rows));
    if (page.last) {
        if (!m_file->commit()) {
            const QString why = m_file->errorString();
            m_file.reset();
            finish(Outcome::Failed, tr("Could not write %1: %2").arg(m_path, why));
            return;
        }
        m_file.reset();
        finish(Outcome::Written);
        return;
    }
    m_cursor = page.next;
    requestPage();
}

void CsvExporter::finish(Outcome outcome, const QString &error)
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
    Q_EMIT finished(outcome, error);
}

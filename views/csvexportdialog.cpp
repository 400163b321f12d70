#include "views/csvexportdialog.h"

#include "core/textcontexts.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <limits>

using namespace Qt::StringLiterals;

CsvExportDialog::CsvExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_what(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_count(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(u"CsvExportDialog"_s);
    setWindowTitle(tr("Export to CSV"));
    setModal(false);
    setAttribute(Qt::WA_DeleteOnClose);
    m_what->setWordWrap(true);
    m_bar->setAccessibleName(tr("Export progress"));
    m_bar->setRange(0, 0); // busy until the first page says how many rows match
    m_cancel->setToolTip(
        tr("Stop after the page being read; nothing is written under the file's name"));
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_what);
    layout->addWidget(m_bar);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    connect(m_cancel, &QPushButton::clicked, this, &CsvExportDialog::reject);
    resize(460, sizeHint().height());
}

void CsvExportDialog::begin(const QString &what, const QString &path)
{
    m_path = path;
    m_running = true;
    m_what->setText(tr("Exporting %1 to %2…").arg(what, QFileInfo(path).fileName()));
    m_what->setToolTip(path);
    m_count->setText(tr("Counting the rows…"));
    // As tall as the wrapped line needs: a long file name takes two.
    resize(width(), qMax(height(), heightForWidth(width())));
}

void CsvExportDialog::showEnd(End end, qint64 rows, const QString &error)
{
    m_running = false;
    const QString name = QFileInfo(m_path).fileName();
    switch (end) {
    case End::Written:
        Q_EMIT finished(Tone::Good,
                        tr("Exported %Ln row(s) to %1.", nullptr, pluralCount(rows)).arg(m_path));
        break;
    case End::Cancelled:
        Q_EMIT finished(
            Tone::Neutral,
            tr("Export cancelled after %Ln row(s); %1 was not written.", nullptr, pluralCount(rows))
                .arg(name));
        break;
    case End::Failed:
        Q_EMIT finished(Tone::Bad, error + u' ' + tr("%1 was not written.").arg(name));
        break;
    }
    close();
}

QString CsvExportDialog::progressText() const
{
    return m_count->text();
}

void CsvExportDialog::showProgress(qint64 rows, qint64 total)
{
    const QLocale locale;
    // The bar counts in thousands when the rows would overflow an int.
    const qint64 scale = total > std::numeric_limits<int>::max() ? 1000 : 1;
    m_bar->setRange(0, int(qMax<qint64>(1, total / scale)));
    m_bar->setValue(int(rows / scale));
    m_count->setText(
        tr("%1 of %Ln row(s) written", nullptr, pluralCount(total)).arg(locale.toString(rows)));
}

void CsvExportDialog::reject()
{
    if (!m_running) {
        QDialog::reject();
        return;
    }
    Q_EMIT cancelRequested();
    m_cancel->setEnabled(false);
    m_count->setText(tr("Cancelling after this page…"));
}

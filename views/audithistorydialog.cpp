#include "views/audithistorydialog.h"

#include "models/displayformat.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
QTableWidget *makeTable(QWidget *parent, const QString &name)
{
    auto *t = new QTableWidget(parent);
    t->setAccessibleName(name);
    t->setColumnCount(7);
    t->setHorizontalHeaderLabels({ AuditHistoryDialog::tr("When"), AuditHistoryDialog::tr("Operator"),
                                   AuditHistoryDialog::tr("Action"), AuditHistoryDialog::tr("Target"),
                                   AuditHistoryDialog::tr("Outcome"), AuditHistoryDialog::tr("Reason"),
                                   AuditHistoryDialog::tr("What happened") });
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void fill(QTableWidget *t, const QList<AuditRow> &rows)
{
    t->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const AuditRow &r = rows[i];
        const QStringList cells = { displayformat::timestamp(r.at), QString::number(r.operatorId), r.action, r.target,
                                    r.outcome, displayformat::oneLine(r.reason, 200), displayformat::oneLine(r.detail, 300) };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c == 6)
                item->setToolTip(r.where.isEmpty() ? r.detail : r.detail + u"\n("_s + r.where + u')');
            t->setItem(i, c, item);
        }
    }
    t->resizeColumnsToContents();
}
} // namespace

AuditHistoryDialog::AuditHistoryDialog(QWidget *parent)
    : QDialog(parent)
    , m_database(makeTable(this, tr("Database audit")))
    , m_journal(makeTable(this, tr("Local journal")))
    , m_databaseNote(new QLabel(this))
{
    setWindowTitle(tr("Action history"));
    auto *tabs = new QTabWidget(this);
    auto *dbPage = new QWidget(this);
    auto *dbLayout = new QVBoxLayout(dbPage);
    m_databaseNote->setWordWrap(true);
    m_databaseNote->setText(tr("Reading poolscope_audit…"));
    dbLayout->addWidget(m_databaseNote);
    dbLayout->addWidget(m_database, 1);
    tabs->addTab(dbPage, tr("Database audit"));
    tabs->addTab(m_journal, tr("This computer's journal"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(1100, 560);
}

void AuditHistoryDialog::setJournal(const QList<AuditRow> &rows)
{
    fill(m_journal, rows);
}

void AuditHistoryDialog::setDatabaseAudit(const QList<AuditRow> &rows)
{
    m_databaseNote->setText(tr("The newest %n actions recorded in the database, by every console.", nullptr, int(rows.size())));
    fill(m_database, rows);
}

void AuditHistoryDialog::setDatabaseAuditUnavailable(const QString &why)
{
    m_databaseNote->setText(why);
}

int AuditHistoryDialog::journalRows() const
{
    return m_journal->rowCount();
}

int AuditHistoryDialog::databaseRows() const
{
    return m_database->rowCount();
}

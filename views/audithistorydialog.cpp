#include "views/audithistorydialog.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "views/elidedtipdelegate.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
// The journal's table has a Database column after When; the audit table's rows are all the
// connected database's.
constexpr int JournalDatabaseColumn = 1;
// Cells of setRow's list.
constexpr int ActionCell = 2;
constexpr int OutcomeCell = 4;

QTableWidget *makeTable(QWidget *parent, const QString &name, bool withDatabase)
{
    auto *t = new QTableWidget(parent);
    t->setAccessibleName(name);
    ElidedTipDelegate::install(t);
    QStringList headers
        = { AuditHistoryDialog::tr("When"),         AuditHistoryDialog::tr("Operator"),
            AuditHistoryDialog::tr("Action"),       AuditHistoryDialog::tr("Target"),
            AuditHistoryDialog::tr("Outcome"),      AuditHistoryDialog::tr("Reason"),
            AuditHistoryDialog::tr("What happened") };
    if (withDatabase)
        headers.insert(JournalDatabaseColumn, AuditHistoryDialog::tr("Database"));
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

// Fills row `i` with `r`'s cells; the last, "What happened", says where in its tooltip.
void setRow(QTableWidget *t, int i, const AuditRow &r, QTableWidgetItem *database = nullptr)
{
    const QStringList cells
        = { displayformat::timestamp(r.at),       QString::number(r.operatorId),
            statenames::actionName(r.action),     r.target,
            statenames::actionOutcome(r.outcome), displayformat::oneLine(r.reason, 200),
            displayformat::oneLine(r.detail, 300) };
    const int offset = database ? 1 : 0;
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (c == cells.size() - 1)
            item->setToolTip(r.where.isEmpty() ? r.detail : r.detail + u"\n("_s + r.where + u')');
        // The action and outcome read as words; the code the journal and the audit keep (what
        // a query or a script matches) stays beside them.
        if (c == ActionCell)
            item->setToolTip(statenames::databaseValueTip(cells[c], r.action));
        if (c == OutcomeCell)
            item->setToolTip(statenames::databaseValueTip(cells[c], r.outcome));
        t->setItem(i, c == 0 ? 0 : c + offset, item);
    }
    if (database)
        t->setItem(i, JournalDatabaseColumn, database);
}

void fill(QTableWidget *t, const QList<AuditRow> &rows)
{
    t->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i)
        setRow(t, i, rows[i]);
    t->resizeColumnsToContents();
}
} // namespace

AuditHistoryDialog::AuditHistoryDialog(QWidget *parent)
    : QDialog(parent)
    , m_database(makeTable(this, tr("Database audit"), false))
    , m_journal(makeTable(this, tr("Local journal"), true))
    , m_databaseNote(new QLabel(this))
    , m_journalNote(new QLabel(this))
    , m_allDatabases(new QCheckBox(tr("All databases"), this))
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
    auto *journalPage = new QWidget(this);
    auto *journalLayout = new QVBoxLayout(journalPage);
    auto *journalTop = new QHBoxLayout;
    m_journalNote->setWordWrap(true);
    m_allDatabases->setToolTip(tr("Also list the actions this computer did on other databases"));
    connect(m_allDatabases, &QCheckBox::toggled, this, &AuditHistoryDialog::showJournal);
    journalTop->addWidget(m_journalNote, 1);
    journalTop->addWidget(m_allDatabases);
    journalLayout->addLayout(journalTop);
    journalLayout->addWidget(m_journal, 1);
    tabs->addTab(journalPage, tr("This computer's journal"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(1100, 560);
}

void AuditHistoryDialog::setJournal(const QList<JournalRow> &rows, const QString &currentDatabase)
{
    m_journalRows = rows;
    m_currentDatabase = currentDatabase;
    showJournal();
}

void AuditHistoryDialog::showJournal()
{
    const bool all = m_allDatabases->isChecked() || m_currentDatabase.isEmpty();
    int hidden = 0;
    int unknown = 0;
    m_journal->setRowCount(0);
    for (const JournalRow &r : std::as_const(m_journalRows)) {
        if (!all && !r.current) {
            ++hidden;
            unknown += r.database.isEmpty() ? 1 : 0;
            continue;
        }
        auto *database = new QTableWidgetItem(r.database.isEmpty() ? tr("unknown") : r.database);
        database->setToolTip(r.action.where.isEmpty()
                                 ? tr("The journal did not record which database this was.")
                                 : r.action.where);
        if (r.current && all) {
            QFont bold = database->font();
            bold.setBold(true);
            database->setFont(bold);
        }
        const int row = m_journal->rowCount();
        m_journal->insertRow(row);
        setRow(m_journal, row, r.action, database);
    }
    m_journal->resizeColumnsToContents();
    if (all)
        m_journalNote->setText(
            tr("The newest %n actions this computer recorded, on every database.", nullptr,
               int(m_journalRows.size())));
    else if (hidden == 0)
        m_journalNote->setText(
            tr("Actions this computer did on %1, the database this window is connected to.")
                .arg(m_currentDatabase));
    else if (unknown == 0)
        m_journalNote->setText(
            tr("Actions this computer did on %1 only; %n on other databases hidden "
               "(tick \"All databases\" to see them).",
               nullptr, hidden)
                .arg(m_currentDatabase));
    else
        m_journalNote->setText(
            tr("Actions this computer did on %1 only; %n on other databases hidden, %2 of them "
               "with no database recorded (tick \"All databases\" to see them).",
               nullptr, hidden)
                .arg(m_currentDatabase, QString::number(unknown)));
}

QString AuditHistoryDialog::journalNote() const
{
    return m_journalNote->text();
}

void AuditHistoryDialog::setDatabaseAudit(const QList<AuditRow> &rows)
{
    m_databaseNote->setText(tr("The newest %n actions recorded in the database, by every console.",
                               nullptr, int(rows.size())));
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

#include "views/tasksview.h"

#include "models/tasktablemodel.h"
#include "views/statedelegate.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

TasksView::TasksView(TaskTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new QTableView(this))
    , m_banner(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_banner->setWordWrap(true);
    m_banner->setVisible(false);
    m_banner->setMargin(6);
    m_banner->setAccessibleName(tr("Tasks view message"));
    layout->addWidget(m_banner);
    layout->addWidget(m_table);

    m_table->setModel(model);
    m_table->setAccessibleName(tr("Tasks"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setSortingEnabled(false); // sorted in SQL, newest first
    m_table->verticalHeader()->setVisible(false);
    // Fixed row heights: a big window never measures its rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setItemDelegateForColumn(TaskTableModel::StateColumn,
                                      new TaskStateDelegate(m_table));

    // Widths from samples of what each column shows, so nothing common is cut; the last
    // column (updated) stretches.
    const QFontMetrics fm = m_table->fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(QLatin1Char('M'));
    const struct { int column; const char16_t *sample; } widths[] = {
        { TaskTableModel::IdColumn, u"10000000" },
        { TaskTableModel::JobIdColumn, u"notif-1234567-abcd…" },
        { TaskTableModel::KindColumn, u"server_metric" },
        { TaskTableModel::StateColumn, u"▲ leased (expired)" },
        { TaskTableModel::AttemptsColumn, u"Attempts" },
        { TaskTableModel::AccountColumn, u"Account" },
        { TaskTableModel::MessageColumn, u"90000000" },
        { TaskTableModel::NotBeforeColumn, u"2026-11-29 15:31:18" },
        { TaskTableModel::LeaseOwnerColumn, u"worker-host-12" },
        { TaskTableModel::LeaseExpiresColumn, u"expired 59 min 59 s ago" },
        { TaskTableModel::LastErrorColumn, u"smtp 550: mailbox unavailable (x)" },
    };
    for (const auto &w : widths)
        m_table->setColumnWidth(w.column, fm.horizontalAdvance(QString::fromUtf16(w.sample)) + pad);
}

void TasksView::setError(const QString &message)
{
    m_banner->setText(message);
    m_banner->setVisible(!message.isEmpty());
}

QString TasksView::errorText() const
{
    return m_banner->isVisibleTo(this) ? m_banner->text() : QString();
}

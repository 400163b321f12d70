#include "views/tasksview.h"

#include "models/tasktablemodel.h"
#include "views/actionbar.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"
#include "views/tasksfilterbar.h"

#include <QItemSelectionModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TasksView::TasksView(TaskTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filters(new TasksFilterBar(this))
    , m_banner(new MessageBanner(this))
    , m_actions(new ActionBar(this))
    , m_table(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_filters);
    layout->addWidget(m_banner);
    layout->addWidget(m_actions);
    layout->addWidget(m_table, 1);
    m_actions->addAction(
        u"replay"_s, tr("&Replay…"),
        tr("Replay the selected dead tasks: a new queued task each, once per dead task"));
    m_actions->addAction(u"replayFiltered"_s, tr("Replay all dead &matching…"),
                         tr("Replay every dead task the current filter shows, after a preview"));
    m_actions->addAction(
        u"release"_s, tr("Re&lease lease…"),
        tr("Return the selected leased task to the queue; its worker's late result is fenced"));

    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Tasks"));
    tablesetup::setWidths(
        m_table,
        {
            { TaskTableModel::IdColumn, u"10000000"_s },
            { TaskTableModel::JobIdColumn, u"notif-1234567-abcd…"_s },
            { TaskTableModel::KindColumn, u"server_metric"_s },
            { TaskTableModel::StateColumn, u"▲ leased (expired)"_s },
            { TaskTableModel::AttemptsColumn, u"Attempts"_s },
            { TaskTableModel::AccountColumn, u"Account"_s },
            { TaskTableModel::MessageColumn, u"90000000"_s },
            { TaskTableModel::NotBeforeColumn, tablesetup::timestampSample() },
            { TaskTableModel::LeaseOwnerColumn, u"worker-host-12"_s },
            { TaskTableModel::LeaseExpiresColumn, u"expired 59 min 59 s ago"_s },
            { TaskTableModel::LastErrorColumn, u"smtp 550: mailbox unavailable (x)"_s },
        });

    connect(m_filters, &TasksFilterBar::filterChanged, model, [model](const TaskFilter &f) {
        TaskFilter withIndex = f;
        withIndex.messageIdIndexed = model->filter().messageIdIndexed;
        model->setFilter(withIndex);
    });
    // Queued: the model finds rows by key only once the whole update is applied.
    connect(
        model, &QAbstractItemModel::rowsInserted, this,
        [this] {
            if (m_pendingSelection != 0 && selectTask(m_pendingSelection))
                m_pendingSelection = 0;
        },
        Qt::QueuedConnection);
    tablesetup::onSelectionAffected(m_table, [this] { Q_EMIT selectionChanged(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                Q_EMIT currentTaskChanged(
                    current.isValid() ? current.data(TaskTableModel::KeyRole).toLongLong() : 0);
            });
}

void TasksView::setError(const QString &message)
{
    if (message.isEmpty())
        m_banner->clearMessage();
    else
        m_banner->showMessage(message, Tone::Bad);
}

QString TasksView::errorText() const
{
    return m_banner->message();
}

bool TasksView::selectTask(qint64 taskId)
{
    const int row = m_model->rowOfKey(taskId);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return true;
}

void TasksView::selectTaskSoon(qint64 taskId)
{
    m_pendingSelection = selectTask(taskId) ? 0 : taskId;
}

QList<TaskRow> TasksView::selectedTasks() const
{
    QList<TaskRow> out;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &i : rows) {
        if (const TaskRow *t = m_model->rowAt(i.row()))
            out.append(*t);
    }
    return out;
}

qint64 TasksView::currentTaskId() const
{
    const QModelIndex i = m_table->selectionModel()->currentIndex();
    return i.isValid() ? i.data(TaskTableModel::KeyRole).toLongLong() : 0;
}

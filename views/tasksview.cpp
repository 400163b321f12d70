#include "views/tasksview.h"

#include "models/displayformat.h"
#include "models/tasktablemodel.h"
#include "views/actionbar.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"
#include "views/tasksfilterbar.h"

#include <QItemSelectionModel>
#include <QLabel>
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
    , m_miss(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_filters);
    layout->addWidget(m_banner);
    layout->addWidget(m_miss);
    layout->addWidget(m_actions);
    layout->addWidget(m_table, 1);
    m_actions->addAction(
        OperatorAction::ReplayTasks, tr("&Replay…"),
        tr("Replay the selected dead tasks: a new queued task each, once per dead task"));
    m_actions->addAction(OperatorAction::ReplayFiltered,
                         operatoraction::label(OperatorAction::ReplayFiltered),
                         tr("Replay every dead task the current filter shows, after a preview"));
    m_actions->addAction(
        OperatorAction::ReleaseTaskLease, tr("Re&lease lease…"),
        tr("Return the selected leased task to the queue; its worker's late result is fenced"));

    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Tasks"));
    tablesetup::setWidths(
        m_table,
        {
            { TaskTableModel::IdColumn, u"10000000"_s },
            { TaskTableModel::JobIdColumn, u"notif-1234567-abcd…"_s },
            { TaskTableModel::KindColumn, u"server_metric"_s },
            { TaskTableModel::StateColumn,
              u"▲ "_s + tablesetup::widest(m_table, TaskTableModel::stateTexts()) },
            { TaskTableModel::AttemptsColumn, u"Attempts"_s },
            { TaskTableModel::AccountColumn, u"Account"_s },
            { TaskTableModel::MessageColumn, u"90000000"_s },
            { TaskTableModel::NotBeforeColumn, tablesetup::timestampSample() },
            { TaskTableModel::LeaseOwnerColumn, u"worker-host-12"_s },
            { TaskTableModel::LeaseExpiresColumn, u"expired 59 min 59 s ago"_s },
            { TaskTableModel::LastErrorColumn, u"smtp 550: mailbox unavailable (x)"_s },
        });

    m_miss->setTextFormat(Qt::RichText);
    m_miss->setWordWrap(true);
    m_miss->setContentsMargins(6, 4, 6, 4);
    m_miss->setAccessibleName(tr("What the search looked for"));
    m_miss->setVisible(false);
    connect(m_miss, &QLabel::linkActivated, this, [this](const QString &link) {
        bool ok = false;
        const int kind = QStringView(link).mid(7).toInt(&ok); // "search:<kind>"
        if (link.startsWith(u"search:"_s) && ok)
            m_filters->setSearchKind(static_cast<TaskSearch>(kind));
    });
    connect(model, &TaskTableModel::answerChanged, this, &TasksView::updateMissNote);
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
    const SelectedItem item = selectedItem();
    return item.kind == SelectedItem::Kind::Task ? item.id : 0;
}

SelectedItem TasksView::selectedItem() const
{
    int count = 0;
    const TaskRow *row = m_model->rowAt(tablesetup::rowInFocus(m_table, &count));
    if (row)
        return SelectedItem::task(row->id);
    return count > 1 ? SelectedItem::several(count) : SelectedItem();
}

namespace {
// What a search of `kind` looked for, as a sentence about finding nothing.
QString missOf(TaskSearch kind, const QString &text)
{
    switch (kind) {
    case TaskSearch::TaskIdJobIdOrKey:
        return TasksView::tr("No task with id, job id or key %1").arg(text);
    case TaskSearch::TaskId:
        return TasksView::tr("No task with id %1").arg(text);
    case TaskSearch::JobIdOrKey:
        return TasksView::tr("No task with job id or idempotency key %1").arg(text);
    case TaskSearch::MessageId:
        return TasksView::tr("No task for message id %1").arg(text);
    case TaskSearch::AccountId:
        return TasksView::tr("No task of account %1").arg(text);
    case TaskSearch::None:
        break;
    }
    return {};
}

// The kinds a number may be searched as besides `kind` (none for a text: it can only be a
// job id or key); the combined kind covers task id and job id or key.
QList<std::pair<TaskSearch, QString>> otherKinds(TaskSearch kind)
{
    QList<std::pair<TaskSearch, QString>> out;
    if (kind == TaskSearch::JobIdOrKey)
        return out;
    const bool covered = kind == TaskSearch::TaskIdJobIdOrKey;
    for (const auto &[k, name] :
         { std::pair { TaskSearch::TaskId, TasksView::tr("a task id") },
           std::pair { TaskSearch::MessageId, TasksView::tr("a message id") },
           std::pair { TaskSearch::AccountId, TasksView::tr("an account id") },
           std::pair { TaskSearch::JobIdOrKey, TasksView::tr("a job id or key") } }) {
        const bool inCombined = k == TaskSearch::TaskId || k == TaskSearch::JobIdOrKey;
        if (k != kind && !(covered && inCombined))
            out.append({ k, name });
    }
    return out;
}

bool narrowedBesidesSearch(const TaskFilter &f)
{
    return !f.states.isEmpty() || !f.kind.isNull() || f.accountId || f.monitorId
        || f.createdWithinSeconds > 0 || f.createdFrom || f.createdTo;
}
} // namespace

QString TasksView::missText() const
{
    return m_miss->isVisibleTo(this) ? m_miss->text() : QString();
}

// An empty table alone does not say whether the number was taken for the wrong kind of id:
// the note says what was looked for and offers the other kinds, a click away.
void TasksView::updateMissNote()
{
    const TaskFilter f = m_model->filter();
    const bool miss = m_model->answersFilter() && m_model->rowCount() == 0;
    if (!miss || (f.search == TaskSearch::None && !narrowedBesidesSearch(f))) {
        m_miss->setVisible(false);
        return;
    }
    if (f.search == TaskSearch::None) {
        m_miss->setText(tr("No task matches the filters.").toHtmlEscaped());
        m_miss->setVisible(true);
        return;
    }
    const QString text = displayformat::oneLine(f.searchText, 80);
    QString html = missOf(f.search, text).toHtmlEscaped();
    if (narrowedBesidesSearch(f))
        html += tr(" among the tasks the other filters leave").toHtmlEscaped();
    html += u'.';
    QStringList links;
    for (const auto &[kind, name] : otherKinds(f.search))
        links.append(u"<a href=\"search:%1\">%2</a>"_s.arg(int(kind)).arg(name.toHtmlEscaped()));
    if (!links.isEmpty())
        html += u' ' + tr("Search %1 as: %2").arg(text.toHtmlEscaped(), links.join(u" · "_s));
    m_miss->setText(html);
    m_miss->setVisible(true);
}

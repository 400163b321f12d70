#include "views/leasesview.h"

#include "models/leasemodels.h"
#include "views/actionbar.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
QLabel *heading(QWidget *parent)
{
    auto *l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    l->setContentsMargins(6, 6, 6, 2);
    return l;
}

QWidget *section(QWidget *parent, QLabel *title, MessageBanner *banner, ActionBar *actions,
                 QTableView *table, QWidget *filter = nullptr)
{
    auto *w = new QWidget(parent);
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(0);
    auto *head = new QHBoxLayout;
    head->addWidget(title, 1);
    if (filter)
        head->addWidget(filter);
    head->addWidget(actions);
    l->addLayout(head);
    l->addWidget(banner);
    l->addWidget(table, 1);
    return w;
}
} // namespace

LeasesView::LeasesView(TaskLeaseModel *tasks, SinkLeaseModel *sinks, QWidget *parent)
    : QWidget(parent)
    , m_tasks(tasks)
    , m_sinks(sinks)
    , m_taskHeading(heading(this))
    , m_sinkHeading(heading(this))
    , m_taskBanner(new MessageBanner(this))
    , m_sinkBanner(new MessageBanner(this))
    , m_poolerNote(new QLabel(this))
    , m_taskActions(new ActionBar(this))
    , m_sinkActions(new ActionBar(this))
    , m_taskTable(new QTableView(this))
    , m_sinkTable(new QTableView(this))
    , m_stuckOnly(new QCheckBox(tr("Only stuck"), this))
{
    m_taskTable->setModel(tasks);
    tablesetup::configure(m_taskTable, tr("Task leases"));
    tablesetup::setWidths(m_taskTable,
                          {
                              { TaskLeaseModel::TaskColumn, u"10000000"_s },
                              { TaskLeaseModel::OwnerColumn, u"worker-host-12"_s },
                              { TaskLeaseModel::TokenColumn, u"0123abcd…"_s },
                              { TaskLeaseModel::ExpiresColumn, u"▲ expired 59 min 59 s ago"_s },
                              { TaskLeaseModel::AttemptsColumn, u"Attempts"_s },
                              { TaskLeaseModel::KindColumn, u"server_metric"_s },
                              { TaskLeaseModel::AccountColumn, u"Account"_s },
                          });
    m_sinkTable->setModel(sinks);
    tablesetup::configure(m_sinkTable, tr("Feed sink leases"));
    tablesetup::setWidths(m_sinkTable,
                          {
                              { SinkLeaseModel::FeedColumn, u"acct-1024.orders"_s },
                              { SinkLeaseModel::SinkColumn, u"search-index"_s },
                              { SinkLeaseModel::KindColumn,
                                SinkLeaseModel::tr("advisory lock") }, // as shown: translated
                              { SinkLeaseModel::HolderColumn, u"pg-advisory:0123456789…"_s },
                              { SinkLeaseModel::StatusColumn,
                                u"✖ "_s + SinkLeaseModel::tr("session gone: stale holder") },
                              { SinkLeaseModel::SessionColumn,
                                u"poolsim · 127.0.0.1 · idle · since 2026-11-29 15:31:18"_s },
                              { SinkLeaseModel::PositionColumn, u"Position"_s },
                          });

    auto *split = new QSplitter(Qt::Vertical, this);
    m_taskActions->addAction(
        OperatorAction::ReleaseTaskLease, tr("Re&lease lease…"),
        tr("Return the task to the queue; its worker's late result is fenced by the token"));
    m_sinkActions->addAction(
        OperatorAction::ClearSinkLease, operatoraction::label(OperatorAction::ClearSinkLease),
        tr("Clear the sink's lease holder (compare-and-set on the holder you see)"));
    m_sinkActions->addAction(OperatorAction::TerminateSinkSession,
                             operatoraction::label(OperatorAction::TerminateSinkSession),
                             tr("End the database session that holds the sink's advisory lock"));
    m_stuckOnly->setToolTip(tr("Only leases past their expiry, or without one: stuck until "
                               "reaped or released"));
    m_stuckOnly->setAccessibleName(tr("Only stuck task leases"));
    connect(m_stuckOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_tasks->setStuckOnly(on);
        updateTitles();
    });
    split->addWidget(
        section(split, m_taskHeading, m_taskBanner, m_taskActions, m_taskTable, m_stuckOnly));
    QWidget *sinkSection = section(split, m_sinkHeading, m_sinkBanner, m_sinkActions, m_sinkTable);
    m_poolerNote->setWordWrap(true);
    m_poolerNote->setForegroundRole(QPalette::PlaceholderText);
    m_poolerNote->setContentsMargins(6, 0, 6, 4);
    m_poolerNote->setAccessibleName(tr("What the sessions list cannot show"));
    m_poolerNote->setVisible(false);
    static_cast<QVBoxLayout *>(sinkSection->layout())->insertWidget(1, m_poolerNote);
    split->addWidget(sinkSection);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(tasks, &TaskLeaseModel::applied, this, &LeasesView::updateTitles);
    connect(sinks, &SinkLeaseModel::applied, this, &LeasesView::updateTitles);
    for (QTableView *t : { m_taskTable, m_sinkTable }) {
        tablesetup::onSelectionAffected(t, [this] { Q_EMIT selectionChanged(); });
        // One selection for the two tables, as in the lookup's trees: a row chosen in one
        // leaves the other, so the details and the actions are about one lease.
        QTableView *other = t == m_taskTable ? m_sinkTable : m_taskTable;
        connect(t->selectionModel(), &QItemSelectionModel::selectionChanged, other, [t, other] {
            if (t->selectionModel()->hasSelection())
                other->selectionModel()->clear();
        });
    }
    updateTitles();
}

std::optional<TaskLeaseRow> LeasesView::selectedTaskLease() const
{
    const TaskLeaseRow *r = m_tasks->rowAt(tablesetup::rowInFocus(m_taskTable));
    return r ? std::optional<TaskLeaseRow>(*r) : std::nullopt;
}

std::optional<SinkLeaseRow> LeasesView::selectedSinkLease() const
{
    const SinkLeaseRow *r = m_sinks->rowAt(tablesetup::rowInFocus(m_sinkTable));
    return r ? std::optional<SinkLeaseRow>(*r) : std::nullopt;
}

SelectedItem LeasesView::selectedItem() const
{
    if (const auto task = selectedTaskLease())
        return SelectedItem::task(task->taskId);
    if (const auto sink = selectedSinkLease())
        return SelectedItem::sinkLease(sink->feed, sink->sink);
    int tasks = 0;
    int sinks = 0;
    tablesetup::rowInFocus(m_taskTable, &tasks);
    tablesetup::rowInFocus(m_sinkTable, &sinks);
    return tasks + sinks > 1 ? SelectedItem::several(tasks + sinks) : SelectedItem();
}

void LeasesView::setPoolerNote(const QString &note)
{
    m_poolerNote->setText(note);
    m_poolerNote->setVisible(!note.isEmpty());
}

QString LeasesView::poolerNote() const
{
    return m_poolerNote->text();
}

void LeasesView::setStuckOnly(bool on)
{
    m_stuckOnly->setChecked(on); // toggled sets the model's filter
}

bool LeasesView::stuckOnly() const
{
    return m_stuckOnly->isChecked();
}

QString LeasesView::taskTitle() const
{
    return m_taskHeading->text();
}

QString LeasesView::sinkTitle() const
{
    return m_sinkHeading->text();
}

void LeasesView::updateTitles()
{
    const int expired = m_tasks->expiredCount();
    QString t = m_tasks->stuckOnly() ? tr("Task leases: %n stuck", nullptr, m_tasks->rowCount())
                                     : tr("Task leases: %n leased", nullptr, m_tasks->rowCount());
    if (m_tasks->hasMore())
        t += tr(" (showing the first %1)").arg(m_tasks->rowCount());
    if (expired > 0 && !m_tasks->stuckOnly())
        t += tr(" — %n expired, stuck until reaped or released", nullptr, expired);
    m_taskHeading->setText(t);

    int trouble = 0;
    for (const SinkLeaseRow &s : m_sinks->rows())
        trouble += m_sinks->isTrouble(s) ? 1 : 0;
    QString s = tr("Feed sink leases: %n held", nullptr, m_sinks->rowCount());
    if (trouble > 0)
        s += tr(" — %n expired or stale", nullptr, trouble);
    m_sinkHeading->setText(s);
}

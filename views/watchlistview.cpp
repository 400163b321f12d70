#include "views/watchlistview.h"

#include "core/watch/watchproof.h"
#include "core/watch/watchrules.h"
#include "models/watchlistmodel.h"
#include "views/actionbar.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"
#include "views/tonedelegate.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMimeData>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WatchListView::WatchListView(WatchListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_actions(new ActionBar(this))
    , m_banner(new MessageBanner(this))
    , m_notice(new MessageBanner(this))
    , m_empty(new QLabel(this))
    , m_table(new QTableView(this))
{
    setObjectName(u"WatchListView"_s);
    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Watch list"));
    m_table->setItemDelegate(new ToneDelegate(m_table));
    tablesetup::setWidths(
        m_table,
        { { WatchListModel::TargetColumn, u"Pixel 8 on alert 0b7c1a52…"_s },
          { WatchListModel::GoalColumn, u"leased by a worker"_s },
          { WatchListModel::StatusColumn, u"● turned bad"_s },
          { WatchListModel::StateColumn, u"replayed as task 1000000: succeeded, 1 attempt"_s },
          { WatchListModel::SinceColumn, u"59 min ago"_s } });
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Not in the layout: a notice that pushed the rows down 25 px sent the next click to
    // another row. It lies over the foot, as the window's outcome banner does.
    m_notice->setOutcomeStyle();
    m_notice->setOverlay();
    m_notice->setAccessibleName(tr("Last action"));
    m_empty->setWordWrap(true);
    m_empty->setContentsMargins(8, 8, 8, 8);
    m_empty->setText(tr("Nothing is watched. Select a task, a lease or an owed delivery and "
                        "choose Watch ▸ Watch the selection (Ctrl+Shift+W); replays, releases "
                        "and acks are watched by themselves."));
    m_actions->addAction(WatchListButton::Open, tr("Open"),
                         tr("Show the watched item in the console"));
    m_actions->addAction(WatchListButton::Copy, tr("Copy for ticket"),
                         tr("Copy what was wrong, the action and the evidence, as plain text"));
    m_actions->addAction(WatchListButton::CopyMarkdown, tr("Copy as Markdown"),
                         tr("The same proof as a Markdown table"));
    m_actions->addAction(WatchListButton::Unwatch, tr("Unwatch"),
                         tr("Stop watching it (Ctrl+Shift+U)"));
    m_actions->addAction(WatchListButton::Clear, tr("Clear finished"),
                         tr("Remove every watch that has reached its outcome, turned bad or "
                            "expired"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_actions);
    layout->addWidget(m_banner);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    connect(m_actions, &ActionBar::triggered, this, [this](ActionBar::Key key) {
        if (const auto button = key.watchListButton())
            trigger(*button);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WatchListView::updateActions);
    connect(m_table, &QTableView::doubleClicked, this, [this] { trigger(WatchListButton::Open); });
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(model, signal, this, [this] {
            updateActions();
            updateEmptyNote();
        });
    connect(model, &QAbstractItemModel::dataChanged, this, &WatchListView::updateActions);
    updateActions();
    updateEmptyNote();
}

qint64 WatchListView::selectedId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(WatchListModel::IdRole).toLongLong();
}

void WatchListView::selectWatch(qint64 id)
{
    const int row = m_model->rowOfKey(id);
    if (row < 0)
        return;
    // Not selectRow(): it takes its command from the keyboard's modifiers and the focus.
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

bool WatchListView::copyProof(bool markdown)
{
    const Watch *w = m_model->watchOf(selectedId());
    if (!w)
        return false;
    QApplication::clipboard()->setText(markdown ? watchproof::markdown(*w) : watchproof::text(*w));
    m_notice->showMessage(
        markdown ? tr("Copied the proof of %1 as Markdown.").arg(w->target.displayName())
                 : tr("Copied the proof of %1.").arg(w->target.displayName()),
        Tone::Good);
    return true;
}

void WatchListView::trigger(WatchListButton id)
{
    const qint64 selected = selectedId();
    const Watch *w = m_model->watchOf(selected);
    switch (id) {
    case WatchListButton::Clear:
        Q_EMIT clearFinishedRequested();
        return;
    case WatchListButton::Open:
        if (w)
            Q_EMIT openRequested(watchrules::linkOf(*w));
        return;
    case WatchListButton::Copy:
    case WatchListButton::CopyMarkdown:
        if (w)
            copyProof(id == WatchListButton::CopyMarkdown);
        return;
    case WatchListButton::Unwatch:
        if (w)
            Q_EMIT unwatchRequested(selected);
        return;
    }
}

void WatchListView::updateActions()
{
    const Watch *w = m_model->watchOf(selectedId());
    const QString none = tr("select a watch");
    m_actions->setAvailable(WatchListButton::Open, w, none);
    m_actions->setAvailable(WatchListButton::Copy, w && w->seen, w ? tr("not read yet") : none);
    m_actions->setAvailable(WatchListButton::CopyMarkdown, w && w->seen,
                            w ? tr("not read yet") : none);
    m_actions->setAvailable(WatchListButton::Unwatch, w, none);
    const bool anyFinished = m_model->rowCount() > m_model->pendingCount();
    m_actions->setAvailable(WatchListButton::Clear, anyFinished, tr("no watch has finished"));
}

void WatchListView::updateEmptyNote()
{
    const bool empty = m_model->rowCount() == 0;
    m_empty->setVisible(empty);
    m_table->setVisible(!empty);
}

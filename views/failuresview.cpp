#include "views/failuresview.h"

#include "core/failuretext.h"
#include "models/failuregroupmodel.h"
#include "views/actionbar.h"
#include "views/histogramdelegate.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

FailuresView::FailuresView(FailureGroupModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_window(new QComboBox(this))
    , m_refresh(new QPushButton(tr("Re&fresh"), this))
    , m_open(new QPushButton(tr("&Show members"), this))
    , m_coverage(new QLabel(this))
    , m_banner(new MessageBanner(this))
    , m_actions(new ActionBar(this))
    , m_table(new QTableView(this))
{
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 6, 6, 4);
    auto *windowLabel = new QLabel(tr("Failed in:"), this);
    windowLabel->setBuddy(m_window);
    top->addWidget(windowLabel);
    for (int seconds : failuretext::windows())
        m_window->addItem(failuretext::windowText(seconds), seconds);
    m_window->setAccessibleName(tr("Failure window"));
    showWindow();
    top->addWidget(m_window);
    m_refresh->setToolTip(tr("Read the groups again now (they are read once a minute)"));
    top->addWidget(m_refresh);
    m_open->setToolTip(tr("The selected group's failed tasks in the tasks view (Enter, or a "
                          "double click); an attempt group shows the tasks of its attempts"));
    top->addWidget(m_open);
    top->addStretch(1);

    m_coverage->setContentsMargins(6, 0, 6, 4);
    m_coverage->setAccessibleName(tr("What the failure groups cover"));
    m_coverage->setTextFormat(Qt::PlainText);
    m_coverage->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(top);
    layout->addWidget(m_coverage);
    layout->addWidget(m_banner);
    layout->addWidget(m_actions);
    layout->addWidget(m_table, 1);
    m_actions->addAction(OperatorAction::ReplayGroup,
                         operatoraction::label(OperatorAction::ReplayGroup),
                         tr("Replay every dead task of the selected group not replayed yet, "
                            "after a preview; followed as one watch"));

    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Failure groups"));
    m_table->setItemDelegateForColumn(
        FailureGroupModel::HistogramColumn,
        new HistogramDelegate(FailureGroupModel::HistogramRole, m_table));
    tablesetup::setWidths(
        m_table,
        {
            { FailureGroupModel::SourceColumn, FailureGroupModel::tr("Attempts") },
            { FailureGroupModel::CauseColumn,
              u"503 Service Unavailable (provider outage) xxxxxxxx"_s },
            { FailureGroupModel::KindColumn, u"notification"_s },
            { FailureGroupModel::ChannelsColumn, u"email, push, sms"_s },
            { FailureGroupModel::CountColumn, u"100,000"_s },
            { FailureGroupModel::DeadColumn, u"100,000"_s },
            { FailureGroupModel::AccountsColumn, u"10,000"_s },
            { FailureGroupModel::FirstSeenColumn, tablesetup::timestampSample() },
            { FailureGroupModel::LastSeenColumn, tablesetup::timestampSample() },
            { FailureGroupModel::HistogramColumn, u"xxxxxxxxxxxxxx"_s },
        });

    connect(m_window, &QComboBox::activated, this,
            [this] { m_model->setWithinSeconds(m_window->currentData().toInt()); });
    connect(m_refresh, &QPushButton::clicked, this, &FailuresView::refreshRequested);
    connect(m_open, &QPushButton::clicked, this, &FailuresView::openSelected);
    connect(m_table, &QTableView::activated, this, &FailuresView::openSelected);
    connect(model, &FailureGroupModel::applied, this, &FailuresView::updateCoverage);
    connect(model, &FailureGroupModel::applied, this, [this] {
        if (!m_pendingKey.isEmpty() && m_model->hasRead())
            selectGroup(QString(m_pendingKey)); // a copy: selectGroup clears the member
    });
    connect(model, &FailureGroupModel::queryChanged, this, &FailuresView::showWindow);
    tablesetup::onSelectionAffected(m_table, [this] {
        m_open->setEnabled(selectedGroup().has_value());
        Q_EMIT selectionChanged();
    });
    m_open->setEnabled(false);
    updateCoverage();
}

// The model's window in the box; a link's own window ("since=2h") gets an entry of its own.
void FailuresView::showWindow()
{
    const int seconds = m_model->withinSeconds();
    if (m_window->findData(seconds) < 0)
        m_window->addItem(failuretext::windowText(seconds), seconds);
    m_window->setCurrentIndex(m_window->findData(seconds));
}

QString FailuresView::coverageText() const
{
    return m_coverage->text();
}

void FailuresView::updateCoverage()
{
    if (!m_model->hasRead()) {
        m_coverage->setText(tr("Reading the failures of %1…")
                                .arg(failuretext::windowText(m_model->withinSeconds())));
        return;
    }
    FailureGroups g = m_model->coverage();
    g.groups = m_model->rows();
    m_coverage->setText(failuretext::coverage(g, m_model->withinSeconds()));
}

std::optional<FailureGroup> FailuresView::selectedGroup() const
{
    if (const FailureGroup *g = m_model->rowAt(tablesetup::rowInFocus(m_table)))
        return *g;
    return std::nullopt;
}

SelectedItem FailuresView::selectedItem() const
{
    int count = 0;
    tablesetup::rowInFocus(m_table, &count);
    // A group has no detail of its own: the detail pane says nothing is selected rather than
    // keep showing a row of another view.
    return count > 1 ? SelectedItem::several(count) : SelectedItem();
}

bool FailuresView::selectGroup(const QString &key)
{
    m_pendingKey.clear();
    const int row = m_model->rowOfKey(key);
    if (row >= 0) {
        m_table->selectRow(row);
        return true;
    }
    if (!m_model->hasRead())
        m_pendingKey = key;
    return false;
}

OptTime FailuresView::windowFrom() const
{
    return m_model->hasRead() ? OptTime(m_model->coverage().windowFromUs) : std::nullopt;
}

OptTime FailuresView::windowTo() const
{
    return m_model->hasRead() ? OptTime(m_model->coverage().serverNowUs) : std::nullopt;
}

void FailuresView::openSelected()
{
    const auto g = selectedGroup();
    if (g && m_model->hasRead())
        Q_EMIT membersRequested(*g, *windowFrom(), *windowTo());
}

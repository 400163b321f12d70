#pragma once

#include "core/rows/failurerows.h"
#include "core/selecteditem.h"

#include <QWidget>
#include <optional>

class ActionBar;
class FailureGroupModel;
class MessageBanner;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

// Failed work grouped by cause (docs/failures.md): a window to pick, what the read covered,
// the groups biggest first. Opening a group shows its members in the tasks (or deliveries)
// view; its dead tasks can be replayed as one batch. GUI thread; the model is not owned.
class FailuresView : public QWidget
{
    Q_OBJECT
public:
    explicit FailuresView(FailureGroupModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    MessageBanner *banner() const { return m_banner; }
    ActionBar *actionBar() const { return m_actions; }
    QString coverageText() const;
    std::optional<FailureGroup> selectedGroup() const;
    SelectedItem selectedItem() const;
    // Selects the group of this key (FailureGroup::key); one not among the rows yet is
    // selected when the next read brings it. False until it is selected.
    bool selectGroup(const QString &key);
    // The members of the selected group, as a filter window: the last read's window.
    OptTime windowFrom() const;
    OptTime windowTo() const;

Q_SIGNALS:
    void refreshRequested();
    // Show the members of `group` (tasks, or attempts) failed in [from, to].
    void membersRequested(const FailureGroup &group, qint64 fromUs, qint64 toUs);
    void selectionChanged();

private:
    void updateCoverage();
    void showWindow();
    void openSelected();

    FailureGroupModel *m_model;
    QComboBox *m_window;
    QPushButton *m_refresh;
    QPushButton *m_open;
    QLabel *m_coverage;
    MessageBanner *m_banner;
    ActionBar *m_actions;
    QTableView *m_table;
    QString m_pendingKey; // asked for by selectGroup, not among the rows yet
};

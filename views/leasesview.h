#pragma once

#include "core/rows/leaserows.h"
#include "core/selecteditem.h"

#include <QWidget>
#include <optional>

class ActionBar;
class MessageBanner;
class QCheckBox;
class QLabel;
class QTableView;
class SinkLeaseModel;
class TaskLeaseModel;

// Task leases above, feed sink leases below, each with a title that counts the trouble
// (expired leases, stale advisory holders). GUI thread; models are not owned.
class LeasesView : public QWidget
{
    Q_OBJECT
public:
    LeasesView(TaskLeaseModel *tasks, SinkLeaseModel *sinks, QWidget *parent = nullptr);

    QTableView *taskTable() const { return m_taskTable; }
    QTableView *sinkTable() const { return m_sinkTable; }
    MessageBanner *taskBanner() const { return m_taskBanner; }
    MessageBanner *sinkBanner() const { return m_sinkBanner; }
    ActionBar *taskActions() const { return m_taskActions; }
    ActionBar *sinkActions() const { return m_sinkActions; }
    std::optional<TaskLeaseRow> selectedTaskLease() const;
    std::optional<SinkLeaseRow> selectedSinkLease() const;
    // What the window is on in this view: a row of one table; the two share one selection.
    SelectedItem selectedItem() const;
    QString taskTitle() const;
    // What the sessions list cannot show (through a pooler); empty hides it.
    void setPoolerNote(const QString &note);
    QString poolerNote() const;
    QString sinkTitle() const;
    // Only stuck task leases (past their expiry, or without one): the check box over the task
    // leases and poolscope://leases?stuck=1. Sets the model's filter.
    void setStuckOnly(bool on);
    bool stuckOnly() const;
    QCheckBox *stuckOnlyBox() const { return m_stuckOnly; }

Q_SIGNALS:
    // What is selected may have changed: a click, or a poll that changed or removed selected
    // rows (tablesetup::onSelectionAffected).
    void selectionChanged();

private:
    void updateTitles();

    TaskLeaseModel *m_tasks;
    SinkLeaseModel *m_sinks;
    QLabel *m_taskHeading;
    QLabel *m_sinkHeading;
    MessageBanner *m_taskBanner;
    MessageBanner *m_sinkBanner;
    QLabel *m_poolerNote;
    ActionBar *m_taskActions;
    ActionBar *m_sinkActions;
    QTableView *m_taskTable;
    QTableView *m_sinkTable;
    QCheckBox *m_stuckOnly;
};

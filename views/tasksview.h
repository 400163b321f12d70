#pragma once

#include "core/rows/taskrow.h"
#include "core/selecteditem.h"

#include <QWidget>

class ActionBar;
class MessageBanner;
class QLabel;
class QTableView;
class TaskTableModel;
class TasksFilterBar;

// The tasks view: filters, a banner for what went wrong or is missing, the table. GUI thread;
// shows a TaskTableModel it does not own and never touches SQL. Filter changes go to the
// model (which asks the poller); scrolling to the end asks the model for more rows.
class TasksView : public QWidget
{
    Q_OBJECT
public:
    explicit TasksView(TaskTableModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    TasksFilterBar *filterBar() const { return m_filters; }
    MessageBanner *banner() const { return m_banner; }
    ActionBar *actionBar() const { return m_actions; }
    // The selected rows, top to bottom.
    QList<TaskRow> selectedTasks() const;
    void setError(const QString &message); // empty clears it
    QString errorText() const;
    // Selects the row of `taskId` if it is in the window; returns whether it was.
    bool selectTask(qint64 taskId);
    // Selects `taskId` now if it is in the window, or as soon as a poll brings it.
    void selectTaskSoon(qint64 taskId);
    qint64 currentTaskId() const; // 0 when nothing is selected
    // What the window is on in this view (tablesetup::rowInFocus).
    SelectedItem selectedItem() const;
    // What an empty answer to the search looked for, and the other kinds to look for it as
    // (links); empty while the table has rows or no answer has come for the filter.
    QString missText() const;
    QLabel *missNote() const { return m_miss; }

Q_SIGNALS:
    // What is selected may have changed: a click, or a poll that changed or removed selected
    // rows (tablesetup::onSelectionAffected).
    void selectionChanged();

private:
    void updateMissNote();

    TaskTableModel *m_model;
    TasksFilterBar *m_filters;
    MessageBanner *m_banner;
    ActionBar *m_actions;
    QTableView *m_table;
    QLabel *m_miss;
    qint64 m_pendingSelection = 0;
};

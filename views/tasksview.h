#pragma once

#include <QWidget>

class QLabel;
class QTableView;
class TaskTableModel;

// The tasks table. GUI thread; shows a TaskTableModel it does not own and never touches SQL:
// scrolling to the end asks the model for more, which asks the poller.
class TasksView : public QWidget
{
    Q_OBJECT
public:
    explicit TasksView(TaskTableModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    void setError(const QString &message); // empty clears it
    QString errorText() const; // what the banner shows, empty when hidden

private:
    TaskTableModel *m_model;
    QTableView *m_table;
    QLabel *m_banner;
};

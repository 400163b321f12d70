#pragma once

#include <QWidget>

class MessageBanner;
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
    QString taskTitle() const;
    QString sinkTitle() const;

Q_SIGNALS:
    void currentTaskChanged(qint64 taskId); // 0: none
    void currentSinkChanged(const QString &feed, const QString &sink); // empty: none

private:
    void updateTitles();

    TaskLeaseModel *m_tasks;
    SinkLeaseModel *m_sinks;
    QLabel *m_taskHeading;
    QLabel *m_sinkHeading;
    MessageBanner *m_taskBanner;
    MessageBanner *m_sinkBanner;
    QTableView *m_taskTable;
    QTableView *m_sinkTable;
};

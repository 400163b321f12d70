#pragma once

#include "core/rows/taskrow.h"
#include "models/fetchwindow.h"
#include "models/keyedrowmodel.h"

class RelativeTimes;

// The tasks window as a table. Lives on the GUI thread; fed TaskWindow snapshots decoded on
// the DB thread and applied by keyed diff (see KeyedRowModel). Knows nothing of SQL: the
// filter it holds is a value the poller turns into a query.
class TaskTableModel : public KeyedRowModel<TaskRow>
{
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        JobIdColumn,
        KindColumn,
        StateColumn,
        AttemptsColumn,
        AccountColumn,
        MessageColumn,
        NotBeforeColumn,
        LeaseOwnerColumn,
        LeaseExpiresColumn,
        LastErrorColumn,
        UpdatedColumn,
        ColumnCount
    };
    // The tasks column each shows (taskquery::columns()): its ColumnNameRole, and whether the
    // database lacks it. A column that shows two (attempts of max_attempts) names the first.
    static QLatin1StringView columnName(Column column);
    enum Role {
        StateRole = Qt::UserRole + 1, // the raw state string, for delegates and filters
        KeyRole, // the task id
        LeaseExpiredRole, // true when a leased task's lease has expired (a stuck task)
    };

    explicit TaskTableModel(QObject *parent = nullptr);
    // Every text the state column can show, in the window's language: the view sizes the
    // column by the widest.
    static QStringList stateTexts();

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats applyWindow(const TaskWindow &window);
    bool hasMore() const { return m_window.hasMore(); }
    // Whether the rows answer the current filter: false from a filter change until the
    // window read for it is applied (until then the rows are the old filter's).
    bool answersFilter() const { return m_answersFilter; }
    qint64 serverNowUs() const { return m_serverNowUs; }

    // The filter with the window's current size: what the poller must ask for.
    TaskFilter filter() const;
    void setFilter(const TaskFilter &filter);
    // Whether the console index on tasks(message_id) exists: it decides how a message id is
    // searched (see TaskFilter::messageIdIndexed).
    void setMessageIdIndexed(bool indexed);

    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // The filter or the window size changed: the poller must read again, and any reply
    // already on its way describes the old filter.
    void queryChanged();
    // A window was applied (its rows now answer the filter, answersFilter), or the filter
    // changed and the rows no longer do.
    void answerChanged();

private:
    bool leaseExpired(const TaskRow &row) const;
    bool isAbsent(int column) const;
    QVariant absentData(int column, int role) const;

    TaskFilter m_filter;
    FetchWindow m_window;
    RelativeTimes *m_clock; // what countdowns and expiry are judged by, between polls too
    qint64 m_serverNowUs = 0; // the last window's server clock
    bool m_answersFilter = false;
    QStringList m_absentColumns; // the last window's (TaskWindow::absentColumns)
};

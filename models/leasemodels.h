#pragma once

#include "core/rows/leaserows.h"
#include "models/keyedrowmodel.h"

class RelativeTimes;

// Leased tasks, soonest expiry first. GUI thread; fed LeaseSnapshot values by keyed diff.
// Countdowns are relative to the server's clock at the last poll moved on by the time since,
// never the local one.
class TaskLeaseModel : public KeyedRowModel<TaskLeaseRow>
{
    Q_OBJECT
public:
    enum Column {
        TaskColumn,
        OwnerColumn,
        TokenColumn,
        ExpiresColumn,
        AttemptsColumn,
        KindColumn,
        AccountColumn,
        UpdatedColumn,
        ColumnCount
    };
    // The task leases column each shows (leasequery::taskLeaseColumns()): its ColumnNameRole.
    static QLatin1StringView columnName(Column column);
    enum Role { KeyRole = Qt::UserRole + 1, ExpiredRole, TokenRole };

    explicit TaskLeaseModel(QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const LeaseSnapshot &snapshot);
    bool hasMore() const { return m_hasMore; }
    int expiredCount() const;
    bool isExpired(const TaskLeaseRow &row) const;
    // Only the leases past their expiry, or without one (never reaped): a stuck lease. The
    // view's "Only stuck" and poolscope://leases?stuck=1; the next poll reads them.
    bool stuckOnly() const { return m_stuckOnly; }
    void setStuckOnly(bool on);

Q_SIGNALS:
    // Once at the end of every apply(): what a view sums up from the rows (counts, expired
    // leases) is read again once per poll, not once per run of changed rows.
    void applied();
    // What the next poll should read changed (stuckOnly()).
    void queryChanged();

private:
    RelativeTimes *m_clock; // what countdowns and expiry are judged by, between polls too
    qint64 m_nowUs = 0; // the last snapshot's server clock
    bool m_hasMore = false;
    bool m_stuckOnly = false;
};

// Feed sinks with a lease holder. Lease-row holders show their countdown; advisory holders
// show the session that holds the lock, or that the session is gone (a stale holder).
class SinkLeaseModel : public KeyedRowModel<SinkLeaseRow>
{
    Q_OBJECT
public:
    enum Column {
        FeedColumn,
        SinkColumn,
        KindColumn,
        HolderColumn,
        StatusColumn,
        SessionColumn,
        PositionColumn,
        UpdatedColumn,
        ColumnCount
    };
    enum Role { KeyRole = Qt::UserRole + 1 };

    explicit SinkLeaseModel(QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const LeaseSnapshot &snapshot);
    bool hasMore() const { return m_hasMore; }
    // The server's clock now: the last snapshot's, moved on by the time since (RelativeTimes).
    qint64 nowMs() const;
    // What the operator reads in the status column: "in 12 s", "expired 3 min ago",
    // "held by pid 4711", "session gone: stale holder".
    QString statusText(const SinkLeaseRow &row) const;
    bool isTrouble(const SinkLeaseRow &row) const; // expired, or a stale advisory holder

Q_SIGNALS:
    // Once at the end of every apply(): what a view sums up from the rows (counts, expired
    // leases) is read again once per poll, not once per run of changed rows.
    void applied();

private:
    RelativeTimes *m_clock; // what countdowns and expiry are judged by, between polls too
    qint64 m_nowUs = 0; // the last snapshot's server clock
    bool m_hasMore = false;
};

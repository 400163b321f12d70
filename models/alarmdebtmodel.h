#pragma once

#include "core/rows/alarmrows.h"
#include "models/fetchwindow.h"
#include "models/keyedrowmodel.h"

class RelativeTimes;

// Owed alarm deliveries, grouped by alert and device. GUI thread; fed AlarmDebtSnapshot
// values by keyed diff. The age buckets ride along for the view's summary line. The window is
// a page of rows grown as the operator scrolls to its end, as the tasks' and deliveries' are.
class AlarmDebtModel : public KeyedRowModel<AlarmDebtRow>
{
    Q_OBJECT
public:
    enum Column {
        AlertColumn,
        AccountColumn,
        DeviceColumn,
        PlatformColumn,
        EnabledColumn,
        LastSeenColumn,
        EventColumn,
        OwedSinceColumn,
        OwedForColumn,
        ColumnCount
    };
    enum Role { AlertIdRole = Qt::UserRole + 1, SubscriptionIdRole, EventIdRole };

    explicit AlarmDebtModel(QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const AlarmDebtSnapshot &snapshot);
    const AlarmDebtBuckets &buckets() const { return m_buckets; }
    bool hasMore() const { return m_window.hasMore(); }
    qint64 serverNowUs() const { return m_nowUs; }
    int limit() const { return m_window.limit(); } // the rows the next poll asks for
    bool windowExhausted() const { return m_window.exhausted(); }
    // Only the deliveries owed for more than N seconds; 0: all. The view's "Owed for" and
    // poolscope://alarms?older_than=N. A change starts the window again from its first page.
    int olderThanSeconds() const { return m_olderThanSeconds; }
    void setOlderThanSeconds(int seconds);
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // What the view's summary line is made of changed: the buckets, the server's clock (the
    // oldest debt's age), the row count or whether more rows exist. At most once per apply(),
    // however many rows changed: the line is rebuilt once, not once per run of changed rows.
    void summaryChanged();
    // The window grew, or the age filter changed: the next poll should ask again.
    void queryChanged();

private:
    FetchWindow m_window;
    AlarmDebtBuckets m_buckets;
    RelativeTimes *m_clock; // what "last seen" and "owed for" are said against, between polls too
    qint64 m_nowUs = 0; // the last snapshot's server clock
    int m_olderThanSeconds = 0;
};

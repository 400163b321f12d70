#pragma once

#include "core/rows/deliveryrow.h"
#include "models/fetchwindow.h"
#include "models/keyedrowmodel.h"

// The delivery audit as a table, newest first. GUI thread; fed DeliveryWindow snapshots by
// keyed diff; the window grows with fetchMore.
class DeliveryTableModel : public KeyedRowModel<DeliveryRow>
{
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        CreatedColumn,
        StatusColumn,
        MessageColumn,
        TaskColumn,
        WorkerColumn,
        DurationColumn,
        ErrorColumn,
        ResponseColumn,
        ColumnCount
    };
    // The deliveries column each shows (deliveryquery::columns()): its ColumnNameRole.
    static QLatin1StringView columnName(Column column);
    enum Role { KeyRole = Qt::UserRole + 1, TaskIdRole, MessageIdRole };

    explicit DeliveryTableModel(QObject *parent = nullptr);
    // Every status the status column can show, in the window's language.
    static QStringList statusTexts();
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats applyWindow(const DeliveryWindow &window);
    DeliveryFilter filter() const;
    void setFilter(const DeliveryFilter &filter);
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void queryChanged();

private:
    DeliveryFilter m_filter;
    FetchWindow m_window;
};

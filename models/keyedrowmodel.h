#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <utility>

// What one applyRows() did, for tests and the benchmark.
struct RowDiffStats
{
    int removed = 0;
    int inserted = 0;
    int changed = 0;
    bool reordered = false;
};

// A table model over a list of typed rows, updated by keyed diff, never by reset.
//
// `Row` is a value struct with `key()` (hashable, unique per row) and `operator==`. Each poll
// hands the whole new list to applyRows(), which brings the model there with the fewest
// signals: removals from the bottom up, coalesced into ranges; one layout change, with
// persistent indexes remapped, only if kept rows changed their relative order; insertions
// top-down in ranges; and one dataChanged per run of changed rows (one table-wide
// dataChanged when most rows changed). Selection and current index are persistent indexes,
// so they follow their rows through all of it. Not a QObject itself: subclasses add Q_OBJECT.
template<typename Row> class KeyedRowModel : public QAbstractTableModel
{
public:
    using Key = std::decay_t<decltype(std::declval<const Row &>().key())>;
    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }

    const QList<Row> &rows() const { return m_rows; }
    const Row *rowAt(int row) const
    {
        return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
    }
    int rowOfKey(const Key &key) const { return m_rowOfKey.value(key, -1); }

protected:
    RowDiffStats applyRows(QList<Row> next)
    {
        RowDiffStats stats;
        // The usual poll: the same rows in the same order, a few of them changed. One walk over
        // the keys finds it; then no hash is built and only the changed rows are copied.
        if (sameKeysInOrder(next)) {
            updateChanged(next, stats);
            return stats;
        }
        QHash<Key, int> nextPos;
        nextPos.reserve(next.size());
        bool duplicates = false;
        for (qsizetype i = 0; i < next.size(); ++i) {
            const auto before = nextPos.size();
            nextPos.insert(next[i].key(), static_cast<int>(i));
            duplicates |= nextPos.size() == before;
        }
        if (duplicates)
            dropDuplicates(next, nextPos);

        removeMissing(nextPos, stats);
        reorderKept(nextPos, stats);
        insertNew(next, stats);
        updateChanged(next, stats);

        m_rowOfKey.clear();
        m_rowOfKey.reserve(m_rows.size());
        for (qsizetype i = 0; i < m_rows.size(); ++i)
            m_rowOfKey.insert(m_rows[i].key(), static_cast<int>(i));
        return stats;
    }

    // Tells views that `firstColumn..lastColumn` of the rows passing `pred` must be redrawn
    // (values derived from the clock, say), one dataChanged per run of such rows.
    template<typename Pred> void refreshColumns(int firstColumn, int lastColumn, Pred pred)
    {
        int start = -1;
        for (int i = 0; i <= m_rows.size(); ++i) {
            const bool hit = i < m_rows.size() && pred(m_rows[i]);
            if (hit && start < 0)
                start = i;
            if (!hit && start >= 0) {
                Q_EMIT dataChanged(index(start, firstColumn), index(i - 1, lastColumn));
                start = -1;
            }
        }
    }

private:
    bool sameKeysInOrder(const QList<Row> &next) const
    {
        if (next.size() != m_rows.size())
            return false;
        for (qsizetype i = 0; i < next.size(); ++i) {
            if (!(m_rows[i].key() == next.at(i).key()))
                return false;
        }
        return true;
    }

    // A key seen twice in one snapshot (a row moved while the page was read) keeps its
    // first occurrence; two rows with one key would break every index the views hold.
    static void dropDuplicates(QList<Row> &next, QHash<Key, int> &nextPos)
    {
        QList<Row> unique;
        unique.reserve(next.size());
        nextPos.clear();
        for (Row &r : next) {
            if (nextPos.contains(r.key()))
                continue;
            nextPos.insert(r.key(), static_cast<int>(unique.size()));
            unique.append(std::move(r));
        }
        next = std::move(unique);
    }

    void removeMissing(const QHash<Key, int> &nextPos, RowDiffStats &stats)
    {
        for (int i = static_cast<int>(m_rows.size()) - 1; i >= 0; --i) {
            if (nextPos.contains(m_rows[i].key()))
                continue;
            const int last = i;
            while (i > 0 && !nextPos.contains(m_rows[i - 1].key()))
                --i;
            forgetPersistentIndexes(i, last);
            beginRemoveRows({}, i, last);
            m_rows.remove(i, last - i + 1);
            endRemoveRows();
            stats.removed += last - i + 1;
        }
    }

    // A row leaving the snapshot (a task past the newest 200, a lease that ended) takes the
    // current index and selection on it along, quietly. Left to itself, Qt would move the
    // current index to a neighbour and say so: another task would slip under the operator's
    // cursor, its detail into the pane and its actions onto the buttons, and the detail pane's
    // new selection would make the poller read again at once, every cycle, for as long as rows
    // keep leaving (found by the scale benchmark: back-to-back cycles on a busy pool).
    void forgetPersistentIndexes(int first, int last)
    {
        const QModelIndexList persistent = persistentIndexList();
        QModelIndexList from;
        for (const QModelIndex &p : persistent) {
            if (p.row() >= first && p.row() <= last)
                from.append(p);
        }
        if (!from.isEmpty())
            changePersistentIndexList(from, QModelIndexList(from.size()));
    }

    void reorderKept(const QHash<Key, int> &nextPos, RowDiffStats &stats)
    {
        bool ordered = true;
        for (qsizetype i = 1; i < m_rows.size() && ordered; ++i)
            ordered = nextPos.value(m_rows[i - 1].key()) < nextPos.value(m_rows[i].key());
        if (ordered)
            return;
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        QList<int> order(m_rows.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return nextPos.value(m_rows[a].key()) < nextPos.value(m_rows[b].key());
        });
        QList<int> newRowOfOld(m_rows.size());
        QList<Row> sorted;
        sorted.reserve(m_rows.size());
        for (int newRow = 0; newRow < order.size(); ++newRow) {
            newRowOfOld[order[newRow]] = newRow;
            sorted.append(std::move(m_rows[order[newRow]]));
        }
        m_rows = std::move(sorted);
        const QModelIndexList from = persistentIndexList();
        QModelIndexList to;
        to.reserve(from.size());
        for (const QModelIndex &p : from)
            to.append(index(newRowOfOld[p.row()], p.column()));
        changePersistentIndexList(from, to);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
        stats.reordered = true;
    }

    // Kept rows are now in their new relative order, so one merge walk finds the runs of
    // rows to insert.
    void insertNew(const QList<Row> &next, RowDiffStats &stats)
    {
        int kept = 0;
        for (int i = 0; i < next.size();) {
            if (kept < m_rows.size() && m_rows[kept].key() == next[i].key()) {
                ++i;
                ++kept;
                continue;
            }
            const int first = i;
            while (i < next.size()
                   && !(kept < m_rows.size() && m_rows[kept].key() == next[i].key()))
                ++i;
            beginInsertRows({}, first, i - 1);
            m_rows.insert(first, i - first, Row());
            for (int k = first; k < i; ++k)
                m_rows[k] = next[k];
            endInsertRows();
            stats.inserted += i - first;
            kept = i;
        }
    }

    // Reads `next` through at() only: it usually shares its data with the caller's snapshot,
    // and a non-const access would copy every row of it to change a few.
    void updateChanged(const QList<Row> &next, RowDiffStats &stats)
    {
        QList<std::pair<int, int>> runs;
        for (int i = 0; i < m_rows.size(); ++i) {
            if (std::as_const(m_rows)[i] == next.at(i))
                continue;
            m_rows[i] = next.at(i);
            ++stats.changed;
            if (!runs.isEmpty() && runs.last().second == i - 1)
                runs.last().second = i;
            else
                runs.append({ i, i });
        }
        if (runs.isEmpty())
            return;
        const int lastColumn = columnCount() - 1;
        // Past a handful of runs covering most rows, one signal is cheaper for every view.
        if (runs.size() > 8 && stats.changed * 2 > m_rows.size()) {
            Q_EMIT dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, lastColumn));
            return;
        }
        for (const auto &[first, last] : runs)
            Q_EMIT dataChanged(index(first, 0), index(last, lastColumn));
    }

    QList<Row> m_rows;
    QHash<Key, int> m_rowOfKey;
};

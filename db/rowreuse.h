#pragma once

#include "db/pgresultview.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <memory>

// The rows a polled window decoded last time, by their bytes. A window of 200 tasks polled
// every two seconds mostly comes back unchanged. A row whose bytes equal a row of the
// previous pass is copied from it instead of decoded: its strings are shared, not allocated
// again (on the DB thread, to be freed later on the GUI thread), and the model's comparison
// of equal rows then meets shared strings. The gain is the GUI thread's (its apply of a
// deliveries window about a quarter shorter under load); reusing a row costs the DB thread
// about what decoding it does.
//
// Exact: a row is reused only when every column's bytes and length equal the recorded row's
// (RowCells::matches); the hash only finds the candidate. Finding an unchanged row reads the
// result in place and allocates nothing; the record and the decoded row move on to the next
// pass, so no key is built per row per poll.
// Holds the previous pass only (a window's worth). Used only on the DB thread, one pass at a
// time: a job captures it by shared_ptr; the GUI thread only creates it and passes it on.
template<typename Row> class RowReuse
{
public:
    // Row `row` of `view`: reused when the previous pass had the same bytes, else decode(view,
    // row).
    template<typename Decode> Row take(const PgResultView &view, int row, Decode &&decode)
    {
        const RowCells cells(view, row);
        const size_t key = cells.hash();
        Entry entry;
        const auto it = m_previous.find(key);
        if (it != m_previous.end() && cells.matches(it->record))
            entry = std::move(*it); // a duplicate of this row later in the pass decodes anew
        else
            entry = { cells.bytes(), decode(view, row) };
        Row r = entry.row;
        m_current.emplace(key, std::move(entry));
        return r;
    }
    // The rows taken since the last endPass() are the ones the next pass can reuse.
    void endPass()
    {
        m_previous.swap(m_current);
        m_current.clear();
        m_current.reserve(m_previous.size());
    }

private:
    struct Entry
    {
        QByteArray record; // RowCells::bytes() of the row
        Row row;
    };
    QHash<size_t, Entry> m_previous;
    QHash<size_t, Entry> m_current;
};

template<typename Row> using RowReuseHandle = std::shared_ptr<RowReuse<Row>>;

// Rows 0..count-1 of `view`, each decode(view, row), or taken through `reuse` when there is
// one (whose pass this then ends): what a polled window's decoder does with its rows.
template<typename Row, typename Decode>
QList<Row> decodeRows(const PgResultView &view, int count, Decode &&decode,
                      const RowReuseHandle<Row> &reuse)
{
    QList<Row> rows;
    rows.reserve(count);
    for (int i = 0; i < count; ++i)
        rows.append(reuse ? reuse->take(view, i, decode) : decode(view, i));
    if (reuse)
        reuse->endPass();
    return rows;
}

#pragma once

#include "db/pgresultview.h"

#include <QByteArray>
#include <QHash>
#include <QList>

#include <memory>

// The rows a polled window decoded last time, by their bytes. A window of 200 tasks polled
// every two seconds mostly comes back unchanged, and decoding it again (a QString per text,
// a parse per timestamp) was the DB thread's largest cost of a cycle on the deliveries view,
// larger than the query. A row whose bytes equal a row of the previous pass is copied from
// it instead: its strings are shared, not allocated again, and the model's comparison of
// equal rows then finds them equal at the first characters it reads.
//
// Exact: the key is every column's bytes and length, so a changed value always decodes.
// Holds the previous pass only (a window's worth). Used only on the DB thread, one pass at a
// time: a job captures it by shared_ptr; the GUI thread only creates it and passes it on.
template<typename Row>
class RowReuse
{
public:
    // Row `row` of `view`: reused when the previous pass had the same bytes, else decode(view, row).
    template<typename Decode>
    Row take(const PgResultView &view, int row, Decode &&decode)
    {
        QByteArray bytes = view.rowBytes(row);
        const auto it = m_previous.constFind(bytes);
        Row r = it != m_previous.cend() ? *it : decode(view, row);
        m_current.insert(std::move(bytes), r);
        return r;
    }
    // The rows taken since the last endPass() are the ones the next pass can reuse.
    void endPass()
    {
        m_previous.swap(m_current);
        m_current.clear();
    }

private:
    QHash<QByteArray, Row> m_previous;
    QHash<QByteArray, Row> m_current;
};

template<typename Row>
using RowReuseHandle = std::shared_ptr<RowReuse<Row>>;

// Rows 0..count-1 of `view`, each decode(view, row), or taken through `reuse` when there is
// one (whose pass this then ends): what a polled window's decoder does with its rows.
template<typename Row, typename Decode>
QList<Row> decodeRows(const PgResultView &view, int count, Decode &&decode, const RowReuseHandle<Row> &reuse)
{
    QList<Row> rows;
    rows.reserve(count);
    for (int i = 0; i < count; ++i)
        rows.append(reuse ? reuse->take(view, i, decode) : decode(view, i));
    if (reuse)
        reuse->endPass();
    return rows;
}

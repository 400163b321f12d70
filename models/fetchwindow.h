#pragma once

#include <QtGlobal>

// The size of a table's window: the first page, grown a page at a time as the user scrolls
// to its end (canFetchMore/fetchMore), never past a ceiling. Past the ceiling the operator
// narrows the filter: the console never loads a whole big table.
class FetchWindow
{
public:
    explicit FetchWindow(int pageSize = 200, int ceiling = 20000)
        : m_page(pageSize), m_ceiling(ceiling), m_limit(pageSize)
    {
    }

    int limit() const { return m_limit; }
    bool hasMore() const { return m_hasMore; }
    bool canGrow() const { return m_hasMore && !m_growing && m_limit < m_ceiling; }
    // The last answer had every row there is, or the ceiling's worth: growing cannot bring more.
    bool exhausted() const { return !m_growing && (!m_hasMore || m_limit >= m_ceiling); }
    // Asks for one more page; the caller re-queries with the new limit.
    void grow()
    {
        m_growing = true;
        m_limit = qMin(m_ceiling, m_limit + m_page);
    }
    void answered(bool hasMore)
    {
        m_hasMore = hasMore;
        m_growing = false;
    }
    // Back to the first page (a new filter).
    void reset()
    {
        m_limit = m_page;
        m_hasMore = false;
        m_growing = false;
    }

private:
    int m_page;
    int m_ceiling;
    int m_limit;
    bool m_hasMore = false;
    bool m_growing = false;
};

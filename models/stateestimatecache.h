#pragma once

#include "core/rows/taskrow.h"

#include <QElapsedTimer>
#include <optional>

// The planner's estimates of tasks per state, as a poll last read them from pg_stats, kept
// for the polls that follow. They move only at ANALYZE, and reading them (a join of pg_class,
// pg_namespace and pg_stats, planned anew at every unnamed statement) was most of the task
// counts' planning at every poll; the tasks view's counts and the dashboard's sample share one
// cache, so whichever polls reads them for both (taskquery::countsJob).
class StateEstimateCache
{
public:
    explicit StateEstimateCache(qint64 maxAgeMs = 60000) : m_maxAgeMs(maxAgeMs) { }

    // The estimates if read less than maxAgeMs ago; none means "read them in this poll".
    std::optional<StateEstimates> current() const
    {
        if (m_estimates && m_read.isValid() && m_read.elapsed() < m_maxAgeMs)
            return m_estimates;
        return std::nullopt;
    }
    // What a poll read, if it read any (a poll handed known ones reads none).
    void remember(const std::optional<StateEstimates> &read)
    {
        if (!read)
            return;
        m_estimates = read;
        m_read.start();
    }
    void clear() // another database's
    {
        m_estimates.reset();
        m_read.invalidate();
    }

private:
    qint64 m_maxAgeMs;
    std::optional<StateEstimates> m_estimates;
    QElapsedTimer m_read;
};

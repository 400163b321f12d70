#pragma once

#include <QtGlobal>
#include <limits>

// When a costly, slowly changing source is worth asking again: every `interval`, at once after
// reset() (its range changed, the view came back with nothing for it), and `retry` after an ask
// that brought no answer (failed, or dropped because the view went away meanwhile). A value,
// clock passed in: the poller's makeJob asks take() and sends nothing when it says no.
class RefreshGate
{
public:
    void setIntervalMs(qint64 intervalMs, qint64 retryMs)
    {
        m_intervalMs = intervalMs;
        m_retryMs = retryMs;
    }
    qint64 intervalMs() const { return m_intervalMs; }

    bool due(qint64 nowMs) const
    {
        return nowMs - m_answeredMs >= m_intervalMs && nowMs - m_askedMs >= m_retryMs;
    }
    // Whether to ask now; if so, notes the ask.
    bool take(qint64 nowMs)
    {
        if (!due(nowMs))
            return false;
        m_askedMs = nowMs;
        return true;
    }
    void answered(qint64 nowMs) { m_answeredMs = nowMs; }
    bool hasAnswer() const { return m_answeredMs != Never; } // since the last reset()
    void reset() { m_askedMs = m_answeredMs = Never; }

private:
    static constexpr qint64 Never = std::numeric_limits<qint64>::min() / 2;
    qint64 m_intervalMs = 30000;
    qint64 m_retryMs = 10000;
    qint64 m_askedMs = Never;
    qint64 m_answeredMs = Never;
};

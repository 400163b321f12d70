#pragma once

#include <QObject>
#include <functional>

class QTimer;

// Tells when nobody has used the console for a while: no key, click, wheel or mouse move in
// any of its windows, and no activation of one, for idleAfterMs. What it is for: a window
// left open (minimised, behind others, on a desk nobody sits at) stops costing the database
// its polls, and the first touch brings them back at once. GUI thread; watches the whole
// application through an event filter.
class IdleWatch : public QObject
{
    Q_OBJECT
public:
    static constexpr int CheckMs = 5000; // how often the quiet time is looked at

    explicit IdleWatch(QObject *parent = nullptr);
    ~IdleWatch() override;

    // 0: never idle.
    void setIdleAfterMs(qint64 ms);
    qint64 idleAfterMs() const { return m_idleAfterMs; }
    bool isIdle() const { return m_idle; }
    // The clock it measures quiet time by (milliseconds, steady); tests give their own.
    void setClock(std::function<qint64()> nowMs);
    // Looks at the quiet time now (also done every CheckMs).
    void check();
    // Someone used the console: not idle from now on.
    void noteUse();

Q_SIGNALS:
    void idleChanged(bool idle);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setIdle(bool idle);

    std::function<qint64()> m_nowMs;
    qint64 m_idleAfterMs = 0;
    qint64 m_lastUseMs = 0;
    bool m_idle = false;
    QTimer *m_checker;
};

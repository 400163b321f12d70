#include "views/idlewatch.h"

#include "core/steadyclock.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <algorithm>
#include <iterator>

IdleWatch::IdleWatch(QObject *parent)
    : QObject(parent)
    , m_nowMs([] { return steadyNowNs() / 1'000'000; })
    , m_checker(new QTimer(this))
{
    m_lastUseMs = m_nowMs();
    m_checker->setInterval(CheckMs);
    connect(m_checker, &QTimer::timeout, this, &IdleWatch::check);
    m_checker->start();
    QCoreApplication::instance()->installEventFilter(this);
}

IdleWatch::~IdleWatch()
{
    if (QCoreApplication *app = QCoreApplication::instance())
        app->removeEventFilter(this);
}

void IdleWatch::setIdleAfterMs(qint64 ms)
{
    m_idleAfterMs = std::max<qint64>(0, ms);
    check();
}

void IdleWatch::setClock(std::function<qint64()> nowMs)
{
    m_nowMs = std::move(nowMs);
    m_lastUseMs = m_nowMs();
}

void IdleWatch::check()
{
    setIdle(m_idleAfterMs > 0 && m_nowMs() - m_lastUseMs >= m_idleAfterMs);
}

void IdleWatch::noteUse()
{
    m_lastUseMs = m_nowMs();
    setIdle(false);
}

bool IdleWatch::eventFilter(QObject *watched, QEvent *event)
{
    // A set, not a switch: QEvent::Type is Qt's (docs/architecture.md, "Exhaustive switches").
    static constexpr QEvent::Type uses[]
        = { QEvent::KeyPress, QEvent::MouseButtonPress, QEvent::MouseMove,
            QEvent::Wheel,    QEvent::TouchBegin,       QEvent::WindowActivate };
    if (std::ranges::find(uses, event->type()) != std::end(uses))
        noteUse();
    return QObject::eventFilter(watched, event);
}

void IdleWatch::setIdle(bool idle)
{
    if (idle == m_idle)
        return;
    m_idle = idle;
    Q_EMIT idleChanged(idle);
}

#include "bench/eventtiming.h"

#include "bench/stallcauses.h"

#include <QEvent>
#include <QMetaEnum>
#include <QThread>

using namespace Qt::StringLiterals;

namespace {

// Only the GUI thread records or takes: plain statics, no lock.
struct Longest
{
    qint64 ns = -1;
    int type = 0;
    const char *className = nullptr; // a class name from its meta-object: static storage
    QString objectName;
};
Longest g_longest;

QString describe(const Longest &l)
{
    const char *type = QMetaEnum::fromType<QEvent::Type>().valueToKey(l.type);
    QString what = type ? QString::fromLatin1(type) : u"event %1"_s.arg(l.type);
    what += u" to "_s + QString::fromLatin1(l.className ? l.className : "?");
    if (!l.objectName.isEmpty())
        what += u" \""_s + l.objectName + u'"';
    return what;
}

} // namespace

void EventTiming::record(qint64 ns, int eventType, const char *receiverClass,
                         const QString &receiverName)
{
    if (ns <= g_longest.ns)
        return;
    g_longest.ns = ns;
    g_longest.type = eventType;
    g_longest.className = receiverClass;
    g_longest.objectName = receiverName;
}

TimedEvent EventTiming::takeLongest()
{
    TimedEvent e;
    if (g_longest.ns >= 0) {
        e.ms = double(g_longest.ns) / 1e6;
        e.what = describe(g_longest);
    }
    g_longest = Longest();
    return e;
}

BenchApplication::BenchApplication(int &argc, char **argv)
    : QApplication(argc, argv), m_gui(QThread::currentThread())
{
}

bool BenchApplication::notify(QObject *receiver, QEvent *event)
{
    // Other threads' events (the DB thread's own) go through here too: not the GUI's work.
    if (!receiver || QThread::currentThread() != m_gui || m_depth > 0)
        return QApplication::notify(receiver, event);
    // Named before the delivery: the event, and the receiver, may not outlive it.
    const int type = event->type();
    const char *receiverClass = receiver->metaObject()->className();
    const QString receiverName = receiver->objectName();
    ++m_depth;
    // CPU time: a delivery that waited for a core (the database's, the simulator's) is not
    // made longer by the wait, which the tick's causes already show.
    const qint64 start = threadCpuNs();
    const bool handled = QApplication::notify(receiver, event);
    const qint64 ns = threadCpuNs() - start;
    --m_depth;
    EventTiming::record(ns, type, receiverClass, receiverName);
    return handled;
}

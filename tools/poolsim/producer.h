#pragma once

#include "tools/poolsim/runcontext.h"
#include "tools/poolsim/taskstore.h"

namespace poolsim {

// Enqueues the pool's work at --rate logical events per second (Poisson arrivals): monitor
// events that notify one to four contacts (one task each, pre-rendered subject and body),
// check runs scheduled for their next slot, and per-minute server metric roll-ups. Now and
// then it sends an enqueue twice, as a producer does whose first commit was acknowledged too
// late; the idempotency key absorbs the second.
class Producer : public Role
{
public:
    explicit Producer(RunContext &ctx);

protected:
    void run() override;

private:
    QList<taskstore::NewTask> nextEvent();
    taskstore::NewTask notification(qint64 account, qint64 monitor, qint64 messageId,
                                    qint64 contact);
    taskstore::NewTask check(qint64 account, qint64 monitor);
    taskstore::NewTask serverMetric(qint64 account);
    QString nextJobId();
    void enqueue(PgConn &conn, const taskstore::NewTask &task);

    Rng m_rng;
};

} // namespace poolsim

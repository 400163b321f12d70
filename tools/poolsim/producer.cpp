#include "tools/poolsim/producer.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

const char *const EventKinds[] = { "down", "up", "degraded", "ssl_expiring" };
const char *const CheckTypes[] = { "http", "tcp", "ping", "dns", "keyword" };
const char *const Regions[] = { "eu-1", "eu-2", "us-east", "ap-south" };
const char *const SecondChannels[] = { "sms", "push", "telegram", "webhook" };

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

Producer::Producer(RunContext &ctx)
    : Role(ctx, u"producer"_s), m_rng(Rng::forStream(ctx.options.seed, 1))
{
}

QString Producer::nextJobId()
{
    return u"job-%1-%2"_s.arg(m_ctx.runTag).arg(++m_ctx.nextJobSeq);
}

taskstore::NewTask Producer::notification(qint64 account, qint64 monitor, qint64 messageId,
                                          qint64 contact)
{
    const QString event = QString::fromLatin1(EventKinds[m_rng.range(0, 3)]);
    const QString target
        = u"https://app%1.acct-%2.example/health"_s.arg(monitor % 1000).arg(account);
    QJsonArray channels { u"email"_s };
    channels.append(QString::fromLatin1(SecondChannels[m_rng.range(0, 3)]));
    if (m_rng.chance(0.2))
        channels.append(u"push"_s);
    // The producer pre-renders subject and body, so the worker needs no templating context
    // (seed 001, Task.Payload).
    const QJsonObject payload {
        { u"template"_s, QString(u"monitor_"_s + event) },
        { u"channels"_s, channels },
        { u"to"_s, u"contact-%1@acct-%2.example"_s.arg(contact % 1000).arg(account) },
        { u"subject"_s, u"[%1] %2"_s.arg(event.toUpper(), target) },
        { u"body"_s,
          u"Monitor %1 (%2) is %3 since %4 UTC. Last check from %5: %6."_s.arg(monitor).arg(
              target, event, QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-dd HH:mm:ss"_s),
              QString::fromLatin1(Regions[m_rng.range(0, 3)]),
              event == "up"_L1 ? u"HTTP 200 in 312 ms"_s : u"connection timed out"_s) },
        { u"event"_s, event },
    };
    taskstore::NewTask t;
    t.jobId = nextJobId();
    t.kind = u"notification"_s;
    t.idempotencyKey = u"notification:%1:%2"_s.arg(messageId).arg(contact);
    t.accountId = account;
    t.monitorId = monitor;
    t.messageId = messageId;
    t.contactId = contact;
    t.payloadJson = json(payload);
    t.deadlineInSeconds = 3600;
    t.maxAttempts = 4;
    return t;
}

taskstore::NewTask Producer::check(qint64 account, qint64 monitor)
{
    const qint64 checkId = ++m_ctx.nextCheckId;
    const QJsonObject payload {
        { u"type"_s, QString::fromLatin1(CheckTypes[m_rng.range(0, 4)]) },
        { u"target"_s, u"app%1.acct-%2.example"_s.arg(monitor % 1000).arg(account) },
        { u"timeout_ms"_s, 10000 },
        { u"region"_s, QString::fromLatin1(Regions[m_rng.range(0, 3)]) },
    };
    taskstore::NewTask t;
    t.jobId = nextJobId();
    t.kind = u"check"_s;
    t.idempotencyKey = u"check:%1:%2"_s.arg(monitor).arg(checkId);
    t.accountId = account;
    t.monitorId = monitor;
    t.checkId = checkId;
    t.payloadJson = json(payload);
    // Scheduled for the monitor's next slot, up to 30 s ahead: queued tasks that are not due
    // yet are what a healthy queue mostly holds.
    t.notBeforeInSeconds = m_rng.between(0, 30);
    t.deadlineInSeconds = t.notBeforeInSeconds + 120;
    t.maxAttempts = 3;
    return t;
}

taskstore::NewTask Producer::serverMetric(qint64 account)
{
    const qint64 server = m_ctx.population.server(account, m_rng);
    const qint64 windowStart = QDateTime::currentMSecsSinceEpoch() / 60000 * 60000;
    const QJsonObject payload {
        { u"server_id"_s, server },
        { u"window_start_ms"_s, windowStart },
        { u"window_s"_s, 60 },
        { u"metrics"_s, QJsonArray { u"cpu"_s, u"mem"_s, u"disk"_s, u"net"_s } },
    };
    taskstore::NewTask t;
    t.jobId = nextJobId();
    t.kind = u"server_metric"_s;
    // One roll-up per server and one-minute window, whoever asks for it.
    t.idempotencyKey = u"server_metric:%1:%2"_s.arg(server).arg(windowStart);
    t.accountId = account;
    t.payloadJson = json(payload);
    t.deadlineInSeconds = 600;
    t.maxAttempts = 2;
    return t;
}

QList<taskstore::NewTask> Producer::nextEvent()
{
    const qint64 account = m_ctx.population.account(m_rng);
    const qint64 monitor = m_ctx.population.monitor(account, m_rng);
    const double u = m_rng.uniform();
    if (u < 0.6) {
        const qint64 messageId = ++m_ctx.nextMessageId;
        QList<taskstore::NewTask> tasks;
        const int contacts = m_ctx.population.contactsPerEvent(account, m_rng);
        QList<qint64> chosen;
        for (int i = 0; i < contacts; ++i) {
            const qint64 contact = m_ctx.population.contact(account, m_rng);
            if (!chosen.contains(contact)) {
                chosen.append(contact);
                tasks.append(notification(account, monitor, messageId, contact));
            }
        }
        return tasks;
    }
    if (u < 0.85)
        return { check(account, monitor) };
    return { serverMetric(account) };
}

void Producer::enqueue(PgConn &conn, const taskstore::NewTask &task)
{
    DbError error;
    const auto first = taskstore::enqueue(conn, task, &error);
    if (!first) {
        log(u"enqueue of %1 failed: %2"_s.arg(task.idempotencyKey, error.summary()));
        return;
    }
    if (first->inserted)
        ++m_ctx.counters.enqueued;
    else
        ++m_ctx.counters.duplicatesAbsorbed;
    if (!m_rng.chance(m_ctx.options.duplicateRate))
        return;
    // The same logical event again, in a fresh envelope (a new job id), as a producer retries
    // when its first commit's acknowledgement was lost.
    taskstore::NewTask retry = task;
    retry.jobId = nextJobId();
    const auto second = taskstore::enqueue(conn, retry, &error);
    if (!second) {
        log(u"retried enqueue of %1 failed: %2"_s.arg(task.idempotencyKey, error.summary()));
    } else if (second->inserted) {
        log(u"retried enqueue of %1 made a SECOND row %2"_s.arg(task.idempotencyKey)
                .arg(second->id));
    } else {
        ++m_ctx.counters.duplicatesAbsorbed;
        log(u"retried enqueue of %1 absorbed by its idempotency key (task %2)"_s
                .arg(task.idempotencyKey)
                .arg(first->id));
    }
}

void Producer::run()
{
    std::unique_ptr<PgConn> conn = connect();
    auto next = std::chrono::steady_clock::now();
    while (conn && !m_ctx.stop.stopping()) {
        // Poisson arrivals: exponential gaps with mean 1 / rate.
        const double gap = -std::log(1.0 - m_rng.uniform()) / m_ctx.options.rate;
        // A producer that fell behind (a slow database) catches up by at most a few seconds.
        next = std::max(next, std::chrono::steady_clock::now() - std::chrono::seconds(5))
            + std::chrono::microseconds(static_cast<qint64>(gap * 1e6));
        if (!m_ctx.stop.sleepUntil(next))
            break;
        if (!keepConnected(conn))
            break;
        for (const taskstore::NewTask &task : nextEvent())
            enqueue(*conn, task);
    }
}

} // namespace poolsim

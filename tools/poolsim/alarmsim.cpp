#include "tools/poolsim/alarmsim.h"

#include "tools/poolsim/alarmstore.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using Clock = std::chrono::steady_clock;

namespace poolsim {

namespace {

const char *const Platforms[] = { "ios", "android", "web" };
const char *const Places[] = { "warehouse", "office", "server room", "cold store", "gate" };

} // namespace

std::optional<AlarmFleet> AlarmFleet::create(PgConn &conn, RunContext &ctx, DbError *error)
{
    AlarmFleet fleet;
    Rng rng = Rng::forStream(ctx.options.seed, 2);
    for (int a = 0; a < ctx.options.alerts; ++a) {
        const qint64 account = ctx.population.account(rng);
        const QString name
            = u"%1 door sensor (%2)"_s.arg(QString::fromLatin1(Places[rng.range(0, 4)]))
                  .arg(ctx.runTag);
        const auto alertId = alarmstore::createAlert(conn, account, name, error);
        if (!alertId)
            return std::nullopt;
        fleet.alerts.append({ *alertId, name });
        const int devices = a == 0 ? 3 : static_cast<int>(rng.range(1, 4));
        for (int d = 0; d < devices; ++d) {
            Device device;
            device.alertId = *alertId;
            const double u = rng.uniform();
            device.profile = u < 0.55 ? Profile::Prompt : u < 0.85 ? Profile::Late : Profile::Never;
            device.enabled = rng.chance(0.85);
            if (a == 0) {
                device.profile = d == 1 ? Profile::Never : Profile::Prompt;
                device.enabled = d != 2;
            }
            const QString platform = QString::fromLatin1(Platforms[rng.range(0, 2)]);
            device.label = u"%1-%2"_s.arg(platform, QString::fromLatin1(rng.hex(6)));
            // A device that never comes online was last seen days ago.
            const double lastSeen = device.profile == Profile::Never ? rng.between(2, 9) * 86400
                                                                     : rng.between(5, 600);
            const auto sub = alarmstore::createSubscription(conn, *alertId, device.label, platform,
                                                            device.enabled, lastSeen, error);
            if (!sub)
                return std::nullopt;
            device.subscriptionId = *sub;
            fleet.devices.append(device);
        }
    }
    return fleet;
}

AlarmOwners::AlarmOwners(RunContext &ctx, const AlarmFleet &fleet)
    : Role(ctx, u"alarm-owners"_s), m_fleet(fleet), m_rng(Rng::forStream(ctx.options.seed, 3))
{
}

void AlarmOwners::run()
{
    if (m_fleet.alerts.isEmpty())
        return;
    std::unique_ptr<PgConn> conn = connect();
    enum class Step { Trigger, Disarm, Rearm };
    struct Plan
    {
        Step step = Step::Trigger;
        Clock::time_point at;
    };
    QList<Plan> plans;
    for (qsizetype i = 0; i < m_fleet.alerts.size(); ++i)
        plans.append(
            { Step::Trigger, Clock::now() + std::chrono::milliseconds(m_rng.range(1000, 8000)) });
    // The first alert triggers early, so a short run already owes and acks something.
    plans[0].at = Clock::now() + std::chrono::seconds(2);
    while (conn && pause(0.25)) {
        if (!keepConnected(conn))
            break;
        for (qsizetype i = 0; i < plans.size(); ++i) {
            Plan &plan = plans[i];
            if (plan.at > Clock::now())
                continue;
            const AlarmFleet::Alert &alert = m_fleet.alerts[i];
            DbError error;
            if (plan.step == Step::Trigger) {
                const QJsonObject frame {
                    { u"type"_s, u"alarm.trigger"_s },
                    { u"alert_id"_s, alert.id },
                    { u"at"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) }
                };
                const auto t = alarmstore::trigger(
                    *conn, alert.id, QJsonDocument(frame).toJson(QJsonDocument::Compact), &error);
                if (t) {
                    ++m_ctx.counters.alarmTriggers;
                    m_ctx.counters.ledgerRows += t->ledgerRows;
                    log(u"alert %1 TRIGGERED: event %2, %3 ledger row(s), one per enabled subscription"_s
                            .arg(alert.id, t->eventId)
                            .arg(t->ledgerRows));
                } else if (error.isError()) {
                    log(u"trigger of %1 failed: %2"_s.arg(alert.id, error.summary()));
                }
                plan = { Step::Disarm,
                         Clock::now() + std::chrono::milliseconds(m_rng.range(10000, 40000)) };
            } else if (plan.step == Step::Disarm) {
                if (alarmstore::disarm(*conn, alert.id, &error).value_or(false))
                    log(u"alert %1 disarmed by its owner"_s.arg(alert.id));
                plan = { Step::Rearm,
                         Clock::now() + std::chrono::milliseconds(m_rng.range(5000, 20000)) };
            } else {
                alarmstore::rearm(*conn, alert.id, &error);
                plan = { Step::Trigger,
                         Clock::now() + std::chrono::milliseconds(m_rng.range(3000, 30000)) };
            }
        }
    }
}

AlarmDevices::AlarmDevices(RunContext &ctx, const AlarmFleet &fleet)
    : Role(ctx, u"devices"_s), m_fleet(fleet), m_rng(Rng::forStream(ctx.options.seed, 4))
{
}

void AlarmDevices::run()
{
    std::unique_ptr<PgConn> conn = connect();
    QList<Clock::time_point> nextConnect;
    auto interval = [this](AlarmFleet::Profile p) {
        const qint64 ms = p == AlarmFleet::Profile::Prompt ? m_rng.range(1000, 4000)
                                                           : m_rng.range(20000, 90000);
        return std::chrono::milliseconds(ms);
    };
    for (const AlarmFleet::Device &d : m_fleet.devices)
        nextConnect.append(Clock::now() + interval(d.profile));
    while (conn && pause(0.25)) {
        if (!keepConnected(conn))
            break;
        for (qsizetype i = 0; i < m_fleet.devices.size(); ++i) {
            const AlarmFleet::Device &device = m_fleet.devices[i];
            if (device.profile == AlarmFleet::Profile::Never || nextConnect[i] > Clock::now())
                continue;
            nextConnect[i] = Clock::now() + interval(device.profile);
            DbError error;
            const auto owed
                = alarmstore::checkIn(*conn, device.alertId, device.subscriptionId, &error);
            if (!owed) {
                log(u"check-in of %1 failed: %2"_s.arg(device.label, error.summary()));
                continue;
            }
            int cleared = 0;
            for (const alarmstore::Owed &o : *owed) {
                if (alarmstore::ack(*conn, o.alertId, device.subscriptionId, o.eventId, &error)
                        .value_or(false))
                    ++cleared;
            }
            m_ctx.counters.acks += cleared;
            if (cleared > 0)
                log(u"device %1 came online, was replayed %2 owed alarm(s) and acked them%3"_s
                        .arg(device.label)
                        .arg(cleared)
                        .arg(device.profile == AlarmFleet::Profile::Late ? u" (late)"_s
                                                                         : QString()));
        }
    }
}

} // namespace poolsim

#pragma once

#include "tools/poolsim/runcontext.h"

namespace poolsim {

// The simulated alarm customers: alerts, each with one to four subscribed devices. A device is
// prompt (connects every few seconds and acks at once), late (comes online every minute or
// so) or never (offline for days: what it owes only piles up). Some subscriptions are
// disabled and are owed nothing.
struct AlarmFleet
{
    enum class Profile { Prompt, Late, Never };
    struct Device
    {
        QString alertId;
        QString subscriptionId;
        QString label;
        Profile profile = Profile::Prompt;
        bool enabled = true;
    };
    struct Alert
    {
        QString id;
        QString name;
    };
    QList<Alert> alerts;
    QList<Device> devices;

    // Creates --alerts alerts for this run. The first alert always has a prompt device, a
    // device that never comes online and a disabled one, so every run shows acked debt,
    // owed debt and a subscription that is owed nothing.
    static std::optional<AlarmFleet> create(PgConn &conn, RunContext &ctx, DbError *error);
};

// The alert owners: triggers an armed alert every few seconds, disarms it after a while and
// arms it again later.
class AlarmOwners : public Role
{
public:
    AlarmOwners(RunContext &ctx, const AlarmFleet &fleet);

protected:
    void run() override;

private:
    const AlarmFleet &m_fleet;
    Rng m_rng;
};

// The devices: each connects on its own schedule, is replayed what it owes and acks it.
class AlarmDevices : public Role
{
public:
    AlarmDevices(RunContext &ctx, const AlarmFleet &fleet);

protected:
    void run() override;

private:
    const AlarmFleet &m_fleet;
    Rng m_rng;
};

} // namespace poolsim

#pragma once

#include "tools/poolsim/rng.h"

#include <QString>

namespace poolsim {

// The simulated customer base, skewed the way real tenants are: account ranks follow a power
// law (rank = floor(accounts * u^3), so the top 1% of accounts send about a fifth of the
// traffic), and within an account a few noisy monitors fire most. `poolsim run` draws from it
// in C++ and `poolsim seed` in SQL; both use the formulas here, so a seeded history and a live
// run look alike.
struct Population
{
    static constexpr qint64 FirstAccountId = 1000;
    static constexpr int AccountSkew = 3; // the exponent on u
    static constexpr int MonitorsPerAccount = 50;
    static constexpr int MonitorSkew = 2;
    static constexpr int ContactsPerAccount = 8;
    static constexpr int ServersPerAccount = 20;

    int accounts = 400;

    qint64 account(Rng &rng) const;
    qint64 monitor(qint64 account, Rng &rng) const;
    qint64 contact(qint64 account, Rng &rng) const;
    qint64 server(qint64 account, Rng &rng) const;
    // Contacts a monitor event notifies: big accounts page more people.
    int contactsPerEvent(qint64 account, Rng &rng) const;

    // The same draws as SQL expressions over `u` (a uniform [0,1) SQL expression), for the
    // set-based seed. `accounts` and `account` are SQL expressions too (a parameter, a column).
    static QString accountSql(const QString &accounts, const QString &u);
    static QString monitorSql(const QString &account, const QString &u);
    static QString contactSql(const QString &account, const QString &u);
};

} // namespace poolsim

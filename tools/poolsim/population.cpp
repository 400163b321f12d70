#include "tools/poolsim/population.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace poolsim {

qint64 Population::account(Rng &rng) const
{
    const double u = rng.uniform();
    return FirstAccountId + static_cast<qint64>(std::floor(accounts * std::pow(u, AccountSkew)));
}

qint64 Population::monitor(qint64 account, Rng &rng) const
{
    const double u = rng.uniform();
    return account * 1000
        + static_cast<qint64>(std::floor(MonitorsPerAccount * std::pow(u, MonitorSkew)));
}

qint64 Population::contact(qint64 account, Rng &rng) const
{
    return account * 1000 + rng.range(0, ContactsPerAccount - 1);
}

qint64 Population::server(qint64 account, Rng &rng) const
{
    return account * 1000 + 500 + rng.range(0, ServersPerAccount - 1);
}

int Population::contactsPerEvent(qint64 account, Rng &rng) const
{
    const qint64 rank = account - FirstAccountId;
    const int most = rank < accounts / 100 + 1 ? 4 : 2;
    return static_cast<int>(rng.range(1, most));
}

QString Population::accountSql(const QString &accounts, const QString &u)
{
    return u"(%1 + floor(%2 * power(%3, %4)))::bigint"_s.arg(FirstAccountId)
        .arg(accounts, u)
        .arg(AccountSkew);
}

QString Population::monitorSql(const QString &account, const QString &u)
{
    return u"(%1 * 1000 + floor(%2 * power(%3, %4)))::bigint"_s.arg(account)
        .arg(MonitorsPerAccount)
        .arg(u)
        .arg(MonitorSkew);
}

QString Population::contactSql(const QString &account, const QString &u)
{
    return u"(%1 * 1000 + floor(%2 * %3))::bigint"_s.arg(account).arg(ContactsPerAccount).arg(u);
}

} // namespace poolsim

#pragma once

#include "tests/support/testdatabase.h"
#include "tools/poolsim/pgconn.h"

#include <QDebug>

// What the simulator's db tests share: a poolsim connection to the test's database, and the
// alarm ledger invariant as SQL.
namespace simtest {

// A poolsim::PgConn on `db` (as the simulator connects), or nullptr with the reason logged.
inline std::unique_ptr<poolsim::PgConn> open(TestDatabase &db)
{
    DbError error;
    auto conn = poolsim::PgConn::open(db.dsn(), &error);
    if (!conn)
        qWarning() << error.summary();
    return conn;
}

// Triggers whose ledger rows are not exactly one per enabled subscription of their alert;
// "0" when the invariant of migration 005 holds.
inline constexpr char TriggersBreakingTheLedger[] = R"(
SELECT count(*) FROM alarm.alarm_events e
WHERE e.kind = 'trigger'
  AND (SELECT count(*) FROM alarm.alarm_deliveries d WHERE d.event_id = e.id)
      <> (SELECT count(*) FROM alarm.subscriptions s WHERE s.alert_id = e.alert_id AND s.enabled))";

// Ledger rows for a disabled subscription, or for a subscription of another alert; "0".
inline constexpr char LedgerRowsOwedToNobody[]
    = "SELECT count(*) FROM alarm.alarm_deliveries d JOIN alarm.subscriptions s"
      " ON s.id = d.subscription_id WHERE NOT s.enabled OR s.alert_id <> d.alert_id";

} // namespace simtest

#include "tests/support/dbclientfixture.h"

#include "db/dbclient.h"
#include "tests/support/testdatabase.h"

#include <QDebug>
#include <QStringList>
#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const char *phaseName(ConnectionStatus::Phase phase)
{
    switch (phase) {
    case ConnectionStatus::Phase::Idle:
        return "idle";
    case ConnectionStatus::Phase::Connecting:
        return "connecting";
    case ConnectionStatus::Phase::Live:
        return "live";
    case ConnectionStatus::Phase::Reconnecting:
        return "reconnecting";
    case ConnectionStatus::Phase::Failed:
        return "failed";
    }
    return "?";
}

} // namespace

DbConfig testConfig(const TestDatabase &db)
{
    DbConfig c;
    c.params = db.params();
    return c;
}

DbConfig testConfig(const QString &dsn)
{
    DbConfig c;
    c.params = ConnectionParams::parse(dsn, nullptr);
    return c;
}

bool waitForPhase(const DbClient &client, ConnectionStatus::Phase phase, int timeoutMs)
{
    return waitForPhase(client, { phase }, timeoutMs);
}

bool waitForPhase(const DbClient &client, std::initializer_list<ConnectionStatus::Phase> phases,
                  int timeoutMs)
{
    const auto reached = [&] {
        return std::find(phases.begin(), phases.end(), client.status().phase) != phases.end();
    };
    if (QTest::qWaitFor(reached, timeoutMs))
        return true;
    QStringList wanted;
    for (ConnectionStatus::Phase p : phases)
        wanted.append(QString::fromLatin1(phaseName(p)));
    qWarning().noquote() << u"the connection is %1 after %2 ms, not %3: %4"_s
                                .arg(QString::fromLatin1(phaseName(client.status().phase)))
                                .arg(timeoutMs)
                                .arg(wanted.join(u" or "_s), client.status().error.summary());
    return false;
}

bool startLive(DbClient &client, const DbConfig &config, int timeoutMs)
{
    // A client that is live already stays so until the worker takes the new config: only a
    // Live that follows this start's Connecting is the new connection's.
    bool began = false;
    QObject guard;
    QObject::connect(&client, &DbClient::statusChanged, &guard,
                     [&began](const ConnectionStatus &s) {
                         if (s.phase == ConnectionStatus::Phase::Connecting)
                             began = true;
                     });
    client.start(config);
    if (QTest::qWaitFor([&] { return began; }, timeoutMs)
        && waitForPhase(client, ConnectionStatus::Phase::Live, timeoutMs))
        return true;
    if (!began)
        qWarning().noquote() << u"the client did not take the new config in %1 ms"_s.arg(timeoutMs);
    return false;
}

LiveClient::LiveClient() = default;

LiveClient::~LiveClient()
{
    close();
}

bool LiveClient::open(std::unique_ptr<TestDatabase> db, int timeoutMs)
{
    close();
    m_db = std::move(db);
    m_client = std::make_unique<DbClient>();
    return startLive(*m_client, testConfig(*m_db), timeoutMs);
}

void LiveClient::close()
{
    m_client.reset();
    m_db.reset();
}

#pragma once

#include "core/connectionstatus.h"
#include "db/dbworker.h"
#include "tests/support/testdatabase.h"

#include <QString>
#include <initializer_list>
#include <memory>

class DbClient;

// Starting the console's DB thread in a test and waiting for its connection: the one copy of
// "start a DbClient and wait until it is live". The waits run the event loop the way QTRY_*
// does (the status arrives as a queued signal), never a fixed sleep; one that times out says
// in a warning where the connection got to.

// The connection the console would open on `db`, or on `dsn`, with the default limits.
DbConfig testConfig(const TestDatabase &db);
DbConfig testConfig(const QString &dsn);

// Waits until `client` is in `phase` (or in any of `phases`); false when it is not by then.
bool waitForPhase(const DbClient &client, ConnectionStatus::Phase phase, int timeoutMs = 10000);
bool waitForPhase(const DbClient &client, std::initializer_list<ConnectionStatus::Phase> phases,
                  int timeoutMs = 10000);

// Starts `client` on `config` and waits until it is live.
bool startLive(DbClient &client, const DbConfig &config, int timeoutMs = 10000);

// A fresh database cloned from a template and a DbClient live on it, for a test class whose
// every function wants both: init() opens it with POOLSCOPE_OPEN_LIVE_CLIENT, cleanup() closes
// it. Lives on the test's thread.
class LiveClient
{
public:
    LiveClient();
    ~LiveClient();
    LiveClient(const LiveClient &) = delete;
    LiveClient &operator=(const LiveClient &) = delete;

    // Takes `db` and starts a client on it; false when it did not become live in time.
    bool open(std::unique_ptr<TestDatabase> db, int timeoutMs = 10000);
    // The client first, so that no connection of its own is left on the database dropped.
    void close();

    TestDatabase *db() const { return m_db.get(); }
    DbClient *client() const { return m_client.get(); }

private:
    std::unique_ptr<TestDatabase> m_db;
    std::unique_ptr<DbClient> m_client;
};

// Opens `fixture` (a LiveClient) on a fresh clone of `tmpl`, or skips or fails the test
// function as POOLSCOPE_TEST_DATABASE does.
#define POOLSCOPE_OPEN_LIVE_CLIENT(fixture, tmpl)                                                  \
    do {                                                                                           \
        POOLSCOPE_TEST_DATABASE(liveClientDb, tmpl);                                               \
        QVERIFY((fixture).open(std::move(liveClientDb)));                                          \
    } while (false)

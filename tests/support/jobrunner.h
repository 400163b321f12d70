#pragma once

#include "db/dbclient.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QTest>
#include <memory>
#include <optional>

// Runs console jobs through the real DB thread against a test database and waits for the
// answer: the way the console runs them, minus the window.
class JobRunner
{
public:
    explicit JobRunner(const TestDatabase &db) : JobRunner(testConfig(db)) { }
    explicit JobRunner(const DbConfig &config) : m_client(std::make_unique<DbClient>())
    {
        startLive(*m_client, config);
    }

    bool live() const { return m_client->status().phase == ConnectionStatus::Phase::Live; }
    DbClient *client() const { return m_client.get(); }

    std::optional<DbReply> run(const DbJob &job, int timeoutMs = 15000)
    {
        std::optional<DbReply> reply;
        QObject context;
        m_client->submit(job, &context, [&](const DbReply &r) { reply = r; });
        QElapsedTimer t;
        t.start();
        while (!reply && t.elapsed() < timeoutMs)
            QTest::qWait(2);
        return reply;
    }

    // The decoded value of `job`, or std::nullopt (with the error logged) when it failed.
    template<typename T> std::optional<T> value(const DbJob &job)
    {
        const auto reply = run(job);
        if (!reply) {
            qWarning("job timed out");
            return std::nullopt;
        }
        if (reply->error.isError() && !reply->value.isValid()) {
            qWarning("%s", qPrintable(reply->error.summary()));
            return std::nullopt;
        }
        return reply->value.value<T>();
    }

private:
    std::unique_ptr<DbClient> m_client;
};

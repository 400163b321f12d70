#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// The real worker-pool simulator (tools/poolsim), running against a test database while a
// test acts: the concurrent workers the console must be safe against. Stops on destruction
// (SIGTERM, as an operator's Ctrl-C; the simulator exits cleanly).
class RunningSimulator
{
public:
    RunningSimulator() = default;
    ~RunningSimulator() { stop(); }

    // POOLSIM_BIN must name the binary (the test's CMake sets it).
    bool start(const QString &dsn, const QStringList &options)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(qEnvironmentVariable("POOLSIM_BIN"),
                        QStringList { QStringLiteral("run"), QStringLiteral("--dsn"), dsn }
                            + options);
        return m_process.waitForStarted(10000);
    }

    // Stops it and returns everything it logged.
    QString stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(30000)) {
                m_process.kill();
                m_process.waitForFinished(5000);
            }
        }
        m_log += QString::fromUtf8(m_process.readAll());
        return m_log;
    }
    QString logSoFar()
    {
        m_log += QString::fromUtf8(m_process.readAll());
        return m_log;
    }
    int exitCode() const { return m_process.exitCode(); }

private:
    QProcess m_process;
    QString m_log;
};

// poolsim: the worker-pool simulator (docs/simulator.md).
//   poolsim run --dsn DSN ...     a live pool with faults, until --duration or a signal
//   poolsim seed --dsn DSN --tasks N ...   a realistic history, written set-based

#include "tools/poolsim/options.h"
#include "tools/poolsim/seeder.h"
#include "tools/poolsim/simulation.h"

#include <QStringList>
#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    // Blocked here, before any thread exists, so every thread inherits the mask and the
    // stopSignals are taken only by the main thread's sigtimedwait (Simulation::run).
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGINT);
    sigaddset(&stopSignals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);

    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    QString error;
    const auto command = poolsim::parseCommandLine(args, &error);
    if (!command) {
        std::fprintf(stderr, "poolsim: %s\n\n%s", qPrintable(error),
                     qPrintable(poolsim::usageText()));
        return 2;
    }
    switch (command->kind) {
    case poolsim::Command::Kind::Help:
        std::fputs(qPrintable(poolsim::usageText()), stdout);
        return 0;
    case poolsim::Command::Kind::Run: {
        poolsim::Simulation simulation(command->run);
        return simulation.run();
    }
    case poolsim::Command::Kind::Seed:
        // A seed is one transaction: interrupted, it rolls back whole. Let the stopSignals kill it.
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nullptr);
        return poolsim::seedHistory(command->seed);
    }
    return 2;
}

#pragma once

#include "tools/poolsim/outcomemix.h"
#include "tools/poolsim/rng.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace poolsim {

// One simulated attempt at a task: a notification sent through its channels' providers, or a
// check / server metric executed. Pure: the outcome comes from the mix and the generator, and
// nothing here touches the database or sleeps.
struct Attempt
{
    Outcome outcome = Outcome::Delivered;
    qint64 durationMs = 0;
    QString error; // '' when everything went through, as the Go worker's empty string
    QString providerResponse; // what the providers answered, per channel
    QByteArray resultJson; // the result report stored in tasks.result
    std::optional<double> retryAfterSeconds; // a provider's Retry-After, when it sent one
};

// The channels a notification payload names ("channels": [...]); email when it names none.
QStringList notificationChannels(const QByteArray &payloadJson);

// `outage` makes every notification provider answer 503 (the --faults outage window); checks
// and metrics do not go through the providers and are unaffected.
Attempt simulateAttempt(const QString &kind, const QByteArray &payloadJson, const OutcomeMix &mix,
                        bool outage, Rng &rng);

} // namespace poolsim

#pragma once

#include <QString>
#include <QStringList>

// What the simulated providers answer, in one place: the live run's delivery simulation and
// the seed's SQL both word their errors from here, so a seeded history and a live run read
// alike in the console.
namespace poolsim::providertexts {

// The provider behind a channel, e.g. "ses" for email.
QString providerName(const QString &channel);
// A channel's permanent refusal, e.g. "550 5.1.1 <recipient>: mailbox unavailable".
QString permanentFailure(const QString &channel);
inline constexpr char OutageFailure[] = "503 Service Unavailable (provider outage)";
inline constexpr char Timeout[] = "timeout after 5000 ms";

// "channel: answer" samples, for the seed to draw from.
QStringList transientSamples();
QStringList permanentSamples();
// An SQL ARRAY['...', ...] literal of constant texts (quotes doubled).
QString sqlArray(const QStringList &texts);

} // namespace poolsim::providertexts

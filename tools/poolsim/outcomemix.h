#pragma once

#include "tools/poolsim/rng.h"

#include <QString>
#include <array>
#include <optional>

namespace poolsim {

// The wire enum of a notification result (models.NotificationResult* in seed 001).
enum class Outcome { Delivered, Retryable, Permanent, Partial };

QString outcomeName(Outcome outcome);

// How often a delivery attempt ends each way: --outcomes delivered=70,retryable=15,...
// Weights, not percentages: they need not add up to 100.
class OutcomeMix
{
public:
    OutcomeMix() = default;
    // Names not given keep weight 0 once any is given; an empty spec is the default mix.
    static std::optional<OutcomeMix> parse(const QString &spec, QString *error);

    Outcome draw(Rng &rng) const;
    double fraction(Outcome outcome) const;
    QString toString() const;

private:
    std::array<int, 4> m_weights { 70, 15, 5, 10 };
};

} // namespace poolsim

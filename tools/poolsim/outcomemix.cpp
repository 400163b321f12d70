#include "tools/poolsim/outcomemix.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {
constexpr std::array<Outcome, 4> AllOutcomes { Outcome::Delivered, Outcome::Retryable,
                                               Outcome::Permanent, Outcome::Partial };
}

QString outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Delivered:
        return u"delivered"_s;
    case Outcome::Retryable:
        return u"retryable"_s;
    case Outcome::Permanent:
        return u"permanent"_s;
    case Outcome::Partial:
        return u"partial"_s;
    }
    return {};
}

std::optional<OutcomeMix> OutcomeMix::parse(const QString &spec, QString *error)
{
    OutcomeMix mix;
    if (spec.trimmed().isEmpty())
        return mix;
    mix.m_weights = { 0, 0, 0, 0 };
    for (const QString &part : spec.split(u',', Qt::SkipEmptyParts)) {
        const QStringList kv = part.split(u'=');
        bool ok = false;
        const int weight = kv.size() == 2 ? kv[1].trimmed().toInt(&ok) : 0;
        if (!ok || weight < 0) {
            *error = u"--outcomes: expected name=weight, got '%1'"_s.arg(part);
            return std::nullopt;
        }
        bool known = false;
        for (size_t i = 0; i < AllOutcomes.size(); ++i) {
            if (kv[0].trimmed() == outcomeName(AllOutcomes[i])) {
                mix.m_weights[i] = weight;
                known = true;
            }
        }
        if (!known) {
            *error
                = u"--outcomes: unknown outcome '%1' (delivered, retryable, permanent, partial)"_s
                      .arg(kv[0]);
            return std::nullopt;
        }
    }
    if (mix.m_weights[0] + mix.m_weights[1] + mix.m_weights[2] + mix.m_weights[3] == 0) {
        *error = u"--outcomes: the weights add up to zero"_s;
        return std::nullopt;
    }
    return mix;
}

Outcome OutcomeMix::draw(Rng &rng) const
{
    const int total = m_weights[0] + m_weights[1] + m_weights[2] + m_weights[3];
    qint64 pick = rng.range(0, total - 1);
    for (size_t i = 0; i < AllOutcomes.size(); ++i) {
        if (pick < m_weights[i])
            return AllOutcomes[i];
        pick -= m_weights[i];
    }
    return Outcome::Delivered;
}

double OutcomeMix::fraction(Outcome outcome) const
{
    const int total = m_weights[0] + m_weights[1] + m_weights[2] + m_weights[3];
    return static_cast<double>(m_weights[static_cast<size_t>(outcome)]) / total;
}

QString OutcomeMix::toString() const
{
    QStringList parts;
    for (size_t i = 0; i < AllOutcomes.size(); ++i)
        parts.append(outcomeName(AllOutcomes[i]) + u'=' + QString::number(m_weights[i]));
    return parts.join(u',');
}

} // namespace poolsim

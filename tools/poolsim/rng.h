#pragma once

#include <QByteArray>
#include <QtGlobal>
#include <cmath>
#include <cstdint>

namespace poolsim {

// A small deterministic generator (splitmix64). The standard <random> distributions are
// implementation-defined, so a seed would not replay the same run on another libstdc++;
// these few helpers are defined here, bit for bit.
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) { }
    // An independent stream for one role: the same (seed, stream) always gives the same
    // sequence, whatever other roles draw.
    static Rng forStream(std::uint64_t seed, std::uint64_t stream)
    {
        Rng r(seed ^ (stream * 0xD1B54A32D192ED03ULL));
        r.next();
        return r;
    }

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    bool chance(double p) { return uniform() < p; }
    // Uniform integer in [lo, hi].
    qint64 range(qint64 lo, qint64 hi)
    {
        return lo + static_cast<qint64>(uniform() * static_cast<double>(hi - lo + 1));
    }
    double between(double lo, double hi) { return lo + uniform() * (hi - lo); }
    // Log-normal around `median` with spread `sigma` (latencies have long right tails).
    double logNormal(double median, double sigma)
    {
        const double u1 = 1.0 - uniform();
        const double u2 = uniform();
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
        return median * std::exp(sigma * z);
    }
    // A hex string of `digits` digits (holder ids, tags).
    QByteArray hex(int digits)
    {
        static const char alphabet[] = "0123456789abcdef";
        QByteArray out(digits, '0');
        for (int i = 0; i < digits; ++i)
            out[i] = alphabet[next() & 0xF];
        return out;
    }

private:
    std::uint64_t m_state;
};

} // namespace poolsim

#include "tools/poolsim/deliverysim.h"

#include "tools/poolsim/providertexts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

struct ChannelAnswer
{
    QString channel;
    QString status; // delivered, retryable, permanent
    QString response;
    std::optional<double> retryAfter;
    double latencyMs = 0;
};

QString delivered(const QString &channel, Rng &rng)
{
    const QString id = QString::fromLatin1(rng.hex(12)).toUpper();
    if (channel == "email"_L1)
        return u"250 2.0.0 Ok: queued as "_s + id;
    if (channel == "sms"_L1)
        return u"201 {\"sid\":\"SM"_s + id.toLower() + u"\",\"status\":\"queued\"}"_s;
    if (channel == "push"_L1)
        return u"200 {\"name\":\"projects/rsmon/messages/"_s + id.toLower() + u"\"}"_s;
    if (channel == "telegram"_L1)
        return u"200 {\"ok\":true,\"result\":{\"message_id\":%1}}"_s.arg(rng.range(1000, 999999));
    return u"200 OK"_s;
}

ChannelAnswer transient(const QString &channel, Rng &rng)
{
    ChannelAnswer a { channel, u"retryable"_s, {}, std::nullopt, 0 };
    const double u = rng.uniform();
    if (u < 0.35) {
        // Providers that rate-limit say when to come back; the worker honours it.
        const qint64 after = rng.range(20, 120);
        a.retryAfter = static_cast<double>(after);
        a.response = u"429 Too Many Requests (retry-after: %1)"_s.arg(after);
        a.latencyMs = rng.logNormal(120, 0.5);
    } else if (u < 0.65) {
        a.response = QString::fromLatin1(providertexts::Timeout);
        a.latencyMs = 5000;
    } else if (channel == "email"_L1) {
        a.response = u"421 4.7.0 Temporary service failure, try again later"_s;
        a.latencyMs = rng.logNormal(300, 0.6);
    } else {
        a.response = u"502 Bad Gateway"_s;
        a.latencyMs = rng.logNormal(250, 0.6);
    }
    return a;
}

ChannelAnswer permanent(const QString &channel, Rng &rng)
{
    return { channel, u"permanent"_s, providertexts::permanentFailure(channel), std::nullopt,
             rng.logNormal(200, 0.5) };
}

ChannelAnswer answer(const QString &channel, const QString &status, Rng &rng)
{
    if (status == "retryable"_L1)
        return transient(channel, rng);
    if (status == "permanent"_L1)
        return permanent(channel, rng);
    return { channel, u"delivered"_s, delivered(channel, rng), std::nullopt,
             rng.logNormal(350, 0.6) };
}

Attempt notificationAttempt(const QStringList &channels, Outcome outcome, bool outage, Rng &rng)
{
    QList<ChannelAnswer> answers;
    if (outage) {
        for (const QString &c : channels)
            answers.append({ c, u"retryable"_s, QString::fromLatin1(providertexts::OutageFailure),
                             std::nullopt, rng.logNormal(150, 0.5) });
        outcome = Outcome::Retryable;
    } else {
        // A partial result needs one channel through and one not; the first channel goes
        // through and the last fails.
        const qsizetype failing = outcome == Outcome::Partial ? channels.size() - 1 : -1;
        for (qsizetype i = 0; i < channels.size(); ++i) {
            QString status = u"delivered"_s;
            if (outcome == Outcome::Retryable)
                status = u"retryable"_s;
            else if (outcome == Outcome::Permanent)
                status = u"permanent"_s;
            else if (i == failing && i > 0)
                status = rng.chance(0.5) ? u"permanent"_s : u"retryable"_s;
            answers.append(answer(channels[i], status, rng));
        }
        if (outcome == Outcome::Partial && channels.size() < 2)
            outcome = Outcome::Delivered;
    }
    Attempt attempt;
    attempt.outcome = outcome;
    QStringList responses;
    QStringList errors;
    QJsonArray reports;
    double slowest = 0;
    for (const ChannelAnswer &a : answers) {
        // Channels go out in parallel: the attempt lasts as long as its slowest channel.
        slowest = std::max(slowest, a.latencyMs);
        responses.append(a.channel + u": "_s + a.response);
        if (a.status != "delivered"_L1)
            errors.append(a.channel + u": "_s + a.response);
        if (a.retryAfter)
            attempt.retryAfterSeconds
                = std::max(attempt.retryAfterSeconds.value_or(0), *a.retryAfter);
        reports.append(QJsonObject { { u"channel"_s, a.channel },
                                     { u"provider"_s, providertexts::providerName(a.channel) },
                                     { u"status"_s, a.status } });
    }
    attempt.durationMs = std::clamp<qint64>(static_cast<qint64>(slowest), 20, 8000);
    attempt.error = errors.join(u"; "_s);
    attempt.providerResponse = responses.join(u"; "_s);
    QJsonObject result { { u"status"_s, outcomeName(outcome) },
                         { u"channels"_s, reports },
                         { u"duration_ms"_s, attempt.durationMs } };
    if (!attempt.error.isEmpty())
        result.insert(u"error"_s, attempt.error);
    attempt.resultJson = QJsonDocument(result).toJson(QJsonDocument::Compact);
    return attempt;
}

Attempt executionAttempt(const QString &kind, Outcome outcome, Rng &rng)
{
    // A check or metric has no channels: "partial" means nothing to it, so it counts as done.
    if (outcome == Outcome::Partial)
        outcome = Outcome::Delivered;
    Attempt attempt;
    attempt.outcome = outcome;
    attempt.durationMs = std::clamp<qint64>(static_cast<qint64>(rng.logNormal(250, 0.7)), 5, 8000);
    QJsonObject result { { u"duration_ms"_s, attempt.durationMs } };
    if (outcome == Outcome::Delivered) {
        result.insert(u"status"_s, u"ok"_s);
        if (kind == "check"_L1)
            result.insert(u"http_status"_s, 200);
    } else if (outcome == Outcome::Retryable) {
        attempt.error
            = rng.chance(0.5) ? u"dial tcp: i/o timeout"_s : u"probe region eu-2 unavailable"_s;
        result.insert(u"status"_s, u"error"_s);
    } else {
        attempt.error = kind == "check"_L1 ? u"lookup target: no such host (NXDOMAIN)"_s
                                           : u"server agent not registered"_s;
        result.insert(u"status"_s, u"error"_s);
    }
    if (!attempt.error.isEmpty())
        result.insert(u"error"_s, attempt.error);
    attempt.resultJson = QJsonDocument(result).toJson(QJsonDocument::Compact);
    return attempt;
}

} // namespace

QStringList notificationChannels(const QByteArray &payloadJson)
{
    QStringList channels;
    const QJsonArray array
        = QJsonDocument::fromJson(payloadJson).object().value(u"channels"_s).toArray();
    for (const QJsonValue &v : array)
        channels.append(v.toString());
    if (channels.isEmpty())
        channels.append(u"email"_s);
    return channels;
}

Attempt simulateAttempt(const QString &kind, const QByteArray &payloadJson, const OutcomeMix &mix,
                        bool outage, Rng &rng)
{
    const Outcome drawn = mix.draw(rng);
    if (kind == "notification"_L1)
        return notificationAttempt(notificationChannels(payloadJson), drawn, outage, rng);
    return executionAttempt(kind, drawn, rng);
}

} // namespace poolsim

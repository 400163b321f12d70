#include "tools/poolsim/providertexts.h"

using namespace Qt::StringLiterals;

namespace poolsim::providertexts {

QString providerName(const QString &channel)
{
    if (channel == "email"_L1)
        return u"ses"_s;
    if (channel == "sms"_L1)
        return u"twilio"_s;
    if (channel == "push"_L1)
        return u"fcm"_s;
    if (channel == "telegram"_L1)
        return u"telegram"_s;
    return u"http"_s;
}

QString permanentFailure(const QString &channel)
{
    if (channel == "email"_L1)
        return u"550 5.1.1 <recipient>: mailbox unavailable"_s;
    if (channel == "sms"_L1)
        return u"400 {\"code\":21211,\"message\":\"invalid 'To' phone number\"}"_s;
    if (channel == "push"_L1)
        return u"404 UNREGISTERED: the registration token is no longer valid"_s;
    if (channel == "telegram"_L1)
        return u"403 Forbidden: bot was blocked by the user"_s;
    return u"410 Gone: the webhook endpoint was removed"_s;
}

QStringList transientSamples()
{
    return { u"email: 421 4.7.0 Temporary service failure, try again later"_s,
             u"sms: 429 Too Many Requests (retry-after: 45)"_s,
             u"push: "_s + QLatin1StringView(Timeout),
             u"webhook: 502 Bad Gateway"_s,
             u"telegram: 429 Too Many Requests (retry-after: 30)"_s,
             u"email: "_s + QLatin1StringView(Timeout) };
}

QStringList permanentSamples()
{
    QStringList out;
    for (const QString &c : { u"email"_s, u"sms"_s, u"push"_s, u"telegram"_s, u"webhook"_s })
        out.append(c + u": "_s + permanentFailure(c));
    return out;
}

QString sqlArray(const QStringList &texts)
{
    QStringList quoted;
    for (QString t : texts)
        quoted.append(u'\'' + t.replace(u"'"_s, u"''"_s) + u'\'');
    return u"ARRAY["_s + quoted.join(u", "_s) + u"]::text[]"_s;
}

} // namespace poolsim::providertexts

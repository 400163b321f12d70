#include "core/zonedtime.h"

#include <QDateTime>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString pattern(zonedtime::Detail detail)
{
    using zonedtime::Detail;
    switch (detail) {
    case Detail::Minutes:
        return u"HH:mm"_s;
    case Detail::Seconds:
        return u"HH:mm:ss"_s;
    case Detail::DateMinutes:
        return u"yyyy-MM-dd HH:mm"_s;
    case Detail::DateSeconds:
        return u"yyyy-MM-dd HH:mm:ss"_s;
    }
    return u"HH:mm"_s;
}

} // namespace

namespace zonedtime {

namespace {

// The detail of the UTC part: the date only when it is another day in UTC.
Detail utcDetail(Detail detail, bool sameDate)
{
    const bool seconds = detail == Detail::Seconds || detail == Detail::DateSeconds;
    if (sameDate)
        return seconds ? Detail::Seconds : Detail::Minutes;
    return seconds ? Detail::DateSeconds : Detail::DateMinutes;
}

QString offsetName(int offsetSeconds)
{
    const int minutes = qAbs(offsetSeconds) / 60;
    return u"UTC%1%2:%3"_s.arg(QChar(offsetSeconds < 0 ? u'-' : u'+'))
        .arg(minutes / 60, 2, 10, QChar(u'0'))
        .arg(minutes % 60, 2, 10, QChar(u'0'));
}

} // namespace

bool isUtc(const QTimeZone &zone)
{
    if (!zone.isValid())
        return true;
    const QByteArray id = zone.id();
    return id == "UTC" || id == "Etc/UTC" || id == "Etc/UCT" || id == "UCT" || id == "Z"
        || id == "Zulu" || id == "Etc/Zulu" || id == "Universal" || id == "Etc/Universal"
        || id == "UTC+00:00" || id == "Etc/GMT" || id == "GMT" || id == "Etc/GMT+0"
        || id == "Etc/GMT-0" || id == "Etc/GMT0" || id == "GMT0";
}

QString abbreviation(const QTimeZone &zone, qint64 us)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(us / 1000, QTimeZone::utc());
    const QString letters = zone.abbreviation(at);
    // The database writes a zone without letters of its own as its offset ("-03", "+0530"),
    // and Qt as "UTC+05:30": both become "UTC±hh:mm", which no one misreads.
    const bool lettered = !letters.isEmpty()
        && std::all_of(letters.cbegin(), letters.cend(), [](QChar c) { return c.isLetter(); });
    return lettered ? letters : offsetName(zone.offsetFromUtc(at));
}

QString customerTime(const QTimeZone &givenZone, qint64 us, Detail detail)
{
    const QTimeZone zone = givenZone.isValid() ? givenZone : QTimeZone::utc();
    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(us / 1000, QTimeZone::utc());
    if (isUtc(zone))
        return utc.toString(pattern(detail)) + u" UTC"_s;
    const QDateTime local = utc.toTimeZone(zone);
    const Detail inUtc = utcDetail(detail, local.date() == utc.date());
    return local.toString(pattern(detail)) + u' ' + abbreviation(zone, us) + u" ("_s
        + utc.toString(pattern(inUtc)) + u" UTC)"_s;
}

QString customerTime(const QByteArray &zoneId, qint64 us, Detail detail)
{
    return customerTime(QTimeZone(zoneId), us, detail);
}

QByteArrayList shortList()
{
    static const QByteArrayList wanted {
        "UTC",
        "Europe/London",
        "Europe/Berlin",
        "Europe/Paris",
        "Europe/Moscow",
        "America/New_York",
        "America/Chicago",
        "America/Denver",
        "America/Los_Angeles",
        "America/Sao_Paulo",
        "Asia/Kolkata",
        "Asia/Shanghai",
        "Asia/Tokyo",
        "Australia/Sydney",
    };
    QByteArrayList out;
    for (const QByteArray &id : wanted) {
        if (QTimeZone::isTimeZoneIdAvailable(id))
            out.append(id);
    }
    return out;
}

} // namespace zonedtime

QString AnswerClock::format(qint64 us, zonedtime::Detail detail) const
{
    if (customer)
        return zonedtime::customerTime(zone, us, detail);
    return QDateTime::fromMSecsSinceEpoch(us / 1000, zone).toString(pattern(detail));
}

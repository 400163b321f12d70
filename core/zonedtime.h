#pragma once

#include <QByteArrayList>
#include <QString>
#include <QTimeZone>
#include <optional>

// Times on the customer's clock: "10:49 CET (09:49 UTC)" — the zone's own time and letters at
// that instant, then UTC, so that a support person and the customer read the same minute and
// a colleague can still line it up with the logs. Pure functions; any thread.
namespace zonedtime {

enum class Detail {
    Minutes, // "10:49"
    Seconds, // "10:49:00"
    DateMinutes, // "2026-12-07 10:49"
    DateSeconds, // "2026-12-07 10:49:00"
};

// The zone's letters at `us` (µs since the epoch): "CET", "CEST", "IST". Where the time-zone
// database has none ("-03" for America/Sao_Paulo) or they are empty: "UTC-03:00".
QString abbreviation(const QTimeZone &zone, qint64 us);

// "10:49 CET (09:49 UTC)"; in UTC itself just "09:49 UTC". The UTC part has the same detail as
// the zone's, and repeats the date only when it is another day in UTC ("00:30 CET (2026-12-06
// 23:30 UTC)"), so the date is never read as the zone's. An invalid zone is taken as UTC.
QString customerTime(const QTimeZone &zone, qint64 us, Detail detail = Detail::Minutes);
QString customerTime(const QByteArray &zoneId, qint64 us, Detail detail = Detail::Minutes);

// Whether `zone` is UTC itself (offset 0 all year, no daylight time): "Etc/UTC", "UTC", "Z".
bool isUtc(const QTimeZone &zone);

// The zones a picker offers first, before every zone of the system: UTC and the zones
// customers most often live in. Only those the system knows.
QByteArrayList shortList();

} // namespace zonedtime

// How a lookup answer writes its times. The operator's clock (the default): "10:49" in the
// zone, as the console writes times everywhere. The customer's: every time as
// zonedtime::customerTime in `zone`. Made from a QTimeZone it is the operator's clock, so a
// function that takes an AnswerClock takes a zone as before.
struct AnswerClock
{
    QTimeZone zone = QTimeZone::systemTimeZone();
    bool customer = false;

    AnswerClock() = default;
    AnswerClock(const QTimeZone &operatorZone) : zone(operatorZone) { } // NOLINT: implicit
    static AnswerClock customerZone(const QTimeZone &zone)
    {
        AnswerClock c(zone);
        c.customer = true;
        return c;
    }
    // `us` with `detail` on this clock: "10:49" or "10:49 CET (09:49 UTC)".
    QString format(qint64 us, zonedtime::Detail detail) const;
};

#pragma once

#include "core/lookup/lookupresult.h"
#include "core/zonedtime.h"

#include <QJsonObject>

// The lookup's answer as text to hand on: a support ticket, Markdown, CSV and JSON. Pure
// formatting of a LookupResult (docs/lookup.md, "Exports").
//
// Text meant for people (ticket, Markdown) shows times on `clock` (the operator's zone, or the
// customer's: "10:49 CET (09:49 UTC)") and writes every control
// character of the data as a visible escape (\n, \x1B, \u202E), so a provider's answer cannot
// rewrite a terminal or a ticket. CSV and JSON carry the data exactly (times in UTC, ISO 8601
// with microseconds); CSV guards spreadsheet formulas with a leading apostrophe.
namespace lookup {

QString ticketText(const LookupResult &result,
                   const AnswerClock &clock = QTimeZone::systemTimeZone());
QString markdown(const LookupResult &result,
                 const AnswerClock &clock = QTimeZone::systemTimeZone());
QString csv(const LookupResult &result);
QJsonObject toJson(const LookupResult &result);
QByteArray json(const LookupResult &result, bool indented = true);

// What a scan searched, for people: "searched every task (2,000 read)", "searched the 1.2M
// newest tasks (since …); older tasks not searched"; empty when an index answered.
QString coverageLine(const LookupResult &result, const AnswerClock &clock);
// "2024-05-01T12:03:04.123456Z"; a null QString for no time.
QString isoTime(const OptTime &us);
// JSON values as the exports write them (the lookup's, `poolscope watch`'s): a NULL (an empty
// optional, a null QString) as null, a time as isoTime().
QJsonValue jsonValue(const OptInt &value);
QJsonValue jsonValue(const QString &value);
QJsonValue jsonTime(const OptTime &us);
// Control and bidirectional-formatting characters as visible escapes; everything else as is.
QString printable(const QString &text);

// At most this many timeline events go into the ticket and Markdown (all go into JSON).
constexpr int MaxTimelineInText = 200;

} // namespace lookup

#pragma once

#include "core/watch/watch.h"

#include <QTimeZone>

// "Copy for ticket" of a watch: what was wrong, the action that was taken (who, when, why) and
// the evidence that closed it, in the operator's language. Plain text for a ticket's body,
// Markdown for trackers that render it. Times in `zone`, with its name.
namespace watchproof {

QString text(const Watch &watch, const QTimeZone &zone = QTimeZone::systemTimeZone());
QString markdown(const Watch &watch, const QTimeZone &zone = QTimeZone::systemTimeZone());

} // namespace watchproof

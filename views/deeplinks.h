#pragma once

#include "core/lookup/lookupresult.h"
#include "core/types.h"

#include <QString>

// The poolscope:// links "Copy link" puts on the clipboard, in the form a desktop hands back to
// `poolscope LINK` (parseDeepLink reads them; tst_deeplinks checks each round trip).
namespace deeplinks {

QString task(qint64 taskId); // poolscope://task/123
QString alert(const QString &alertId); // poolscope://alert/<uuid>
// A delivery has no page of its own: the deliveries of its message (and task), which lists it.
QString delivery(const OptInt &messageId, const OptInt &taskId);
// The lookup of `query`: poolscope://lookup?message=90001, with &since= for account-wide kinds.
QString lookup(const LookupQuery &query);

} // namespace deeplinks

#pragma once

#include "core/rows/detailrows.h"
#include "db/dbjob.h"

#include <QMap>

// Detail reads for the selected row. Each big value is cut to a preview in SQL (its compact
// text) and pretty-printed on the DB thread (jsonpretty: linear, depth-capped; the server's
// jsonb_pretty turns deep nesting into hundreds of megabytes of indentation); each preview
// runs in a transaction of its own, so a value that cannot be read fails alone.
//
// The detail is polled, but a big value is read again only when its row has changed: given
// the row version of a preview already held, the server answers with no row while the row
// is still at it (TextPreview::unchanged). An 11 MB payload otherwise cost the server its
// whole text at every poll for as long as its task stayed selected.
namespace detailquery {

constexpr int PreviewBytes = 256 * 1024;

// The row versions of the previews the pane holds (TextPreview::rowVersion), by field.
using HeldVersions = QMap<DetailField, QString>;

// `absent`: the optional task columns the database lacks (taskquery::columns().absentIn).
DbJob taskJob(qint64 taskId, bool replaysReadable, const HeldVersions &held = {},
              const QStringList &absent = {});
DbJob deliveryJob(qint64 deliveryId, const HeldVersions &held = {});
DbJob alarmJob(const QString &alertId, const QString &subscriptionId, const QString &eventId,
               const HeldVersions &held = {});

// The whole of one value, for "show all", copy and save. Answers a QString (null for NULL).
DbJob fullValueJob(DetailField field, const QString &key);

} // namespace detailquery

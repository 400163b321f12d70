#pragma once

#include "core/rows/auditrow.h"
#include "core/types.h"
#include "db/dbjob.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace auditquery {
// The newest `limit` rows of poolscope_audit. Answers a QList<AuditRow>.
DbJob recentJob(int limit = 500);
} // namespace auditquery

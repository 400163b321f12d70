#pragma once

#include "db/dbjob.h"
#include "db/types.h"

#include <QList>
#include <QMetaType>
#include <QString>

// One recorded operator action, from the database's poolscope_audit or the local journal.
struct AuditRow
{
    OptTime at;
    qint64 operatorId = 0;
    QString action;
    QString target;
    QString outcome;
    QString reason;
    QString detail;
    QString where; // the database user (audit table) or the connection (journal)
};

namespace auditquery {
// The newest `limit` rows of poolscope_audit. Answers a QList<AuditRow>.
DbJob recentJob(int limit = 500);
} // namespace auditquery

Q_DECLARE_METATYPE(AuditRow)

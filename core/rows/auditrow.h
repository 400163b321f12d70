#pragma once

#include "core/types.h"

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

Q_DECLARE_METATYPE(AuditRow)

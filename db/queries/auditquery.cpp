#include "db/queries/auditquery.h"

using namespace Qt::StringLiterals;

namespace auditquery {

DbJob recentJob(int limit)
{
    DbJob job;
    job.label = u"audit"_s;
    job.route = JobRoute::Interactive;
    job.statements = { SqlStatement {
        QByteArrayLiteral(
            "SELECT at, operator_id, action, target, outcome, reason, left(detail, 500),"
            " db_user FROM poolscope_audit ORDER BY at DESC, id DESC LIMIT $1"),
        { sqlparam::of(qint64(limit)) },
        false } };
    job.decode = [](const JobResults &r) {
        QList<AuditRow> rows;
        const PgResultView v = r.view(0);
        for (int i = 0; i < v.rowCount(); ++i)
            rows.append({ v.timestamp(i, 0), v.int64(i, 1).value_or(0), v.text(i, 2), v.text(i, 3),
                          v.text(i, 4), v.text(i, 5), v.text(i, 6), v.text(i, 7) });
        return QVariant::fromValue(rows);
    };
    return job;
}

} // namespace auditquery

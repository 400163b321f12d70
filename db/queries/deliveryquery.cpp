#include "db/queries/deliveryquery.h"

#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace deliveryquery {

const char SelectColumns[]
    = "d.id, d.message_id, d.worker_id, d.task_id, d.status, left(d.error, 300),"
      " d.duration_ms, left(d.provider_response, 300), d.created_at";

DeliveryRow decodeRow(const PgResultView &v, int r)
{
    DeliveryRow d;
    d.id = v.int64(r, 0).value_or(0);
    d.messageId = v.int64(r, 1);
    d.workerId = v.text(r, 2);
    d.taskId = v.int64(r, 3);
    d.status = v.text(r, 4);
    d.error = v.text(r, 5);
    d.durationMs = v.int64(r, 6);
    d.providerResponse = v.text(r, 7);
    d.createdAt = v.timestamp(r, 8);
    return d;
}

void addFilter(SqlBuilder &sql, const DeliveryFilter &filter)
{
    if (!filter.statuses.isEmpty())
        sql.where("d.status = ANY($?::text[])", { sqlparam::ofTextArray(filter.statuses) });
    if (!filter.workerId.isNull())
        sql.where("d.worker_id = $?", { sqlparam::of(filter.workerId) });
    if (filter.messageId)
        sql.where("d.message_id = $?", { sqlparam::of(*filter.messageId) });
    if (filter.taskId)
        sql.where("d.task_id = $?", { sqlparam::of(*filter.taskId) });
    if (filter.createdWithinSeconds > 0)
        sql.where("d.created_at >= now() - make_interval(secs => $?)",
                  { sqlparam::of(qint64(filter.createdWithinSeconds)) });
    if (filter.createdFrom)
        sql.where("d.created_at >= $?", { sqlparam::ofTime(*filter.createdFrom) });
    if (filter.createdTo)
        sql.where("d.created_at < $?", { sqlparam::ofTime(*filter.createdTo) });
}

SqlBuilder selectRows()
{
    SqlBuilder sql("SELECT ");
    sql.add(SelectColumns).add(" FROM notification_deliveries d");
    return sql;
}

DbJob windowJob(const DeliveryFilter &filter, RowReuseHandle<DeliveryRow> reuse)
{
    SqlBuilder sql = selectRows();
    addFilter(sql, filter);
    sql.add(" ORDER BY d.id DESC LIMIT $?", { sqlparam::of(qint64(filter.limit) + 1) });

    DbJob job;
    job.label = u"deliveries window"_s;
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false }, sql.statement() };
    const int limit = filter.limit;
    job.decode = [limit, reuse](const JobResults &r) {
        DeliveryWindow w;
        w.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        w.hasMore = v.rowCount() > limit;
        w.rows = decodeRows(v, qMin(v.rowCount(), limit), decodeRow, reuse);
        return QVariant::fromValue(w);
    };
    return job;
}

} // namespace deliveryquery

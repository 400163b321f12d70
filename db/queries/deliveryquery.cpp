#include "db/queries/deliveryquery.h"

#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace deliveryquery {

using D = DeliveryRow;
using enum ColumnNeed;

const RowColumns<DeliveryRow> &columns()
{
    // All required: the filters, the dashboard's outcomes and durations and the detail pane
    // read every one (docs/schema.md, "Columns the console reads"). error and
    // provider_response are cut to a preview.
    static const RowColumns<DeliveryRow> table {
        "notification_deliveries",
        {
            { "id", "d.id", Required, &decodeas::id<&D::id> },
            { "message_id", "d.message_id", Required, &decodeas::integer<&D::messageId> },
            { "worker_id", "d.worker_id", Required, &decodeas::text<&D::workerId> },
            { "task_id", "d.task_id", Required, &decodeas::integer<&D::taskId> },
            { "status", "d.status", Required, &decodeas::text<&D::status> },
            { "error", "left(d.error, 300)", Required, &decodeas::text<&D::error> },
            { "duration_ms", "d.duration_ms", Required, &decodeas::integer<&D::durationMs> },
            { "provider_response", "left(d.provider_response, 300)", Required,
              &decodeas::text<&D::providerResponse> },
            { "created_at", "d.created_at", Required, &decodeas::time<&D::createdAt> },
        },
    };
    return table;
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
    sql.addSelectList(columns().select()).add(" FROM notification_deliveries d");
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
        const auto bound = columns().bind(v);
        w.absentColumns = bound.missing();
        w.rows = decodeRows(
            v, qMin(v.rowCount(), limit),
            [&bound](const PgResultView &view, int row) { return bound.decode(view, row); }, reuse);
        return QVariant::fromValue(w);
    };
    return job;
}

} // namespace deliveryquery

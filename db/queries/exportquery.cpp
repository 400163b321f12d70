#include "db/queries/exportquery.h"

#include "core/contactmask.h"
#include "core/csv.h"
#include "core/lookup/lookupexport.h"
#include "db/pgresultview.h"
#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/taskquery.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace exportquery {

QStringList columns(Kind kind, const QStringList &absent)
{
    switch (kind) {
    case Kind::Tasks:
        return taskquery::columns().names(absent);
    case Kind::TaskLeases:
        return leasequery::taskLeaseColumns().names();
    case Kind::SinkLeases:
        return leasequery::sinkLeaseColumns().names();
    case Kind::Deliveries:
        return deliveryquery::columns().names(absent);
    case Kind::AlarmDebt:
        return alarmquery::debtColumns().names();
    }
    return {};
}

namespace {

// How many leading columns make the keyset key, and whether they are ids (else text/UUIDs).
int keyColumns(Kind kind)
{
    switch (kind) {
    case Kind::SinkLeases:
        return 2;
    case Kind::AlarmDebt:
        return 3;
    case Kind::Tasks:
    case Kind::TaskLeases:
    case Kind::Deliveries:
        return 1;
    }
    Q_UNREACHABLE();
    return 1;
}

// One cell by the column's type: NULL is an empty field and an empty text is "", so the two
// stay apart; times are ISO 8601 in UTC with microseconds, as the lookup exports them. With
// `mask`, a text cell's e-mail addresses and phone numbers are masked (contactmask.h).
QString cell(const PgResultView &v, int row, int col, bool mask)
{
    if (v.isNull(row, col))
        return {};
    switch (v.typeOid(col)) {
    case pgoid::Int2:
    case pgoid::Int4:
    case pgoid::Int8:
    case pgoid::Oid:
        return QString::number(*v.int64(row, col));
    case pgoid::Timestamp:
    case pgoid::TimestampTz:
        return lookup::isoTime(v.timestamp(row, col));
    case pgoid::Bool:
        return *v.boolean(row, col) ? u"true"_s : u"false"_s;
    case pgoid::Float4:
    case pgoid::Float8:
    case pgoid::Numeric:
        return QString::number(*v.real(row, col), 'g', 17);
    default: {
        const QString text = v.text(row, col);
        if (text.isEmpty())
            return u"\"\""_s;
        return csv::textField(mask ? contactmask::masked(text) : text);
    }
    }
}

QByteArray keyText(const PgResultView &v, int row, int col)
{
    if (v.typeOid(col) == pgoid::Int8 || v.typeOid(col) == pgoid::Int4)
        return QByteArray::number(v.int64(row, col).value_or(0));
    return v.text(row, col).toUtf8();
}

// The cursor's i-th key value, for a page after it.
SqlParam key(const Cursor &cursor, int i)
{
    return SqlParam(cursor.afterKey.value(i));
}

void buildTasks(const Spec &spec, const Cursor &cursor, const SqlParam &limit, SqlStatement *page,
                SqlStatement *count)
{
    SqlBuilder sql = taskquery::selectRows(spec.absentColumns);
    taskquery::addFilter(sql, spec.tasks);
    if (!cursor.atStart())
        sql.where("t.id < $?::int8", { key(cursor, 0) });
    sql.add(" ORDER BY t.id DESC LIMIT $?", { limit });
    *page = sql.statement();
    SqlBuilder c("SELECT count(*) FROM tasks t");
    taskquery::addFilter(c, spec.tasks);
    *count = c.statement();
}

void buildDeliveries(const Spec &spec, const Cursor &cursor, const SqlParam &limit,
                     SqlStatement *page, SqlStatement *count)
{
    SqlBuilder sql = deliveryquery::selectRows();
    deliveryquery::addFilter(sql, spec.deliveries);
    if (!cursor.atStart())
        sql.where("d.id < $?::int8", { key(cursor, 0) });
    sql.add(" ORDER BY d.id DESC LIMIT $?", { limit });
    *page = sql.statement();
    SqlBuilder c("SELECT count(*) FROM notification_deliveries d");
    deliveryquery::addFilter(c, spec.deliveries);
    *count = c.statement();
}

void buildTaskLeases(const Spec &spec, const Cursor &cursor, const SqlParam &limit,
                     SqlStatement *page, SqlStatement *count)
{
    SqlBuilder sql = leasequery::taskLeasesSelect();
    if (spec.stuckLeasesOnly)
        leasequery::addStuckOnly(sql);
    if (!cursor.atStart())
        sql.where("t.id > $?::int8", { key(cursor, 0) });
    sql.add(" ORDER BY t.id LIMIT $?", { limit });
    *page = sql.statement();
    SqlBuilder c("SELECT count(*) FROM tasks t");
    c.where("t.state = 'leased'");
    if (spec.stuckLeasesOnly)
        leasequery::addStuckOnly(c);
    *count = c.statement();
}

void buildSinkLeases(const Spec &spec, const Cursor &cursor, const SqlParam &limit,
                     SqlStatement *page, SqlStatement *count)
{
    SqlBuilder sql = leasequery::sinkLeasesSelect(spec.feed);
    if (!cursor.atStart())
        sql.where("(c.feed, c.sink) > ($?::text, $?::text)", { key(cursor, 0), key(cursor, 1) });
    sql.add(" ORDER BY c.feed, c.sink LIMIT $?", { limit });
    *page = sql.statement();
    SqlBuilder c("SELECT count(*) FROM ");
    c.addIdentifier(spec.feed.schema).add(".").addIdentifier(spec.feed.tableName());
    c.add(" c WHERE c.lease_holder IS NOT NULL");
    *count = c.statement();
}

void buildAlarmDebt(const Spec &spec, const Cursor &cursor, const SqlParam &limit,
                    SqlStatement *page, SqlStatement *count)
{
    // As the alarm debt view reads it, in the ledger's key order.
    SqlBuilder sql = alarmquery::debtSelect();
    alarmquery::addOlderThan(sql, spec.alarmsOlderThanSeconds);
    if (!cursor.atStart())
        sql.where("(d.alert_id, d.subscription_id, d.event_id) > ($?::uuid, $?::uuid, $?::uuid)",
                  { key(cursor, 0), key(cursor, 1), key(cursor, 2) });
    sql.add(" ORDER BY d.alert_id, d.subscription_id, d.event_id LIMIT $?", { limit });
    *page = sql.statement();
    SqlBuilder c("SELECT count(*) FROM alarm.alarm_deliveries d"
                 " JOIN alarm.alerts a ON a.id = d.alert_id"
                 " JOIN alarm.subscriptions s ON s.id = d.subscription_id");
    c.where("d.acked_at IS NULL");
    alarmquery::addOlderThan(c, spec.alarmsOlderThanSeconds);
    *count = c.statement();
}

// The page's statement, and the count of every matching row (for the first page).
void build(const Spec &spec, const Cursor &cursor, int pageSize, SqlStatement *page,
           SqlStatement *count)
{
    const SqlParam limit = sqlparam::of(qint64(pageSize) + 1);
    switch (spec.kind) {
    case Kind::Tasks:
        return buildTasks(spec, cursor, limit, page, count);
    case Kind::Deliveries:
        return buildDeliveries(spec, cursor, limit, page, count);
    case Kind::TaskLeases:
        return buildTaskLeases(spec, cursor, limit, page, count);
    case Kind::SinkLeases:
        return buildSinkLeases(spec, cursor, limit, page, count);
    case Kind::AlarmDebt:
        return buildAlarmDebt(spec, cursor, limit, page, count);
    }
}

} // namespace

DbJob pageJob(const Spec &spec, const Cursor &cursor, int pageSize)
{
    SqlStatement page;
    SqlStatement count;
    build(spec, cursor, pageSize, &page, &count);
    DbJob job;
    job.label = u"export page"_s;
    const bool first = cursor.atStart();
    if (first)
        job.statements
            = { SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false }, count, page };
    else
        job.statements = { page };
    const Kind kind = spec.kind;
    const QStringList header = columns(kind, spec.absentColumns);
    const bool mask = spec.maskContacts;
    job.decode = [kind, header, first, pageSize, mask](const JobResults &r) {
        Page p;
        const PgResultView v = r.view(first ? 2 : 0);
        if (first) {
            p.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
            p.total = r.view(1).int64(0, 0).value_or(-1);
            p.csv = csv::record(header);
        }
        const int n = v.rowCount();
        p.rows = qMin(n, pageSize);
        p.last = n <= pageSize;
        const int cols = v.columnCount();
        QStringList fields(cols);
        for (int row = 0; row < p.rows; ++row) {
            for (int col = 0; col < cols; ++col)
                fields[col] = cell(v, row, col, mask);
            p.csv += csv::record(fields);
        }
        if (p.rows > 0) {
            for (int k = 0; k < keyColumns(kind); ++k)
                p.next.afterKey.append(keyText(v, p.rows - 1, k));
        }
        return QVariant::fromValue(p);
    };
    return job;
}

Spec pinned(const Spec &spec, qint64 serverNowUs)
{
    // Two lower bounds on created_at hold together: the later one is the one that counts.
    auto pin = [serverNowUs](int &withinSeconds, OptTime &from) {
        if (withinSeconds <= 0)
            return;
        const qint64 bound = serverNowUs - qint64(withinSeconds) * 1000000;
        from = from ? qMax(*from, bound) : bound;
        withinSeconds = 0;
    };
    Spec s = spec;
    pin(s.tasks.createdWithinSeconds, s.tasks.createdFrom);
    pin(s.deliveries.createdWithinSeconds, s.deliveries.createdFrom);
    return s;
}

} // namespace exportquery

#include "bench/servercost.h"

#include "bench/bareconnection.h"
#include "bench/stats.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

QJsonObject runServerCost(const ServerCostOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    // One line per statement text; the text is the console's own, parameters as $n.
    const auto rows = bare.query(
        u"SELECT regexp_replace(left(s.query, 200), '\\s+', ' ', 'g'), s.calls, s.mean_exec_time,"
        " s.rows::float8 / greatest(s.calls, 1), s.total_exec_time, s.max_exec_time, s.rows"
        " FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid"
        " WHERE r.rolname = $1 AND s.calls > 0 ORDER BY s.total_exec_time DESC"_s,
        { o.consoleRole });
    if (!rows) {
        *error = u"pg_stat_statements: %1"_s.arg(bare.error());
        return {};
    }
    double calls = 0;
    double totalMs = 0;
    double totalRows = 0;
    double worstMean = 0;
    QJsonArray top;
    for (const QStringList &r : *rows) {
        calls += r[1].toDouble();
        totalMs += r[4].toDouble();
        totalRows += r[6].toDouble();
        worstMean = std::max(worstMean, r[2].toDouble());
        if (top.size() < o.top) {
            top.append(QJsonObject { { u"query"_s, r[0] },
                                     { u"calls"_s, r[1].toLongLong() },
                                     { u"mean_ms"_s, rounded(r[2].toDouble()) },
                                     { u"max_ms"_s, rounded(r[5].toDouble()) },
                                     { u"rows_per_call"_s, rounded(r[3].toDouble()) } });
        }
    }
    return { { u"server"_s,
               QJsonObject { { u"statements"_s, int(rows->size()) },
                             { u"calls"_s, calls },
                             { u"mean_ms_per_call"_s, rounded(calls > 0 ? totalMs / calls : 0) },
                             { u"rows_per_call"_s, rounded(calls > 0 ? totalRows / calls : 0) },
                             { u"total_ms"_s, rounded(totalMs) },
                             { u"worst_mean_ms"_s, rounded(worstMean) },
                             { u"top"_s, top } } } };
}

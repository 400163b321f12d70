#pragma once

#include "db/sqlstatement.h"
#include "tests/support/testdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <optional>

// The relations a statement's plan scans sequentially, from EXPLAIN (FORMAT JSON) on `db` with
// the statement's own parameters: for tests that keep a query off whole-table scans.
namespace planscan {

inline void collect(const QJsonObject &node, QStringList &out)
{
    if (node[QStringLiteral("Node Type")].toString() == QLatin1StringView("Seq Scan"))
        out.append(node[QStringLiteral("Relation Name")].toString());
    for (const QJsonValue &child : node[QStringLiteral("Plans")].toArray())
        collect(child.toObject(), out);
}

inline std::optional<QList<QStringList>> explain(TestDatabase &db, const char *options,
                                                 const SqlStatement &statement,
                                                 QString *error = nullptr)
{
    QList<QByteArray> params;
    for (const SqlParam &p : statement.params)
        params.append(p.value_or(QByteArray()));
    return db.query(QStringLiteral("EXPLAIN (") + QLatin1StringView(options) + QStringLiteral(") ")
                        + QString::fromUtf8(statement.sql),
                    params, error);
}

// The plan as text, for a failure message.
inline QString text(TestDatabase &db, const SqlStatement &statement)
{
    QStringList lines;
    for (const QStringList &line :
         explain(db, "COSTS OFF", statement).value_or(QList<QStringList> {}))
        lines.append(line.first());
    return lines.join(u'\n');
}

// `relation` is a table's name, or with key "Alias" the name a scan goes by in the statement.
inline double rowsRead(const QJsonObject &node, const QString &relation,
                       const QString &key = QStringLiteral("Relation Name"))
{
    double rows = 0;
    if (node[key].toString() == relation)
        rows += (node[QStringLiteral("Actual Rows")].toDouble()
                 + node[QStringLiteral("Rows Removed by Filter")].toDouble()
                 + node[QStringLiteral("Rows Removed by Index Recheck")].toDouble())
            * node[QStringLiteral("Actual Loops")].toDouble();
    for (const QJsonValue &child : node[QStringLiteral("Plans")].toArray())
        rows += rowsRead(child.toObject(), relation, key);
    return rows;
}

// How many rows of `relation` the statement read when run (EXPLAIN ANALYZE: rows returned by
// its scans plus those their filters removed, times their loops); std::nullopt with *error
// set when it could not run.
inline std::optional<double> rowsRead(TestDatabase &db, const SqlStatement &statement,
                                      const QString &relation, QString *error,
                                      const QString &key = QStringLiteral("Relation Name"))
{
    const auto rows = explain(db, "ANALYZE, FORMAT JSON", statement, error);
    if (!rows)
        return std::nullopt;
    return rowsRead(QJsonDocument::fromJson(rows->first().first().toUtf8())
                        .array()[0]
                        .toObject()[QStringLiteral("Plan")]
                        .toObject(),
                    relation, key);
}

// std::nullopt (with the reason in *error) when the statement cannot be explained.
inline std::optional<QStringList> seqScanned(TestDatabase &db, const SqlStatement &statement,
                                             QString *error)
{
    const auto rows = explain(db, "FORMAT JSON", statement, error);
    if (!rows)
        return std::nullopt;
    QStringList out;
    collect(QJsonDocument::fromJson(rows->first().first().toUtf8())
                .array()[0]
                .toObject()[QStringLiteral("Plan")]
                .toObject(),
            out);
    return out;
}

} // namespace planscan

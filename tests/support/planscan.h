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

inline std::optional<QList<QStringList>> explain(TestDatabase &db, const char *options, const SqlStatement &statement,
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
    for (const QStringList &line : explain(db, "COSTS OFF", statement).value_or(QList<QStringList> {}))
        lines.append(line.first());
    return lines.join(u'\n');
}

// std::nullopt (with the reason in *error) when the statement cannot be explained.
inline std::optional<QStringList> seqScanned(TestDatabase &db, const SqlStatement &statement, QString *error)
{
    const auto rows = explain(db, "FORMAT JSON", statement, error);
    if (!rows)
        return std::nullopt;
    QStringList out;
    collect(QJsonDocument::fromJson(rows->first().first().toUtf8()).array()[0].toObject()[QStringLiteral("Plan")].toObject(),
            out);
    return out;
}

} // namespace planscan

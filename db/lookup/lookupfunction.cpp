#include "db/lookup/lookupfunction.h"

#include "db/sqlbuilder.h"

#include <QCryptographicHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

// One parameter of a function: its name, its type, and the value of the statement's it takes.
template<class Args> struct Parameter
{
    const char *name;
    const char *type;
    SqlParam Args::*value;
};

// In TrailArgs' order.
constexpr Parameter<rows::TrailArgs> TrailParameters[] = {
    { "p_kind", "text", &rows::TrailArgs::kind },
    { "p_number", "int8", &rows::TrailArgs::number },
    { "p_text", "text", &rows::TrailArgs::text },
    { "p_since", "float8", &rows::TrailArgs::since },
    { "p_from", "timestamptz", &rows::TrailArgs::from },
    { "p_to", "timestamptz", &rows::TrailArgs::to },
    { "p_trails", "int8", &rows::TrailArgs::trails },
    { "p_per_trail", "int8", &rows::TrailArgs::perTrail },
    { "p_per_message_tasks", "int8", &rows::TrailArgs::perMessageTasks },
    { "p_max_tasks", "int8", &rows::TrailArgs::maxTasks },
    { "p_attempts_cap", "int8", &rows::TrailArgs::attemptsCap },
    { "p_listed_per_trail", "int8", &rows::TrailArgs::listedPerTrail },
    { "p_attempts_read", "int8", &rows::TrailArgs::attemptsRead },
};

constexpr Parameter<rows::AlarmArgs> AlarmParameters[] = {
    { "p_kind", "text", &rows::AlarmArgs::kind },
    { "p_number", "int8", &rows::AlarmArgs::number },
    { "p_text", "text", &rows::AlarmArgs::text },
    { "p_uuid", "uuid", &rows::AlarmArgs::uuid },
    { "p_subscription", "uuid", &rows::AlarmArgs::subscription },
    { "p_max_alerts", "int8", &rows::AlarmArgs::maxAlerts },
    { "p_max_subscriptions", "int8", &rows::AlarmArgs::maxSubscriptions },
    { "p_owed_cap", "int8", &rows::AlarmArgs::owedCap },
};

// The columns each answers (lookuprows.h, trailcolumns and AlarmColumn): the inline statement's
// types, which RETURN QUERY requires exactly.
const char TrailColumns[]
    = "c01 text, c02 int8, c03 int8, c04 int8, c05 int8, c06 int8, c07 int8, c08 int8, c09 int8,"
      " c10 timestamptz, c11 timestamptz, c12 timestamptz, c13 timestamptz, c14 timestamptz,"
      " c15 text, c16 text, c17 text, c18 text, c19 text, c20 text, c21 text, c22 text,"
      " c23 bool, c24 bool, c25 bool";
const char AlarmColumns[]
    = "c01 text, c02 text, c03 text, c04 int8, c05 text, c06 timestamptz, c07 text, c08 text, c09 "
      "text,"
      " c10 text, c11 bool, c12 timestamptz, c13 timestamptz, c14 timestamptz, c15 bool, c16 int8,"
      " c17 timestamptz, c18 bool, c19 int8";

const char Header[]
    = "-- console-lookup.sql — the lookup's two statements, its trails and its alarm section, as\n"
      "-- functions, planned once per connection instead of at every lookup (docs/lookup.md, "
      "\"The\n"
      "-- lookup functions\").\n"
      "--\n"
      "-- Optional, like console-indexes.sql: a DBA applies this file (psql -v ON_ERROR_STOP=1 -f\n"
      "-- ...) in the schema the console's search_path finds first. The console calls them where "
      "the\n"
      "-- console indexes on tasks(message_id) and tasks(contact_id, created_at) exist too, and "
      "sends\n"
      "-- the same statements inline otherwise; the answer is the same. They read with the "
      "caller's\n"
      "-- privileges (SECURITY INVOKER) and write nothing.\n"
      "--\n"
      "-- Generated from db/lookup/ (tst_lookupfunction fails when this file is not what the code\n"
      "-- generates, and writes the new text beside the test): do not edit. Each name carries a "
      "hash\n"
      "-- of its function's text: a console calls only the version it was built with, so an older\n"
      "-- version may be dropped once no console of that version is in use.\n"
      "--\n"
      "-- The plans are generic (plan_cache_mode): the kind decides which branch of the seed or "
      "the\n"
      "-- scope runs, at run time, through one-time filters; a custom plan per call would be\n"
      "-- planning again.\n";

template<class Args, size_t N>
QByteArray declaredParameters(const Parameter<Args> (&ps)[N]) // "p_kind text, p_number int8, ..."
{
    QByteArrayList out;
    for (const Parameter<Args> &p : ps)
        out.append(QByteArray(p.name) + ' ' + p.type);
    return out.join(", ");
}

template<class Args, size_t N>
QString argumentTypes(const Parameter<Args> (&ps)[N]) // "(text,int8,...)"
{
    QStringList out;
    for (const Parameter<Args> &p : ps)
        out.append(QLatin1StringView(p.type));
    return u'(' + out.join(u',') + u')';
}

// The function's own parameter names where the statement had values.
template<class Args, size_t N> Args parameterNames(const Parameter<Args> (&ps)[N])
{
    Args a;
    for (const Parameter<Args> &p : ps)
        a.*(p.value) = QByteArray(p.name);
    return a;
}

// SELECT * FROM "name"($1::text, $2::int8, ...): the text comes from the tables above only,
// the values are parameters.
template<class Args, size_t N>
SqlStatement call(const QString &name, const Parameter<Args> (&ps)[N], const Args &a)
{
    SqlStatement st;
    st.sql = "SELECT * FROM " + quoteIdentifier(name) + '(';
    for (size_t i = 0; i < N; ++i) {
        if (i > 0)
            st.sql += ", ";
        st.sql += '$' + QByteArray::number(qulonglong(i + 1)) + "::" + ps[i].type;
        st.params.append(a.*(ps[i].value));
    }
    st.sql += ')';
    st.endsTransaction = true;
    return st;
}

// The statement with each $n spelled as the parameter name it was given. Its text comes from
// string literals only (SqlBuilder), so a $ is always a placeholder.
QByteArray withNamesSpelled(const SqlStatement &st)
{
    static const QRegularExpression placeholder(u"\\$(\\d+)"_s);
    const QString sql = QString::fromUtf8(st.sql);
    QString out;
    qsizetype at = 0;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(sql)) {
        out += QStringView(sql).mid(at, m.capturedStart() - at);
        out += QString::fromUtf8(*st.params.at(m.captured(1).toInt() - 1));
        at = m.capturedEnd();
    }
    out += QStringView(sql).mid(at);
    // One line per branch of the seed or the scope, for a DBA reading the file.
    return out.toUtf8()
        .replace(" UNION ALL SELECT '", "\n        UNION ALL SELECT '")
        .replace(" UNION ALL SELECT a.id", "\n        UNION ALL SELECT a.id");
}

// The schema the functions are generated for (usesTrailsFunction, usesAlarmsFunction).
LookupSchema generatedFor()
{
    LookupSchema s;
    s.tasksMessageIdIndex = true;
    s.tasksContactIdIndex = true;
    s.replaysReadable = true;
    s.alarmsReadable = true;
    return s;
}

// Everything after a function's name: what the hash in the name covers.
QByteArray definition(const QByteArray &parameters, const char *columns, const SqlStatement &st)
{
    return QByteArray("(\n    ") + parameters + ")\nRETURNS TABLE (" + columns
        + ")\nLANGUAGE plpgsql STABLE\nSET plan_cache_mode = force_generic_plan\nSET jit = off\n"
          "AS $poolscope$\nBEGIN\n    RETURN QUERY\n    "
        + withNamesSpelled(st) + ";\nEND\n$poolscope$;\n";
}

QByteArray trailsDefinition()
{
    return definition(
        declaredParameters(TrailParameters), TrailColumns,
        rows::trailsStatement(std::nullopt, parameterNames(TrailParameters), generatedFor()));
}

QByteArray alarmsDefinition()
{
    // Every kind has a scope with the console indexes, so there is always a statement.
    return definition(
        declaredParameters(AlarmParameters), AlarmColumns,
        *rows::alarmsStatement(std::nullopt, parameterNames(AlarmParameters), generatedFor()));
}

QString hashedName(const QString &stem, const QByteArray &definition)
{
    return stem
        + QString::fromLatin1(
               QCryptographicHash::hash(definition, QCryptographicHash::Sha1).toHex().left(8));
}

} // namespace

QString trailsFunctionName()
{
    static const QString name = hashedName(u"poolscope_lookup_trails_"_s, trailsDefinition());
    return name;
}

QString alarmsFunctionName()
{
    static const QString name = hashedName(u"poolscope_lookup_alarms_"_s, alarmsDefinition());
    return name;
}

QString trailsFunctionSignature()
{
    return trailsFunctionName() + argumentTypes(TrailParameters);
}

QString alarmsFunctionSignature()
{
    return alarmsFunctionName() + argumentTypes(AlarmParameters);
}

QList<LookupFunction> lookupFunctions()
{
    return { { trailsFunctionName(), trailsFunctionSignature() },
             { alarmsFunctionName(), alarmsFunctionSignature() } };
}

QStringList lookupFunctionSignatures()
{
    QStringList out;
    for (const LookupFunction &f : lookupFunctions())
        out.append(f.signature);
    return out;
}

QByteArray lookupFunctionsSql()
{
    return QByteArray(Header) + "CREATE OR REPLACE FUNCTION " + trailsFunctionName().toLatin1()
        + trailsDefinition() + "\nCREATE OR REPLACE FUNCTION " + alarmsFunctionName().toLatin1()
        + alarmsDefinition();
}

bool usesTrailsFunction(const LookupSchema &s)
{
    return s.trailsFunction && s.tasksMessageIdIndex && s.tasksContactIdIndex && s.replaysReadable;
}

bool usesAlarmsFunction(const LookupSchema &s)
{
    return s.alarmsFunction && s.tasksMessageIdIndex && s.tasksContactIdIndex && s.alarmsReadable;
}

SqlStatement trailsCall(const rows::TrailArgs &a)
{
    return call(trailsFunctionName(), TrailParameters, a);
}

SqlStatement alarmsCall(const rows::AlarmArgs &a, bool ackAudit)
{
    SqlStatement st = call(alarmsFunctionName(), AlarmParameters, a);
    if (!ackAudit)
        return st;
    // The function's rows in their order, each with its ack's audit row as the inline
    // statement joins it (lookupalarms.cpp, addAckAudit): the function itself never names
    // poolscope_audit, which a database may not have.
    const auto column = [](int c) -> QByteArray {
        return "f.c" + QByteArray::number(c + 1).rightJustified(2, '0');
    };
    QByteArrayList columns;
    for (int c = rows::AlertId; c <= rows::SubRank; ++c)
        columns.append(column(c));
    const QByteArray from = st.sql.mid(int(sizeof("SELECT * FROM ")) - 1);
    st.sql = "SELECT " + columns.join(", ") + ", au.operator_id, au.reason::text FROM " + from
        + " WITH ORDINALITY AS f LEFT JOIN LATERAL (SELECT pa.operator_id, pa.reason FROM "
          "poolscope_audit pa"
          " WHERE pa.at = "
        + column(rows::AckedAt) + " AND pa.action = $" + QByteArray::number(st.params.size() + 1)
        + " AND pa.outcome = 'done' AND (pa.target = 'alarm:' || " + column(rows::AlertId)
        + " OR pa.target LIKE 'alarm:% alerts') ORDER BY pa.id LIMIT 1) au ON true ORDER BY "
          "f.ordinality";
    st.params.append(sqlparam::of(QString(rows::AckAction)));
    return st;
}

} // namespace lookup

#include "db/lookup/lookupfunction.h"

#include "db/sqlbuilder.h"

#include <QCryptographicHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

// The function's parameters, in TrailArgs' order, and the columns it answers (lookuprows.h,
// Column): the inline statement's types, which RETURN QUERY requires exactly.
const char Parameters[] =
    "p_kind text, p_number int8, p_text text, p_since float8, p_from timestamptz, p_to timestamptz,"
    " p_trails int8, p_per_trail int8, p_per_message_tasks int8, p_max_tasks int8,"
    " p_attempts_cap int8, p_listed_per_trail int8, p_attempts_read int8";
const char ArgumentTypes[] =
    "(text,int8,text,float8,timestamptz,timestamptz,int8,int8,int8,int8,int8,int8,int8)";
const char Columns[] =
    "c01 text, c02 int8, c03 int8, c04 int8, c05 int8, c06 int8, c07 int8, c08 int8, c09 int8,"
    " c10 timestamptz, c11 timestamptz, c12 timestamptz, c13 timestamptz, c14 timestamptz,"
    " c15 text, c16 text, c17 text, c18 text, c19 text, c20 text, c21 text, c22 text,"
    " c23 bool, c24 bool, c25 bool";

const char Header[] =
    "-- console-lookup.sql — the lookup's trails statement as a function, planned once per\n"
    "-- connection instead of at every lookup (docs/lookup.md, \"The lookup function\").\n"
    "--\n"
    "-- Optional, like console-indexes.sql: a DBA applies this file (psql -v ON_ERROR_STOP=1 -f\n"
    "-- ...) in the schema the console's search_path finds first. The console calls it where the\n"
    "-- console indexes on tasks(message_id) and tasks(contact_id, created_at) exist too, and sends\n"
    "-- the same statement inline otherwise; the answer is the same. It reads with the caller's\n"
    "-- privileges (SECURITY INVOKER) and writes nothing.\n"
    "--\n"
    "-- Generated from db/lookup/lookupquery.cpp (tst_lookupfunction fails when this file is not\n"
    "-- what the code generates, and writes the new text beside the test): do not edit. The name\n"
    "-- carries a hash of the text: a console calls only the version it was built with, so an\n"
    "-- older version may be dropped once no console of that version is in use.\n"
    "--\n"
    "-- The plan is generic (plan_cache_mode): the kind decides which of the seed's branches runs,\n"
    "-- at run time, through one-time filters; a custom plan per call would be planning again.\n";

// The function's own parameters where the statement had values.
rows::TrailArgs parameterNames()
{
    rows::TrailArgs a;
    a.kind = QByteArrayLiteral("p_kind");
    a.number = QByteArrayLiteral("p_number");
    a.text = QByteArrayLiteral("p_text");
    a.since = QByteArrayLiteral("p_since");
    a.from = QByteArrayLiteral("p_from");
    a.to = QByteArrayLiteral("p_to");
    a.trails = QByteArrayLiteral("p_trails");
    a.perTrail = QByteArrayLiteral("p_per_trail");
    a.perMessageTasks = QByteArrayLiteral("p_per_message_tasks");
    a.maxTasks = QByteArrayLiteral("p_max_tasks");
    a.attemptsCap = QByteArrayLiteral("p_attempts_cap");
    a.listedPerTrail = QByteArrayLiteral("p_listed_per_trail");
    a.attemptsRead = QByteArrayLiteral("p_attempts_read");
    return a;
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
    // One line per part of the answer, for a DBA reading the file.
    return out.toUtf8().replace(" UNION ALL SELECT '", "\n        UNION ALL SELECT '");
}

// Everything after the function's name: what the hash in the name covers.
QByteArray definition()
{
    LookupSchema generatedFor;
    generatedFor.tasksMessageIdIndex = true;
    generatedFor.tasksContactIdIndex = true;
    generatedFor.replaysReadable = true;
    const SqlStatement st = rows::trailsStatement(std::nullopt, parameterNames(), generatedFor);
    return QByteArray("(\n    ") + Parameters + ")\nRETURNS TABLE (" + Columns
        + ")\nLANGUAGE plpgsql STABLE\nSET plan_cache_mode = force_generic_plan\nSET jit = off\n"
          "AS $poolscope$\nBEGIN\n    RETURN QUERY\n    "
        + withNamesSpelled(st) + ";\nEND\n$poolscope$;\n";
}

} // namespace

QString trailsFunctionName()
{
    static const QString name = u"poolscope_lookup_trails_"_s
        + QString::fromLatin1(QCryptographicHash::hash(definition(), QCryptographicHash::Sha1).toHex().left(8));
    return name;
}

QString trailsFunctionSignature()
{
    return trailsFunctionName() + QLatin1StringView(ArgumentTypes);
}

QByteArray trailsFunctionSql()
{
    return QByteArray(Header) + "CREATE OR REPLACE FUNCTION " + trailsFunctionName().toLatin1() + definition();
}

bool usesTrailsFunction(const LookupSchema &s)
{
    return s.trailsFunction && s.tasksMessageIdIndex && s.tasksContactIdIndex && s.replaysReadable;
}

SqlStatement trailsCall(const rows::TrailArgs &a)
{
    SqlBuilder sql("SELECT * FROM ");
    sql.addIdentifier(trailsFunctionName());
    sql.add("($?::text, $?::int8, $?::text, $?::float8, $?::timestamptz, $?::timestamptz,"
            " $?::int8, $?::int8, $?::int8, $?::int8, $?::int8, $?::int8, $?::int8)",
            { a.kind, a.number, a.text, a.since, a.from, a.to, a.trails, a.perTrail, a.perMessageTasks, a.maxTasks,
              a.attemptsCap, a.listedPerTrail, a.attemptsRead });
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
}

} // namespace lookup

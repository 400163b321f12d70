#include "db/queries/schemaprobe.h"

#include "db/lookup/lookupfunction.h"
#include "db/schemarequirements.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace schemaprobe {

namespace {

// Who the console is connected as, to what, and what the role may do.
SqlStatement serverStatement()
{
    return SqlStatement {
        QByteArrayLiteral(
            "SELECT current_user::text, current_database()::text,"
            " current_setting('server_version'), current_setting('server_version_num')::int4,"
            " pg_is_in_recovery(), current_setting('default_transaction_read_only') = 'on',"
            " coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false),"
            " pg_has_role(current_user, 'pg_signal_backend', 'MEMBER'),"
            " pg_has_role(current_user, 'pg_read_all_stats', 'MEMBER'),"
            " current_setting('port')::int4"),
        {},
        false
    };
}

// An unqualified name resolves as the console's queries will (to_regclass follows the
// search_path, and answers NULL rather than failing for a missing one). A qualified name
// is looked up in pg_class: to_regclass would fail the whole probe with "permission
// denied for schema" for a role without USAGE on it (a support role granted public
// only), where the console should rather say which part it may not read. A table grant
// is no use without USAGE on its schema, so the privileges require both.
SqlStatement relationsStatement(const QStringList &relations)
{
    return SqlStatement {
        QByteArrayLiteral(
            "SELECT u.n, r.oid IS NOT NULL,"
            " coalesce(r.usable AND has_table_privilege(r.oid, 'SELECT'), false),"
            " coalesce(r.usable AND has_table_privilege(r.oid, 'INSERT'), false),"
            " coalesce(r.usable AND has_table_privilege(r.oid, 'UPDATE'), false),"
            " coalesce(r.usable AND has_table_privilege(r.oid, 'DELETE'), false),"
            " (SELECT string_agg(a.attname::text, chr(31) ORDER BY a.attnum)"
            "    FROM pg_attribute a WHERE a.attrelid = r.oid AND a.attnum > 0 AND NOT "
            "a.attisdropped)"
            " FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)"
            " CROSS JOIN LATERAL parse_ident(u.n) AS p(parts)"
            " CROSS JOIN LATERAL (SELECT CASE WHEN cardinality(p.parts) = 1 THEN "
            "to_regclass(u.n)::oid"
            "   ELSE (SELECT c.oid FROM pg_class c JOIN pg_namespace ns ON ns.oid = "
            "c.relnamespace"
            "         WHERE ns.nspname = p.parts[1] AND c.relname = p.parts[2]) END AS oid) o"
            " LEFT JOIN LATERAL (SELECT c.oid, has_schema_privilege(c.relnamespace, 'USAGE') "
            "AS usable"
            "   FROM pg_class c WHERE c.oid = o.oid) r ON true"
            " ORDER BY u.i"),
        { sqlparam::ofTextArray(relations) },
        false
    };
}

// The console indexes present, and the lookup functions the role may call. A function is
// found as a call finds it (to_regprocedure follows the search_path) and counts only if the
// role may execute it.
SqlStatement objectsStatement(const QStringList &indexNames)
{
    return SqlStatement {
        QByteArrayLiteral(
            "SELECT false, c.relname::text FROM pg_class c"
            " WHERE c.relkind = 'i' AND c.relname = ANY($1::text[])"
            " UNION ALL SELECT true, f FROM unnest($2::text[]) AS f"
            " WHERE coalesce(has_function_privilege(to_regprocedure(f), 'EXECUTE'), false)"),
        { sqlparam::ofTextArray(indexNames),
          sqlparam::ofTextArray(lookup::lookupFunctionSignatures()) },
        false
    };
}

void decodeServer(const PgResultView &s, SchemaInfo &info)
{
    info.currentUser = s.text(0, 0);
    info.database = s.text(0, 1);
    info.serverVersion = s.text(0, 2);
    info.serverVersionNum = static_cast<int>(s.int64(0, 3).value_or(0));
    info.inRecovery = s.boolean(0, 4).value_or(false);
    info.defaultReadOnly = s.boolean(0, 5).value_or(false);
    info.superuser = s.boolean(0, 6).value_or(false);
    info.canSignalBackend = info.superuser || s.boolean(0, 7).value_or(false);
    info.canReadAllStats = info.superuser || s.boolean(0, 8).value_or(false);
    info.serverPort = static_cast<int>(s.int64(0, 9).value_or(0));
}

void decodeRelations(const PgResultView &rel, SchemaInfo &info)
{
    for (int i = 0; i < rel.rowCount(); ++i) {
        RelationInfo ri;
        ri.name = rel.text(i, 0);
        ri.exists = rel.boolean(i, 1).value_or(false);
        ri.canSelect = rel.boolean(i, 2).value_or(false);
        ri.canInsert = rel.boolean(i, 3).value_or(false);
        ri.canUpdate = rel.boolean(i, 4).value_or(false);
        ri.canDelete = rel.boolean(i, 5).value_or(false);
        const QString columns = rel.text(i, 6);
        if (!columns.isEmpty()) {
            const QStringList names
                = columns.split(QChar(0x1f)); // a unit separator: no column name holds one
            ri.columns = QSet<QString>(names.begin(), names.end());
        }
        info.relations.append(ri);
    }
}

} // namespace

DbJob job(const FeedTable &feed)
{
    QStringList indexNames;
    for (const ConsoleIndex &i : consoleIndexCatalog())
        indexNames.append(i.name);

    DbJob job;
    job.label = u"schema probe"_s;
    job.statements = { serverStatement(), relationsStatement(requirements::allRelations(feed)),
                       objectsStatement(indexNames) };
    job.decode = [](const JobResults &r) {
        SchemaInfo info;
        info.probed = true;
        decodeServer(r.view(0), info);
        decodeRelations(r.view(1), info);
        const PgResultView idx = r.view(2);
        for (int i = 0; i < idx.rowCount(); ++i)
            (idx.boolean(i, 0).value_or(false) ? info.functions : info.indexes)
                .insert(idx.text(i, 1));
        info.consoleIndexes = consoleIndexCatalog();
        info.lookupFunctions = lookup::lookupFunctions();
        info.lookupFunctionsSql = QString::fromUtf8(lookup::lookupFunctionsSql());
        return QVariant::fromValue(info);
    };
    return job;
}

DbJob writeSideJob()
{
    DbJob job;
    job.label = u"write-side probe"_s;
    job.route = JobRoute::Write;
    job.statements = { SqlStatement {
        QByteArrayLiteral(
            "SELECT pg_is_in_recovery(), current_setting('default_transaction_read_only') = 'on'"),
        {},
        false } };
    job.decode = [](const JobResults &r) {
        WriteSide w;
        w.inRecovery = r.view(0).boolean(0, 0).value_or(false);
        w.defaultReadOnly = r.view(0).boolean(0, 1).value_or(false);
        return QVariant::fromValue(w);
    };
    return job;
}

DbJob healthJob()
{
    DbJob job;
    job.label = u"server health"_s;
    // pg_last_xact_replay_timestamp is the primary's commit time of the last transaction
    // replayed: on an idle primary the "lag" grows though nothing is behind (documented).
    job.statements = { SqlStatement {
        QByteArrayLiteral(
            "SELECT pg_is_in_recovery(), CASE WHEN pg_is_in_recovery() THEN"
            " (extract(epoch from (now() - pg_last_xact_replay_timestamp())) * 1000)::int8 END"),
        {},
        false } };
    job.decode = [](const JobResults &r) {
        ServerHealth h;
        h.inRecovery = r.view(0).boolean(0, 0).value_or(false);
        h.replayLagMs = r.view(0).int64(0, 1);
        return QVariant::fromValue(h);
    };
    return job;
}

} // namespace schemaprobe

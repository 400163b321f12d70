#include "core/schemainfo.h"

#include "core/textcontexts.h"
#include "embedded_sql.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

QString SchemaInfo::readOnlyReason() const
{
    if (!readOnlyProfile.isEmpty())
        return DbText::tr("the profile %1 is read-only: every transaction PoolScope opens is READ "
                          "ONLY, and the server refuses a write")
            .arg(readOnlyProfile);
    if (inRecovery)
        return DbText::tr("the server is a read-only standby (in recovery)");
    if (defaultReadOnly)
        return DbText::tr("the session is read-only (default_transaction_read_only is on)");
    return {};
}

QString SchemaInfo::auditBlocker() const
{
    const RelationInfo *audit = relation(u"poolscope_audit"_s);
    if (!audit || !audit->exists || audit->canInsert)
        return {};
    return DbText::tr("this database audits operator actions in poolscope_audit, and the role %1 "
                      "may not INSERT "
                      "into it; PoolScope does not act without the record")
        .arg(currentUser);
}

const RelationInfo *SchemaInfo::relation(const QString &name) const
{
    for (const RelationInfo &r : relations) {
        if (r.name == name)
            return &r;
    }
    return nullptr;
}

bool SchemaInfo::canRead(const QString &name) const
{
    const RelationInfo *r = relation(name);
    return r && r->exists && r->canSelect;
}

QStringList SchemaInfo::unmet(const QList<Requirement> &reqs) const
{
    QStringList out;
    for (const Requirement &req : reqs) {
        const RelationInfo *r = relation(req.relation);
        if (!r || !r->exists) {
            out.append(DbText::tr("the table %1 does not exist").arg(req.relation));
            continue;
        }
        QStringList missing;
        for (const QString &c : req.columns) {
            if (!r->columns.contains(c))
                missing.append(c);
        }
        if (!missing.isEmpty())
            out.append(DbText::tr("%1 has no column %2").arg(req.relation, missing.join(u", "_s)));
        if (!r->canSelect)
            out.append(DbText::tr("the role %1 may not read %2 (no SELECT privilege)")
                           .arg(currentUser, req.relation));
    }
    return out;
}

QStringList SchemaInfo::absentColumns(const Requirement &req) const
{
    QStringList out;
    const RelationInfo *r = relation(req.relation);
    if (!r || !r->exists)
        return out;
    for (const QString &c : req.optionalColumns) {
        if (!r->columns.contains(c))
            out.append(c);
    }
    return out;
}

QList<ConsoleIndex> SchemaInfo::missingConsoleIndexes() const
{
    QList<ConsoleIndex> out;
    for (const ConsoleIndex &i : consoleIndexes) {
        if (!indexes.contains(i.name))
            out.append(i);
    }
    return out;
}

QList<ConsoleIndex> consoleIndexCatalog()
{
    // The file's shape: a comment group says what the statements right after it are for; a
    // blank line ends a comment group (the file's header is one).
    static const QList<ConsoleIndex> catalog = [] {
        QList<ConsoleIndex> out;
        static const QRegularExpression name(u"IF NOT EXISTS (\\w+)"_s);
        QString pendingComment;
        QString purpose;
        QString statement;
        const QStringList lines = QString::fromUtf8(embeddedsql::ConsoleIndexes).split(u'\n');
        for (const QString &raw : lines) {
            const QString line = raw.trimmed();
            if (statement.isEmpty()) {
                if (line.isEmpty()) {
                    pendingComment.clear();
                    continue;
                }
                if (line.startsWith(u"--"_s)) {
                    pendingComment += u' ' + line.mid(2).trimmed();
                    continue;
                }
                if (!pendingComment.isEmpty())
                    purpose = pendingComment.simplified();
                pendingComment.clear();
            }
            statement += u' ' + line;
            if (line.endsWith(u';')) {
                const auto m = name.match(statement);
                if (m.hasMatch())
                    out.append({ m.captured(1), statement.simplified(), purpose });
                statement.clear();
            }
        }
        return out;
    }();
    return catalog;
}

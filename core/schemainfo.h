#pragma once

#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>
#include <QStringList>

// What the connected database holds and what the role may do there, as the schema probe
// found it at connect. Views consult it before they query: a view whose tables are missing
// says what is missing instead of failing, and an action the role may not take is disabled
// with the reason.
struct RelationInfo
{
    QString name; // as the console's queries write it: "tasks", "alarm.alerts", ...
    bool exists = false;
    bool canSelect = false;
    bool canInsert = false;
    bool canUpdate = false;
    bool canDelete = false;
    QSet<QString> columns;
};

// An index the console's queries want (db/schema/optional/console-indexes.sql).
struct ConsoleIndex
{
    QString name;
    QString ddl;
    QString purpose; // the comment above it in the file
};

// What one of the console's queries needs: a relation and the columns it reads.
// One of the console's optional functions (the lookup's), which the probe asks about.
struct OptionalFunction
{
    QString name;
    QString signature;
};

struct Requirement
{
    QString relation;
    QStringList columns; // required: one missing is an unmet requirement
    QStringList optionalColumns = {}; // read when present; one missing degrades its column only
};

struct SchemaInfo
{
    bool probed = false;
    QString currentUser;
    QString database;
    QString serverVersion;
    int serverVersionNum = 0;
    bool superuser = false;
    bool inRecovery = false; // a hot standby
    bool defaultReadOnly = false; // default_transaction_read_only = on
    bool canSignalBackend = false; // pg_signal_backend (or superuser)
    bool canReadAllStats = false; // pg_read_all_stats (or superuser): other sessions' details
    int serverPort = 0; // the port the server itself listens on
    // Set by the console after the probe:
    bool viaPooler = false; // connected through a proxy or pooler (its port is not the server's)
    bool readsFromStandby = false; // polls go to a standby; writes to the primary
    QString readOnlyProfile; // the read-only profile in force (every transaction READ ONLY)
    QList<RelationInfo> relations;
    QSet<QString> indexes; // names of the indexes present among those asked about
    QList<ConsoleIndex> consoleIndexes; // the optional ones, present or not
    // Console functions the role may call, as asked (name and argument types): the lookup's
    // (db/schema/optional/console-lookup.sql).
    QSet<QString> functions;
    // The console's lookup functions, present or not (hasFunction says which), and their
    // file as this console generates it: a packaged console has no source tree to read it from.
    QList<OptionalFunction> lookupFunctions;
    QString lookupFunctionsSql;

    // Whether writes are off. With a separate read server, inRecovery and defaultReadOnly
    // describe the write (primary) connection.
    bool readOnly() const { return inRecovery || defaultReadOnly || !readOnlyProfile.isEmpty(); }
    QString readOnlyReason() const; // empty when writable
    // Why no action may run although the role could act: poolscope_audit exists, so this
    // database audits its operators, but the role may not write the record. Empty otherwise.
    QString auditBlocker() const;
    const RelationInfo *relation(const QString &name) const;
    // The relation exists and the role may SELECT from it.
    bool canRead(const QString &name) const;
    // One sentence per unmet requirement ("the table alarm.alerts does not exist",
    // "tasks has no column lease_token", "the role may not read tasks"); empty when all met.
    QStringList unmet(const QList<Requirement> &requirements) const;
    // The requirement's optional columns its probed relation lacks; none before a probe or
    // when the relation is missing (unmet says so).
    QStringList absentColumns(const Requirement &requirement) const;
    QList<ConsoleIndex> missingConsoleIndexes() const;
    bool hasIndex(const QString &name) const { return indexes.contains(name); }
    bool hasFunction(const QString &signature) const { return functions.contains(signature); }
};

// The optional console indexes, parsed from the embedded DDL.
QList<ConsoleIndex> consoleIndexCatalog();

Q_DECLARE_METATYPE(SchemaInfo)

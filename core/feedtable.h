#pragma once

#include <QMetaType>
#include <QString>

// Where the feed sync workers keep their sink cursors: <schema>.<prefix>cursors, the context
// names the lease module is configured with. Settings, not constants: a deployment may use
// another schema or prefix.
struct FeedTable
{
    QString schema = QStringLiteral("public");
    QString prefix = QStringLiteral("feed_");

    QString tableName() const { return prefix + QStringLiteral("cursors"); }
    QString qualifiedName() const { return schema + u'.' + tableName(); } // for messages
    // Empty when usable; otherwise why not (a name PostgreSQL would truncate, say).
    QString problem() const;
    bool operator==(const FeedTable &) const = default;
};

Q_DECLARE_METATYPE(FeedTable)

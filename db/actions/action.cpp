#include "db/actions/action.h"

#include "core/textcontexts.h"
#include "db/sqlbuilder.h"

#include <QDateTime>
#include <QUuid>

using namespace Qt::StringLiterals;

ActionContext ActionContext::make(qint64 operatorId, const QString &reason, bool auditTable)
{
    ActionContext c;
    c.actionId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    c.operatorId = operatorId;
    c.reason = reason;
    c.auditTable = auditTable;
    c.startedAtUs = QDateTime::currentMSecsSinceEpoch() * 1000;
    return c;
}

QString ActionOutcome::resultName() const
{
    switch (result) {
    case Result::Done:
        return u"done"_s;
    case Result::AlreadyDone:
        return u"already_done"_s;
    case Result::Refused:
        return u"refused"_s;
    case Result::Unknown:
        return u"unknown"_s;
    case Result::Failed:
        return u"failed"_s;
    }
    return {};
}

int exitCodeOf(const ActionOutcome &o)
{
    switch (o.result) {
    case ActionOutcome::Result::Done:
    case ActionOutcome::Result::AlreadyDone:
        return 0;
    case ActionOutcome::Result::Refused:
        return 1;
    case ActionOutcome::Result::Unknown:
    case ActionOutcome::Result::Failed:
        return 3;
    }
    return 3;
}

ActionOutcome outcomeOfError(const DbError &e, const QString &action, const QString &target,
                             const QString &targetText)
{
    ActionOutcome o;
    o.action = action;
    o.target = target;
    o.error = e;
    o.result = ActionOutcome::Result::Refused;
    switch (e.kind) {
    case DbErrorKind::LockTimeout:
        o.message = ActionText::tr("Refused: %1 is locked by a worker or another operator right "
                                   "now; nothing was written. "
                                   "Try again in a moment.")
                        .arg(targetText);
        return o;
    case DbErrorKind::PermissionDenied:
        o.message = ActionText::tr(
                        "Refused: the database role may not do this (%1); nothing was written.")
                        .arg(e.message);
        return o;
    case DbErrorKind::ReadOnly:
        o.message = ActionText::tr(
            "Refused: the transaction is read-only (a read-only profile, a standby, or "
            "default_transaction_read_only); nothing was written.");
        return o;
    case DbErrorKind::Timeout:
        o.message = ActionText::tr(
            "Refused: the statement took too long and was cancelled; nothing was written.");
        return o;
    case DbErrorKind::None:
    case DbErrorKind::BadInput:
    case DbErrorKind::ConnectionFailed:
    case DbErrorKind::AuthenticationFailed:
    case DbErrorKind::DatabaseMissing:
    case DbErrorKind::ConnectionLost:
    case DbErrorKind::UndefinedObject:
    case DbErrorKind::UniqueViolation:
    case DbErrorKind::SerializationFailure:
    case DbErrorKind::NotConnected:
    case DbErrorKind::Other:
        break;
    }
    o.result = ActionOutcome::Result::Failed;
    o.message = ActionText::tr("Failed: %1; nothing was written.").arg(e.summary());
    return o;
}

namespace actionsql {

void addAuditedDone(SqlBuilder &sql, const ActionContext &ctx)
{
    if (ctx.auditTable)
        sql.add("EXISTS (SELECT 1 FROM poolscope_audit a WHERE a.action_id = $?::uuid AND "
                "a.outcome = 'done')",
                { sqlparam::of(ctx.actionId) });
    else
        sql.add("NULL::bool");
}

void finishWithAudit(SqlBuilder &sql, const ActionContext &ctx, const QString &action,
                     const QString &target)
{
    if (!ctx.auditTable) {
        sql.add(" SELECT r.*, 0::int8 AS audited FROM result r");
        return;
    }
    sql.add(", audit AS (INSERT INTO poolscope_audit (action_id, operator_id, action, target, "
            "outcome, reason, detail)"
            " SELECT $?::uuid, $?::int8, $?, $?, r.outcome, $?, r.detail FROM result r RETURNING 1)"
            " SELECT r.*, (SELECT count(*) FROM audit) AS audited FROM result r",
            { sqlparam::of(ctx.actionId), sqlparam::of(ctx.operatorId), sqlparam::of(action),
              sqlparam::of(target),
              sqlparam::ofOptText(ctx.reason.isEmpty() ? QString() : ctx.reason) });
}

} // namespace actionsql

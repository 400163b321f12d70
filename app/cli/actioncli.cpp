#include "app/cli/actioncli.h"

#include "app/cli/clisession.h"
#include "db/databaseidentity.h"
#include "db/queries/schemaprobe.h"
#include "local/actionjournal.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace actioncli {

namespace {
// The action id ties this line to the audit row and the journal entry: a script that logs
// it (the chaos soak does) can later find what the database holds for the attempt.
QString jsonLine(const ActionOutcome &o, const QString &actionId)
{
    const QJsonObject line { { u"outcome"_s, o.resultName() },  { u"message"_s, o.message },
                             { u"new_task_id"_s, o.newTaskId }, { u"audited"_s, o.audited },
                             { u"changed"_s, o.changed },       { u"action"_s, o.action },
                             { u"target"_s, o.target },         { u"action_id"_s, actionId } };
    return QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact));
}
} // namespace

std::optional<ActionContext> prepare(CliSession &session, qint64 operatorId, int &exitCode)
{
    const std::optional<QString> why = reason(session);
    const QString blocker = session.actionBlocker();
    if (!why || !session.noneLeft()) {
        CliSession::err(u"poolscope: "_s + session.usageError());
        exitCode = CliSession::Usage;
        return std::nullopt;
    }
    if (!blocker.isEmpty()) { // before connecting: nothing is attempted
        CliSession::err(u"poolscope: refused: "_s + blocker);
        exitCode = CliSession::Refused;
        return std::nullopt;
    }
    if (!session.connect()) {
        exitCode = CliSession::Database;
        return std::nullopt;
    }
    const DbReply probe = session.run(schemaprobe::job(session.feed()));
    if (probe.error.isError()) {
        // Without the probe there is no telling whether this database audits its operators.
        CliSession::err(u"poolscope: could not read the schema: "_s + probe.error.summary());
        exitCode = CliSession::Database;
        return std::nullopt;
    }
    bool audit = false;
    {
        const SchemaInfo info = probe.value.value<SchemaInfo>();
        if (const QString blocker = info.auditBlocker(); !blocker.isEmpty()) {
            CliSession::err(u"poolscope: refused: "_s + blocker);
            exitCode = CliSession::Refused;
            return std::nullopt;
        }
        const RelationInfo *r = info.relation(u"poolscope_audit"_s);
        audit = r && r->exists && r->canInsert;
    }
    return ActionContext::make(operatorId, *why, audit);
}

int run(CliSession &session, const ActionRequest &request)
{
    ActionRunner runner(session.client());
    std::optional<ActionOutcome> outcome;
    QEventLoop loop;
    QObject context;
    runner.run(request, &context, [&](const ActionOutcome &o) {
        outcome = o;
        loop.quit();
    });
    if (!outcome)
        loop.exec();
    ActionJournal journal;
    JournalEntry e;
    e.actionId = request.context.actionId;
    e.operatorId = request.context.operatorId;
    e.action = outcome->action;
    e.target = outcome->target;
    e.outcome = outcome->resultName();
    e.message = outcome->message;
    e.reason = request.context.reason;
    e.database = session.client()->config().params.redacted();
    e.databaseKey = databaseidentity::of(session.client()->config().params,
                                         databaseidentity::fromEnvironment())
                        .key();
    if (!journal.record(e))
        CliSession::err(u"poolscope: warning: the local journal could not be written: "_s
                        + journal.error());
    return tell(session, request.context, *outcome);
}

int tell(CliSession &session, const ActionContext &context, const ActionOutcome &outcome)
{
    if (session.format() == "json"_L1)
        CliSession::out(jsonLine(outcome, context.actionId));
    else
        CliSession::out(outcome.message);
    return exitCodeOf(outcome);
}

std::optional<qint64> positiveId(CliSession &session, const QString &option, const QString &text)
{
    static const QRegularExpression digits(u"^[0-9]{1,18}$"_s);
    if (!digits.match(text.trimmed()).hasMatch() || text.trimmed().toLongLong() <= 0) {
        session.setUsageError(
            u"%1 takes a positive whole number, not \"%2\""_s.arg(option, text.left(40)));
        return std::nullopt;
    }
    return text.trimmed().toLongLong();
}

std::optional<QString> uuid(CliSession &session, const QString &option, const QString &text)
{
    const QUuid u = QUuid::fromString(text.trimmed());
    if (u.isNull() || text.trimmed().size() > 38) {
        session.setUsageError(u"%1 takes a UUID, not \"%2\""_s.arg(option, text.left(40)));
        return std::nullopt;
    }
    return u.toString(QUuid::WithoutBraces);
}

std::optional<QString> reason(CliSession &session)
{
    const std::optional<QString> text = session.take(u"--reason"_s);
    if (!text)
        return QString();
    if (text->size() > 1000) {
        session.setUsageError(u"--reason is limited to 1000 characters"_s);
        return std::nullopt;
    }
    for (const QChar c : *text) {
        if (c.category() == QChar::Other_Control && c != u'\t') {
            session.setUsageError(u"--reason may not contain control characters"_s);
            return std::nullopt;
        }
    }
    return *text;
}

} // namespace actioncli

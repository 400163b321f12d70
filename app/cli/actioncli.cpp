#include "app/cli/actioncli.h"

#include "app/cli/clisession.h"
#include "db/databaseidentity.h"
#include "db/queries/schemaprobe.h"
#include "local/actionjournal.h"

#include <QEventLoop>
#include <QRegularExpression>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace actioncli {

std::optional<ActionContext> prepare(CliSession &session, qint64 operatorId, int &exitCode)
{
    const std::optional<QString> why = reason(session);
    if (!why || !session.noneLeft()) {
        CliSession::err(u"poolscope: "_s + session.usageError());
        exitCode = CliSession::Usage;
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
    if (session.format() == "json"_L1)
        CliSession::out(u"{\"outcome\":\"%1\",\"message\":%2,\"new_task_id\":%3,\"audited\":%4}"_s
                            .arg(outcome->resultName(),
                                 u'"'
                                     + QString(outcome->message)
                                           .replace(u'\\', u"\\\\"_s)
                                           .replace(u'"', u"\\\""_s)
                                     + u'"')
                            .arg(outcome->newTaskId)
                            .arg(outcome->audited ? u"true"_s : u"false"_s));
    else
        CliSession::out(outcome->message);
    return exitCodeOf(*outcome);
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

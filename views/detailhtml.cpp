#include "views/detailhtml.h"

#include "core/deeplink.h"
#include "core/statenames.h"
#include "models/displayformat.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace detailhtml {

namespace {

// The context is the namespace's name: the one lupdate gives a tr() call made in it.
QString tr(const char *s)
{
    return QCoreApplication::translate("detailhtml", s);
}

QString esc(const QString &value)
{
    return fmt::oneLine(value, 400).toHtmlEscaped();
}

QString link(const DeepLink &target, const QString &text)
{
    return u"<a href=\"%1\">%2</a>"_s.arg(target.toString().toHtmlEscaped(), text.toHtmlEscaped());
}

DeepLink tasksOfMessage(qint64 messageId)
{
    DeepLink l = DeepLink::list(DeepLink::Target::Tasks);
    l.messageId = messageId;
    return l;
}

QString noColumn(const char *column)
{
    return tr("not in this database (no column %1)").arg(QLatin1StringView(column));
}

class Table
{
public:
    void row(const QString &name, const QString &htmlValue)
    {
        m_html
            // A label may wrap at its spaces, so that a translated one ("Ключ
            // идемпотентности") leaves the value its room in a narrow pane.
            += u"<tr><td width=\"40%\" style=\"padding-right:8px;\"><b>%1</b></td><td>%2</td></tr>"_s
                   .arg(name.toHtmlEscaped(), htmlValue);
    }
    void text(const QString &name, const QString &value) { row(name, esc(fmt::text(value))); }
    // A database value in words (statenames), the value itself in its tooltip.
    void word(const QString &name, const QString &label, const QString &value)
    {
        const QString tip = statenames::databaseValueTip(label, value);
        const QString shown = esc(fmt::text(label));
        row(name,
            tip.isEmpty() ? shown
                          : u"<span title=\"%1\">%2</span>"_s.arg(tip.toHtmlEscaped(), shown));
    }
    void integer(const QString &name, const OptInt &value)
    {
        row(name, fmt::integer(value).toHtmlEscaped());
    }
    void time(const QString &name, const OptTime &value)
    {
        row(name,
            value ? u"%1 <span class=\"dim\">(%2)</span>"_s.arg(fmt::timestamp(value),
                                                                fmt::timestampUtc(value))
                  : fmt::null());
    }
    // A column this database does not have: said so, dimmed, rather than shown as a NULL.
    bool absent(const QString &name, const QStringList &absentColumns, const char *column)
    {
        if (!absentColumns.contains(QLatin1StringView(column)))
            return false;
        row(name, u"<span class=\"dim\">%1</span>"_s.arg(noColumn(column).toHtmlEscaped()));
        return true;
    }
    void section(const QString &title)
    {
        m_html
            += u"<tr><td colspan=\"2\" style=\"padding-top:8px;\"><b><u>%1</u></b></td></tr>"_s.arg(
                title.toHtmlEscaped());
    }
    QString html() const
    {
        return u"<table cellspacing=\"0\" cellpadding=\"1\">"_s + m_html + u"</table>"_s;
    }

private:
    QString m_html;
};

QString taskLink(const OptInt &id)
{
    return id ? link(DeepLink::task(*id), QString::number(*id)) : fmt::null();
}

} // namespace

QString task(const TaskDetail &d)
{
    const TaskRow &t = d.task;
    Table tb;
    tb.integer(tr("Task id"), t.id);
    tb.word(tr("State"), statenames::taskState(t.state), t.state);
    tb.text(tr("Kind"), t.kind);
    tb.text(tr("Job id"), t.jobId);
    tb.text(tr("Idempotency key"), t.idempotencyKey);
    tb.row(
        tr("Attempts"),
        QString(fmt::integer(t.attempts) + u" / "_s + fmt::integer(t.maxAttempts)).toHtmlEscaped());
    tb.integer(tr("Account"), t.accountId);
    tb.integer(tr("Monitor"), t.monitorId);
    if (!tb.absent(tr("Check"), d.absentColumns, "check_id"))
        tb.integer(tr("Check"), t.checkId);
    if (!tb.absent(tr("Message"), d.absentColumns, "message_id"))
        tb.row(tr("Message"),
               t.messageId ? link(DeepLink::delivery(t.messageId, std::nullopt),
                                  QString::number(*t.messageId))
                       + tr(" (its deliveries)").toHtmlEscaped()
                           : fmt::null());
    if (!tb.absent(tr("Contact"), d.absentColumns, "contact_id"))
        tb.integer(tr("Contact"), t.contactId);
    tb.time(tr("Not before"), t.notBefore);
    if (!tb.absent(tr("Deadline"), d.absentColumns, "deadline"))
        tb.time(tr("Deadline"), t.deadline);
    tb.section(tr("Lease"));
    tb.text(tr("Owner"), t.leaseOwner);
    tb.text(tr("Token"), t.leaseToken);
    tb.row(tr("Expires"),
           t.leaseExpiresAt ? esc(fmt::timestamp(t.leaseExpiresAt) + u" — "_s
                                  + fmt::countdown(t.leaseExpiresAt, d.serverNowUs))
                            : fmt::null());
    tb.section(tr("Times"));
    tb.time(tr("Created"), t.createdAt);
    tb.time(tr("Updated"), t.updatedAt);
    if (!tb.absent(tr("Succeeded"), d.absentColumns, "succeeded_at"))
        tb.time(tr("Succeeded"), t.succeededAt);
    tb.section(tr("Replay lineage"));
    if (!d.replaysUnavailable.isEmpty()) {
        tb.row(tr("Replays"), esc(d.replaysUnavailable));
    } else {
        tb.row(tr("Replay of"),
               d.replayOf ? taskLink(d.replayOf->originalTaskId)
                       + esc(tr(" by operator %1 at %2")
                                 .arg(fmt::integer(d.replayOf->operatorId),
                                      fmt::timestamp(d.replayOf->at)))
                          : tr("not a replay").toHtmlEscaped());
        tb.row(tr("Replayed as"),
               d.replayedAs ? taskLink(d.replayedAs->requeuedTaskId)
                       + esc(tr(" by operator %1 at %2")
                                 .arg(fmt::integer(d.replayedAs->operatorId),
                                      fmt::timestamp(d.replayedAs->at)))
                            : tr("not replayed").toHtmlEscaped());
    }
    tb.section(tr("Delivery attempts"));
    if (d.deliveries.isEmpty())
        tb.row(tr("Attempts"), tr("none recorded").toHtmlEscaped());
    for (const DeliveryRow &del : d.deliveries) {
        tb.row(fmt::timestamp(del.createdAt),
               esc(u"%1 · %2 · %3"_s.arg(
                   fmt::text(statenames::deliveryStatus(del.status)), fmt::text(del.workerId),
                   del.durationMs ? tr("%1 ms").arg(*del.durationMs) : fmt::null()))
                   + (del.error.isNull() ? QString() : u" — "_s + esc(del.error)));
    }
    tb.row(QString(),
           link(DeepLink::delivery(std::nullopt, t.id),
                d.moreDeliveries ? tr("All deliveries of this task…")
                                 : tr("Open in the deliveries view")));
    return tb.html();
}

QString delivery(const DeliveryDetail &d)
{
    const DeliveryRow &r = d.delivery;
    Table tb;
    tb.integer(tr("Delivery id"), r.id);
    tb.word(tr("Status"), statenames::deliveryStatus(r.status), r.status);
    tb.time(tr("Time"), r.createdAt);
    tb.text(tr("Worker"), r.workerId);
    tb.row(tr("Duration"),
           r.durationMs ? tr("%1 ms").arg(*r.durationMs).toHtmlEscaped() : fmt::null());
    tb.row(tr("Message"),
           r.messageId ? link(tasksOfMessage(*r.messageId), QString::number(*r.messageId))
                       : fmt::null());
    QString task = taskLink(r.taskId);
    if (r.taskId && !d.taskExists)
        task = esc(QString::number(*r.taskId)
                   + tr(" (the task row is gone; the audit outlives it)"));
    else if (r.taskId)
        task += esc(u" ("_s + fmt::text(statenames::taskState(d.taskState)) + u')');
    tb.row(tr("Task"), task);
    return tb.html();
}

QString alarm(const AlarmDetail &d)
{
    const AlarmDebtRow &a = d.row;
    Table tb;
    tb.row(tr("Alert"),
           esc(fmt::text(a.alertName)) + u" · "_s + link(DeepLink::alert(a.alertId), a.alertId));
    tb.word(tr("Alert state"), statenames::alertState(a.alertState), a.alertState);
    tb.integer(tr("Account"), a.accountId);
    tb.text(tr("Event"), a.eventId);
    tb.text(tr("Event kind"), a.eventKind.isNull() ? tr("(the event row is gone)") : a.eventKind);
    tb.time(tr("Event time"), d.eventCreatedAt);
    tb.section(tr("Devices subscribed to this alert"));
    for (const SubscriptionStanding &s : d.subscriptions) {
        QString standing;
        if (!s.enabled.value_or(false))
            standing = tr("disabled");
        else if (!s.hasLedgerRow)
            standing = tr("no ledger row for this event");
        else if (s.ackedAt)
            standing = tr("acked at %1").arg(fmt::timestamp(s.ackedAt));
        else
            standing = tr("owes it since %1 (%2)")
                           .arg(fmt::timestamp(s.owedSince), fmt::ago(s.owedSince, d.serverNowUs));
        const QString name = fmt::text(s.deviceLabel) + u" ("_s + fmt::text(s.platform) + u')';
        const QString seen = s.lastSeenAt
            ? tr("last seen %1").arg(fmt::ago(s.lastSeenAt, d.serverNowUs))
            : tr("never seen");
        const bool mine = s.subscriptionId == a.subscriptionId;
        tb.row(mine ? u"▸ "_s + name : name, esc(standing + u" · "_s + seen));
    }
    return tb.html();
}

QString sinkLease(const SinkLeaseRow &s, qint64 nowMs, bool canReadAllStats)
{
    Table tb;
    tb.text(tr("Feed"), s.feed);
    tb.text(tr("Sink"), s.sink);
    tb.integer(tr("Position"), s.position);
    tb.text(tr("Holder"), s.holder);
    switch (s.kind()) {
    case SinkLeaseRow::Kind::LeaseRow:
        tb.row(tr("Kind"), tr("lease row: holder and expiry on the cursor row").toHtmlEscaped());
        tb.row(tr("Expires"),
               s.expiresAtMs ? esc(fmt::timestamp(*s.expiresAtMs * 1000) + u" — "_s
                                   + fmt::countdown(*s.expiresAtMs * 1000, nowMs * 1000))
                             : fmt::null());
        break;
    case SinkLeaseRow::Kind::Advisory:
        tb.row(tr("Kind"),
               tr("advisory lock: held while the worker's session lives").toHtmlEscaped());
        if (!s.lockHeld) {
            tb.row(tr("Session"),
                   tr("gone: no session holds this sink's lock, so the holder on the row is "
                      "stale and fences the cursor against every other worker")
                       .toHtmlEscaped());
        } else if (s.sessionDetailsHidden) {
            tb.row(tr("Session"),
                   esc(tr("pid %1; details hidden (this role lacks pg_read_all_stats)")
                           .arg(s.session.pid)));
        } else {
            tb.integer(tr("Session pid"), s.session.pid);
            tb.text(tr("Application"), s.session.applicationName);
            tb.text(tr("Client address"), s.session.clientAddress);
            tb.time(tr("Backend start"), s.session.backendStart);
            tb.word(tr("State"), statenames::sessionState(s.session.state), s.session.state);
            tb.time(tr("State since"), s.session.stateChange);
        }
        if (!canReadAllStats)
            tb.row(QString(),
                   tr("Other roles' sessions show fewer details without pg_read_all_stats.")
                       .toHtmlEscaped());
        break;
    case SinkLeaseRow::Kind::Unknown:
        tb.row(tr("Kind"),
               tr("unknown (the holder id is neither pg-row: nor pg-advisory:)").toHtmlEscaped());
        break;
    }
    tb.time(tr("Updated"), s.updatedAt);
    return tb.html();
}

} // namespace detailhtml

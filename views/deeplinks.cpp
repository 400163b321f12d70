#include "views/deeplinks.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace deeplinks {

QString task(qint64 taskId)
{
    return u"poolscope://task/"_s + QString::number(taskId);
}

QString alert(const QString &alertId)
{
    return u"poolscope://alert/"_s + alertId;
}

QString delivery(const OptInt &messageId, const OptInt &taskId)
{
    QStringList items;
    if (messageId)
        items.append(u"message="_s + QString::number(*messageId));
    if (taskId)
        items.append(u"task="_s + QString::number(*taskId));
    return u"poolscope://deliveries"_s + (items.isEmpty() ? QString() : u'?' + items.join(u'&'));
}

namespace {

// "7d", "36h", "90m" or "45s": the largest unit that says it exactly.
QString duration(qint64 seconds)
{
    if (seconds % 86400 == 0)
        return QString::number(seconds / 86400) + u'd';
    if (seconds % 3600 == 0)
        return QString::number(seconds / 3600) + u'h';
    if (seconds % 60 == 0)
        return QString::number(seconds / 60) + u'm';
    return QString::number(seconds) + u's';
}

} // namespace

QString lookup(const LookupQuery &q)
{
    QString key;
    QString value = QString::number(q.number);
    bool ranged = false;
    switch (q.kind) {
    case LookupKind::MessageId:
        key = u"message"_s;
        break;
    case LookupKind::TaskId:
        key = u"task"_s;
        break;
    case LookupKind::AccountId:
        key = u"account"_s;
        ranged = true;
        break;
    case LookupKind::MonitorId:
        key = u"monitor"_s;
        ranged = true;
        break;
    case LookupKind::ContactId:
        key = u"contact"_s;
        ranged = true;
        break;
    case LookupKind::JobId:
        key = u"job"_s;
        value = q.text;
        break;
    case LookupKind::IdempotencyKey:
        key = u"key"_s;
        value = q.text;
        break;
    case LookupKind::AlertId:
        key = u"alert"_s;
        value = q.text;
        break;
    case LookupKind::SubscriptionId:
        key = u"subscription"_s;
        value = q.text;
        break;
    // Text that could be either: the input as typed, detected again when the link is opened.
    case LookupKind::JobIdOrKey:
    case LookupKind::AlertOrSubscription:
        key = u"q"_s;
        value = q.text;
        break;
    case LookupKind::Text:
        key = u"q"_s;
        value = u"text:"_s + q.text;
        break;
    }
    QString link = u"poolscope://lookup?"_s + key + u'='
        + QString::fromLatin1(QUrl::toPercentEncoding(value));
    if (ranged && !q.from && q.sinceSeconds > 0)
        link += u"&since="_s + duration(q.sinceSeconds);
    return link;
}

} // namespace deeplinks

#include "core/deeplink.h"

#include "core/lookup/lookupinput.h"
#include "core/lookup/lookupresult.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/schemalimits.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

using Target = DeepLink::Target;

struct Route
{
    Target target = Target::Tasks;
    QString name; // as written in links: "task", "deliveries", …
};

const QList<std::pair<Target, QString>> &routes()
{
    static const QList<std::pair<Target, QString>> all {
        { Target::Task, u"task"_s },     { Target::Alert, u"alert"_s },
        { Target::Tasks, u"tasks"_s },   { Target::Deliveries, u"deliveries"_s },
        { Target::Leases, u"leases"_s }, { Target::Alarms, u"alarms"_s },
        { Target::Lookup, u"lookup"_s }, { Target::Failures, u"failures"_s },
    };
    return all;
}

QString routeName(Target target)
{
    for (const auto &[t, name] : routes()) {
        if (t == target)
            return name;
    }
    return {};
}

bool isId(const QString &text)
{
    return !text.isEmpty() && text.size() <= 18
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; })
        && text.toLongLong() > 0;
}

// The names the lookup takes before a colon ("message:90001"), as poolscope://lookup keys.
bool isLookupKind(const QString &name)
{
    static const QStringList kinds { u"message"_s, u"msg"_s,     u"task"_s,    u"job"_s,
                                     u"job_id"_s,  u"key"_s,     u"account"_s, u"acct"_s,
                                     u"monitor"_s, u"contact"_s, u"alert"_s,   u"subscription"_s,
                                     u"sub"_s };
    return kinds.contains(name);
}

QString encoded(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

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

// A lookup kind's key in links, and whether the query's text (not its number) is the value.
std::pair<QString, bool> lookupKeyOf(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
        return { u"message"_s, false };
    case LookupKind::TaskId:
        return { u"task"_s, false };
    case LookupKind::AccountId:
        return { u"account"_s, false };
    case LookupKind::MonitorId:
        return { u"monitor"_s, false };
    case LookupKind::ContactId:
        return { u"contact"_s, false };
    case LookupKind::JobId:
        return { u"job"_s, true };
    case LookupKind::IdempotencyKey:
        return { u"key"_s, true };
    case LookupKind::AlertId:
        return { u"alert"_s, true };
    case LookupKind::SubscriptionId:
        return { u"subscription"_s, true };
    // Text that could be either: the input as typed, detected again when the link is opened.
    case LookupKind::JobIdOrKey:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        break;
    }
    return { u"q"_s, true };
}

// Reads one query item of a lookup link into `link`; false with *why when it cannot.
bool readLookupItem(DeepLink &link, const QString &key, const QString &value,
                    const DeepLink::ItemCheck &check, QString *why)
{
    const bool isSince = key == "since"_L1;
    // q= is the input as typed: text that could be a job id or a key, a bare UUID.
    if (!isSince && !isLookupKind(key) && key != "q"_L1) {
        *why = u"poolscope://lookup does not take \"%1\""_s.arg(key.left(40));
        return false;
    }
    if (!isSince && !link.lookupKey.isEmpty()) {
        *why = u"a lookup link names one identifier"_s;
        return false;
    }
    if (const QString wrong = check ? check(key, value) : QString(); !wrong.isEmpty()) {
        *why = key + u": "_s + wrong;
        return false;
    }
    if (isSince) {
        link.since = value.trimmed();
    } else {
        link.lookupKey = key;
        link.lookupValue = value;
    }
    return true;
}

bool readNumber(std::optional<qint64> &target, const QString &key, const QString &value,
                QString *why)
{
    if (!isId(value)) {
        *why = u"%1 takes an id, not \"%2\""_s.arg(key, value.left(40));
        return false;
    }
    target = value.toLongLong();
    return true;
}

// The dashboard's bucket bounds (created_at): microseconds since the Unix epoch.
bool readMicroseconds(std::optional<qint64> &target, const QString &key, const QString &value,
                      QString *why)
{
    bool ok = false;
    const qint64 us = value.toLongLong(&ok);
    if (!ok) {
        *why = u"%1 takes microseconds since 1970, not \"%2\""_s.arg(key, value.left(40));
        return false;
    }
    target = us;
    return true;
}

bool readOneOf(QStringList &target, const QStringList &allowed, const QString &key,
               const QString &value, QString *why)
{
    if (!allowed.contains(value)) {
        *why = u"%1 takes one of %2, not \"%3\""_s.arg(key, allowed.join(u", "_s), value.left(40));
        return false;
    }
    target.append(value);
    return true;
}

// A number of seconds, 1 to a day's multiple that still fits an int (68 years).
bool readSeconds(int &target, const QString &key, const QString &value, QString *why)
{
    if (!isId(value) || value.toLongLong() > std::numeric_limits<int>::max()) {
        *why = u"%1 takes a number of seconds, not \"%2\""_s.arg(key, value.left(40));
        return false;
    }
    target = value.toInt();
    return true;
}

// A failure group's id: 12 hex digits (CauseFilter::id), written in lower case.
bool readCause(QString &target, const QString &value, QString *why)
{
    static const QRegularExpression hex(u"^[0-9a-fA-F]{12}$"_s);
    if (!hex.match(value).hasMatch()) {
        *why = u"cause takes a failure group's id of 12 hex digits, not \"%1\""_s.arg(
            value.left(40));
        return false;
    }
    target = value.toLower();
    return true;
}

// The tasks-only keys: the filters a saved tasks view names.
std::optional<bool> readTasksItem(DeepLink &link, const QString &key, const QString &value,
                                  QString *why)
{
    if (key == "kind"_L1) {
        if (value.isEmpty() || value.size() > schemalimits::Kind) {
            *why = u"kind takes a task kind of 1 to %1 characters"_s.arg(schemalimits::Kind);
            return false;
        }
        link.kind = value;
        return true;
    }
    if (key == "account"_L1)
        return readNumber(link.accountId, key, value, why);
    if (key == "monitor"_L1)
        return readNumber(link.monitorId, key, value, why);
    if (key == "cause"_L1)
        return readCause(link.causeId, value, why);
    if (key == "failed_within"_L1)
        return readSeconds(link.failedWithinSeconds, key, value, why);
    if (key == "failed_from"_L1 || key == "failed_to"_L1)
        return readMicroseconds(key == "failed_from"_L1 ? link.failedFrom : link.failedTo, key,
                                value, why);
    return std::nullopt; // not a tasks-only key
}

// Reads one query item of a tasks, deliveries, leases, alarms or failures link into `link`.
bool readListItem(DeepLink &link, const QString &key, const QString &value, QString *why)
{
    const bool tasks = link.target == Target::Tasks;
    const bool deliveries = link.target == Target::Deliveries;
    if ((tasks || deliveries) && key == "message"_L1)
        return readNumber(link.messageId, key, value, why);
    if (deliveries && key == "task"_L1)
        return readNumber(link.ofTask, key, value, why);
    if (tasks && key == "state"_L1)
        return readOneOf(link.states, taskstate::all(), key, value, why);
    if (deliveries && key == "status"_L1)
        return readOneOf(link.statuses, deliverystatus::all(), key, value, why);
    if (deliveries && key == "worker"_L1) {
        if (value.isEmpty() || value.size() > schemalimits::WorkerId) {
            *why = u"worker takes a worker id of 1 to %1 characters"_s.arg(schemalimits::WorkerId);
            return false;
        }
        link.workerId = value;
        return true;
    }
    if ((tasks || deliveries) && (key == "from"_L1 || key == "to"_L1))
        return readMicroseconds(key == "from"_L1 ? link.createdFrom : link.createdTo, key, value,
                                why);
    if ((tasks || deliveries) && key == "within"_L1)
        return readSeconds(link.createdWithinSeconds, key, value, why);
    if (tasks) {
        if (const std::optional<bool> read = readTasksItem(link, key, value, why))
            return *read;
    }
    if (link.target == Target::Leases && key == "stuck"_L1) {
        if (value != "1"_L1) {
            *why = u"stuck takes 1, not \"%1\""_s.arg(value.left(40));
            return false;
        }
        link.stuckOnly = true;
        return true;
    }
    if (link.target == Target::Alarms && key == "older_than"_L1)
        return readSeconds(link.olderThanSeconds, key, value, why);
    if (link.target == Target::Failures && key == "since"_L1) {
        QString wrong;
        if (!lookup::parseDuration(value, &wrong)) {
            *why = u"since: "_s + wrong;
            return false;
        }
        link.since = value.trimmed();
        return true;
    }
    *why = u"poolscope://%1 does not take \"%2\""_s.arg(routeName(link.target), key.left(40));
    return false;
}

// What no single item shows: a failure window belongs to a cause, and is one kind of window.
bool causeWindowFits(const DeepLink &link, QString *why)
{
    const bool span = link.failedFrom || link.failedTo;
    if (link.causeId.isEmpty() && (span || link.failedWithinSeconds > 0)) {
        *why = u"failed_within, failed_from and failed_to bound a cause: it names no cause"_s;
        return false;
    }
    if (span && link.failedWithinSeconds > 0) {
        *why = u"it names failed_within and failed_from/failed_to: one window or the other"_s;
        return false;
    }
    return true;
}

bool readItems(DeepLink &link, const QList<std::pair<QString, QString>> &items,
               const DeepLink::ItemCheck &check, QString *why)
{
    QStringList seen;
    for (const auto &[key, value] : items) {
        // The dashboard's links name several states or statuses: those keys may repeat.
        const bool repeatable = (link.target == Target::Tasks && key == "state"_L1)
            || (link.target == Target::Deliveries && key == "status"_L1);
        if (seen.contains(key) && !repeatable) {
            *why = u"it names %1 twice"_s.arg(key.left(40));
            return false;
        }
        seen.append(key);
        const bool ok = link.target == Target::Lookup ? readLookupItem(link, key, value, check, why)
                                                      : readListItem(link, key, value, why);
        if (!ok)
            return false;
    }
    if (link.target == Target::Lookup && link.lookupKey.isEmpty()) {
        *why = u"poolscope://lookup names what to look up, e.g. ?message=90001"_s;
        return false;
    }
    return causeWindowFits(link, why);
}

// The path of a link: "task/123" from poolscope://task/123 (its host) or poolscope:task/123.
std::optional<QString> routeOf(const QUrl &url, QString *why)
{
    if (!url.isValid() || url.scheme().compare("poolscope"_L1, Qt::CaseInsensitive) != 0) {
        *why = u"it is not a well-formed poolscope: URL"_s;
        return std::nullopt;
    }
    if (!url.userInfo().isEmpty() || url.port() != -1 || url.hasFragment()) {
        *why = u"it has a user, port or fragment"_s;
        return std::nullopt;
    }
    QString route = url.host() + url.path(QUrl::FullyDecoded);
    while (route.startsWith(u'/'))
        route.remove(0, 1);
    while (route.endsWith(u'/'))
        route.chop(1);
    if (route.isEmpty()) {
        *why = u"it names nothing to open"_s;
        return std::nullopt;
    }
    return route;
}

std::optional<DeepLink> read(const QString &text, const DeepLink::ItemCheck &check, QString *why)
{
    const QUrl url(text, QUrl::StrictMode);
    const std::optional<QString> route = routeOf(url, why);
    if (!route)
        return std::nullopt;
    const QString head = route->section(u'/', 0, 0).toLower();
    const QString rest = route->section(u'/', 1);
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    if (head == "task"_L1) {
        if (!isId(rest) || !items.isEmpty()) {
            *why = u"poolscope://task/ID takes one task id and no query"_s;
            return std::nullopt;
        }
        return DeepLink::task(rest.toLongLong());
    }
    if (head == "alert"_L1) {
        const QUuid alert = QUuid::fromString(rest);
        if (alert.isNull() || !items.isEmpty()) {
            *why = u"poolscope://alert/UUID takes one alert UUID and no query"_s;
            return std::nullopt;
        }
        return DeepLink::alert(alert.toString(QUuid::WithoutBraces));
    }
    const auto known = std::find_if(routes().begin(), routes().end(),
                                    [&](const auto &r) { return r.second == head; });
    if (!rest.isEmpty() || known == routes().end()) {
        *why = u"\"%1\" is not a link PoolScope follows"_s.arg(route->left(40));
        return std::nullopt;
    }
    DeepLink link = DeepLink::list(known->first);
    if (!readItems(link, items, check, why))
        return std::nullopt;
    return link;
}

QStringList queryItems(const DeepLink &l)
{
    QStringList items;
    if (l.target == Target::Lookup) {
        if (!l.lookupKey.isEmpty())
            items.append(l.lookupKey + u'=' + encoded(l.lookupValue));
        if (!l.since.isEmpty())
            items.append(u"since="_s + encoded(l.since));
        return items;
    }
    auto number = [&](const char *key, std::optional<qint64> value) {
        if (value)
            items.append(QLatin1StringView(key) + u'=' + QString::number(*value));
    };
    number("message", l.messageId);
    number("task", l.ofTask);
    for (const QString &state : l.states)
        items.append(u"state="_s + encoded(state));
    for (const QString &status : l.statuses)
        items.append(u"status="_s + encoded(status));
    if (!l.workerId.isNull())
        items.append(u"worker="_s + encoded(l.workerId));
    number("from", l.createdFrom);
    number("to", l.createdTo);
    if (!l.kind.isNull())
        items.append(u"kind="_s + encoded(l.kind));
    number("account", l.accountId);
    number("monitor", l.monitorId);
    auto seconds = [&](const char *key, int value) {
        if (value > 0)
            items.append(QLatin1StringView(key) + u'=' + QString::number(value));
    };
    seconds("within", l.createdWithinSeconds);
    if (!l.causeId.isEmpty())
        items.append(u"cause="_s + l.causeId);
    seconds("failed_within", l.failedWithinSeconds);
    number("failed_from", l.failedFrom);
    number("failed_to", l.failedTo);
    if (l.stuckOnly)
        items.append(u"stuck=1"_s);
    seconds("older_than", l.olderThanSeconds);
    if (!l.since.isEmpty())
        items.append(u"since="_s + encoded(l.since));
    return items;
}

} // namespace

DeepLink DeepLink::task(qint64 taskId)
{
    DeepLink l;
    l.target = Target::Task;
    l.taskId = taskId;
    return l;
}

DeepLink DeepLink::alert(const QString &alertId)
{
    DeepLink l;
    l.target = Target::Alert;
    l.alertId = alertId;
    return l;
}

DeepLink DeepLink::list(Target target)
{
    DeepLink l;
    l.target = target;
    return l;
}

DeepLink DeepLink::delivery(std::optional<qint64> messageId, std::optional<qint64> taskId)
{
    DeepLink l = list(Target::Deliveries);
    l.messageId = messageId;
    l.ofTask = taskId;
    return l;
}

DeepLink DeepLink::lookup(const LookupQuery &q)
{
    const auto [key, textual] = lookupKeyOf(q.kind);
    DeepLink l = list(Target::Lookup);
    l.lookupKey = key;
    l.lookupValue = textual ? q.text : QString::number(q.number);
    if (q.kind == LookupKind::Text)
        l.lookupValue = u"text:"_s + q.text;
    const bool ranged = q.kind == LookupKind::AccountId || q.kind == LookupKind::MonitorId
        || q.kind == LookupKind::ContactId;
    if (ranged && !q.from && q.sinceSeconds > 0)
        l.since = duration(q.sinceSeconds);
    return l;
}

DeepLink DeepLink::failures(int withinSeconds)
{
    DeepLink l = list(Target::Failures);
    if (withinSeconds > 0)
        l.since = duration(withinSeconds);
    return l;
}

std::optional<DeepLink> DeepLink::parse(const QString &text, QString *error,
                                        const ItemCheck &lookupCheck)
{
    QString why;
    std::optional<DeepLink> link = read(text, lookupCheck, &why);
    if (!link && error) {
        const QString shown = text.size() > 80 ? text.left(80) + u'…' : text;
        *error = u"cannot follow %1: %2"_s.arg(shown, why); // --help lists the links
    }
    return link;
}

QString DeepLink::toString() const
{
    QString text = u"poolscope://"_s + routeName(target);
    if (target == Target::Task)
        return text + u'/' + QString::number(taskId);
    if (target == Target::Alert)
        return text + u'/' + alertId;
    const QStringList items = queryItems(*this);
    return items.isEmpty() ? text : text + u'?' + items.join(u'&');
}

QString DeepLink::view() const
{
    switch (target) {
    case Target::Task:
        return u"tasks"_s;
    case Target::Alert:
        return u"alarms"_s;
    case Target::Tasks:
    case Target::Deliveries:
    case Target::Leases:
    case Target::Alarms:
    case Target::Lookup:
    case Target::Failures:
        return routeName(target);
    }
    Q_UNREACHABLE();
    return routeName(target);
}

QString DeepLink::lookupInput() const
{
    return lookupKey == "q"_L1 ? lookupValue : lookupKey + u':' + lookupValue;
}

#include "app/options.h"
#include "core/deeplink.h"
#include "core/savedview.h"
#include "db/lookup/lookupquery.h"

#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(DeepLink)
Q_DECLARE_METATYPE(TaskFilter)

// DeepLink, the one grammar of poolscope: links: the links "Copy link" makes, read back by
// parseLink (what `poolscope LINK` runs), name the same thing after the round trip; the links
// the dashboard's clicks and the detail pane make, in both spellings, read the same.
class tst_DeepLinks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copiedLinksParseBack_data();
    void copiedLinksParseBack();
    void lookupLinksNameTheSameQuery_data();
    void lookupLinksNameTheSameQuery();
    void dashboardLinksParse_data();
    void dashboardLinksParse();
    void badListLinks_data();
    void badListLinks();
    void bothSpellingsNameTheSameLink_data();
    void bothSpellingsNameTheSameLink();
    void everyFieldRoundTrips();
    void grammarAloneLeavesLookupValuesToTheCheck();
    void savedViewLinksRoundTrip_data();
    void savedViewLinksRoundTrip();
    void presetsRoundTrip_data();
    void presetsRoundTrip();
    void badSavedViewLinks_data();
    void badSavedViewLinks();
    void filtersRoundTripThroughTheirLinks_data();
    void filtersRoundTripThroughTheirLinks();
    void aLinkClearsWhatItDoesNotName();
};

namespace {

// The link as the console follows it (canonical spelling), and its view; empty on error.
QString parse(const QString &link, QString *view, QString *error)
{
    const std::optional<DeepLink> parsed = parseLink(link, error);
    *view = parsed ? parsed->view() : QString();
    return parsed ? parsed->toString() : QString();
}

// The URL the dashboard built for a click before DeepLink, as a desktop may still hand it on.
QString dashboardLink(const QString &path, const QList<std::pair<QString, QString>> &items = {})
{
    QUrl url;
    url.setScheme(u"poolscope"_s);
    url.setPath(path);
    QUrlQuery query;
    for (const auto &[key, value] : items)
        query.addQueryItem(key, value);
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded); // as a desktop hands a URL on
}

} // namespace

void tst_DeepLinks::copiedLinksParseBack_data()
{
    QTest::addColumn<QString>("copied");
    QTest::addColumn<QString>("link"); // as it is written on the clipboard
    QTest::addColumn<QString>("view");
    auto row
        = [](const char *name, const DeepLink &link, const QString &text, const QString &view) {
              QTest::newRow(name) << link.toString() << text << view;
          };
    row("task", DeepLink::task(123), u"poolscope://task/123"_s, u"tasks"_s);
    row("big task id", DeepLink::task(9007199254740993), u"poolscope://task/9007199254740993"_s,
        u"tasks"_s);
    row("alert", DeepLink::alert(u"00000000-0000-0000-0000-0000000000a1"_s),
        u"poolscope://alert/00000000-0000-0000-0000-0000000000a1"_s, u"alarms"_s);
    row("delivery", DeepLink::delivery(90001, 17),
        u"poolscope://deliveries?message=90001&task=17"_s, u"deliveries"_s);
    row("delivery without message", DeepLink::delivery(std::nullopt, 17),
        u"poolscope://deliveries?task=17"_s, u"deliveries"_s);
    row("delivery of nothing", DeepLink::delivery(std::nullopt, std::nullopt),
        u"poolscope://deliveries"_s, u"deliveries"_s);
    row("sink leases", DeepLink::list(DeepLink::Target::Leases), u"poolscope://leases"_s,
        u"leases"_s);
}

void tst_DeepLinks::copiedLinksParseBack()
{
    QFETCH(QString, copied);
    QFETCH(QString, link);
    QFETCH(QString, view);
    QCOMPARE(copied, link);
    QString error;
    QString gotView;
    QCOMPARE(parse(copied, &gotView, &error), link);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(gotView, view);
    // And through the command line, as the desktop file's Exec=poolscope %u runs it.
    const Options o = parseOptions({ u"poolscope"_s, copied });
    QCOMPARE(o.mode, Options::Mode::Gui);
    QCOMPARE(o.link, DeepLink::parse(copied));
}

void tst_DeepLinks::lookupLinksNameTheSameQuery_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("number");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("since");
    QTest::addColumn<QString>("copied");
    auto row = [](const char *name, LookupKind kind, qint64 number, const QString &text,
                  qint64 since, const QString &copied) {
        QTest::newRow(name) << int(kind) << number << text << since << copied;
    };
    row("message", LookupKind::MessageId, 90001, {}, 0, u"poolscope://lookup?message=90001"_s);
    row("task", LookupKind::TaskId, 12, {}, 0, u"poolscope://lookup?task=12"_s);
    row("account, a week", LookupKind::AccountId, 7, {}, 7 * 86400,
        u"poolscope://lookup?account=7&since=7d"_s);
    row("monitor, 36 hours", LookupKind::MonitorId, 8, {}, 36 * 3600,
        u"poolscope://lookup?monitor=8&since=36h"_s);
    row("contact, 90 s", LookupKind::ContactId, 9, {}, 90,
        u"poolscope://lookup?contact=9&since=90s"_s);
    row("job id", LookupKind::JobId, 0, u"nightly run&more=1"_s, 0,
        u"poolscope://lookup?job=nightly%20run%26more%3D1"_s);
    row("key", LookupKind::IdempotencyKey, 0, u"evt-1/ü"_s, 0,
        u"poolscope://lookup?key=evt-1%2F%C3%BC"_s);
    row("job id or key", LookupKind::JobIdOrKey, 0, u"order-42"_s, 0,
        u"poolscope://lookup?q=order-42"_s);
    row("alert", LookupKind::AlertId, 0, u"00000000-0000-0000-0000-0000000000a1"_s, 0,
        u"poolscope://lookup?alert=00000000-0000-0000-0000-0000000000a1"_s);
    row("alert or subscription", LookupKind::AlertOrSubscription, 0,
        u"00000000-0000-0000-0000-0000000000a1"_s, 0,
        u"poolscope://lookup?q=00000000-0000-0000-0000-0000000000a1"_s);
}

void tst_DeepLinks::lookupLinksNameTheSameQuery()
{
    QFETCH(int, kind);
    QFETCH(qint64, number);
    QFETCH(QString, text);
    QFETCH(qint64, since);
    QFETCH(QString, copied);
    LookupQuery q;
    q.kind = LookupKind(kind);
    q.number = number;
    q.text = text;
    q.sinceSeconds = since > 0 ? since : q.sinceSeconds;
    const QString link = DeepLink::lookup(q).toString();
    if (since > 0)
        QCOMPARE(link, copied);
    else
        QCOMPARE(link.section(u'&', 0, 0), copied); // exact kinds carry no range
    QString error;
    const std::optional<DeepLink> opened = parseLink(link, &error);
    QVERIFY2(opened, qPrintable(error));
    QCOMPARE(opened->view(), u"lookup"_s);
    QCOMPARE(*opened, DeepLink::lookup(q));
    // What openLink does with it: the identifier as "kind:value" (q: the value alone).
    const lookup::ParsedInput parsed = lookup::parseInput(opened->lookupInput());
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    const LookupQuery back = parsed.query();
    QCOMPARE(int(back.kind), kind);
    QCOMPARE(back.number, number);
    QCOMPARE(back.text, text);
    if (since > 0)
        QCOMPARE(lookup::parseDuration(opened->since), std::optional<qint64>(since));
}

void tst_DeepLinks::dashboardLinksParse_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("view");
    QTest::newRow("tasks in a state") << dashboardLink(u"tasks"_s, { { u"state"_s, u"dead"_s } })
                                      << u"poolscope://tasks?state=dead"_s << u"tasks"_s;
    QTest::newRow("the ready queue")
        << dashboardLink(u"tasks"_s,
                         { { u"state"_s, u"queued"_s }, { u"state"_s, u"failed_retry"_s } })
        << u"poolscope://tasks?state=queued&state=failed_retry"_s << u"tasks"_s;
    QTest::newRow("enqueued bucket")
        << dashboardLink(
               u"tasks"_s,
               { { u"from"_s, u"1732870800000000"_s }, { u"to"_s, u"1732871700000000"_s } })
        << u"poolscope://tasks?from=1732870800000000&to=1732871700000000"_s << u"tasks"_s;
    QTest::newRow("leases") << dashboardLink(u"leases"_s) << u"poolscope://leases"_s << u"leases"_s;
    QTest::newRow("alarms") << dashboardLink(u"alarms"_s) << u"poolscope://alarms"_s << u"alarms"_s;
    QTest::newRow("alarms, // form")
        << u"poolscope://alarms"_s << u"poolscope://alarms"_s << u"alarms"_s;
    QTest::newRow("outcome bucket")
        << dashboardLink(u"deliveries"_s,
                         { { u"status"_s, u"permanent"_s },
                           { u"from"_s, u"1732870800000000"_s },
                           { u"to"_s, u"1732871700000000"_s } })
        << u"poolscope://deliveries?status=permanent&from=1732870800000000&to=1732871700000000"_s
        << u"deliveries"_s;
    QTest::newRow("worker durations")
        << dashboardLink(
               u"deliveries"_s,
               { { u"worker"_s, u"worker 7&b"_s }, { u"from"_s, u"1"_s }, { u"to"_s, u"2"_s } })
        << u"poolscope://deliveries?worker=worker%207%26b&from=1&to=2"_s << u"deliveries"_s;
    QTest::newRow("two statuses") << u"poolscope://deliveries?status=partial&status=retryable"_s
                                  << u"poolscope://deliveries?status=partial&status=retryable"_s
                                  << u"deliveries"_s;
}

void tst_DeepLinks::dashboardLinksParse()
{
    QFETCH(QString, argument);
    QFETCH(QString, link);
    QFETCH(QString, view);
    QString error;
    QString gotView;
    QCOMPARE(parse(argument, &gotView, &error), link);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(gotView, view);
    // What openLink reads from it: the same values, decoded.
    const QUrlQuery in((QUrl(argument)));
    const QUrlQuery out((QUrl(link)));
    for (const auto &[key, value] : in.queryItems(QUrl::FullyDecoded))
        QVERIFY(out.allQueryItemValues(key, QUrl::FullyDecoded).contains(value));
}

void tst_DeepLinks::badListLinks_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("why");
    QTest::newRow("unknown state")
        << u"poolscope://tasks?state=sleeping"_s << u"state takes one of"_s;
    QTest::newRow("unknown status")
        << u"poolscope://deliveries?status=lost"_s << u"status takes one of"_s;
    QTest::newRow("from not a number")
        << u"poolscope://deliveries?from=yesterday"_s << u"from takes microseconds"_s;
    QTest::newRow("tasks: to not a number")
        << u"poolscope://tasks?to=now"_s << u"to takes microseconds"_s;
    QTest::newRow("empty worker") << u"poolscope://deliveries?worker="_s
                                  << u"worker takes a worker id"_s;
    QTest::newRow("worker too long") << u"poolscope://deliveries?worker="_s + QString(200, u'w')
                                     << u"worker takes a worker id"_s;
    QTest::newRow("leases with a query")
        << u"poolscope://leases?task=1"_s << u"poolscope://leases does not take \"task\""_s;
    QTest::newRow("alarms with a path")
        << u"poolscope://alarms/1"_s << u"is not a link PoolScope follows"_s;
    QTest::newRow("from twice") << u"poolscope://deliveries?from=1&from=2"_s
                                << u"it names from twice"_s;
    QTest::newRow("state on deliveries")
        << u"poolscope://deliveries?state=dead"_s << u"does not take \"state\""_s;
    QTest::newRow("q and message")
        << u"poolscope://lookup?q=abc&message=1"_s << u"a lookup link names one identifier"_s;
}

void tst_DeepLinks::badListLinks()
{
    QFETCH(QString, argument);
    QFETCH(QString, why);
    QString error;
    QString view;
    QVERIFY(parse(argument, &view, &error).isEmpty());
    QVERIFY2(error.contains(why), qPrintable(error));
}

void tst_DeepLinks::bothSpellingsNameTheSameLink_data()
{
    QTest::addColumn<QString>("hierarchical"); // poolscope://…, as links are copied
    QTest::addColumn<QString>("opaque"); // poolscope:…, as the detail pane once wrote them
    QTest::newRow("task") << u"poolscope://task/4"_s << u"poolscope:task/4"_s;
    QTest::newRow("alert") << u"poolscope://alert/FFFFFFFF-0000-0000-0000-000000000000"_s
                           << u"poolscope:alert/ffffffff-0000-0000-0000-000000000000"_s;
    QTest::newRow("deliveries of a task")
        << u"poolscope://deliveries?task=1"_s << u"poolscope:deliveries?task=1"_s;
    QTest::newRow("tasks of a message")
        << u"poolscope://tasks?message=9"_s << u"poolscope:tasks?message=9"_s;
    QTest::newRow("lookup") << u"poolscope://lookup/?q=order-42&since=2d"_s
                            << u"poolscope:lookup?q=order-42&since=2d"_s;
}

void tst_DeepLinks::bothSpellingsNameTheSameLink()
{
    QFETCH(QString, hierarchical);
    QFETCH(QString, opaque);
    QString error;
    const std::optional<DeepLink> a = DeepLink::parse(hierarchical, &error);
    QVERIFY2(a, qPrintable(error));
    QCOMPARE(DeepLink::parse(opaque, &error), a);
    QVERIFY(a->toString().startsWith(u"poolscope://"_s));
    QCOMPARE(DeepLink::parse(a->toString()), a);
}

void tst_DeepLinks::everyFieldRoundTrips()
{
    DeepLink deliveries = DeepLink::delivery(90001, 17);
    deliveries.statuses = QStringList { u"partial"_s, u"retryable"_s };
    deliveries.workerId = u"worker 7&b/ü"_s;
    deliveries.createdFrom = 1732870800000000;
    deliveries.createdTo = -5; // before 1970 is still a bound
    QCOMPARE(deliveries.toString(),
             u"poolscope://deliveries?message=90001&task=17&status=partial&status=retryable"
             "&worker=worker%207%26b%2F%C3%BC&from=1732870800000000&to=-5"_s);
    QCOMPARE(DeepLink::parse(deliveries.toString()), deliveries);

    DeepLink tasks = DeepLink::list(DeepLink::Target::Tasks);
    tasks.messageId = 3;
    tasks.states = QStringList { u"queued"_s, u"dead"_s };
    tasks.createdFrom = 1;
    QCOMPARE(tasks.toString(), u"poolscope://tasks?message=3&state=queued&state=dead&from=1"_s);
    QCOMPARE(DeepLink::parse(tasks.toString()), tasks);
    QCOMPARE(tasks.view(), u"tasks"_s);

    DeepLink lookup = DeepLink::list(DeepLink::Target::Lookup);
    lookup.lookupKey = u"key"_s;
    lookup.lookupValue = u"a+b c=d#e"_s;
    lookup.since = u"1w 2d"_s;
    QCOMPARE(DeepLink::parse(lookup.toString()), lookup);
    QCOMPARE(lookup.lookupInput(), u"key:a+b c=d#e"_s);
    QCOMPARE(DeepLink::list(DeepLink::Target::Alarms).toString(), u"poolscope://alarms"_s);
}

void tst_DeepLinks::grammarAloneLeavesLookupValuesToTheCheck()
{
    // Without a check, the grammar takes any identifier; the lookup's parser judges it.
    QString error;
    const auto raw = DeepLink::parse(u"poolscope://lookup?message=abc&since=soon"_s, &error);
    QVERIFY2(raw, qPrintable(error));
    QCOMPARE(raw->lookupInput(), u"message:abc"_s);
    QCOMPARE(raw->since, u"soon"_s);
    // The check sees each lookup item in order, and its answer is the reason given.
    QStringList seen;
    const auto checked
        = DeepLink::parse(u"poolscope://lookup?since=7d&message=abc"_s, &error,
                          [&](const QString &key, const QString &value) {
                              seen.append(key + u'=' + value);
                              return key == "message"_L1 ? u"not a number"_s : QString();
                          });
    QVERIFY(!checked);
    QCOMPARE(seen, QStringList({ u"since=7d"_s, u"message=abc"_s }));
    QCOMPARE(error,
             u"cannot follow poolscope://lookup?since=7d&message=abc: message: not a number"_s);
    // A list link's values are the grammar's own: no check is asked.
    QVERIFY(!DeepLink::parse(u"poolscope://tasks?state=sleeping"_s, &error));
    QVERIFY2(error.endsWith(u"state takes one of queued, leased, failed_retry, dead, failed_perm, "
                            "succeeded, not \"sleeping\""_s),
             qPrintable(error));
    // Long links are shortened in the message.
    QVERIFY(!DeepLink::parse(u"poolscope://nosuch/"_s + QString(200, u'x'), &error));
    QVERIFY(error.startsWith(u"cannot follow poolscope://nosuch/"_s));
    QVERIFY(error.size() < 200);
}

// What a saved view stores: each filter the grammar names, written and read back to the same
// value, through the command line as a runbook's link reaches the console.
void tst_DeepLinks::savedViewLinksRoundTrip_data()
{
    QTest::addColumn<DeepLink>("link");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("view");
    using Target = DeepLink::Target;
    auto tasks = [] {
        return DeepLink::list(Target::Tasks);
    };
    DeepLink l = tasks();
    l.kind = u"notification"_s;
    QTest::newRow("kind") << l << u"poolscope://tasks?kind=notification"_s << u"tasks"_s;
    l = tasks();
    l.kind = u"odd kind&=/ü"_s; // any text a database holds
    QTest::newRow("kind, escaped")
        << l << u"poolscope://tasks?kind=odd%20kind%26%3D%2F%C3%BC"_s << u"tasks"_s;
    l = tasks();
    l.accountId = 7;
    QTest::newRow("account") << l << u"poolscope://tasks?account=7"_s << u"tasks"_s;
    l = tasks();
    l.monitorId = 8;
    QTest::newRow("monitor") << l << u"poolscope://tasks?monitor=8"_s << u"tasks"_s;
    l = tasks();
    l.createdWithinSeconds = 86400;
    QTest::newRow("within") << l << u"poolscope://tasks?within=86400"_s << u"tasks"_s;
    l = tasks();
    l.causeId = u"0123456789ab"_s;
    QTest::newRow("cause, any time")
        << l << u"poolscope://tasks?cause=0123456789ab"_s << u"tasks"_s;
    l.failedWithinSeconds = 3600;
    QTest::newRow("cause, last hour")
        << l << u"poolscope://tasks?cause=0123456789ab&failed_within=3600"_s << u"tasks"_s;
    l.failedWithinSeconds = 0;
    l.failedFrom = 1732870800000000;
    l.failedTo = 1732871700000000;
    QTest::newRow("cause, a span")
        << l
        << u"poolscope://tasks?cause=0123456789ab&failed_from=1732870800000000"
           "&failed_to=1732871700000000"_s
        << u"tasks"_s;
    l = tasks();
    l.states = { u"dead"_s, u"failed_perm"_s };
    l.kind = u"check"_s;
    l.accountId = 42;
    l.monitorId = 9;
    l.createdWithinSeconds = 3600;
    l.causeId = u"abcdefabcdef"_s;
    l.failedWithinSeconds = 7200;
    QTest::newRow("every tasks filter")
        << l
        << u"poolscope://tasks?state=dead&state=failed_perm&kind=check&account=42&monitor=9"
           "&within=3600&cause=abcdefabcdef&failed_within=7200"_s
        << u"tasks"_s;
    DeepLink d = DeepLink::list(Target::Deliveries);
    d.createdWithinSeconds = 604800;
    d.statuses = { u"permanent"_s };
    QTest::newRow("deliveries within")
        << d << u"poolscope://deliveries?status=permanent&within=604800"_s << u"deliveries"_s;
    DeepLink leases = DeepLink::list(Target::Leases);
    leases.stuckOnly = true;
    QTest::newRow("stuck leases") << leases << u"poolscope://leases?stuck=1"_s << u"leases"_s;
    DeepLink alarms = DeepLink::list(Target::Alarms);
    alarms.olderThanSeconds = 3600;
    QTest::newRow("owed alarms older than an hour")
        << alarms << u"poolscope://alarms?older_than=3600"_s << u"alarms"_s;
    DeepLink failures = DeepLink::list(Target::Failures);
    QTest::newRow("failures") << failures << u"poolscope://failures"_s << u"failures"_s;
    failures.since = u"2h"_s;
    QTest::newRow("failures since")
        << failures << u"poolscope://failures?since=2h"_s << u"failures"_s;
}

void tst_DeepLinks::savedViewLinksRoundTrip()
{
    QFETCH(DeepLink, link);
    QFETCH(QString, text);
    QFETCH(QString, view);
    QCOMPARE(link.toString(), text);
    QString error;
    const std::optional<DeepLink> back = DeepLink::parse(text, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, link);
    QCOMPARE(back->view(), view);
    // The other spelling reads the same.
    QCOMPARE(DeepLink::parse(QString(text).replace(u"poolscope://"_s, u"poolscope:"_s)), back);
    const Options o = parseOptions({ u"poolscope"_s, text });
    QCOMPARE(o.mode, Options::Mode::Gui);
    QCOMPARE(o.link, back);
}

void tst_DeepLinks::presetsRoundTrip_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("view");
    QTest::newRow("dead in the last 24 h")
        << int(SavedViewPreset::DeadLastDay) << u"poolscope://tasks?state=dead&within=86400"_s
        << u"tasks"_s;
    QTest::newRow("stuck leases") << int(SavedViewPreset::StuckLeases)
                                  << u"poolscope://leases?stuck=1"_s << u"leases"_s;
    QTest::newRow("owed alarms older than 1 h")
        << int(SavedViewPreset::OwedAlarmsOverHour) << u"poolscope://alarms?older_than=3600"_s
        << u"alarms"_s;
    QTest::newRow("failure groups of the last hour")
        << int(SavedViewPreset::FailuresLastHour) << u"poolscope://failures?since=1h"_s
        << u"failures"_s;
    QCOMPARE(savedview::presets().size(), 4); // a new preset gets a row here
    QCOMPARE(DeepLink::failures(7200).toString(), u"poolscope://failures?since=2h"_s);
    QCOMPARE(DeepLink::failures(5400).toString(), u"poolscope://failures?since=90m"_s);
    QCOMPARE(DeepLink::parse(DeepLink::failures(86400).toString()), DeepLink::failures(86400));
}

void tst_DeepLinks::presetsRoundTrip()
{
    QFETCH(int, preset);
    QFETCH(QString, text);
    QFETCH(QString, view);
    const DeepLink link = savedview::presetLink(SavedViewPreset(preset));
    QCOMPARE(link.toString(), text);
    QString error;
    QCOMPARE(parseLink(text, &error), std::optional<DeepLink>(link));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(link.view(), view);
}

void tst_DeepLinks::badSavedViewLinks_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("why");
    QTest::newRow("cause too short") << u"poolscope://tasks?cause=0123456789a"_s
                                     << u"cause takes a failure group's id of 12 hex digits"_s;
    QTest::newRow("cause not hex") << u"poolscope://tasks?cause=0123456789ag"_s
                                   << u"cause takes a failure group's id of 12 hex digits"_s;
    QTest::newRow("failed_within without a cause")
        << u"poolscope://tasks?failed_within=60"_s << u"it names no cause"_s;
    QTest::newRow("failed_from without a cause")
        << u"poolscope://tasks?failed_from=1"_s << u"it names no cause"_s;
    QTest::newRow("two failure windows")
        << u"poolscope://tasks?cause=0123456789ab&failed_within=60&failed_to=5"_s
        << u"one window or the other"_s;
    QTest::newRow("failed_to not a number")
        << u"poolscope://tasks?cause=0123456789ab&failed_to=now"_s
        << u"failed_to takes microseconds"_s;
    QTest::newRow("within zero") << u"poolscope://tasks?within=0"_s
                                 << u"within takes a number of seconds"_s;
    QTest::newRow("within past an int")
        << u"poolscope://tasks?within=99999999999"_s << u"within takes a number of seconds"_s;
    QTest::newRow("empty kind") << u"poolscope://tasks?kind="_s << u"kind takes a task kind"_s;
    QTest::newRow("kind too long")
        << u"poolscope://tasks?kind="_s + QString(33, u'k') << u"kind takes a task kind"_s;
    QTest::newRow("account not an id")
        << u"poolscope://tasks?account=-1"_s << u"account takes an id"_s;
    QTest::newRow("kind twice") << u"poolscope://tasks?kind=a&kind=b"_s << u"it names kind twice"_s;
    QTest::newRow("kind on deliveries")
        << u"poolscope://deliveries?kind=check"_s << u"does not take \"kind\""_s;
    QTest::newRow("cause on deliveries")
        << u"poolscope://deliveries?cause=0123456789ab"_s << u"does not take \"cause\""_s;
    QTest::newRow("stuck=2") << u"poolscope://leases?stuck=2"_s << u"stuck takes 1"_s;
    QTest::newRow("stuck on alarms")
        << u"poolscope://alarms?stuck=1"_s << u"does not take \"stuck\""_s;
    QTest::newRow("older_than not a number")
        << u"poolscope://alarms?older_than=1h"_s << u"older_than takes a number of seconds"_s;
    QTest::newRow("failures since soon") << u"poolscope://failures?since=soon"_s << u"since: "_s;
    QTest::newRow("failures with a path")
        << u"poolscope://failures/1"_s << u"is not a link PoolScope follows"_s;
}

void tst_DeepLinks::badSavedViewLinks()
{
    QFETCH(QString, argument);
    QFETCH(QString, why);
    QString error;
    QVERIFY(!DeepLink::parse(argument, &error));
    QVERIFY2(error.contains(why), qPrintable(error));
    // The command line refuses it the same way.
    const Options o = parseOptions({ u"poolscope"_s, argument });
    QCOMPARE(o.mode, Options::Mode::Error);
}

// A view's filter becomes its link and comes back from it unchanged: what a saved view and a
// copied "link of current view" rest on.
void tst_DeepLinks::filtersRoundTripThroughTheirLinks_data()
{
    QTest::addColumn<TaskFilter>("filter");
    TaskFilter f;
    QTest::newRow("no filter") << f;
    f.states = { u"queued"_s, u"dead"_s }; // in the chips' order, as the bar gives them
    QTest::newRow("states") << f;
    f.kind = u"server_metric"_s;
    f.accountId = 12;
    f.monitorId = 34;
    f.createdWithinSeconds = 604800;
    QTest::newRow("states, kind, account, monitor, a week") << f;
    f.createdWithinSeconds = 0;
    f.createdFrom = 1000;
    f.createdTo = 2000;
    QTest::newRow("a fixed span") << f;
    CauseFilter cause;
    cause.id = u"00ff00ff00ff"_s;
    cause.withinSeconds = 3600;
    f.cause = cause;
    QTest::newRow("with a failure group") << f;
    cause.withinSeconds = 0;
    cause.from = 5;
    cause.to = 6;
    f.cause = cause;
    QTest::newRow("with a failure group's span") << f;
    TaskFilter m;
    m.search = TaskSearch::MessageId;
    m.searchText = u"90001"_s;
    m.states = { u"dead"_s };
    QTest::newRow("a message's tasks") << m;
    TaskFilter t;
    t.search = TaskSearch::TaskId;
    t.searchText = u"123"_s;
    QTest::newRow("one task") << t;
}

void tst_DeepLinks::filtersRoundTripThroughTheirLinks()
{
    QFETCH(TaskFilter, filter);
    const QString text = savedview::tasksLink(filter).toString();
    QString error;
    const std::optional<DeepLink> back = parseLink(text, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(savedview::taskFilter(*back), filter);

    DeliveryFilter d;
    d.statuses = { u"partial"_s };
    d.workerId = u"w 1"_s;
    d.createdWithinSeconds = 3600;
    d.messageId = 9;
    d.taskId = 10;
    const auto dBack = DeepLink::parse(savedview::deliveriesLink(d).toString());
    QVERIFY(dBack);
    QCOMPARE(savedview::deliveryFilter(*dBack), d);
}

void tst_DeepLinks::aLinkClearsWhatItDoesNotName()
{
    // A search the grammar cannot name (a job id, a key) is not in the link: opening the link
    // shows the filters it names and nothing else.
    TaskFilter f;
    f.states = { u"dead"_s };
    f.search = TaskSearch::JobIdOrKey;
    f.searchText = u"order-42"_s;
    const DeepLink link = savedview::tasksLink(f);
    QCOMPARE(link.toString(), u"poolscope://tasks?state=dead"_s);
    TaskFilter expected;
    expected.states = { u"dead"_s };
    QCOMPARE(savedview::taskFilter(link), expected);
    // A cause's text is for the eye: the id alone travels.
    CauseFilter cause;
    cause.id = u"0123456789ab"_s;
    cause.text = u"smtp: connection refused"_s;
    f.cause = cause;
    QVERIFY(!savedview::tasksLink(f).toString().contains(u"smtp"_s));
    QCOMPARE(savedview::taskFilter(savedview::tasksLink(f)).cause->id, cause.id);
}

QTEST_GUILESS_MAIN(tst_DeepLinks)
#include "tst_deeplinks.moc"

#include "app/options.h"
#include "core/deeplink.h"
#include "db/lookup/lookupquery.h"

#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

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

QTEST_GUILESS_MAIN(tst_DeepLinks)
#include "tst_deeplinks.moc"

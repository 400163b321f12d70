#include "core/jsonpretty.h"
#include "db/queries/detailquery.h"
#include "models/detailsource.h"
#include "tests/support/jobrunner.h"

#include <QSignalSpy>

using namespace Qt::StringLiterals;

// The detail pane's polls against a real server: a big value is read when its row is first
// selected and again only after the row changes; in between the server sends no text and
// the pane keeps showing the preview it has.
class tst_DetailReads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void taskValuesAreReadAgainOnlyAfterTheRowChanges();
    void deliveryValuesAreReadOnce();
    void alarmFrameIsReadOnce();
    void aNewSelectionReadsItsValues();

private:
    // Runs the source's job as the poller would and hands the answer to the source; the raw
    // decoded answer (before the source puts back what it holds) is returned.
    template<typename T> static std::optional<T> poll(JobRunner &runner, DetailSource &source)
    {
        const auto reply = runner.run(source.job());
        if (!reply || (reply->error.isError() && !reply->value.isValid())) {
            qWarning("detail poll failed: %s",
                     reply ? qPrintable(reply->error.summary()) : "timed out");
            return std::nullopt;
        }
        source.apply({}, reply->value);
        return reply->value.value<T>();
    }
};

void tst_DetailReads::taskValuesAreReadAgainOnlyAfterTheRowChanges()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, job_id, kind, state, last_error, payload, created_at)
        VALUES (1, 'job-1', 'notification', 'failed_retry', 'provider timeout',
                jsonb_build_object('to', 'door', 'blob', repeat('x', 400000)), now())
    )"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    DetailSource source;
    QSignalSpy shown(&source, &DetailSource::taskReady);
    source.selectTask(1);

    // The first poll reads every value, each with its row's version.
    auto raw = poll<TaskDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->found);
    QVERIFY(!raw->payload.unchanged);
    QVERIFY(!raw->payload.rowVersion.isEmpty());
    QVERIFY(raw->payload.text.contains(u"\"door\""_s));
    QVERIFY(raw->payload
                .truncated); // 400 KB of text, a 256 KB preview (jsonb puts the short key first)
    QCOMPARE(raw->lastError.text, u"provider timeout"_s);
    QVERIFY(raw->result.text.isNull()); // SQL NULL, read as such
    QVERIFY(!raw->result.rowVersion.isEmpty());
    QCOMPARE(shown.size(), 1);
    const TaskDetail first = shown.last().first().value<TaskDetail>();

    // The row has not changed: no text comes back, and the pane is shown what it had.
    raw = poll<TaskDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->payload.unchanged && raw->payload.text.isNull());
    QVERIFY(raw->lastError.unchanged && raw->lastError.text.isNull());
    QVERIFY(raw->result.unchanged);
    QCOMPARE(shown.size(), 2);
    const TaskDetail second = shown.last().first().value<TaskDetail>();
    QCOMPARE(second.payload, first.payload);
    QCOMPARE(second.lastError, first.lastError);
    QCOMPARE(second.result, first.result);
    QCOMPARE(second.task, first.task); // the rest of the detail is read at every poll

    // The worker finishes the task: every value is read again, at the row's new version.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded', last_error = NULL,"
                     " result = '{\"provider\": \"sent\"}' WHERE id = 1"_s));
    raw = poll<TaskDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(!raw->result.unchanged);
    QVERIFY2(raw->result.text.contains(u"\"sent\""_s), qPrintable(raw->result.text));
    QVERIFY(raw->result.rowVersion != first.result.rowVersion);
    QVERIFY(raw->lastError.text.isNull() && !raw->lastError.unchanged);
    const TaskDetail third = shown.last().first().value<TaskDetail>();
    QCOMPARE(third.task.state, u"succeeded"_s);
    QVERIFY(third.result.text.contains(u"\"sent\""_s));
    QCOMPARE(third.payload.text, first.payload.text);

    // Gone: the row's own statement says so, whatever the previews held.
    QVERIFY(db->exec(u"DELETE FROM tasks WHERE id = 1"_s));
    raw = poll<TaskDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(!raw->found);
}

void tst_DetailReads::deliveryValuesAreReadOnce()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO notification_deliveries (id, message_id, worker_id, task_id, status, error,"
        " duration_ms, provider_response, created_at)"
        " VALUES (5, 900, 'w1', 77, 'retryable', 'HTTP 503', 120, '{\"retry_after\": 30}', now()),"
        "        (6, 901, 'w1', 78, 'delivered', NULL, 80, 'email: 250 OK;  sms: {queued}', now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    DetailSource source;
    QSignalSpy shown(&source, &DetailSource::deliveryReady);
    source.selectDelivery(5);
    auto raw = poll<DeliveryDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->found && !raw->taskExists); // the audit outlives its task
    QCOMPARE(raw->error.text, u"HTTP 503"_s);
    QVERIFY(!raw->providerResponse.rowVersion.isEmpty());
    raw = poll<DeliveryDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->error.unchanged && raw->providerResponse.unchanged);
    QCOMPARE(shown.size(), 2);
    const DeliveryDetail kept = shown.last().first().value<DeliveryDetail>();
    QCOMPARE(kept.error.text, u"HTTP 503"_s);
    // A response that opens like JSON is laid out as the payloads are; any other text is
    // shown exactly as the provider sent it.
    QCOMPARE(kept.providerResponse.text, jsonpretty::format(u"{\"retry_after\": 30}"));
    QVERIFY(kept.providerResponse.text.contains(u'\n'));
    source.selectDelivery(6);
    raw = poll<DeliveryDetail>(runner, source);
    QVERIFY(raw && raw->found);
    QCOMPARE(raw->providerResponse.text, u"email: 250 OK;  sms: {queued}"_s);
}

void tst_DetailReads::alarmFrameIsReadOnce()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
          ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true);
        INSERT INTO alarm.alarm_events (id, alert_id, kind, frame) VALUES
          ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger', '{"zone": 3}');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1', now());
    )"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    DetailSource source;
    QSignalSpy shown(&source, &DetailSource::alarmReady);
    source.selectAlarm(u"00000000-0000-0000-0000-0000000000a1"_s,
                       u"00000000-0000-0000-0000-0000000000b1"_s,
                       u"00000000-0000-0000-0000-0000000000e1"_s);
    auto raw = poll<AlarmDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->found);
    QVERIFY2(raw->frame.text.contains(u"\"zone\""_s), qPrintable(raw->frame.text));
    raw = poll<AlarmDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(raw->frame.unchanged);
    QVERIFY(shown.last().first().value<AlarmDetail>().frame.text.contains(u"\"zone\""_s));
}

void tst_DetailReads::aNewSelectionReadsItsValues()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, job_id, kind, state, payload, created_at) VALUES"
                     " (1, 'job-1', 'notification', 'dead', '{\"n\": 1}', now()),"
                     " (2, 'job-2', 'notification', 'dead', '{\"n\": 2}', now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    DetailSource source;
    source.selectTask(1);
    QVERIFY(poll<TaskDetail>(runner, source));
    QVERIFY(poll<TaskDetail>(runner, source)->payload.unchanged);
    // Both rows were inserted by one transaction, so they share a version: what the source
    // held for task 1 must not stand for task 2.
    source.selectTask(2);
    const auto raw = poll<TaskDetail>(runner, source);
    QVERIFY(raw);
    QVERIFY(!raw->payload.unchanged);
    QVERIFY2(raw->payload.text.contains(u"2"_s), qPrintable(raw->payload.text));
    // Back to task 1: read again, not taken from a hold of another selection.
    source.selectTask(1);
    const auto back = poll<TaskDetail>(runner, source);
    QVERIFY(back);
    QVERIFY(!back->payload.unchanged);
    QVERIFY(back->payload.text.contains(u"1"_s));
}

QTEST_GUILESS_MAIN(tst_DetailReads)
#include "tst_detailreads.moc"

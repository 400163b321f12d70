#pragma once

#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

// What an operator follows to its end: a message, a task (and the tasks its replays made), an
// alert's device (or every device owing that alert), a sink lease, or a batch of replays (the
// tasks one bulk replay asked to replay, followed together as one watch).
struct WatchTarget
{
    enum class Kind { Message, Task, Device, SinkLease, Batch };
    Kind kind = Kind::Task;
    qint64 id = 0; // Message, Task
    QString alertId; // Device: lower case, without braces
    QString subscriptionId; // Device: the device; empty: every device owing the alert
    QString deviceLabel; // Device: what the operator calls it (display only)
    QString feed; // SinkLease
    QString sink;
    QString actionId; // Batch: the bulk replay's action id (its identity), lower case
    QList<qint64> taskIds; // Batch: the original tasks it asked to replay, in its order
    QString label; // Batch: what the operator calls it ("cause 3fa2c1d0e9ab · …"; display only)

    static WatchTarget message(qint64 messageId);
    static WatchTarget task(qint64 taskId);
    static WatchTarget device(const QString &alertId, const QString &subscriptionId,
                              const QString &deviceLabel);
    static WatchTarget sinkLease(const QString &feed, const QString &sink);
    static WatchTarget batch(const QString &actionId, const QList<qint64> &taskIds,
                             const QString &label = {});

    // "task:123", "message:9", "device:<alert>/<subscription>", "sink:<feed>/<sink>",
    // "batch:<action id>": one key per target, what the local store and the list are keyed by
    // (a batch's members are stored beside its key).
    QString key() const;
    // "Task 123", "Message 9", "Pixel 8 on alert 1b2c…", "Sink feed/sink": the operator's words.
    QString displayName() const;
    bool operator==(const WatchTarget &) const = default;
};

// What the watch waits for.
enum class WatchGoal {
    Delivered, // a message or a task (through its replays) delivered: a delivered attempt
    Acked, // a device (or every device) acked what it owed when the watch began
    Leased, // a sink lease held by a live worker
    Changed, // anything the console reads of the target changed
};

enum class WatchStatus {
    Pending, // still waiting
    Reached, // the goal was reached: the watch stops
    Bad, // it turned bad (the replay died again, the device's subscription was disabled, the
         // row is gone): the watch stops
    Expired, // nothing happened before the expiry: the watch stops
};

// One read of a batch of replays: each original task counted once, by where its replay chain
// (task_replays, followed as a task watch follows it) ends now.
struct BatchCounts
{
    qint64 total = 0; // the originals (the batch's members)
    qint64 delivered = 0; // replayed, and the last task of the chain succeeded
    qint64 diedAgain = 0; // replayed, and the last task is dead or failed_perm
    qint64 pending = 0; // replayed, and the last task is still on its way (queued, leased,
                        // failed_retry): what keeps the batch from settling
    qint64 notReplayed = 0; // no replay (refused at the action, or not replayed yet)
    qint64 deadNotReplayed = 0; // of those, dead or failed_perm: what a replay would fix
    qint64 missing = 0; // the original or its replay is gone

    qint64 replayed() const { return delivered + diedAgain + pending; }
    // No replay is on its way any more: every one delivered or died again.
    bool settled() const { return pending == 0; }
    bool operator==(const BatchCounts &) const = default;
};

// What one read of the database says of one target. Filled by the watch statement
// (db/queries/watchquery), judged by watchrules.
struct WatchObservation
{
    bool found = false; // the row(s) the target names exist
    QString state; // task: its state (of the last task in its replay chain); message: the status
                   // of its best attempt; device: "enabled"/"disabled"; sink: the holder
    // Task and Message: the attempt that says most (the delivered one, else the newest).
    OptInt taskId; // the task now followed (a replay's new task), or the attempt's task
    OptInt attempts; // task: its attempts; message: attempts recorded
    OptInt replays; // task: how many replays lie between the watched task and taskId
    OptInt deliveryId;
    QString deliveryStatus;
    QString workerId;
    QString providerResponse; // cut to ProviderResponseChars; never stored locally
    QString error; // the task's last_error or the attempt's error, cut
    OptTime at; // when the evidence happened: the attempt's created_at, the last ack
    bool replayed = false; // the task (or the message's task) was replayed
    // Device
    OptInt owed; // pending rows at or before the baseline
    OptInt acked; // acked rows at or before the baseline
    OptTime newestOwedAt; // the newest row's created_at: the baseline of the first read
    // Sink
    OptInt position;
    OptInt leaseExpiresAtMs;
    bool leaseLive = false; // a live lease row or a held advisory lock
    OptInt lockPid;
    // Device: the device's own name, read each time (never stored locally): its label and
    // platform, when the watch follows one device.
    QString deviceLabel;
    QString platform;
    // Batch: the counts (taskId: the first replay that died again, for "Open").
    std::optional<BatchCounts> batch;

    static constexpr int ProviderResponseChars = 2000;
    bool operator==(const WatchObservation &) const = default;
};

// The action that started a watch (the console's own, journaled): what the proof names.
struct WatchAction
{
    QString action; // replay, release_task_lease, ack_alarm_deliveries …
    QString actionId;
    qint64 operatorId = 0;
    QString reason;
    QString outcome; // done, already_done …
    // The action's one line as it was said, in the language of that moment: not shown in a
    // proof (the facts below are, in the proof's language); kept for the journal's sake.
    QString message;
    OptTime at; // µs since 1970, the console's clock when it was sent
    OptTime doneAt; // µs since 1970, the server's clock of its transaction (an ack's acked_at)
    OptInt newTaskId; // a replay's new task
    OptInt changed; // rows an ack acked; a bulk replay's tasks replayed now
    OptInt alreadyDone; // a bulk replay's tasks already replayed (by someone else)
    OptInt refused; // a bulk replay's tasks refused (not dead, gone, or failed)
    bool operator==(const WatchAction &) const = default;
};

// One watch, as the list shows it and the local store keeps it.
struct Watch
{
    qint64 id = 0; // the local store's
    QString profile; // the connection profile (or the database's key) it belongs to
    WatchTarget target;
    WatchGoal goal = WatchGoal::Delivered;
    WatchStatus status = WatchStatus::Pending;
    qint64 createdAtUs = 0; // local clock, µs since 1970
    qint64 expiresAtUs = 0;
    qint64 stateSinceUs = 0; // when the state read last changed (local clock)
    qint64 finishedAtUs = 0;
    // Facts, not sentences: the words (watchrules::stateText, beforeText) are made when shown,
    // in the language on screen. What was true before: read just before the console's own
    // action ran (ActionOutcome::before), else the first read of the watch.
    std::optional<WatchObservation> before;
    // The before was for the action to read (the console followed its own action): when that
    // read failed it is not known, and the first read, made after the action, is no before.
    bool beforeByAction = false;
    QString unreadable; // why the statement cannot read it (in memory; the schema's words)
    QString fingerprint; // Changed: what was read first
    OptTime baselineUs; // Device: the newest owed row when the watch began (server clock)
    QString startTaskState; // Task: the state first seen (a dead task watched before its replay)
    std::optional<WatchAction> action;
    std::optional<WatchObservation> evidence; // the last read (not all of it is stored)
    bool seen = false; // read at least once

    static constexpr qint64 DefaultExpiryUs = 24LL * 3600 * 1000000;
    bool finished() const { return status != WatchStatus::Pending; }
    qint64 key() const { return id; } // what the list's keyed diff matches rows by
    bool operator==(const Watch &) const = default;
};

Q_DECLARE_METATYPE(WatchObservation)
Q_DECLARE_METATYPE(Watch)

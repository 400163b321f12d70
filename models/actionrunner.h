#pragma once

#include "core/watch/watch.h"
#include "db/actions/action.h"
#include "db/dbjob.h"

#include <QObject>
#include <functional>

class DbClient;

// One operator action as the runner takes it: how to do it, and how to find out afterwards
// whether an attempt whose connection died after the commit was sent did happen.
struct ActionRequest
{
    ActionContext context;
    QString description; // "replay task 123", for the journal
    std::function<DbJob()> job; // answers an ActionOutcome
    std::function<DbJob()> reconcile; // answers an ActionOutcome; null: re-running job is safe
    // What to watch once it is done (the console watches what its actions start).
    std::optional<WatchTarget> follow = std::nullopt;
};

// Runs operator actions through the DB thread and answers each with exactly one final
// outcome. Lives on the thread that created it (GUI, or the CLI's main thread).
//
// Ordering and retries: a serialization failure or deadlock (40001/40P01) reruns the whole
// transaction, up to three times. An Unknown outcome (the connection died after the commit was
// sent, or a uniqueness backstop fired) is reconciled with the request's reconcile job as soon
// as a connection answers, retried with backoff for about half a minute; only if that never
// succeeds does the operator get "unknown". Every final outcome is also announced by
// actionFinished, for the journal and to refresh the views at once.
class ActionRunner : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const ActionOutcome &)>;

    explicit ActionRunner(DbClient *client, QObject *parent = nullptr);
    void run(const ActionRequest &request, QObject *context, Done done);
    int inFlight() const { return m_inFlight; }

Q_SIGNALS:
    void actionFinished(const ActionRequest &request, const ActionOutcome &outcome);

private:
    void attempt(const ActionRequest &request, QObject *context, Done done, int tries);
    void reconcile(const ActionRequest &request, QObject *context, Done done, int tries,
                   const ActionOutcome &unknown);
    void finish(const ActionRequest &request, QObject *context, const Done &done,
                const ActionOutcome &outcome);

    DbClient *m_client;
    int m_inFlight = 0;
};

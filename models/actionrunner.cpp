#include "models/actionrunner.h"

#include "db/dbclient.h"

#include <QPointer>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
constexpr int MaxSerializationRetries = 3;
constexpr int MaxReconcileTries = 12; // ~0.5 s doubling to 4 s: about half a minute in all
} // namespace

ActionRunner::ActionRunner(DbClient *client, QObject *parent)
    : QObject(parent), m_client(client) { }

void ActionRunner::run(const ActionRequest &request, QObject *context, Done done)
{
    ++m_inFlight;
    attempt(request, context, std::move(done), 0);
}

void ActionRunner::attempt(const ActionRequest &request, QObject *context, Done done, int tries)
{
    QPointer<QObject> guard(context);
    m_client->submit(
        request.job(), this, [this, request, guard, done, tries](const DbReply &reply) {
            ActionOutcome outcome = reply.value.value<ActionOutcome>();
            // Read before the action ran (watchquery::beforeAction): true whatever came after.
            const std::optional<WatchObservation> before = outcome.before;
            if (reply.outcomeUnknown) {
                // Everything was sent and then the connection died: the commit may have happened.
                outcome = ActionOutcome();
                outcome.result = ActionOutcome::Result::Unknown;
                outcome.error = reply.error;
                outcome.message = tr("The connection was lost after the action was sent; checking "
                                     "whether it happened.");
                outcome.before = before;
            } else if (!reply.value.isValid()) {
                outcome = outcomeOfError(reply.error, QString(), QString(), request.description);
            }
            if (outcome.error.kind == DbErrorKind::SerializationFailure
                && tries < MaxSerializationRetries) {
                attempt(request, guard, done, tries + 1);
                return;
            }
            if (outcome.result == ActionOutcome::Result::Unknown) {
                reconcile(request, guard, done, 0, outcome);
                return;
            }
            finish(request, guard, done, outcome);
        });
}

void ActionRunner::reconcile(const ActionRequest &request, QObject *context, Done done, int tries,
                             const ActionOutcome &unknown)
{
    QPointer<QObject> guard(context);
    const int delayMs = tries == 0 ? 0 : qMin(4000, 250 << qMin(tries, 4));
    QTimer::singleShot(delayMs, this, [this, request, guard, done, tries, unknown] {
        const DbJob job = request.reconcile ? request.reconcile() : request.job();
        m_client->submit(
            job, this, [this, request, guard, done, tries, unknown](const DbReply &reply) {
                const bool answered = reply.value.isValid() && !reply.outcomeUnknown
                    && reply.value.value<ActionOutcome>().result != ActionOutcome::Result::Unknown;
                if (answered) {
                    ActionOutcome outcome = reply.value.value<ActionOutcome>();
                    outcome.before = unknown.before;
                    finish(request, guard, done, outcome);
                    return;
                }
                if (tries + 1 < MaxReconcileTries) {
                    reconcile(request, guard, done, tries + 1, unknown);
                    return;
                }
                ActionOutcome still = unknown;
                still.message = u"Unknown: the connection was lost after %1 was sent, and the "
                                u"outcome could not be "
                                "checked since (%2). Look at the row before trying again."_s.arg(
                                    request.description, reply.error.summary());
                finish(request, guard, done, still);
            });
    });
}

void ActionRunner::finish(const ActionRequest &request, QObject *context, const Done &done,
                          const ActionOutcome &outcome)
{
    --m_inFlight;
    Q_EMIT actionFinished(request, outcome);
    if (context && done)
        done(outcome);
}

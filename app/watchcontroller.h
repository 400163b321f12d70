#pragma once

#include "core/feedtable.h"
#include "core/schemainfo.h"
#include "core/watch/watch.h"

#include <QObject>
#include <memory>

class ActionController;
class MainWindow;
class PollSources;
class QTimer;
class WatchListModel;
class WatchStore;
struct ActionOutcome;
struct ActionRequest;
struct WatchReadings;

// The console's watches: what the operator (or an action of theirs) asked to follow, read in
// the poll cycle (one statement for all of them, a source that polls whatever view is on
// screen and only while some watch waits), judged by watchrules, kept in the local store per
// scope (the profile, else the database), and announced once each when it lands. GUI thread;
// owned by the composition root; the model, the window, the sources and the actions are not
// its own. What an action of the operator's starts is watched when the window's Watch ▸ Watch
// what my actions start is on (the default).
class WatchController : public QObject
{
    Q_OBJECT
public:
    WatchController(PollSources *sources, WatchListModel *model, MainWindow *window,
                    ActionController *actions, std::unique_ptr<WatchStore> store,
                    QObject *parent = nullptr);
    ~WatchController() override;

    WatchListModel *model() const { return m_model; }
    void setSchema(const SchemaInfo &schema) { m_schema = schema; }
    void setFeed(const FeedTable &feed) { m_feed = feed; }
    // Whose watches these are: "profile:<name>" or "db:<host>:<port>/<database>". A new scope
    // loads its own from the store (the expired ones are dropped there).
    void setScope(const QString &scope);
    QString scope() const { return m_scope; }
    // Watches `target` until `goal` (a pending watch of the same target and goal is reused, so
    // a retried action does not watch twice, and keeps its first before). `before` is what the
    // database held before the action (ActionOutcome::before). Returns the watch's id.
    qint64 watch(const WatchTarget &target, WatchGoal goal,
                 const std::optional<WatchAction> &action = std::nullopt,
                 const std::optional<WatchObservation> &before = std::nullopt);
    void unwatch(qint64 id);
    void clearFinished();
    QList<Watch> watches() const { return m_watches; }

Q_SIGNALS:
    // The watches that reached their goal or turned bad in one poll (or expired in one sweep):
    // one signal per poll, so that they are told together.
    void landed(const QList<Watch> &watches);

private:
    void apply(const WatchReadings &readings);
    void sweepExpired();
    // Expires the pending watches past their expiry (saved); returns them.
    QList<Watch> expireDue(qint64 now);
    void publish();
    void followAction(const ActionRequest &request, const ActionOutcome &outcome);
    bool anyPending() const;

    PollSources *m_sources;
    MainWindow *m_window;
    WatchListModel *m_model;
    std::unique_ptr<WatchStore> m_store;
    QTimer *m_sweep;
    int m_source = -1;
    SchemaInfo m_schema;
    FeedTable m_feed;
    QString m_scope;
    QList<Watch> m_watches;
    qint64 m_nextUnsavedId = -1; // for watches the local store could not take
};

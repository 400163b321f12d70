#pragma once

#include "core/lookup/lookupresult.h"
#include "core/schemainfo.h"
#include "db/lookup/taskscan.h"

#include <QElapsedTimer>
#include <QObject>
#include <memory>

class ActionController;
class DbClient;
class LookupView;
struct ActionOutcome;

// The lookup tab's composition: runs lookups and candidate checks through the DB thread for
// the view, offers the actions its answer supports (replay a dead task, release a stuck lease,
// ack what a device owes) through the ActionController, looks again after an action, and
// exports the answer. GUI thread; owns nothing but its wiring.
class LookupController : public QObject
{
    Q_OBJECT
public:
    LookupController(DbClient *client, LookupView *view, ActionController *actions,
                     QObject *parent = nullptr);
    void setSchema(const SchemaInfo &schema);
    // How long a search of tasks that no index serves may take before it answers with what it
    // searched (docs/lookup.md, "Coverage"); the setting lookup/scanBudgetMs, 2 s by default.
    static qint64 scanBudgetMs();
    // The same search's budget in tasks read, 0 for none: the setting lookup/scanBudgetTasks.
    static qint64 scanBudgetTasks();
    // Reads the answer on screen again (the console's poll calls it at each cycle): an answer
    // is never left saying "queued" after the task was delivered. Only while the lookup tab is
    // on screen with an answer and nothing else runs; the question as asked, its scan's tasks
    // kept (docs/lookup.md, "The answer stays current").
    void refresh();

Q_SIGNALS:
    void dataShown(); // an answer is on screen (the session's first data)

private:
    // A query the view asked for: scanned first where no index serves it (a query carrying an
    // incomplete scan's findings continues it: "Search older"), then looked up.
    void run(const LookupQuery &query);
    void scanStep(quint64 generation);
    void runLookup(const LookupQuery &query, bool refreshing = false);
    void answer(const LookupResult &result, quint64 generation);
    void showWithReadyAhead(const LookupResult &result, quint64 generation);
    void updateActions();
    void exportAs(const QString &format);
    LookupResult withJournalAcks(LookupResult result) const;

    DbClient *m_client;
    LookupView *m_view;
    ActionController *m_actions;
    SchemaInfo m_schema;
    quint64 m_generation = 0; // a newer lookup drops an older one's answer
    quint64 m_running = 0; // the DbClient ticket of the lookup not answered yet, or 0
    bool m_cancelAsked = false; // for m_running
    bool m_refreshing = false; // m_running reads the answer on screen again: no one waits on it
    std::unique_ptr<lookup::TaskScan> m_scan; // the scan under way, if any
    QElapsedTimer m_scanClock;
    std::optional<LookupQuery> m_last; // as last looked up, with what its scan found
};

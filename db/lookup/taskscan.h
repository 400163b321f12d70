#pragma once

#include "core/lookup/lookupresult.h"
#include "db/dbjob.h"

// The search of `tasks` where no index serves a lookup (a message without the console's
// message index, a contact without its index, text the customer gave): newest first, in slices
// of the primary key (ids grow with time), each one statement, until the answer is complete or
// the time budget is spent (docs/lookup.md, "Coverage"). A plain value: the caller (the lookup
// controller, the CLI) sends each job, feeds its reply back and measures the time; the
// findings then seed the lookup (LookupQuery::scanned).
namespace lookup {

// What one of the scan's statements read (decoded on the DB thread).
struct TaskScanSlice
{
    bool bounds = false; // the table's id range, not a slice
    OptInt maxId;
    OptInt minId;
    qint64 rows = 0;
    OptTime oldestAt;
    QList<qint64> ids; // newest first, at most what the scan still wanted
    OptTime oldestHitAt;
    bool pastRange = false; // a contact search: every row read is older than the range
};

// What a scan matches a task by. Every lookup kind maps to one (scanMatch() is the one switch
// over LookupKind here), so the scan's statement and its note switch over these three only.
enum class ScanMatch { MessageId, ContactId, Text };
ScanMatch scanMatch(LookupKind kind);

// Whether `query` needs a scan first on this schema.
bool needsScan(const LookupQuery &query, const LookupSchema &schema);

class TaskScan
{
public:
    static constexpr qint64 DefaultBudgetMs = 2000;
    // A slice is sized to take about this long: the budget is overrun by at most one slice.
    static constexpr qint64 SliceTargetMs = 100;
    // A message's tasks are enqueued together: once some are found, the scan reads this much
    // further back (by creation time) for their siblings, and then has the whole message.
    static constexpr qint64 SiblingWindowUs = 3600LL * 1000000;

    // `budgetMs` <= 0: no budget (the CLI's --search-all). `continueFrom`: an earlier scan's
    // findings whose search goes on below its lowest id ("Search older").
    TaskScan(const LookupQuery &query, qint64 budgetMs,
             const std::optional<TaskScanFindings> &continueFrom = std::nullopt);

    // A budget in tasks read (0: none), beside the time budget: whichever is spent first stops
    // the scan. What a test (and `poolscope lookup --budget-tasks`) gives so that what is
    // searched does not depend on the machine's speed. Slices never read past it.
    void setTaskBudget(qint64 tasks) { m_taskBudget = qMax<qint64>(0, tasks); }

    bool finished() const { return m_finished; }
    // The next statement to send; only while !finished().
    DbJob nextJob() const;
    // The reply to nextJob(); `elapsedMs` is the whole scan's wall time so far, this reply
    // included.
    void apply(const DbReply &reply, qint64 elapsedMs);
    void cancel();

    TaskScanFindings findings() const;
    qint64 tasksSearched() const { return m_searched; }
    OptTime oldestSearchedAt() const { return m_oldestAt; }

private:
    void applyBounds(const TaskScanSlice &bounds);
    void applySlice(const TaskScanSlice &slice, qint64 sliceMs);
    void resize(qint64 sliceMs);
    qint64 sliceLow() const;
    void stop(LookupCoverage::Stop why);
    qint64 matchLimit() const;
    bool haveEnough() const;

    LookupQuery m_query;
    qint64 m_budgetMs = DefaultBudgetMs;
    qint64 m_taskBudget = 0;
    qint64 m_searchedHere = 0; // by this scan, not the one it continues
    bool m_haveBounds = false;
    bool m_finished = false;
    LookupCoverage::Stop m_stop = LookupCoverage::Stop::Complete;
    OptInt m_next; // the next slice's upper end (inclusive): ids at or below it are not read yet
    qint64 m_lowest = 0; // the table's lowest id
    qint64 m_width = 20000; // ids in the next slice
    qint64 m_searched = 0;
    qint64 m_elapsedMs = 0;
    qint64 m_elapsedBefore = 0; // an earlier scan's time, when this one continues it
    OptTime m_oldestAt;
    OptTime m_oldestMatchAt;
    QList<qint64> m_ids;
    QString m_failure;
};

} // namespace lookup

Q_DECLARE_METATYPE(lookup::TaskScanSlice)

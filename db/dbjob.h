#pragma once

#include "core/dberror.h"
#include "db/pgresultview.h"
#include "db/sqlstatement.h"

#include <QMetaType>
#include <QVariant>
#include <functional>
#include <optional>
#include <vector>

struct PipelineOutcome;

// Which connection a job runs on. Polls (and the details polled with them), what an operator
// asked for and waits on (a lookup, a full value, the audit history), and writes (operator
// actions) have a connection each: an action never waits behind a slow poll, and neither
// does a lookup (on 1M tasks one dashboard refresh can hold the read connection for a
// second). Interactive reads go where polls go (DbConfig::readTarget).
enum class JobRoute { Read, Interactive, Write };

// The results of a job's statements, as a decoder on the DB thread sees them.
class JobResults
{
public:
    explicit JobResults(const PipelineOutcome &outcome, int offset = 0, int count = -1);
    // The statements [offset, offset + count) as a job of their own sees them.
    JobResults slice(int offset, int count) const;
    int size() const;
    bool ok(int statement) const;
    PgResultView view(int statement) const; // empty when the statement did not run
    const DbError &error(int statement) const;
    DbError firstError() const; // kind None when every statement succeeded
    bool lost(int statement) const; // the connection died before its result arrived

private:
    const PipelineOutcome &m_outcome;
    int m_offset = 0;
    int m_count = 0;
};

// An independent part of a job (a poll cycle's source): statements [first, first + count)
// and the decoder that sees only them.
struct DbJobPart
{
    int first = 0;
    int count = 0;
    std::function<QVariant(const JobResults &)> decode;
};

// A unit of database work as a value: statements sent as one pipeline (one round trip), and
// a decoder that turns their results into a value struct. The decoder runs on the DB thread
// and must capture only values; what it returns (wrapped in a QVariant of a registered value
// type) is the only thing that crosses back to the GUI.
struct DbJob
{
    QList<SqlStatement> statements;
    std::function<QVariant(const JobResults &)> decode;
    JobRoute route = JobRoute::Read;
    // By default a failed statement makes the reply that error and the decoder is skipped.
    // Actions set this to interpret failures themselves (23505 means "already done").
    bool decodeFailures = false;
    QString label; // for logs only: never parameter values
    // Instead of `decode`: parts decoded one by one, each as soon as the transaction holding
    // its last statement has ended, while the server still runs the later ones (so a poll
    // cycle's decoding hides behind its own round trip). The reply's value is a QVariantList
    // of their values, in order. Parts are always decoded, whatever failed: set
    // decodeFailures and let each decoder look at its own errors. After a lost connection
    // every part is decoded again from the final outcome, as if none had been early.
    QList<DbJobPart> parts;
};

// The values of a job's parts decoded so far, by part index.
using DecodedParts = std::vector<std::optional<QVariant>>;
// Decodes the parts not decoded yet whose statements all end at or before `lastStatement`.
void decodeEndedParts(const DbJob &job, const JobResults &results, int lastStatement,
                      DecodedParts &decoded);
// The job's value: its decoder's, or the list of its parts' values (decoding what is missing).
QVariant decodeJob(const DbJob &job, const JobResults &results, DecodedParts &decoded);

struct DbReply
{
    quint64 ticket = 0;
    DbError error;
    QVariant value;
    // A write whose connection died after its commit was sent: it may or may not have
    // happened, and the caller must check before saying which.
    bool outcomeUnknown = false;
    qint64 elapsedUs = 0;
    // Where the DB thread's part of the time went, in steadyNowNs(): it began sending the
    // statements, read their last result, and handed this reply (decoded) back. 0 when the
    // job never ran.
    qint64 startedNs = 0;
    qint64 lastResultNs = 0;
    qint64 answeredNs = 0;
};

Q_DECLARE_METATYPE(DbReply)

#pragma once

#include "db/dberror.h"
#include "db/pgresultview.h"
#include "db/sqlstatement.h"

#include <QMetaType>
#include <QVariant>

#include <functional>

struct PipelineOutcome;

// Which connection a job runs on. Reads (polls, lookups, details) and writes (operator
// actions) have a connection each, so an action never waits behind a slow poll.
enum class JobRoute { Read, Write };

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
};

struct DbReply
{
    quint64 ticket = 0;
    DbError error;
    QVariant value;
    // A write whose connection died after its commit was sent: it may or may not have
    // happened, and the caller must check before saying which.
    bool outcomeUnknown = false;
    qint64 elapsedUs = 0;
};

Q_DECLARE_METATYPE(DbReply)

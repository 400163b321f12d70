#include "db/dbjob.h"

#include "db/pgsession.h"

using namespace Qt::StringLiterals;

JobResults::JobResults(const PipelineOutcome &outcome, int offset, int count)
    : m_outcome(outcome)
    , m_offset(offset)
    , m_count(count < 0 ? static_cast<int>(outcome.statements.size()) - offset : count)
{
}

JobResults JobResults::slice(int offset, int count) const
{
    return JobResults(m_outcome, m_offset + offset, count);
}

int JobResults::size() const
{
    return m_count;
}

bool JobResults::ok(int statement) const
{
    const StatementOutcome &s = m_outcome.statements.at(m_offset + statement);
    return s.result && !s.error.isError();
}

PgResultView JobResults::view(int statement) const
{
    const StatementOutcome &s = m_outcome.statements.at(m_offset + statement);
    return PgResultView(s.error.isError() ? nullptr : s.result.get());
}

const DbError &JobResults::error(int statement) const
{
    return m_outcome.statements.at(m_offset + statement).error;
}

DbError JobResults::firstError() const
{
    if (m_outcome.connectionError.isError())
        return m_outcome.connectionError;
    for (int i = 0; i < m_count; ++i) {
        const StatementOutcome &s = m_outcome.statements.at(m_offset + i);
        if (s.error.isError() && !s.aborted)
            return s.error;
    }
    return {};
}

bool JobResults::lost(int statement) const
{
    return m_outcome.statements.at(m_offset + statement).lost;
}

void decodeEndedParts(const DbJob &job, const JobResults &results, int lastStatement,
                      DecodedParts &decoded)
{
    decoded.resize(job.parts.size());
    for (qsizetype i = 0; i < job.parts.size(); ++i) {
        const DbJobPart &part = job.parts[i];
        if (!decoded[i] && part.first + part.count - 1 <= lastStatement && part.decode)
            decoded[i] = part.decode(results.slice(part.first, part.count));
    }
}

QVariant decodeJob(const DbJob &job, const JobResults &results, DecodedParts &decoded)
{
    if (job.parts.isEmpty())
        return job.decode ? job.decode(results) : QVariant();
    decodeEndedParts(job, results, results.size() - 1, decoded);
    QVariantList values;
    values.reserve(job.parts.size());
    for (const std::optional<QVariant> &v : decoded)
        values.append(v.value_or(QVariant()));
    return values;
}

#include "core/rows/failurerows.h"

using namespace Qt::StringLiterals;

TaskFilter failureMembers(const FailureGroup &group, qint64 fromUs, qint64 toUs)
{
    TaskFilter f;
    f.kind = group.kind;
    f.cause = CauseFilter { group.causeId, group.cause, 0, fromUs, toUs, group.kind.isNull() };
    return f;
}

QString FailureGroup::key() const
{
    return (source == FailureSource::Task ? u"task/"_s : u"attempt/"_s) + causeId + u'/' + kind;
}

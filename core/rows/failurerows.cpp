#include "core/rows/failurerows.h"

using namespace Qt::StringLiterals;

QString FailureGroup::key() const
{
    return (source == FailureSource::Task ? u"task/"_s : u"attempt/"_s) + causeId + u'/' + kind;
}

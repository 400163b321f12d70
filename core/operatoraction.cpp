#include "core/operatoraction.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace operatoraction {

QString key(OperatorAction action)
{
    return info(action).key;
}

QString journalName(OperatorAction action)
{
    return info(action).journalName;
}

QString cliVerb(OperatorAction action)
{
    return info(action).cliVerb;
}

QString label(OperatorAction action)
{
    const OperatorActionInfo r = info(action);
    return r.label ? QCoreApplication::translate(r.labelContext, r.label) : QString();
}

std::optional<OperatorAction> fromKey(QStringView key)
{
    for (const OperatorAction a : AllOperatorActions) {
        if (key == info(a).key)
            return a;
    }
    return std::nullopt;
}

} // namespace operatoraction

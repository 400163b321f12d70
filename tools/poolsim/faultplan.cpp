#include "tools/poolsim/faultplan.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace poolsim {

QString faultName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::DeadWorker:
        return u"dead-worker"_s;
    case FaultKind::StaleRenewer:
        return u"stale-renewer"_s;
    case FaultKind::HungAdvisory:
        return u"hung-advisory"_s;
    case FaultKind::Outage:
        return u"outage"_s;
    }
    return {};
}

QList<FaultSpec> defaultFaults()
{
    // Early enough that a 60 s run shows every one of them: the dead worker's leases expire
    // at ~35 s (reaped only after the 60 s grace), the frozen lease row expires at ~38 s, and
    // the outage kills the tasks whose four attempts all fall inside it.
    return {
        { FaultKind::DeadWorker, 5, 0, 120 },
        { FaultKind::StaleRenewer, 8, 90, 0 },
        { FaultKind::HungAdvisory, 10, 0, 0 },
        { FaultKind::Outage, 12, 30, 600 },
    };
}

std::optional<QList<FaultSpec>> parseFaults(const QString &spec, QString *error)
{
    const QString trimmed = spec.trimmed();
    if (trimmed.isEmpty() || trimmed == "all"_L1)
        return defaultFaults();
    if (trimmed == "none"_L1)
        return QList<FaultSpec> {};
    static const QRegularExpression item(
        u"^([a-z-]+)(?:@([0-9.]+))?(?:\\+([0-9.]+))?(?:/([0-9.]+))?$"_s);
    QList<FaultSpec> out;
    for (const QString &part : trimmed.split(u',', Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = item.match(part.trimmed());
        std::optional<FaultSpec> found;
        if (m.hasMatch()) {
            for (const FaultSpec &d : defaultFaults()) {
                if (faultName(d.kind) == m.captured(1))
                    found = d;
            }
        }
        if (!found) {
            *error = u"--faults: cannot read '%1' (dead-worker, stale-renewer, hung-advisory,"
                     " outage; NAME[@START][+LENGTH][/EVERY] in seconds; all; none)"_s.arg(part);
            return std::nullopt;
        }
        if (m.hasCaptured(2))
            found->startSeconds = m.captured(2).toDouble();
        if (m.hasCaptured(3))
            found->lengthSeconds = m.captured(3).toDouble();
        if (m.hasCaptured(4))
            found->everySeconds = m.captured(4).toDouble();
        out.append(*found);
    }
    return out;
}

QString describeFaults(const QList<FaultSpec> &faults)
{
    if (faults.isEmpty())
        return u"none"_s;
    QStringList parts;
    for (const FaultSpec &f : faults) {
        QString text = faultName(f.kind) + u'@' + QString::number(f.startSeconds);
        if (f.lengthSeconds > 0)
            text += u'+' + QString::number(f.lengthSeconds);
        if (f.everySeconds > 0)
            text += u'/' + QString::number(f.everySeconds);
        parts.append(text);
    }
    return parts.join(u',');
}

} // namespace poolsim

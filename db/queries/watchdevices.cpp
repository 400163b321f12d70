#include "db/queries/watchdevices.h"

#include "db/sqlbuilder.h"

#include <QUuid>

using namespace Qt::StringLiterals;

namespace watchdevices {

DbJob job(const QString &alertId)
{
    // One row per subscription, or one row of NULLs for an alert without any; none for no
    // alert. alarm.subscriptions is read by alert_id: a handful of rows per alert.
    SqlBuilder sql("SELECT s.id::text, s.device_label::text, s.enabled"
                   " FROM alarm.alerts a LEFT JOIN alarm.subscriptions s ON s.alert_id = a.id"
                   " WHERE a.id = $?::uuid ORDER BY s.device_label NULLS LAST, s.id LIMIT $?",
                   { sqlparam::of(alertId), sqlparam::of(qint64(AlertDevices::MaxDevices)) });
    DbJob job;
    job.label = u"alert devices"_s;
    job.statements = { sql.statement() };
    job.decode = [](const JobResults &r) {
        AlertDevices out;
        const PgResultView v = r.view(0);
        out.alertFound = v.rowCount() > 0;
        for (int row = 0; row < v.rowCount(); ++row) {
            if (v.isNull(row, 0))
                continue;
            out.devices.append(
                { v.text(row, 0), v.text(row, 1), v.boolean(row, 2).value_or(true) });
        }
        return QVariant::fromValue(out);
    };
    return job;
}

QList<AlertDevice> matching(const QList<AlertDevice> &devices, const QString &wanted)
{
    QList<AlertDevice> exact, loose, byId;
    const QString folded = wanted.trimmed();
    const QUuid asId = QUuid::fromString(folded);
    for (const AlertDevice &d : devices) {
        if (!d.label.isNull() && d.label == wanted)
            exact.append(d);
        else if (!d.label.isNull() && d.label.trimmed().compare(folded, Qt::CaseInsensitive) == 0)
            loose.append(d);
        if (!asId.isNull() && QUuid::fromString(d.subscriptionId) == asId)
            byId.append(d);
    }
    if (!exact.isEmpty())
        return exact;
    return loose.isEmpty() ? byId : loose;
}

} // namespace watchdevices

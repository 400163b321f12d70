#include "db/sqlstatement.h"

#include <QDateTime>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace sqlparam {

SqlParam null()
{
    return std::nullopt;
}

SqlParam of(qint64 value)
{
    return QByteArray::number(value);
}

SqlParam of(const QString &value)
{
    return value.toUtf8();
}

SqlParam ofBytes(const QByteArray &value)
{
    return value;
}

SqlParam ofBool(bool value)
{
    return QByteArray(value ? "true" : "false");
}

SqlParam ofOpt(const OptInt &value)
{
    return value ? of(*value) : null();
}

SqlParam ofOptText(const QString &value)
{
    return value.isNull() ? null() : of(value);
}

SqlParam ofIntArray(const QList<qint64> &values)
{
    QByteArray out = "{";
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += ',';
        out += QByteArray::number(values[i]);
    }
    out += '}';
    return out;
}

SqlParam ofTextArray(const QStringList &values)
{
    QByteArray out = "{";
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += ',';
        QByteArray element = values[i].toUtf8();
        element.replace('\\', "\\\\");
        element.replace('"', "\\\"");
        out += '"' + element + '"';
    }
    out += '}';
    return out;
}

SqlParam ofTime(qint64 unixMicros)
{
    return formatTimestampUtc(unixMicros);
}

} // namespace sqlparam

QByteArray formatTimestampUtc(qint64 unixMicros)
{
    qint64 secs = unixMicros / 1000000;
    qint64 frac = unixMicros % 1000000;
    if (frac < 0) {
        frac += 1000000;
        secs -= 1;
    }
    const QDateTime dt = QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc());
    QByteArray out = dt.toString(u"yyyy-MM-dd HH:mm:ss"_s).toLatin1();
    out += '.' + QByteArray::number(frac).rightJustified(6, '0') + "+00";
    return out;
}

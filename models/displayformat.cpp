#include "models/displayformat.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QLocale>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace displayformat {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("displayformat", text);
}

QDateTime toDateTime(qint64 unixMicros)
{
    return QDateTime::fromMSecsSinceEpoch(unixMicros / 1000, QTimeZone::utc());
}

// The machine's UTC offset at `ms`. QDateTime::toLocalTime asks the C library, which reads
// the zone again (tzset: a stat of /etc/localtime) on every call, and a table repaint asks
// for every visible timestamp: 8% of repainting the tasks table. An offset changes only at
// the zone's transitions, which fall on quarter hours, so one answer serves its quarter hour.
// Answers are dropped after a minute, so a change of the machine's zone shows within one.
int localOffsetSeconds(qint64 ms)
{
    constexpr qint64 QuarterHourMs = 15 * 60 * 1000;
    constexpr qint64 ForgetAfterMs = 60 * 1000;
    thread_local QHash<qint64, int> offsets;
    thread_local QElapsedTimer age;
    if (!age.isValid() || age.elapsed() > ForgetAfterMs || offsets.size() > 4096) {
        offsets.clear();
        age.start();
    }
    const qint64 quarter = ms >= 0 ? ms / QuarterHourMs : (ms + 1) / QuarterHourMs - 1;
    if (const auto it = offsets.constFind(quarter); it != offsets.cend())
        return it.value();
    const int offset = QDateTime::fromMSecsSinceEpoch(quarter * QuarterHourMs, QTimeZone::utc())
                           .toLocalTime()
                           .offsetFromUtc();
    offsets.insert(quarter, offset);
    return offset;
}
} // namespace

QString null()
{
    return u"—"_s;
}

QString integer(const OptInt &value)
{
    return value ? QString::number(*value) : null();
}

QString text(const QString &value)
{
    return value.isNull() ? null() : value;
}

QString dateTimeFormat(const QLocale &locale)
{
    if (locale.language() == QLocale::C)
        return u"yyyy-MM-dd HH:mm:ss"_s;
    QString date = locale.dateFormat(QLocale::ShortFormat);
    if (!date.contains("yyyy"_L1))
        date.replace("yy"_L1, "yyyy"_L1); // de_DE's "dd.MM.yy": a year in a ticket needs all four
    QString time = locale.timeFormat(QLocale::ShortFormat);
    if (!time.contains(u's'))
        time.replace("mm"_L1, "mm:ss"_L1); // support compares seconds with the server's logs
    return date + u' ' + time;
}

QString timestamp(const OptTime &unixMicros)
{
    if (!unixMicros)
        return null();
    // Every visible cell asks; the format is worked out once per locale.
    thread_local QString localeName, format;
    const QLocale locale;
    if (format.isEmpty() || locale.name() != localeName) {
        localeName = locale.name();
        format = dateTimeFormat(locale);
    }
    const qint64 ms = *unixMicros / 1000;
    return locale.toString(
        QDateTime::fromMSecsSinceEpoch(ms, Qt::OffsetFromUTC, localOffsetSeconds(ms)), format);
}

QString timestampUtc(const OptTime &unixMicros)
{
    if (!unixMicros)
        return null();
    return toDateTime(*unixMicros).toString(Qt::ISODateWithMs);
}

QString duration(qint64 micros)
{
    qint64 s = qAbs(micros) / 1000000;
    if (s < 60)
        return tr("%1 s").arg(s);
    const qint64 d = s / 86400, h = (s % 86400) / 3600, m = (s % 3600) / 60;
    s %= 60;
    if (d > 0)
        return h > 0 ? tr("%1 d %2 h").arg(d).arg(h) : tr("%1 d").arg(d);
    if (h > 0)
        return m > 0 ? tr("%1 h %2 min").arg(h).arg(m) : tr("%1 h").arg(h);
    return s > 0 ? tr("%1 min %2 s").arg(m).arg(s) : tr("%1 min").arg(m);
}

QString countdown(const OptTime &expiresUs, qint64 nowUs)
{
    if (!expiresUs)
        return null();
    const qint64 delta = *expiresUs - nowUs;
    if (delta >= 0)
        return tr("in %1").arg(duration(delta));
    return tr("expired %1 ago").arg(duration(-delta));
}

QString ago(const OptTime &whenUs, qint64 nowUs)
{
    if (!whenUs)
        return null();
    const qint64 delta = nowUs - *whenUs;
    if (delta < 0)
        return tr("in %1").arg(duration(-delta));
    return tr("%1 ago").arg(duration(delta));
}

QString abbreviated(const QString &value, int keep)
{
    if (value.isNull())
        return null();
    return value.size() <= keep + 1 ? value : value.left(keep) + u'…';
}

QString oneLine(const QString &value, int maxChars)
{
    if (value.isNull())
        return null();
    QString out;
    out.reserve(qMin<qsizetype>(value.size(), maxChars + 1));
    for (const QChar c : value) {
        if (out.size() >= maxChars) {
            out += u'…';
            break;
        }
        // Control characters (a provider's raw bytes, an ANSI escape) become visible marks
        // rather than moving the cursor or breaking the row.
        if (c == u'\n' || c == u'\r' || c == u'\t')
            out += u' ';
        else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            out += QChar(0x2400 + (c.unicode() < 0x20 ? c.unicode() : 0x21)); // ␀..␟, ␡
        else
            out += c;
    }
    return out;
}

} // namespace displayformat

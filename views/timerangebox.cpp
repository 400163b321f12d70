#include "views/timerangebox.h"

#include "models/displayformat.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace {
constexpr int SpanData = -1; // the fixed span's entry; the others carry their seconds

// "2026-12-03 15:20 – 15:25", or "15:20 – 15:25" today: the console's date and time format
// (displayformat), without seconds when both ends fall on a whole minute (a dashboard bucket
// does), the date once when both ends fall on the same local day. The tooltip has both in full.
QString spanText(const OptTime &from, const OptTime &to)
{
    const QLocale locale;
    const QString full = displayformat::dateTimeFormat(locale);
    const qsizetype split = full.indexOf(u' ');
    const auto local = [](qint64 us) {
        return QDateTime::fromMSecsSinceEpoch(us / 1000);
    };
    const bool wholeMinutes = (!from || *from % 60000000 == 0) && (!to || *to % 60000000 == 0);
    QString dateFormat = split < 0 ? full : full.left(split);
    QString timeFormat = split < 0 ? QString() : full.mid(split + 1);
    if (wholeMinutes)
        timeFormat.remove(":ss"_L1);
    const auto text = [&](qint64 us, const QString &format) {
        return locale.toString(local(us), format);
    };
    // Today's span (most clicks on the dashboard) needs no date: the filter row is full.
    const QDate today = QDate::currentDate();
    const bool allToday
        = (!from || local(*from).date() == today) && (!to || local(*to).date() == today);
    const QString both = allToday ? timeFormat : dateFormat + u' ' + timeFormat;
    if (from && to) {
        const bool sameDay = local(*from).date() == local(*to).date();
        return TimeRangeBox::tr("%1 – %2").arg(text(*from, both),
                                               text(*to, sameDay ? timeFormat : both));
    }
    return from ? TimeRangeBox::tr("from %1").arg(text(*from, both))
                : TimeRangeBox::tr("until %1").arg(text(*to, both));
}
} // namespace

TimeRangeBox::TimeRangeBox(QWidget *parent) : QComboBox(parent)
{
    addItem(tr("Any time"), 0);
    addItem(tr("Last hour"), 3600);
    addItem(tr("Last 24 hours"), 86400);
    addItem(tr("Last 7 days"), 7 * 86400);
    addItem(tr("Last 30 days"), 30 * 86400);
    setAccessibleName(tr("Time range"));
}

bool TimeRangeBox::spanPicked() const
{
    return currentData().toInt() == SpanData;
}

int TimeRangeBox::seconds() const
{
    return spanPicked() ? 0 : currentData().toInt();
}

OptTime TimeRangeBox::from() const
{
    return spanPicked() ? m_from : std::nullopt;
}

OptTime TimeRangeBox::to() const
{
    return spanPicked() ? m_to : std::nullopt;
}

void TimeRangeBox::setSeconds(int seconds)
{
    const int i = seconds > 0 ? findData(seconds) : -1;
    setCurrentIndex(i < 0 ? 0 : i);
}

void TimeRangeBox::setRange(int seconds, OptTime from, OptTime to)
{
    if (!from && !to) {
        setSeconds(seconds);
        return;
    }
    m_from = from;
    m_to = to;
    const QString text = spanText(from, to);
    const QString tip = tr("Created from %1 to %2 (UTC): a fixed span, as a dashboard bucket or a "
                           "link gave it; pick another entry to leave it")
                            .arg(from ? displayformat::timestampUtc(from) : tr("the beginning"),
                                 to ? displayformat::timestampUtc(to) : tr("now"));
    int i = findData(SpanData);
    if (i < 0) {
        // A span's entry is longer than the sliding ones: from now on the box grows to show it
        // whole. Only from now on: a box that adjusts to its contents re-measures itself on a
        // timer after its items change, a layout request a view that never shows a span has
        // no reason to pay (tst_tasksfilterbar counts them).
        setSizeAdjustPolicy(QComboBox::AdjustToContents);
        addItem(text, SpanData);
        i = count() - 1;
    } else {
        setItemText(i, text);
    }
    setItemData(i, tip, Qt::ToolTipRole);
    setCurrentIndex(i);
}

// LookupView: the "Times in" picker — the customer's clock for an answer, remembered per
// account on this computer.
#include "core/lookup/verdict.h"
#include "views/lookupview.h"
#include "views/timelinewidget.h"

#include <QComboBox>
#include <QSettings>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

QString settingsKey(qint64 account)
{
    return u"lookup/customerZone/%1"_s.arg(account);
}

} // namespace

void LookupView::setUpClock()
{
    m_clock->setAccessibleName(tr("Times in"));
    m_clock->setToolTip(tr("The time zone the answer, its timeline and its ticket text show "
                           "times in: the customer's, with UTC beside each time. Remembered "
                           "for the account on this computer; exports to CSV and JSON keep UTC"));
    // As wide as the longest zone ("America/Argentina/ComodRivadavia"): a name cut short in
    // the list could be the wrong one.
    m_clock->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_clock->addItem(tr("local time"), QByteArray());
    // The zones customers most often live in first, then every zone the system knows.
    const QByteArrayList first = zonedtime::shortList();
    for (const QByteArray &id : first)
        m_clock->addItem(QString::fromUtf8(id), id);
    m_clock->insertSeparator(m_clock->count());
    for (const QByteArray &id : QTimeZone::availableTimeZoneIds()) {
        if (!first.contains(id))
            m_clock->addItem(QString::fromUtf8(id), id);
    }
    connect(m_clock, &QComboBox::activated, this, &LookupView::clockPicked);
}

AnswerClock LookupView::clock() const
{
    const QByteArray id = clockZone();
    if (id.isEmpty())
        return AnswerClock(QTimeZone::systemTimeZone());
    return AnswerClock::customerZone(QTimeZone(id));
}

QByteArray LookupView::clockZone() const
{
    return m_clock->currentData().toByteArray();
}

void LookupView::selectClockZone(const QByteArray &zoneId)
{
    const int at = m_clock->findData(zoneId);
    m_clock->setCurrentIndex(at >= 0 ? at : 0);
}

void LookupView::pickClockZone(const QByteArray &zoneId)
{
    selectClockZone(zoneId);
    clockPicked();
}

// Picked by the operator: remembered for the answer's account (an answer about no one account
// leaves it to the picker), and the answer written again on the clock.
void LookupView::clockPicked()
{
    if (m_hasResult) {
        if (const OptInt account = lookup::answerAccount(m_result)) {
            QSettings settings;
            if (clockZone().isEmpty())
                settings.remove(settingsKey(*account));
            else
                settings.setValue(settingsKey(*account), QString::fromUtf8(clockZone()));
        }
    }
    m_timeline->setClock(clock());
    if (m_hasResult && !m_pending) {
        showSummary(m_result);
        showCoverage(m_result);
    }
}

// An answer about an account whose zone was picked before comes on that zone; any other
// keeps the picker where it is.
void LookupView::recallClock(const LookupResult &r)
{
    const OptInt account = lookup::answerAccount(r);
    if (!account)
        return;
    const QVariant saved = QSettings().value(settingsKey(*account));
    if (saved.isValid())
        selectClockZone(saved.toString().toUtf8());
}

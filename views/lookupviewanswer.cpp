// LookupView: showing an answer, a failure, a cancel, and what was searched.
#include "core/lookup/verdict.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/lookupview.h"
#include "views/messagebanner.h"
#include "views/statepalette.h"
#include "views/theme.h"
#include "views/timelinewidget.h"

#include <QDateTime>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QToolButton>
#include <QTreeWidget>
#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace {

Tone summaryTone(const LookupResult &r)
{
    if (r.error.isError())
        return Tone::Bad;
    if (!r.found())
        return Tone::Neutral;
    bool anyFailed = false, anyProgress = false, anyPartial = false;
    for (const Trail &t : r.trails) {
        anyFailed |= t.verdict == Verdict::Failed;
        anyProgress |= t.verdict == Verdict::InProgress;
        anyPartial |= t.verdict == Verdict::PartiallyDelivered;
    }
    // The summary names the devices that still owe an alarm: never in the tone of good news.
    const bool anyOwed = std::any_of(
        r.alarms.cbegin(), r.alarms.cend(), [](const AlarmStanding &a) {
            return a.verdict == AlarmVerdict::Owed || a.verdict == AlarmVerdict::ClearedByOperator;
        });
    if (anyFailed)
        return Tone::Bad;
    if (anyProgress || anyPartial || anyOwed)
        return Tone::Warning;
    return Tone::Good;
}

bool sameQuestion(const LookupQuery &a, const LookupQuery &b)
{
    return a.kind == b.kind && a.number == b.number && a.text == b.text;
}

// "Nothing matched" only after a complete search; after a partial one the summary says what
// was searched, and a bare number that exists as another kind says what it is.
// On the customer's clock the summary is written again: the one the answer came with has the
// times of the operator's.
QString summaryWords(const LookupResult &r, const AnswerClock &clock)
{
    if (r.error.isError())
        return LookupView::tr("The lookup failed: %1").arg(readFailureText(r.error));
    if (r.found() || !r.coverage.complete() || !r.otherKinds.isEmpty() || r.otherKindsUnchecked)
        return clock.customer ? lookup::summarize(r, clock) : r.summary;
    return LookupView::tr("Nothing matched %1.").arg(r.query.display());
}

// What of a tree the operator opened, closed and scrolled to, by its top items' first column.
struct TreeLayout
{
    QHash<QString, bool> expanded;
    int scroll = 0;

    static TreeLayout of(const QTreeWidget *tree)
    {
        TreeLayout out;
        out.scroll = tree->verticalScrollBar()->value();
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            out.expanded.insert(tree->topLevelItem(i)->text(0),
                                tree->topLevelItem(i)->isExpanded());
        return out;
    }
    void restore(QTreeWidget *tree) const
    {
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QTreeWidgetItem *top = tree->topLevelItem(i);
            const auto was = expanded.constFind(top->text(0));
            if (was != expanded.cend())
                top->setExpanded(*was);
        }
        tree->verticalScrollBar()->setValue(scroll);
    }
};

} // namespace

void LookupView::showCancelled()
{
    const std::optional<LookupQuery> cancelled = m_pending;
    endPending();
    m_search->setEnabled(m_parsed.ok());
    m_more->setEnabled(true);
    m_older->setEnabled(true);
    const QString what = cancelled ? cancelled->display() : m_result.query.display();
    m_summary->setText(statepalette::mark(Tone::Neutral) + u' '
                       + tr("Lookup of %1 cancelled.").arg(what));
    theme::setToneStyle(m_summary, Tone::Neutral);
    // Only an answer about the same identifier was kept (held) while the lookup ran: it is the
    // answer again. Any other went when the lookup was asked.
    holdAnswer(false);
}

void LookupView::holdAnswer(bool held)
{
    const QList<QWidget *> parts { m_trails, m_alarms,   m_timeline,  m_actions,
                                   m_notes,  m_coverage, m_otherKind, m_asOf };
    for (QWidget *w : parts)
        w->setEnabled(!held);
    m_export->setEnabled(!held && m_hasResult && !m_result.error.isError());
    if (held) {
        m_more->setEnabled(false);
        m_older->setEnabled(false);
    }
}

// What is below the line must be the answer to what the line names: an earlier answer about
// something else goes, and with it its selection (the pane and the actions follow).
void LookupView::clearAnswer()
{
    holdAnswer(false);
    if (!m_hasResult && m_trails->topLevelItemCount() == 0 && m_alarms->topLevelItemCount() == 0)
        return;
    m_result = LookupResult {};
    m_hasResult = false;
    m_export->setEnabled(false);
    m_more->setVisible(false);
    m_otherKind->setVisible(false);
    m_asOf->setVisible(false);
    m_notes->clear();
    m_notes->setVisible(false);
    showCoverage(m_result); // hides the coverage line and Search older
    {
        const QScopedValueRollback filling(m_filling, true);
        lookuptrees::fillTrails(m_trails, m_result);
        lookuptrees::fillAlarms(m_alarms, m_result);
    }
    m_picked.clear();
    showTheTreesThatHaveAnAnswer();
    m_timeline->setEvents({});
    announceSelection();
}

void LookupView::lookUpAsOtherKind()
{
    if (!m_hasResult || m_result.otherKinds.isEmpty())
        return;
    lookUp(QString::number(m_result.query.number), m_result.otherKinds.first());
}

void LookupView::showRefreshFailed(const QString &why)
{
    if (!m_hasResult)
        return;
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(m_result.serverNowUs / 1000);
    m_asOf->setText(tr("As of %1: the answer could not be read again (%2).")
                        .arg(QLocale().toString(at.time(), u"HH:mm:ss"_s), why));
    theme::setToneStyle(m_asOf, Tone::Warning);
    m_asOf->setVisible(true);
}

QString LookupView::asOfText() const
{
    return m_asOf->isVisibleTo(this) ? m_asOf->text() : QString();
}

void LookupView::showSummary(const LookupResult &r)
{
    const Tone tone = summaryTone(r);
    QString summary = summaryWords(r, clock());
    const bool otherKind = !r.error.isError() && !r.found() && !r.otherKinds.isEmpty();
    m_otherKind->setVisible(otherKind);
    if (otherKind)
        m_otherKind->setText(
            tr("Look up %1 %2").arg(lookup::kindLabel(r.otherKinds.first())).arg(r.query.number));
    const bool canListMore
        = r.found() && r.moreTrails && r.query.maxTrails < LookupQuery::MaxTrails;
    if (canListMore)
        summary += tr(" (from the newest %1 tasks)").arg(r.query.maxTrails);
    else if (r.found() && r.moreTrails)
        summary += tr(" (more matched than are listed: narrow the search)");
    m_more->setVisible(canListMore);
    m_more->setEnabled(canListMore);
    m_summary->setText(statepalette::mark(tone) + u' ' + summary);
    theme::setToneStyle(m_summary, tone);
}

void LookupView::showResult(const LookupResult &r)
{
    endPending();
    // The same question answered again (after an action, or asked again) keeps what the
    // operator picked or acted on, while the answer still has it.
    const bool again = m_hasResult && sameQuestion(m_result.query, r.query);
    const QString picked = again ? m_picked : QString();
    // Read again (on the poll, after an action), the same answer keeps what the operator
    // opened, closed and scrolled to: nothing under the pointer moves.
    const TreeLayout trailsWere = TreeLayout::of(m_trails), alarmsWere = TreeLayout::of(m_alarms);
    holdAnswer(false);
    m_asOf->setVisible(false);
    const auto currentKey = [this] {
        const QTreeWidgetItem *item
            = m_trails->currentItem() ? m_trails->currentItem() : m_alarms->currentItem();
        return item ? itemKey(item) : QString();
    };
    const QString shownKey = currentKey();
    m_result = r;
    m_hasResult = true;
    m_search->setEnabled(m_parsed.ok());
    m_export->setEnabled(!r.error.isError());
    if (!again)
        recallClock(r);
    showSummary(r);
    QStringList notes = r.notes;
    if (r.alarmsError.isError())
        notes.append(
            tr("The alarm section could not be read: %1").arg(readFailureText(r.alarmsError)));
    m_notes->setText(notes.join(u'\n'));
    m_notes->setVisible(!notes.isEmpty());
    showCoverage(r);
    {
        const QScopedValueRollback filling(m_filling, true);
        lookuptrees::fillTrails(m_trails, r);
        lookuptrees::fillAlarms(m_alarms, r);
        m_picked = !picked.isEmpty() && reselect(picked) ? picked : QString();
        if (m_picked.isEmpty())
            selectWhatTheAnswerIsAbout();
    }
    if (again) {
        trailsWere.restore(m_trails);
        alarmsWere.restore(m_alarms);
    }
    showTheTreesThatHaveAnAnswer();
    m_timeline->setClock(clock());
    m_timeline->setEvents(r.timeline);
    // Read again with the same item selected, the pane is not told again (it reads its item on
    // its own poll); the actions are, since the item's state may have changed.
    if (again && currentKey() == shownKey)
        Q_EMIT selectionChanged();
    else
        announceSelection();
    Q_EMIT resultShown();
}

// An answer with trails and no alarm section (a task's) gives the trails the whole width, and
// an alert's or a subscription's the alarm section: an empty tree beside the answer says
// nothing and cuts the other's columns short. With neither, both stay, empty, in their places.
void LookupView::showTheTreesThatHaveAnAnswer()
{
    const bool trails = m_trails->topLevelItemCount() > 0,
               alarms = m_alarms->topLevelItemCount() > 0;
    m_trails->setVisible(trails || !alarms);
    m_alarms->setVisible(alarms || !trails);
}

void LookupView::showCoverage(const LookupResult &r)
{
    const LookupCoverage &c = r.coverage;
    m_coverage->setVisible(c.scanned && !r.error.isError());
    const bool older = c.scanned && !c.complete() && !r.error.isError();
    m_older->setVisible(older);
    m_older->setEnabled(older);
    if (!c.scanned) {
        m_coverage->clear();
        return;
    }
    const QString searched = lookup::coverageWords(c, r.serverNowUs, clock());
    QString text;
    switch (c.stop) {
    case LookupCoverage::Stop::Complete:
        text = tr("Searched every task (%Ln read).", nullptr,
                  int(qMin<qint64>(c.tasksSearched, INT_MAX)));
        break;
    case LookupCoverage::Stop::Enough:
        text = tr("Searched %1, which held the whole answer.").arg(searched);
        break;
    case LookupCoverage::Stop::Cancelled:
        text = tr("Searched %1 before the search was cancelled; older tasks not searched.")
                   .arg(searched);
        break;
    case LookupCoverage::Stop::Budget:
        text = tr("Searched %1 in %2 s; older tasks not searched.")
                   .arg(searched)
                   .arg(double(c.elapsedMs) / 1000.0, 0, 'f', 1);
        break;
    case LookupCoverage::Stop::SliceTimeout:
    case LookupCoverage::Stop::Failed:
        text = tr("Searched %1, then the search was cut off; older tasks not searched.")
                   .arg(searched);
        break;
    }
    m_coverage->setText(text);
    theme::setToneStyle(m_coverage, c.complete() ? Tone::Neutral : Tone::Warning);
}

QString LookupView::coverageText() const
{
    return m_coverage->isVisibleTo(this) ? m_coverage->text() : QString();
}

void LookupView::showScanProgress(qint64 tasksSearched, const OptTime &oldestSearchedAt)
{
    if (!m_pending)
        return;
    LookupCoverage c;
    c.tasksSearched = tasksSearched;
    c.oldestSearchedAt = oldestSearchedAt;
    const QString searched = lookup::coverageWords(
        c, m_result.serverNowUs ? m_result.serverNowUs : QDateTime::currentMSecsSinceEpoch() * 1000,
        clock());
    m_summary->setText(m_cancelKeys.isEmpty()
                           ? tr("Looking up %1… searched %2").arg(m_pending->display(), searched)
                           : tr("Looking up %1… searched %2 (%3 cancels)")
                                 .arg(m_pending->display(), searched,
                                      m_cancelKeys.toString(QKeySequence::NativeText)));
}

void LookupView::showFailure(const QString &message)
{
    endPending();
    holdAnswer(false); // an answer about the same question, kept; any other went at the ask
    m_search->setEnabled(m_parsed.ok());
    m_more->setEnabled(true); // shown still when listing more failed: it can be asked again
    m_summary->setText(statepalette::mark(Tone::Bad) + u' ' + message);
    theme::setToneStyle(m_summary, Tone::Bad);
}

QString LookupView::summaryText() const
{
    return m_summary->text();
}

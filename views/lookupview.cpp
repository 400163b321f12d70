#include "views/lookupview.h"

#include "core/lookup/verdict.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/flatstyle.h"
#include "views/messagebanner.h"
#include "views/statepalette.h"
#include "views/theme.h"
#include "views/timelinewidget.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
QTreeWidget *makeTree(QWidget *parent, const QString &name, const QStringList &headers)
{
    auto *t = new QTreeWidget(parent);
    t->setAccessibleName(name);
    t->setHeaderLabels(headers);
    t->setUniformRowHeights(true);
    t->setAlternatingRowColors(true);
    useFlatStyle(t);
    t->header()->setStretchLastSection(true);
    t->setColumnWidth(
        0, t->fontMetrics().horizontalAdvance(u"attempt 10000000  "_s) + 2 * t->indentation() + 20);
    t->setColumnWidth(1, t->fontMetrics().horizontalAdvance(u"● partially_delivered"_s) + 12);
    return t;
}

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

// The same identifier read the same way: its kinds, and what the database said of them, hold.
bool sameInput(const lookup::ParsedInput &a, const lookup::ParsedInput &b)
{
    return a.error == b.error && a.candidates == b.candidates && a.number == b.number
        && a.text == b.text;
}

bool sameQuestion(const LookupQuery &a, const LookupQuery &b)
{
    return a.kind == b.kind && a.number == b.number && a.text == b.text;
}
} // namespace

LookupView::LookupView(QWidget *parent)
    : QWidget(parent)
    , m_input(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_since(new QComboBox(this))
    , m_search(new QPushButton(tr("&Look up"), this))
    , m_export(new QToolButton(this))
    , m_banner(new MessageBanner(this))
    , m_summary(new QLabel(this))
    , m_more(new QPushButton(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_older(new QPushButton(tr("Search &older"), this))
    , m_coverage(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_actions(new ActionBar(this))
    , m_trails(makeTree(this, tr("Trails"), { tr("What"), tr("Verdict / state"), tr("Details") }))
    , m_alarms(makeTree(this, tr("Alarm standing"),
                        { tr("Alert / device"), tr("Standing"), tr("Details") }))
    , m_timeline(new TimelineWidget(this))
    , m_settle(new QTimer(this))
{
    m_input->setPlaceholderText(
        tr("Paste any identifier from the ticket: message, task, job id, key, account, "
           "monitor, contact, alert or subscription"));
    m_input->setAccessibleName(tr("Identifier to look up"));
    m_input->setClearButtonEnabled(true);
    m_kind->setAccessibleName(tr("Look it up as"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_since->setAccessibleName(tr("How far back, for account-wide searches"));
    for (const auto &[label, seconds] :
         { std::pair { tr("last 24 hours"), 86400 }, std::pair { tr("last 7 days"), 7 * 86400 },
           std::pair { tr("last 30 days"), 30 * 86400 },
           std::pair { tr("last 90 days"), 90 * 86400 } })
        m_since->addItem(label, seconds);
    m_since->setCurrentIndex(1);
    m_since->setToolTip(tr(
        "Account, monitor and contact searches look this far back; exact identifiers ignore it"));
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_export);
    menu->addAction(tr("Copy as ticket text"), this,
                    [this] { Q_EMIT exportRequested(u"ticket"_s); });
    menu->addAction(tr("Save as Markdown…"), this,
                    [this] { Q_EMIT exportRequested(u"markdown"_s); });
    menu->addAction(tr("Save as CSV…"), this, [this] { Q_EMIT exportRequested(u"csv"_s); });
    menu->addAction(tr("Save as JSON…"), this, [this] { Q_EMIT exportRequested(u"json"_s); });
    m_export->setMenu(menu);
    m_export->setEnabled(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_input, 1);
    bar->addWidget(m_kind);
    bar->addWidget(m_since);
    bar->addWidget(m_search);
    bar->addWidget(m_cancel); // in the search button's place while a lookup runs
    bar->addWidget(m_export);

    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_summary->setFont(big);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAccessibleName(tr("Answer"));
    m_summary->setText(tr("Paste an identifier above and press Enter."));
    m_more->setText(tr("Look at %1 tasks").arg(LookupQuery::MaxTrails));
    m_more->setToolTip(
        tr("Account-wide searches start from the newest %1 tasks in the range; look at up to %2,"
           " or narrow the range")
            .arg(LookupQuery::AccountWideTrails)
            .arg(LookupQuery::MaxTrails));
    m_more->setVisible(false);
    connect(m_more, &QPushButton::clicked, this, &LookupView::listMore);
    m_cancel->setToolTip(tr("Stop this lookup on the server"));
    m_cancel->setVisible(false);
    // The two take turns in one place: one width, so the field beside them does not move.
    const int turnWidth = qMax(m_search->sizeHint().width(), m_cancel->sizeHint().width());
    m_search->setMinimumWidth(turnWidth);
    m_cancel->setMinimumWidth(turnWidth);
    connect(m_cancel, &QPushButton::clicked, this, &LookupView::cancelLookup);
    m_older->setToolTip(tr("Go on searching the tasks older than those searched"));
    m_older->setVisible(false);
    connect(m_older, &QPushButton::clicked, this, &LookupView::searchOlder);
    m_coverage->setWordWrap(true);
    m_coverage->setTextFormat(Qt::PlainText);
    m_coverage->setAccessibleName(tr("What was searched"));
    m_coverage->setVisible(false);
    m_notes->setWordWrap(true);
    m_notes->setForegroundRole(QPalette::PlaceholderText);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setVisible(false); // shown with an answer that has notes
    m_actions->addAction(u"replay"_s, tr("&Replay task…"), tr("Replay the selected dead task"));
    m_actions->addAction(u"release"_s, tr("Re&lease lease…"),
                         tr("Release the selected task's lease"));
    m_actions->addAction(u"ack"_s, tr("&Ack what it owes…"),
                         tr("Ack every delivery the selected device owes for its alert"));

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_trails);
    split->addWidget(m_alarms);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_banner);
    auto *answer = new QHBoxLayout;
    answer->addWidget(m_summary, 1);
    answer->addWidget(m_more, 0, Qt::AlignTop);
    layout->addLayout(answer);
    auto *coverage = new QHBoxLayout;
    coverage->addWidget(m_coverage, 1);
    coverage->addWidget(m_older, 0, Qt::AlignTop);
    layout->addLayout(coverage);
    layout->addWidget(m_notes);
    layout->addWidget(m_actions);
    layout->addWidget(split, 1);
    layout->addWidget(m_timeline);

    // The text is read at each change, so the kind box always offers the readings of what the
    // field says and Enter, however soon after a keystroke or a paste, looks that up; only the
    // banner and the database's check of the kinds wait for typing to pause.
    m_settle->setSingleShot(true);
    m_settle->setInterval(300);
    connect(m_input, &QLineEdit::textChanged, this, &LookupView::interpretInput);
    connect(m_input, &QLineEdit::textChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_settle, &QTimer::timeout, this, &LookupView::inputSettled);
    connect(m_input, &QLineEdit::returnPressed, this, &LookupView::search);
    connect(m_search, &QPushButton::clicked, this, &LookupView::search);
    connect(m_kind, &QComboBox::activated, this, [this] { m_kindSettled = true; });
    connect(m_trails, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { selectionMoved(m_trails, item); });
    connect(m_alarms, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { selectionMoved(m_alarms, item); });
    // What an action is taken on stays selected when the answer is looked up again after it.
    connect(m_actions, &ActionBar::triggered, this, [this] {
        QTreeWidgetItem *item
            = m_trails->currentItem() ? m_trails->currentItem() : m_alarms->currentItem();
        m_picked = item ? itemKey(item) : QString();
    });
    interpretInput();
    inputSettled();
}

void LookupView::focusInput()
{
    m_input->setFocus(Qt::ShortcutFocusReason);
    m_input->selectAll();
}

void LookupView::interpretInput()
{
    const lookup::ParsedInput parsed = lookup::parseInput(m_input->text());
    if (sameInput(parsed, m_parsed) && m_kind->count() == parsed.candidates.size())
        return; // spaces around it, or typed back: the kind picked for it holds
    // Another identifier: the kind picked for the last one, and what was checked of it, are
    // not this one's. It is offered as read, most likely first.
    m_parsed = parsed;
    m_kindSettled = false;
    m_kind->clear();
    for (LookupKind k : m_parsed.candidates)
        m_kind->addItem(tr("as %1").arg(lookup::kindLabel(k)), int(k));
    m_kind->setEnabled(m_parsed.ambiguous());
    m_search->setEnabled(m_parsed.ok());
    if (m_parsed.ok())
        m_banner->clearMessage(); // an error the field no longer has goes at once; a new one waits
}

void LookupView::inputSettled()
{
    m_settle->stop();
    if (m_input->text().trimmed().isEmpty() || m_parsed.ok())
        m_banner->clearMessage();
    else
        m_banner->showMessage(m_parsed.error, Tone::Warning);
    if (m_parsed.ambiguous())
        Q_EMIT candidatesWanted(m_parsed);
}

void LookupView::showCandidates(const lookup::ParsedInput &asked, const LookupCandidates &c)
{
    if (!sameInput(asked, m_parsed) || c.number != m_parsed.number)
        return; // the field moved on: this answer is about another text
    for (const LookupCandidate &cand : c.candidates) {
        const int i = m_kind->findData(int(cand.kind));
        if (i < 0)
            continue;
        const QString label = lookup::kindLabel(cand.kind);
        m_kind->setItemText(i,
                            !cand.checked     ? tr("as %1 (not checked)").arg(label)
                                : cand.exists ? tr("as %1 ✓ exists").arg(label)
                                              : tr("as %1 (none)").arg(label));
    }
    if (m_kindSettled)
        return; // looked up, or picked, as the box says: a later check does not change that
    // Offer first what exists: the likeliest reading the database itself confirms.
    const QList<LookupKind> existing = c.existing();
    if (existing.size() >= 1) {
        const int i = m_kind->findData(int(existing.first()));
        if (i >= 0)
            m_kind->setCurrentIndex(i);
    }
}

void LookupView::lookUp(const QString &input, std::optional<LookupKind> kind)
{
    m_input->setText(input);
    if (kind) {
        const int i = m_kind->findData(int(*kind));
        if (i >= 0)
            m_kind->setCurrentIndex(i);
    }
    search();
}

void LookupView::setSinceSeconds(qint64 seconds)
{
    int at = 0;
    while (at < m_since->count() && m_since->itemData(at).toLongLong() < seconds)
        ++at;
    if (at == m_since->count() || m_since->itemData(at).toLongLong() != seconds) {
        const QString span = seconds % 86400 == 0
            ? tr("last %n day(s)", nullptr, int(seconds / 86400))
            : seconds % 3600 == 0 ? tr("last %n hour(s)", nullptr, int(seconds / 3600))
            : seconds % 60 == 0   ? tr("last %n minute(s)", nullptr, int(seconds / 60))
                                  : tr("last %n second(s)", nullptr, int(seconds));
        m_since->insertItem(at, span, seconds);
    }
    m_since->setCurrentIndex(at);
}

qint64 LookupView::sinceSeconds() const
{
    return m_since->currentData().toLongLong();
}

void LookupView::search()
{
    interpretInput(); // already the field's; read again, so what is asked is what it says
    if (m_settle->isActive())
        inputSettled(); // typing had not paused: its banner and check now
    if (!m_parsed.ok())
        return;
    m_kindSettled = true;
    const QVariant k = m_kind->currentData();
    LookupQuery q = m_parsed.query(
        k.isValid() ? std::optional<LookupKind>(static_cast<LookupKind>(k.toInt())) : std::nullopt);
    q.sinceSeconds = m_since->currentData().toLongLong();
    m_more->setVisible(false);
    request(q);
}

void LookupView::request(const LookupQuery &q)
{
    m_summary->setText(
        m_cancelKeys.isEmpty()
            ? tr("Looking up %1…").arg(q.display())
            : tr("Looking up %1… (%2 cancels)")
                  .arg(q.display(), m_cancelKeys.toString(QKeySequence::NativeText)));
    m_search->setEnabled(false);
    m_pending = q;
    const bool keysOnSearch = m_search->hasFocus();
    m_cancel->setEnabled(true);
    m_cancel->setVisible(true);
    m_search->setVisible(false);
    if (keysOnSearch)
        m_cancel->setFocus(); // Space or Enter, pressed again, cancels
    Q_EMIT lookupRequested(q);
}

void LookupView::cancelLookup()
{
    if (!m_pending || !m_cancel->isEnabled())
        return;
    m_cancel->setEnabled(false); // asked once; the answer ends the wait
    m_summary->setText(tr("Cancelling the lookup of %1…").arg(m_pending->display()));
    Q_EMIT cancelRequested();
}

void LookupView::endPending()
{
    m_pending.reset();
    const bool keysOnCancel = m_cancel->hasFocus();
    m_search->setVisible(true);
    m_cancel->setVisible(false);
    if (keysOnCancel)
        m_input->setFocus();
}

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
    const bool sameIdentifier = cancelled && m_hasResult && m_result.query.kind == cancelled->kind
        && m_result.query.number == cancelled->number && m_result.query.text == cancelled->text;
    if (sameIdentifier || !cancelled)
        return;
    // What is below the line must be the answer to what the line names: an earlier answer
    // about something else goes.
    m_result = LookupResult {};
    m_hasResult = false;
    m_export->setEnabled(false);
    m_more->setVisible(false);
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

void LookupView::showResult(const LookupResult &r)
{
    endPending();
    // The same question answered again (after an action, or asked again) keeps what the
    // operator picked or acted on, while the answer still has it.
    const QString picked
        = m_hasResult && sameQuestion(m_result.query, r.query) ? m_picked : QString();
    m_result = r;
    m_hasResult = true;
    m_search->setEnabled(m_parsed.ok());
    m_export->setEnabled(!r.error.isError());
    const Tone tone = summaryTone(r);
    // "Nothing matched" only after a complete search; after a partial one the summary says
    // what was searched.
    QString summary = r.error.isError() ? tr("The lookup failed: %1").arg(readFailureText(r.error))
        : r.found() || !r.coverage.complete() ? r.summary
                                              : tr("Nothing matched %1.").arg(r.query.display());
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
    showTheTreesThatHaveAnAnswer();
    m_timeline->setEvents(r.timeline);
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

// An answer about one thing opens on it, so its details show and the one action it may need
// is a click away: the newest task of a single trail (replay it when dead, release its lease
// when stuck), or, answering an alert or a subscription, the device searched or the only one
// that owes (ack it). An answer about many things (an account's) selects nothing.
void LookupView::selectWhatTheAnswerIsAbout()
{
    if (m_trails->topLevelItemCount() == 1) {
        QTreeWidgetItem *trail = m_trails->topLevelItem(0);
        QTreeWidgetItem *newest = nullptr;
        for (int i = 0; i < trail->childCount(); ++i) {
            QTreeWidgetItem *item = trail->child(i);
            if (item->data(0, lookuptrees::KindRole).toInt() == lookuptrees::TaskItem
                && (!newest
                    || item->data(0, lookuptrees::IdRole).toLongLong()
                        > newest->data(0, lookuptrees::IdRole).toLongLong()))
                newest = item;
        }
        if (newest)
            m_trails->setCurrentItem(newest);
        return;
    }
    if (m_trails->topLevelItemCount() > 0 || m_result.alarms.size() != 1)
        return;
    const QList<DeviceStanding> &devices = m_result.alarms.first().subscriptions;
    const auto owes = [](const DeviceStanding &d) {
        return d.status == DeviceStatus::Owes;
    };
    auto pick = std::find_if(devices.cbegin(), devices.cend(),
                             [](const DeviceStanding &d) { return d.searched; });
    if (pick == devices.cend() && std::count_if(devices.cbegin(), devices.cend(), owes) == 1)
        pick = std::find_if(devices.cbegin(), devices.cend(), owes);
    QTreeWidgetItem *top = m_alarms->topLevelItem(0);
    const int row = int(pick - devices.cbegin());
    if (pick != devices.cend() && top && row < top->childCount())
        m_alarms->setCurrentItem(top->child(row));
}

void LookupView::selectionMoved(QTreeWidget *tree, QTreeWidgetItem *item)
{
    if (m_filling)
        return; // the answer's own selection is announced once it is made
    if (item) {
        m_picked = itemKey(item);
        QTreeWidget *other = tree == m_trails ? m_alarms : m_trails;
        const QScopedValueRollback filling(m_filling, true);
        other->setCurrentItem(nullptr);
        other->clearSelection();
    }
    announceSelection();
}

// The detail pane and the actions follow the one item selected, or say nothing is: an earlier
// item stays in neither.
void LookupView::announceSelection()
{
    const QTreeWidgetItem *item = m_trails->currentItem();
    const int kind = item ? item->data(0, lookuptrees::KindRole).toInt() : 0;
    const qint64 id = item ? item->data(0, lookuptrees::IdRole).toLongLong() : 0;
    // A device's detail is its ledger row for the alert's latest trigger, the one its standing
    // is about; a device without one has no row to show.
    const auto device = selectedDevice();
    if (kind == lookuptrees::TaskItem && id > 0)
        Q_EMIT currentTaskChanged(id);
    else if (kind == lookuptrees::DeliveryItem && id > 0)
        Q_EMIT currentDeliveryChanged(id);
    else if (device && !device->first.latestEventId.isEmpty() && device->second.hasLedgerRow)
        Q_EMIT currentDeviceChanged(device->first.alertId, device->second.subscriptionId,
                                    device->first.latestEventId);
    else
        Q_EMIT currentTaskChanged(0);
    Q_EMIT selectionChanged();
}

QString LookupView::itemKey(const QTreeWidgetItem *item) const
{
    const int kind = item->data(0, lookuptrees::KindRole).toInt();
    const qint64 id = item->data(0, lookuptrees::IdRole).toLongLong();
    if (kind == lookuptrees::TaskItem && id > 0)
        return u"task:"_s + QString::number(id);
    if (kind == lookuptrees::DeliveryItem && id > 0)
        return u"delivery:"_s + QString::number(id);
    const int a = item->data(0, lookuptrees::AlarmIndexRole).toInt();
    const int d = item->data(0, lookuptrees::DeviceIndexRole).toInt();
    if (kind == lookuptrees::DeviceItem && a >= 0 && a < m_result.alarms.size() && d >= 0
        && d < m_result.alarms[a].subscriptions.size())
        return u"device:"_s + m_result.alarms[a].alertId + u'/'
            + m_result.alarms[a].subscriptions[d].subscriptionId;
    return {};
}

bool LookupView::reselect(const QString &key)
{
    for (QTreeWidget *tree : { m_trails, m_alarms }) {
        for (int t = 0; t < tree->topLevelItemCount(); ++t) {
            QTreeWidgetItem *top = tree->topLevelItem(t);
            for (int i = 0; i < top->childCount(); ++i) {
                if (itemKey(top->child(i)) == key) {
                    tree->setCurrentItem(top->child(i));
                    return true;
                }
            }
        }
    }
    return false;
}

void LookupView::listMore()
{
    LookupQuery q = m_result.query;
    q.maxTrails = LookupQuery::MaxTrails;
    q.scanned.reset(); // a scan stopped at the smaller limit: search again for the larger one
    m_more->setEnabled(false); // kept in sight: if this fails, it can be asked again
    request(q);
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
    const QString searched = lookup::coverageWords(c, r.serverNowUs, QTimeZone::systemTimeZone());
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

void LookupView::searchOlder()
{
    if (!m_result.query.scanned)
        return;
    m_older->setEnabled(false);
    request(m_result.query);
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
        QTimeZone::systemTimeZone());
    m_summary->setText(m_cancelKeys.isEmpty()
                           ? tr("Looking up %1… searched %2").arg(m_pending->display(), searched)
                           : tr("Looking up %1… searched %2 (%3 cancels)")
                                 .arg(m_pending->display(), searched,
                                      m_cancelKeys.toString(QKeySequence::NativeText)));
}

void LookupView::showFailure(const QString &message)
{
    endPending();
    m_search->setEnabled(m_parsed.ok());
    m_more->setEnabled(true); // shown still when listing more failed: it can be asked again
    m_summary->setText(statepalette::mark(Tone::Bad) + u' ' + message);
    theme::setToneStyle(m_summary, Tone::Bad);
}

QString LookupView::inputMessage() const
{
    return m_banner->message();
}

QString LookupView::summaryText() const
{
    return m_summary->text();
}

std::optional<TrailTask> LookupView::selectedTask() const
{
    const QTreeWidgetItem *item = m_trails->currentItem();
    if (!item || item->data(0, lookuptrees::KindRole).toInt() != lookuptrees::TaskItem)
        return std::nullopt;
    const int t = item->data(0, lookuptrees::TrailIndexRole).toInt();
    const int i = item->data(0, lookuptrees::TaskIndexRole).toInt();
    if (t < 0 || t >= m_result.trails.size() || i < 0 || i >= m_result.trails[t].tasks.size())
        return std::nullopt;
    return m_result.trails[t].tasks[i];
}

std::optional<std::pair<AlarmStanding, DeviceStanding>> LookupView::selectedDevice() const
{
    const QTreeWidgetItem *item = m_alarms->currentItem();
    if (!item || item->data(0, lookuptrees::KindRole).toInt() != lookuptrees::DeviceItem)
        return std::nullopt;
    const int a = item->data(0, lookuptrees::AlarmIndexRole).toInt();
    const int d = item->data(0, lookuptrees::DeviceIndexRole).toInt();
    if (a < 0 || a >= m_result.alarms.size() || d < 0
        || d >= m_result.alarms[a].subscriptions.size())
        return std::nullopt;
    return std::pair { m_result.alarms[a], m_result.alarms[a].subscriptions[d] };
}

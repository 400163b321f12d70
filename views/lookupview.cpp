#include "views/lookupview.h"

#include "core/lookup/verdict.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/elidedtipdelegate.h"
#include "views/flatstyle.h"
#include "views/messagebanner.h"
#include "views/statepalette.h"
#include "views/tablesetup.h"
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
    ElidedTipDelegate::install(t);
    useFlatStyle(t);
    t->header()->setStretchLastSection(true);
    t->setColumnWidth(
        0, t->fontMetrics().horizontalAdvance(u"attempt 10000000  "_s) + 2 * t->indentation() + 20);
    t->setColumnWidth(1, t->fontMetrics().horizontalAdvance(u"● partially_delivered"_s) + 12);
    tablesetup::widenToHeaders(t->header()); // a translated header can be the widest text
    return t;
}

// The same identifier read the same way: its kinds, and what the database said of them, hold.
bool sameInput(const lookup::ParsedInput &a, const lookup::ParsedInput &b)
{
    return a.error == b.error && a.candidates == b.candidates && a.number == b.number
        && a.text == b.text;
}

} // namespace

LookupView::LookupView(QWidget *parent)
    : QWidget(parent)
    , m_input(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_since(new QComboBox(this))
    , m_clock(new QComboBox(this))
    , m_search(new QPushButton(tr("&Look up"), this))
    , m_export(new QToolButton(this))
    , m_banner(new MessageBanner(this))
    , m_summary(new QLabel(this))
    , m_more(new QPushButton(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_older(new QPushButton(tr("Search &older"), this))
    , m_coverage(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_otherKind(new QPushButton(this))
    , m_asOf(new QLabel(this))
    , m_actions(new ActionBar(this))
    , m_trails(makeTree(this, tr("Trails"), { tr("What"), tr("Verdict / state"), tr("Details") }))
    , m_alarms(makeTree(this, tr("Alarm standing"),
                        { tr("Alert / device"), tr("Standing"), tr("Details") }))
    , m_timeline(new TimelineWidget(this))
    , m_settle(new QTimer(this))
{
    setUpSearchBar();
    setUpClock();
    setUpAnswerLines();
    m_actions->addAction(OperatorAction::ReplayTasks, tr("&Replay task…"),
                         tr("Replay the selected dead task"));
    m_actions->addAction(OperatorAction::ReleaseTaskLease, tr("Re&lease lease…"),
                         tr("Release the selected task's lease"));
    m_actions->addAction(OperatorAction::AckDevice, tr("&Ack what it owes…"),
                         tr("Ack every delivery the selected device owes for its alert"));
    layOut();
    connectInput();
    connectSelection();
    interpretInput();
    inputSettled();
}

void LookupView::setUpSearchBar()
{
    // Short enough to show whole in a 1280-pixel window in every language; the tooltip
    // names every kind.
    m_input->setPlaceholderText(tr("Paste any id from the ticket, then Enter"));
    m_input->setToolTip(
        tr("Paste any identifier from the ticket: message, task, job id, key, account, "
           "monitor, contact, alert or subscription"));
    m_input->setAccessibleName(tr("Identifier to look up"));
    m_input->setClearButtonEnabled(true);
    // A pasted UUID (an alert's, a subscription's) reads whole: the field is never squeezed
    // below one by the kind box beside it in a long translation. Its own margins, frame and
    // clear button are what its size hint adds to 17 x's.
    const QFontMetrics fm = m_input->fontMetrics();
    int hex = 0;
    for (QChar c : u"0123456789abcdef"_s)
        hex = std::max(hex, fm.horizontalAdvance(c));
    m_input->setMinimumWidth(m_input->sizeHint().width() - 17 * fm.horizontalAdvance(u'x')
                             + 32 * hex + 4 * fm.horizontalAdvance(u'-') + fm.height());
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
    m_cancel->setToolTip(tr("Stop this lookup on the server"));
    m_cancel->setVisible(false);
    // The two take turns in one place: one width, so the field beside them does not move.
    const int turnWidth = qMax(m_search->sizeHint().width(), m_cancel->sizeHint().width());
    m_search->setMinimumWidth(turnWidth);
    m_cancel->setMinimumWidth(turnWidth);
    connect(m_cancel, &QPushButton::clicked, this, &LookupView::cancelLookup);
}

// The summary, the buttons that go on from it, what was searched, and the notes.
void LookupView::setUpAnswerLines()
{
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
    m_otherKind->setAccessibleName(tr("Look the number up as what it is"));
    m_otherKind->setVisible(false);
    connect(m_otherKind, &QPushButton::clicked, this, &LookupView::lookUpAsOtherKind);
    m_asOf->setWordWrap(true);
    m_asOf->setTextFormat(Qt::PlainText);
    m_asOf->setAccessibleName(tr("How current the answer is"));
    m_asOf->setVisible(false);
}

void LookupView::layOut()
{
    // The field has a row of its own, with its search button: beside the kind and range boxes
    // a long translation squeezed it until a pasted UUID could not be read whole.
    auto *field = new QHBoxLayout;
    field->addWidget(m_input, 1);
    field->addWidget(m_search);
    field->addWidget(m_cancel); // in the search button's place while a lookup runs
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_kind);
    bar->addWidget(m_since);
    bar->addStretch(1);
    bar->addWidget(m_export);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_trails);
    split->addWidget(m_alarms);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(field);
    layout->addLayout(bar);
    // The actions sit right under the search bar, above every line whose height depends on the
    // answer (the summary wraps, the coverage, notes and an input's banner come and go): a
    // click aimed at Release lease… lands there whatever the answer says.
    layout->addWidget(m_actions);
    layout->addWidget(m_banner);
    auto *answer = new QHBoxLayout;
    answer->addWidget(m_summary, 1);
    answer->addWidget(m_otherKind, 0, Qt::AlignTop);
    answer->addWidget(m_more, 0, Qt::AlignTop);
    // The clock sits by the answer it writes, not in the search bar: there the widest zone
    // name would squeeze the kind box in a long translation. The summary beside it wraps.
    auto *clockLabel = new QLabel(tr("Times in:"), this);
    clockLabel->setBuddy(m_clock);
    answer->addWidget(clockLabel, 0, Qt::AlignTop);
    answer->addWidget(m_clock, 0, Qt::AlignTop);
    layout->addLayout(answer);
    layout->addWidget(m_asOf);
    auto *coverage = new QHBoxLayout;
    coverage->addWidget(m_coverage, 1);
    coverage->addWidget(m_older, 0, Qt::AlignTop);
    layout->addLayout(coverage);
    layout->addWidget(m_notes);
    layout->addWidget(split, 1);
    layout->addWidget(m_timeline);
}

// The text is read at each change, so the kind box always offers the readings of what the
// field says and Enter, however soon after a keystroke or a paste, looks that up; only the
// banner and the database's check of the kinds wait for typing to pause.
void LookupView::connectInput()
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(300);
    connect(m_input, &QLineEdit::textChanged, this, &LookupView::interpretInput);
    connect(m_input, &QLineEdit::textChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_settle, &QTimer::timeout, this, &LookupView::inputSettled);
    connect(m_input, &QLineEdit::returnPressed, this, &LookupView::search);
    connect(m_search, &QPushButton::clicked, this, &LookupView::search);
    connect(m_kind, &QComboBox::activated, this, [this] { m_kindSettled = true; });
}

void LookupView::connectSelection()
{
    connect(m_trails, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { selectionMoved(m_trails, item); });
    connect(m_alarms, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { selectionMoved(m_alarms, item); });
    // A click that deselects the current item leaves it current: what is selected changed.
    for (QTreeWidget *tree : { m_trails, m_alarms })
        connect(tree, &QTreeWidget::itemSelectionChanged, this, [this] {
            if (!m_filling)
                announceSelection();
        });
    // What an action is taken on stays selected when the answer is looked up again after it.
    connect(m_actions, &ActionBar::triggered, this, [this] {
        QTreeWidgetItem *item
            = m_trails->currentItem() ? m_trails->currentItem() : m_alarms->currentItem();
        m_picked = item ? itemKey(item) : QString();
    });
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
    // The answer on screen is not this one's: about the same question it waits, disabled (a
    // cancel gives it back); about another it goes at once.
    if (m_hasResult && m_result.query.kind == q.kind && m_result.query.number == q.number
        && m_result.query.text == q.text)
        holdAnswer(true);
    else
        clearAnswer();
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

void LookupView::listMore()
{
    LookupQuery q = m_result.query;
    q.maxTrails = LookupQuery::MaxTrails;
    q.scanned.reset(); // a scan stopped at the smaller limit: search again for the larger one
    m_more->setEnabled(false); // kept in sight: if this fails, it can be asked again
    request(q);
}

void LookupView::searchOlder()
{
    if (!m_result.query.scanned)
        return;
    m_older->setEnabled(false);
    request(m_result.query);
}

QString LookupView::inputMessage() const
{
    return m_banner->message();
}

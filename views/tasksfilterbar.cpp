#include "views/tasksfilterbar.h"

#include "core/schemalimits.h"
#include "core/statenames.h"
#include "core/textcontexts.h"
#include "views/flowlayout.h"
#include "views/growonlysize.h"
#include "views/messagebanner.h"
#include "views/timerangebox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QStyleOption>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
bool isNumber(const QString &s)
{
    static const QRegularExpression digits(u"^[0-9]{1,18}$"_s);
    return digits.match(s).hasMatch();
}

OptInt numberOf(const QLineEdit *edit)
{
    bool ok = false;
    const qint64 v = edit->text().trimmed().toLongLong(&ok);
    return ok ? OptInt(v) : std::nullopt;
}

} // namespace

TasksFilterBar::TasksFilterBar(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox(this))
    , m_account(new QLineEdit(this))
    , m_monitor(new QLineEdit(this))
    , m_range(new TimeRangeBox(this))
    , m_search(new QLineEdit(this))
    , m_searchAs(new QComboBox(this))
    , m_searchNote(new MessageBanner(this))
    , m_debounce(new QTimer(this))
    , m_causeChip(new QToolButton(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 2);
    outer->setSpacing(4);

    outer->addLayout(chipRow());

    auto *row = new QHBoxLayout;
    row->setSpacing(6);
    m_search->setPlaceholderText(tr("Task id, job id, idempotency key, message id or account id"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search tasks"));
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(m_search->placeholderText())
                              + 40);
    m_searchAs->setAccessibleName(tr("Search the number as"));
    // Its items change between text and a number; each is read whole when chosen.
    m_searchAs->setToolTip(tr("A number could be a task id, a message id or an account id"));
    row->addWidget(m_search, 3);
    row->addWidget(m_searchAs);
    outer->addLayout(row);
    // The narrowing filters on a row of their own: beside the search they set the least
    // width of every view (the tabs share one) and squeezed the detail pane at 1280 pixels.
    row = new QHBoxLayout;
    row->setSpacing(6);

    m_kind->addItem(tr("Any kind"), QString());
    for (const char *k : { "notification", "check", "server_metric" })
        m_kind->addItem(QString::fromLatin1(k), QString::fromLatin1(k));
    m_kind->setAccessibleName(tr("Kind"));
    row->addWidget(m_kind);

    auto *digits = new QRegularExpressionValidator(QRegularExpression(u"[0-9]{0,18}"_s), this);
    for (QLineEdit *e : { m_account, m_monitor }) {
        e->setValidator(digits);
        e->setClearButtonEnabled(true);
        e->setMaximumWidth(e->fontMetrics().horizontalAdvance(u"Monitor 000000"_s) + 30);
        row->addWidget(e);
    }
    m_account->setPlaceholderText(tr("Account"));
    m_account->setAccessibleName(tr("Account id"));
    m_monitor->setPlaceholderText(tr("Monitor"));
    m_monitor->setAccessibleName(tr("Monitor id"));
    for (QLineEdit *e : { m_account, m_monitor })
        fitPlaceholder(e);
    row->addWidget(m_range);
    m_causeChip->setAccessibleName(tr("Failure group filter"));
    m_causeChip->setAutoRaise(false);
    m_causeChip->hide();
    connect(m_causeChip, &QToolButton::clicked, this, [this] {
        m_cause.reset();
        updateCauseChip();
        emitNow();
    });
    row->addWidget(m_causeChip);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addWidget(m_searchNote);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    connect(m_debounce, &QTimer::timeout, this, &TasksFilterBar::emitNow);
    for (QLineEdit *e : { m_search, m_account, m_monitor }) {
        connect(e, &QLineEdit::textChanged, this, &TasksFilterBar::emitSoon);
        connect(e, &QLineEdit::returnPressed, this, &TasksFilterBar::emitNow);
    }
    connect(m_search, &QLineEdit::textChanged, this, &TasksFilterBar::updateSearchKinds);
    connect(m_search, &QLineEdit::textChanged, this, &TasksFilterBar::updateSearchNote);
    connect(m_searchAs, &QComboBox::currentIndexChanged, this, &TasksFilterBar::updateSearchNote);
    for (QComboBox *c : { m_kind, m_searchAs, static_cast<QComboBox *>(m_range) })
        connect(c, &QComboBox::currentIndexChanged, this, &TasksFilterBar::emitNow);
    updateSearchKinds();
    fitSearchKinds();
    m_last = filter();
}

QLayout *TasksFilterBar::chipRow()
{
    // Wraps onto a second line where the window is narrow (long translated states).
    auto *chips = new FlowLayout(4);
    chips->addWidget(new QLabel(tr("State:"), this));
    for (const QString &state : taskstate::all()) {
        auto *chip = new QToolButton(this);
        chip->setCheckable(true);
        chip->setText(statenames::taskState(state));
        chip->setAccessibleName(tr("Show %1 tasks").arg(statenames::taskState(state)));
        chip->setToolTip(statenames::databaseValueTip(statenames::taskState(state), state));
        chip->setToolButtonStyle(Qt::ToolButtonTextOnly);
        connect(chip, &QToolButton::toggled, this, &TasksFilterBar::emitNow);
        chips->addWidget(chip);
        m_chips.insert(state, chip);
    }
    return chips;
}

void TasksFilterBar::updateSearchKinds()
{
    const bool numeric = isNumber(m_search->text().trimmed());
    // The kind chosen for a number is kept while the text stays a number; text's only kind
    // (job id or key) is not carried over to the number typed next.
    const QVariant keep = m_searchAs->isEnabled() ? m_searchAs->currentData() : QVariant();
    const QSignalBlocker block(m_searchAs);
    m_searchAs->clear();
    for (const auto &[label, kind] : searchKinds(numeric))
        m_searchAs->addItem(label, int(kind));
    if (numeric) {
        const int i = m_searchAs->findData(keep);
        m_searchAs->setCurrentIndex(i < 0 ? 0 : i);
    }
    m_searchAs->setEnabled(numeric);
}

QList<std::pair<QString, TaskSearch>> TasksFilterBar::searchKinds(bool numeric)
{
    if (!numeric)
        return { { tr("job id or key"), TaskSearch::JobIdOrKey } };
    return { { tr("as task id, job id or key"), TaskSearch::TaskIdJobIdOrKey },
             { tr("as task id"), TaskSearch::TaskId },
             { tr("as message id"), TaskSearch::MessageId },
             { tr("as account id"), TaskSearch::AccountId },
             { tr("as job id or key"), TaskSearch::JobIdOrKey } };
}

void TasksFilterBar::fitSearchKinds()
{
    // As wide as the widest item, a number's or text's, so each reads whole when chosen and
    // the box keeps its width as its items change with what is typed (no layout per key).
    int widest = 0;
    for (bool numeric : { true, false })
        for (const auto &kind : searchKinds(numeric))
            widest = qMax(widest, m_searchAs->fontMetrics().horizontalAdvance(kind.first));
    QStyleOptionComboBox opt;
    opt.initFrom(m_searchAs);
    const QSize contents(widest + 4, m_searchAs->fontMetrics().height());
    m_searchAs->setMinimumWidth(
        m_searchAs->style()
            ->sizeFromContents(QStyle::CT_ComboBox, &opt, contents, m_searchAs)
            .width());
}

TaskFilter TasksFilterBar::filter() const
{
    TaskFilter f;
    for (auto it = m_chips.begin(); it != m_chips.end(); ++it) {
        if (it.value()->isChecked())
            f.states.append(it.key());
    }
    f.kind = m_kind->currentData().toString();
    if (f.kind.isEmpty())
        f.kind = QString();
    f.accountId = numberOf(m_account);
    f.monitorId = numberOf(m_monitor);
    f.createdWithinSeconds = m_range->seconds();
    f.createdFrom = m_range->from();
    f.createdTo = m_range->to();
    const QString text = m_search->text().trimmed();
    if (!text.isEmpty()) {
        f.searchText = text;
        f.search = static_cast<TaskSearch>(m_searchAs->currentData().toInt());
    }
    f.cause = m_cause;
    return f;
}

void TasksFilterBar::updateCauseChip()
{
    m_causeChip->setVisible(m_cause.has_value());
    if (!m_cause)
        return;
    QString cause = m_cause->text.isEmpty() ? m_cause->id : m_cause->text;
    if (cause.size() > 40)
        cause = cause.left(39) + u'…';
    m_causeChip->setText(tr("Cause: %1 ✕").arg(cause));
    m_causeChip->setToolTip(tr("Only the failed tasks of one failure group: cause %1 (%2). "
                               "Click to show every task again.")
                                .arg(m_cause->id, m_cause->text));
}

void TasksFilterBar::setFilter(const TaskFilter &f)
{
    for (auto it = m_chips.begin(); it != m_chips.end(); ++it) {
        const QSignalBlocker b(it.value());
        it.value()->setChecked(f.states.contains(it.key()));
    }
    {
        const QSignalBlocker b(m_kind);
        const int i = m_kind->findData(f.kind.isNull() ? QString() : f.kind);
        m_kind->setCurrentIndex(i < 0 ? 0 : i);
    }
    for (auto [edit, value] :
         { std::pair { m_account, f.accountId }, std::pair { m_monitor, f.monitorId } }) {
        const QSignalBlocker b(edit);
        edit->setText(value ? QString::number(*value) : QString());
    }
    {
        const QSignalBlocker b(m_range);
        m_range->setRange(f.createdWithinSeconds, f.createdFrom, f.createdTo);
    }
    {
        const QSignalBlocker b(m_search);
        m_search->setText(f.searchText);
    }
    m_cause = f.cause;
    updateCauseChip();
    updateSearchKinds();
    if (f.search != TaskSearch::None) {
        const QSignalBlocker b(m_searchAs);
        const int i = m_searchAs->findData(int(f.search));
        if (i >= 0)
            m_searchAs->setCurrentIndex(i);
    }
    updateSearchNote();
    emitNow();
}

void TasksFilterBar::setCounts(const TaskStateCounts &counts)
{
    const QLocale locale;
    for (const StateCount &c : counts.states) {
        QToolButton *chip = m_chips.value(c.state);
        if (!chip)
            continue;
        const QString label = statenames::taskState(c.state);
        QString text = c.exact ? u"%1  %2"_s.arg(label, locale.toString(c.count))
                               : u"%1  ≈%2"_s.arg(label, locale.toString(c.count));
        if (c.state == taskstate::Leased && counts.expiredLeases > 0)
            text += tr(" (%1 expired)").arg(locale.toString(counts.expiredLeases));
        // Counts come with every poll and a chip's text is measured when it changes: only a
        // changed one is set (setToolTip, unlike setText, does not compare).
        if (text != chip->text()) {
            chip->setText(text);
            fitSize(chip); // a count changes at almost every poll of a busy pool
        }
        QString tip = c.exact
            ? tr("%Ln task(s) are %1", nullptr, pluralCount(c.count)).arg(label)
            : tr("About %1 tasks are %2: an estimate from the planner's statistics, "
                 "since an exact count would read too much of the table")
                  .arg(locale.toString(c.count), label);
        if (const QString value = statenames::databaseValueTip(label, c.state); !value.isEmpty())
            tip += u'\n' + value;
        if (tip != chip->toolTip())
            chip->setToolTip(tip);
    }
}

QString TasksFilterBar::chipText(const QString &state) const
{
    QToolButton *chip = m_chips.value(state);
    return chip ? chip->text() : QString();
}

void TasksFilterBar::setSearchKind(TaskSearch kind)
{
    const int i = m_searchAs->findData(int(kind));
    if (i >= 0)
        m_searchAs->setCurrentIndex(i); // emits the filter
}

void TasksFilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

// A text longer than every column it is compared with still runs (it matches nothing, and
// the table says so by being empty), but the bar says why, so nobody hunts for a typo in a
// pasted log line.
void TasksFilterBar::updateSearchNote()
{
    const QString text = m_search->text().trimmed();
    const auto as = static_cast<TaskSearch>(m_searchAs->currentData().toInt());
    if (as == TaskSearch::JobIdOrKey && text.size() > schemalimits::IdempotencyKey)
        m_searchNote->showMessage(
            tr("No job id or idempotency key is longer than %1 characters; this search has %2, "
               "so it matches nothing.")
                .arg(schemalimits::IdempotencyKey)
                .arg(QLocale().toString(text.size())),
            Tone::Neutral);
    else
        m_searchNote->clearMessage();
}

QString TasksFilterBar::searchNote() const
{
    return m_searchNote->message();
}

void TasksFilterBar::emitSoon()
{
    m_debounce->start();
}

void TasksFilterBar::emitNow()
{
    m_debounce->stop();
    const TaskFilter f = filter();
    if (f == m_last)
        return;
    m_last = f;
    Q_EMIT filterChanged(f);
}

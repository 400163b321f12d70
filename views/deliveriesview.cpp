#include "views/deliveriesview.h"

#include "core/schemalimits.h"
#include "core/statenames.h"
#include "models/deliverytablemodel.h"
#include "views/flowlayout.h"
#include "views/growonlysize.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"
#include "views/timerangebox.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
OptInt numberOf(const QLineEdit *e)
{
    bool ok = false;
    const qint64 v = e->text().trimmed().toLongLong(&ok);
    return ok ? OptInt(v) : std::nullopt;
}
} // namespace

DeliveriesView::DeliveriesView(DeliveryTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_worker(new QLineEdit(this))
    , m_message(new QLineEdit(this))
    , m_task(new QLineEdit(this))
    , m_range(new TimeRangeBox(this))
    , m_banner(new MessageBanner(this))
    , m_filterNote(new MessageBanner(this))
    , m_table(new QTableView(this))
    , m_debounce(new QTimer(this))
{
    // The status chips wrap where the window is narrow (long translated statuses).
    auto *bar = new FlowLayout(6);
    bar->setContentsMargins(6, 6, 6, 2);
    bar->addWidget(new QLabel(tr("Status:"), this));
    for (const QString &status : deliverystatus::all()) {
        auto *chip = new QToolButton(this);
        chip->setCheckable(true);
        chip->setText(statenames::deliveryStatus(status));
        chip->setAccessibleName(tr("Show %1 deliveries").arg(statenames::deliveryStatus(status)));
        chip->setToolTip(statenames::databaseValueTip(statenames::deliveryStatus(status), status));
        connect(chip, &QToolButton::toggled, this, &DeliveriesView::apply);
        bar->addWidget(chip);
        m_chips.insert(status, chip);
    }
    QHBoxLayout *ids = idFilters();
    ids->addWidget(m_range);
    ids->addStretch(1);
    connect(m_range, &QComboBox::currentIndexChanged, this, &DeliveriesView::apply);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    connect(m_debounce, &QTimer::timeout, this, &DeliveriesView::apply);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addLayout(ids);
    layout->addWidget(m_filterNote);
    layout->addWidget(m_banner);
    layout->addWidget(m_table, 1);

    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Deliveries"));
    tablesetup::setWidths(
        m_table,
        {
            { DeliveryTableModel::IdColumn, u"10000000"_s },
            { DeliveryTableModel::CreatedColumn, tablesetup::timestampSample() },
            { DeliveryTableModel::StatusColumn,
              u"▲ "_s + tablesetup::widest(m_table, DeliveryTableModel::statusTexts()) },
            { DeliveryTableModel::MessageColumn, u"90000000"_s },
            { DeliveryTableModel::TaskColumn, u"10000000"_s },
            { DeliveryTableModel::WorkerColumn, u"worker-host-12"_s },
            { DeliveryTableModel::DurationColumn, u"12345 ms"_s },
            { DeliveryTableModel::ErrorColumn, u"smtp 550: mailbox unavailable (x)"_s },
        });
    tablesetup::onSelectionAffected(m_table, [this] { Q_EMIT selectionChanged(); });
}

SelectedItem DeliveriesView::selectedItem() const
{
    int count = 0;
    if (const DeliveryRow *row = m_model->rowAt(tablesetup::rowInFocus(m_table, &count)))
        return SelectedItem::delivery(row->id);
    return count > 1 ? SelectedItem::several(count) : SelectedItem();
}

// The worker, message and task filters, on a row of their own: beside the status chips they
// set the least width of every view (the tabs share one), which squeezed the detail pane.
QHBoxLayout *DeliveriesView::idFilters()
{
    auto *ids = new QHBoxLayout;
    ids->setContentsMargins(6, 2, 6, 2);
    ids->setSpacing(6);
    auto *digits = new QRegularExpressionValidator(QRegularExpression(u"[0-9]{0,18}"_s), this);
    const struct
    {
        QLineEdit *edit;
        QString placeholder;
        bool numeric;
    } edits[] = {
        { m_worker, tr("Worker"), false },
        { m_message, tr("Message id"), true },
        { m_task, tr("Task id"), true },
    };
    for (const auto &e : edits) {
        e.edit->setPlaceholderText(e.placeholder);
        e.edit->setAccessibleName(e.placeholder);
        e.edit->setClearButtonEnabled(true);
        if (e.numeric)
            e.edit->setValidator(digits);
        e.edit->setMaximumWidth(e.edit->fontMetrics().horizontalAdvance(u"worker-host-12345"_s)
                                + 30);
        fitPlaceholder(e.edit);
        connect(e.edit, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
        connect(e.edit, &QLineEdit::returnPressed, this, &DeliveriesView::apply);
        ids->addWidget(e.edit);
    }
    return ids;
}

DeliveryFilter DeliveriesView::filter() const
{
    DeliveryFilter f;
    for (auto it = m_chips.begin(); it != m_chips.end(); ++it) {
        if (it.value()->isChecked())
            f.statuses.append(it.key());
    }
    const QString worker = m_worker->text().trimmed();
    if (!worker.isEmpty())
        f.workerId = worker;
    f.messageId = numberOf(m_message);
    f.taskId = numberOf(m_task);
    f.createdWithinSeconds = m_range->seconds();
    f.createdFrom = m_range->from();
    f.createdTo = m_range->to();
    return f;
}

void DeliveriesView::setFilter(const DeliveryFilter &f)
{
    for (auto it = m_chips.begin(); it != m_chips.end(); ++it) {
        const QSignalBlocker b(it.value());
        it.value()->setChecked(f.statuses.contains(it.key()));
    }
    for (auto [edit, text] :
         { std::pair { m_worker, f.workerId },
           std::pair { m_message, f.messageId ? QString::number(*f.messageId) : QString() },
           std::pair { m_task, f.taskId ? QString::number(*f.taskId) : QString() } }) {
        const QSignalBlocker b(edit);
        edit->setText(text);
    }
    {
        const QSignalBlocker b(m_range);
        m_range->setRange(f.createdWithinSeconds, f.createdFrom, f.createdTo);
    }
    m_model->setFilter(filter());
}

void DeliveriesView::apply()
{
    m_debounce->stop();
    // Like the tasks search: a worker id longer than the column runs and matches nothing,
    // and the bar says why.
    const int worker = m_worker->text().trimmed().size();
    if (worker > schemalimits::WorkerId)
        m_filterNote->showMessage(
            tr("No worker id is longer than %1 characters; this filter has %2, so it "
               "matches nothing.")
                .arg(schemalimits::WorkerId)
                .arg(QLocale().toString(worker)),
            Tone::Neutral);
    else
        m_filterNote->clearMessage();
    m_model->setFilter(filter());
}

QString DeliveriesView::filterNote() const
{
    return m_filterNote->message();
}

void DeliveriesView::focusSearch()
{
    m_message->setFocus(Qt::ShortcutFocusReason);
    m_message->selectAll();
}

#include "views/alarmsview.h"

#include "core/textcontexts.h"
#include "models/alarmdebtmodel.h"
#include "models/displayformat.h"
#include "views/actionbar.h"
#include "views/messagebanner.h"
#include "views/tablesetup.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AlarmsView::AlarmsView(AlarmDebtModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_summary(new QLabel(this))
    , m_banner(new MessageBanner(this))
    , m_actions(new ActionBar(this))
    , m_table(new QTableView(this))
    , m_owedFor(new QComboBox(this))
{
    m_summary->setContentsMargins(6, 6, 6, 4);
    m_summary->setAccessibleName(tr("Alarm debt summary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true); // a long translation wraps instead of widening the window
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // The age filter beside the summary, which wraps: beside the action buttons it widened
    // the least width every view shares (the tabs) and squeezed the detail pane.
    auto *head = new QHBoxLayout;
    head->addWidget(m_summary, 1);
    head->addWidget(m_owedFor, 0, Qt::AlignTop);
    head->setContentsMargins(0, 0, 6, 0);
    layout->addLayout(head);
    layout->addWidget(m_banner);
    m_owedFor->addItem(tr("Owed for any time"), 0);
    m_owedFor->addItem(tr("Owed for over 5 min"), 300);
    m_owedFor->addItem(tr("Owed for over 1 hour"), 3600);
    m_owedFor->addItem(tr("Owed for over 1 day"), 86400);
    m_owedFor->setAccessibleName(tr("Owed for"));
    m_owedFor->setToolTip(tr("List only the deliveries owed for longer; the summary above "
                             "counts the whole debt"));
    connect(m_owedFor, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setOlderThanSeconds(olderThanSeconds()); });
    layout->addWidget(m_actions);
    layout->addWidget(m_table, 1);
    m_actions->addAction(OperatorAction::AckSelected, tr("&Ack selected…"),
                         tr("Mark the selected owed deliveries as acked"));
    m_actions->addAction(
        OperatorAction::AckDevice, operatoraction::label(OperatorAction::AckDevice),
        tr("Every delivery the selected device still owes for its alert, after a preview"));
    m_actions->addAction(
        OperatorAction::AckAlert, operatoraction::label(OperatorAction::AckAlert),
        tr("Every delivery any device still owes for the selected alert, after a preview"));

    m_table->setModel(model);
    tablesetup::configure(m_table, tr("Owed alarm deliveries"));
    tablesetup::setWidths(
        m_table,
        {
            { AlarmDebtModel::AlertColumn, u"Front door (garage)"_s },
            { AlarmDebtModel::AccountColumn, u"Account"_s },
            { AlarmDebtModel::DeviceColumn, u"Pixel 8 Pro (work)"_s },
            { AlarmDebtModel::PlatformColumn, u"android"_s },
            { AlarmDebtModel::EnabledColumn,
              u"● "_s + AlarmDebtModel::tr("disabled") }, // samples as shown, translated
            { AlarmDebtModel::LastSeenColumn, displayformat::ago(0, (59 * 60 + 59) * 1000000LL) },
            { AlarmDebtModel::EventColumn, AlarmDebtModel::tr("(event gone)") },
            { AlarmDebtModel::OwedSinceColumn, tablesetup::timestampSample() },
        });
    connect(model, &AlarmDebtModel::summaryChanged, this, &AlarmsView::updateSummary);
    // Emitted after every answer (the server's clock moves): the rows may hold a pending alert.
    connect(model, &AlarmDebtModel::summaryChanged, this, &AlarmsView::retryPendingAlert);
    tablesetup::onSelectionAffected(m_table, [this] { Q_EMIT selectionChanged(); });
    updateSummary();
}

SelectedItem AlarmsView::selectedItem() const
{
    int count = 0;
    if (const AlarmDebtRow *r = m_model->rowAt(tablesetup::rowInFocus(m_table, &count)))
        return SelectedItem::alarm(r->alertId, r->subscriptionId, r->eventId, r->deviceLabel);
    return count > 1 ? SelectedItem::several(count) : SelectedItem();
}

QList<AlarmDebtRow> AlarmsView::selectedDebt() const
{
    QList<AlarmDebtRow> out;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
        if (const AlarmDebtRow *r = m_model->rowAt(i.row()))
            out.append(*r);
    }
    return out;
}

QString AlarmsView::summaryText() const
{
    return m_summary->text();
}

void AlarmsView::updateSummary()
{
    const AlarmDebtBuckets &b = m_model->buckets();
    const QLocale l;
    if (b.total() == 0) {
        m_summary->setText(tr("No device owes an alarm delivery."));
        return;
    }
    // Each count is a numerus message of its own, so that "1 device" and "21 устройство" agree.
    QString text = tr("%Ln owed delivery(ies)", nullptr, pluralCount(b.total()))
        + tr(" across %Ln alert(s)", nullptr, pluralCount(b.alerts))
        + tr(" and %Ln device(s)", nullptr, pluralCount(b.devices))
        + tr(" — under 5 min: %1 · under 1 h: %2 · under 1 day: %3 · older: %4")
              .arg(l.toString(b.under5Minutes), l.toString(b.under1Hour), l.toString(b.under1Day),
                   l.toString(b.over1Day));
    if (b.oldest)
        text += tr(" — oldest owed for %1")
                    .arg(displayformat::duration(m_model->serverNowUs() - *b.oldest));
    if (m_model->olderThanSeconds() > 0)
        text += tr(" — listing those owed for over %1")
                    .arg(displayformat::duration(qint64(m_model->olderThanSeconds()) * 1000000));
    if (m_model->hasMore())
        text += tr(" (listing the first %1)").arg(l.toString(m_model->rowCount()));
    m_summary->setText(text);
}

void AlarmsView::setOlderThanSeconds(int seconds)
{
    int i = m_owedFor->findData(seconds);
    if (i < 0) { // a link's own value: an entry named by its duration
        m_owedFor->addItem(
            tr("Owed for over %1").arg(displayformat::duration(qint64(seconds) * 1000000)),
            seconds);
        i = m_owedFor->count() - 1;
    }
    m_owedFor->setCurrentIndex(i); // sets the model's filter
}

int AlarmsView::olderThanSeconds() const
{
    return m_owedFor->currentData().toInt();
}

bool AlarmsView::selectAlert(const QString &alertId)
{
    m_pendingAlert = alertId.toLower(); // as the server writes a uuid
    return retryPendingAlert();
}

bool AlarmsView::selectLoadedAlert(const QString &alertId)
{
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->rowAt(r)->alertId == alertId) {
            const QModelIndex i = m_model->index(r, 0);
            m_table->selectionModel()->setCurrentIndex(
                i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(i);
            return true;
        }
    }
    return false;
}

// After each answer: the rows may now hold the alert; if not, one more page, until the rows
// pass it or there are no more. The rows come in alert_id order, and a uuid's text sorts as
// the uuid does, so rows already past the alert mean it owes nothing: no page is read for it.
bool AlarmsView::retryPendingAlert()
{
    if (m_pendingAlert.isEmpty())
        return false;
    if (selectLoadedAlert(m_pendingAlert)) {
        m_pendingAlert.clear();
        return true;
    }
    const int rows = m_model->rowCount();
    if (rows > 0 && m_model->rowAt(rows - 1)->alertId > m_pendingAlert)
        m_pendingAlert.clear();
    else if (m_model->canFetchMore({}))
        m_model->fetchMore({});
    else if (m_model->windowExhausted())
        m_pendingAlert.clear();
    return false;
}

#include "app/detailscontroller.h"

#include "app/pollsources.h"
#include "db/dbclient.h"
#include "db/queries/detailquery.h"
#include "db/queries/taskquery.h"
#include "models/detailsource.h"
#include "models/leasemodels.h"
#include "views/detailpane.h"
#include "views/mainwindow.h"

using namespace Qt::StringLiterals;

DetailsController::DetailsController(DbClient *client, PollSources *sources, DetailSource *detail,
                                     MainWindow *window, SinkLeaseModel *sinks, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_detail(detail)
    , m_pane(window->detailPane())
    , m_sinks(sinks)
{
    const int id = sources->add(
        SourcePlace::inDetailPane(), tr("The details"), [] { return QList<Requirement>(); },
        nullptr, [detail] { return detail->job(); },
        [detail](const QVariant &v) { detail->apply({}, v); });
    connect(detail, &DetailSource::selectionChanged, this,
            [sources, id] { sources->invalidate(id); });
    connect(window, &MainWindow::selectedItemChanged, this, &DetailsController::follow);
    connect(sinks, &SinkLeaseModel::applied, this, [this] {
        if (m_item.kind == SelectedItem::Kind::SinkLease)
            showSinkLease();
    });
    wirePane();
    follow(window->selectedItem());
}

void DetailsController::setSchema(const SchemaInfo &schema)
{
    m_canReadAllStats = schema.canReadAllStats;
    m_detail->setReplaysReadable(schema.canRead(u"task_replays"_s));
    m_detail->setAbsentTaskColumns(taskquery::columns().absentIn(schema));
}

void DetailsController::follow(const SelectedItem &item)
{
    m_item = item;
    switch (item.kind) {
    case SelectedItem::Kind::Task:
        m_detail->selectTask(item.id);
        return;
    case SelectedItem::Kind::Delivery:
        m_detail->selectDelivery(item.id);
        return;
    case SelectedItem::Kind::Alarm:
        m_detail->selectAlarm(item.alertId, item.subscriptionId, item.eventId);
        return;
    case SelectedItem::Kind::SinkLease:
        m_detail->clear();
        showSinkLease();
        return;
    case SelectedItem::Kind::None:
    case SelectedItem::Kind::Device:
    case SelectedItem::Kind::Several:
        break;
    }
    // Nothing to read: the pane says what is selected, and an earlier row goes at once.
    m_detail->clear();
    m_pane->showSelection(item);
}

void DetailsController::wirePane()
{
    // What the pane showed is about another row, or about nothing now: it goes at once, not
    // when the new row is read (never, for nothing), so it is never taken for what is selected.
    connect(m_detail, &DetailSource::selectionChanged, m_pane, [this] {
        if (m_detail->kind() != DetailSource::Kind::None)
            m_pane->showReading(m_item);
    });
    connect(m_detail, &DetailSource::taskReady, m_pane, &DetailPane::showTask);
    connect(m_detail, &DetailSource::deliveryReady, m_pane, &DetailPane::showDelivery);
    connect(m_detail, &DetailSource::alarmReady, m_pane, &DetailPane::showAlarm);
    connect(m_detail, &DetailSource::failed, m_pane, &DetailPane::showError);
    connect(m_pane, &DetailPane::fullValueRequested, this, &DetailsController::requestFullValue);
}

void DetailsController::showSinkLease()
{
    const int row = m_sinks->rowOfKey(m_item.feed + QChar(0x1f) + m_item.sink);
    if (row >= 0)
        m_pane->showSinkLease(*m_sinks->rowAt(row), m_sinks->nowMs(), m_canReadAllStats);
    else
        m_pane->showSelection(SelectedItem()); // the lease left the table, and its selection
}

void DetailsController::requestFullValue(DetailField field, const QString &key,
                                         JsonView::Purpose purpose)
{
    DetailPane *pane = m_pane;
    m_client->submit(detailquery::fullValueJob(field, key), pane,
                     [pane, field, purpose](const DbReply &r) {
                         if (r.error.isError())
                             pane->provideFullValueError(field, purpose, readFailureText(r.error));
                         else
                             pane->provideFullValue(field, purpose, r.value.toString());
                     });
}

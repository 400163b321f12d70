#include "views/detailpane.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "views/detailhtml.h"
#include "views/flatstyle.h"
#include "views/statepalette.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {
QString fieldName(DetailField f)
{
    switch (f) {
    case DetailField::TaskPayload:
        return DetailPane::tr("Payload");
    case DetailField::TaskResult:
        return DetailPane::tr("Result");
    case DetailField::TaskLastError:
        return DetailPane::tr("Last error");
    case DetailField::DeliveryError:
        return DetailPane::tr("Error");
    case DetailField::DeliveryResponse:
        return DetailPane::tr("Provider response");
    case DetailField::EventFrame:
        return DetailPane::tr("Event frame");
    }
    return {};
}
// The tab a newly selected row opens on: the one the operator last picked, when this row has
// something in it; else the row's own first question (why a failed task failed), when it has
// an answer; else the first value that is not empty. A delivered attempt has no error, so it
// opens on the provider's response; a failed one on its error.
int openingTab(const QList<std::pair<DetailField, TextPreview>> &values,
               std::optional<DetailField> chosen, std::optional<DetailField> preferred)
{
    const auto hasText = [](const TextPreview &p) {
        return p.error.isError() || !p.text.isEmpty();
    };
    int firstWithText = -1, preferredAt = -1;
    for (int i = 0; i < values.size(); ++i) {
        if (!hasText(values[i].second))
            continue;
        if (chosen && values[i].first == *chosen)
            return i;
        if (preferred && values[i].first == *preferred)
            preferredAt = i;
        if (firstWithText < 0)
            firstWithText = i;
    }
    return preferredAt >= 0 ? preferredAt : std::max(firstWithText, 0);
}
} // namespace

DetailPane::DetailPane(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_fields(new QTextBrowser(this))
    , m_values(new QTabWidget(this))
{
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setAccessibleName(tr("Detail title"));
    m_fields->setOpenLinks(false);
    m_fields->setAccessibleName(tr("Fields"));
    useFlatStyle(m_fields);
    applyColours();
    m_values->setDocumentMode(true);
    m_values->setAccessibleName(tr("Values"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_fields, 3);
    layout->addWidget(m_values, 2);
    connect(m_fields, &QTextBrowser::anchorClicked, this, &DetailPane::linkActivated);
    connect(m_values, &QTabWidget::currentChanged, this, [this](int index) {
        if (!m_fillingTabs && index >= 0 && index < m_valueViews.size())
            m_chosenField = m_valueViews[index].first;
    });
    showHint(tr("Select a row to see everything about it."));
}

QString DetailPane::title() const
{
    return m_title->text();
}

QString DetailPane::fieldsText() const
{
    return m_fields->toPlainText();
}

const QTextDocument *DetailPane::fieldsDocument() const
{
    return m_fields->document();
}

void DetailPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void DetailPane::applyColours()
{
    const QPalette p = palette(); // the fields inherit it; theirs may not be updated yet
    const QString sheet = u"a { color: %1; } .dim { color: %2; }"_s.arg(
        statepalette::linkColor(p).name(), statepalette::dimColor(p).name());
    if (sheet == m_fields->document()->defaultStyleSheet())
        return;
    m_fields->document()->setDefaultStyleSheet(sheet);
    const int scroll = m_fields->verticalScrollBar()->value();
    m_fields->setHtml(m_lastHtml);
    m_fields->verticalScrollBar()->setValue(scroll);
}

JsonView *DetailPane::valueView(DetailField field) const
{
    for (const auto &[f, view] : m_valueViews) {
        if (f == field)
            return view;
    }
    return nullptr;
}

std::optional<DetailField> DetailPane::openValue() const
{
    const int i = m_values->currentIndex();
    if (i < 0 || i >= m_valueViews.size())
        return std::nullopt;
    return m_valueViews[i].first;
}

void DetailPane::showHint(const QString &text)
{
    m_shown = {};
    m_about = {};
    setFields(text, QString());
    setValues({}, QString());
}

void DetailPane::showSelection(const SelectedItem &item)
{
    switch (item.kind) {
    case SelectedItem::Kind::Several:
        showHint(tr("%n rows selected: the details show one row at a time", nullptr, item.count));
        break;
    case SelectedItem::Kind::Device:
        showHint(item.label.isEmpty()
                     ? tr("This device has no row in the ledger for the alert's latest trigger.")
                     : tr("%1 has no row in the ledger for the alert's latest trigger.")
                           .arg(item.label));
        break;
    case SelectedItem::Kind::None:
    case SelectedItem::Kind::Task:
    case SelectedItem::Kind::Delivery:
    case SelectedItem::Kind::Alarm:
    case SelectedItem::Kind::SinkLease:
        showHint(tr("Nothing selected"));
        m_about = {};
        return;
    }
    m_about = item;
}

void DetailPane::showReading(const SelectedItem &item)
{
    showHint(tr("Reading…"));
    m_about = item;
}

void DetailPane::showError(const QString &text)
{
    m_shown = {};
    setFields(tr("The details could not be read"), u"<p>%1</p>"_s.arg(text.toHtmlEscaped()));
}

template<typename Detail> bool DetailPane::alreadyShown(const Detail &detail)
{
    if (const Detail *shown = std::get_if<Detail>(&m_shown); shown && *shown == detail)
        return true;
    m_shown = detail;
    return false;
}

void DetailPane::setFields(const QString &title, const QString &html)
{
    m_title->setText(title);
    // Replacing identical HTML would reset the scroll position on every poll.
    if (html == m_lastHtml)
        return;
    m_lastHtml = html;
    const int scroll = m_fields->verticalScrollBar() ? m_fields->verticalScrollBar()->value() : 0;
    m_fields->setHtml(html);
    if (m_fields->verticalScrollBar())
        m_fields->verticalScrollBar()->setValue(scroll);
    fitFields();
}

void DetailPane::fitFields()
{
    // Fields no taller than they are: the room they leave goes to the value below, a
    // provider's answer or a payload, which is often what the operator came for.
    if (!m_values->isVisibleTo(this)) {
        m_fields->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    QTextDocument *doc = m_fields->document();
    doc->setTextWidth(m_fields->viewport()->width());
    const int content = int(std::ceil(doc->size().height())) + 2 * m_fields->frameWidth() + 2;
    m_fields->setMaximumHeight(qMax(content, 4 * fontMetrics().height()));
}

void DetailPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitFields(); // the fields wrap to another height
}

void DetailPane::setValues(const QList<std::pair<DetailField, TextPreview>> &values,
                           const QString &key, std::optional<DetailField> preferred)
{
    const bool sameRow = key == m_key && values.size() == m_valueViews.size();
    if (!sameRow) {
        const QScopedValueRollback filling(m_fillingTabs, true);
        m_values->clear();
        for (auto &[field, view] : m_valueViews)
            view->deleteLater();
        m_valueViews.clear();
        m_key = key;
        for (const auto &[field, preview] : values) {
            auto *view = new JsonView(m_values);
            const DetailField f = field;
            connect(view, &JsonView::fullTextRequested, this, [this, f](JsonView::Purpose purpose) {
                Q_EMIT fullValueRequested(f, m_key, purpose);
            });
            m_values->addTab(view, fieldName(field));
            m_valueViews.append({ field, view });
        }
        m_values->setCurrentIndex(openingTab(values, m_chosenField, preferred));
    }
    m_values->setVisible(!values.isEmpty());
    fitFields();
    for (int i = 0; i < values.size(); ++i) {
        const TextPreview &p = values[i].second;
        JsonView *view = m_valueViews[i].second;
        if (p.error.isError()) {
            view->setPreview(fieldName(values[i].first),
                             tr("This value could not be read: %1").arg(readFailureText(p.error)),
                             0, false);
            continue;
        }
        // Polls re-read the preview; only a changed value is shown again, so the operator's
        // scroll position and "show all" survive.
        if (sameRow && view->property("previewText").toString() == p.text
            && view->property("previewNull").toBool() == p.text.isNull())
            continue;
        view->setProperty("previewText", p.text);
        view->setProperty("previewNull", p.text.isNull());
        view->setPreview(fieldName(values[i].first), p.text, p.totalBytes, p.truncated);
    }
}

void DetailPane::showTask(const TaskDetail &d)
{
    // The server's clock shows only in a lease's countdown: without a lease, a poll that
    // brings the same task at a later time brings nothing new to show.
    TaskDetail compared = d;
    if (!d.task.leaseExpiresAt)
        compared.serverNowUs = 0;
    if (alreadyShown(compared))
        return;
    if (!d.found) {
        showHint(tr("Task %1 no longer exists.").arg(d.task.id));
        m_about = SelectedItem::task(d.task.id);
        return;
    }
    m_about = SelectedItem::task(d.task.id);
    setFields(tr("Task %1 — %2")
                  .arg(d.task.id)
                  .arg(displayformat::text(statenames::taskState(d.task.state))),
              detailhtml::task(d));
    const bool failed = d.task.state == u"dead"_s || d.task.state == u"failed_perm"_s
        || d.task.state == u"failed_retry"_s;
    setValues({ { DetailField::TaskPayload, d.payload },
                { DetailField::TaskResult, d.result },
                { DetailField::TaskLastError, d.lastError } },
              QString::number(d.task.id),
              failed ? std::optional(DetailField::TaskLastError) : std::nullopt);
}

void DetailPane::showDelivery(const DeliveryDetail &d)
{
    if (alreadyShown(d))
        return;
    m_about = SelectedItem::delivery(d.delivery.id);
    if (!d.found) {
        showHint(tr("Delivery %1 no longer exists.").arg(d.delivery.id));
        m_about = SelectedItem::delivery(d.delivery.id);
        return;
    }
    setFields(tr("Delivery %1 — %2")
                  .arg(d.delivery.id)
                  .arg(displayformat::text(statenames::deliveryStatus(d.delivery.status))),
              detailhtml::delivery(d));
    setValues({ { DetailField::DeliveryError, d.error },
                { DetailField::DeliveryResponse, d.providerResponse } },
              QString::number(d.delivery.id));
}

void DetailPane::showAlarm(const AlarmDetail &d)
{
    if (alreadyShown(d))
        return;
    const SelectedItem about = SelectedItem::alarm(d.row.alertId, d.row.subscriptionId,
                                                   d.row.eventId, d.row.deviceLabel);
    if (!d.found) {
        showHint(tr("This alert no longer exists (deleting it cascaded its debt away)."));
        m_about = about;
        return;
    }
    m_about = about;
    // The alarm debt view shows owed rows only; the lookup shows a device's row whatever its
    // standing, so the title says which. An acked row says it was acked for the device, not by
    // it: the ledger's acked_at does not tell a device's ack from an operator's.
    const auto own = std::find_if(
        d.subscriptions.cbegin(), d.subscriptions.cend(),
        [&d](const SubscriptionStanding &s) { return s.subscriptionId == d.row.subscriptionId; });
    const QString device = displayformat::text(d.row.deviceLabel),
                  alert = displayformat::text(d.row.alertName);
    setFields(own != d.subscriptions.cend() && own->ackedAt
                  ? tr("\"%2\" acked for %1").arg(device, alert)
                  : tr("%1 owes \"%2\"").arg(device, alert),
              detailhtml::alarm(d));
    setValues({ { DetailField::EventFrame, d.frame } }, d.row.eventId);
}

void DetailPane::showSinkLease(const SinkLeaseRow &row, qint64 nowMs, bool canReadAllStats)
{
    m_shown = {};
    m_about = SelectedItem::sinkLease(row.feed, row.sink);
    setFields(tr("Sink %1 / %2").arg(row.feed, row.sink),
              detailhtml::sinkLease(row, nowMs, canReadAllStats));
    setValues({}, QString());
}

void DetailPane::provideFullValue(DetailField field, JsonView::Purpose purpose, const QString &text)
{
    if (JsonView *v = valueView(field))
        v->provideFullText(purpose, text);
}

void DetailPane::provideFullValueError(DetailField field, JsonView::Purpose purpose,
                                       const QString &message)
{
    if (JsonView *v = valueView(field))
        v->provideFullTextError(purpose, message);
}

#pragma once

#include "core/rows/detailrows.h"
#include "core/rows/leaserows.h"
#include "core/selecteditem.h"
#include "views/jsonview.h"

#include <QUrl>
#include <QWidget>
#include <optional>
#include <variant>

class QLabel;
class QTabWidget;
class QTextBrowser;
class QTextDocument;

// Everything about the selected row: every column, the big values (payload, result, frame,
// errors) pretty-printed and capped, and links to related rows (a task's deliveries, replay
// lineage both ways, a lease's task, an alert's devices). GUI thread. It shows values it is
// given; reading them is the DB layer's job (see DetailSource), and links are only emitted.
//
// Links are poolscope: URLs written by DeepLink (core/deeplink.h): poolscope://task/ID,
// poolscope://deliveries?task=ID, ?message=ID, poolscope://tasks?message=ID, …/alert/UUID.
class DetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailPane(QWidget *parent = nullptr);

    void showHint(const QString &text);
    // What is selected when there is no row to read: nothing, several rows, a device without
    // a ledger row. A Task, Delivery, Alarm or SinkLease item is shown by the calls below.
    void showSelection(const SelectedItem &item);
    // `item` is being read; what the pane showed before goes at once.
    void showReading(const SelectedItem &item);
    void showError(const QString &text);
    void showTask(const TaskDetail &detail);
    void showDelivery(const DeliveryDetail &detail);
    void showAlarm(const AlarmDetail &detail);
    void showSinkLease(const SinkLeaseRow &row, qint64 nowMs, bool canReadAllStats);
    // The answer to fullValueRequested.
    void provideFullValue(DetailField field, JsonView::Purpose purpose, const QString &text);
    void provideFullValueError(DetailField field, JsonView::Purpose purpose,
                               const QString &message);

    QString title() const;
    // The item the pane is about now: the row whose details it shows, the item it is reading,
    // or what showSelection said; None while it shows a bare hint. Kept from what was shown,
    // not from what was asked for, so a test can hold it to the window's selection.
    SelectedItem about() const { return m_about; }
    QString fieldsText() const; // the fields as plain text, for tests and copying
    const QTextDocument *fieldsDocument() const; // the fields as laid out, for tests
    JsonView *valueView(DetailField field) const; // null when not shown
    std::optional<DetailField> openValue() const; // the value tab in front, if any

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void linkActivated(const QUrl &url);
    void fullValueRequested(DetailField field, const QString &key, JsonView::Purpose purpose);

private:
    void setFields(const QString &title, const QString &html);
    // Gives the fields' document the palette's link and dim colours, and lays the fields out
    // again in them: rich text takes its colours when it is parsed, not when it is drawn, so
    // without this a switch to dark kept the light theme's dark blue links.
    void applyColours();
    void fitFields();
    // `preferred`: the value a new row opens on when the operator has not picked one and it
    // is not empty.
    void setValues(const QList<std::pair<DetailField, TextPreview>> &values, const QString &key,
                   std::optional<DetailField> preferred = std::nullopt);
    template<typename Detail> bool alreadyShown(const Detail &detail);

    QLabel *m_title;
    QTextBrowser *m_fields;
    QTabWidget *m_values;
    QList<std::pair<DetailField, JsonView *>> m_valueViews;
    QString m_key; // the row the values belong to
    SelectedItem m_about;
    // The value tab the operator last picked; a new row opens on it when it has something.
    std::optional<DetailField> m_chosenField;
    bool m_fillingTabs = false; // tabs being replaced: their current index is not a choice
    QString m_lastHtml;
    // The detail on screen, while it is one. Each poll brings the selected row's detail again,
    // mostly unchanged; comparing values is cheaper than writing its HTML to compare that.
    std::variant<std::monostate, TaskDetail, DeliveryDetail, AlarmDetail> m_shown;
};

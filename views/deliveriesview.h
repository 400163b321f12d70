#pragma once

#include "core/rows/deliveryrow.h"
#include "core/selecteditem.h"

#include <QMap>
#include <QWidget>

class DeliveryTableModel;
class MessageBanner;
class QHBoxLayout;
class QLineEdit;
class QTableView;
class QTimer;
class QToolButton;
class TimeRangeBox;

// The delivery audit: status chips, worker, message, task and time range filters, the table.
// GUI thread; the model is not owned.
class DeliveriesView : public QWidget
{
    Q_OBJECT
public:
    explicit DeliveriesView(DeliveryTableModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    MessageBanner *banner() const { return m_banner; }
    QString filterNote() const; // why the filter cannot match, or empty
    DeliveryFilter filter() const;
    void setFilter(const DeliveryFilter &filter); // updates the widgets and the model
    void focusSearch();
    // What the window is on in this view (tablesetup::rowInFocus).
    SelectedItem selectedItem() const;

Q_SIGNALS:
    // What is selected may have changed: a click, or a poll that changed or removed selected
    // rows (tablesetup::onSelectionAffected).
    void selectionChanged();

private:
    void apply();
    QHBoxLayout *idFilters();

    DeliveryTableModel *m_model;
    QMap<QString, QToolButton *> m_chips;
    QLineEdit *m_worker;
    QLineEdit *m_message;
    QLineEdit *m_task;
    TimeRangeBox *m_range;
    MessageBanner *m_banner;
    MessageBanner *m_filterNote;
    QTableView *m_table;
    QTimer *m_debounce;
};

#pragma once

#include "core/rows/alarmrows.h"
#include "core/selecteditem.h"

#include <QWidget>

class ActionBar;
class AlarmDebtModel;
class MessageBanner;
class QComboBox;
class QLabel;
class QTableView;

// Pending alarm debt: totals by age above, the owed deliveries grouped by alert and device.
// GUI thread; the model is not owned.
class AlarmsView : public QWidget
{
    Q_OBJECT
public:
    explicit AlarmsView(AlarmDebtModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    MessageBanner *banner() const { return m_banner; }
    ActionBar *actionBar() const { return m_actions; }
    QList<AlarmDebtRow> selectedDebt() const;
    // What the window is on in this view (tablesetup::rowInFocus).
    SelectedItem selectedItem() const;
    QString summaryText() const;
    // Selects the alert's first owed row. An alert past the rows read so far is looked for
    // again as each poll answers, the window grown a page at a time until its rows come, the
    // rows pass it, or there are no more; false until then.
    bool selectAlert(const QString &alertId);
    // Only the deliveries owed for more than `seconds` (0: all): the "Owed for" box and
    // poolscope://alarms?older_than=. A value the box does not offer gets an entry of its own.
    void setOlderThanSeconds(int seconds);
    int olderThanSeconds() const;
    QComboBox *owedForBox() const { return m_owedFor; }

Q_SIGNALS:
    // What is selected may have changed: a click, or a poll that changed or removed selected
    // rows (tablesetup::onSelectionAffected).
    void selectionChanged();

private:
    void updateSummary();
    bool selectLoadedAlert(const QString &alertId);
    bool retryPendingAlert(); // true when it selected the alert

    AlarmDebtModel *m_model;
    QLabel *m_summary;
    MessageBanner *m_banner;
    ActionBar *m_actions;
    QTableView *m_table;
    QComboBox *m_owedFor;
    QString m_pendingAlert; // asked for by selectAlert, not yet among the rows
};

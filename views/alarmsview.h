#pragma once

#include "db/queries/alarmrows.h"

#include <QWidget>

class ActionBar;
class AlarmDebtModel;
class MessageBanner;
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
    QString summaryText() const;
    bool selectAlert(const QString &alertId);

Q_SIGNALS:
    void currentDebtChanged(const QString &alertId, const QString &subscriptionId, const QString &eventId);
    void selectionChanged();

private:
    void updateSummary();

    AlarmDebtModel *m_model;
    QLabel *m_summary;
    MessageBanner *m_banner;
    ActionBar *m_actions;
    QTableView *m_table;
};

#pragma once

#include "core/rows/taskrow.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QLayout;
class QLineEdit;
class QTimer;
class QToolButton;
class MessageBanner;
class TimeRangeBox;

// The tasks view's filters: a chip per state (with its count), kind, account, monitor, a time
// range, and one search box that takes a task id, job id, idempotency key, message id or
// account id (a number is looked for as a task id, job id or key unless told otherwise).
// GUI thread. Emits the whole filter as a value whenever it changes (typing is debounced);
// it never queries anything itself.
class TasksFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit TasksFilterBar(QWidget *parent = nullptr);

    TaskFilter filter() const;
    void setFilter(const TaskFilter &filter);
    void setCounts(const TaskStateCounts &counts);
    void focusSearch();
    // Searches the text as `kind`, when the text can be one (a number can be any kind).
    void setSearchKind(TaskSearch kind);
    QLineEdit *searchEdit() const { return m_search; }
    QToolButton *chip(const QString &state) const { return m_chips.value(state); }
    QString chipText(const QString &state) const;
    QString searchNote() const; // why the search cannot match, or empty
    // The failure group the rows are limited to (TaskFilter::cause): shown as a chip whose
    // click drops it. Hidden when there is none.
    QToolButton *causeChip() const { return m_causeChip; }

Q_SIGNALS:
    void filterChanged(const TaskFilter &filter);

private:
    void emitSoon();
    void emitNow();
    QLayout *chipRow(); // "State:" and a chip per state
    void updateSearchKinds();
    void fitSearchKinds();
    void updateSearchNote();
    void updateCauseChip();
    // The kinds a search text can be looked for as: a number's, or any other text's.
    static QList<std::pair<QString, TaskSearch>> searchKinds(bool numeric);

    QMap<QString, QToolButton *> m_chips;
    QComboBox *m_kind;
    QLineEdit *m_account;
    QLineEdit *m_monitor;
    TimeRangeBox *m_range;
    QLineEdit *m_search;
    QComboBox *m_searchAs;
    MessageBanner *m_searchNote;
    QTimer *m_debounce;
    QToolButton *m_causeChip;
    std::optional<CauseFilter> m_cause;
    TaskFilter m_last;
};

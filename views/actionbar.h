#pragma once

#include <QHash>
#include <QWidget>

class QHBoxLayout;
class QToolButton;

// A row of operator actions above a table. Each button is enabled or disabled by whoever
// knows (selection, privileges, a read-only server), and a disabled one says why in its
// tooltip: "Disabled: the role may not UPDATE tasks". GUI thread.
class ActionBar : public QWidget
{
    Q_OBJECT
public:
    explicit ActionBar(QWidget *parent = nullptr);

    QToolButton *addAction(const QString &id, const QString &text, const QString &help);
    // Enabled with `help` as the tooltip, or disabled with `why` as the tooltip.
    void setAvailable(const QString &id, bool available, const QString &why = {});
    QToolButton *button(const QString &id) const { return m_buttons.value(id); }
    QString whyDisabled(const QString &id) const;
    // Whether a disabled button was given its reason (a disabled one without is a defect the
    // window's checks look for); true while it is enabled.
    bool saysWhyDisabled(const QString &id) const;

Q_SIGNALS:
    void triggered(const QString &id);

private:
    QHBoxLayout *m_layout;
    QHash<QString, QToolButton *> m_buttons;
    QHash<QString, QString> m_help;
    QHash<QString, bool> m_hasReason;
};

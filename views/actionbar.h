#pragma once

#include "core/operatoraction.h"

#include <QHash>
#include <QWidget>

class QHBoxLayout;
class QToolButton;

enum class WatchListButton; // views/watchlistview.h

// A row of operator actions above a table. Each button is enabled or disabled by whoever
// knows (selection, privileges, a read-only server), and a disabled one says why in its
// tooltip: "Disabled: the role may not UPDATE tasks". GUI thread.
class ActionBar : public QWidget
{
    Q_OBJECT
public:
    // A button's name: an operator action (core/operatoraction.h), or one of the watch list's
    // own buttons. Never a string, so a misspelt name does not compile.
    class Key
    {
    public:
        Key(OperatorAction action) : m_space(0), m_value(int(action)) { }
        Key(WatchListButton button);
        // The operator action it names; none for the watch list's buttons.
        std::optional<OperatorAction> operatorAction() const;
        std::optional<WatchListButton> watchListButton() const;
        friend bool operator==(Key, Key) = default;
        friend size_t qHash(Key key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.m_space, key.m_value);
        }

    private:
        int m_space;
        int m_value;
    };

    explicit ActionBar(QWidget *parent = nullptr);

    QToolButton *addAction(Key id, const QString &text, const QString &help);
    // Enabled with `help` as the tooltip, or disabled with `why` as the tooltip.
    void setAvailable(Key id, bool available, const QString &why = {});
    QToolButton *button(Key id) const { return m_buttons.value(id); }
    QString whyDisabled(Key id) const;
    // Whether a disabled button was given its reason (a disabled one without is a defect the
    // window's checks look for); true while it is enabled.
    bool saysWhyDisabled(Key id) const;

Q_SIGNALS:
    void triggered(ActionBar::Key id);

private:
    QHBoxLayout *m_layout;
    QHash<Key, QToolButton *> m_buttons;
    QHash<Key, QString> m_help;
    QHash<Key, bool> m_hasReason;
};

#include "views/actionbar.h"

#include "views/watchlistview.h"

#include <QHBoxLayout>
#include <QToolButton>

using namespace Qt::StringLiterals;

ActionBar::Key::Key(WatchListButton button) : m_space(1), m_value(int(button)) { }

std::optional<OperatorAction> ActionBar::Key::operatorAction() const
{
    return m_space == 0 ? std::optional(OperatorAction(m_value)) : std::nullopt;
}

std::optional<WatchListButton> ActionBar::Key::watchListButton() const
{
    return m_space == 1 ? std::optional(WatchListButton(m_value)) : std::nullopt;
}

ActionBar::ActionBar(QWidget *parent) : QWidget(parent), m_layout(new QHBoxLayout(this))
{
    m_layout->setContentsMargins(6, 2, 6, 2);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
}

QToolButton *ActionBar::addAction(Key id, const QString &text, const QString &help)
{
    auto *b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(help);
    b->setAccessibleName(text);
    b->setAccessibleDescription(help);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setEnabled(false);
    connect(b, &QToolButton::clicked, this, [this, id] { Q_EMIT triggered(id); });
    m_layout->insertWidget(m_layout->count() - 1, b);
    m_buttons.insert(id, b);
    m_help.insert(id, help);
    return b;
}

void ActionBar::setAvailable(Key id, bool available, const QString &why)
{
    QToolButton *b = m_buttons.value(id);
    if (!b)
        return;
    b->setEnabled(available);
    m_hasReason.insert(id, available || !why.isEmpty());
    // A disabled button still shows its tooltip in Qt, so the reason is where the eye goes.
    b->setToolTip(available || why.isEmpty() ? m_help.value(id) : tr("Disabled: %1").arg(why));
    b->setAccessibleDescription(b->toolTip());
}

bool ActionBar::saysWhyDisabled(Key id) const
{
    const QToolButton *b = m_buttons.value(id);
    return !b || b->isEnabled() || m_hasReason.value(id, false);
}

QString ActionBar::whyDisabled(Key id) const
{
    QToolButton *b = m_buttons.value(id);
    return b && !b->isEnabled() ? b->toolTip() : QString();
}

#include "views/operatoriddialog.h"

#include "views/statepalette.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

OperatorIdDialog::OperatorIdDialog(QWidget *parent)
    : QDialog(parent), m_edit(new QLineEdit(this)), m_refusal(new QLabel(this))
{
    setWindowTitle(tr("Operator id"));
    auto *layout = new QVBoxLayout(this);
    auto *text
        = new QLabel(tr("Your operator id: a number, recorded with every action you take."), this);
    text->setWordWrap(true);
    text->setBuddy(m_edit);
    layout->addWidget(text);
    m_edit->setAccessibleName(tr("Operator id"));
    m_edit->setMaxLength(19); // a bigint, as task_replays.operator_user_id is
    layout->addWidget(m_edit);
    m_refusal->setWordWrap(true);
    m_refusal->setAccessibleName(tr("Why the value was refused"));
    m_refusal->setVisible(false);
    layout->addWidget(m_refusal);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &OperatorIdDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_refusal->setVisible(false); });
}

QString OperatorIdDialog::refusal() const
{
    return m_refusal->isVisibleTo(this) ? m_refusal->text() : QString();
}

std::optional<qint64> OperatorIdDialog::operatorId() const
{
    bool ok = false;
    const qint64 id = m_edit->text().trimmed().toLongLong(&ok);
    return ok && id > 0 ? std::optional(id) : std::nullopt;
}

void OperatorIdDialog::accept()
{
    if (operatorId()) {
        QDialog::accept();
        return;
    }
    const QString typed = m_edit->text().trimmed();
    m_refusal->setText(
        typed.isEmpty()
            ? tr("Type your operator id: every action is recorded with it.")
            : tr("“%1” is not an operator id: type a whole number from 1 up.").arg(typed.left(40)));
    m_refusal->setStyleSheet(u"color: %1;"_s.arg(statepalette::color(Tone::Bad, palette()).name()));
    m_refusal->setVisible(true);
    m_edit->setFocus();
    m_edit->selectAll();
}

std::optional<qint64> OperatorIdDialog::ask(QWidget *parent)
{
    OperatorIdDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.operatorId();
}

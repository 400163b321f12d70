#include "views/confirmdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ConfirmDialog::ConfirmDialog(const Request &r, QWidget *parent)
    : QDialog(parent), m_reason(new QLineEdit(this))
{
    setWindowTitle(r.title);
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(r.text, this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::PlainText);
    layout->addWidget(text);
    if (!r.items.isEmpty()) {
        auto *list = new QListWidget(this);
        list->addItems(r.items);
        list->setAccessibleName(tr("What will change"));
        list->setMaximumHeight(220);
        layout->addWidget(list);
    }
    auto *form = new QFormLayout;
    m_typedPhrase = r.typedPhrase;
    if (!r.typedPhrase.isEmpty()) {
        m_phrase = new QLineEdit(this);
        m_phrase->setAccessibleName(tr("Type to confirm"));
        m_phrase->setPlaceholderText(r.typedPhrase);
        // Above the field, wrapped at its spaces: a feed and sink name is as long as a line.
        auto *typeLabel = new QLabel(tr("Type %1 to confirm:").arg(r.typedPhrase), this);
        typeLabel->setTextFormat(Qt::PlainText);
        typeLabel->setWordWrap(true);
        typeLabel->setBuddy(m_phrase);
        form->addRow(typeLabel);
        form->addRow(m_phrase);
    }
    m_reason->setPlaceholderText(tr("Optional: why (kept in the audit trail)"));
    m_reason->setMinimumWidth(m_reason->fontMetrics().horizontalAdvance(m_reason->placeholderText())
                              + 24);
    m_reason->setMaxLength(1000);
    m_reason->setAccessibleName(tr("Reason"));
    form->addRow(tr("Reason:"), m_reason);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_confirm = buttons->addButton(r.confirmLabel, QDialogButtonBox::AcceptRole);
    // A dangerous action is never the default: Enter must not fire it by accident.
    m_confirm->setAutoDefault(!r.dangerous);
    m_confirm->setDefault(!r.dangerous);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(r.dangerous);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    if (m_phrase) {
        m_confirm->setEnabled(false);
        const QString phrase = r.typedPhrase;
        connect(m_phrase, &QLineEdit::textChanged, this,
                [this, phrase](const QString &t) { m_confirm->setEnabled(t == phrase); });
    }
    // Wide enough for the phrase to be typed, whole, in the field and its label.
    const int phraseWidth
        = r.typedPhrase.isEmpty() ? 0 : fontMetrics().horizontalAdvance(r.typedPhrase) + 80;
    setMinimumWidth(qMax(520, phraseWidth));
}

QString ConfirmDialog::reason() const
{
    return m_reason->text().trimmed();
}

std::optional<QString> ConfirmDialog::ask(QWidget *parent, const Request &request)
{
    ConfirmDialog dialog(request, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.reason();
}

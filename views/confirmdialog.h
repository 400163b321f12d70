#pragma once

#include <QDialog>
#include <optional>

class QDialogButtonBox;
class QLineEdit;
class QPushButton;

// Asks before an operator action writes anything. Names the target; lists exactly what will
// change (a frozen preview); may ask the operator to type a phrase (the feed/sink name) for a
// destructive action; takes an optional reason for the audit trail. GUI thread; modal to the
// window that asks.
class ConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    struct Request
    {
        QString title; // "Replay task 123?"
        QString text; // what will happen, and what could go wrong
        QStringList items; // the frozen preview, one line each (may be empty)
        QString confirmLabel; // "Replay", "Release the live lease"
        QString typedPhrase; // non-empty: the operator must type it to confirm
        bool dangerous = false; // the confirm button is not the default
    };

    ConfirmDialog(const Request &request, QWidget *parent = nullptr);
    QString reason() const;
    QPushButton *confirmButton() const { return m_confirm; }
    QLineEdit *phraseEdit() const { return m_phrase; }
    QString typedPhrase() const { return m_typedPhrase; } // what must be typed; empty: nothing
    QLineEdit *reasonEdit() const { return m_reason; }

    // Shows the dialog; the reason when confirmed, nullopt when not.
    static std::optional<QString> ask(QWidget *parent, const Request &request);

private:
    QPushButton *m_confirm;
    QLineEdit *m_phrase = nullptr;
    QString m_typedPhrase;
    QLineEdit *m_reason;
};

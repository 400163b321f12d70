#pragma once

#include <QDialog>
#include <optional>

class QLabel;
class QLineEdit;

// Asks for the operator id recorded with every action. The field starts empty: a pre-filled
// "1" was recorded as operator 1 by a person who only pressed Enter. An empty or malformed
// value is refused with a reason under the field, and the dialog stays open. GUI thread.
class OperatorIdDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OperatorIdDialog(QWidget *parent = nullptr);

    QLineEdit *edit() const { return m_edit; }
    QString refusal() const; // why the last value was refused; empty when none was
    std::optional<qint64> operatorId() const; // the value typed, when it is one

    void accept() override;

    // The id typed, or none when the person cancelled.
    static std::optional<qint64> ask(QWidget *parent);

private:
    QLineEdit *m_edit;
    QLabel *m_refusal;
};

#pragma once

#include "models/tone.h"

#include <QLabel>

// A one-paragraph message above a table: why the view is empty, what is missing, what went
// wrong. Hidden when there is nothing to say. GUI thread.
class MessageBanner : public QLabel
{
    Q_OBJECT
public:
    explicit MessageBanner(QWidget *parent = nullptr);
    void showMessage(const QString &text, Tone tone = Tone::Warning);
    void clearMessage();
    QString message() const; // empty when hidden

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    Tone m_tone = Tone::Warning;
    bool m_restyling = false;
};

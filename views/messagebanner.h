#pragma once

#include "models/tone.h"

#include <QLabel>
#include <QPointer>

class QTimer;
class QToolButton;

// A one-paragraph message: why a view is empty, what is missing, what went wrong (a view's
// banner, shown while the condition holds and cleared by whoever set it), or what the last
// action did (the window's outcome banner, see setOutcomeStyle). Hidden when there is nothing
// to say. GUI thread.
class MessageBanner : public QLabel
{
    Q_OBJECT
public:
    static constexpr int DefaultInfoExpiryMs = 6000;

    explicit MessageBanner(QWidget *parent = nullptr);
    // A new message replaces the one shown.
    void showMessage(const QString &text, Tone tone = Tone::Warning);
    void clearMessage();
    QString message() const; // empty when hidden

    // An outcome banner: news rather than a state. It has a close button; an informative
    // message (Good, Neutral) clears itself after `infoExpiryMs` (0: never), a warning or an
    // error stays until it is dismissed or replaced, and work in progress (Pending) until what
    // it waits for replaces it. Its background is opaque, so it can lie over other widgets.
    void setOutcomeStyle(int infoExpiryMs = DefaultInfoExpiryMs);
    // Lies over the foot of its parent, the parent's whole width, instead of in a layout: news
    // that comes and goes never moves what it covers (a table's rows under the pointer). It
    // follows the parent's size, and rises above its siblings when shown.
    void setOverlay();
    void setInfoExpiryMs(int ms);
    int infoExpiryMs() const { return m_infoExpiryMs; }
    bool expires() const; // whether the message shown clears itself
    QToolButton *closeButton() const { return m_close; }

Q_SIGNALS:
    // Shown, replaced, cleared or dismissed: whoever places the banner places it again.
    void messageChanged();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void restyle();
    void restyleSoon();
    void watchParent();
    void placeCloseButton();
    void placeOverParent();
    Tone m_tone = Tone::Warning;
    bool m_restyling = false;
    bool m_outcome = false;
    bool m_overlay = false;
    int m_infoExpiryMs = 0;
    QTimer *m_expiry;
    QToolButton *m_close = nullptr;
    QPointer<QWidget> m_watched; // the parent whose palette the colours follow
};

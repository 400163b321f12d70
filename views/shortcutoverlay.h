#pragma once

#include <QWidget>

class QAction;
class QMenuBar;

// Every keyboard shortcut of the window, over it on a dimmed backdrop (F1 or ?). Built from the
// window's own QActions each time it opens, menu by menu, so it lists what the keys really do
// and can never drift from them. Any key or click closes it; while it is open it takes the
// keys, so a key pressed to close it does nothing else. GUI thread; a child of the window.
class ShortcutOverlay : public QWidget
{
    Q_OBJECT
public:
    explicit ShortcutOverlay(QWidget *window);

    // The actions with a shortcut, in menu order, each with the title of its menu.
    struct Entry
    {
        QString menu;
        QString action;
        QString keys; // every shortcut of the action, as the platform writes them
        QAction *source = nullptr;
    };
    static QList<Entry> entries(const QMenuBar *menuBar);

    // Fills the panel from the window's menus and shows it on top, taking the focus.
    void open(const QMenuBar *menuBar);
    QList<Entry> shown() const { return m_entries; }

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void rebuild();

    QWidget *m_panel;
    QList<Entry> m_entries;
    QWidget *m_previousFocus = nullptr;
};

#pragma once

#include "core/savedview.h"

#include <QMenu>
#include <functional>
#include <optional>

class MainWindow;

// View ▸ Saved views: the presets, then the operator's own views of the profile in force, or
// of the database without one (the scope: models/savedviewstore.h), each opened through
// MainWindow::openLink as a followed link is; "Save current view…", "Copy link of current view",
// and renaming and deleting the operator's own. Rebuilt each time it opens, from the settings file,
// so two windows and a profile switch never show a stale list; never from an entry's own handler,
// which would delete the action being triggered. GUI thread; a child of the View menu.
class SavedViewsMenu : public QMenu
{
    Q_OBJECT
public:
    // Asks the operator for a name (title, prompt, the name to start from); nullopt: cancelled.
    using AskName
        = std::function<std::optional<QString>(const QString &, const QString &, const QString &)>;

    SavedViewsMenu(MainWindow *window, QWidget *parent);
    // The preset's name in the language on screen.
    static QString presetName(SavedViewPreset preset);
    // Tests answer for the operator; the default asks with a QInputDialog.
    void setAskName(AskName ask) { m_askName = std::move(ask); }
    // Rebuilds the entries from the settings (done each time the menu opens).
    void refresh();
    // Whose views are listed and saved (ConsoleSession::watchScope); empty until connected:
    // then only the presets are offered.
    void setScope(const QString &scope);
    QString scope() const { return m_scope; }

    void saveCurrentView();
    void copyCurrentLink();

private:
    void renameView(const QString &name);
    void deleteView(const QString &name);
    void store(const QList<SavedView> &views);

    MainWindow *m_window;
    AskName m_askName;
    QString m_scope;
    QMenu *m_rename;
    QMenu *m_remove;
};

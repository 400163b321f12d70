#pragma once

#include "core/exportspec.h"
#include "core/feedtable.h"
#include "core/operatoraction.h"

#include <QObject>

class ActionBar;
class MainWindow;
class QAction;
class QMenu;
class QTableView;
class ShortcutOverlay;

// An intent: these rows, as CSV, to this file. A value; the session fills in the feed tables.
struct CsvExportRequest
{
    exportquery::Spec spec;
    QString path;
    QString what; // names the rows for people ("the tasks the filter matches")
    int pageSize = exportquery::DefaultPageSize;
};

// The window's keyboard and clipboard verbs and its CSV export: Edit (copy rows as TSV, copy
// a poolscope:// link), Actions (replay, release, ack on the selected row), next and previous
// result, the shortcuts overlay, File → Export view. Each is a QAction with an object name, in
// a menu, so the overlay lists it and tests find it. The actions press the view's own buttons,
// so they go through the same availability checks and confirmation: never an action without
// the dialog. GUI thread; a child of the window; runs no SQL: an export is asked for
// (exportRequested) and app/ runs it.
class WindowActions : public QObject
{
    Q_OBJECT
public:
    WindowActions(MainWindow *window, QMenu *fileMenu, QMenu *viewMenu);

    QAction *action(const QString &objectName) const;

    // The table the verbs act on: the current view's (on the leases view, the one with focus,
    // or else the one last focused). Null on the lookup and the dashboard.
    QTableView *currentTable() const;
    // Links for what is selected, one per selected row; the current lookup's on the lookup.
    QStringList selectionLinks() const;
    // What an export of the current view reads (its feed tables left to the session), and how
    // it names the rows; false when the view has nothing to export this way (the lookup
    // exports its answer itself).
    bool exportSpec(exportquery::Spec *spec, QString *what, QString *fileStem) const;
    // Asks to export the current view to `path` (asked for when empty): exportRequested.
    void exportCurrentView(const QString &path = {}, int pageSize = exportquery::DefaultPageSize);
    void copyRows(bool header);
    // View → Mask contact data in exports and copied rows (QSettings "export/maskContacts"),
    // on unless turned off: what leaves in bulk carries no customer's address by default.
    static bool masksContacts();
    void copyLinks();
    void step(int delta); // next (+1) or previous (-1) result
    // Presses the current view's button for the Actions menu's `entry` (ReplayTasks,
    // ReleaseTaskLease, AckSelected) if it is enabled; else says why not.
    void press(OperatorAction entry);
    // Why `entry` cannot apply in the current view (its button's reason, or that the view
    // has no such action), or empty when it can.
    QString whyNot(OperatorAction entry) const;
    // The Actions menu's entries follow the current view's buttons while the menu is open.
    void showAvailability(bool menuOpen);
    void showShortcuts();
    ShortcutOverlay *overlay() const { return m_overlay; }

Q_SIGNALS:
    // The operator asked for these rows in a CSV file (app/ runs it, with a progress dialog).
    void exportRequested(const CsvExportRequest &request);

private:
    ActionBar *barFor(OperatorAction entry, OperatorAction *id) const;
    void addMaskSetting(QMenu *menu); // View → Mask contact data…
    QAction *add(QMenu *menu, const QString &name, const QString &text,
                 const QList<QKeySequence> &keys);

    MainWindow *m_window;
    ShortcutOverlay *m_overlay;
    QTableView *m_lastLeaseTable = nullptr;
};

#include "views/windowactions.h"

#include "core/deeplink.h"
#include "models/deliverytablemodel.h"
#include "models/leasemodels.h"
#include "models/tasktablemodel.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/failuresview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/rowcopy.h"
#include "views/shortcutoverlay.h"
#include "views/tasksview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {
// The Actions menu's entries: the operator actions the table gives a menu name.
QList<OperatorAction> menuEntries()
{
    QList<OperatorAction> out;
    for (const OperatorAction a : AllOperatorActions) {
        if (!operatoraction::info(a).menuName.isEmpty())
            out.append(a);
    }
    return out;
}
} // namespace

WindowActions::WindowActions(MainWindow *window, QMenu *fileMenu, QMenu *viewMenu)
    : QObject(window), m_window(window), m_overlay(new ShortcutOverlay(window))
{
    setObjectName(u"WindowActions"_s);
    // File → Export view…, above the separator before Quit.
    QAction *exportView = new QAction(tr("&Export view as CSV…"), window);
    exportView->setObjectName(u"exportView"_s);
    exportView->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportView->setToolTip(tr("Every row the current view's filter matches, to a CSV file"));
    connect(exportView, &QAction::triggered, this, [this] { exportCurrentView(); });
    const QList<QAction *> fileActions = fileMenu->actions();
    QAction *before = nullptr;
    for (QAction *a : fileActions) {
        if (a->isSeparator())
            before = a;
    }
    fileMenu->insertAction(before, exportView);

    auto *edit = new QMenu(tr("&Edit"), window);
    window->menuBar()->insertMenu(viewMenu->menuAction(), edit);
    add(edit, u"copyRows"_s, tr("&Copy rows"), { QKeySequence::Copy });
    add(edit, u"copyRowsWithHeader"_s, tr("Copy rows with &header"),
        { QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C) });
    add(edit, u"copyLink"_s, tr("Copy &link"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C) });
    connect(action(u"copyRows"_s), &QAction::triggered, this, [this] { copyRows(false); });
    connect(action(u"copyRowsWithHeader"_s), &QAction::triggered, this, [this] { copyRows(true); });
    connect(action(u"copyLink"_s), &QAction::triggered, this, &WindowActions::copyLinks);

    addMaskSetting(viewMenu);

    viewMenu->addSeparator();
    add(viewMenu, u"nextResult"_s, tr("&Next result"), { QKeySequence(Qt::Key_F3) });
    add(viewMenu, u"previousResult"_s, tr("Pre&vious result"),
        { QKeySequence(Qt::SHIFT | Qt::Key_F3) });
    connect(action(u"nextResult"_s), &QAction::triggered, this, [this] { step(1); });
    connect(action(u"previousResult"_s), &QAction::triggered, this, [this] { step(-1); });
    // "?" reaches the window only when no text field takes it as a character. On most layouts
    // it is typed with Shift, and X11 reports Shift with it: both forms are bound.
    add(viewMenu, u"showShortcuts"_s, tr("&Keyboard shortcuts"),
        { QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question),
          QKeySequence(Qt::SHIFT | Qt::Key_Question) });
    connect(action(u"showShortcuts"_s), &QAction::triggered, this, &WindowActions::showShortcuts);

    auto *actions = new QMenu(tr("&Actions"), window);
    window->menuBar()->addMenu(actions);
    for (const OperatorAction entry : menuEntries()) {
        const OperatorActionInfo &info = operatoraction::info(entry);
        QAction *a = add(actions, info.menuName, operatoraction::label(entry),
                         { QKeySequence(info.shortcut) });
        connect(a, &QAction::triggered, this, [this, entry] { press(entry); });
    }
    actions->setToolTipsVisible(true);
    connect(actions, &QMenu::aboutToShow, this, [this] { showAvailability(true); });
    connect(actions, &QMenu::aboutToHide, this, [this] { showAvailability(false); });

    // The tables' context menus: the same actions, so they show their keys.
    LeasesView *leases = window->leasesView();
    const QList<QTableView *> tables { window->tasksView()->table(), leases->taskTable(),
                                       leases->sinkTable(), window->deliveriesView()->table(),
                                       window->alarmsView()->table() };
    for (QTableView *t : tables) {
        t->setContextMenuPolicy(Qt::ActionsContextMenu);
        t->addActions(
            { action(u"copyRows"_s), action(u"copyRowsWithHeader"_s), action(u"copyLink"_s) });
        auto *separator = new QAction(t);
        separator->setSeparator(true);
        t->addAction(separator);
        t->addAction(exportView);
    }
    connect(qApp, &QApplication::focusChanged, this, [this, leases](QWidget *, QWidget *now) {
        if (now == leases->taskTable() || now == leases->sinkTable())
            m_lastLeaseTable = static_cast<QTableView *>(now);
    });
}

QAction *WindowActions::add(QMenu *menu, const QString &name, const QString &text,
                            const QList<QKeySequence> &keys)
{
    auto *a = new QAction(text, m_window);
    a->setObjectName(name);
    a->setShortcuts(keys);
    menu->addAction(a);
    return a;
}

QAction *WindowActions::action(const QString &objectName) const
{
    return m_window->findChild<QAction *>(objectName);
}

QTableView *WindowActions::currentTable() const
{
    switch (m_window->currentView()) {
    case ConsoleView::Tasks:
        return m_window->tasksView()->table();
    case ConsoleView::Leases: {
        LeasesView *l = m_window->leasesView();
        if (l->sinkTable()->hasFocus()
            || (!l->taskTable()->hasFocus() && m_lastLeaseTable == l->sinkTable()))
            return l->sinkTable();
        return l->taskTable();
    }
    case ConsoleView::Deliveries:
        return m_window->deliveriesView()->table();
    case ConsoleView::Alarms:
        return m_window->alarmsView()->table();
    case ConsoleView::Failures:
        return m_window->failuresView()->table();
    case ConsoleView::Lookup:
    case ConsoleView::Dashboard:
        return nullptr;
    }
    return nullptr;
}

void WindowActions::addMaskSetting(QMenu *menu)
{
    QAction *mask
        = add(menu, u"maskContacts"_s, tr("&Mask contact data in exports and copied rows"), {});
    mask->setCheckable(true);
    mask->setChecked(masksContacts());
    mask->setToolTip(tr("E-mail addresses and phone numbers in CSV exports and copied rows "
                        "become j***@example.com and +*********42; a lookup's ticket text "
                        "keeps the customer's own"));
    connect(mask, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(u"export/maskContacts"_s, on); });
}

bool WindowActions::masksContacts()
{
    return QSettings().value(u"export/maskContacts"_s, true).toBool();
}

void WindowActions::copyRows(bool header)
{
    QTableView *table = currentTable();
    const int rows = table ? rowcopy::copySelectedRows(table, header, masksContacts()) : 0;
    if (rows == 0)
        m_window->showOutcome(Tone::Neutral, tr("Nothing to copy: select rows in a table first."));
    else
        m_window->showOutcome(Tone::Neutral,
                              tr("Copied %n row(s) as tab-separated text.", nullptr, rows));
}

QStringList WindowActions::selectionLinks() const
{
    QStringList links;
    switch (m_window->currentView()) {
    case ConsoleView::Lookup:
        if (m_window->lookupView()->hasResult())
            links.append(DeepLink::lookup(m_window->lookupView()->result().query).toString());
        break;
    case ConsoleView::Tasks:
        for (const TaskRow &t : m_window->tasksView()->selectedTasks())
            links.append(DeepLink::task(t.id).toString());
        break;
    case ConsoleView::Leases: {
        QTableView *table = currentTable();
        if (table == m_window->leasesView()->taskTable()) {
            auto *model = static_cast<const TaskLeaseModel *>(table->model());
            QModelIndexList rows = table->selectionModel()->selectedRows();
            std::sort(rows.begin(), rows.end());
            for (const QModelIndex &i : rows) {
                if (const TaskLeaseRow *r = model->rowAt(i.row()))
                    links.append(DeepLink::task(r->taskId).toString());
            }
        } else if (table->selectionModel()->hasSelection()) {
            // A sink has no link of its own: its view.
            links.append(DeepLink::list(DeepLink::Target::Leases).toString());
        }
        break;
    }
    case ConsoleView::Deliveries: {
        QTableView *table = m_window->deliveriesView()->table();
        auto *model = static_cast<const DeliveryTableModel *>(table->model());
        QModelIndexList rows = table->selectionModel()->selectedRows();
        std::sort(rows.begin(), rows.end());
        for (const QModelIndex &i : rows) {
            if (const DeliveryRow *r = model->rowAt(i.row()))
                links.append(DeepLink::delivery(r->messageId, r->taskId).toString());
        }
        break;
    }
    case ConsoleView::Alarms:
        for (const AlarmDebtRow &r : m_window->alarmsView()->selectedDebt()) {
            const QString link = DeepLink::alert(r.alertId).toString();
            if (!links.contains(link))
                links.append(link);
        }
        break;
    case ConsoleView::Failures:
    case ConsoleView::Dashboard:
        break;
    }
    return links;
}

void WindowActions::copyLinks()
{
    const QStringList links = selectionLinks();
    if (links.isEmpty()) {
        m_window->showOutcome(Tone::Neutral,
                              tr("No link to copy: select a row, or look something up."));
        return;
    }
    QApplication::clipboard()->setText(links.join(u'\n'));
    m_window->showOutcome(Tone::Neutral,
                          links.size() == 1
                              ? tr("Copied the link %1").arg(links.first())
                              : tr("Copied %n link(s), one per line.", nullptr, int(links.size())));
}

void WindowActions::step(int delta)
{
    if (m_window->currentView() == ConsoleView::Lookup) {
        QTreeWidget *tree = m_window->lookupView()->trailsTree();
        QTreeWidgetItem *item = tree->currentItem();
        QTreeWidgetItem *next = !item
            ? tree->topLevelItem(delta > 0 ? 0 : tree->topLevelItemCount() - 1)
            : delta > 0 ? tree->itemBelow(item)
                        : tree->itemAbove(item);
        if (next) {
            tree->setCurrentItem(next);
            tree->scrollToItem(next);
        }
        return;
    }
    QTableView *table = currentTable();
    if (!table || table->model()->rowCount() == 0)
        return;
    const int rows = table->model()->rowCount();
    const QModelIndex current = table->currentIndex();
    const int row = !current.isValid() ? (delta > 0 ? 0 : rows - 1)
                                       : qBound(0, current.row() + delta, rows - 1);
    const QModelIndex target = table->model()->index(row, current.isValid() ? current.column() : 0);
    table->selectionModel()->setCurrentIndex(
        target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(target);
}

ActionBar *WindowActions::barFor(OperatorAction entry, OperatorAction *id) const
{
    *id = entry;
    switch (m_window->currentView()) {
    case ConsoleView::Lookup:
        // The lookup acks what its selected device owes.
        if (entry == OperatorAction::AckSelected)
            *id = OperatorAction::AckDevice;
        return m_window->lookupView()->actionBar();
    case ConsoleView::Tasks:
        return entry != OperatorAction::AckSelected ? m_window->tasksView()->actionBar() : nullptr;
    case ConsoleView::Leases:
        return entry == OperatorAction::ReleaseTaskLease ? m_window->leasesView()->taskActions()
                                                         : nullptr;
    case ConsoleView::Alarms:
        return entry == OperatorAction::AckSelected ? m_window->alarmsView()->actionBar() : nullptr;
    case ConsoleView::Failures:
        // The window's replay entry replays the selected group.
        if (entry != OperatorAction::ReplayTasks)
            return nullptr;
        *id = OperatorAction::ReplayGroup;
        return m_window->failuresView()->actionBar();
    case ConsoleView::Deliveries:
    case ConsoleView::Dashboard:
        break;
    }
    return nullptr;
}

QString WindowActions::whyNot(OperatorAction entry) const
{
    OperatorAction id = entry;
    ActionBar *bar = barFor(entry, &id);
    QToolButton *button = bar ? bar->button(id) : nullptr;
    if (!button)
        return tr("This view has no “%1” action.")
            .arg(operatoraction::label(entry).remove(u'&').remove(u'…'));
    return button->isEnabled() ? QString() : bar->whyDisabled(id);
}

void WindowActions::press(OperatorAction entry)
{
    OperatorAction id = entry;
    ActionBar *bar = barFor(entry, &id);
    QToolButton *button = bar ? bar->button(id) : nullptr;
    if (!button || !button->isEnabled()) {
        m_window->showOutcome(button ? Tone::Warning : Tone::Neutral, whyNot(entry));
        return;
    }
    button->click(); // the button's own path: availability, then the confirmation dialog
}

// The menu shows, while it is open, which entries apply here and why the others do not;
// closed, every entry stays enabled, so that its shortcut, pressed where it cannot apply, says
// why (press) instead of doing nothing.
void WindowActions::showAvailability(bool menuOpen)
{
    for (const OperatorAction entry : menuEntries()) {
        QAction *a = action(operatoraction::info(entry).menuName);
        const QString why = menuOpen ? whyNot(entry) : QString();
        a->setEnabled(why.isEmpty());
        a->setToolTip(why.isEmpty() ? a->text().remove(u'&') : why);
        a->setStatusTip(why);
    }
}

bool WindowActions::exportSpec(exportquery::Spec *spec, QString *what, QString *fileStem) const
{
    using exportquery::Kind;
    switch (m_window->currentView()) {
    case ConsoleView::Tasks:
        spec->kind = Kind::Tasks;
        spec->tasks = static_cast<const TaskTableModel *>(m_window->tasksView()->table()->model())
                          ->filter();
        *what = tr("the tasks the filter matches");
        *fileStem = u"tasks"_s;
        return true;
    case ConsoleView::Leases:
        if (currentTable() == m_window->leasesView()->sinkTable()) {
            spec->kind = Kind::SinkLeases;
            *what = tr("the feed sink leases");
            *fileStem = u"sink-leases"_s;
        } else {
            spec->kind = Kind::TaskLeases;
            spec->stuckLeasesOnly = m_window->leasesView()->stuckOnly();
            *what = spec->stuckLeasesOnly ? tr("the stuck task leases") : tr("the task leases");
            *fileStem = u"task-leases"_s;
        }
        return true;
    case ConsoleView::Deliveries:
        spec->kind = Kind::Deliveries;
        spec->deliveries
            = static_cast<const DeliveryTableModel *>(m_window->deliveriesView()->table()->model())
                  ->filter();
        *what = tr("the deliveries the filter matches");
        *fileStem = u"deliveries"_s;
        return true;
    case ConsoleView::Alarms:
        spec->kind = Kind::AlarmDebt;
        spec->alarmsOlderThanSeconds = m_window->alarmsView()->olderThanSeconds();
        *what = tr("the owed alarm deliveries");
        *fileStem = u"alarm-debt"_s;
        return true;
    case ConsoleView::Lookup:
    case ConsoleView::Dashboard:
    case ConsoleView::Failures:
        return false;
    }
    return false;
}

void WindowActions::exportCurrentView(const QString &givenPath, int pageSize)
{
    if (m_window->currentView() == ConsoleView::Lookup) {
        LookupView *lookup = m_window->lookupView();
        if (lookup->hasResult())
            Q_EMIT lookup->exportRequested(u"csv"_s); // the lookup's own export of its answer
        else
            m_window->showOutcome(Tone::Neutral,
                                  tr("Look something up first: the export saves the answer."));
        return;
    }
    exportquery::Spec spec;
    QString what;
    QString stem;
    if (!exportSpec(&spec, &what, &stem)) {
        m_window->showOutcome(Tone::Neutral,
                              tr("The dashboard has no rows to export; open a view from it."));
        return;
    }
    QString path = givenPath;
    if (path.isEmpty()) {
        QSettings settings;
        const QString dir = settings.value(u"export/directory"_s, QDir::homePath()).toString();
        const QString name = u"poolscope-%1-%2.csv"_s.arg(
            stem, QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s));
        path = QFileDialog::getSaveFileName(m_window, tr("Export %1").arg(what),
                                            QDir(dir).filePath(name), tr("CSV (*.csv)"));
        if (path.isEmpty())
            return;
        settings.setValue(u"export/directory"_s, QFileInfo(path).absolutePath());
    }
    spec.maskContacts = masksContacts();
    Q_EMIT exportRequested({ spec, path, what, pageSize });
}

void WindowActions::showShortcuts()
{
    m_overlay->open(m_window->menuBar());
}

#include "views/savedviewsmenu.h"

#include "models/savedviewstore.h"
#include "views/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QSettings>

using namespace Qt::StringLiterals;

SavedViewsMenu::SavedViewsMenu(MainWindow *window, QWidget *parent)
    : QMenu(tr("&Saved views"), parent)
    , m_window(window)
    , m_askName([this](const QString &title, const QString &prompt, const QString &initial) {
        bool ok = false;
        const QString name
            = QInputDialog::getText(m_window, title, prompt, QLineEdit::Normal, initial, &ok);
        return ok ? std::optional<QString>(name) : std::nullopt;
    })
{
    setObjectName(u"SavedViewsMenu"_s);
    m_rename = new QMenu(tr("&Rename"), this);
    m_remove = new QMenu(tr("&Delete"), this);
    connect(this, &QMenu::aboutToShow, this, &SavedViewsMenu::refresh);
    refresh();
}

QString SavedViewsMenu::presetName(SavedViewPreset preset)
{
    switch (preset) {
    case SavedViewPreset::DeadLastDay:
        return tr("Dead tasks of the last 24 hours");
    case SavedViewPreset::StuckLeases:
        return tr("Stuck task leases");
    case SavedViewPreset::OwedAlarmsOverHour:
        return tr("Alarm deliveries owed for over an hour");
    case SavedViewPreset::FailuresLastHour:
        return tr("Failure groups of the last hour");
    }
    return {};
}

void SavedViewsMenu::setScope(const QString &scope)
{
    m_scope = scope;
    refresh();
}

void SavedViewsMenu::refresh()
{
    clear();
    for (const SavedViewPreset preset : savedview::presets()) {
        const DeepLink link = savedview::presetLink(preset);
        QAction *a
            = addAction(presetName(preset), m_window, [w = m_window, link] { w->openLink(link); });
        a->setToolTip(link.toString());
    }
    const QList<SavedView> own
        = m_scope.isEmpty() ? QList<SavedView>() : savedviewstore::load(QSettings(), m_scope);
    if (!own.isEmpty())
        addSeparator();
    for (const SavedView &v : own) {
        // The name as typed: an ampersand in it is text, not an accelerator.
        QString text = v.name;
        QAction *a = addAction(text.replace(u'&', u"&&"_s), m_window,
                               [w = m_window, link = v.link] { w->openLink(link); });
        a->setToolTip(v.link.toString());
    }
    addSeparator();
    const bool hasLink = m_window->currentViewLink().has_value();
    addAction(tr("Sa&ve current view…"), this, &SavedViewsMenu::saveCurrentView)
        ->setEnabled(hasLink && !m_scope.isEmpty());
    addAction(tr("&Copy link of current view"), this, &SavedViewsMenu::copyCurrentLink)
        ->setEnabled(hasLink);
    // The submenus are kept (clear() deletes actions, not menus); only their entries change.
    m_rename->clear();
    m_remove->clear();
    addMenu(m_rename);
    addMenu(m_remove);
    for (const SavedView &v : own) {
        QString text = v.name;
        text.replace(u'&', u"&&"_s);
        m_rename->addAction(text, this, [this, name = v.name] { renameView(name); });
        m_remove->addAction(text, this, [this, name = v.name] { deleteView(name); });
    }
    m_rename->setEnabled(!own.isEmpty());
    m_remove->setEnabled(!own.isEmpty());
}

void SavedViewsMenu::store(const QList<SavedView> &views)
{
    QSettings settings;
    savedviewstore::save(settings, m_scope, views);
}

void SavedViewsMenu::saveCurrentView()
{
    const std::optional<DeepLink> link = m_window->currentViewLink();
    if (!link || m_scope.isEmpty())
        return;
    const std::optional<QString> asked
        = m_askName(tr("Save current view"), tr("Name of the view:"), QString());
    if (!asked)
        return;
    const QString name = asked->trimmed();
    if (!savedviewstore::isValidName(name)) {
        m_window->showOutcome(Tone::Warning,
                              tr("A saved view needs a name of 1 to 100 characters."));
        return;
    }
    store(savedviewstore::withView(savedviewstore::load(QSettings(), m_scope), { name, *link }));
    m_window->showOutcome(Tone::Good, tr("Saved the view “%1”: %2").arg(name, link->toString()));
}

void SavedViewsMenu::copyCurrentLink()
{
    const std::optional<DeepLink> link = m_window->currentViewLink();
    if (!link)
        return;
    QGuiApplication::clipboard()->setText(link->toString());
    m_window->showOutcome(Tone::Neutral,
                          tr("Copied the link of this view: %1").arg(link->toString()));
}

void SavedViewsMenu::renameView(const QString &name)
{
    const std::optional<QString> asked
        = m_askName(tr("Rename saved view"), tr("New name of “%1”:").arg(name), name);
    if (!asked)
        return;
    const QString newName = asked->trimmed();
    if (!savedviewstore::isValidName(newName)) {
        m_window->showOutcome(Tone::Warning,
                              tr("A saved view needs a name of 1 to 100 characters."));
        return;
    }
    QList<SavedView> views = savedviewstore::load(QSettings(), m_scope);
    // A view of the new name (another one) gives way: names stay unique.
    views.removeIf([&](const SavedView &v) { return v.name == newName && newName != name; });
    for (SavedView &v : views) {
        if (v.name == name)
            v.name = newName;
    }
    store(views);
}

void SavedViewsMenu::deleteView(const QString &name)
{
    QList<SavedView> views = savedviewstore::load(QSettings(), m_scope);
    views.removeIf([&](const SavedView &v) { return v.name == name; });
    store(views);
    m_window->showOutcome(Tone::Neutral, tr("Deleted the saved view “%1”.").arg(name));
}

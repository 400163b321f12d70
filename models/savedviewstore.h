#pragma once

#include "core/savedview.h"

#include <QList>
#include <QString>

class QSettings;

// The operator's saved views, per connection profile, in the console's own settings file:
// each as its name and its link's text, so what is stored is what a colleague would paste.
// Keyed by a scope, as the watches are (ConsoleSession::watchScope): "profile:NAME" for the
// profile in force, else "db:HOST:PORT/DATABASE" (never credentials). Values in and out, no
// widgets; any thread.
namespace savedviewstore {

// The settings group of `scope`'s views: "savedViews/" and the scope, percent-encoded (a
// profile's name may hold '/', which QSettings reads as a group separator).
QString group(const QString &scope);
// The views saved for `scope`, in their stored order. An entry whose link no longer parses
// (a hand-edited file, a link of a newer console) is left out, and `skipped` counts it.
QList<SavedView> load(const QSettings &settings, const QString &scope, int *skipped = nullptr);
// Replaces `scope`'s views with `views`; other scopes' are untouched.
void save(QSettings &settings, const QString &scope, const QList<SavedView> &views);
// Whether `name` (trimmed) can name a view: not empty, at most 100 characters.
bool isValidName(const QString &name);
// `views` with `view` added, or put in the place of the one of the same name.
QList<SavedView> withView(QList<SavedView> views, const SavedView &view);

} // namespace savedviewstore

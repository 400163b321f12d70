#pragma once

#include "models/connectionstrings.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QSettings;
struct PgService;

// How the console guards writes under a profile.
enum class Protection {
    Off, // an action runs when clicked (one that asks for a typed phrase, a live lease, still asks)
    Confirm, // every action asks first, with what it will change: the default
    TypeToConfirm, // every action asks the operator to type what it acts on
    ReadOnly, // no action: every transaction the console opens is READ ONLY, so the server
              // itself refuses a write (SQLSTATE 25006), whatever the window allows
};

// A named place to connect to and how to work there: the connection string (never with a
// password), an optional standby for reads, the operator id, the feed tables, whether it is
// production (then the window wears a band in its colour, with its name in words) and how
// writes are guarded.
struct Profile
{
    QString name;
    QString dsn; // keyword/value or URI, no password; empty: libpq's own defaults
    QString readDsn; // views and lookups read here when set; actions go to dsn
    std::optional<qint64> operatorId;
    QString feedSchema; // empty: "public"
    QString feedPrefix; // empty: "feed_"
    bool production = false;
    QColor bandColor; // invalid: the default production red
    Protection protection = Protection::Confirm;
    // Reaching the server: an SSH destination (the system's ssh, ~/.ssh/config applies; the
    // connection strings' hosts are then as seen from it) and a command that prints the
    // password at every connect (a short-lived token). Empty: neither.
    QString sshDestination;
    QString passwordCommand;

    friend bool operator==(const Profile &, const Profile &) = default;
};

// Profiles as values: checked, stored in a QSettings (the console's own settings file), read
// back, imported from pg_service.conf sections. No state and no widgets: the editor dialog,
// the File → Profiles menu and --profile all go through these functions. Any thread.
namespace profiles {

// The colour a production profile's band gets when none is chosen.
QColor defaultBandColor();
// The band's colour for `p`: its own, or the default; invalid when it is not production.
QColor bandColor(const Profile &p);

// The level as the settings file spells it ("off", "confirm", "type", "read-only"), and back:
// nullopt for anything else.
QString protectionKey(Protection level);
std::optional<Protection> protectionFromKey(const QString &key);
// The level in the operator's words: "Read-only", "Type to confirm" …
QString protectionText(Protection level);
// The level in a few words, for the production band: "read-only", "type to confirm" …
QString protectionBadge(Protection level);
// Every level, the weakest first.
QList<Protection> protectionLevels();

// Why `p` cannot be kept, in a sentence for the operator; empty when it can. A connection
// string that libpq cannot parse or that carries a secret (ConnectionParams::isSecret:
// password=, sslpassword=, or user:secret@ in a URI) is refused: passwords come from
// ~/.pgpass, PGPASSWORD or a prompt.
QString problem(const Profile &p);
// Whether either connection string of `p`, as libpq parses it, carries a secret.
bool hasSecret(const Profile &p);
// `p` with each connection string that carries a secret rewritten without it, as
// keyword/value text (ConnectionParams::withoutSecrets); the others (and any libpq cannot
// parse: problem() says why then) as they are.
Profile withoutSecrets(const Profile &p);

// Every profile in `settings`, in their stored order. One whose connection strings carry a
// password (a hand-edited file) is read without it, and `warnings` says so; one without a name
// is skipped.
QList<Profile> load(const QSettings &settings, QStringList *warnings = nullptr);
// Replaces the stored profiles with `list`. Refuses (returns false, `error` set, nothing
// written) when any of them has a problem() or two share a name.
bool save(QSettings &settings, const QList<Profile> &list, QString *error);
// The profile named `name` (exact), or nullopt.
std::optional<Profile> find(const QList<Profile> &list, const QString &name);

// A pg_service.conf section as a profile: its settings as a keyword/value string (a
// password in it left out, and `note` saying so), named after the service.
Profile fromService(const PgService &service, QString *note);

struct ImportResult
{
    QList<Profile> added; // appended to the list given
    QStringList notes; // one sentence per service left out or changed, for the operator
};
// Adds a profile for each service whose name is not taken yet; a taken name is left as it
// is (the operator's edits win) and noted.
ImportResult importServices(QList<Profile> *list, const QList<PgService> &services);
// importServices() for the service files libpq reads; `read` (when given) says what they
// hold, where they were looked for and what is wrong in them.
ImportResult importServiceFiles(QList<Profile> *list, connectionstrings::ServiceFiles *read);

// "production — PoolScope": the window title for a profile.
QString windowTitle(const QString &profileName);

} // namespace profiles

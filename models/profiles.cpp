#include "models/profiles.h"

#include "core/feedtable.h"
#include "db/connectionparams.h"
#include "db/connectvia.h"
#include "db/pgservicefile.h"

#include <QSettings>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// For lupdate: the profile messages share one context.
struct ProfileText
{
    Q_DECLARE_TR_FUNCTIONS(Profiles)
};

constexpr int MaxNameLength = 80;

QString dsnProblem(const QString &dsn, const QString &what)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    if (!params.isValid())
        return ProfileText::tr("The %1 is not valid: %2").arg(what, params.parseError());
    if (params.hasSecret())
        return ProfileText::tr(
                   "The %1 holds a password. A profile never stores one: remove it, and PoolScope "
                   "will use ~/.pgpass or PGPASSWORD, or ask when connecting.")
            .arg(what);
    return {};
}

bool dsnHasSecret(const QString &dsn)
{
    return ConnectionParams::parse(dsn, nullptr).hasSecret();
}

QString dsnWithoutSecrets(const QString &dsn)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    return params.hasSecret() ? params.withoutSecrets() : dsn;
}

} // namespace

namespace profiles {

QColor defaultBandColor()
{
    return QColor(0xb3, 0x1d, 0x28); // a red that white text reads on (contrast 6.7:1)
}

QColor bandColor(const Profile &p)
{
    if (!p.production)
        return {};
    return p.bandColor.isValid() ? p.bandColor : defaultBandColor();
}

QString protectionKey(Protection level)
{
    switch (level) {
    case Protection::Off:
        return u"off"_s;
    case Protection::Confirm:
        return u"confirm"_s;
    case Protection::TypeToConfirm:
        return u"type"_s;
    case Protection::ReadOnly:
        return u"read-only"_s;
    }
    return {};
}

std::optional<Protection> protectionFromKey(const QString &key)
{
    for (Protection level : protectionLevels()) {
        if (protectionKey(level) == key)
            return level;
    }
    return std::nullopt;
}

QString protectionText(Protection level)
{
    switch (level) {
    case Protection::Off:
        return ProfileText::tr("Off: actions run when clicked");
    case Protection::Confirm:
        return ProfileText::tr("Confirm each action");
    case Protection::TypeToConfirm:
        return ProfileText::tr("Type to confirm each action");
    case Protection::ReadOnly:
        return ProfileText::tr("Read-only: the server refuses every write");
    }
    return {};
}

QString protectionBadge(Protection level)
{
    switch (level) {
    case Protection::Off:
        return ProfileText::tr("actions unconfirmed");
    case Protection::Confirm:
        return ProfileText::tr("actions confirmed");
    case Protection::TypeToConfirm:
        return ProfileText::tr("type to confirm");
    case Protection::ReadOnly:
        return ProfileText::tr("read-only");
    }
    return {};
}

QList<Protection> protectionLevels()
{
    return { Protection::Off, Protection::Confirm, Protection::TypeToConfirm,
             Protection::ReadOnly };
}

bool hasSecret(const Profile &p)
{
    return dsnHasSecret(p.dsn) || dsnHasSecret(p.readDsn);
}

Profile withoutSecrets(const Profile &p)
{
    Profile stripped = p;
    stripped.dsn = dsnWithoutSecrets(p.dsn);
    stripped.readDsn = dsnWithoutSecrets(p.readDsn);
    return stripped;
}

QString problem(const Profile &p)
{
    const QString name = p.name.trimmed();
    if (name.isEmpty())
        return ProfileText::tr("A profile needs a name.");
    if (name != p.name)
        return ProfileText::tr("A profile name cannot start or end with spaces.");
    if (name.size() > MaxNameLength)
        return ProfileText::tr("A profile name has at most %n characters.", nullptr, MaxNameLength);
    if (std::any_of(name.cbegin(), name.cend(),
                    [](QChar c) { return c.category() == QChar::Other_Control; }))
        return ProfileText::tr("A profile name cannot hold control characters.");
    if (QString why = dsnProblem(p.dsn, ProfileText::tr("connection string")); !why.isEmpty())
        return why;
    if (!p.readDsn.isEmpty()) {
        if (QString why = dsnProblem(p.readDsn, ProfileText::tr("read connection string"));
            !why.isEmpty())
            return why;
    }
    if (const QString why = ConnectVia { p.sshDestination, p.passwordCommand }.problem();
        !why.isEmpty())
        return why;
    if (p.operatorId && *p.operatorId <= 0)
        return ProfileText::tr("The operator id is a positive whole number.");
    FeedTable feed;
    if (!p.feedSchema.isEmpty())
        feed.schema = p.feedSchema;
    if (!p.feedPrefix.isEmpty())
        feed.prefix = p.feedPrefix;
    return feed.problem();
}

QList<Profile> load(const QSettings &constSettings, QStringList *warnings)
{
    // QSettings reads arrays only through its non-const group API; nothing is written.
    QSettings &settings = const_cast<QSettings &>(constSettings);
    QList<Profile> list;
    const int count = settings.beginReadArray(u"profiles"_s);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        Profile p;
        p.name = settings.value(u"name"_s).toString();
        p.dsn = settings.value(u"dsn"_s).toString();
        p.readDsn = settings.value(u"readDsn"_s).toString();
        bool ok = false;
        const qint64 op = settings.value(u"operatorId"_s).toLongLong(&ok);
        if (ok && op > 0)
            p.operatorId = op;
        p.feedSchema = settings.value(u"feedSchema"_s).toString();
        p.feedPrefix = settings.value(u"feedPrefix"_s).toString();
        p.production = settings.value(u"production"_s, false).toBool();
        p.sshDestination = settings.value(u"sshDestination"_s).toString();
        p.passwordCommand = settings.value(u"passwordCommand"_s).toString();
        const QString colour = settings.value(u"bandColor"_s).toString();
        if (QColor::isValidColorName(colour))
            p.bandColor = QColor::fromString(colour);
        const QString level
            = settings.value(u"protection"_s, protectionKey(p.protection)).toString();
        if (const auto known = protectionFromKey(level)) {
            p.protection = *known;
        } else {
            // A level mistyped by hand was meant to guard something: the strongest, not none.
            p.protection = Protection::ReadOnly;
            if (warnings)
                warnings->append(ProfileText::tr("Profile %1: the protection \"%2\" is not one "
                                                 "PoolScope knows; it is read-only until edited.")
                                     .arg(p.name.left(MaxNameLength), level.left(40)));
        }
        if (p.name.trimmed().isEmpty() || find(list, p.name)) {
            if (warnings)
                warnings->append(
                    ProfileText::tr(
                        "Profile %1 in the settings has no name or a name taken before; "
                        "it was skipped.")
                        .arg(i + 1));
            continue;
        }
        if (hasSecret(p)) {
            p = withoutSecrets(p);
            if (warnings)
                warnings->append(
                    ProfileText::tr("Profile \"%1\" held a password in the settings file; it was "
                                    "ignored and is removed when the profiles are next saved.")
                        .arg(p.name));
        }
        list.append(p);
    }
    settings.endArray();
    return list;
}

bool save(QSettings &settings, const QList<Profile> &list, QString *error)
{
    QStringList names;
    for (const Profile &p : list) {
        if (QString why = problem(p); !why.isEmpty()) {
            *error = ProfileText::tr("Profile \"%1\": %2").arg(p.name, why);
            return false;
        }
        if (names.contains(p.name)) {
            *error = ProfileText::tr("Two profiles are named \"%1\".").arg(p.name);
            return false;
        }
        names.append(p.name);
    }
    if (!settings.isWritable()) {
        *error = ProfileText::tr("The profiles could not be written: %1 is read-only.")
                     .arg(settings.fileName());
        return false;
    }
    // status() keeps the first error the object ever met (reading a missing fallback file can
    // be one); only a new one is this write's.
    const QSettings::Status before = settings.status();
    settings.remove(u"profiles"_s);
    settings.beginWriteArray(u"profiles"_s, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        const Profile &p = list.at(i);
        settings.setArrayIndex(i);
        settings.setValue(u"name"_s, p.name);
        settings.setValue(u"dsn"_s, p.dsn);
        settings.setValue(u"readDsn"_s, p.readDsn);
        settings.setValue(u"operatorId"_s,
                          p.operatorId ? QString::number(*p.operatorId) : QString());
        settings.setValue(u"feedSchema"_s, p.feedSchema);
        settings.setValue(u"feedPrefix"_s, p.feedPrefix);
        settings.setValue(u"production"_s, p.production);
        settings.setValue(u"bandColor"_s, p.bandColor.isValid() ? p.bandColor.name() : QString());
        settings.setValue(u"protection"_s, protectionKey(p.protection));
        settings.setValue(u"sshDestination"_s, p.sshDestination);
        settings.setValue(u"passwordCommand"_s, p.passwordCommand);
    }
    settings.endArray();
    settings.sync();
    if (before == QSettings::NoError && settings.status() != QSettings::NoError) {
        *error
            = ProfileText::tr("The profiles could not be written to %1.").arg(settings.fileName());
        return false;
    }
    return true;
}

std::optional<Profile> find(const QList<Profile> &list, const QString &name)
{
    for (const Profile &p : list) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

Profile fromService(const PgService &service, QString *note)
{
    Profile p;
    p.name = service.name;
    QStringList pairs;
    bool leftOut = false;
    for (const auto &[keyword, value] : service.settings) {
        if (ConnectionParams::isSecret(keyword.toUtf8())) {
            leftOut = true;
            continue;
        }
        pairs.append(keyword + u'=' + ConnectionParams::quoteValue(value));
    }
    p.dsn = pairs.join(u' ');
    if (note) {
        *note = leftOut
            ? ProfileText::tr("Service \"%1\": its password was left out; put it in ~/.pgpass, or "
                              "PoolScope asks for it when connecting.")
                  .arg(service.name)
            : QString();
    }
    return p;
}

ImportResult importServices(QList<Profile> *list, const QList<PgService> &services)
{
    ImportResult result;
    for (const PgService &service : services) {
        if (find(*list, service.name)) {
            result.notes.append(
                ProfileText::tr(
                    "Service \"%1\": a profile of that name exists; it was left as it is.")
                    .arg(service.name));
            continue;
        }
        QString note;
        const Profile p = fromService(service, &note);
        if (QString why = problem(p); !why.isEmpty()) {
            result.notes.append(
                ProfileText::tr("Service \"%1\" was not imported: %2").arg(service.name, why));
            continue;
        }
        if (!note.isEmpty())
            result.notes.append(note);
        list->append(p);
        result.added.append(p);
    }
    return result;
}

ImportResult importServiceFiles(QList<Profile> *list, connectionstrings::ServiceFiles *read)
{
    QStringList warnings;
    const QList<PgService> services = pgservicefile::loadAll(&warnings);
    if (read)
        *read = connectionstrings::describe(services, warnings);
    return importServices(list, services);
}

QString windowTitle(const QString &profileName)
{
    return ProfileText::tr("%1 — PoolScope").arg(profileName);
}

} // namespace profiles

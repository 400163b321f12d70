// ConsoleSession and connection profiles: --profile at startup, File → Profiles, switching
// without a restart, the title and the production band.
#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "app/savedpasswords.h"
#include "db/dbclient.h"
#include "db/dbworker.h"
#include "views/mainwindow.h"
#include "views/profileband.h"
#include "views/profiledialog.h"
#include "views/profilemenu.h"

#include <QSettings>

using namespace Qt::StringLiterals;

bool ConsoleSession::applyStartupProfile(QString *error)
{
    if (m_options.profile.isEmpty())
        return true;
    QStringList warnings;
    const QList<Profile> list = profiles::load(QSettings(), &warnings);
    const std::optional<Profile> p = profiles::find(list, m_options.profile);
    if (!p) {
        *error = tr("there is no profile named \"%1\" (File → Profiles lists them)")
                     .arg(m_options.profile.left(80));
        return false;
    }
    if (const QString why = profiles::problem(*p); !why.isEmpty()) {
        *error = tr("profile \"%1\": %2").arg(p->name, why);
        return false;
    }
    m_profile = p;
    m_options.dsn = p->dsn;
    m_options.readDsn = p->readDsn;
    m_options.ssh = p->sshDestination;
    m_options.passwordCommand = p->passwordCommand;
    return true;
}

FeedTable ConsoleSession::profileFeed(FeedTable base) const
{
    // What a profile leaves empty comes from the command line or the saved setting.
    if (m_profile && !m_profile->feedSchema.isEmpty())
        base.schema = m_profile->feedSchema;
    if (m_profile && !m_profile->feedPrefix.isEmpty())
        base.prefix = m_profile->feedPrefix;
    return base;
}

Protection ConsoleSession::profileProtection() const
{
    return m_profile ? m_profile->protection : Protection::Confirm;
}

std::optional<qint64> ConsoleSession::profileOperator() const
{
    // Operator ids belong to a database's audit trail, so a profile's id wins over
    // --operator and POOLSCOPE_OPERATOR; without one, those (or the saved id) apply.
    if (m_profile && m_profile->operatorId)
        return m_profile->operatorId;
    return m_options.operatorId;
}

void ConsoleSession::wireProfiles()
{
    ProfileMenu *menu = m_window->profileMenu();
    connect(menu, &ProfileMenu::profileChosen, this, [this](const QString &name) {
        QString error;
        if (!useProfile(name, &error))
            m_window->showOutcome(Tone::Bad, error);
    });
    connect(menu, &ProfileMenu::manageRequested, this, &ConsoleSession::manageProfiles);
    connect(menu, &ProfileMenu::forgetPasswordRequested, m_passwords,
            &SavedPasswords::forgetCurrent);
    showProfile();
    m_window->setTargetName(m_client->config().params.redacted());
}

void ConsoleSession::showProfile()
{
    const QList<Profile> list = profiles::load(QSettings());
    m_window->profileMenu()->setProfiles(list, m_profile ? m_profile->name : QString());
    if (!m_profile) {
        m_window->profileBand()->setProfile(QString(), false, QColor(), QString());
        return;
    }
    DbError ignored;
    const QString target = ConnectionParams::parse(m_profile->dsn, &ignored).redacted();
    m_window->profileBand()->setProfile(m_profile->name, m_profile->production,
                                        profiles::bandColor(*m_profile), target,
                                        profiles::protectionBadge(m_profile->protection));
}

bool ConsoleSession::useProfile(const QString &name, QString *error)
{
    const std::optional<Profile> p = profiles::find(profiles::load(QSettings()), name);
    if (!p) {
        *error = tr("There is no profile named \"%1\".").arg(name);
        return false;
    }
    if (const QString why = profiles::problem(*p); !why.isEmpty()) {
        *error = tr("Profile \"%1\": %2").arg(p->name, why);
        return false;
    }
    DbError parseError;
    DbConfig config;
    config.params = ConnectionParams::parse(p->dsn, &parseError);
    if (!p->readDsn.isEmpty())
        config.readParams = ConnectionParams::parse(p->readDsn, &parseError);
    config.limits.readOnly = p->protection == Protection::ReadOnly;
    config.via.sshDestination = p->sshDestination;
    config.via.passwordCommand = p->passwordCommand;

    m_profile = p;
    m_options.dsn = p->dsn;
    m_options.readDsn = p->readDsn;
    m_options.ssh = p->sshDestination;
    m_options.passwordCommand = p->passwordCommand;
    // The feed a profile leaves empty is the one this run started with, before any profile.
    QSettings settings;
    FeedTable base;
    base.schema = m_options.feedSchema.isNull()
        ? settings.value(u"feed/schema"_s, base.schema).toString()
        : m_options.feedSchema;
    base.prefix = m_options.feedPrefix.isNull()
        ? settings.value(u"feed/prefix"_s, base.prefix).toString()
        : m_options.feedPrefix;
    m_feed = profileFeed(base);
    applyFeed();
    m_actions->setOperator(profileOperator());
    m_actions->setProtection(profileProtection());
    reconnect(config);
    return true;
}

void ConsoleSession::manageProfiles()
{
    QSettings settings;
    QStringList warnings;
    const QList<Profile> before = profiles::load(settings, &warnings);
    ProfileDialog dialog(before, m_profile ? m_profile->name : QString(), m_window.get());
    if (!warnings.isEmpty())
        m_window->showOutcome(Tone::Warning, warnings.join(u' '));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!profiles::save(settings, dialog.profiles(), &error)) {
        m_window->showOutcome(Tone::Bad, error);
        return;
    }
    m_passwords->profilesEdited(before, dialog.profiles());
    if (!dialog.chosen().isEmpty()) {
        if (!useProfile(dialog.chosen(), &error))
            m_window->showOutcome(Tone::Bad, error);
        return;
    }
    // The profile in force may have been edited: its look follows at once, and so does its
    // protection (a connection made read-write must not stay so once the profile says
    // read-only: it reconnects); a changed connection takes effect when it is chosen again.
    if (m_profile) {
        if (const std::optional<Profile> edited
            = profiles::find(dialog.profiles(), m_profile->name)) {
            if (edited->protection != m_profile->protection) {
                if (!useProfile(m_profile->name, &error))
                    m_window->showOutcome(Tone::Bad, error);
                return;
            }
            m_profile->production = edited->production;
            m_profile->bandColor = edited->bandColor;
        }
    }
    showProfile();
    m_window->setTargetName(m_client->config().params.redacted());
}

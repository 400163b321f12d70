#include "app/savedpasswords.h"

#include "db/dbclient.h"
#include "local/keyring.h"
#include "views/connectiondialog.h"
#include "views/mainwindow.h"

using namespace Qt::StringLiterals;

namespace {

// The server refused the password it was given (not a pg_hba.conf rule, nor TLS, which
// fail before a password is sent). Matched loosely on purpose: a server speaking another
// language says "password" in it.
bool refusedPassword(const ConnectionStatus &status)
{
    if (status.phase != ConnectionStatus::Phase::Failed
        || status.error.kind != DbErrorKind::AuthenticationFailed || status.needsPassword)
        return false;
    const QString &m = status.error.message;
    return !m.contains("pg_hba.conf"_L1) && !m.contains("certificate"_L1) && !m.contains("SSL"_L1)
        && !(m.contains("role \""_L1) && m.contains("does not exist"_L1));
}

} // namespace

SavedPasswords::SavedPasswords(DbClient *client, ProfileSource profile, QObject *parent)
    : QObject(parent), m_client(client), m_profile(std::move(profile))
{
    connect(m_client, &DbClient::statusChanged, this, &SavedPasswords::onStatus);
}

QString SavedPasswords::currentKey() const
{
    const std::optional<Profile> p = m_profile();
    return p ? keyring::profileKey(p->name, p->dsn) : QString();
}

QString SavedPasswords::secretKey() const
{
    const QString key = currentKey();
    return key.isEmpty() || !m_forKey ? key : keyPassphraseKey(key);
}

QString SavedPasswords::keyPassphraseKey(const QString &passwordKey)
{
    return passwordKey + u" key passphrase"_s;
}

bool SavedPasswords::handle(const ConnectionStatus &status)
{
    m_pendingKey.clear(); // a password typed to be remembered did not get in
    m_pendingPassword.clear();
    if (m_busy)
        return false;
    const QString tried = std::exchange(m_triedKey, QString());
    m_forKey = status.needsKeyPassphrase;
    const QString key = secretKey();
    // A wrong passphrase reads as a missing one (OpenSSL cannot decrypt either way).
    const bool refused = !tried.isEmpty() && tried == key
        && (m_forKey ? status.needsKeyPassphrase : refusedPassword(status));
    if (!status.needsPassword && !status.needsKeyPassphrase && !refused)
        return false;
    m_busy = true;
    if (key.isEmpty()) {
        prompt(status, key,
               m_forKey ? tr("Passphrases can be remembered for connection profiles only.")
                        : tr("Passwords can be remembered for connection profiles only."),
               false);
    } else if (refused) {
        keyring::forget(key, this, [](const keyring::Result &) {});
        prompt(status, key,
               m_forKey ? tr("The saved passphrase does not open the key; it has been "
                             "forgotten. Please type it again.")
                        : tr("The server refused the saved password; it has been forgotten. "
                             "Please type it again."),
               true);
    } else {
        readSaved(status, key);
    }
    return true;
}

void SavedPasswords::readSaved(const ConnectionStatus &status, const QString &key)
{
    keyring::read(key, this, [this, status, key](const keyring::Result &r) {
        if (!stillWanted(status, key)) {
            m_busy = false;
            return;
        }
        switch (r.outcome) {
        case keyring::Outcome::Done:
            m_busy = false;
            m_triedKey = key;
            restartWith(r.password);
            return;
        case keyring::Outcome::NotFound:
            prompt(status, key, QString(), true);
            return;
        case keyring::Outcome::Unavailable:
            prompt(status, key,
                   keyring::builtIn()
                       ? tr("The password cannot be remembered: no keyring service (%1).")
                             .arg(r.reason)
                       : tr("The password cannot be remembered: this build has no keyring "
                            "support."),
                   false);
            return;
        }
    });
}

bool SavedPasswords::stillWanted(const ConnectionStatus &status, const QString &key) const
{
    const ConnectionStatus &now = m_client->status();
    return secretKey() == key && now.phase == ConnectionStatus::Phase::Failed
        && now.target == status.target;
}

void SavedPasswords::prompt(const ConnectionStatus &status, const QString &key, const QString &note,
                            bool offerRemember)
{
    // Queued: the modal prompt runs its own event loop, never inside a keyring callback or
    // the status signal that brought us here.
    QMetaObject::invokeMethod(
        this,
        [this, status, key, note, offerRemember] {
            if (!stillWanted(status, key)) { // another profile or connection since
                m_busy = false;
                return;
            }
            PasswordRequest request;
            request.target = status.target;
            request.user = status.server.user;
            request.offerRemember = offerRemember;
            request.note = note;
            request.keyPassphrase = m_forKey;
            if (m_forKey)
                request.keyFile = m_client->config().params.value("sslkey");
            const std::optional<PasswordAnswer> answer = askPassword(m_window, request);
            m_busy = false;
            if (!answer) {
                Q_EMIT gaveUp(status.error.summary());
                return;
            }
            if (answer->remember && secretKey() == key) {
                m_pendingKey = key;
                m_pendingPassword = answer->password;
            }
            restartWith(answer->password);
        },
        Qt::QueuedConnection);
}

void SavedPasswords::restartWith(const QString &secret)
{
    DbConfig config = m_client->config();
    config.params
        = m_forKey ? config.params.with("sslpassword", secret) : config.params.withPassword(secret);
    m_client->start(config);
}

void SavedPasswords::onStatus(const ConnectionStatus &status)
{
    if (status.phase != ConnectionStatus::Phase::Live)
        return;
    m_triedKey.clear();
    const QString key = std::exchange(m_pendingKey, QString());
    const QString password = std::exchange(m_pendingPassword, QString());
    if (!key.isEmpty() && key == secretKey())
        keep(key, password);
}

void SavedPasswords::keep(const QString &key, const QString &password)
{
    const QString name = m_profile() ? m_profile()->name : QString();
    const bool forKey = m_forKey;
    keyring::write(key, password, this, [this, name, forKey](const keyring::Result &r) {
        if (r.outcome == keyring::Outcome::Done)
            say(false,
                forKey ? tr("The key passphrase for profile \"%1\" is kept in the system "
                            "keyring.")
                             .arg(name)
                       : tr("The password for profile \"%1\" is kept in the system keyring.")
                             .arg(name));
        else
            say(true,
                forKey
                    ? tr("The key passphrase could not be kept in the system keyring: %1")
                          .arg(r.reason)
                    : tr("The password could not be kept in the system keyring: %1").arg(r.reason));
    });
}

void SavedPasswords::forgetCurrent()
{
    const std::optional<Profile> p = m_profile();
    if (!p)
        return;
    keyring::forget(keyPassphraseKey(currentKey()), this, [](const keyring::Result &) {});
    keyring::forget(currentKey(), this, [this, name = p->name](const keyring::Result &r) {
        // Done or NotFound: the keyring does not always say whether there was one.
        if (r.outcome == keyring::Outcome::Unavailable)
            say(true, tr("The system keyring cannot be used: %1").arg(r.reason));
        else
            say(false, tr("No password is saved for profile \"%1\" now.").arg(name));
    });
}

void SavedPasswords::profilesEdited(const QList<Profile> &before, const QList<Profile> &after)
{
    if (!keyring::builtIn())
        return;
    for (const Profile &old : before) {
        const std::optional<Profile> now = profiles::find(after, old.name);
        if (!now || now->dsn != old.dsn) {
            const QString key = keyring::profileKey(old.name, old.dsn);
            keyring::forget(key, this, [](const keyring::Result &) {});
            keyring::forget(keyPassphraseKey(key), this, [](const keyring::Result &) {});
        }
    }
}

void SavedPasswords::say(bool bad, const QString &text)
{
    if (m_window)
        m_window->showOutcome(bad ? Tone::Warning : Tone::Good, text);
}

#pragma once

#include "core/connectionstatus.h"
#include "models/profiles.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

class DbClient;
class MainWindow;

// The password the server asks for, or the passphrase of the client key (sslpassword) that
// libpq could not open: a connection profile's saved one from the system keyring
// first (no prompt), else the operator's answer to the prompt, which offers to remember it
// when the keyring can be used and says why not when it cannot. A saved password the server
// refuses is forgotten, and the operator asked. A remembered one goes to the keyring only once
// the server has taken it. GUI thread; owned by ConsoleSession. Keyring calls are asynchronous
// (local/keyring); a reply that comes after the profile or the connection changed is dropped.
// The password lives in DbClient's config (and here until it is kept); never logged.
class SavedPasswords : public QObject
{
    Q_OBJECT
public:
    using ProfileSource = std::function<std::optional<Profile>()>;
    SavedPasswords(DbClient *client, ProfileSource profile, QObject *parent = nullptr);

    void setWindow(MainWindow *window) { m_window = window; }
    // A Failed status: true when it is about a password and taken on here (the connection is
    // then restarted with one, or gaveUp() follows); false when the caller handles it.
    bool handle(const ConnectionStatus &status);
    // File → Profiles → Forget the saved password, for the profile in force.
    void forgetCurrent();
    // The profile editor saved `after` over `before`: a profile removed, renamed or pointed
    // elsewhere has its saved password forgotten.
    void profilesEdited(const QList<Profile> &before, const QList<Profile> &after);

Q_SIGNALS:
    // The operator cancelled the prompt; `reason` is why the connection failed.
    void gaveUp(const QString &reason);

private:
    QString currentKey() const; // the profile's password
    QString secretKey() const; // what is asked for now: the password or the key passphrase
    static QString keyPassphraseKey(const QString &passwordKey);
    bool stillWanted(const ConnectionStatus &status, const QString &key) const;
    void readSaved(const ConnectionStatus &status, const QString &key);
    void prompt(const ConnectionStatus &status, const QString &key, const QString &note,
                bool offerRemember);
    void restartWith(const QString &password);
    void onStatus(const ConnectionStatus &status);
    void keep(const QString &key, const QString &password);
    void say(bool bad, const QString &text);

    DbClient *m_client;
    ProfileSource m_profile;
    QPointer<MainWindow> m_window;
    bool m_busy = false; // a keyring read or the prompt is under way
    bool m_forKey = false; // what is asked for is the client key's passphrase (sslpassword)
    QString m_triedKey; // the key whose saved password the connection now uses
    QString m_pendingKey; // "Remember" was ticked: kept under this key once Live
    QString m_pendingPassword;
};

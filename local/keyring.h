#pragma once

#include <QString>
#include <functional>

class QObject;

// Passwords kept in the system keyring through QtKeychain: the freedesktop Secret Service
// (GNOME Keyring, KeePassXC, …, reached through libsecret) or KWallet, under the service
// "poolscope", one entry per connection profile. Never a plain-text fallback.
// Every call returns at once; `done` runs later, once, from the calling thread's event loop
// (never inside the call), unless `context` is destroyed first. Calls do not cancel one
// another: two on the same key finish in the keyring's order. Nothing here logs or keeps a
// password. GUI thread (any thread with an event loop).
namespace keyring {

enum class Outcome {
    Done, // read: found (`password` set); write, forget: done
    NotFound, // read (forget, on some keyrings): nothing is stored under the key; the keyring
              // works. Forgetting a missing entry through libsecret is Done.
    Unavailable, // no keyring could be used, or this build has none: `reason` says why
};

struct Result
{
    Outcome outcome = Outcome::Unavailable;
    QString password; // a read's answer; empty otherwise
    QString reason; // why it is Unavailable, in the keyring's words (or ours)
};

// Whether this build has keyring support (POOLSCOPE_KEYRING, QtKeychain).
bool builtIn();

// The key a profile's password is kept under: the profile's name and its connection string
// (which never holds a password), so a profile edited to point elsewhere never sends a
// password kept for another server.
QString profileKey(const QString &profileName, const QString &dsn);

// How long a call waits for the keyring (which may be waiting on an unlock prompt) before it
// ends as Unavailable.
constexpr int TimeoutMs = 15000;

using Callback = std::function<void(const Result &)>;
void read(const QString &key, QObject *context, Callback done);
void write(const QString &key, const QString &password, QObject *context, Callback done);
void forget(const QString &key, QObject *context, Callback done);

} // namespace keyring

#pragma once

#include "core/watch/watch.h"

#include <QList>
#include <QString>

// The console's watches, kept on the operator's machine (SQLite, beside the journal and the
// sample history) so that they survive a restart and a reconnect; per connection profile.
// Only ids, states and times are kept: the provider's response, an error's text and a
// device's label are read again from the database, never stored. Used from one thread.
class WatchStore
{
public:
    explicit WatchStore(const QString &path = defaultPath());
    ~WatchStore();
    WatchStore(const WatchStore &) = delete;
    WatchStore &operator=(const WatchStore &) = delete;

    static QString defaultPath();
    bool isOpen() const { return m_open; }
    QString error() const { return m_error; }

    // Inserts a new watch (id 0; sets its id) or updates one.
    bool save(Watch &watch);
    bool remove(qint64 id);
    // The profile's watches, oldest first. Those past their expiry are deleted, not returned:
    // a finished watch stays until then, so its proof can still be copied.
    QList<Watch> load(const QString &profile, qint64 nowUs);

private:
    bool insert(Watch &watch);

    QString m_connection;
    bool m_open = false;
    QString m_error;
};

#pragma once

#include "core/feedtable.h"
#include "db/connectvia.h"
#include "db/dbclient.h"
#include "models/profiles.h"

#include <QMap>
#include <QStringList>
#include <memory>
#include <optional>

// What every subcommand shares: its arguments, the options common to all of them (--dsn,
// --operator, --feed-schema, --feed-prefix, --format), a connection through the same DB
// thread the GUI uses, and one way to print and exit. Main thread of a QCoreApplication; the
// CLI may wait on its own event loop, since there is no window to keep responsive.
class CliSession
{
public:
    // NotSearchedAll: `lookup` found nothing in the part of the table it searched, and did
    // not search the rest (a budget, a cancel): "not found" would not be true. TimedOut and
    // TurnedBad: `watch` stopped at its --timeout, or at an outcome that will not come.
    enum ExitCode {
        Ok = 0,
        Refused = 1,
        Usage = 2,
        Database = 3,
        NotFound = 4,
        NotSearchedAll = 5,
        TimedOut = 6,
        TurnedBad = 7
    };

    // `arguments` without the program and command names; `options` (with a value) and `flags`
    // what the command takes besides the common options. QCommandLineParser reads them.
    CliSession(const QStringList &arguments, const QStringList &options = {},
               const QStringList &flags = {});
    ~CliSession();

    // Takes `--name VALUE` or `--name=VALUE` out of what was given. A repeated option or a
    // missing value is a usage error (see usageError()).
    std::optional<QString> take(const QString &name);
    bool takeFlag(const QString &name);
    // Whether the flag was given, leaving it for whoever takes it (--yes: actionBlocker).
    bool hasFlag(const QString &name) const { return m_flags.contains(name); }
    // Fails with a usage error when arguments are left over: not options, options the command
    // does not take, or options it took no part of.
    bool noneLeft();

    // Common options, taken on construction. --profile NAME stands for the profile's
    // connection string, tunnel, password command, feed tables, operator id and protection.
    const QString &dsn() const { return m_dsn; }
    const std::optional<Profile> &profile() const { return m_profile; }
    // How writes are guarded: the profile's level; Off without a profile (a script's command
    // line already names what it acts on).
    Protection protection() const { return m_profile ? m_profile->protection : Protection::Off; }
    // Why an action may not run under the profile, for stderr; empty when it may. Takes --yes,
    // which the confirming levels ask for.
    QString actionBlocker();
    const FeedTable &feed() const { return m_feed; }
    const QString &format() const { return m_format; } // text unless --format says otherwise
    // --operator, or POOLSCOPE_OPERATOR: a whole number (task_replays.operator_user_id).
    std::optional<qint64> operatorId();

    QString usageError() const { return m_usageError; }
    void setUsageError(const QString &message);

    // Connects (once), printing why not on failure. Waits at most the connect timeout plus
    // the retries that a transient failure deserves.
    bool connect();
    DbClient *client() const { return m_client.get(); }
    // Runs one job to its answer.
    DbReply run(const DbJob &job);

    static void out(const QString &line); // stdout, with a newline
    static void err(const QString &line); // stderr, with a newline

private:
    void parse(const QStringList &arguments, const QStringList &options, const QStringList &flags);
    void takeProfile(const QString &name);

    QMap<QString, QStringList> m_values; // "--task" → the values given, not yet taken
    QStringList m_flags; // given, not yet taken
    QStringList m_leftover;
    QString m_dsn;
    ConnectVia m_via;
    std::optional<Profile> m_profile;
    FeedTable m_feed;
    QString m_format = QStringLiteral("text");
    QString m_usageError;
    std::unique_ptr<DbClient> m_client;
};

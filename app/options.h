#pragma once

#include "core/deeplink.h"

#include <QString>
#include <QStringList>
#include <optional>

// The command line, parsed once, before any QCoreApplication exists, so that --help,
// --version and the subcommands never need a display.
struct Options
{
    enum class Mode { Gui, Help, Version, Error };
    Mode mode = Mode::Gui;
    QString error; // with Mode::Error: what was wrong, for stderr
    QString dsn; // null: libpq's defaults (PG* variables, service files)
    bool dsnGiven = false;
    QString readDsn; // --read-dsn: polls and lookups go there (a standby); actions to --dsn
    QString screenshotPath;
    QString view = QStringLiteral("tasks");
    QString lookup; // --lookup TEXT: open on the lookup of TEXT
    std::optional<DeepLink> link; // a poolscope:// link to follow once connected
    // The link is the only thing on the command line (Qt's own options aside), as the desktop
    // passes a clicked link: a console already running takes it (app/singleinstance.h).
    bool linkAlone = false;
    bool newInstance = false; // --new-instance: start a console even where one runs
    int intervalSeconds = 0; // 0: the saved setting, or the default
    // --idle-pause: minutes without use before only the watch list polls; 0: never;
    // nullopt: the setting poll/idlePauseMinutes, or ConsoleSession::DefaultIdlePauseMinutes.
    std::optional<int> idlePauseMinutes;
    std::optional<qint64> operatorId; // --operator, or POOLSCOPE_OPERATOR
    QString feedSchema; // null: the saved setting, or "public"
    QString feedPrefix; // null: the saved setting, or "feed_"
    QString ssh; // --ssh DEST: reach the server through an SSH tunnel from DEST
    QString passwordCommand; // --password-command CMD: its output is the password, per connect
    QString profile; // --profile NAME: a stored connection profile (not with --dsn, --read-dsn)
    QString theme; // --theme system|light|dark for this run; empty: the saved setting
    QString language; // --language: a code, "system", or empty for the saved setting
};

Options parseOptions(const QStringList &arguments);
QString helpText();
QString versionText();

// A deep link (poolscope://task/123, poolscope://lookup?message=90001&since=7d, …) as the
// command line takes it: the grammar's checks, and a lookup's identifier and since read as
// the lookup reads them. nullopt, with *error set, for a link the console cannot follow.
std::optional<DeepLink> parseLink(const QString &argument, QString *error);

// Why libpq refuses `dsn` ("the connection string is malformed: <libpq's reason>", any
// password in it masked), or empty when it parses: bad input, refused before anything is
// attempted, by the console and every subcommand alike.
QString connectionStringProblem(const QString &dsn);

// The names --view accepts.
QStringList viewNames();

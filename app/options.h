#pragma once

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
    QString link; // a poolscope:// link to follow once connected, as openLink takes it
    int intervalSeconds = 0; // 0: the saved setting, or the default
    std::optional<qint64> operatorId; // --operator, or POOLSCOPE_OPERATOR
    QString feedSchema; // null: the saved setting, or "public"
    QString feedPrefix; // null: the saved setting, or "feed_"
    QString profile; // --profile NAME: a stored connection profile (not with --dsn, --read-dsn)
    QString theme; // --theme system|light|dark for this run; empty: the saved setting
    QString language; // --language: a code, "system", or empty for the saved setting
};

Options parseOptions(const QStringList &arguments);
QString helpText();
QString versionText();

// A deep link (poolscope://task/123, poolscope://lookup?message=90001&since=7d, …) in the
// form MainWindow::openLink follows ("poolscope:task/123", the identifier first), and the
// view it opens on; empty, with *error set, for a link the console cannot follow.
QString parseDeepLink(const QString &argument, QString *error, QString *view);

// The names --view accepts.
QStringList viewNames();

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
    int intervalSeconds = 0; // 0: the saved setting, or the default
    std::optional<qint64> operatorId; // --operator, or POOLSCOPE_OPERATOR
    QString feedSchema; // null: the saved setting, or "public"
    QString feedPrefix; // null: the saved setting, or "feed_"
};

Options parseOptions(const QStringList &arguments);
QString helpText();
QString versionText();

// The names --view accepts.
QStringList viewNames();

#pragma once

#include <QString>
#include <QStringList>

class QCommandLineParser;

// What QCommandLineParser::parse() refused, with the argument as it was written ("--nope=1",
// "-x", "--dsn"), so that each tool (the console, its subcommands, poolsim, the bench) says it
// in its own words: errorText() names options without their dashes.
struct CommandLineProblem
{
    enum class Kind {
        None,
        UnknownOption, // an option the tool does not take
        MissingValue, // the last argument, an option that takes a value
        UnexpectedValue, // --flag=value
        Other, // argument: the parser's own errorText()
    };
    Kind kind = Kind::None;
    QString argument;

    // `arguments` as parse() was given them (the program first); `valueOptions` the names,
    // without dashes, of the options that take a value.
    static CommandLineProblem of(const QCommandLineParser &parser, const QStringList &arguments,
                                 const QStringList &valueOptions);
};

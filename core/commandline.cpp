#include "core/commandline.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace {

// "--name=value" → "name", "-n" → "n".
QString optionName(const QString &argument)
{
    return argument.mid(argument.startsWith("--"_L1) ? 2 : 1).section(u'=', 0, 0);
}

} // namespace

CommandLineProblem CommandLineProblem::of(const QCommandLineParser &parser,
                                          const QStringList &arguments,
                                          const QStringList &valueOptions)
{
    const QStringList args = arguments.mid(1);
    if (!parser.unknownOptionNames().isEmpty()) {
        const QString name = parser.unknownOptionNames().constFirst();
        for (const QString &arg : args) {
            // -xyz: short options run together, so "x" is where the word starts.
            const bool matches = arg.startsWith("--"_L1) ? optionName(arg) == name
                                                         : optionName(arg).startsWith(name);
            if (arg.startsWith(u'-') && matches)
                return { Kind::UnknownOption, arg };
        }
        return { Kind::UnknownOption, u"--"_s + name };
    }
    if (!args.isEmpty() && args.constLast().startsWith(u'-') && !args.constLast().contains(u'=')
        && valueOptions.contains(optionName(args.constLast())))
        return { Kind::MissingValue, args.constLast() };
    for (const QString &arg : args) {
        if (arg.startsWith(u'-') && arg.contains(u'=') && !valueOptions.contains(optionName(arg)))
            return { Kind::UnexpectedValue, arg };
    }
    const QString error = parser.errorText();
    return error.isEmpty() ? CommandLineProblem() : CommandLineProblem { Kind::Other, error };
}

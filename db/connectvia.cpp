#include "db/connectvia.h"

#include "core/textcontexts.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool hasControl(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.category() == QChar::Other_Control; });
}

} // namespace

QString ConnectVia::problem() const
{
    const QString &d = sshDestination;
    // ssh would read a leading '-' as an option: a destination must never choose ssh's options.
    if (d.startsWith(u'-'))
        return DbText::tr("The SSH destination \"%1\" starts with \"-\"; a destination is a host "
                          "name, user@host or ssh://user@host:port.")
            .arg(d.left(60));
    if (std::any_of(d.cbegin(), d.cend(), [](QChar c) { return c.isSpace(); }) || hasControl(d))
        return DbText::tr("The SSH destination cannot hold spaces or control characters.");
    if (hasControl(passwordCommand))
        return DbText::tr("The password command is one line, without control characters.");
    if (!passwordCommand.isEmpty() && passwordCommand.trimmed().isEmpty())
        return DbText::tr("The password command is only spaces.");
    return {};
}

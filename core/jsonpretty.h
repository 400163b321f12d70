#pragma once

#include <QString>
#include <QStringView>

// Pretty-prints JSON text — or any prefix of it, cut anywhere, even inside a string — in
// one pass, without recursion and without parsing into a document: a 10 MB payload or one
// nested 10,000 levels deep costs linear time and memory. Indentation stops growing past
// `maxDepth` levels, so deep nesting cannot blow the output up (the server's jsonb_pretty
// makes 400 MB of spaces of a 40 KB document nested 10,000 deep). Text that is not JSON
// comes out re-spaced but intact.
namespace jsonpretty {
QString format(QStringView json, int maxDepth = 32);
}

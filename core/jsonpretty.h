#pragma once

#include <QString>
#include <QStringView>

// Pretty-prints JSON text — or any prefix of it, cut anywhere, even inside a string — in
// one pass, without recursion and without parsing into a document: a 10 MB payload or one
// nested 10,000 levels deep costs linear time and memory. Indentation stops growing past
// `maxDepth` levels, so deep nesting cannot blow the output up (the server's jsonb_pretty
// turns a small deeply nested document into hundreds of MB of spaces). Text that is not JSON
// comes out re-spaced but intact.
namespace jsonpretty {
QString format(QStringView json, int maxDepth = 32);
}

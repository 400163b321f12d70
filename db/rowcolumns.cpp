#include "db/rowcolumns.h"

using namespace Qt::StringLiterals;

QStringList columnMismatch(const PgResultView &view, const QStringList &expected)
{
    QStringList out;
    const int given = view.columnCount();
    const int n = std::max(given, int(expected.size()));
    for (int i = 0; i < n; ++i) {
        const QString got = i < given ? view.columnName(i) : QString();
        const QString want = i < expected.size() ? expected.at(i) : QString();
        if (got == want)
            continue;
        if (want.isNull())
            out.append(
                u"column %1: the statement gives %2, which the decode does not expect"_s.arg(i + 1)
                    .arg(got));
        else if (got.isNull())
            out.append(
                u"column %1: the decode expects %2, which the statement does not give"_s.arg(i + 1)
                    .arg(want));
        else
            out.append(
                u"column %1: the statement gives %2 where the decode expects %3"_s.arg(i + 1).arg(
                    got, want));
    }
    return out;
}

#pragma once

#include <QString>
#include <cstdio>
#include <cstdlib>
#include <exception>

// What the fuzz targets assert. A broken invariant prints what broke and aborts, so
// libFuzzer stops, saves the input as an artifact and the ctest run fails; "no crash" alone
// is not the bar.
// The detail is printed with control characters escaped (a NUL would end it early).
[[noreturn]] inline void fuzzFail(const char *file, int line, const char *what,
                                  const QString &detail)
{
    QString shown;
    for (const QChar c : detail) {
        if (c.category() == QChar::Other_Control)
            shown += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            shown += c;
    }
    std::fprintf(stderr, "%s:%d: invariant broken: %s\n  %s\n", file, line, what,
                 qUtf8Printable(shown));
    std::abort();
}

#define FUZZ_CHECK(condition, detail)                                                              \
    do {                                                                                           \
        if (!(condition))                                                                          \
            fuzzFail(__FILE__, __LINE__, #condition, (detail));                                    \
    } while (false)

// The parsers promise never to throw (errors are values); an exception escaping is a failure
// like any other, not a libFuzzer "deadly signal" with no word on what was thrown.
template<typename Body> void fuzzNoThrow(Body body)
{
    try {
        body();
    } catch (const std::exception &e) {
        fuzzFail(__FILE__, __LINE__, "no exception", QString::fromUtf8(e.what()));
    } catch (...) {
        fuzzFail(__FILE__, __LINE__, "no exception", QStringLiteral("(not a std::exception)"));
    }
}

// Control characters that could rewrite an operator's terminal or split a log line.
inline bool hasControl(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

#include "views/jsonhighlighter.h"

#include <QPalette>

using namespace Qt::StringLiterals;

namespace {

struct Colours
{
    QRgb key, string, number, keyword, punctuation;
};

// Each at least 4.5:1 against a white (light) or #1e1e1e-ish (dark) base, so every token
// stays readable; keys and string values differ in hue as well as lightness.
constexpr Colours LightColours { 0x0b5cad, 0x1a7f37, 0x9a4f00, 0xa0269c, 0x57606a };
constexpr Colours DarkColours { 0x79b8ff, 0x7ee787, 0xffa657, 0xd2a8ff, 0x8b949e };

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isNumberChar(QChar c)
{
    return isDigit(c) || c == u'.' || c == u'e' || c == u'E' || c == u'+' || c == u'-';
}

bool isWordChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || isDigit(c) || c == u'_';
}

bool isPunctuation(QChar c)
{
    return c == u'{' || c == u'}' || c == u'[' || c == u']' || c == u':' || c == u',';
}

} // namespace

JsonHighlighter::JsonHighlighter(QTextDocument *document, bool dark)
    : QSyntaxHighlighter(document), m_dark(dark)
{
    updateFormats();
}

JsonHighlighter::JsonHighlighter(QObject *parent, bool dark)
    : QSyntaxHighlighter(parent), m_dark(dark)
{
    updateFormats();
}

JsonHighlighter::LineTokens JsonHighlighter::tokenize(const QString &line, int startState)
{
    LineTokens out;
    const qsizetype n = line.size();
    qsizetype i = 0;

    // Scans a string body from `from` (just past the opening quote, or the line's start when
    // continuing one) and appends its token, which starts at `start`. Returns the index after
    // the closing quote, or n with out.endState saying the string goes on.
    auto scanString = [&](qsizetype start, qsizetype from, bool escaped) -> qsizetype {
        qsizetype p = from;
        for (; p < n; ++p) {
            const QChar c = line.at(p);
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                break;
        }
        if (p >= n) {
            if (n > start)
                out.tokens.append({ start, n - start, TokenKind::String });
            out.endState = escaped ? InStringAfterBackslash : InString;
            return n;
        }
        ++p; // the closing quote
        // Whitespace skipped here is skipped again by the caller: at most twice per char.
        qsizetype next = p;
        while (next < n && line.at(next).isSpace())
            ++next;
        const bool isKey = next < n && line.at(next) == u':';
        out.tokens.append({ start, p - start, isKey ? TokenKind::Key : TokenKind::String });
        return p;
    };

    if (startState == InString || startState == InStringAfterBackslash) {
        i = scanString(0, 0, startState == InStringAfterBackslash);
        if (i >= n)
            return out;
    }

    while (i < n) {
        const QChar c = line.at(i);
        if (c == u'"') {
            i = scanString(i, i + 1, false);
        } else if (isPunctuation(c)) {
            out.tokens.append({ i, 1, TokenKind::Punctuation });
            ++i;
        } else if (c == u'-' || isDigit(c)) {
            qsizetype j = i + 1;
            while (j < n && isNumberChar(line.at(j)))
                ++j;
            out.tokens.append({ i, j - i, TokenKind::Number });
            i = j;
        } else if (isWordChar(c)) {
            qsizetype j = i + 1;
            while (j < n && isWordChar(line.at(j)))
                ++j;
            const QStringView word = QStringView(line).mid(i, j - i);
            if (word == u"true" || word == u"false" || word == u"null")
                out.tokens.append({ i, j - i, TokenKind::Keyword });
            i = j;
        } else {
            ++i;
        }
    }
    return out;
}

void JsonHighlighter::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    updateFormats();
    rehighlight();
}

QTextCharFormat JsonHighlighter::format(TokenKind kind) const
{
    return m_formats[static_cast<int>(kind)];
}

bool JsonHighlighter::isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

bool JsonHighlighter::looksLikeJson(const QString &text)
{
    const qsizetype end = qMin<qsizetype>(text.size(), 4096);
    for (qsizetype i = 0; i < end; ++i) {
        const QChar c = text.at(i);
        if (c.isSpace())
            continue;
        return c == u'{' || c == u'[' || c == u'"' || c == u'-' || isDigit(c) || c == u't'
            || c == u'f' || c == u'n';
    }
    return false;
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    const LineTokens line = tokenize(text, previousBlockState());
    if (text.size() <= MaxHighlightedLine) {
        for (const Token &t : line.tokens)
            setFormat(int(t.start), int(t.length), m_formats[static_cast<int>(t.kind)]);
    }
    setCurrentBlockState(line.endState);
}

void JsonHighlighter::updateFormats()
{
    const Colours &c = m_dark ? DarkColours : LightColours;
    const QRgb colours[5] = { c.key, c.string, c.number, c.keyword, c.punctuation };
    for (int k = 0; k < 5; ++k) {
        m_formats[k] = QTextCharFormat();
        m_formats[k].setForeground(QColor::fromRgb(colours[k]));
    }
}

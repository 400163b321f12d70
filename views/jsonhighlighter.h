#pragma once

#include <QList>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;

// Colours JSON text: keys, strings, numbers, true/false/null, punctuation. GUI thread; owned
// by its QObject parent (the document, when constructed on one). A one-pass lexer per block:
// no recursion, no regex, no parse of the whole value, so any nesting depth or line length
// costs linear time. Text that is not JSON is coloured as far as it lexes, never rejected.
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class TokenKind { Key, String, Number, Keyword, Punctuation };

    struct Token
    {
        qsizetype start;
        qsizetype length;
        TokenKind kind;
    };

    // A block's state: where its last line left the lexer. A string may span lines (not JSON,
    // but any text may be shown here), so the next block continues inside it.
    enum BlockState { Normal = 0, InString = 1, InStringAfterBackslash = 2 };

    struct LineTokens
    {
        QList<Token> tokens;
        int endState = Normal;
    };

    // On `document`, which owns it.
    JsonHighlighter(QTextDocument *document, bool dark);
    // Owned by `parent`, on no document until setDocument().
    JsonHighlighter(QObject *parent, bool dark);

    // Longer lines are lexed (for the next line's state) but left plain: Qt lays a line out
    // whole, and a line of many thousand format ranges costs seconds to lay out and paint.
    static constexpr qsizetype MaxHighlightedLine = 64 * 1024;

    // The lexer, pure and linear in line.size(). startState is the previous line's endState
    // (anything else counts as Normal). A string's kind is Key when the next non-blank
    // character on its line is ':'.
    static LineTokens tokenize(const QString &line, int startState);

    // Dark or light colours; rehighlights when it changes.
    void setDark(bool dark);
    bool isDark() const { return m_dark; }
    QTextCharFormat format(TokenKind kind) const;
    // Whether `palette` is a dark one: the text area's base is what the colours sit on.
    static bool isDarkPalette(const QPalette &palette);
    // Whether `text` starts like JSON. Plain text with a stray quote would be coloured as a
    // string to its end; callers highlight only what passes. Reads a bounded prefix.
    static bool looksLikeJson(const QString &text);

protected:
    void highlightBlock(const QString &text) override;

private:
    void updateFormats();

    bool m_dark;
    QTextCharFormat m_formats[5];
};

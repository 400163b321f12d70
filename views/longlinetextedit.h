#pragma once

#include <QList>
#include <QPlainTextEdit>

// A read-only QPlainTextEdit that shows lines longer than PieceLength in pieces of that
// length, one block each. QPlainTextEdit lays a block out whole, wrapped or not: one 10 MB
// line (a JSON string value holding a base64 blob) kept the GUI thread busy for seconds,
// where blocks of 4,096 characters are laid out only when they scroll into view.
//
// The pieces are for the eye only: text() and a copied selection are the text as given,
// without the breaks between pieces (the mapping is kept as the sorted break positions).
class LongLineTextEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr qsizetype PieceLength = 4096;

    explicit LongLineTextEdit(QWidget *parent = nullptr);

    void setText(const QString &text);
    // The text as given to setText() (or typed in through the QTextDocument API, which this
    // class does not track: its owner only ever sets whole texts).
    QString text() const;
    // Where a position in the document falls in text().
    qsizetype textPosition(qsizetype documentPosition) const;
    int pieceBreakCount() const { return int(m_breaks.size()); }

    // The breaks to insert into `text`: each a position in the displayed text where a
    // newline that is not in `text` stands. Never splits a surrogate pair.
    static QList<qsizetype> pieceBreaks(const QString &text, qsizetype pieceLength = PieceLength);

protected:
    QMimeData *createMimeDataFromSelection() const override;

private:
    QString m_text;
    QList<qsizetype> m_breaks; // ascending document positions of the inserted newlines
};

#include "views/longlinetextedit.h"

#include <QMimeData>
#include <QTextCursor>
#include <algorithm>

LongLineTextEdit::LongLineTextEdit(QWidget *parent) : QPlainTextEdit(parent) { }

QList<qsizetype> LongLineTextEdit::pieceBreaks(const QString &text, qsizetype pieceLength)
{
    QList<qsizetype> breaks;
    qsizetype lineStart = 0;
    const qsizetype size = text.size();
    while (lineStart < size) {
        qsizetype lineEnd = text.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = size;
        qsizetype pieceStart = lineStart;
        while (lineEnd - pieceStart > pieceLength) {
            qsizetype cut = pieceStart + pieceLength;
            if (text.at(cut).isLowSurrogate())
                --cut; // keep the pair together: this piece is one character shorter
            // Display positions count the breaks already inserted before this one.
            breaks.append(cut + breaks.size());
            pieceStart = cut;
        }
        lineStart = lineEnd + 1;
    }
    return breaks;
}

void LongLineTextEdit::setText(const QString &text)
{
    m_text = text; // shared, not copied: the owner keeps the same value
    m_breaks = pieceBreaks(text);
    if (m_breaks.isEmpty()) {
        setPlainText(text);
        return;
    }
    QString shown;
    shown.reserve(text.size() + m_breaks.size());
    qsizetype from = 0;
    for (qsizetype i = 0; i < m_breaks.size(); ++i) {
        const qsizetype to = m_breaks.at(i) - i; // the break's position in `text`
        shown.append(QStringView(text).sliced(from, to - from));
        shown.append(u'\n');
        from = to;
    }
    shown.append(QStringView(text).sliced(from));
    setPlainText(shown);
}

QString LongLineTextEdit::text() const
{
    return m_breaks.isEmpty() ? toPlainText() : m_text;
}

qsizetype LongLineTextEdit::textPosition(qsizetype documentPosition) const
{
    // Breaks before the position are not in the text; one at the position is the boundary.
    const auto before = std::lower_bound(m_breaks.cbegin(), m_breaks.cend(), documentPosition);
    return documentPosition - (before - m_breaks.cbegin());
}

QMimeData *LongLineTextEdit::createMimeDataFromSelection() const
{
    if (m_breaks.isEmpty())
        return QPlainTextEdit::createMimeDataFromSelection();
    const QTextCursor cursor = textCursor();
    const qsizetype from = textPosition(cursor.selectionStart());
    const qsizetype to = textPosition(cursor.selectionEnd());
    auto *data = new QMimeData;
    data->setText(m_text.mid(from, to - from));
    return data;
}

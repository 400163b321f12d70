#pragma once

#include "views/longlinetextedit.h"

#include <QWidget>

class JsonHighlighter;
class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

// One JSON (or any text) value, read-only, highlighted, with Show all / Copy / Save. GUI
// thread; owns its children. A save writes on a short-lived thread of its own that may
// outlive the view. It never fetches: it asks its owner for the whole value.
//
// Ordering: fullTextRequested is emitted at most once at a time (Copy and Save clicked while
// a request is out wait for the same answer). The owner answers it exactly once, now or
// later, with provideFullText() or provideFullTextError(), naming the purpose it was asked
// for; the answer serves every purpose waiting. setPreview() and clear() void an outstanding
// request: the owner must drop its answer (the view ignores answers while nothing is
// outstanding, but cannot tell an answer for the old value from one for a new value).
// Save asks for the file first (a window-modal QFileDialog, no nested event loop), then for
// the value if it does not have it; a value replaced meanwhile is not saved.
class JsonView : public QWidget
{
    Q_OBJECT
public:
    enum class Purpose { ShowAll, Copy, Save };
    Q_ENUM(Purpose)

    explicit JsonView(QWidget *parent = nullptr);

    // The preview the DB layer fetched and the whole value's size in bytes (negative:
    // unknown). A null text is SQL NULL, an empty one an empty value.
    void setPreview(const QString &title, const QString &text, qint64 totalBytes, bool truncated);
    void clear();

    void provideFullText(Purpose purpose, const QString &text);
    void provideFullTextError(Purpose purpose, const QString &message);

    // The text shown, as its value: without the breaks LongLineTextEdit shows long lines with.
    QString displayedText() const;
    QString statusText() const;

    // For tests and the owner's layout.
    QPlainTextEdit *editor() const { return m_editor; }
    QPushButton *showAllButton() const { return m_showAll; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *saveButton() const { return m_save; }
    QCheckBox *wrapToggle() const { return m_wrap; }
    JsonHighlighter *highlighter() const { return m_highlighter; }
    bool isHighlighting() const;

    // Above this many characters a text is shown plain: highlighting is per character.
    static constexpr qsizetype HighlightLimit = 2 * 1024 * 1024;

Q_SIGNALS:
    void fullTextRequested(JsonView::Purpose purpose);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum PurposeBit { ShowAllBit = 1, CopyBit = 2, SaveBit = 4 };

    bool hasWholeValue() const { return !m_truncated || m_haveFull; }
    const QString &wholeValue() const { return m_truncated ? m_full : m_preview; }
    void resetState();
    void request(Purpose purpose, const QString &savePath = {});
    void showAll();
    void copy();
    void save();
    void writeFile(const QString &path, const QString &text);
    void setEditorText(const QString &text);
    void showNull();
    qint64 wholeBytes() const { return m_truncated ? m_fullBytes : m_previewBytes; }
    QString sizeText(qint64 bytes) const;
    QString sizeStatus() const;
    void setNote(const QString &note, bool isError)
    {
        m_note = note;
        m_noteIsError = isError;
        refresh();
    }
    void refresh();

    QLabel *m_title;
    QLabel *m_status;
    QLabel *m_noteLabel;
    QCheckBox *m_wrap;
    QPushButton *m_showAll;
    QPushButton *m_copy;
    QPushButton *m_save;
    LongLineTextEdit *m_editor;
    JsonHighlighter *m_highlighter;

    bool m_hasValue = false;
    bool m_truncated = false;
    bool m_showingAll = false;
    bool m_haveFull = false;
    bool m_requestOutstanding = false;
    int m_pending = 0; // PurposeBits waiting for the whole value
    quint64 m_generation = 0; // bumped by every setPreview()/clear()
    qint64 m_totalBytes = -1;
    qint64 m_previewBytes = 0;
    qint64 m_fullBytes = 0;
    QString m_preview;
    QString m_full;
    QString m_pendingSavePath;
    QString m_note;
    bool m_noteIsError = false;
};

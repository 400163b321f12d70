#include "views/jsonview.h"

#include "views/flatstyle.h"
#include "views/jsonhighlighter.h"
#include "views/longlinetextedit.h"
#include "views/statepalette.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextCursor>
#include <QThread>
#include <QVBoxLayout>
#include <memory>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

// SQL NULL is spelled the same in every language.
constexpr auto NullText = "NULL"_L1;

QColor errorColor(const QPalette &palette)
{
    return statepalette::color(Tone::Bad, palette);
}

QString suggestedFileName(const QString &title)
{
    QString name = title.left(80);
    for (QChar &c : name)
        c = (c.isLetterOrNumber() || c == u'.' || c == u'-' || c == u'_') ? c : u'_';
    return (name.isEmpty() ? u"value"_s : name) + u".json"_s;
}

} // namespace

JsonView::JsonView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_noteLabel(new QLabel(this))
    , m_wrap(new QCheckBox(tr("Wrap"), this))
    , m_showAll(new QPushButton(tr("Show all"), this))
    , m_copy(new QPushButton(tr("Copy"), this))
    , m_save(new QPushButton(tr("Save…"), this))
    , m_editor(new LongLineTextEdit(this))
    , m_highlighter(new JsonHighlighter(static_cast<QObject *>(this), false))
{
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    for (QLabel *label : { m_title, m_status, m_noteLabel }) {
        label->setTextFormat(Qt::PlainText); // a title or a server message is never markup
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_noteLabel->setWordWrap(true);
    m_title->setAccessibleName(tr("Value name"));
    m_status->setAccessibleName(tr("Value size"));
    m_noteLabel->setAccessibleName(tr("Last action"));
    m_wrap->setAccessibleName(tr("Wrap long lines"));
    m_showAll->setAccessibleName(tr("Load and show the whole value"));
    m_copy->setAccessibleName(tr("Copy the whole value to the clipboard"));
    m_save->setAccessibleName(tr("Save the whole value to a file"));
    const QList<QAbstractButton *> buttons { m_wrap, m_showAll, m_copy, m_save };
    for (QAbstractButton *button : buttons) {
        button->setToolTip(button->accessibleName());
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false); // Enter in a dialog around us stays the dialog's
    }

    m_editor->setReadOnly(true);
    useFlatStyle(m_editor);
    m_editor->setUndoRedoEnabled(false);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_editor->setFont(mono);
    m_editor->setTabStopDistance(4 * QFontMetricsF(mono).horizontalAdvance(u' '));
    m_editor->setAccessibleName(tr("Value text"));
    m_highlighter->setDark(JsonHighlighter::isDarkPalette(palette()));

    // The size line gives way before the buttons do; the note, which may be a long server
    // message, gets a row of its own.
    m_status->setWordWrap(true);
    // The size and truncation line gets a row of its own: beside the buttons, a narrow pane
    // would cut it off mid-word.
    // The title stays off screen: the detail pane's tab names the value, and a narrow pane
    // needs the room for the buttons. It still names the file Save… suggests.
    m_title->hide();
    auto *top = new QHBoxLayout;
    top->addStretch(1);
    top->addWidget(m_wrap);
    top->addWidget(m_showAll);
    top->addWidget(m_copy);
    top->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_noteLabel);
    layout->addWidget(m_editor, 1);
    const QList<QWidget *> tabOrder { m_editor, m_wrap, m_showAll, m_copy, m_save };
    for (qsizetype i = 1; i < tabOrder.size(); ++i)
        setTabOrder(tabOrder[i - 1], tabOrder[i]);

    connect(m_wrap, &QCheckBox::toggled, this, [this](bool on) {
        m_editor->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    });
    connect(m_showAll, &QPushButton::clicked, this, &JsonView::showAll);
    connect(m_copy, &QPushButton::clicked, this, &JsonView::copy);
    connect(m_save, &QPushButton::clicked, this, &JsonView::save);
    refresh();
}

void JsonView::setPreview(const QString &title, const QString &text, qint64 totalBytes,
                          bool truncated)
{
    // An owner that re-sends the same value on every poll must not lose a loaded whole
    // value, a pending request or a save being chosen.
    if (m_hasValue && title == m_title->text() && text.isNull() == m_preview.isNull()
        && totalBytes == m_totalBytes && truncated == m_truncated && text == m_preview)
        return;
    resetState();
    m_hasValue = true;
    m_title->setText(title);
    m_preview = text;
    m_truncated = truncated && !text.isNull();
    m_totalBytes = totalBytes;
    // Only a preview is measured here: it is capped, the whole value may not be.
    m_previewBytes = (!m_truncated && totalBytes >= 0) ? totalBytes : text.toUtf8().size();
    if (text.isNull())
        showNull();
    else
        setEditorText(text);
    refresh();
}

void JsonView::clear()
{
    resetState();
    m_hasValue = m_truncated = false;
    m_totalBytes = -1;
    m_previewBytes = 0;
    m_title->clear();
    m_preview.clear();
    setEditorText(QString());
    refresh();
}

void JsonView::resetState()
{
    ++m_generation;
    m_full.clear();
    m_fullBytes = 0;
    m_haveFull = m_showingAll = m_requestOutstanding = false;
    m_pending = 0;
    m_pendingSavePath.clear();
    m_note.clear();
}

// One answer is the whole value, whatever purpose it was asked for: it serves them all.
void JsonView::provideFullText(Purpose, const QString &text)
{
    if (!m_requestOutstanding)
        return;
    m_requestOutstanding = false;
    m_full = text;
    m_fullBytes = m_totalBytes >= 0 ? m_totalBytes : text.toUtf8().size();
    m_haveFull = true;
    const int pending = std::exchange(m_pending, 0);
    const QString savePath = std::exchange(m_pendingSavePath, QString());
    if (pending & ShowAllBit)
        showAll();
    if (pending & CopyBit)
        copy();
    if (pending & SaveBit)
        writeFile(savePath, m_full);
    refresh();
}

void JsonView::provideFullTextError(Purpose, const QString &message)
{
    if (!m_requestOutstanding)
        return;
    m_requestOutstanding = false;
    m_pending = 0;
    m_pendingSavePath.clear();
    setNote(tr("Could not load the whole value: %1").arg(message), true);
}

QString JsonView::displayedText() const
{
    return m_editor->text();
}

QString JsonView::statusText() const
{
    if (m_noteLabel->text().isEmpty())
        return m_status->text();
    return m_status->text() + u" · "_s + m_noteLabel->text();
}

bool JsonView::isHighlighting() const
{
    return m_highlighter->document() != nullptr;
}

void JsonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        // Our own palette is already the new one; the children's follow after this event.
        m_highlighter->setDark(JsonHighlighter::isDarkPalette(palette()));
        if (m_hasValue && m_preview.isNull())
            showNull();
        refresh();
    }
    QWidget::changeEvent(event);
}

void JsonView::request(Purpose purpose, const QString &savePath)
{
    static constexpr int Bits[] = { ShowAllBit, CopyBit, SaveBit };
    m_pending |= Bits[static_cast<int>(purpose)];
    if (purpose == Purpose::Save)
        m_pendingSavePath = savePath;
    const bool send = !m_requestOutstanding;
    m_requestOutstanding = true;
    m_note.clear(); // an earlier "Copied" or error is old news once a new load starts
    refresh();
    // Last: the owner may answer from inside the emit.
    if (send)
        Q_EMIT fullTextRequested(purpose);
}

void JsonView::showAll()
{
    if (!m_truncated || m_showingAll)
        return;
    if (!m_haveFull) {
        request(Purpose::ShowAll);
        return;
    }
    m_showingAll = true;
    // The preview is the start of the whole value: stay where the reader was.
    const int v = m_editor->verticalScrollBar()->value();
    const int h = m_editor->horizontalScrollBar()->value();
    setEditorText(m_full);
    m_editor->verticalScrollBar()->setValue(v);
    m_editor->horizontalScrollBar()->setValue(h);
    refresh();
}

void JsonView::copy()
{
    if (!m_hasValue || m_preview.isNull())
        return;
    if (!hasWholeValue()) {
        request(Purpose::Copy);
        return;
    }
    QGuiApplication::clipboard()->setText(wholeValue());
    setNote(tr("Copied %1 to the clipboard").arg(sizeText(wholeBytes())), false);
}

void JsonView::save()
{
    if (!m_hasValue || m_preview.isNull())
        return;
    // open(), not getSaveFileName(): no nested event loop in which a poll could replace the
    // value or delete this view under the dialog.
    auto *dialog = new QFileDialog(this, tr("Save value"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog->setNameFilters({ tr("JSON files (*.json)"), tr("All files (*)") });
    dialog->setDefaultSuffix(u"json"_s);
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    dialog->selectFile(suggestedFileName(m_title->text()));
    connect(dialog, &QFileDialog::fileSelected, this,
            [this, generation = m_generation](const QString &path) {
                if (generation != m_generation)
                    setNote(tr("The value changed while the file was being chosen; nothing was "
                               "saved."),
                            true);
                else if (hasWholeValue())
                    writeFile(path, wholeValue());
                else
                    request(Purpose::Save, path);
            });
    dialog->open();
}

void JsonView::writeFile(const QString &path, const QString &text)
{
    // On a thread of its own: a network home directory must not freeze the window. The
    // thread holds only values; if the view goes first, the result is simply not shown.
    auto error = std::make_shared<QString>();
    QThread *thread = QThread::create([path, text, error] {
        QSaveFile file(path);
        const QByteArray bytes = text.toUtf8();
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            *error = file.errorString();
    });
    connect(thread, &QThread::finished, this, [this, path, error] {
        const QString shown = QDir::toNativeSeparators(path);
        if (error->isEmpty())
            setNote(tr("Saved to %1").arg(shown), false);
        else
            setNote(tr("Could not save to %1: %2").arg(shown, *error), true);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    setNote(tr("Saving…"), false);
    thread->start();
}

void JsonView::setEditorText(const QString &text)
{
    const bool highlight = text.size() <= HighlightLimit && JsonHighlighter::looksLikeJson(text);
    // Attach or detach on an empty document, before the text goes in: the highlighter then
    // runs once, synchronously, or never.
    m_editor->clear();
    if (highlight != isHighlighting())
        m_highlighter->setDocument(highlight ? m_editor->document() : nullptr);
    m_editor->setText(text);
}

void JsonView::showNull()
{
    setEditorText(QString());
    QTextCharFormat format;
    format.setFontItalic(true);
    format.setForeground(palette().color(QPalette::PlaceholderText));
    QTextCursor(m_editor->document()).insertText(NullText, format);
}

QString JsonView::sizeText(qint64 bytes) const
{
    if (bytes < 1024)
        return bytes == 1 ? tr("1 byte") : tr("%1 bytes").arg(bytes);
    if (bytes < 1024 * 1024)
        return tr("%1 KB").arg(qRound64(bytes / 1024.0));
    if (bytes < 1024LL * 1024 * 1024)
        return tr("%1 MB").arg(locale().toString(bytes / (1024.0 * 1024.0), 'f', 1));
    return tr("%1 GB").arg(locale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 1));
}

QString JsonView::sizeStatus() const
{
    if (!m_hasValue)
        return {};
    if (m_preview.isNull())
        return tr("SQL NULL");
    if (m_showingAll)
        return tr("Showing all %1").arg(sizeText(wholeBytes()));
    if (m_truncated && m_totalBytes >= 0)
        return tr("Showing the first %1 of %2")
            .arg(sizeText(m_previewBytes), sizeText(m_totalBytes));
    if (m_truncated)
        return tr("Showing the first %1").arg(sizeText(m_previewBytes));
    return m_preview.isEmpty() ? tr("Empty value")
                               : tr("Whole value, %1").arg(sizeText(m_previewBytes));
}

void JsonView::refresh()
{
    const bool hasText = m_hasValue && !m_preview.isNull();
    QString status = sizeStatus();
    if (hasText && !isHighlighting() && m_editor->document()->characterCount() > HighlightLimit)
        status += tr(" · no highlighting at this size");
    m_status->setText(status);
    m_status->setToolTip(status);

    const QString note = !m_requestOutstanding ? m_note
        : m_totalBytes >= 0 ? tr("Loading the whole value (%1)…").arg(sizeText(m_totalBytes))
                            : tr("Loading the whole value…");
    m_noteLabel->setText(note);
    m_noteLabel->setVisible(!note.isEmpty());
    // Only the one role is set, so the label keeps following our palette for the rest.
    QPalette notePalette;
    if (m_noteIsError && !m_requestOutstanding)
        notePalette.setColor(QPalette::WindowText, errorColor(palette()));
    m_noteLabel->setPalette(notePalette);

    m_showAll->setVisible(hasText && m_truncated && !m_showingAll);
    m_showAll->setEnabled(!(m_pending & ShowAllBit));
    m_copy->setEnabled(hasText && !(m_pending & CopyBit));
    m_save->setEnabled(hasText && !(m_pending & SaveBit));
}

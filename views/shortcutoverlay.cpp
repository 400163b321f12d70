#include "views/shortcutoverlay.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPointer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// "&Refresh now" → "Refresh now"; "&&" stays one "&".
QString plainText(QString text)
{
    text.replace(u"&&"_s, QString(QChar(0xE000)));
    text.remove(u'&');
    text.replace(QChar(0xE000), u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    return text;
}

void collect(const QMenu *menu, const QString &title, QList<ShortcutOverlay::Entry> *out)
{
    for (QAction *a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), title, out);
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys.append(k.toString(QKeySequence::NativeText));
        out->append({ title, plainText(a->text()), keys.join(u"  ·  "_s), a });
    }
}

} // namespace

ShortcutOverlay::ShortcutOverlay(QWidget *window) : QWidget(window), m_panel(new QWidget(this))
{
    setObjectName(u"ShortcutOverlay"_s);
    setAccessibleName(tr("Keyboard shortcuts"));
    setFocusPolicy(Qt::StrongFocus);
    m_panel->setObjectName(u"ShortcutPanel"_s);
    m_panel->setAutoFillBackground(true);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_panel);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(1);
    window->installEventFilter(this);
    hide();
}

QList<ShortcutOverlay::Entry> ShortcutOverlay::entries(const QMenuBar *menuBar)
{
    QList<Entry> out;
    for (QAction *top : menuBar->actions()) {
        if (top->menu())
            collect(top->menu(), plainText(top->text()), &out);
    }
    return out;
}

void ShortcutOverlay::open(const QMenuBar *menuBar)
{
    m_entries = entries(menuBar);
    rebuild();
    setGeometry(parentWidget()->rect());
    m_previousFocus = QApplication::focusWidget();
    raise();
    show();
    setFocus(Qt::PopupFocusReason);
}

void ShortcutOverlay::rebuild()
{
    delete m_panel->layout();
    qDeleteAll(m_panel->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    auto *layout = new QVBoxLayout(m_panel);
    layout->setContentsMargins(24, 18, 24, 18);
    auto *title = new QLabel(tr("Keyboard shortcuts"), m_panel);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);
    layout->addWidget(title);

    // The menus in columns, each column a grid of key and what it does.
    auto *columns = new QHBoxLayout;
    columns->setSpacing(36);
    layout->addLayout(columns);
    const int perColumn = qMax(8, int((m_entries.size() + 2) / 3) + 2);
    QGridLayout *grid = nullptr;
    int line = 0;
    QString menu;
    for (const Entry &e : m_entries) {
        const bool newMenu = e.menu != menu;
        if (!grid || (newMenu && line >= perColumn)) {
            grid = new QGridLayout;
            grid->setHorizontalSpacing(14);
            grid->setVerticalSpacing(3);
            columns->addLayout(grid);
            columns->setAlignment(grid, Qt::AlignTop);
            line = 0;
            menu.clear();
        }
        if (e.menu != menu) {
            menu = e.menu;
            auto *heading = new QLabel(menu, m_panel);
            QFont f = heading->font();
            f.setBold(true);
            heading->setFont(f);
            heading->setContentsMargins(0, line ? 8 : 0, 0, 0);
            grid->addWidget(heading, line++, 0, 1, 2);
        }
        auto *keys = new QLabel(e.keys, m_panel);
        keys->setObjectName(u"ShortcutKeys"_s);
        QFont mono = keys->font();
        mono.setBold(true);
        keys->setFont(mono);
        keys->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *what = new QLabel(e.action, m_panel);
        what->setEnabled(e.source->isEnabled());
        grid->addWidget(keys, line, 0);
        grid->addWidget(what, line++, 1);
    }
    auto *hint = new QLabel(
        tr("In the tables: arrows, Page Up/Down, Home/End move; Shift or Ctrl with them select; "
           "Tab moves on.\nPress any key or click to close."),
        m_panel);
    hint->setEnabled(false);
    hint->setContentsMargins(0, 10, 0, 0);
    layout->addWidget(hint);
}

bool ShortcutOverlay::event(QEvent *event)
{
    // While open, a key closes it and does nothing else: it is not a window shortcut.
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int k = key->key();
        if (k == Qt::Key_Shift || k == Qt::Key_Control || k == Qt::Key_Alt || k == Qt::Key_Meta)
            return true; // a modifier alone is half a key
        hide();
        if (m_previousFocus)
            m_previousFocus->setFocus();
        return true;
    }
    return QWidget::event(event);
}

bool ShortcutOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void ShortcutOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QColor dim = palette().color(QPalette::Shadow);
    dim.setAlpha(150);
    p.fillRect(rect(), dim);
    // A frame around the panel, in the highlight colour, so it reads as one thing.
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.drawRect(m_panel->geometry().adjusted(-1, -1, 0, 0));
}

void ShortcutOverlay::mousePressEvent(QMouseEvent *)
{
    hide();
    if (m_previousFocus)
        m_previousFocus->setFocus();
}

#include "tests/support/textfit.h"

#include "models/tone.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTextLayout>
#include <QToolButton>
#include <QToolTip>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

constexpr int Slack = 1; // a pixel of rounding between a hint and a layout

QString describe(const QWidget *w)
{
    QStringList names;
    for (const QWidget *p = w->parentWidget(); p && names.size() < 3; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith("qt_"_L1))
            names.prepend(p->objectName());
        if (p->isWindow())
            break;
    }
    QString self = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        self += u'#' + w->objectName();
    names.append(self);
    return names.join(u" > "_s);
}

class Collector
{
public:
    void add(const QWidget *w, const QString &text, int need, int have)
    {
        if (need > have + Slack)
            found.append({ describe(w), text, need, have });
    }
    QList<ClippedText> found;
};

int mnemonicWidth(const QFontMetrics &fm, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(u'\n'))
        widest = std::max(widest, fm.size(Qt::TextShowMnemonic, line).width());
    return widest;
}

void checkLabel(QLabel *l, Collector &out)
{
    if (l->text().isEmpty() || !l->pixmap().isNull())
        return;
    if (l->wordWrap()) {
        out.add(l, l->text(), l->heightForWidth(l->width()), l->height());
        return;
    }
    const QSize hint = l->sizeHint();
    out.add(l, l->text(), hint.width(), l->width());
    out.add(l, l->text(), hint.height(), l->height());
}

void checkButton(QAbstractButton *b, QStyle::SubElement contents, Collector &out)
{
    if (b->text().isEmpty())
        return;
    QStyleOptionButton opt;
    opt.initFrom(b);
    opt.text = b->text();
    opt.icon = b->icon();
    opt.iconSize = b->iconSize();
    if (auto *push = qobject_cast<QPushButton *>(b); push && push->menu())
        opt.features |= QStyleOptionButton::HasMenu;
    const QRect rect = b->style()->subElementRect(contents, &opt, b);
    int need = mnemonicWidth(b->fontMetrics(), b->text());
    if (!b->icon().isNull())
        need += b->iconSize().width() + 4;
    if (opt.features & QStyleOptionButton::HasMenu)
        need += b->style()->pixelMetric(QStyle::PM_MenuButtonIndicator, &opt, b);
    out.add(b, b->text(), need, rect.width());
}

void checkToolButton(QToolButton *b, Collector &out)
{
    if (b->text().isEmpty()
        || (b->toolButtonStyle() == Qt::ToolButtonIconOnly && !b->icon().isNull()))
        return;
    out.add(b, b->text(), b->sizeHint().width(), b->width());
}

void checkCombo(QComboBox *c, Collector &out)
{
    if (c->isEditable())
        return; // its line edit is checked; typed text scrolls
    QStyleOptionComboBox opt;
    opt.initFrom(c);
    opt.editable = false;
    opt.frame = c->hasFrame();
    opt.iconSize = c->iconSize();
    const QRect field
        = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
    const int have = field.width() - 2; // CE_ComboBoxLabel draws a pixel in from each side
    QStringList texts { c->placeholderText() };
    for (int i = 0; i < c->count(); ++i)
        texts.append(c->itemText(i));
    for (int i = 0; i < texts.size(); ++i) {
        const bool icon = i > 0 && !c->itemIcon(i - 1).isNull();
        const int need
            = c->fontMetrics().horizontalAdvance(texts[i]) + (icon ? c->iconSize().width() + 4 : 0);
        out.add(c, texts[i], need, have);
    }
}

void checkLineEdit(QLineEdit *e, Collector &out)
{
    if (e->placeholderText().isEmpty() && e->text().isEmpty())
        return;
    QStyleOptionFrame opt;
    opt.initFrom(e);
    opt.lineWidth
        = e->hasFrame() ? e->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &opt, e) : 0;
    QRect r = e->style()->subElementRect(QStyle::SE_LineEditContents, &opt, e);
    r = r.marginsRemoved(e->textMargins()).adjusted(2, 0, -2, 0); // QLineEdit's own margin
    int have = r.width();
    for (const QWidget *side : e->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        if (side->isVisible())
            have -= side->width(); // a clear button or an action beside the text
    if (!e->placeholderText().isEmpty())
        out.add(e, e->placeholderText(), e->fontMetrics().horizontalAdvance(e->placeholderText()),
                have);
    // An identifier typed or pasted (one token: a UUID, a job id, a key) is read whole: an
    // alert's UUID squeezed to its middle cannot be read. Longer text (a connection string)
    // scrolls by design.
    const QString typed = e->text();
    if (!typed.isEmpty() && typed.size() <= 64 && !typed.contains(u' ')
        && e->echoMode() == QLineEdit::Normal)
        out.add(e, typed, e->fontMetrics().horizontalAdvance(typed), have);
}

void checkTabs(QTabBar *bar, Collector &out)
{
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        QStyleOptionTab opt;
        opt.initFrom(bar);
        opt.shape = bar->shape();
        opt.text = bar->tabText(i);
        opt.icon = bar->tabIcon(i);
        opt.iconSize = bar->iconSize();
        opt.rect = bar->tabRect(i);
        opt.documentMode = bar->documentMode();
        if (QWidget *right = bar->tabButton(i, QTabBar::RightSide))
            opt.rightButtonSize = right->size();
        const QRect text = bar->style()->subElementRect(QStyle::SE_TabBarTabText, &opt, bar);
        out.add(bar, opt.text, mnemonicWidth(bar->fontMetrics(), opt.text), text.width());
        // A tab scrolled off the bar is as unreadable as an elided one.
        const QRect tab = bar->tabRect(i);
        out.add(bar, opt.text, tab.right() + 1, bar->width());
        out.add(bar, opt.text, -tab.left(), 0);
    }
}

void checkHeader(QHeaderView *h, Collector &out)
{
    if (h->orientation() != Qt::Horizontal || !h->model())
        return;
    for (int logical = 0; logical < h->count(); ++logical) {
        if (h->isSectionHidden(logical))
            continue;
        const QString text = h->model()->headerData(logical, Qt::Horizontal).toString();
        if (!text.isEmpty())
            out.add(h, text, h->sectionSizeHint(logical), h->sectionSize(logical));
    }
}

// The indexes a view shows in its viewport: the whole cells of the rows on screen, a tree's
// expanded items among them (a detail tree is small).
QModelIndexList indexesOnScreen(QAbstractItemView *view)
{
    QModelIndexList shown;
    QAbstractItemModel *model = view->model();
    const QRect viewport = view->viewport()->rect();
    auto *tree = qobject_cast<QTreeView *>(view);
    std::function<void(const QModelIndex &, int)> walk = [&](const QModelIndex &parent,
                                                             int firstRow) {
        for (int row = firstRow; row < model->rowCount(parent) && shown.size() < 2000; ++row) {
            const QModelIndex first = model->index(row, 0, parent);
            if (view->visualRect(first).top() > viewport.bottom())
                return;
            for (int col = 0; col < model->columnCount(parent); ++col) {
                const QModelIndex index = model->index(row, col, parent);
                const QRect r = view->visualRect(index);
                // Only whole cells: one cut by the viewport's edge is scrolled, not elided.
                if (r.isValid() && viewport.contains(r.adjusted(0, 0, -1, -1)))
                    shown.append(index);
            }
            if (tree && tree->isExpanded(first))
                walk(first, 0);
        }
    };
    // A table starts at its first row on screen instead of walking thousands above it; a
    // tree's items above may have children on screen.
    walk(view->rootIndex(), tree ? 0 : std::max(0, view->indexAt(QPoint(1, 1)).row()));
    return shown;
}

// The tooltip a person gets hovering `index`: the view asks its delegate, which may offer
// the whole text of a cell it elides; as plain text.
QString hoverText(QAbstractItemView *view, const QModelIndex &index)
{
    const QPoint at = view->visualRect(index).center();
    QHelpEvent hover(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &hover);
    const QString tip = QToolTip::isVisible() ? QToolTip::text() : QString();
    QToolTip::hideText();
    return Qt::mightBeRichText(tip) ? QTextDocumentFragment::fromHtml(tip).toPlainText() : tip;
}

// `statesOnly`: only the toned cells (a state, status or verdict), and no hover: the cheap
// check a step of the operator driver makes.
void checkCells(QAbstractItemView *view, Collector &out, bool statesOnly = false)
{
    if (!view->model())
        return;
    QStyleOptionViewItem opt;
    opt.initFrom(view);
    opt.font = view->font();
    opt.decorationSize = view->iconSize().isValid() ? view->iconSize() : QSize(16, 16);
    opt.textElideMode = view->textElideMode();
    for (const QModelIndex &index : indexesOnScreen(view)) {
        const QString text = index.data(Qt::DisplayRole).toString();
        if (text.isEmpty() || (statesOnly && !index.data(ToneRole).isValid()))
            continue;
        opt.rect = view->visualRect(index);
        // The delegate's own measure: its margins, a tone's mark, an icon.
        const int need = view->itemDelegateForIndex(index)->sizeHint(opt, index).width();
        const int have = opt.rect.width();
        if (need <= have + Slack)
            continue;
        // A state, status or verdict (a toned cell) is never elided: "ошибка, п…" and
        // "ошибка, о…" read alike, whatever the tooltip says.
        if (index.data(ToneRole).isValid()) {
            out.add(view, text + u" (a state, cut)"_s, need, have);
            continue;
        }
        // Elided by design, if the whole text is one hover away.
        const QString whole = text.simplified();
        if (!hoverText(view, index).simplified().contains(whole))
            out.add(view, text, need, have);
    }
}

// A rich text view (the detail pane's fields) wraps rather than clips; what reads as cut there
// is a short word broken across lines ("идемпоте|нтности", "06.12.202|6") because its column
// is squeezed. A token longer than a word (a UUID, a hex token, a URL) may break anywhere.
void checkWordBreaks(QTextEdit *edit, Collector &out)
{
    constexpr qsizetype LongestWord = 20; // "Idempotenzschlüssel", "06.12.2026", "идемпотентности"
    edit->document()->setTextWidth(edit->viewport()->width()); // as the next paint lays it out
    (void)edit->document()->documentLayout()->documentSize(); // and the whole of it
    for (QTextBlock block = edit->document()->begin(); block.isValid(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        const QString text = block.text();
        for (int i = 1; layout && i < layout->lineCount(); ++i) {
            const int at = layout->lineAt(i).textStart();
            if (at <= 0 || at >= text.size() || !text[at - 1].isLetterOrNumber()
                || !text[at].isLetterOrNumber())
                continue;
            qsizetype from = at, to = at;
            while (from > 0 && !text[from - 1].isSpace())
                --from;
            while (to < text.size() && !text[to].isSpace())
                ++to;
            const QString word = text.mid(from, to - from);
            QTextCursor cursor(block);
            cursor.setPosition(block.position() + at);
            const int need = QFontMetrics(cursor.charFormat().font()).horizontalAdvance(word);
            if (word.size() <= LongestWord)
                out.found.append({ describe(edit), word + u" (broken across lines)"_s, need,
                                   int(layout->lineAt(i - 1).width()) });
        }
    }
}

// The text items under `item`, a chart's axis or legend: Qt Charts draws labels as
// QGraphicsTextItems, each sized to its text plus the document's margin.
QList<QGraphicsTextItem *> textItemsUnder(QGraphicsItem *item)
{
    QList<QGraphicsTextItem *> out;
    for (QGraphicsItem *child : item->childItems()) {
        if (!child->isVisible())
            continue;
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(child))
            out.append(text);
        out += textItemsUnder(child);
    }
    return out;
}

QRectF inkRect(QGraphicsTextItem *text)
{
    const qreal margin = text->document()->documentMargin();
    return text->sceneBoundingRect().adjusted(margin, margin, -margin, -margin);
}

// A chart's texts: the labels of one axis never run into each other ("03:0003:1003:20"), and
// a legend names each series whole (Qt Charts elides a name that finds no room).
void checkChart(QChartView *view, Collector &out)
{
    QChart *chart = view->chart();
    if (!chart || !chart->isVisible())
        return;
    // Each axis draws its labels under one item of its own: siblings are one axis's labels.
    QHash<QGraphicsItem *, QList<QGraphicsTextItem *>> byParent;
    for (QGraphicsItem *item : view->scene()->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || !text->parentItem()
            || text->toPlainText().trimmed().isEmpty() || chart->legend()->isAncestorOf(text))
            continue;
        byParent[text->parentItem()].append(text);
        // Qt Charts' own ellipsis: a label or an axis title it truncated to its room.
        if (text->toPlainText().endsWith("..."_L1))
            out.found.append({ describe(view), text->toPlainText() + u" (an axis text, cut)"_s, 0,
                               int(inkRect(text).width()) });
    }
    // Qt Charts hides a label whose box overlaps the one before, but boxes that only touch
    // leave the texts abutting ("03:0003:10"): labels side by side keep a space between them.
    for (const QList<QGraphicsTextItem *> &labels : std::as_const(byParent)) {
        for (int i = 0; i < labels.size(); ++i) {
            for (int j = i + 1; j < labels.size(); ++j) {
                const qreal gap = QFontMetricsF(labels[i]->font()).horizontalAdvance(u' ') / 2;
                const QRectF a = inkRect(labels[i]).adjusted(-gap, 0, gap, 0);
                const QRectF b = inkRect(labels[j]).adjusted(-gap, 0, gap, 0);
                if (a.intersects(b))
                    out.found.append(
                        { describe(view),
                          labels[i]->toPlainText() + u" runs into "_s + labels[j]->toPlainText(),
                          int(a.width() + b.width()),
                          int(std::abs(a.center().x() - b.center().x())) });
            }
        }
    }
    if (!chart->legend()->isVisible())
        return;
    QStringList shown;
    for (QGraphicsTextItem *t : textItemsUnder(chart->legend()))
        shown.append(t->toPlainText());
    for (QLegendMarker *marker : chart->legend()->markers()) {
        if (marker->isVisible() && !marker->label().isEmpty() && !shown.contains(marker->label()))
            out.found.append(
                { describe(view), marker->label() + u" (legend, cut)"_s,
                  QFontMetrics(chart->legend()->font()).horizontalAdvance(marker->label()), 0 });
    }
}

// Whether an ancestor that is not a scrolling viewport cuts `w` off.
void checkInsideAncestors(QWidget *w, Collector &out)
{
    QRect r = w->rect();
    const QWidget *child = w;
    for (QWidget *p = w->parentWidget(); p; child = p, p = p->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(p->parentWidget());
            area && area->viewport() == p)
            return; // scrolled into view by design
        r.translate(child->pos());
        const QRect inside = p->rect();
        out.add(w, u"(past the right edge of %1)"_s.arg(describe(p)), r.right(), inside.right());
        out.add(w, u"(past the bottom edge of %1)"_s.arg(describe(p)), r.bottom(), inside.bottom());
        out.add(w, u"(past the left edge of %1)"_s.arg(describe(p)), -r.left(), 0);
        if (p->isWindow())
            return;
    }
}

void checkWidget(QWidget *w, Collector &out)
{
    const qsizetype before = out.found.size();
    if (auto *label = qobject_cast<QLabel *>(w))
        checkLabel(label, out);
    else if (auto *push = qobject_cast<QPushButton *>(w))
        checkButton(push, QStyle::SE_PushButtonContents, out);
    else if (auto *box = qobject_cast<QCheckBox *>(w))
        checkButton(box, QStyle::SE_CheckBoxContents, out);
    else if (auto *radio = qobject_cast<QRadioButton *>(w))
        checkButton(radio, QStyle::SE_RadioButtonContents, out);
    else if (auto *tool = qobject_cast<QToolButton *>(w))
        checkToolButton(tool, out);
    else if (auto *combo = qobject_cast<QComboBox *>(w))
        checkCombo(combo, out);
    else if (auto *edit = qobject_cast<QLineEdit *>(w))
        checkLineEdit(edit, out);
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
        out.add(spin, spin->text(), spin->sizeHint().width(), spin->width());
    else if (auto *bar = qobject_cast<QTabBar *>(w))
        checkTabs(bar, out);
    else if (auto *header = qobject_cast<QHeaderView *>(w))
        checkHeader(header, out);
    else if (auto *view = qobject_cast<QAbstractItemView *>(w))
        checkCells(view, out);
    else if (auto *chart = qobject_cast<QChartView *>(w))
        checkChart(chart, out);
    else if (auto *rich = qobject_cast<QTextEdit *>(w))
        checkWordBreaks(rich, out);
    else
        return;
    const bool texty = qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w)
        || qobject_cast<QComboBox *>(w);
    if (out.found.size() == before && texty)
        checkInsideAncestors(w, out);
}

} // namespace

QString ClippedText::toString() const
{
    return u"%1: \"%2\" needs %3 px, has %4"_s.arg(where, text.left(80)).arg(need).arg(have);
}

QList<ClippedText> clippedTexts(QWidget *root)
{
    Collector out;
    // Guarded: hovering a cell shows and hides a tooltip, and a view may replace a widget of
    // its own meanwhile.
    QList<QPointer<QWidget>> widgets { root };
    for (QWidget *w : root->findChildren<QWidget *>())
        widgets.append(w);
    for (const QPointer<QWidget> &w : widgets)
        if (w && w->isVisible() && (w == root || w->window() == root->window()))
            checkWidget(w, out);
    return out.found;
}

QList<ClippedText> cutStates(QWidget *root)
{
    Collector out;
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        if (view->isVisible() && !qobject_cast<QHeaderView *>(view))
            checkCells(view, out, true);
    }
    return out.found;
}

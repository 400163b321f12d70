#include "tests/support/windowinvariants.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "models/tone.h"
#include "tests/support/textfit.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/detailpane.h"
#include "views/failuresview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksview.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QTabBar>
#include <QToolButton>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace windowinvariants {

namespace {

QString where(const QWidget *w)
{
    QStringList path;
    for (const QObject *o = w; o; o = o->parent()) {
        if (!o->objectName().isEmpty())
            path.prepend(o->objectName());
        else if (const auto *widget = qobject_cast<const QWidget *>(o);
                 widget && !widget->accessibleName().isEmpty())
            path.prepend(widget->accessibleName());
    }
    return QString::fromLatin1(w->metaObject()->className()) + u" ["_s + path.join(u'/') + u']';
}

QString kindName(const SelectedItem &item)
{
    return item.isNone() ? u"nothing"_s : item.key();
}

} // namespace

QList<Violation> paneIsAboutTheSelection(const MainWindow *window)
{
    const SelectedItem selected = window->selectedItem();
    const DetailPane *pane = window->detailPane();
    if (pane->about().sameItem(selected))
        return {};
    return { { u"pane"_s,
               u"the view on screen has %1 selected; the detail pane is about %2 (\"%3\")"_s.arg(
                   kindName(selected), kindName(pane->about()), pane->title()) } };
}

namespace {

struct BoundAction
{
    const ActionBar *bar;
    ActionBar::Key id;
    QList<SelectedItem::Kind> acceptedKinds; // what selectedItem() may be while it is enabled
};

QList<BoundAction> boundActions(const MainWindow *w)
{
    using K = SelectedItem::Kind;
    switch (w->currentView()) {
    case ConsoleView::Lookup: {
        const ActionBar *bar = w->lookupView()->actionBar();
        return { { bar, OperatorAction::ReplayTasks, { K::Task } },
                 { bar, OperatorAction::ReleaseTaskLease, { K::Task } },
                 { bar, OperatorAction::AckDevice, { K::Alarm, K::Device } } };
    }
    case ConsoleView::Tasks: {
        const ActionBar *bar = w->tasksView()->actionBar();
        return { { bar, OperatorAction::ReplayTasks, { K::Task, K::Several } },
                 { bar, OperatorAction::ReleaseTaskLease, { K::Task } } };
    }
    case ConsoleView::Leases:
        return {
            { w->leasesView()->taskActions(), OperatorAction::ReleaseTaskLease, { K::Task } },
            { w->leasesView()->sinkActions(), OperatorAction::ClearSinkLease, { K::SinkLease } },
            { w->leasesView()->sinkActions(),
              OperatorAction::TerminateSinkSession,
              { K::SinkLease } }
        };
    case ConsoleView::Alarms: {
        const ActionBar *bar = w->alarmsView()->actionBar();
        return { { bar, OperatorAction::AckSelected, { K::Alarm, K::Several } },
                 { bar, OperatorAction::AckDevice, { K::Alarm } },
                 { bar, OperatorAction::AckAlert, { K::Alarm } } };
    }
    case ConsoleView::Failures:
        // A group has no detail: the window is on nothing while its replay is offered.
        return { { w->failuresView()->actionBar(), OperatorAction::ReplayGroup, { K::None } } };
    case ConsoleView::Deliveries:
    case ConsoleView::Dashboard:
        return {};
    }
    return {};
}

} // namespace

QList<Violation> actionsFollowTheSelection(const MainWindow *window)
{
    QList<Violation> out;
    const SelectedItem selected = window->selectedItem();
    for (const BoundAction &a : boundActions(window)) {
        const QToolButton *button = a.bar->button(a.id);
        if (!button || !button->isVisibleTo(window))
            continue;
        if (!button->isEnabled()) {
            if (!a.bar->saysWhyDisabled(a.id))
                out.append({ u"actions"_s,
                             u"\"%1\" is disabled and does not say why"_s.arg(button->text()) });
            continue;
        }
        if (!a.acceptedKinds.contains(selected.kind))
            out.append({ u"actions"_s,
                         u"\"%1\" is enabled while %2 is selected"_s.arg(button->text(),
                                                                         kindName(selected)) });
    }
    return out;
}

QList<Violation> windowFitsTheScreen(const MainWindow *window)
{
    const QScreen *screen = window->screen();
    if (!screen || window->isMaximized() || window->isFullScreen())
        return {};
    const QRect available = screen->availableGeometry();
    // The frame where a window manager draws one; the offscreen platform draws none.
    const QRect frame = window->frameGeometry();
    if (available.contains(frame))
        return {};
    return { { u"fits"_s,
               u"the window (%1,%2 %3×%4) reaches past the screen's available %5×%6"_s.arg(
                   QString::number(frame.x()), QString::number(frame.y()),
                   QString::number(frame.width()), QString::number(frame.height()),
                   QString::number(available.width()), QString::number(available.height())) } };
}

namespace {

void checkText(const QWidget *w, const QString &text, QList<Violation> &out)
{
    if (text.isEmpty())
        return;
    const QString plain
        = Qt::mightBeRichText(text) ? QString(text).remove(QRegularExpression(u"<[^>]*>"_s)) : text;
    const QStringList codes = statenames::rawCodesIn(plain);
    if (!codes.isEmpty())
        out.append({ u"words"_s,
                     u"the code \"%1\" in \"%2\" (%3)"_s.arg(
                         codes.first(), displayformat::oneLine(plain, 120), where(w)) });
}

} // namespace

namespace {

// The cells of `view` a person may be reading: its first rows on screen, and a tree's expanded
// items under them.
QModelIndexList cellsOnScreen(const QAbstractItemView *view)
{
    QModelIndexList out;
    const QAbstractItemModel *model = view->model();
    const auto *tree = qobject_cast<const QTreeView *>(view);
    const int first = tree ? 0 : std::max(0, view->indexAt(QPoint(1, 1)).row());
    for (int r = first; r < std::min(model->rowCount(), first + 60); ++r) {
        for (int c = 0; c < model->columnCount(); ++c)
            out.append(model->index(r, c));
        const QModelIndex parent = model->index(r, 0);
        if (!tree || !tree->isExpanded(parent))
            continue;
        for (int k = 0; k < std::min(model->rowCount(parent), 60); ++k) {
            for (int c = 0; c < model->columnCount(parent); ++c)
                out.append(model->index(k, c, parent));
        }
    }
    return out;
}

// A cell that shows a state, status or verdict word: one that answers its tone (the rule of
// views/wholestates and textfit).
bool isStatusCell(const QModelIndex &index)
{
    return index.data(ToneRole).isValid();
}

} // namespace

QList<Violation> noRawCodes(const QWidget *root)
{
    QList<Violation> out;
    QList<const QWidget *> widgets { root };
    for (const QWidget *w : root->findChildren<QWidget *>())
        widgets.append(w);
    for (const QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(w))
            checkText(w, label->text(), out);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            checkText(w, button->text(), out);
        else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                checkText(w, tabs->tabText(i), out);
        } else if (const auto *view = qobject_cast<const QAbstractItemView *>(w);
                   view && view->model() && !qobject_cast<const QHeaderView *>(w)) {
            const QAbstractItemModel *model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                checkText(w, model->headerData(c, Qt::Horizontal).toString(), out);
            // Cells of data (a job id, a kind, an error) may hold any word; a status may not.
            for (const QModelIndex &index : cellsOnScreen(view)) {
                if (isStatusCell(index))
                    checkText(w, index.data().toString(), out);
            }
        }
    }
    return out;
}

namespace {

// Names and codes of the product and its trade, the same in every language.
const QSet<QString> &productWords()
{
    static const QSet<QString> words {
        u"poolscope"_s,
        u"postgresql"_s,
        u"postgres"_s,
        u"pgbouncer"_s,
        u"libpq"_s,
        u"utc"_s,
        u"json"_s,
        u"csv"_s,
        u"tsv"_s,
        u"sql"_s,
        u"uuid"_s,
        u"ids"_s,
        u"markdown"_s,
        u"ctrl"_s,
        u"shift"_s,
        u"alt"_s,
        u"esc"_s,
        u"enter"_s,
        u"tab"_s,
        u"del"_s,
        u"dsn"_s,
        u"ssl"_s,
        u"tls"_s,
        u"pid"_s,
        u"gui"_s,
        u"cli"_s,
        u"api"_s,
        u"http"_s,
        u"https"_s,
        u"sms"_s,
        u"push"_s,
        u"email"_s,
        u"smtp"_s,
        u"android"_s,
        u"ios"_s,
        u"web"_s,
        // The tables the console names (a missing index, a permission): identifiers.
        u"tasks"_s,
        u"alerts"_s,
        u"subscriptions"_s,
    };
    return words;
}

// The words of the console's English texts that its texts in `language` never use; empty for
// a language not written in Latin letters (every Latin word is then suspect).
const QSet<QString> &englishOnlyWords(const QString &language)
{
    static QHash<QString, QSet<QString>> cache;
    if (auto it = cache.constFind(language); it != cache.constEnd())
        return *it;
    QSet<QString> &words = cache[language];
    if (language != u"de"_s)
        return words;
    // ctest says where the sources are; a run by hand finds them from the tests' own folder.
    const QString sourceDir = qEnvironmentVariable(
        "POOLSCOPE_SOURCE_DIR", QStringLiteral(QT_TESTCASE_SOURCEDIR) + u"/.."_s);
    QFile ts(sourceDir + u"/translations/poolscope_"_s + language + u".ts"_s);
    if (!ts.open(QIODevice::ReadOnly))
        return words;
    const QString xml = QString::fromUtf8(ts.readAll());
    static const QRegularExpression element(u"<(source|translation|numerusform)[^>]*>(.*?)</\\1>"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression letters(u"[A-Za-zÄÖÜäöüß]+"_s);
    QSet<QString> sources, translated;
    for (auto m = element.globalMatch(xml); m.hasNext();) {
        const QRegularExpressionMatch e = m.next();
        QSet<QString> &into = e.captured(1) == u"source"_s ? sources : translated;
        for (auto w = letters.globalMatch(e.captured(2)); w.hasNext();)
            into.insert(w.next().captured(0).toLower());
    }
    words = sources - translated;
    return words;
}

void checkEnglish(const QWidget *w, const QString &text, const QSet<QString> &dataWords,
                  const QSet<QString> &englishOnly, QList<Violation> &out)
{
    static const QRegularExpression latinWord(u"^[A-Za-z]{3,}$"_s);
    static const QRegularExpression identifier(u"[0-9_@./:\\-]"_s);
    // The server's own words, kept for a DBA after the console's: "(canceling statement due
    // to statement timeout [SQLSTATE 57014])" (readFailureText) are in the server's language.
    static const QRegularExpression serverWords(u"\\([^()]*\\[SQLSTATE [0-9A-Z]{5}\\]\\)"_s);
    QString plain
        = Qt::mightBeRichText(text) ? QString(text).remove(QRegularExpression(u"<[^>]*>"_s)) : text;
    plain.remove(serverWords);
    for (QString token : plain.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts)) {
        if (identifier.match(token).hasMatch() || token.contains(u'…'))
            continue; // an id, a host, an address, a path, a code with digits, a cut word: data
        token.remove(QRegularExpression(u"^[^A-Za-z]+|[^A-Za-z]+$"_s));
        if (!latinWord.match(token).hasMatch())
            continue;
        const QString word = token.toLower();
        // An acronym or an SQL keyword ("CREATE INDEX …" a DBA is given to run) is a code.
        if (token == token.toUpper() || productWords().contains(word) || dataWords.contains(word))
            continue;
        if (!englishOnly.isEmpty() && !englishOnly.contains(word))
            continue; // a German word
        // The words around it: a long label's start may be far from it.
        const qsizetype at = std::max<qsizetype>(0, plain.indexOf(token) - 60);
        out.append({ u"english"_s,
                     u"\"%1\" in \"…%2\" (%3)"_s.arg(
                         token, displayformat::oneLine(plain.mid(at), 140), where(w)) });
        return; // one per text
    }
}

} // namespace

QList<Violation> noUntranslatedEnglish(const QWidget *root, const QString &language,
                                       const QSet<QString> &dataWords)
{
    QList<Violation> out;
    if (language == u"en"_s)
        return out;
    // German shares the alphabet: there a Latin word is English when the console's English
    // texts use it and its German ones never do (the .ts files' sources and translations).
    const QSet<QString> &english = englishOnlyWords(language);
    QList<const QWidget *> widgets { root };
    for (const QWidget *w : root->findChildren<QWidget *>())
        widgets.append(w);
    for (const QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (w->isWindow())
            checkEnglish(w, w->windowTitle(), dataWords, english, out);
        if (const auto *label = qobject_cast<const QLabel *>(w))
            checkEnglish(w, label->text(), dataWords, english, out);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            checkEnglish(w, button->text(), dataWords, english, out);
        else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                checkEnglish(w, tabs->tabText(i), dataWords, english, out);
        } else if (const auto *header = qobject_cast<const QHeaderView *>(w);
                   header && header->model()) {
            for (int c = 0; c < header->model()->columnCount(); ++c)
                checkEnglish(w, header->model()->headerData(c, header->orientation()).toString(),
                             dataWords, english, out);
        }
    }
    return out;
}

QList<Violation> noElidedStatusWords(QWidget *root)
{
    QList<Violation> out;
    for (const ClippedText &c : cutStates(root))
        out.append({ u"elided"_s, c.toString() });
    return out;
}

namespace {

// The words a relative-time cell may show for `atUs` against the clock `clockUs`: whichever
// of the console's three ways of saying it the cell uses.
QStringList relativeReadings(qint64 atUs, qint64 clockUs)
{
    return { displayformat::countdown(atUs, clockUs), displayformat::ago(atUs, clockUs),
             displayformat::duration(clockUs - atUs) };
}

} // namespace

QList<Violation> relativeTimesAreCurrent(const QWidget *root, qint64 nowUs, qint64 toleranceUs,
                                         qint64 *checked)
{
    // The finest unit shown is a second: a reading at every quarter of one finds each text the
    // clocks in the allowed span can make.
    constexpr qint64 StepUs = 250'000;
    constexpr qint64 AheadUs = 1'000'000;
    QList<Violation> out;
    QList<const QAbstractItemView *> views;
    if (const auto *v = qobject_cast<const QAbstractItemView *>(root))
        views.append(v);
    for (const QAbstractItemView *v : root->findChildren<QAbstractItemView *>())
        views.append(v);
    for (const QAbstractItemView *view : views) {
        if (!view->isVisible() || !view->model() || qobject_cast<const QHeaderView *>(view))
            continue;
        for (const QModelIndex &index : cellsOnScreen(view)) {
            const QVariant at = index.data(RelativeTimeRole);
            if (!at.isValid())
                continue;
            const QString shown = index.data().toString();
            if (checked)
                ++*checked;
            bool current = false;
            for (qint64 clock = nowUs + AheadUs; clock >= nowUs - toleranceUs && !current;
                 clock -= StepUs)
                current = relativeReadings(at.toLongLong(), clock).contains(shown);
            if (!current)
                out.append(
                    { u"time"_s,
                      u"\"%1\" for %2 is not what it reads as now, %3 (%4)"_s.arg(
                          shown, displayformat::timestampUtc(at.toLongLong()),
                          relativeReadings(at.toLongLong(), nowUs).join(u" / "_s), where(view)) });
        }
    }
    return out;
}

QList<Violation> check(const MainWindow *window, const QString &language,
                       const QSet<QString> &dataWords)
{
    QList<Violation> out = paneIsAboutTheSelection(window);
    out += actionsFollowTheSelection(window);
    out += windowFitsTheScreen(window);
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top->isVisible()) {
            out += noRawCodes(top);
            out += noUntranslatedEnglish(top, language, dataWords);
            out += noElidedStatusWords(top);
        }
    }
    return out;
}

} // namespace windowinvariants

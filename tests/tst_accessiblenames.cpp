#include "app/consolesession.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/testdatabase.h"
#include "views/mainwindow.h"
#include "views/profiledialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

using namespace Qt::StringLiterals;

// Every control a keyboard or screen reader user can reach has a name: its own text, a label
// that is its buddy, or an accessible name. Walks the real window (every view built, on a
// real database) and the profile editor, and lists what has none.
class tst_AccessibleNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyControlInTheMainWindowHasAName();
    void everyControlInTheProfileEditorHasAName();
};

namespace {

// Qt's own parts of a control (the clear button of a line edit, a table's corner button and
// headers, a scroll area's viewport, the menu bar's overflow button) are named through the
// control; popups are windows of their own.
bool isPartOfAControl(const QWidget *w, const QWidget *root)
{
    const QWidget *parent = w->parentWidget();
    if (w->window() != root || w->objectName().startsWith(u"qt_"_s))
        return true;
    if (qobject_cast<const QScrollBar *>(w) || qobject_cast<const QMenu *>(w)
        || qobject_cast<const QHeaderView *>(w) || w->inherits("QTableCornerButton"))
        return true;
    if (parent
        && (qobject_cast<const QLineEdit *>(parent)
            || qobject_cast<const QAbstractSpinBox *>(parent)
            || qobject_cast<const QComboBox *>(parent)))
        return true;
    if (auto *area = qobject_cast<const QAbstractScrollArea *>(parent);
        area && area->viewport() == w)
        return true;
    return false;
}

// A tab bar is named by its tabs, each of which a screen reader announces by its text.
bool tabsHaveText(const QWidget *w)
{
    const auto *bar = qobject_cast<const QTabBar *>(w);
    if (!bar)
        return false;
    for (int i = 0; i < bar->count(); ++i) {
        if (bar->tabText(i).isEmpty())
            return false;
    }
    return true;
}

bool isInteractive(const QWidget *w)
{
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QLineEdit *>(w)
        || qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w)
        || qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QAbstractSlider *>(w)
        || qobject_cast<const QTabBar *>(w) || (w->focusPolicy() & Qt::TabFocus);
}

// What a screen reader would announce as the control's name.
QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QString describe(const QWidget *w)
{
    QString path = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        path += u'#' + w->objectName();
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget()) {
        path = QString::fromLatin1(p->metaObject()->className())
            + (p->objectName().isEmpty() ? QString() : u'#' + p->objectName()) + u" > "_s + path;
    }
    return path;
}

QStringList unnamedControls(QWidget *root)
{
    QStringList unnamed;
    int checked = 0;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (w->isWindow() || isPartOfAControl(w, root) || !isInteractive(w) || tabsHaveText(w))
            continue;
        ++checked;
        if (accessibleName(w).isEmpty())
            unnamed.append(describe(w));
    }
    unnamed.sort();
    unnamed.removeDuplicates();
    if (checked == 0)
        unnamed.append(u"(no controls found: the walk itself is broken)"_s);
    return unnamed;
}

} // namespace

void tst_AccessibleNames::everyControlInTheMainWindowHasAName()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, kind, state) VALUES (1, 'a', 'check', 'dead')"_s));
    const auto session = startConsole(
        sessionOptions(*db), SessionStart(SessionReady::FirstData).onView(ConsoleView::Tasks));
    QVERIFY(session);
    MainWindow *w = session->window();
    // Every view once, so whatever a view builds lazily exists.
    for (ConsoleView v : { ConsoleView::Lookup, ConsoleView::Leases, ConsoleView::Deliveries,
                           ConsoleView::Alarms, ConsoleView::Dashboard, ConsoleView::Tasks }) {
        w->setCurrentView(v);
        QCoreApplication::processEvents();
    }
    const QStringList unnamed = unnamedControls(w);
    QVERIFY2(unnamed.isEmpty(),
             qPrintable(u"controls without a name:\n  "_s + unnamed.join(u"\n  "_s)));
}

void tst_AccessibleNames::everyControlInTheProfileEditorHasAName()
{
    Profile p;
    p.name = u"production"_s;
    p.production = true;
    ProfileDialog dialog({ p }, p.name);
    dialog.show();
    const QStringList unnamed = unnamedControls(&dialog);
    QVERIFY2(unnamed.isEmpty(),
             qPrintable(u"controls without a name:\n  "_s + unnamed.join(u"\n  "_s)));
}

QTEST_MAIN(tst_AccessibleNames)
#include "tst_accessiblenames.moc"

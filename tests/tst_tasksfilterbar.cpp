#include "tests/support/layoutrequests.h"
#include "views/tasksfilterbar.h"

#include <QLineEdit>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

TaskStateCounts counts(qint64 queued)
{
    TaskStateCounts c;
    c.states = { StateCount { u"queued"_s, queued, true } };
    return c;
}

QToolButton *chip(TasksFilterBar *bar, const QString &state)
{
    for (QToolButton *b : bar->findChildren<QToolButton *>()) {
        if (b->text().startsWith(state + u' '))
            return b;
    }
    return nullptr;
}

} // namespace

// The state chips show counts that change at almost every poll of a busy pool. A changed count
// must not lay the window out again (that repainted the whole tasks view at every poll): a
// chip keeps its size while its text keeps its width, and fits a text of another width, once:
// it grows for a longer count and shrinks for a shorter one (it used to keep the room of the
// longest count it ever showed).
class tst_TasksFilterBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aChangedCountDoesNotLayOutTheViewAgain();
    void aNumberIsLookedForAsATaskIdFirst();
    void aChipShrinksWithItsCount();
};

// Text has one kind (job id or key); a number typed after it is not taken for one: it is
// looked for as a task id, job id or key, until another kind is chosen for it.
void tst_TasksFilterBar::aNumberIsLookedForAsATaskIdFirst()
{
    TasksFilterBar bar;
    QTest::keyClicks(bar.searchEdit(), u"job-1"_s);
    QCOMPARE(bar.filter().search, TaskSearch::JobIdOrKey);
    bar.searchEdit()->clear();
    QTest::keyClicks(bar.searchEdit(), u"12345"_s);
    QCOMPARE(bar.filter().search, TaskSearch::TaskIdJobIdOrKey);
    QCOMPARE(bar.filter().searchText, u"12345"_s);
    bar.setSearchKind(TaskSearch::MessageId);
    QTest::keyClicks(bar.searchEdit(), u"6"_s);
    QCOMPARE(bar.filter().search, TaskSearch::MessageId); // chosen for a number: kept
    bar.setSearchKind(TaskSearch::JobIdOrKey);
    QCOMPARE(bar.filter().search, TaskSearch::JobIdOrKey);
}

// A filter bar in `view`, laid out at a width where its chips have room, and shown.
static TasksFilterBar *shownIn(QWidget &view)
{
    auto *layout = new QVBoxLayout(&view);
    auto *bar = new TasksFilterBar(&view);
    layout->addWidget(bar);
    view.resize(900, 200);
    view.show();
    return bar;
}

void tst_TasksFilterBar::aChangedCountDoesNotLayOutTheViewAgain()
{
    QWidget view;
    TasksFilterBar *bar = shownIn(view);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    bar->setCounts(counts(12345));
    QTest::qWait(20);
    QToolButton *queued = chip(bar, u"queued"_s);
    QVERIFY(queued);
    const int width = queued->width();

    LayoutRequests requests(&view);
    for (qint64 n : { 12346, 12347, 12348, 12349, 12340 }) // polls of a busy pool
        bar->setCounts(counts(n));
    QTest::qWait(20);
    QCOMPARE(queued->text(), u"queued  12,340"_s);
    QCOMPARE(queued->width(), width);
    QCOMPARE(requests.count, 0);

    bar->setCounts(counts(1234567890)); // longer: the chip grows to show all of it
    QTRY_VERIFY(queued->width() > width);
    QVERIFY(queued->width() >= queued->sizeHint().width());
}

void tst_TasksFilterBar::aChipShrinksWithItsCount()
{
    QWidget view;
    TasksFilterBar *bar = shownIn(view);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    bar->setCounts(counts(7));
    QToolButton *queued = chip(bar, u"queued"_s);
    QVERIFY(queued);
    QTRY_COMPARE(queued->width(), queued->sizeHint().width());
    const int small = queued->width();
    bar->setCounts(counts(123456789));
    QTRY_VERIFY(queued->width() > small);
    bar->setCounts(counts(7)); // the count shrinks: so does the chip, to what it was
    QTRY_COMPARE(queued->width(), small);
    QCOMPARE(queued->width(), queued->sizeHint().width());
    // Its neighbour moves back beside it.
    QToolButton *leased = bar->chip(u"leased"_s);
    QVERIFY(leased);
    QTRY_VERIFY(leased->x() - (queued->x() + queued->width()) < 10);
}

QTEST_MAIN(tst_TasksFilterBar)
#include "tst_tasksfilterbar.moc"

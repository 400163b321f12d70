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
// chip keeps its size while its text fits and grows, once, when it does not.
class tst_TasksFilterBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aChangedCountDoesNotLayOutTheViewAgain();
    void aNumberIsLookedForAsATaskIdFirst();
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

void tst_TasksFilterBar::aChangedCountDoesNotLayOutTheViewAgain()
{
    QWidget view;
    auto *layout = new QVBoxLayout(&view);
    auto *bar = new TasksFilterBar(&view);
    layout->addWidget(bar);
    view.resize(900, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    bar->setCounts(counts(12345));
    QTest::qWait(20);
    QToolButton *queued = chip(bar, u"queued"_s);
    QVERIFY(queued);
    const int width = queued->width();

    LayoutRequests requests(&view);
    bar->setCounts(counts(99)); // shorter: the chip keeps its size
    QTest::qWait(20);
    QCOMPARE(queued->text(), u"queued  99"_s);
    QCOMPARE(queued->width(), width);
    bar->setCounts(counts(12346)); // as long as before
    QTest::qWait(20);
    QCOMPARE(requests.count, 0);

    bar->setCounts(counts(1234567890)); // longer: the chip grows to show all of it
    QTRY_VERIFY(queued->width() > width);
    QVERIFY(queued->width() >= queued->sizeHint().width());
}

QTEST_MAIN(tst_TasksFilterBar)
#include "tst_tasksfilterbar.moc"

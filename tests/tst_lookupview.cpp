#include "views/lookupview.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// The lookup view without a database: what it asks for when a link or the operator looks
// something up.
class tst_LookupView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sinceFromALink();
};

void tst_LookupView::sinceFromALink()
{
    LookupView view;
    QSignalSpy requested(&view, &LookupView::lookupRequested);
    QComboBox *box = view.sinceBox();
    const int offered = box->count();
    QCOMPARE(view.sinceSeconds(), 7 * 86400); // the default

    view.setSinceSeconds(30 * 86400); // offered: chosen
    QCOMPARE(box->count(), offered);
    view.lookUp(u"account:7"_s);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).value<LookupQuery>().sinceSeconds, 30 * 86400);

    view.setSinceSeconds(3 * 86400); // not offered: added in order, between 24 hours and 7 days
    QCOMPARE(view.sinceSeconds(), 3 * 86400);
    QCOMPARE(box->count(), offered + 1);
    QCOMPARE(box->currentText(), u"last 3 day(s)"_s);
    QCOMPARE(box->itemData(box->currentIndex() - 1).toLongLong(), 86400);
    QCOMPARE(box->itemData(box->currentIndex() + 1).toLongLong(), 7 * 86400);
    view.setSinceSeconds(3 * 86400); // added once
    QCOMPARE(box->count(), offered + 1);
    view.lookUp(u"account:7"_s);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.last().at(0).value<LookupQuery>().sinceSeconds, 3 * 86400);
}

QTEST_MAIN(tst_LookupView)
#include "tst_lookupview.moc"

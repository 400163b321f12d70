#include "views/detailpane.h"

#include <QTest>

using namespace Qt::StringLiterals;

// DetailPane on the offscreen platform, without a database: what it shows when the same
// detail comes back poll after poll, and after it showed something else in between.
class tst_DetailPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void repeatedDetailStaysAndChangesShow();
    void sameDetailAfterAHintIsShownAgain();
    void sameDetailAfterAnErrorIsShownAgain();

private:
    static DeliveryDetail delivery(const QString &status);
};

DeliveryDetail tst_DetailPane::delivery(const QString &status)
{
    DeliveryDetail d;
    d.found = true;
    d.delivery.id = 7;
    d.delivery.status = status;
    d.delivery.workerId = u"worker-1"_s;
    d.delivery.taskId = 41;
    d.error.text = u"timeout"_s;
    d.error.totalBytes = 7;
    d.taskExists = true;
    d.taskState = u"done"_s;
    return d;
}

void tst_DetailPane::repeatedDetailStaysAndChangesShow()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"retryable"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(pane.fieldsText().contains(u"worker-1"_s));
    QVERIFY(pane.valueView(DetailField::DeliveryError));
    const QString fields = pane.fieldsText();

    pane.showDelivery(delivery(u"retryable"_s));
    QCOMPARE(pane.fieldsText(), fields);

    DeliveryDetail changed = delivery(u"retryable"_s);
    changed.taskState = u"dead"_s;
    pane.showDelivery(changed);
    QVERIFY2(pane.fieldsText().contains(u"dead"_s), qPrintable(pane.fieldsText()));
}

void tst_DetailPane::sameDetailAfterAHintIsShownAgain()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"delivered"_s));
    pane.showHint(u"Select a row to see its details."_s);
    QCOMPARE(pane.title(), u"Select a row to see its details."_s);
    QVERIFY(!pane.valueView(DetailField::DeliveryError));

    pane.showDelivery(delivery(u"delivered"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(pane.fieldsText().contains(u"worker-1"_s));
    QVERIFY(pane.valueView(DetailField::DeliveryError));
}

void tst_DetailPane::sameDetailAfterAnErrorIsShownAgain()
{
    DetailPane pane;
    pane.showDelivery(delivery(u"delivered"_s));
    pane.showError(u"canceling statement due to statement timeout"_s);
    QVERIFY(pane.fieldsText().contains(u"statement timeout"_s));

    pane.showDelivery(delivery(u"delivered"_s));
    QVERIFY2(pane.title().contains(u"Delivery 7"_s), qPrintable(pane.title()));
    QVERIFY(!pane.fieldsText().contains(u"statement timeout"_s));
}

QTEST_MAIN(tst_DetailPane)
#include "tst_detailpane.moc"

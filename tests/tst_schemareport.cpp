#include "db/lookup/lookupfunction.h"
#include "views/schemareportdialog.h"

#include <QTest>

using namespace Qt::StringLiterals;

// "Database check" (File menu): what it tells a DBA about the optional console objects.
class tst_SchemaReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void beforeTheProbe();
    void missingIndexesWithTheirDdl();
    void theLookupFunctionPresentOrMissing();
};

namespace {
SchemaInfo probed()
{
    SchemaInfo s;
    s.probed = true;
    s.serverVersion = u"15.18"_s;
    s.database = u"pool"_s;
    s.currentUser = u"support"_s;
    s.consoleIndexes = consoleIndexCatalog();
    s.lookupFunctions = lookup::lookupFunctions();
    s.lookupFunctionsSql = QString::fromUtf8(lookup::lookupFunctionsSql());
    return s;
}
} // namespace

void tst_SchemaReport::beforeTheProbe()
{
    QVERIFY(SchemaReportDialog::html(SchemaInfo()).contains(u"not been checked"_s));
    QVERIFY(SchemaReportDialog::missingDdl(SchemaInfo()).isEmpty());
}

void tst_SchemaReport::missingIndexesWithTheirDdl()
{
    SchemaInfo s = probed();
    QVERIFY(s.consoleIndexes.size() >= 8);
    for (const ConsoleIndex &i : s.consoleIndexes)
        s.indexes.insert(i.name);
    for (const QString &f : lookup::lookupFunctionSignatures())
        s.functions.insert(f);
    QVERIFY(SchemaReportDialog::html(s).contains(u"optional console indexes are present"_s));
    QVERIFY(SchemaReportDialog::missingDdl(s).isEmpty());
    s.indexes.remove(u"poolscope_tasks_message_id_idx"_s);
    const QString ddl = SchemaReportDialog::missingDdl(s);
    QVERIFY(
        ddl.contains(u"CREATE INDEX CONCURRENTLY IF NOT EXISTS poolscope_tasks_message_id_idx"_s));
    QCOMPARE(ddl.count(u"CREATE INDEX"_s), 1);
    QVERIFY(SchemaReportDialog::html(s).contains(u"<b>poolscope_tasks_message_id_idx</b>"_s));
}

void tst_SchemaReport::theLookupFunctionPresentOrMissing()
{
    SchemaInfo s = probed();
    const QString missing = SchemaReportDialog::html(s);
    for (const QString &name : { lookup::trailsFunctionName(), lookup::alarmsFunctionName() })
        QVERIFY(missing.contains(name + u" is missing"_s));
    QVERIFY(missing.contains(u"db/schema/optional/console-lookup.sql"_s));
    s.functions.insert(lookup::trailsFunctionSignature());
    const QString one = SchemaReportDialog::html(s);
    QVERIFY(one.contains(lookup::trailsFunctionName() + u" is present"_s));
    QVERIFY(one.contains(lookup::alarmsFunctionName() + u" is missing"_s));
    QVERIFY(one.contains(u"console-lookup.sql"_s));
    s.functions.insert(lookup::alarmsFunctionSignature());
    const QString present = SchemaReportDialog::html(s);
    QVERIFY(present.contains(lookup::alarmsFunctionName() + u" is present"_s));
    QVERIFY(!present.contains(u"console-lookup.sql"_s));
    // Copied with the missing indexes: the file as the console generates it, which a console
    // installed from a package has no other copy of; the whole file for either function.
    QVERIFY(!SchemaReportDialog::missingDdl(s).contains(u"FUNCTION"_s));
    s.functions.remove(lookup::alarmsFunctionSignature());
    QVERIFY(SchemaReportDialog::missingDdl(s).endsWith(
        QString::fromUtf8(lookup::lookupFunctionsSql())));
    s.functions.clear();
    s.indexes.insert(u"poolscope_tasks_message_id_idx"_s);
    QCOMPARE(SchemaReportDialog::missingDdl(s).count(u"CREATE INDEX"_s),
             static_cast<qsizetype>(s.consoleIndexes.size() - 1));
    QVERIFY(SchemaReportDialog::missingDdl(s).endsWith(
        QString::fromUtf8(lookup::lookupFunctionsSql())));
}

QTEST_MAIN(tst_SchemaReport)
#include "tst_schemareport.moc"

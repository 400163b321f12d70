#include "models/columnnames.h"
#include "views/headerstate.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

// Saved header state follows column names (views/headerstate.h): a column inserted in the
// middle of a model leaves every saved width, place and hidden flag on its own column.
class tst_HeaderState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aColumnInsertedKeepsEachWidthOnItsColumn();
    void aColumnRemovedIsSkipped();
    void legacyStateIsReadOnlyForTheSameColumnCount();
    void unnamedColumnsAreKeptByPosition();
};

namespace {

// A table whose model names its columns `names` (ColumnNameRole), each headed by its name.
struct Table
{
    explicit Table(const QStringList &names) : model(1, int(names.size()))
    {
        for (int c = 0; c < names.size(); ++c) {
            model.setHeaderData(c, Qt::Horizontal, names[c]);
            model.setHeaderData(c, Qt::Horizontal, names[c], ColumnNameRole);
        }
        view.setModel(&model);
        header()->setStretchLastSection(false);
    }
    QHeaderView *header() const { return view.horizontalHeader(); }
    int logical(const QString &name) const
    {
        for (int c = 0; c < model.columnCount(); ++c) {
            if (model.headerData(c, Qt::Horizontal, ColumnNameRole).toString() == name)
                return c;
        }
        return -1;
    }
    int width(const QString &name) const { return header()->sectionSize(logical(name)); }
    bool hidden(const QString &name) const { return header()->isSectionHidden(logical(name)); }
    QStringList visualOrder() const
    {
        QStringList out;
        for (int v = 0; v < header()->count(); ++v)
            out.append(model.headerData(header()->logicalIndex(v), Qt::Horizontal).toString());
        return out;
    }
    QStandardItemModel model;
    QTableView view;
};

// The state an operator left: widths 51, 62, 73, 84; d dragged to the front; c hidden.
QByteArray operatorsState(Table &t)
{
    const int widths[] = { 51, 62, 73, 84 };
    for (int c = 0; c < 4; ++c)
        t.header()->resizeSection(c, widths[c]);
    t.header()->moveSection(t.header()->visualIndex(t.logical(u"d"_s)), 0);
    t.header()->setSectionHidden(t.logical(u"c"_s), true);
    return headerstate::save(t.header());
}

} // namespace

void tst_HeaderState::aColumnInsertedKeepsEachWidthOnItsColumn()
{
    Table before({ u"a"_s, u"b"_s, u"c"_s, u"d"_s });
    const QByteArray saved = operatorsState(before);

    Table after({ u"a"_s, u"b"_s, u"new"_s, u"c"_s, u"d"_s });
    const int defaultWidth = after.width(u"new"_s);
    headerstate::restore(after.header(), saved);
    QCOMPARE(after.width(u"a"_s), 51);
    QCOMPARE(after.width(u"b"_s), 62);
    QCOMPARE(after.width(u"d"_s), 84);
    QVERIFY(after.hidden(u"c"_s));
    QVERIFY(!after.hidden(u"new"_s));
    QCOMPARE(after.width(u"new"_s), defaultWidth);
    // The new column takes its place after its left neighbour in the model.
    QCOMPARE(after.visualOrder(), (QStringList { u"d"_s, u"a"_s, u"b"_s, u"new"_s, u"c"_s }));

    // By position, as QHeaderView saves it, every setting past the insert lands one column off.
    Table legacyBefore({ u"a"_s, u"b"_s, u"c"_s, u"d"_s });
    operatorsState(legacyBefore);
    Table legacyAfter({ u"a"_s, u"b"_s, u"new"_s, u"c"_s, u"d"_s });
    legacyAfter.header()->restoreState(legacyBefore.header()->saveState());
    // (The planted contrast: by position, the new column is hidden in c's place and c takes
    // d's width and place.)
    QVERIFY(legacyAfter.hidden(u"new"_s));
    QCOMPARE(legacyAfter.width(u"c"_s), 84);
    QCOMPARE(legacyAfter.visualOrder().first(), u"c"_s);
}

void tst_HeaderState::aColumnRemovedIsSkipped()
{
    Table before({ u"a"_s, u"b"_s, u"c"_s, u"d"_s });
    const QByteArray saved = operatorsState(before);
    Table after({ u"a"_s, u"b"_s, u"d"_s });
    headerstate::restore(after.header(), saved);
    QCOMPARE(after.width(u"a"_s), 51);
    QCOMPARE(after.width(u"b"_s), 62);
    QCOMPARE(after.width(u"d"_s), 84);
    QCOMPARE(after.visualOrder(), (QStringList { u"d"_s, u"a"_s, u"b"_s }));
}

void tst_HeaderState::legacyStateIsReadOnlyForTheSameColumnCount()
{
    Table before({ u"a"_s, u"b"_s, u"c"_s, u"d"_s });
    operatorsState(before);
    const QByteArray legacy = before.header()->saveState();

    Table same({ u"a"_s, u"b"_s, u"c"_s, u"d"_s });
    headerstate::restore(same.header(), {}, legacy);
    QCOMPARE(same.width(u"b"_s), 62);
    QVERIFY(same.hidden(u"c"_s));
    QCOMPARE(same.visualOrder().first(), u"d"_s);

    Table more({ u"a"_s, u"b"_s, u"new"_s, u"c"_s, u"d"_s });
    const int defaultWidth = more.width(u"b"_s);
    headerstate::restore(more.header(), {}, legacy);
    QCOMPARE(more.width(u"b"_s), defaultWidth);
    QVERIFY(!more.hidden(u"c"_s));
    QCOMPARE(more.visualOrder().first(), u"a"_s);

    // A named state wins over a legacy one.
    Table both({ u"a"_s, u"b"_s, u"new"_s, u"c"_s, u"d"_s });
    headerstate::restore(both.header(), headerstate::save(before.header()), legacy);
    QCOMPARE(both.width(u"d"_s), 84);
}

void tst_HeaderState::unnamedColumnsAreKeptByPosition()
{
    QStandardItemModel model(1, 3);
    QTableView view;
    view.setModel(&model);
    QHeaderView *h = view.horizontalHeader();
    h->setStretchLastSection(false);
    h->resizeSection(1, 77);
    const QByteArray saved = headerstate::save(h);
    QVERIFY(saved.contains("\"#1\""));
    QTableView other;
    QStandardItemModel otherModel(1, 3);
    other.setModel(&otherModel);
    other.horizontalHeader()->setStretchLastSection(false);
    headerstate::restore(other.horizontalHeader(), saved);
    QCOMPARE(other.horizontalHeader()->sectionSize(1), 77);
}

QTEST_MAIN(tst_HeaderState)
#include "tst_headerstate.moc"

#include "views/wholestates.h"

#include "models/tone.h"

#include <QAbstractItemDelegate>
#include <QHash>
#include <QHeaderView>
#include <QPointer>
#include <QTableView>
#include <QTreeView>

namespace {

class StateColumnKeeper : public QObject
{
public:
    static constexpr QLatin1StringView Name { "wholestatesKeeper" };
    static constexpr int ProbedRows = 16;

    StateColumnKeeper(QAbstractItemView *view, QHeaderView *header)
        : QObject(header), m_view(view), m_header(header)
    {
        setObjectName(Name);
        QAbstractItemModel *model = view->model();
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &parent, int first, int last) {
                    measure(parent, first, last, 0, -1);
                });
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    measure(topLeft.parent(), topLeft.row(), bottomRight.row(), topLeft.column(),
                            bottomRight.column());
                });
        connect(model, &QAbstractItemModel::modelReset, this, [this] { measureAll(); });
        connect(model, &QAbstractItemModel::layoutChanged, this, [this] { measureAll(); });
        connect(header, &QHeaderView::sectionResized, this, [this](int logical, int, int size) {
            if (size < m_least.value(logical) && !m_header->isSectionHidden(logical))
                m_header->resizeSection(logical, m_least.value(logical));
        });
        measureAll();
    }

    void widen()
    {
        for (auto it = m_least.cbegin(); it != m_least.cend(); ++it)
            if (m_header->sectionSize(it.key()) < it.value())
                m_header->resizeSection(it.key(), it.value());
    }

private:
    void measureAll()
    {
        QAbstractItemModel *model = m_view->model();
        const int rows = model->rowCount(m_view->rootIndex());
        if (rows > 0)
            measure(m_view->rootIndex(), 0, rows - 1, 0, -1);
    }

    // The width a toned cell needs, as the delegate paints it; the same words recur, so each
    // text is measured once.
    int need(const QModelIndex &index)
    {
        const QString text = index.data(Qt::DisplayRole).toString();
        const auto key = std::pair(index.column(), text);
        if (const auto it = m_measured.constFind(key); it != m_measured.cend())
            return it.value();
        QStyleOptionViewItem opt;
        opt.initFrom(m_view);
        opt.widget = m_view;
        opt.font = m_view->font();
        opt.decorationSize = m_view->iconSize().isValid() ? m_view->iconSize() : QSize(16, 16);
        int width = m_view->itemDelegateForIndex(index)->sizeHint(opt, index).width();
        if (auto *tree = qobject_cast<QTreeView *>(m_view);
            tree && m_header->visualIndex(index.column()) == 0) {
            int depth = tree->rootIsDecorated() ? 1 : 0;
            for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
                ++depth;
            width += depth * tree->indentation();
        }
        m_measured.insert(key, width);
        return width;
    }

    void measure(const QModelIndex &parent, int first, int last, int firstColumn, int lastColumn)
    {
        QAbstractItemModel *model = m_view->model();
        if (lastColumn < 0)
            lastColumn = model->columnCount(parent) - 1;
        for (int row = first; row <= last; ++row) {
            for (int column = firstColumn; column <= lastColumn; ++column) {
                // A poll may change every row: a column that has shown no state is asked about
                // a few rows of each change only (a state column answers on most of its rows).
                if (!m_least.contains(column) && row - first >= ProbedRows)
                    continue;
                const QModelIndex index = model->index(row, column, parent);
                if (!index.data(ToneRole).isValid())
                    continue;
                const int width = need(index);
                if (width <= m_least.value(column))
                    continue;
                m_least.insert(column, width);
                if (m_header->sectionSize(column) < width && !m_header->isSectionHidden(column))
                    m_header->resizeSection(column, width);
            }
            // A tree's item comes with its children, and only the item is said to arrive.
            if (qobject_cast<QTreeView *>(m_view) && firstColumn == 0) {
                const QModelIndex item = model->index(row, 0, parent);
                if (const int children = model->rowCount(item); children > 0)
                    measure(item, 0, children - 1, 0, -1);
            }
        }
    }

    QPointer<QAbstractItemView> m_view;
    QHeaderView *m_header;
    QHash<int, int> m_least; // column → the widest state it has shown
    QHash<std::pair<int, QString>, int> m_measured;
};

QHeaderView *headerOf(QAbstractItemView *view)
{
    if (auto *table = qobject_cast<QTableView *>(view))
        return table->horizontalHeader();
    if (auto *tree = qobject_cast<QTreeView *>(view))
        return tree->header();
    return nullptr;
}

} // namespace

namespace wholestates {

void keep(QAbstractItemView *view)
{
    QHeaderView *header = headerOf(view);
    if (!header || !view->model()
        || header->findChild<QObject *>(StateColumnKeeper::Name, Qt::FindDirectChildrenOnly))
        return;
    new StateColumnKeeper(view, header);
}

void widen(QHeaderView *header)
{
    if (QObject *keeper
        = header->findChild<QObject *>(StateColumnKeeper::Name, Qt::FindDirectChildrenOnly))
        static_cast<StateColumnKeeper *>(keeper)->widen();
}

} // namespace wholestates

#include "views/headerstate.h"

#include "models/columnnames.h"

#include <QBitArray>
#include <QDataStream>
#include <QHash>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace headerstate {

namespace {

QString nameOf(const QHeaderView *header, int logical)
{
    const QString name = header->model()
        ? header->model()->headerData(logical, header->orientation(), ColumnNameRole).toString()
        : QString();
    return name.isEmpty() ? u'#' + QString::number(logical) : name;
}

// How many sections a QHeaderView::saveState() blob was saved with; -1 when unreadable. The
// stream (QHeaderView::saveState, QHeaderViewPrivate::write): a marker and a version, the
// orientation, the sort indicator's order, section and visibility, the visual and logical
// indices, the hidden sections and their sizes, the length, then the section count.
int legacyCount(const QByteArray &legacy)
{
    QDataStream in(legacy);
    in.setVersion(QDataStream::Qt_5_0);
    int marker = 0;
    int version = -1;
    in >> marker >> version;
    if (in.status() != QDataStream::Ok || marker != 0xff || version != 0)
        return -1;
    int orientation = 0;
    int sortOrder = 0;
    int sortSection = 0;
    bool sortShown = false;
    QList<int> visualIndices;
    QList<int> logicalIndices;
    QBitArray hidden;
    QHash<int, int> hiddenSizes;
    int length = 0;
    int count = -1;
    in >> orientation >> sortOrder >> sortSection >> sortShown >> visualIndices >> logicalIndices
        >> hidden >> hiddenSizes >> length >> count;
    return in.status() == QDataStream::Ok ? count : -1;
}

} // namespace

QByteArray save(const QHeaderView *header)
{
    QJsonArray columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        QJsonObject c { { u"name"_s, nameOf(header, logical) } };
        if (header->isSectionHidden(logical))
            c.insert(u"hidden"_s, true);
        else
            c.insert(u"width"_s, header->sectionSize(logical));
        columns.append(c);
    }
    return QJsonDocument(QJsonObject { { u"columns"_s, columns } }).toJson(QJsonDocument::Compact);
}

void restore(QHeaderView *header, const QByteArray &named, const QByteArray &legacy)
{
    const QJsonArray saved = QJsonDocument::fromJson(named).object().value(u"columns"_s).toArray();
    if (saved.isEmpty()) {
        if (!legacy.isEmpty() && legacyCount(legacy) == header->count())
            header->restoreState(legacy);
        return;
    }
    QHash<QString, int> logicalOf;
    for (int logical = 0; logical < header->count(); ++logical)
        logicalOf.insert(nameOf(header, logical), logical);

    // The saved columns in their saved order, then each column the state does not name right
    // after its left neighbour in the model's order (at the front when it has none).
    QList<int> order;
    QList<bool> placed(header->count(), false);
    for (const QJsonValue &v : saved) {
        const QJsonObject c = v.toObject();
        const int logical = logicalOf.value(c.value(u"name"_s).toString(), -1);
        if (logical < 0 || placed[logical])
            continue;
        placed[logical] = true;
        order.append(logical);
        header->setSectionHidden(logical, c.value(u"hidden"_s).toBool());
        if (const int width = c.value(u"width"_s).toInt(); width > 0)
            header->resizeSection(logical, width);
    }
    for (int logical = 0; logical < header->count(); ++logical) {
        if (placed[logical])
            continue;
        order.insert(logical == 0 ? 0 : order.indexOf(logical - 1) + 1, logical);
        placed[logical] = true;
    }
    for (int visual = 0; visual < order.size(); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
}

} // namespace headerstate

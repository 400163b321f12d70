#include "models/savedviewstore.h"

#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace savedviewstore {

QString group(const QString &scope)
{
    return u"savedViews/"_s + QString::fromLatin1(QUrl::toPercentEncoding(scope));
}

QList<SavedView> load(const QSettings &settings, const QString &scope, int *skipped)
{
    // QSettings' array reading wants a non-const object; the reads leave it unchanged.
    auto &s = const_cast<QSettings &>(settings);
    QList<SavedView> out;
    int bad = 0;
    const int count = s.beginReadArray(group(scope));
    for (int i = 0; i < count; ++i) {
        s.setArrayIndex(i);
        const QString name = s.value(u"name"_s).toString().trimmed();
        const std::optional<DeepLink> link = DeepLink::parse(s.value(u"link"_s).toString());
        if (!isValidName(name) || !link) {
            ++bad;
            continue;
        }
        out.append({ name, *link });
    }
    s.endArray();
    if (skipped)
        *skipped = bad;
    return out;
}

void save(QSettings &settings, const QString &scope, const QList<SavedView> &views)
{
    settings.remove(group(scope));
    settings.beginWriteArray(group(scope), int(views.size()));
    for (int i = 0; i < views.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(u"name"_s, views.at(i).name);
        settings.setValue(u"link"_s, views.at(i).link.toString());
    }
    settings.endArray();
}

bool isValidName(const QString &name)
{
    const QString n = name.trimmed();
    return !n.isEmpty() && n.size() <= 100;
}

QList<SavedView> withView(QList<SavedView> views, const SavedView &view)
{
    for (SavedView &v : views) {
        if (v.name == view.name) {
            v.link = view.link;
            return views;
        }
    }
    views.append(view);
    return views;
}

} // namespace savedviewstore

#include "app/pollsources.h"

#include "models/poller.h"
#include "views/messagebanner.h"

using namespace Qt::StringLiterals;

namespace {
bool isTransient(const DbError &e)
{
    return e.kind == DbErrorKind::NotConnected || e.kind == DbErrorKind::ConnectionLost;
}

bool polls(const SourcePlace &place, ConsoleView current, bool detailShown, bool idle)
{
    if (idle)
        return place.kind == SourcePlace::Kind::EvenIdle;
    switch (place.kind) {
    case SourcePlace::Kind::View:
        return place.view == current;
    case SourcePlace::Kind::DetailPane:
        return detailShown;
    case SourcePlace::Kind::Always:
    case SourcePlace::Kind::EvenIdle:
        return true;
    }
    return true;
}
} // namespace

PollSources::PollSources(Poller *poller, QObject *parent) : QObject(parent), m_poller(poller) { }

int PollSources::add(SourcePlace place, const QString &name, Requirements requirements,
                     MessageBanner *banner, MakeJob makeJob, Apply apply)
{
    Source s;
    s.place = place;
    s.requirements = std::move(requirements);
    s.banner = banner;
    s.id = m_poller->addSource(
        name, std::move(makeJob),
        [banner, apply = std::move(apply), name](const DbError &e, const QVariant &v) {
            if (e.isError() && !v.isValid()) {
                // Keep the last rows; a lost connection is told by the status bar.
                if (!isTransient(e) && banner)
                    banner->showMessage(
                        tr("%1 could not be read: %2").arg(name, readFailureText(e)), Tone::Bad);
                return;
            }
            if (banner)
                banner->clearMessage();
            apply(v);
        });
    m_sources.append(s);
    return s.id;
}

void PollSources::invalidate(int id)
{
    m_poller->invalidate(id);
}

void PollSources::update(ConsoleView current, bool detailShown, const SchemaInfo &schema, bool idle)
{
    for (const Source &s : m_sources) {
        const QStringList unmet = schema.probed ? schema.unmet(s.requirements()) : QStringList();
        if (s.banner && !unmet.isEmpty())
            s.banner->showMessage(tr("This view cannot be shown: %1.").arg(unmet.join(u"; "_s)),
                                  Tone::Warning);
        m_poller->setActive(s.id, polls(s.place, current, detailShown, idle) && unmet.isEmpty());
    }
}

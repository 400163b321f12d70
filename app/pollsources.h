#pragma once

#include "core/schemainfo.h"
#include "db/dbjob.h"
#include "views/mainwindow.h"

#include <QList>
#include <QObject>
#include <functional>

class MessageBanner;
class Poller;

// Where a polled source's data is shown, which decides when it polls: while its view is the
// current one, while the detail pane shows a selection, always while the console is in use,
// or always, idle or not (what the operator waits on without looking: the watch list, whose
// news comes as a desktop notification).
struct SourcePlace
{
    enum class Kind { View, DetailPane, Always, EvenIdle };
    Kind kind = Kind::Always;
    ConsoleView view = ConsoleView::Tasks; // for Kind::View

    static SourcePlace inView(ConsoleView view) { return { Kind::View, view }; }
    static SourcePlace inDetailPane() { return { Kind::DetailPane, ConsoleView::Tasks }; }
    static SourcePlace always() { return { Kind::Always, ConsoleView::Tasks }; }
    static SourcePlace evenIdle() { return { Kind::EvenIdle, ConsoleView::Tasks }; }
};

// The console's polled sources and what decides whether each polls: where its data is shown,
// and whether the tables it reads exist (the schema probe). The per-view controllers register
// their own; a failed read is told on the source's banner (a lost connection only in the status
// bar) and keeps the last rows. GUI thread; owned by the composition root; the sources
// themselves run in the Poller.
class PollSources : public QObject
{
    Q_OBJECT
public:
    using Requirements = std::function<QList<Requirement>()>;
    using MakeJob = std::function<DbJob()>;
    using Apply = std::function<void(const QVariant &)>;

    explicit PollSources(Poller *poller, QObject *parent = nullptr);

    // Returns the source's id in the poller. `banner` may be null (nowhere to tell).
    int add(SourcePlace place, const QString &name, Requirements requirements,
            MessageBanner *banner, MakeJob makeJob, Apply apply);
    // The source's query changed: replies in flight are dropped and it polls at once.
    void invalidate(int id);
    // Polls each source whose place is on screen and whose tables exist; tells on the banner of
    // one whose tables do not why its view cannot be shown. While the console is `idle`
    // (IdleWatch), only the sources placed evenIdle poll.
    void update(ConsoleView current, bool detailShown, const SchemaInfo &schema, bool idle);

private:
    struct Source
    {
        int id = -1;
        SourcePlace place;
        Requirements requirements;
        MessageBanner *banner = nullptr;
    };

    Poller *m_poller;
    QList<Source> m_sources;
};

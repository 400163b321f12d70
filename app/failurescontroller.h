#pragma once

#include "core/schemainfo.h"
#include "models/refreshgate.h"

#include <QElapsedTimer>
#include <QObject>

class DashboardView;
class FailureGroupModel;
class FailuresView;
class PollSources;

// The failure groups' reads (docs/failures.md): the view's, while it is on screen, and the
// dashboard's panel of the last hour's biggest causes. Each costs a scan of the failed tasks,
// so each is read once a minute, at once when asked (Refresh, a new window) — never at every
// poll. GUI thread; owned by the composition root.
class FailuresController : public QObject
{
    Q_OBJECT
public:
    FailuresController(PollSources *sources, FailureGroupModel *model, FailuresView *view,
                       DashboardView *dashboard, QObject *parent = nullptr);
    void setSchema(const SchemaInfo &schema);
    // Reads the groups again at once (an action changed what they count: a replay).
    void refreshNow();

Q_SIGNALS:
    void dataShown();

private:
    SchemaInfo m_schema;
    QElapsedTimer m_clock;
    RefreshGate m_viewGate;
    RefreshGate m_dashboardGate;
    PollSources *m_sources;
    int m_viewSource = -1;
    int m_dashboardSource = -1;
};

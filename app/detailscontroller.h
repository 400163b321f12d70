#pragma once

#include "core/rows/detailrows.h"
#include "core/schemainfo.h"
#include "core/selecteditem.h"
#include "views/jsonview.h"

#include <QObject>

class DbClient;
class DetailPane;
class DetailSource;
class MainWindow;
class PollSources;
class SinkLeaseModel;

// The detail pane's composition: follows the one item the window is on (MainWindow::
// selectedItemChanged), polls it while the pane shows it, shows what is read, and reads a whole
// value when the pane asks. A sink lease is shown from the leases model, with no query, again
// at each poll of it. GUI thread; owned by the composition root; the source, pane and model are
// not its own.
class DetailsController : public QObject
{
    Q_OBJECT
public:
    DetailsController(DbClient *client, PollSources *sources, DetailSource *detail,
                      MainWindow *window, SinkLeaseModel *sinks, QObject *parent = nullptr);
    void setSchema(const SchemaInfo &schema);

private:
    void follow(const SelectedItem &item);
    void wirePane();
    void showSinkLease();
    void requestFullValue(DetailField field, const QString &key, JsonView::Purpose purpose);

    DbClient *m_client;
    DetailSource *m_detail;
    DetailPane *m_pane;
    SinkLeaseModel *m_sinks;
    bool m_canReadAllStats = false;
    SelectedItem m_item; // what the window is on
};

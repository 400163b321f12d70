#pragma once

#include "core/deeplink.h"

#include <QWidget>

class ActionBar;
class MessageBanner;
class QLabel;
class QTableView;
class WatchListModel;

// The watch list's own buttons (not operator actions: nothing is written to the pool).
enum class WatchListButton { Open, Copy, CopyMarkdown, Unwatch, Clear };

// The watch list (a dock): each watch with what it waits for, its outcome, its state now, since
// when, and the evidence so far; actions to open one, copy its proof for a ticket, unwatch it,
// and clear the finished. It asks, app/ does: intents are signals. GUI thread; the model is
// not its own.
class WatchListView : public QWidget
{
    Q_OBJECT
public:
    explicit WatchListView(WatchListModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    ActionBar *actions() const { return m_actions; }
    MessageBanner *banner() const { return m_banner; }
    // What the last action of the list did ("Copied the proof…"): news over the list's foot,
    // gone after a few seconds, never moving the rows.
    MessageBanner *notice() const { return m_notice; }
    // The selected watch's id; 0 for none.
    qint64 selectedId() const;
    void selectWatch(qint64 id);
    // Copies the selected watch's proof (plain text, or Markdown) to the clipboard.
    bool copyProof(bool markdown);

Q_SIGNALS:
    void openRequested(const DeepLink &link);
    void unwatchRequested(qint64 id);
    void clearFinishedRequested();

private:
    void updateActions();
    void updateEmptyNote();
    void trigger(WatchListButton id);

    WatchListModel *m_model;
    ActionBar *m_actions;
    MessageBanner *m_banner;
    MessageBanner *m_notice;
    QLabel *m_empty;
    QTableView *m_table;
};

#pragma once

#include "app/actioncontroller.h"
#include "app/consolesession.h"
#include "core/deeplink.h"
#include "core/steadyclock.h"
#include "models/actionrunner.h"
#include "models/displayformat.h"
#include "models/poller.h"
#include "models/relativetimes.h"
#include "models/tone.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/simulator.h"
#include "tests/support/testdatabase.h"
#include "tests/support/windowinvariants.h"
#include "views/actionbar.h"
#include "views/alarmsview.h"
#include "views/confirmdialog.h"
#include "views/deliveriesview.h"
#include "views/detailpane.h"
#include "views/failuresview.h"
#include "views/leasesview.h"
#include "views/lookupview.h"
#include "views/mainwindow.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"
#include "views/theme.h"
#include "views/uilanguage.h"
#include "views/watchlistview.h"

#include <QApplication>
#include <QDateTime>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryFile>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <cstdio>

// The tireless operator of tst_operatordriver: the steps a person takes, and the driver that
// takes them on a live console and holds the window to its rules after each (the rules of
// tests/support/windowinvariants, and the lookup, time and proof rules that need the pool and
// the database). Header-only: one test uses it. GUI thread.
namespace operatordriver {

using namespace Qt::StringLiterals;

// One thing an operator does; its parameters are drawn when the sequence is made, so a
// sequence replays (against a pool that moves on: a replay is a try, not a proof).
struct Step
{
    enum class Kind {
        SwitchView,
        SelectRow,
        ExtendSelection,
        ClearSelection,
        Sort,
        TypeTasksSearch,
        TypeLookup,
        Act,
        OpenTaskLink,
        OpenWatch,
        KillBackend,
        Resize,
        SwitchTheme,
        WaitForPoll,
    };
    Kind kind = Kind::WaitForPoll;
    int a = 0; // a view, a row, a column, a button, a width
    int b = 0; // a second table, an order, confirm or not, a pause in ms
    QString text;

    QString toString() const
    {
        static const char *const names[]
            = { "switch-view",    "select-row",        "extend-selection", "clear-selection",
                "sort",           "type-tasks-search", "type-lookup",      "act",
                "open-task-link", "open-watch",        "kill-backend",     "resize",
                "switch-theme",   "wait-for-poll" };
        return u"%1(%2,%3%4)"_s.arg(QLatin1StringView(names[int(kind)]), QString::number(a),
                                    QString::number(b),
                                    text.isEmpty() ? QString() : u",\""_s + text + u'"');
    }
};

class Driver
{
public:
    Driver(ConsoleSession *session, TestDatabase *db, QString language)
        : m_session(session), m_db(db), m_language(std::move(language))
    {
        // How far behind the truth a model's clock may be: the longest a poll took from being
        // sent to being applied (its server clock was read in between), measured here.
        QObject::connect(
            session->poller(), &Poller::cycleFinished, session->poller(), [this](bool ok) {
                const Poller::CycleTimes t = m_session->poller()->lastCycleTimes();
                if (ok && t.submittedNs > 0 && t.appliedNs > t.submittedNs)
                    m_slowestPollUs
                        = std::max(m_slowestPollUs, (t.appliedNs - t.submittedNs) / 1000);
            });
        ActionRunner *runner = session->actions()->runner();
        QObject::connect(runner, &ActionRunner::actionFinished, runner,
                         [this, runner](const ActionRequest &request, const ActionOutcome &o) {
                             m_finished.append({ request, o, m_firstConfirmSnapshot });
                             if (runner->inFlight() == 0)
                                 m_firstConfirmSnapshot.clear();
                         });
    }

    // Keeps, for the proof rule, every version a task row takes: what the database held
    // before an action, read by the driver and not by the console (tst_operatordriver's own
    // table and trigger, in the test database only).
    static bool recordTaskVersions(TestDatabase *db)
    {
        return db->exec(
            u"CREATE TABLE driver_task_versions (seq bigserial PRIMARY KEY, id bigint,"
            " old_state text, old_attempts int, new_state text, new_attempts int, app text,"
            " xid xid8 NOT NULL DEFAULT pg_current_xact_id());"
            "CREATE INDEX ON driver_task_versions (id, seq);"
            "CREATE FUNCTION driver_task_version() RETURNS trigger LANGUAGE plpgsql AS $$"
            " BEGIN INSERT INTO driver_task_versions (id, old_state, old_attempts, new_state,"
            "   new_attempts, app) VALUES (OLD.id, OLD.state, OLD.attempts, NEW.state,"
            "   NEW.attempts, current_setting('application_name'));"
            " RETURN NULL; END $$;"
            "CREATE TRIGGER driver_task_version AFTER UPDATE ON tasks FOR EACH ROW"
            " EXECUTE FUNCTION driver_task_version()"_s);
    }

    MainWindow *window() const { return m_session->window(); }

    // For the planted case: the text Enter was pressed on in the lookup, and the lookup rule.
    void noteLookup(const QString &text) { m_lookupAsked = text.trimmed(); }
    QStringList lookupRuleViolations() { return lookupViolations(); }

    // What the rules that need the world to move found to check: relative-time cells, and
    // proofs of done actions by kind.
    QString coverage() const
    {
        QStringList proofs;
        for (auto it = m_proofsChecked.cbegin(); it != m_proofsChecked.cend(); ++it)
            proofs.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
        return u"%1 relative times, proofs: %2"_s.arg(m_timesChecked)
            .arg(proofs.isEmpty() ? u"none"_s : proofs.join(u", "_s));
    }

    // What a person could type or paste: ids the database holds, of every kind, and numbers
    // and text it does not.
    void readIds()
    {
        m_ids.clear();
        const auto rows = m_db->query(
            u"(SELECT id::text FROM tasks ORDER BY random() LIMIT 8)"
            " UNION ALL (SELECT message_id::text FROM tasks WHERE message_id IS NOT NULL"
            "            ORDER BY random() LIMIT 5)"
            " UNION ALL (SELECT account_id::text FROM tasks WHERE account_id IS NOT NULL"
            "            ORDER BY random() LIMIT 5)"
            " UNION ALL (SELECT job_id FROM tasks WHERE job_id IS NOT NULL ORDER BY random() LIMIT "
            "3)"
            // Tasks an action can be done on: a dead one to replay, a leased one to release.
            " UNION ALL (SELECT id::text FROM tasks WHERE state = 'dead' ORDER BY random() LIMIT 3)"
            " UNION ALL (SELECT id::text FROM tasks WHERE state = 'leased' ORDER BY random() LIMIT "
            "3)"
            " UNION ALL (SELECT id::text FROM alarm.alerts ORDER BY random() LIMIT 3)"
            " UNION ALL (SELECT upper(id::text) FROM alarm.subscriptions ORDER BY random() LIMIT 2)"_s);
        if (rows) {
            for (const QStringList &r : *rows)
                m_ids.append(r.value(0));
        }
        // The words of the data a label may quote (an alert's name, a device, a kind, an
        // error): English in any language, since the database holds them so.
        const auto texts = m_db->query(
            u"SELECT string_agg(t, ' ') FROM ("
            " SELECT name AS t FROM alarm.alerts UNION SELECT device_label FROM alarm.subscriptions"
            " UNION SELECT platform FROM alarm.subscriptions UNION SELECT current_user"
            " UNION (SELECT DISTINCT kind FROM tasks LIMIT 50)"
            " UNION (SELECT DISTINCT worker_id FROM notification_deliveries LIMIT 50)"
            " UNION (SELECT DISTINCT lease_owner FROM tasks LIMIT 50)"
            " UNION (SELECT DISTINCT left(last_error, 300) FROM tasks LIMIT 200)"
            " UNION (SELECT DISTINCT left(error, 300) FROM notification_deliveries LIMIT 200)"
            " UNION (SELECT DISTINCT left(provider_response, 300) FROM notification_deliveries "
            "LIMIT 200)"
            " UNION (SELECT DISTINCT payload->>'subject' FROM tasks LIMIT 200)"
            " UNION (SELECT DISTINCT feed || ' ' || sink || ' ' || coalesce(lease_holder, '') FROM "
            "feed_cursors)"
            ") words"_s);
        if (texts && !texts->isEmpty()) {
            static const QRegularExpression nonLetters(u"[^A-Za-z]+"_s);
            for (const QString &w : texts->first().value(0).split(nonLetters, Qt::SkipEmptyParts))
                m_dataWords.insert(w.toLower());
        }
        m_dataWords.insert(u"driver"_s); // the reason this driver gives its actions
        m_ids += { u"4242"_s,
                   u"999999999"_s,
                   u"  12 "_s,
                   u"job-nope"_s,
                   u"00000000-0000-4000-8000-00000000dead"_s,
                   QString() };
    }

    Step next(QRandomGenerator &rng)
    {
        Step s;
        const int roll = int(rng.bounded(100));
        const auto pick = [&](int n) {
            return int(rng.bounded(quint32(std::max(1, n))));
        };
        // Mostly what a support person does most: look, select, search.
        if (roll < 12) {
            s.kind = Step::Kind::SwitchView;
            s.a = pick(7); // a ConsoleView
        } else if (roll < 32) {
            s.kind = Step::Kind::SelectRow;
            s.a = pick(40);
            s.b = pick(2);
        } else if (roll < 37) {
            s.kind = Step::Kind::ExtendSelection;
            s.a = pick(40);
        } else if (roll < 41) {
            s.kind = Step::Kind::ClearSelection;
        } else if (roll < 45) {
            s.kind = Step::Kind::Sort;
            s.a = pick(12);
            s.b = pick(2);
        } else if (roll < 55) {
            s.kind = Step::Kind::TypeTasksSearch;
            s.text = m_ids.value(pick(int(m_ids.size())));
            s.b = pick(4) == 0 ? 300 + pick(1200) : 0; // Enter at once, mostly
        } else if (roll < 67) {
            s.kind = Step::Kind::TypeLookup;
            s.text = m_ids.value(pick(int(m_ids.size())));
            s.b = pick(4) == 0 ? 300 + pick(1200) : 0;
        } else if (roll < 77) {
            s.kind = Step::Kind::Act;
            s.a = pick(4);
            s.b = pick(3); // 0: cancel, else confirm
        } else if (roll < 80) {
            s.kind = Step::Kind::OpenTaskLink;
            s.text = m_ids.value(pick(8));
        } else if (roll < 84) {
            s.kind = Step::Kind::OpenWatch;
            s.a = pick(10);
        } else if (roll < 86) {
            s.kind = Step::Kind::KillBackend;
        } else if (roll < 89) {
            s.kind = Step::Kind::Resize;
            s.a = pick(3);
        } else if (roll < 91) {
            s.kind = Step::Kind::SwitchTheme;
            s.a = pick(2);
        } else {
            s.kind = Step::Kind::WaitForPoll;
        }
        return s;
    }

    void perform(const Step &s)
    {
        MainWindow *w = window();
        switch (s.kind) {
        case Step::Kind::SwitchView:
            w->showView(static_cast<ConsoleView>(s.a));
            break;
        case Step::Kind::SelectRow:
        case Step::Kind::ExtendSelection:
            select(s);
            break;
        case Step::Kind::ClearSelection:
            if (QAbstractItemView *v = currentTable(0)) {
                v->clearSelection();
                v->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
            }
            break;
        case Step::Kind::Sort:
            if (auto *t = qobject_cast<QTableView *>(currentTable(0));
                t && t->isSortingEnabled() && t->model()->columnCount() > 0)
                t->sortByColumn(s.a % t->model()->columnCount(),
                                s.b ? Qt::DescendingOrder : Qt::AscendingOrder);
            break;
        case Step::Kind::TypeTasksSearch: {
            w->showView(ConsoleView::Tasks);
            QLineEdit *edit = w->tasksView()->filterBar()->searchEdit();
            type(edit, s.text, s.b);
            break;
        }
        case Step::Kind::TypeLookup: {
            w->showView(ConsoleView::Lookup);
            type(w->lookupView()->input(), s.text, s.b);
            m_lookupAsked = s.text.trimmed();
            break;
        }
        case Step::Kind::Act:
            act(s);
            break;
        case Step::Kind::OpenTaskLink:
            if (const qint64 id = s.text.toLongLong(); id > 0)
                w->openLink(DeepLink::task(id));
            break;
        case Step::Kind::OpenWatch: {
            WatchListView *watches = w->watchListView();
            QTableView *t = watches->table();
            if (t->model()->rowCount() > 0) {
                w->showWatchList();
                t->selectRow(s.a % t->model()->rowCount());
                if (QToolButton *open
                    = watches->findChild<ActionBar *>()->button(WatchListButton::Open);
                    open && open->isEnabled())
                    open->click();
            }
            break;
        }
        case Step::Kind::KillBackend:
            m_db->query(u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                        " WHERE datname = current_database() AND application_name LIKE 'poolscope%'"
                        " AND pid <> pg_backend_pid()"_s);
            break;
        case Step::Kind::Resize: {
            const QSize sizes[] = { { 1280, 800 }, { 1440, 900 }, { 1100, 700 } };
            // As a window manager allows: the frame inside the screen. (Never past it: that the
            // window itself keeps to the screen is one of the rules checked after this.)
            const QSize frame = w->frameGeometry().size() - w->geometry().size();
            const QSize room = w->screen()->availableGeometry().size() - frame;
            w->resize(sizes[s.a % 3].boundedTo(room));
            w->move(w->screen()->availableGeometry().topLeft());
            break;
        }
        case Step::Kind::SwitchTheme:
            theme::apply(s.a ? theme::Choice::Dark : theme::Choice::Light);
            break;
        case Step::Kind::WaitForPoll: {
            QSignalSpy cycle(m_session->poller(), &Poller::cycleFinished);
            cycle.wait(15000);
            break;
        }
        }
        QCoreApplication::processEvents();
    }

    // The window's rules, and the lookup's: an answer is for the text on screen when Enter was
    // pressed, and a bare number is never "nothing found" when it is an id of another kind.
    QStringList violations()
    {
        QStringList out = ruleViolations();
        // Data the pool wrote since the words were read (a new feed, an alert) is not English
        // left untranslated: read the words again before calling it that.
        if (std::any_of(out.cbegin(), out.cend(),
                        [](const QString &v) { return v.startsWith(u"english:"_s); })) {
            readIds();
            out = ruleViolations();
        }
        return out;
    }

private:
    QStringList ruleViolations()
    {
        QStringList out;
        for (const windowinvariants::Violation &v :
             windowinvariants::check(window(), m_language, m_dataWords))
            out.append(v.toString());
        // The database runs on this machine: its clock is this one.
        const qint64 nowUs = QDateTime::currentMSecsSinceEpoch() * 1000;
        const qint64 toleranceUs = m_slowestPollUs + RelativeTimes::TickMs * 1000LL;
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top->isVisible()) {
                for (const windowinvariants::Violation &v :
                     windowinvariants::relativeTimesAreCurrent(top, nowUs, toleranceUs,
                                                               &m_timesChecked))
                    out.append(v.toString());
            }
        }
        out += lookupViolations();
        out += proofViolations();
        return out;
    }

    QStringList proofViolations()
    {
        QStringList out;
        for (const Finished &f : std::exchange(m_finished, {})) {
            const ActionOutcome &o = f.outcome;
            static const QStringList compared { u"release_task_lease"_s, u"replay"_s,
                                                u"ack_alarm_deliveries"_s };
            if (o.result == ActionOutcome::Result::Done && o.before && o.before->found
                && compared.contains(o.action))
                ++m_proofsChecked[o.action];
            out += proofViolationsOf(m_db, o, f.confirmSnapshot);
        }
        return out;
    }

public:
    // A proof's "before" (ActionOutcome::before: what "Copy for ticket" says was so before the
    // console acted) is what the database held before the action, as the driver reads it:
    //  - a lease released: one of the versions the task's row took from the one a reader saw
    //    at the confirm (`confirmSnapshot`, a pg_snapshot) to the console's own update of it
    //    (the pool moves on in between);
    //  - a replay: the dead task as it still is (a replay leaves its original as it was);
    //  - an ack: at least as many owed as the action acked (acks only ever add).
    // Only actions that were done: a refused or failed one changed nothing to compare with.
    static QStringList proofViolationsOf(TestDatabase *db, const ActionOutcome &o,
                                         const QString &confirmSnapshot)
    {
        QStringList out;
        if (o.result != ActionOutcome::Result::Done || !o.before || !o.before->found)
            return out;
        const WatchObservation &b = *o.before;
        const QString said = u"%1 of %2 said before: %3, %4 attempts, %5 owed"_s.arg(
            o.action, o.target, b.state, QString::number(b.attempts.value_or(-1)),
            QString::number(b.owed.value_or(-1)));
        const qint64 taskId = o.target.startsWith(u"task:"_s) ? o.target.mid(5).toLongLong() : 0;
        if (o.action == u"release_task_lease"_s && taskId > 0) {
            // Updates of one row take turns (its lock): their order is the order of seq.
            const auto versions = db->query(
                u"WITH seen AS (SELECT coalesce(max(seq), 0) AS seq FROM driver_task_versions"
                "   WHERE id = $1::int8 AND pg_visible_in_snapshot(xid, nullif($2, "
                "'')::pg_snapshot))"
                " SELECT v.seq = seen.seq, v.old_state, v.old_attempts, v.new_state, "
                "v.new_attempts,"
                "   v.app LIKE 'poolscope%' AND v.old_state = 'leased' AND v.new_state = 'queued'"
                " FROM driver_task_versions v, seen WHERE v.id = $1::int8 AND v.seq >= seen.seq"
                " ORDER BY v.seq"_s,
                { QByteArray::number(taskId), confirmSnapshot.toUtf8() });
            if (!versions)
                return out;
            QSet<QString> held;
            bool released = false;
            for (const QStringList &v : *versions) {
                if (v.value(0) != u"t"_s) // the update seen at the confirm: only what it made
                    held.insert(v.value(1) + u'/' + v.value(2));
                released = v.value(5) == u"t"_s;
                if (released)
                    break; // what the release made is not "before"
                held.insert(v.value(3) + u'/' + v.value(4));
            }
            const QString before = b.state + u'/' + QString::number(b.attempts.value_or(-1));
            if (!released)
                out.append(
                    u"proof: %1; the database recorded no release of it by the console"_s.arg(
                        said));
            else if (!held.contains(before))
                out.append(u"proof: %1; the row held only %2 from the confirm to the release"_s.arg(
                    said, QStringList(held.cbegin(), held.cend()).join(u", "_s)));
        } else if (o.action == u"replay"_s && taskId > 0) {
            const auto rows = db->query(u"SELECT state, attempts FROM tasks WHERE id = $1::int8"_s,
                                        { QByteArray::number(taskId) });
            if (!rows || rows->isEmpty())
                return out;
            const QStringList &t = rows->first();
            if (b.state != t.value(0) || QString::number(b.attempts.value_or(-1)) != t.value(1))
                out.append(u"proof: %1; the replayed task is %2 with %3 attempts"_s.arg(
                    said, t.value(0), t.value(1)));
        } else if (o.action == u"ack_alarm_deliveries"_s) {
            if (b.owed.value_or(0) < o.changed)
                out.append(
                    u"proof: %1; the action acked %2"_s.arg(said, QString::number(o.changed)));
        }
        return out;
    }

private:
    QAbstractItemView *currentTable(int second) const
    {
        MainWindow *w = window();
        switch (w->currentView()) {
        case ConsoleView::Lookup:
            return second ? static_cast<QAbstractItemView *>(w->lookupView()->alarmsTree())
                          : w->lookupView()->trailsTree();
        case ConsoleView::Tasks:
            return w->tasksView()->table();
        case ConsoleView::Leases:
            return second ? w->leasesView()->sinkTable() : w->leasesView()->taskTable();
        case ConsoleView::Deliveries:
            return w->deliveriesView()->table();
        case ConsoleView::Alarms:
            return w->alarmsView()->table();
        case ConsoleView::Failures:
            return w->failuresView()->table();
        case ConsoleView::Dashboard:
            return nullptr;
        }
        return nullptr;
    }

    void select(const Step &s)
    {
        QAbstractItemView *v = currentTable(s.b);
        if (!v || !v->model())
            return;
        QModelIndexList rows;
        if (auto *tree = qobject_cast<QTreeWidget *>(v)) {
            // A tree's leaves are its tasks, attempts and devices.
            for (int t = 0; t < tree->topLevelItemCount(); ++t) {
                const QModelIndex top = tree->model()->index(t, 0);
                rows.append(top);
                for (int c = 0; c < tree->model()->rowCount(top); ++c)
                    rows.append(tree->model()->index(c, 0, top));
            }
        } else {
            for (int r = 0; r < std::min(v->model()->rowCount(), 40); ++r)
                rows.append(v->model()->index(r, 0));
        }
        if (rows.isEmpty())
            return;
        const QModelIndex target = rows.at(s.a % rows.size());
        v->scrollTo(target);
        const Qt::KeyboardModifiers mods
            = s.kind == Step::Kind::ExtendSelection ? Qt::ControlModifier : Qt::NoModifier;
        QTest::mouseClick(v->viewport(), Qt::LeftButton, mods, v->visualRect(target).center());
    }

    void type(QLineEdit *edit, const QString &text, int pauseMs)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        // Pasted, as from a ticket: at once.
        edit->insert(text);
        if (pauseMs > 0)
            QTest::qWait(pauseMs);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    ActionBar *currentBar(int which) const
    {
        MainWindow *w = window();
        switch (w->currentView()) {
        case ConsoleView::Lookup:
            return w->lookupView()->actionBar();
        case ConsoleView::Tasks:
            return w->tasksView()->actionBar();
        case ConsoleView::Leases:
            return which % 2 ? w->leasesView()->sinkActions() : w->leasesView()->taskActions();
        case ConsoleView::Alarms:
            return w->alarmsView()->actionBar();
        case ConsoleView::Failures:
            return w->failuresView()->actionBar();
        case ConsoleView::Deliveries:
        case ConsoleView::Dashboard:
            return nullptr;
        }
        return nullptr;
    }

    // Clicks an enabled button of the view's action bar, and answers what it asks: confirms
    // (typing the phrase when one is asked for) or cancels.
    void act(const Step &s)
    {
        ActionBar *bar = currentBar(s.a);
        if (!bar)
            return;
        QList<QToolButton *> enabled;
        for (QToolButton *b : bar->findChildren<QToolButton *>()) {
            if (b->isVisible() && b->isEnabled())
                enabled.append(b);
        }
        if (enabled.isEmpty())
            return;
        QToolButton *button = enabled.at(s.a % enabled.size());
        const bool confirm = s.b != 0;
        auto *answer = new QTimer(window()); // goes with the window, whatever is asked
        answer->setInterval(10);
        QObject::connect(answer, &QTimer::timeout, answer, [this, answer, confirm] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal)
                return;
            answer->stop();
            answer->deleteLater();
            auto *dialog = qobject_cast<ConfirmDialog *>(modal);
            if (!dialog) {
                if (auto *other = qobject_cast<QDialog *>(modal))
                    other->reject();
                return;
            }
            if (!confirm) {
                dialog->reject();
                return;
            }
            if (QLineEdit *phrase = dialog->phraseEdit())
                phrase->setText(dialog->typedPhrase());
            dialog->reasonEdit()->setText(u"driver"_s);
            if (dialog->confirmButton()->isEnabled()) {
                noteConfirm();
                dialog->confirmButton()->click();
            } else
                dialog->reject();
        });
        answer->start();
        button->click();
        // A button that asked nothing (or whose dialog is answered) leaves no timer behind.
        QTimer::singleShot(2000, answer, [answer] {
            answer->stop();
            answer->deleteLater();
        });
    }

    // What a reader saw when the operator confirmed (a snapshot): a proof's before is read
    // after this. The earliest confirm of actions still running, so overlapping actions only
    // widen what counts as before.
    void noteConfirm()
    {
        if (m_firstConfirmSnapshot.isEmpty())
            m_firstConfirmSnapshot = m_db->scalar(u"SELECT pg_current_snapshot()::text"_s);
    }

    QStringList lookupViolations()
    {
        QStringList out;
        LookupView *lookup = window()->lookupView();
        if (lookup->isLooking() || !lookup->hasResult() || m_lookupAsked.isEmpty())
            return out;
        const LookupResult &r = lookup->result();
        // The answer on screen is for the text looked up, not an earlier one.
        bool numeric = false;
        const qint64 number = m_lookupAsked.toLongLong(&numeric);
        const bool same = numeric ? r.query.number == number
                                  : r.query.text.compare(m_lookupAsked, Qt::CaseInsensitive) == 0;
        if (!same && window()->currentView() == ConsoleView::Lookup
            && lookup->input()->text().trimmed() == m_lookupAsked
            && lookup->inputMessage().isEmpty())
            out.append(u"lookup: \"%1\" was looked up and the answer is for %2 %3"_s.arg(
                m_lookupAsked, QString::number(r.query.number), r.query.text));
        // A bare number found as nothing must not be an id of another kind the answer does not
        // name: a task id (the primary key) and an account id (indexed upstream) can always be
        // asked.
        // An answer that says it could not check the other readings (the probe failed) is
        // honest: it does not claim to have looked.
        if (!same || !numeric || number <= 0 || r.found() || r.error.isError()
            || r.otherKindsUnchecked)
            return out;
        const auto rows = m_db->query(u"SELECT EXISTS (SELECT 1 FROM tasks WHERE id = $1::int8),"
                                      " EXISTS (SELECT 1 FROM tasks WHERE account_id = $1::int8)"_s,
                                      { QByteArray::number(number) });
        if (!rows || rows->isEmpty())
            return out;
        const std::pair<LookupKind, bool> kinds[] = {
            { LookupKind::TaskId, rows->first().value(0) == u"t"_s },
            { LookupKind::AccountId, rows->first().value(1) == u"t"_s },
        };
        for (const auto &[kind, exists] : kinds) {
            if (exists && kind != r.query.kind && !r.otherKinds.contains(kind))
                out.append(u"lookup: %1 is a %2 id, and the answer is \"%3\""_s.arg(
                    m_lookupAsked, kind == LookupKind::TaskId ? u"task"_s : u"account"_s,
                    lookup->summaryText()));
        }
        return out;
    }

    struct Finished
    {
        ActionRequest request;
        ActionOutcome outcome;
        QString confirmSnapshot;
    };

    ConsoleSession *m_session;
    TestDatabase *m_db;
    QString m_language;
    qint64 m_slowestPollUs = 0;
    QString m_firstConfirmSnapshot;
    QList<Finished> m_finished;
    qint64 m_timesChecked = 0;
    QMap<QString, int> m_proofsChecked; // by action
    QStringList m_ids;
    QSet<QString> m_dataWords;
    QString m_lookupAsked;
};

} // namespace operatordriver

#include "core/statenames.h"
#include "core/watch/watchproof.h"
#include "core/watch/watchrules.h"
#include "local/watchstore.h"
#include "views/audithistorydialog.h"

#include <QApplication>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

// Watch, journal and proof texts are made from stored facts when shown, in the language on
// screen: a watch made in English reads Russian after a restart in Russian, and no sentence
// shows a database or console code (statenames' lists) where its word belongs, in en, ru, de.
class tst_WatchWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rawCodeCheckerFires();
    void codesHaveWordsInEveryLanguage_data();
    void codesHaveWordsInEveryLanguage();
    void storedWatchSpeaksTheLanguageOnScreen();
    void oldStoreIsMigrated();
    void noRawCodeInWatchJournalOrProof_data();
    void noRawCodeInWatchJournalOrProof();
    void proofKnowsItsOwnAckAndNamesTheDevice();
    void noBeforeIsBetterThanALaterOne();
    void batchSettlesOnceWithItsCounts();
    void batchProofHasBeforeAndAfterCounts();
    void batchRoundTripsThroughTheStore();
};

namespace {

const QString Alert = u"a1a1a1a1-0000-4000-8000-000000000001"_s;
const QString Phone = u"5b5b5b5b-0000-4000-8000-0000000000d2"_s;
constexpr qint64 T0 = 1'700'000'000'000'000;

// The window's language for the life of the object, as uilanguage installs it at startup.
class Language
{
public:
    explicit Language(const QString &code)
    {
        if (code == "en"_L1)
            return;
        m_ok = m_translator.load(u"poolscope_"_s + code, u":/i18n"_s)
            && QCoreApplication::installTranslator(&m_translator);
    }
    ~Language() { QCoreApplication::removeTranslator(&m_translator); }
    bool ok() const { return m_ok; }

private:
    QTranslator m_translator;
    bool m_ok = true;
};

WatchObservation taskSeen(const QString &state, qint64 attempts, qint64 taskId = 5200000)
{
    WatchObservation o;
    o.found = true;
    o.state = state;
    o.taskId = taskId;
    o.attempts = attempts;
    return o;
}

WatchAction action(const QString &name, const QString &outcome)
{
    WatchAction a;
    a.action = name;
    a.actionId = u"a-1"_s;
    a.operatorId = 7;
    a.reason = u"ticket 4711"_s;
    a.outcome = outcome;
    a.message = u"Replayed task 5200000 as task 5200001."_s; // the English line of that day
    a.at = T0;
    return a;
}

// A task replayed by the console: dead before, the replay's task succeeded after.
Watch replayedTask()
{
    Watch w = watchrules::make(WatchTarget::task(5200000), WatchGoal::Delivered, T0);
    w.action = action(u"replay"_s, u"done"_s);
    w.action->newTaskId = 5200001;
    w.before = taskSeen(u"dead"_s, 3);
    WatchObservation after = taskSeen(u"succeeded"_s, 1, 5200001);
    after.replays = 1;
    after.deliveryId = 900;
    after.deliveryStatus = u"delivered"_s;
    after.workerId = u"w-3"_s;
    after.at = T0 + 5'000'000;
    watchrules::apply(w, after, T0 + 1);
    return w;
}

// A device the console acked: 1 owed before, 0 owed and 1 acked after, by this ack.
Watch ackedDevice(bool byThisConsole)
{
    Watch w
        = watchrules::make(WatchTarget::device(Alert, Phone, u"Pixel 8"_s), WatchGoal::Acked, T0);
    w.action = action(u"ack_alarm_deliveries"_s, u"done"_s);
    w.action->changed = 1;
    w.action->doneAt = T0 + 1'000'000;
    WatchObservation before;
    before.found = true;
    before.state = u"enabled"_s;
    before.owed = 1;
    before.acked = 0;
    w.before = before;
    WatchObservation after = before;
    after.owed = 0;
    after.acked = 1;
    after.at = byThisConsole ? *w.action->doneAt : T0 + 9'000'000;
    after.deviceLabel = u"Pixel 8"_s;
    after.platform = u"android"_s;
    watchrules::apply(w, after, T0 + 2);
    return w;
}

const QString BatchAction = u"3fa2c1d0-0000-4000-8000-00000000b001"_s;

// Numbers as an English (US) window writes them, for the life of the object. (The English
// file's plural forms live in the app library: here the source's "task(s)" is read.)
class EnglishNumbers
{
public:
    EnglishNumbers() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    ~EnglishNumbers() { QLocale::setDefault(m_was); }

private:
    QLocale m_was;
};

WatchObservation batchSeen(qint64 delivered, qint64 died, qint64 pending, qint64 notReplayed,
                           qint64 deadNotReplayed = 0)
{
    WatchObservation o;
    o.found = true;
    o.replayed = delivered + died + pending > 0;
    o.batch = BatchCounts { delivered + died + pending + notReplayed,
                            delivered,
                            died,
                            pending,
                            notReplayed,
                            deadNotReplayed,
                            0 };
    if (died > 0)
        o.taskId = 7100000;
    return o;
}

// A bulk replay of 3,020 dead tasks as the console follows it: 3,015 replayed now, 4 already
// replayed by a colleague, 1 refused; its before read in the replay's round trip.
Watch replayedBatch()
{
    QList<qint64> ids;
    for (qint64 i = 0; i < 3020; ++i)
        ids.append(7000000 + i);
    Watch w = watchrules::make(
        WatchTarget::batch(BatchAction, ids, u"cause 3fa2c1d0e9ab · notification"_s),
        WatchGoal::Delivered, T0);
    w.action = action(u"replay"_s, u"done"_s);
    w.action->actionId = BatchAction;
    w.action->message = u"Replayed 3015; 4 already replayed; 1 refused."_s;
    w.action->changed = 3015;
    w.action->alreadyDone = 4;
    w.action->refused = 1;
    WatchObservation before = batchSeen(0, 0, 4, 3016, 3016);
    w.before = before;
    w.beforeByAction = true;
    return w;
}

// Every text a person reads of a watch: its list cells, its notice, its proof.
QStringList textsOf(const Watch &w)
{
    const DesktopNotice n = watchrules::noticeOf(w);
    return { w.target.displayName(),
             watchrules::goalText(w.goal),
             watchrules::statusText(w.status),
             watchrules::stateText(w),
             watchrules::beforeText(w),
             watchrules::evidenceText(w),
             watchrules::outcomeLine(w),
             n.title,
             n.body,
             watchproof::text(w, QTimeZone::utc()),
             watchproof::markdown(w, QTimeZone::utc()) };
}

} // namespace

void tst_WatchWords::rawCodeCheckerFires()
{
    // Planted: a code where its word belongs is found; a code that is its own word is not.
    QCOMPARE(statenames::rawCodesIn(u"Task 1: in_progress"_s), QStringList { u"in_progress"_s });
    QCOMPARE(statenames::rawCodesIn(u"Action: release_task_lease (done)"_s),
             QStringList { u"release_task_lease"_s });
    QVERIFY(statenames::rawCodesIn(u"Task 1: dead, 3 attempt(s)"_s).isEmpty());
    QVERIFY(statenames::rawCodesIn(u"see x_in_progress_y"_s).isEmpty()); // inside a name
    Language ru(u"ru"_s);
    QVERIFY(ru.ok());
    QCOMPARE(statenames::rawCodesIn(u"Задача 1: dead"_s), QStringList { u"dead"_s });
    QCOMPARE(statenames::rawCodesIn(u"Действие: replay"_s), QStringList { u"replay"_s });
    // A job id that begins with a code's letters is an identifier, not the code (found by
    // tst_operatordriver in a German lookup of "replay-6764-01177fb534f1").
    QVERIFY(statenames::rawCodesIn(u"Задание «replay-6764-01177fb534f1»"_s).isEmpty());
    // The database's own words, quoted in a sentence, are not codes; outside the quotes they are.
    QVERIFY(statenames::rawCodesIn(u"мёртвая (последняя: «attempt 2 of 2 failed»)"_s).isEmpty());
    QVERIFY(statenames::rawCodesIn(u"tot (zuletzt: „attempt failed“)"_s).isEmpty());
    QCOMPARE(statenames::rawCodesIn(u"«x» failed «y»"_s), QStringList { u"failed"_s });
    QCOMPARE(statenames::rawCodesIn(u"«unclosed failed"_s), QStringList { u"failed"_s });
}

void tst_WatchWords::codesHaveWordsInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const char *l : { "en", "ru", "de" })
        QTest::newRow(l) << QString::fromLatin1(l);
}

void tst_WatchWords::codesHaveWordsInEveryLanguage()
{
    QFETCH(QString, language);
    Language in(language);
    QVERIFY(in.ok());
    // The lookup's verdicts and standings, the journal's actions and outcomes: never the code.
    for (const QString &code :
         { u"in_progress"_s, u"partially_delivered"_s, u"acked_unattributed"_s,
           u"cleared_by_operator"_s, u"no_enabled_devices"_s, u"no_trigger"_s }) {
        const QString word = statenames::alarmVerdict(code) != code
            ? statenames::alarmVerdict(code)
            : statenames::trailVerdict(code);
        QVERIFY2(word != code && statenames::rawCodesIn(word).isEmpty(), qPrintable(code));
    }
    for (const QString &code : { u"acked_by_operator"_s, u"not_notified"_s })
        QVERIFY2(statenames::deviceStatus(code) != code, qPrintable(code));
    for (const QString &code : { u"release_task_lease"_s, u"ack_alarm_deliveries"_s,
                                 u"release_sink_lease"_s, u"terminate_sink_session"_s })
        QVERIFY2(statenames::actionName(code) != code, qPrintable(code));
    for (const QString &code : { u"already_done"_s })
        QVERIFY2(statenames::actionOutcome(code) != code, qPrintable(code));
    if (language != "en"_L1) {
        QVERIFY(statenames::actionName(u"replay"_s) != "replay"_L1);
        QVERIFY(statenames::actionOutcome(u"done"_s) != "done"_L1);
    }
    QCOMPARE(statenames::trailVerdict(u"in_progress"_s),
             language == "en"_L1       ? u"in progress"_s
                 : language == "ru"_L1 ? u"в процессе"_s
                                       : u"in Arbeit"_s);
}

void tst_WatchWords::storedWatchSpeaksTheLanguageOnScreen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"watches.sqlite"_s);
    QString englishState;
    QString englishDevice;
    {
        // Made and stored by a console in English.
        WatchStore store(path);
        QVERIFY(store.isOpen());
        Watch task = replayedTask();
        task.profile = u"p"_s;
        englishState = watchrules::stateText(task);
        QCOMPARE(englishState, u"replayed as task 5200001: succeeded, 1 attempt(s)"_s);
        QVERIFY(store.save(task));
        Watch device = ackedDevice(true);
        device.profile = u"p"_s;
        englishDevice = watchrules::stateText(device);
        QCOMPARE(englishDevice, u"0 owed, 1 acked"_s);
        QVERIFY(store.save(device));
    }
    // The next start is in Russian.
    Language ru(u"ru"_s);
    QVERIFY(ru.ok());
    WatchStore store(path);
    const QList<Watch> back = store.load(u"p"_s, T0 + 3);
    QCOMPARE(back.size(), 2);
    const QString state = watchrules::stateText(back[0]);
    QVERIFY2(state != englishState && state.contains(u"5200001"_s)
                 && state.contains(statenames::taskState(u"succeeded"_s))
                 && !state.contains(u"replayed"_s),
             qPrintable(state));
    QCOMPARE(state, watchrules::stateText(replayedTask())); // the same facts, the same words
    const QString device = watchrules::stateText(back[1]);
    QVERIFY2(device != englishDevice && !device.contains(u"owed"_s), qPrintable(device));
    const QString proof = watchproof::text(back[0], QTimeZone::utc());
    QVERIFY2(!proof.contains(u"Before"_s) && !proof.contains(u"replay "_s)
                 && proof.contains(statenames::actionName(u"replay"_s))
                 && !proof.contains(u"Replayed task"_s),
             qPrintable(proof));
    QVERIFY2(proof.contains(watchrules::beforeText(replayedTask())), qPrintable(proof));
}

void tst_WatchWords::oldStoreIsMigrated()
{
    // A store an older console wrote: sentences in state_text and before_text, no before facts.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"watches.sqlite"_s);
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
        old.setDatabaseName(path);
        QVERIFY(old.open());
        QSqlQuery q(old);
        QVERIFY(
            q.exec(u"CREATE TABLE watches (id INTEGER PRIMARY KEY, profile TEXT NOT NULL,"
                   " target TEXT NOT NULL, goal TEXT NOT NULL, status TEXT NOT NULL,"
                   " created_us INTEGER, expires_us INTEGER, state_since_us INTEGER,"
                   " finished_us INTEGER, state_text TEXT, before_text TEXT, fingerprint TEXT,"
                   " baseline_us INTEGER, start_task_state TEXT, action TEXT, evidence TEXT)"_s));
        QVERIFY(q.exec(u"INSERT INTO watches (profile, target, goal, status, created_us,"
                       " expires_us, state_since_us, finished_us, state_text, before_text,"
                       " evidence) VALUES ('p', 'task:5200000', 'delivered', 'reached', 1,"
                       " 9000000000000000, 1, 2, 'replayed as task 5200001: succeeded',"
                       " 'queued, 1 attempt(s)', '{\"found\":true,\"state\":\"succeeded\","
                       "\"taskId\":5200001,\"attempts\":1,\"replays\":1}')"_s));
        old.close();
    }
    QSqlDatabase::removeDatabase(u"old"_s);
    Language de(u"de"_s);
    QVERIFY(de.ok());
    WatchStore store(path);
    QVERIFY2(store.isOpen(), qPrintable(store.error()));
    const QList<Watch> back = store.load(u"p"_s, T0);
    QCOMPARE(back.size(), 1);
    const QString state = watchrules::stateText(back[0]);
    QVERIFY2(state.contains(statenames::taskState(u"succeeded"_s))
                 && !state.contains(u"replayed"_s),
             qPrintable(state));
    QVERIFY(watchrules::beforeText(back[0]).isEmpty()); // not known as facts: not said
    Watch again = back[0];
    QVERIFY(store.save(again)); // and written back in today's form
}

void tst_WatchWords::noRawCodeInWatchJournalOrProof_data()
{
    codesHaveWordsInEveryLanguage_data();
}

void tst_WatchWords::noRawCodeInWatchJournalOrProof()
{
    QFETCH(QString, language);
    Language in(language);
    QVERIFY(in.ok());
    QStringList texts;
    // Every task state, before and after, replayed or not; every action and outcome.
    const QStringList actions = { u"replay"_s, u"release_task_lease"_s, u"release_sink_lease"_s,
                                  u"terminate_sink_session"_s, u"ack_alarm_deliveries"_s };
    const QStringList outcomes
        = { u"done"_s, u"already_done"_s, u"refused"_s, u"unknown"_s, u"failed"_s };
    const QStringList states = { u"queued"_s,       u"leased"_s,      u"succeeded"_s,
                                 u"failed_retry"_s, u"failed_perm"_s, u"dead"_s };
    int i = 0;
    for (const QString &state : states) {
        for (const QString &status :
             { u"delivered"_s, u"partial"_s, u"retryable"_s, u"permanent"_s }) {
            Watch w = watchrules::make(WatchTarget::task(41), WatchGoal::Delivered, T0);
            w.action = action(actions[i % actions.size()], outcomes[i % outcomes.size()]);
            ++i;
            w.before = taskSeen(u"dead"_s, 3, 41);
            WatchObservation o = taskSeen(state, 2, 42);
            o.replays = 1;
            o.deliveryId = 900;
            o.deliveryStatus = status;
            o.workerId = u"w-3"_s;
            o.at = T0;
            watchrules::apply(w, o, T0 + 1);
            texts += textsOf(w);
            Watch message = watchrules::make(WatchTarget::message(9), WatchGoal::Delivered, T0);
            watchrules::apply(message, o, T0 + 1);
            texts += textsOf(message);
        }
    }
    texts += textsOf(replayedTask());
    texts += textsOf(ackedDevice(true));
    texts += textsOf(ackedDevice(false));
    // The journal as File ▸ Action history shows it.
    QList<JournalRow> rows;
    for (const QString &a : actions) {
        for (const QString &o : outcomes) {
            AuditRow r;
            r.at = T0;
            r.operatorId = 7;
            r.action = a;
            r.target = u"task:41"_s;
            r.outcome = o;
            rows.append({ r, u"db.example:5432/app"_s, true });
        }
    }
    AuditHistoryDialog dialog;
    dialog.setJournal(rows, u"db.example:5432/app"_s);
    QTableWidget *table = dialog.journalTable();
    QCOMPARE(table->rowCount(), rows.size());
    for (int r = 0; r < table->rowCount(); ++r) {
        for (int c = 0; c < table->columnCount(); ++c) {
            if (table->item(r, c))
                texts.append(table->item(r, c)->text());
        }
    }
    for (const QString &text : std::as_const(texts)) {
        const QStringList raw = statenames::rawCodesIn(text);
        QVERIFY2(raw.isEmpty(), qPrintable(raw.join(u", "_s) + u" in: "_s + text));
    }
    // The code stays beside the word, for a query or a script.
    const int release = int(outcomes.size()); // the first row of release_task_lease
    QVERIFY2(table->item(release, 3)->toolTip().contains(u"release_task_lease"_s),
             qPrintable(table->item(release, 3)->toolTip()));
}

void tst_WatchWords::proofKnowsItsOwnAckAndNamesTheDevice()
{
    const QString own = watchproof::text(ackedDevice(true), QTimeZone::utc());
    QVERIFY2(own.contains(u"by operator 7 with this console's ack"_s)
                 && !own.contains(u"the ledger does not tell"_s),
             qPrintable(own));
    QVERIFY2(own.contains(u"Before: 1 owed, 0 acked"_s), qPrintable(own));
    // Whole ids, and the device by its label and platform.
    QVERIFY2(own.contains(Alert) && own.contains(Phone) && !own.contains(u"…"_s), qPrintable(own));
    QVERIFY2(own.contains(u"Pixel 8 (android, subscription "_s + Phone + u')'), qPrintable(own));
    // A later ack the console did not make: who made it, the ledger does not tell.
    const QString later = watchproof::text(ackedDevice(false), QTimeZone::utc());
    QVERIFY2(later.contains(u"the ledger does not tell"_s), qPrintable(later));
}

void tst_WatchWords::noBeforeIsBetterThanALaterOne()
{
    // The console followed its own release, but the read before it failed: the first read,
    // made after the release, would say "queued" — what the release made, not what was before.
    Watch w = watchrules::make(WatchTarget::task(5), WatchGoal::Delivered, T0);
    w.action = action(u"release_task_lease"_s, u"done"_s);
    w.beforeByAction = true;
    watchrules::apply(w, taskSeen(u"queued"_s, 1, 5), T0 + 1);
    QVERIFY(watchrules::beforeText(w).isEmpty());
    QVERIFY(!watchproof::text(w, QTimeZone::utc()).contains(u"Before:"_s));
    // Watched by hand (or by `poolscope watch`): the first read is what was there before.
    Watch byHand = watchrules::make(WatchTarget::task(5), WatchGoal::Delivered, T0);
    watchrules::apply(byHand, taskSeen(u"leased"_s, 1, 5), T0 + 1);
    QCOMPARE(watchrules::beforeText(byHand), u"leased, 1 attempt(s)"_s);
}

void tst_WatchWords::batchSettlesOnceWithItsCounts()
{
    EnglishNumbers numbers;
    Watch w = replayedBatch();
    QCOMPARE(w.target.key(), u"batch:"_s + BatchAction);
    QCOMPARE(w.target.displayName(),
             u"Replay of 3,020 task(s) · cause 3fa2c1d0e9ab · notification"_s);
    // On the way: 412 delivered, 3 died again, the rest queued or leased; 1 was refused.
    watchrules::Step step = watchrules::apply(w, batchSeen(412, 3, 2604, 1, 1), T0 + 1);
    QVERIFY(step.changed && !step.landed);
    QCOMPARE(w.status, WatchStatus::Pending);
    QCOMPARE(watchrules::stateText(w),
             u"412 of 3,020 delivered, 3 died again, 2,604 on the way, 1 not replayed"_s);
    // A replay that died again can still be replayed: it keeps the batch from settling only
    // while its new replay is on the way.
    step = watchrules::apply(w, batchSeen(3015, 3, 1, 1, 1), T0 + 2);
    QVERIFY(!step.landed);
    QCOMPARE(w.status, WatchStatus::Pending);
    // Settled: nothing on the way; 3 died again, so it turned bad, told once, with the counts.
    step = watchrules::apply(w, batchSeen(3016, 3, 0, 1, 1), T0 + 3);
    QVERIFY(step.landed);
    QCOMPARE(w.status, WatchStatus::Bad);
    const DesktopNotice bad = watchrules::noticeOf(w);
    QCOMPARE(
        bad.title,
        u"Replay of 3,020 task(s) · cause 3fa2c1d0e9ab · notification settled with failures"_s);
    QCOMPARE(bad.body, u"3,016 of 3,020 delivered, 3 died again, 1 not replayed"_s);
    QVERIFY(bad.bad);
    QCOMPARE(bad.link, u"poolscope://task/7100000"_s); // the first replay that died again
    step = watchrules::apply(w, batchSeen(3016, 3, 0, 1, 1), T0 + 4);
    QVERIFY(!step.landed && !step.changed); // finished: later reads say nothing more

    // Every replay delivered: reached; "Open" goes to the batch's first task.
    Watch good = replayedBatch();
    watchrules::apply(good, batchSeen(10, 0, 3010, 0), T0 + 1);
    QVERIFY(watchrules::apply(good, batchSeen(3020, 0, 0, 0), T0 + 2).landed);
    QCOMPARE(good.status, WatchStatus::Reached);
    QCOMPARE(
        watchrules::noticeOf(good).title,
        u"Replay of 3,020 task(s) · cause 3fa2c1d0e9ab · notification: every replay delivered"_s);
    QVERIFY(!watchrules::noticeOf(good).bad);
    QCOMPARE(watchrules::linkOf(good), DeepLink::task(7000000));
    // Nothing replayed at all (every one refused): settled at the first read, bad, not news.
    Watch none = replayedBatch();
    QVERIFY(!watchrules::apply(none, batchSeen(0, 0, 0, 3020, 3020), T0 + 1).landed);
    QCOMPARE(none.status, WatchStatus::Bad);
    // A batch is watched until delivered (or any change), nothing else.
    QCOMPARE(watchrules::defaultGoal(WatchTarget::Kind::Batch), WatchGoal::Delivered);
    QVERIFY(watchrules::goalFits(WatchTarget::Kind::Batch, WatchGoal::Changed));
    QVERIFY(!watchrules::goalFits(WatchTarget::Kind::Batch, WatchGoal::Acked));
    QCOMPARE(watchrules::targetFromKey(w.target.key())->actionId, BatchAction);
}

void tst_WatchWords::batchProofHasBeforeAndAfterCounts()
{
    EnglishNumbers numbers;
    Watch w = replayedBatch();
    watchrules::apply(w, batchSeen(412, 3, 2604, 1, 1), T0 + 1);
    watchrules::apply(w, batchSeen(3016, 3, 0, 1, 1), T0 + 2);
    const QString proof = watchproof::text(w, QTimeZone::utc());
    QVERIFY2(
        proof.startsWith(u"Replay of 3,020 task(s) · cause 3fa2c1d0e9ab · notification, action "_s
                         + BatchAction + u" settled with failures; 3,016 of 3,020 delivered"_s),
        qPrintable(proof));
    QVERIFY2(
        proof.contains(u"\nBefore: 3,016 of 3,020 dead and not replayed, 4 already replayed\n"_s),
        qPrintable(proof));
    QVERIFY2(proof.contains(u"\nTasks: 7000000, 7000001, "_s)
                 && proof.contains(u"7000019 and 3,000 more\n"_s),
             qPrintable(proof));
    QVERIFY2(
        proof.contains(u"\nAction: replay by operator 7 at 2023-11-14 22:13:20 UTC, reason: "
                       "ticket 4711 — done: 3,015 replayed, 4 already replayed, 1 refused\n"_s),
        qPrintable(proof));
    QVERIFY2(proof.contains(u"\nAfter: 3,016 of 3,020 delivered, 3 died again, 1 not replayed"
                            " (seen at "_s),
             qPrintable(proof));
    QVERIFY2(!proof.contains(u"Evidence"_s), qPrintable(proof));
    const QString markdown = watchproof::markdown(w, QTimeZone::utc());
    QVERIFY2(markdown.contains(u"| Before | 3,016 of 3,020 dead and not replayed"_s),
             qPrintable(markdown));
    // In Russian, the same facts in its words and numbers; no code where a word belongs.
    Language ru(u"ru"_s);
    QVERIFY(ru.ok());
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    const QString russian = watchproof::text(w, QTimeZone::utc());
    QVERIFY2(!russian.contains(u"delivered"_s) && !russian.contains(u"Before"_s)
                 && russian.contains(QLocale().toString(3016)),
             qPrintable(russian));
    for (const QString &text : textsOf(w)) {
        const QStringList raw = statenames::rawCodesIn(text);
        QVERIFY2(raw.isEmpty(), qPrintable(raw.join(u", "_s) + u" in: "_s + text));
    }
}

void tst_WatchWords::batchRoundTripsThroughTheStore()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"watches.sqlite"_s);
    Watch w = replayedBatch();
    w.profile = u"p"_s;
    watchrules::apply(w, batchSeen(412, 3, 2604, 1, 1), T0 + 1);
    {
        WatchStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.error()));
        QVERIFY(store.save(w));
    }
    WatchStore store(path);
    const QList<Watch> back = store.load(u"p"_s, T0 + 2);
    QCOMPARE(back.size(), 1);
    Watch expected = w;
    expected.beforeByAction = false; // in memory only: it says why a before is missing
    QCOMPARE(back.first().target, expected.target); // the 3,020 members and the label
    QCOMPARE(back.first().before, expected.before);
    QCOMPARE(back.first().evidence->batch, expected.evidence->batch);
    QCOMPARE(back.first().action, expected.action);
    QCOMPARE(watchproof::text(back.first(), QTimeZone::utc()),
             watchproof::text(expected, QTimeZone::utc()));
    // Settled after the restart: told then.
    Watch again = back.first();
    QVERIFY(watchrules::apply(again, batchSeen(3020 - 1, 0, 0, 1, 1), T0 + 3).landed);
    QCOMPARE(again.status, WatchStatus::Reached);
}

QTEST_MAIN(tst_WatchWords)
#include "tst_watchwords.moc"

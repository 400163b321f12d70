#include "local/samplehistory.h"

#include <QDateTime>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// The dashboard's local history: what is written comes back whole after a restart, writes are
// batched, databases are kept apart, and the file stays bounded (age, thinning, row cap).
class tst_SampleHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void survivesARestart();
    void writesInBatches();
    void aLockedFileDoesNotHoldTheCaller();
    void databasesApart();
    void loadThinsToASpacing();
    void prunesByAgeAndThinsOldSamples();
    void capsTheRowCount();

private:
    QString m_path;
};

namespace {

constexpr qint64 Second = 1000000;

qint64 nowUs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1000;
}

LiveSample sampleAt(qint64 atUs, qint64 n = 1)
{
    LiveSample s;
    s.atUs = atUs;
    s.states = { n, 2, 3, 4, 5, 6 };
    return s;
}

} // namespace

void tst_SampleHistory::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = SampleHistory::defaultPath();
    QVERIFY(m_path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QVERIFY(m_path.contains(u"qttest"_s) || m_path.contains(u".qttest"_s));
}

void tst_SampleHistory::init()
{
    for (const QString &suffix : { u""_s, u"-wal"_s, u"-shm"_s })
        QFile::remove(m_path + suffix);
}

void tst_SampleHistory::survivesARestart()
{
    LiveSample full;
    full.atUs = nowUs();
    full.states = { 1, 2, 3, 4, 5, 846000 };
    full.estimatedStates = 1u << 5;
    full.queueDepth = 10000;
    full.queueDepthCapped = true;
    full.oldestReadySinceUs = full.atUs - 90 * Second;
    full.taskLeasesActive = 7;
    full.taskLeasesExpired = 2;
    full.sinkLeasesRead = true;
    full.sinkLeasesActive = 5;
    full.sinkLeasesExpired = 1;
    full.sinkLeasesStale = 3;
    full.alarmDebtRead = true;
    full.alarmDebt = { 1, 2, 3, 4, full.atUs - 86400 * Second, 5, 6 };
    LiveSample bare = sampleAt(full.atUs + Second); // no optional figures: NULLs stay NULL
    {
        SampleHistory h(m_path);
        QVERIFY2(h.isOpen(), qPrintable(h.error()));
        h.add(u"db1"_s, full);
        h.add(u"db1"_s, bare);
    } // flushed on the way out
    SampleHistory again(m_path);
    QCOMPARE(again.rowCount(), 2);
    const QList<LiveSample> back = again.load(u"db1"_s, full.atUs - Second);
    QCOMPARE(back.size(), 2);
    QCOMPARE(back[0], full);
    QCOMPARE(back[1], bare);
    QVERIFY(!back[1].oldestReadySinceUs);
}

void tst_SampleHistory::writesInBatches()
{
    SampleHistory h(m_path);
    const qint64 t0 = nowUs();
    for (int i = 0; i < SampleHistory::BatchSize - 1; ++i)
        h.add(u"db"_s, sampleAt(t0 + i * Second));
    QCOMPARE(h.rowCount(), 0); // queued, not written
    QCOMPARE(h.load(u"db"_s, 0).size(), SampleHistory::BatchSize - 1); // yet seen
    h.add(u"db"_s, sampleAt(t0 + SampleHistory::BatchSize * Second));
    // Handed to the writer's thread: every sample is seen at once, written or not, and each
    // only once, then the batch is in the file.
    QCOMPARE(h.load(u"db"_s, 0).size(), SampleHistory::BatchSize);
    QTRY_COMPARE(h.rowCount(), SampleHistory::BatchSize);
    QCOMPARE(h.load(u"db"_s, 0).size(), SampleHistory::BatchSize);
    // A slow poll writes once the oldest queued sample is BatchAgeUs old.
    h.add(u"db"_s, sampleAt(t0 + 100 * Second));
    QCOMPARE(h.rowCount(), SampleHistory::BatchSize);
    h.add(u"db"_s, sampleAt(t0 + 100 * Second + SampleHistory::BatchAgeUs));
    QTRY_COMPARE(h.rowCount(), SampleHistory::BatchSize + 2);
    QVERIFY(h.error().isEmpty());
}

// Another console holding the file's write lock: the batch waits on the writer's thread, not
// in add(), which returns with every sample still seen; the batch is written once the lock goes.
void tst_SampleHistory::aLockedFileDoesNotHoldTheCaller()
{
    SampleHistory h(m_path);
    QVERIFY2(h.isOpen(), qPrintable(h.error()));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other-console"_s);
        other.setDatabaseName(m_path);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(u"BEGIN IMMEDIATE"_s)); // the write lock, until the rollback below
        const qint64 t0 = nowUs();
        for (int i = 0; i < SampleHistory::BatchSize; ++i)
            h.add(u"db"_s, sampleAt(t0 + i * Second));
        // Synchronous, add() would have waited out the busy timeout and failed: rows lost.
        QCOMPARE(h.load(u"db"_s, 0).size(), SampleHistory::BatchSize);
        QCOMPARE(h.rowCount(), 0);
        QVERIFY(q.exec(u"ROLLBACK"_s));
        other.close();
    }
    QSqlDatabase::removeDatabase(u"other-console"_s);
    QTRY_COMPARE(h.rowCount(), SampleHistory::BatchSize);
    QVERIFY(h.flush());
    QCOMPARE(h.load(u"db"_s, 0).size(), SampleHistory::BatchSize);
}

void tst_SampleHistory::databasesApart()
{
    SampleHistory h(m_path);
    const qint64 t0 = nowUs();
    h.add(u"db.example:5432/app"_s, sampleAt(t0, 11));
    h.add(u"other:5432/app"_s, sampleAt(t0, 22));
    QVERIFY(h.flush());
    const auto a = h.load(u"db.example:5432/app"_s, 0);
    QCOMPARE(a.size(), 1);
    QCOMPARE(a.first().states[0], 11);
    QCOMPARE(h.load(u"other:5432/app"_s, 0).first().states[0], 22);
    QVERIFY(h.load(u"nowhere"_s, 0).isEmpty());
}

void tst_SampleHistory::loadThinsToASpacing()
{
    SampleHistory h(m_path);
    const qint64 t0 = nowUs() / (10 * Second) * (10 * Second);
    for (int i = 0; i < 60; ++i)
        h.add(u"db"_s, sampleAt(t0 + i * 2 * Second, i));
    QVERIFY(h.flush());
    const QList<LiveSample> thin = h.load(u"db"_s, t0, 10 * Second);
    QCOMPARE(thin.size(), 12);
    for (int i = 0; i < 12; ++i)
        QCOMPARE(thin[i].states[0], i * 5 + 4); // the newest of each 10 s slot
    QCOMPARE(h.load(u"db"_s, t0 + 60 * Second).size(), 30); // since: inclusive
}

void tst_SampleHistory::prunesByAgeAndThinsOldSamples()
{
    const qint64 now = nowUs();
    {
        SampleHistory writer(m_path);
        writer.add(u"db"_s, sampleAt(now - 8 * 86400 * Second)); // past a week: dropped
        // Two hours ago, every 2 s for 5 minutes: thinned to one a minute.
        const qint64 old = (now - 2 * 3600 * Second) / (60 * Second) * (60 * Second);
        for (int i = 0; i < 150; ++i)
            writer.add(u"db"_s, sampleAt(old + i * 2 * Second));
        // The last 5 minutes, every 2 s: kept whole.
        for (int i = 0; i < 150; ++i)
            writer.add(u"db"_s, sampleAt(now - 300 * Second + i * 2 * Second));
    }
    SampleHistory h(m_path);
    h.add(u"db"_s, sampleAt(now)); // the first write of a session prunes
    QVERIFY(h.flush());
    const QList<LiveSample> all = h.load(u"db"_s, 0);
    QCOMPARE(all.size(), 5 + 150 + 1);
    QVERIFY(all.first().atUs > now - 3 * 3600 * Second);
    QCOMPARE(h.rowCount(), 156);
}

void tst_SampleHistory::capsTheRowCount()
{
    const qint64 t0 = nowUs() - 600 * Second;
    {
        SampleHistory writer(m_path);
        for (int i = 0; i < 120; ++i)
            writer.add(u"db"_s, sampleAt(t0 + i * Second, i));
    }
    SampleHistory h(m_path, 50);
    h.add(u"db"_s, sampleAt(t0 + 200 * Second, 999));
    QVERIFY(h.flush());
    QCOMPARE(h.rowCount(), 50);
    const QList<LiveSample> kept = h.load(u"db"_s, 0);
    QCOMPARE(kept.last().states[0], 999); // the newest stay
    QCOMPARE(kept.first().states[0], 71);
}

QTEST_GUILESS_MAIN(tst_SampleHistory)
#include "tst_samplehistory.moc"

#include "local/watchstore.h"

#include "core/watch/watchrules.h"
#include "local/localdatabase.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

// Facts only: the state and the before are read again as words when shown. The columns
// state_text and before_text of stores written by an older console (sentences in the language
// of that day) are no longer read nor written; such a watch shows its state from its evidence
// and has no before.
constexpr auto Columns = "profile, target, goal, status, created_us, expires_us, state_since_us,"
                         " finished_us, before_facts, fingerprint, baseline_us,"
                         " start_task_state, action, evidence, members, label";
constexpr auto Placeholders = "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?";

// A batch's original tasks, "101,102,…" (a few thousand at most: one TEXT cell).
QString membersText(const QList<qint64> &ids)
{
    QStringList parts;
    parts.reserve(ids.size());
    for (qint64 id : ids)
        parts.append(QString::number(id));
    return parts.join(u',');
}

QList<qint64> membersFrom(const QString &text)
{
    QList<qint64> ids;
    for (const QStringView part : QStringView(text).split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.toLongLong(&ok);
        if (ok && id > 0)
            ids.append(id);
    }
    return ids;
}

QJsonValue batchJson(const std::optional<BatchCounts> &b)
{
    if (!b)
        return QJsonValue();
    return QJsonObject { { u"total"_s, double(b->total) },
                         { u"delivered"_s, double(b->delivered) },
                         { u"diedAgain"_s, double(b->diedAgain) },
                         { u"pending"_s, double(b->pending) },
                         { u"notReplayed"_s, double(b->notReplayed) },
                         { u"deadNotReplayed"_s, double(b->deadNotReplayed) },
                         { u"missing"_s, double(b->missing) } };
}

std::optional<BatchCounts> batchFrom(const QJsonValue &v)
{
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    const auto n = [&o](const char *key) {
        return qint64(o.value(QLatin1StringView(key)).toDouble());
    };
    return BatchCounts { n("total"),       n("delivered"),       n("diedAgain"), n("pending"),
                         n("notReplayed"), n("deadNotReplayed"), n("missing") };
}

QJsonValue optInt(const OptInt &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue();
}

OptInt readOpt(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1StringView(key));
    return v.isDouble() ? OptInt(qint64(v.toDouble())) : std::nullopt;
}

// Ids, states, counts and times; not the provider's response nor an error's text.
QString evidenceJson(const std::optional<WatchObservation> &e)
{
    if (!e)
        return {};
    const QJsonObject o { { u"found"_s, e->found },
                          { u"state"_s, e->state },
                          { u"taskId"_s, optInt(e->taskId) },
                          { u"attempts"_s, optInt(e->attempts) },
                          { u"replays"_s, optInt(e->replays) },
                          { u"deliveryId"_s, optInt(e->deliveryId) },
                          { u"deliveryStatus"_s, e->deliveryStatus },
                          { u"workerId"_s, e->workerId },
                          { u"at"_s, optInt(e->at) },
                          { u"replayed"_s, e->replayed },
                          { u"owed"_s, optInt(e->owed) },
                          { u"acked"_s, optInt(e->acked) },
                          { u"position"_s, optInt(e->position) },
                          { u"leaseLive"_s, e->leaseLive },
                          { u"leaseExpiresAtMs"_s, optInt(e->leaseExpiresAtMs) },
                          { u"lockPid"_s, optInt(e->lockPid) },
                          { u"batch"_s, batchJson(e->batch) } };
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

std::optional<WatchObservation> evidenceFrom(const QString &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    if (o.isEmpty())
        return std::nullopt;
    WatchObservation e;
    const auto text = [&](const char *key) {
        const QJsonValue v = o.value(QLatin1StringView(key));
        return v.isString() ? v.toString() : QString();
    };
    e.found = o.value("found"_L1).toBool();
    e.state = text("state");
    e.taskId = readOpt(o, "taskId");
    e.attempts = readOpt(o, "attempts");
    e.replays = readOpt(o, "replays");
    e.deliveryId = readOpt(o, "deliveryId");
    e.deliveryStatus = text("deliveryStatus");
    e.workerId = text("workerId");
    e.at = readOpt(o, "at");
    e.replayed = o.value("replayed"_L1).toBool();
    e.owed = readOpt(o, "owed");
    e.acked = readOpt(o, "acked");
    e.position = readOpt(o, "position");
    e.leaseLive = o.value("leaseLive"_L1).toBool();
    e.leaseExpiresAtMs = readOpt(o, "leaseExpiresAtMs");
    e.lockPid = readOpt(o, "lockPid");
    e.batch = batchFrom(o.value("batch"_L1));
    return e;
}

QString actionJson(const std::optional<WatchAction> &a)
{
    if (!a)
        return {};
    const QJsonObject o { { u"action"_s, a->action },
                          { u"actionId"_s, a->actionId },
                          { u"operator"_s, double(a->operatorId) },
                          { u"reason"_s, a->reason },
                          { u"outcome"_s, a->outcome },
                          { u"message"_s, a->message },
                          { u"at"_s, optInt(a->at) },
                          { u"doneAt"_s, optInt(a->doneAt) },
                          { u"newTaskId"_s, optInt(a->newTaskId) },
                          { u"changed"_s, optInt(a->changed) },
                          { u"alreadyDone"_s, optInt(a->alreadyDone) },
                          { u"refused"_s, optInt(a->refused) } };
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

std::optional<WatchAction> actionFrom(const QString &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    if (o.isEmpty())
        return std::nullopt;
    return WatchAction { o.value("action"_L1).toString(),
                         o.value("actionId"_L1).toString(),
                         qint64(o.value("operator"_L1).toDouble()),
                         o.value("reason"_L1).toString(),
                         o.value("outcome"_L1).toString(),
                         o.value("message"_L1).toString(),
                         readOpt(o, "at"),
                         readOpt(o, "doneAt"),
                         readOpt(o, "newTaskId"),
                         readOpt(o, "changed"),
                         readOpt(o, "alreadyDone"),
                         readOpt(o, "refused") };
}

QVariant orNull(const OptInt &v)
{
    return v ? QVariant(*v) : QVariant();
}

void bindWatch(QSqlQuery &q, const Watch &w)
{
    q.addBindValue(w.profile);
    q.addBindValue(w.target.key());
    q.addBindValue(watchrules::goalName(w.goal));
    q.addBindValue(watchrules::statusName(w.status));
    q.addBindValue(w.createdAtUs);
    q.addBindValue(w.expiresAtUs);
    q.addBindValue(w.stateSinceUs);
    q.addBindValue(w.finishedAtUs);
    q.addBindValue(evidenceJson(w.before));
    q.addBindValue(w.fingerprint);
    q.addBindValue(orNull(w.baselineUs));
    q.addBindValue(w.startTaskState);
    q.addBindValue(actionJson(w.action));
    q.addBindValue(evidenceJson(w.evidence));
    q.addBindValue(membersText(w.target.taskIds));
    q.addBindValue(w.target.label);
}

std::optional<Watch> watchFrom(const QSqlQuery &q)
{
    const auto target = watchrules::targetFromKey(q.value(2).toString());
    const auto goal = watchrules::goalFromName(q.value(3).toString());
    const auto status = watchrules::statusFromName(q.value(4).toString());
    if (!target || !goal || !status)
        return std::nullopt; // written by a newer console: left alone
    Watch w;
    w.id = q.value(0).toLongLong();
    w.profile = q.value(1).toString();
    w.target = *target;
    w.goal = *goal;
    w.status = *status;
    w.createdAtUs = q.value(5).toLongLong();
    w.expiresAtUs = q.value(6).toLongLong();
    w.stateSinceUs = q.value(7).toLongLong();
    w.finishedAtUs = q.value(8).toLongLong();
    w.before = evidenceFrom(q.value(9).toString());
    w.fingerprint = q.value(10).toString();
    w.baselineUs = q.value(11).isNull() ? OptInt() : OptInt(q.value(11).toLongLong());
    w.startTaskState = q.value(12).toString();
    w.action = actionFrom(q.value(13).toString());
    w.evidence = evidenceFrom(q.value(14).toString());
    w.seen = w.evidence.has_value();
    if (w.target.kind == WatchTarget::Kind::Batch) {
        w.target.taskIds = membersFrom(q.value(15).toString());
        w.target.label = q.value(16).toString();
    }
    return w;
}

} // namespace

QString WatchStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/watches.sqlite"_s;
}

WatchStore::WatchStore(const QString &path)
{
    m_connection = localdatabase::open(path, u"watches"_s, &m_error);
    if (m_connection.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(
            u"CREATE TABLE IF NOT EXISTS watches (id INTEGER PRIMARY KEY, profile TEXT NOT NULL,"
            " target TEXT NOT NULL, goal TEXT NOT NULL, status TEXT NOT NULL,"
            " created_us INTEGER, expires_us INTEGER, state_since_us INTEGER,"
            " finished_us INTEGER, state_text TEXT, before_text TEXT, fingerprint TEXT,"
            " baseline_us INTEGER, start_task_state TEXT, action TEXT, evidence TEXT,"
            " before_facts TEXT, members TEXT, label TEXT)"_s)) {
        m_error = q.lastError().text();
        return;
    }
    // A store made by an older console lacks the later columns: they are added, its old rows
    // NULL there (before_facts: no before known; members, label: no batch watches then).
    QSqlQuery columns(QSqlDatabase::database(m_connection));
    QStringList has;
    if (columns.exec(u"PRAGMA table_info(watches)"_s)) {
        while (columns.next())
            has.append(columns.value(1).toString());
    }
    for (const QString &column : { u"before_facts"_s, u"members"_s, u"label"_s }) {
        if (!has.contains(column)
            && !q.exec(u"ALTER TABLE watches ADD COLUMN %1 TEXT"_s.arg(column))) {
            m_error = q.lastError().text();
            return;
        }
    }
    m_open = true;
}

WatchStore::~WatchStore()
{
    localdatabase::close(m_connection);
}

bool WatchStore::save(Watch &w)
{
    if (!m_open)
        return false;
    if (w.id == 0)
        return insert(w);
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(u"UPDATE watches SET (%1) = (%2) WHERE id = ?"_s.arg(
        QLatin1StringView(Columns), QLatin1StringView(Placeholders)));
    bindWatch(q, w);
    q.addBindValue(w.id);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}

bool WatchStore::insert(Watch &w)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(u"INSERT INTO watches (%1) VALUES (%2)"_s.arg(QLatin1StringView(Columns),
                                                            QLatin1StringView(Placeholders)));
    bindWatch(q, w);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    w.id = q.lastInsertId().toLongLong();
    return true;
}

bool WatchStore::remove(qint64 id)
{
    if (!m_open)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(u"DELETE FROM watches WHERE id = ?"_s);
    q.addBindValue(id);
    return q.exec();
}

QList<Watch> WatchStore::load(const QString &profile, qint64 nowUs)
{
    QList<Watch> out;
    if (!m_open)
        return out;
    QSqlQuery purge(QSqlDatabase::database(m_connection));
    purge.prepare(u"DELETE FROM watches WHERE profile = ? AND expires_us <= ?"_s);
    purge.addBindValue(profile);
    purge.addBindValue(nowUs);
    purge.exec();
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, %1 FROM watches WHERE profile = ? ORDER BY id"_s.arg(
        QLatin1StringView(Columns)));
    q.addBindValue(profile);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        if (auto w = watchFrom(q))
            out.append(*w);
    }
    return out;
}

#include "models/leasemodels.h"

#include "core/statenames.h"
#include "models/columnnames.h"
#include "models/displayformat.h"
#include "models/relativetimes.h"
#include "models/tone.h"

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace {
QVariant alignNumbers(bool numeric)
{
    return numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
}
} // namespace

// ---- TaskLeaseModel ----

TaskLeaseModel::TaskLeaseModel(QObject *parent)
    : KeyedRowModel(parent), m_clock(new RelativeTimes(this, { ExpiresColumn }))
{
}

int TaskLeaseModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool TaskLeaseModel::isExpired(const TaskLeaseRow &t) const
{
    return !t.expiresAt || *t.expiresAt < m_clock->now();
}

int TaskLeaseModel::expiredCount() const
{
    return static_cast<int>(std::count_if(rows().begin(), rows().end(),
                                          [this](const TaskLeaseRow &t) { return isExpired(t); }));
}

QVariant TaskLeaseModel::data(const QModelIndex &index, int role) const
{
    const TaskLeaseRow *t = rowAt(index.row());
    if (!t)
        return {};
    switch (role) {
    case KeyRole:
        return t->taskId;
    case ExpiredRole:
        return isExpired(*t);
    case TokenRole:
        return t->token;
    case RelativeTimeRole:
        return index.column() == ExpiresColumn && t->expiresAt ? QVariant(*t->expiresAt)
                                                               : QVariant();
    case ToneRole:
        return index.column() == ExpiresColumn
            ? QVariant(int(isExpired(*t) ? Tone::Warning : Tone::Pending))
            : QVariant();
    case Qt::TextAlignmentRole:
        return alignNumbers(index.column() == TaskColumn || index.column() == AttemptsColumn
                            || index.column() == AccountColumn);
    case Qt::ToolTipRole:
        if (index.column() == TokenColumn)
            return fmt::text(t->token);
        if (index.column() == ExpiresColumn)
            return fmt::timestampUtc(t->expiresAt);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case TaskColumn:
        return QString::number(t->taskId);
    case OwnerColumn:
        return fmt::text(t->owner);
    case TokenColumn:
        return fmt::abbreviated(t->token, 8);
    case ExpiresColumn:
        return t->expiresAt ? fmt::countdown(t->expiresAt, m_clock->now())
                            : tr("no expiry: never reaped");
    case AttemptsColumn:
        return QString(fmt::integer(t->attempts) + u" / "_s + fmt::integer(t->maxAttempts));
    case KindColumn:
        return fmt::text(t->kind);
    case AccountColumn:
        return fmt::integer(t->accountId);
    case UpdatedColumn:
        return fmt::timestamp(t->updatedAt);
    }
    return {};
}

QLatin1StringView TaskLeaseModel::columnName(Column column)
{
    switch (column) {
    case TaskColumn:
        return "task_id"_L1;
    case OwnerColumn:
        return "lease_owner"_L1;
    case TokenColumn:
        return "lease_token"_L1;
    case ExpiresColumn:
        return "lease_expires_at"_L1;
    case AttemptsColumn:
        return "attempts"_L1;
    case KindColumn:
        return "kind"_L1;
    case AccountColumn:
        return "account_id"_L1;
    case UpdatedColumn:
        return "updated_at"_L1;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant TaskLeaseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == ColumnNameRole && section >= 0
        && section < ColumnCount)
        return QString(columnName(Column(section)));
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TaskColumn:
        return tr("Task");
    case OwnerColumn:
        return tr("Owner");
    case TokenColumn:
        return tr("Token");
    case ExpiresColumn:
        return tr("Expires");
    case AttemptsColumn:
        return tr("Attempts");
    case KindColumn:
        return tr("Kind");
    case AccountColumn:
        return tr("Account");
    case UpdatedColumn:
        return tr("Updated");
    }
    return {};
}

void TaskLeaseModel::setStuckOnly(bool on)
{
    if (on == m_stuckOnly)
        return;
    m_stuckOnly = on;
    Q_EMIT queryChanged();
}

RowDiffStats TaskLeaseModel::apply(const LeaseSnapshot &snapshot)
{
    const bool clockMoved = snapshot.serverNowUs != m_nowUs;
    m_nowUs = snapshot.serverNowUs;
    m_clock->setNow(m_nowUs);
    m_hasMore = snapshot.moreTaskLeases;
    RowDiffStats stats = applyRows(snapshot.taskLeases);
    if (clockMoved)
        refreshColumns(ExpiresColumn, ExpiresColumn, [](const TaskLeaseRow &) { return true; });
    Q_EMIT applied();
    return stats;
}

// ---- SinkLeaseModel ----

SinkLeaseModel::SinkLeaseModel(QObject *parent)
    : KeyedRowModel(parent), m_clock(new RelativeTimes(this, { StatusColumn }))
{
}

qint64 SinkLeaseModel::nowMs() const
{
    return m_clock->now() / 1000;
}

int SinkLeaseModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SinkLeaseModel::statusText(const SinkLeaseRow &s) const
{
    switch (s.kind()) {
    case SinkLeaseRow::Kind::Advisory:
        if (s.lockHeld)
            return tr("held by pid %1").arg(s.session.pid);
        return tr("session gone: stale holder");
    case SinkLeaseRow::Kind::LeaseRow:
        if (!s.expiresAtMs)
            return tr("no expiry");
        return fmt::countdown(*s.expiresAtMs * 1000, m_clock->now());
    case SinkLeaseRow::Kind::Unknown:
        break;
    }
    return s.expiresAtMs ? fmt::countdown(*s.expiresAtMs * 1000, m_clock->now())
                         : tr("unknown holder kind");
}

bool SinkLeaseModel::isTrouble(const SinkLeaseRow &s) const
{
    return s.isStale() || s.isExpired(nowMs());
}

QVariant SinkLeaseModel::data(const QModelIndex &index, int role) const
{
    const SinkLeaseRow *s = rowAt(index.row());
    if (!s)
        return {};
    switch (role) {
    case KeyRole:
        return s->key();
    case RelativeTimeRole:
        // The status is a countdown exactly when the holder is not an advisory lock's.
        return index.column() == StatusColumn && s->kind() != SinkLeaseRow::Kind::Advisory
                && s->expiresAtMs
            ? QVariant(qint64(*s->expiresAtMs * 1000))
            : QVariant();
    case ToneRole:
        if (index.column() != StatusColumn)
            return {};
        if (s->kind() == SinkLeaseRow::Kind::Advisory)
            return int(s->lockHeld ? Tone::Good : Tone::Bad);
        return int(isTrouble(*s) ? Tone::Warning : Tone::Good);
    case Qt::TextAlignmentRole:
        return alignNumbers(index.column() == PositionColumn);
    case Qt::ToolTipRole:
        if (index.column() == HolderColumn)
            return s->holder;
        if (index.column() == SessionColumn && s->sessionDetailsHidden)
            return tr("This role may not see other sessions' details (needs pg_read_all_stats).");
        if (index.column() == StatusColumn && s->expiresAtMs)
            return fmt::timestampUtc(*s->expiresAtMs * 1000);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case FeedColumn:
        return fmt::text(s->feed);
    case SinkColumn:
        return fmt::text(s->sink);
    case KindColumn:
        switch (s->kind()) {
        case SinkLeaseRow::Kind::Advisory:
            return tr("advisory lock");
        case SinkLeaseRow::Kind::LeaseRow:
            return tr("lease row");
        case SinkLeaseRow::Kind::Unknown:
            return tr("unknown");
        }
        return {};
    case HolderColumn:
        return fmt::abbreviated(s->holder, 22);
    case StatusColumn:
        return statusText(*s);
    case SessionColumn: {
        if (s->kind() != SinkLeaseRow::Kind::Advisory)
            return fmt::null();
        if (!s->lockHeld)
            return tr("no session holds the lock");
        if (s->sessionDetailsHidden)
            return tr("pid %1 (details hidden)").arg(s->session.pid);
        return tr("%1 · %2 · %3 · since %4")
            .arg(fmt::text(s->session.applicationName), fmt::text(s->session.clientAddress),
                 fmt::text(statenames::sessionState(s->session.state)),
                 fmt::timestamp(s->session.backendStart));
    }
    case PositionColumn:
        return fmt::integer(s->position);
    case UpdatedColumn:
        return fmt::timestamp(s->updatedAt);
    }
    return {};
}

QVariant SinkLeaseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FeedColumn:
        return tr("Feed");
    case SinkColumn:
        return tr("Sink");
    case KindColumn:
        return tr("Kind");
    case HolderColumn:
        return tr("Holder");
    case StatusColumn:
        return tr("Status");
    case SessionColumn:
        return tr("Session (pg_locks)");
    case PositionColumn:
        return tr("Position");
    case UpdatedColumn:
        return tr("Updated");
    }
    return {};
}

RowDiffStats SinkLeaseModel::apply(const LeaseSnapshot &snapshot)
{
    const bool clockMoved = snapshot.serverNowUs != m_nowUs;
    m_nowUs = snapshot.serverNowUs;
    m_clock->setNow(m_nowUs);
    m_hasMore = snapshot.moreSinkLeases;
    RowDiffStats stats = applyRows(snapshot.sinkLeases);
    if (clockMoved)
        refreshColumns(StatusColumn, StatusColumn,
                       [](const SinkLeaseRow &s) { return s.expiresAtMs.has_value(); });
    Q_EMIT applied();
    return stats;
}

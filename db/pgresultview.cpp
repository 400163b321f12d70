#include "db/pgresultview.h"

#include <QLoggingCategory>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <libpq-fe.h>
#include <limits>
#include <optional>

Q_LOGGING_CATEGORY(lcDecode, "poolscope.db.decode")

namespace {

quint64 readBigEndian(const char *p, int bytes)
{
    quint64 v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | static_cast<unsigned char>(p[i]);
    return v;
}

qint64 readSigned(const char *p, int bytes)
{
    const quint64 v = readBigEndian(p, bytes);
    const int shift = 64 - 8 * bytes;
    return static_cast<qint64>(v << shift) >> shift; // sign-extend
}

QString formatUuid(const char *p)
{
    // Into a buffer, then one allocation: the alarms window alone formats three per row.
    static const char hex[] = "0123456789abcdef";
    char16_t out[36];
    int o = 0;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out[o++] = u'-';
        const auto b = static_cast<unsigned char>(p[i]);
        out[o++] = char16_t(hex[b >> 4]);
        out[o++] = char16_t(hex[b & 0xf]);
    }
    return QString(reinterpret_cast<const QChar *>(out), 36);
}

// numeric's binary form: ndigits, weight, sign, dscale, then base-10000 digits.
std::optional<double> decodeNumeric(const char *p, int length)
{
    if (length < 8)
        return std::nullopt;
    const int ndigits = static_cast<int>(readSigned(p, 2));
    const int weight = static_cast<int>(readSigned(p + 2, 2));
    const auto sign = static_cast<quint16>(readBigEndian(p + 4, 2));
    if (sign == 0xC000) // NaN
        return std::nan("");
    if (length < 8 + 2 * ndigits)
        return std::nullopt;
    double value = 0;
    for (int i = 0; i < ndigits; ++i) {
        const double digit = static_cast<double>(readBigEndian(p + 8 + 2 * i, 2));
        value += digit * std::pow(10000.0, weight - i);
    }
    return sign == 0x4000 ? -value : value;
}

void warnType(int col, unsigned oid, const char *wanted)
{
    qCWarning(lcDecode, "column %d has type oid %u, not %s: fix the query's cast", col, oid,
              wanted);
}

// The text in a binary value of a text-like type, in libpq's buffer; nullopt for any other type.
std::optional<QByteArrayView> textPayload(unsigned oid, const char *p, int length)
{
    switch (oid) {
    case pgoid::Jsonb: // version byte 1, then the document as text
        return length > 0 ? QByteArrayView(p + 1, length - 1) : QByteArrayView("");
    case pgoid::Text:
    case pgoid::Varchar:
    case pgoid::Bpchar:
    case pgoid::Name:
    case pgoid::Json:
    case pgoid::Unknown:
    case pgoid::Bytea:
        return QByteArrayView(p, length);
    default:
        return std::nullopt;
    }
}

} // namespace

int PgResultView::rowCount() const
{
    return m_result ? PQntuples(m_result) : 0;
}

int PgResultView::columnCount() const
{
    return m_result ? PQnfields(m_result) : 0;
}

int PgResultView::column(const char *name) const
{
    return m_result ? PQfnumber(m_result, name) : -1;
}

QString PgResultView::columnName(int col) const
{
    const char *name = m_result ? PQfname(m_result, col) : nullptr;
    return name ? QString::fromUtf8(name) : QString();
}

bool PgResultView::isNull(int row, int col) const
{
    return !m_result || col < 0 || PQgetisnull(m_result, row, col);
}

unsigned PgResultView::typeOid(int col) const
{
    return m_result ? PQftype(m_result, col) : 0;
}

const char *PgResultView::raw(int row, int col, int *length) const
{
    if (isNull(row, col))
        return nullptr;
    *length = PQgetlength(m_result, row, col);
    return PQgetvalue(m_result, row, col);
}

bool PgResultView::sameValue(int row, int otherRow, int col) const
{
    const bool null = isNull(row, col);
    if (null != isNull(otherRow, col))
        return false;
    if (null)
        return true;
    const int length = PQgetlength(m_result, row, col);
    return length == PQgetlength(m_result, otherRow, col)
        && std::memcmp(PQgetvalue(m_result, row, col), PQgetvalue(m_result, otherRow, col), length)
        == 0;
}

RowCells::RowCells(const PgResultView &view, int row)
{
    const int columns = view.columnCount();
    m_cells.reserve(columns);
    for (int c = 0; c < columns; ++c) {
        int length = 0;
        const char *data = view.raw(row, c, &length);
        m_cells.append({ data, data ? length : -1 });
    }
}

namespace {
// A multiply-xor step over 8 bytes at a time: the hash only picks the candidate row, which
// matches() then compares byte for byte, so speed matters more than quality. Qt's qHashBits
// per cell was a third of the reuse path's cost on short cells.
size_t mixWord(size_t h, quint64 word)
{
    h = (h ^ word) * 0x9E3779B97F4A7C15ull;
    return h ^ (h >> 29);
}
} // namespace

size_t RowCells::hash() const
{
    size_t h = 0;
    for (const Cell &c : m_cells) {
        // The length too: "ab","c" and "a","bc" differ, and NULL differs from empty.
        h = mixWord(h, quint64(quint32(c.length)));
        int i = 0;
        for (; i + 8 <= c.length; i += 8) {
            quint64 word;
            std::memcpy(&word, c.data + i, sizeof word);
            h = mixWord(h, word);
        }
        if (i < c.length) {
            quint64 word = 0;
            std::memcpy(&word, c.data + i, size_t(c.length - i));
            h = mixWord(h, word);
        }
    }
    return h;
}

QByteArray RowCells::bytes() const
{
    qsizetype size = 0;
    for (const Cell &c : m_cells)
        size += qsizetype(sizeof(qint32)) + std::max(c.length, 0);
    QByteArray out(size, Qt::Uninitialized);
    char *at = out.data();
    for (const Cell &c : m_cells) {
        const qint32 mark = c.length;
        std::memcpy(at, &mark, sizeof mark);
        at += sizeof mark;
        if (c.data) {
            std::memcpy(at, c.data, size_t(c.length));
            at += c.length;
        }
    }
    return out;
}

bool RowCells::matches(const QByteArray &recorded) const
{
    const char *at = recorded.constData();
    const char *const end = at + recorded.size();
    for (const Cell &c : m_cells) {
        qint32 mark = 0;
        if (end - at < qsizetype(sizeof mark))
            return false;
        std::memcpy(&mark, at, sizeof mark);
        at += sizeof mark;
        if (mark != c.length)
            return false;
        if (c.data) {
            if (end - at < c.length || std::memcmp(at, c.data, size_t(c.length)) != 0)
                return false;
            at += c.length;
        }
    }
    return at == end;
}

QString RepeatedText::at(const PgResultView &view, int row, int col)
{
    if (m_row < 0 || !view.sameValue(row, m_row, col))
        m_value = view.text(row, col);
    m_row = row;
    return m_value;
}

QByteArray PgResultView::bytes(int row, int col) const
{
    int length = 0;
    const char *p = raw(row, col, &length);
    if (!p)
        return {};
    const auto payload = textPayload(typeOid(col), p, length);
    if (!payload) {
        warnType(col, typeOid(col), "a text type");
        return {};
    }
    return payload->toByteArray();
}

QString PgResultView::text(int row, int col) const
{
    if (isNull(row, col))
        return {};
    const unsigned oid = typeOid(col);
    if (oid == pgoid::Uuid) {
        int length = 0;
        const char *p = raw(row, col, &length);
        return length == 16 ? formatUuid(p) : QString();
    }
    if (oid == pgoid::Int2 || oid == pgoid::Int4 || oid == pgoid::Int8 || oid == pgoid::Oid)
        return QString::number(*int64(row, col));
    int length = 0;
    const char *p = raw(row, col, &length);
    const auto payload = textPayload(oid, p, length);
    if (!payload)
        warnType(col, oid, "a text type");
    // Straight from libpq's buffer: no QByteArray copy on the way (every text cell of every
    // poll goes through here).
    QString s = payload ? QString::fromUtf8(*payload) : QString();
    if (s.isNull())
        s = QString(QLatin1String("")); // an empty value is not NULL
    return s;
}

OptInt PgResultView::int64(int row, int col) const
{
    int length = 0;
    const char *p = raw(row, col, &length);
    if (!p)
        return std::nullopt;
    switch (typeOid(col)) {
    case pgoid::Int8:
        return length == 8 ? OptInt(readSigned(p, 8)) : std::nullopt;
    case pgoid::Int4:
        return length == 4 ? OptInt(readSigned(p, 4)) : std::nullopt;
    case pgoid::Int2:
        return length == 2 ? OptInt(readSigned(p, 2)) : std::nullopt;
    case pgoid::Oid:
        return length == 4 ? OptInt(static_cast<qint64>(readBigEndian(p, 4))) : std::nullopt;
    default:
        warnType(col, typeOid(col), "an integer");
        return std::nullopt;
    }
}

OptTime PgResultView::timestamp(int row, int col) const
{
    int length = 0;
    const char *p = raw(row, col, &length);
    if (!p)
        return std::nullopt;
    const unsigned oid = typeOid(col);
    if ((oid != pgoid::TimestampTz && oid != pgoid::Timestamp) || length != 8) {
        warnType(col, oid, "a timestamp");
        return std::nullopt;
    }
    const qint64 pgMicros = readSigned(p, 8);
    // 'infinity' and '-infinity' are stored as the extreme int64 values; show them as NULL
    // rather than as a date in the year 294247.
    if (pgMicros == std::numeric_limits<qint64>::max()
        || pgMicros == std::numeric_limits<qint64>::min())
        return std::nullopt;
    return pgMicros + pgtime::PostgresEpochOffsetUs;
}

std::optional<bool> PgResultView::boolean(int row, int col) const
{
    int length = 0;
    const char *p = raw(row, col, &length);
    if (!p)
        return std::nullopt;
    if (typeOid(col) != pgoid::Bool || length != 1) {
        warnType(col, typeOid(col), "a boolean");
        return std::nullopt;
    }
    return p[0] != 0;
}

std::optional<double> PgResultView::real(int row, int col) const
{
    int length = 0;
    const char *p = raw(row, col, &length);
    if (!p)
        return std::nullopt;
    switch (typeOid(col)) {
    case pgoid::Float8: {
        if (length != 8)
            return std::nullopt;
        const quint64 bits = readBigEndian(p, 8);
        double d;
        std::memcpy(&d, &bits, sizeof d);
        return d;
    }
    case pgoid::Float4: {
        if (length != 4)
            return std::nullopt;
        const auto bits = static_cast<quint32>(readBigEndian(p, 4));
        float f;
        std::memcpy(&f, &bits, sizeof f);
        return static_cast<double>(f);
    }
    case pgoid::Numeric:
        return decodeNumeric(p, length);
    case pgoid::Int2:
    case pgoid::Int4:
    case pgoid::Int8:
        return static_cast<double>(*int64(row, col));
    default:
        warnType(col, typeOid(col), "a number");
        return std::nullopt;
    }
}

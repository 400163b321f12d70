#pragma once

#include "core/types.h"

#include <QByteArray>
#include <QString>
#include <QVarLengthArray>
#include <optional>

struct pg_result;
typedef struct pg_result PGresult;

// Typed, read-only access to one libpq result fetched in binary format. Lives only on the DB
// thread, next to the PGresult it reads; decoders turn its rows into value structs there.
//
// Binary results make decoding independent of the session's DateStyle, TimeZone and
// extra_float_digits, which PoolScope never sets (it relies on no session state). Each
// accessor checks the column's type OID and answers std::nullopt for SQL NULL; a column of an
// unexpected type is a programming error in the query, reported once by a warning.
class PgResultView
{
public:
    explicit PgResultView(const PGresult *result) : m_result(result) { }

    int rowCount() const;
    int columnCount() const;
    int column(const char *name) const; // -1 when absent
    QString columnName(int col) const;
    bool isNull(int row, int col) const;
    // The same bytes, or both NULL, in two rows of a column.
    bool sameValue(int row, int otherRow, int col) const;

    QString text(int row,
                 int col) const; // text, varchar, name, json, jsonb, uuid; null → null QString
    QByteArray bytes(int row, int col) const; // the raw text-like bytes, no UTF-8 decoding
    OptInt int64(int row, int col) const; // int2, int4, int8, oid
    OptTime timestamp(int row, int col) const; // timestamptz, timestamp → µs since Unix epoch
    std::optional<bool> boolean(int row, int col) const;
    std::optional<double> real(int row, int col) const; // float4, float8, numeric, integers

    unsigned typeOid(int col) const;

private:
    friend class RowCells;
    const char *raw(int row, int col, int *length) const;
    const PGresult *m_result;
};

// Every column of one row as it came from the server, each value with its length (NULL
// distinct from empty), read in place: two rows with equal cells decode to equal values. What
// RowReuse matches a polled row with the previous poll's by; hashing and comparing read the
// result's own memory, so a row found unchanged costs no allocation.
class RowCells
{
public:
    RowCells(const PgResultView &view, int row);

    size_t hash() const;
    // The cells, each as its length (int32, -1 for NULL) and then its bytes: a row's record.
    QByteArray bytes() const;
    // This row's cells are exactly the ones `bytes()` recorded.
    bool matches(const QByteArray &recorded) const;

private:
    struct Cell
    {
        const char *data; // nullptr for NULL
        int length;
    };
    QVarLengthArray<Cell, 16> m_cells;
};

// Decodes a text column whose values come in runs (rows ordered by it, or by what it belongs
// to): a row whose bytes equal the row before's shares that row's QString instead of decoding
// and allocating its own. For windows of thousands of rows polled every few seconds.
class RepeatedText
{
public:
    QString at(const PgResultView &view, int row, int col);

private:
    int m_row = -1;
    QString m_value;
};

// Type OIDs PoolScope decodes (pg_type.h is a server header; these are stable).
namespace pgoid {
constexpr unsigned Bool = 16;
constexpr unsigned Bytea = 17;
constexpr unsigned Name = 19;
constexpr unsigned Int8 = 20;
constexpr unsigned Int2 = 21;
constexpr unsigned Int4 = 23;
constexpr unsigned Text = 25;
constexpr unsigned Oid = 26;
constexpr unsigned Json = 114;
constexpr unsigned Float4 = 700;
constexpr unsigned Float8 = 701;
constexpr unsigned Unknown = 705;
constexpr unsigned Bpchar = 1042;
constexpr unsigned Varchar = 1043;
constexpr unsigned Timestamp = 1114;
constexpr unsigned TimestampTz = 1184;
constexpr unsigned Numeric = 1700;
constexpr unsigned Uuid = 2950;
constexpr unsigned Jsonb = 3802;
} // namespace pgoid

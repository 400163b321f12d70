#pragma once

#include "core/schemainfo.h"
#include "db/pgresultview.h"

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QVarLengthArray>
#include <initializer_list>

// A row type's columns, declared once (docs/schema.md, "Columns the console reads"): each
// entry is the result column's name (the schema's column name), the SQL expression that reads
// it, whether the console can do without it, and how it is decoded into the row. The SELECT
// list, the decode (by name: PQfnumber, once per result), the CSV export's header and the
// schema requirement are all derived from the table, so a column added, removed or moved is
// one edit and no position is written down anywhere.
//
// Optional columns: one the probed database lacks is left out of the SELECT; its field keeps
// its default (NULL) and the decoded window lists it as absent, which the model shows as "—"
// with a note. A required column missing keeps the view's "has no column" error.

enum class ColumnNeed {
    Required,
    Optional,
    // Not a column of the relation: the statement computes it (a join, a function). Never a
    // requirement, never left out.
    Computed,
};

template<typename Row> struct RowColumn
{
    const char *name; // the result column's name: the schema's, unless `column` says otherwise
    const char *sql; // the select-list expression (a compile-time constant)
    ColumnNeed need;
    // `runs`: this column's own, across the rows of one result (decodeas::runs uses it).
    void (*decode)(Row &row, const PgResultView &view, int r, int c, RepeatedText &runs);
    // The relation's column it reads, when the result names it otherwise (task_id for id).
    const char *column = nullptr;
};

// Decoders for RowColumn::decode, one per kind of field: `&decodeas::text<&TaskRow::kind>`.
// OptInt and OptTime are the same C++ type, so the kind is named rather than deduced.
namespace decodeas {
// Text that comes in runs (rows ordered by it): equal rows share one QString (RepeatedText).
template<auto Field, typename Row>
void runs(Row &row, const PgResultView &v, int r, int c, RepeatedText &runs)
{
    row.*Field = runs.at(v, r, c);
}
template<auto Field, typename Row>
void id(Row &row, const PgResultView &v, int r, int c, RepeatedText &)
{
    row.*Field = v.int64(r, c).value_or(0);
}
template<auto Field, typename Row>
void integer(Row &row, const PgResultView &v, int r, int c, RepeatedText &)
{
    row.*Field = v.int64(r, c);
}
template<auto Field, typename Row>
void time(Row &row, const PgResultView &v, int r, int c, RepeatedText &)
{
    row.*Field = v.timestamp(r, c);
}
template<auto Field, typename Row>
void text(Row &row, const PgResultView &v, int r, int c, RepeatedText &)
{
    row.*Field = v.text(r, c);
}
template<auto Field, typename Row>
void boolean(Row &row, const PgResultView &v, int r, int c, RepeatedText &)
{
    row.*Field = v.boolean(r, c);
}
} // namespace decodeas

// A SELECT list made only of a column table's constant expressions and names; SqlBuilder
// takes it (SqlBuilder::addSelectList) as it takes a string literal.
class SelectList
{
public:
    const QByteArray &text() const { return m_text; }

private:
    template<typename Row> friend class RowColumns;
    explicit SelectList(QByteArray text) : m_text(std::move(text)) { }
    QByteArray m_text;
};

// Where a result's columns disagree with what a decode expects, one sentence each; empty when
// they agree. `expected` is the declared list as selected (RowColumns::names), then any
// columns a statement appends after it.
QStringList columnMismatch(const PgResultView &view, const QStringList &expected);

template<typename Row> class RowColumns
{
public:
    RowColumns(const char *relation, std::initializer_list<RowColumn<Row>> columns)
        : m_relation(QString::fromLatin1(relation)), m_columns(columns)
    {
    }
    RowColumns(const QString &relation, const QList<RowColumn<Row>> &columns)
        : m_relation(relation), m_columns(columns)
    {
    }

    const QString &relation() const { return m_relation; }
    const QList<RowColumn<Row>> &all() const { return m_columns; }

    // The names selected when the database lacks the optional columns in `absent`, in order:
    // the result's columns, and the CSV export's header.
    QStringList names(const QStringList &absent = {}) const
    {
        QStringList out;
        for (const RowColumn<Row> &c : m_columns) {
            if (!isLeftOut(c, absent))
                out.append(QString::fromLatin1(c.name));
        }
        return out;
    }

    QStringList optionalNames() const // as the relation names them
    {
        QStringList out;
        for (const RowColumn<Row> &c : m_columns) {
            if (c.need == ColumnNeed::Optional)
                out.append(QString::fromLatin1(c.column ? c.column : c.name));
        }
        return out;
    }

    // What the console needs of the relation: the required columns, then `alsoRead` (what
    // the statement's conditions read besides); the optional ones are listed apart, for the
    // schema report and for absentIn.
    Requirement requirement(const QStringList &alsoRead = {}) const
    {
        return requirementOf(m_relation, alsoRead);
    }
    // The same, of a relation named at run time (the feed's cursor table).
    Requirement requirementOf(const QString &relation, const QStringList &alsoRead = {}) const
    {
        Requirement req { relation, {}, optionalNames() };
        for (const RowColumn<Row> &c : m_columns) {
            if (c.need == ColumnNeed::Required)
                req.columns.append(QString::fromLatin1(c.column ? c.column : c.name));
        }
        for (const QString &c : alsoRead) {
            if (!req.columns.contains(c))
                req.columns.append(c);
        }
        return req;
    }

    // The optional columns the probed database lacks (none before a probe, or when the
    // relation itself is missing: its error is the requirement's).
    QStringList absentIn(const SchemaInfo &schema) const
    {
        return schema.absentColumns(requirement());
    }

    // "expr AS name, ..." without the optional columns in `absent`. A required column is
    // never left out: a database without it answers the view's "has no column" error.
    SelectList select(const QStringList &absent = {}) const
    {
        QByteArray text;
        for (const RowColumn<Row> &c : m_columns) {
            if (isLeftOut(c, absent))
                continue;
            if (!text.isEmpty())
                text += ", ";
            text += c.sql;
            text += " AS ";
            text += c.name;
        }
        return SelectList(text);
    }

    // The declared columns found in one result, by name: built once per result, then used for
    // every row. A declared column the result lacks is left at the row's default.
    class Bound
    {
    public:
        Row decode(const PgResultView &view, int r) const
        {
            Row row;
            decodeInto(row, view, r);
            return row;
        }
        void decodeInto(Row &row, const PgResultView &view, int r) const
        {
            for (qsizetype i = 0; i < m_columns->size(); ++i) {
                if (m_positions[i] >= 0)
                    (*m_columns)[i].decode(row, view, r, m_positions[i], m_runs[i]);
            }
        }
        // The declared columns the result does not have: the absent optional ones.
        const QStringList &missing() const { return m_missing; }

    private:
        friend class RowColumns;
        const QList<RowColumn<Row>> *m_columns = nullptr;
        QVarLengthArray<int, 32> m_positions;
        mutable QVarLengthArray<RepeatedText, 32> m_runs; // one per column, for decodeas::runs
        QStringList m_missing;
    };

    Bound bind(const PgResultView &view) const
    {
        Bound b;
        b.m_columns = &m_columns;
        for (const RowColumn<Row> &c : m_columns) {
            const int pos = view.column(c.name);
            b.m_positions.append(pos);
            b.m_runs.append(RepeatedText());
            if (pos < 0)
                b.m_missing.append(QString::fromLatin1(c.name));
        }
        return b;
    }

private:
    static bool isLeftOut(const RowColumn<Row> &c, const QStringList &absent)
    {
        return c.need == ColumnNeed::Optional
            && absent.contains(QLatin1StringView(c.column ? c.column : c.name));
    }

    QString m_relation;
    QList<RowColumn<Row>> m_columns;
};

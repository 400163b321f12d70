#pragma once

#include "core/sqlidentifier.h"
#include "db/sqlstatement.h"

class SelectList;

// Assembles a statement from fixed SQL fragments written in the code, numbering the
// parameters as it goes. A fragment marks each value's place with `$?`; the value is
// appended to the parameter list, never to the text. The only text that does not come from a
// string literal is an identifier, and that is always quoted (addIdentifier).

class SqlBuilder
{
public:
    template<size_t N> explicit SqlBuilder(const char (&head)[N]) : m_sql(head, N - 1) { }

    // A head with parameters of its own.
    template<size_t N> SqlBuilder(const char (&head)[N], std::initializer_list<SqlParam> values)
    {
        addNumbered(QByteArray(head, N - 1), values);
    }

    template<size_t N> SqlBuilder &add(const char (&fragment)[N])
    {
        m_sql.append(fragment, N - 1);
        return *this;
    }

    // Appends `fragment`, whose `$?` marks become the next parameters, in order.
    template<size_t N>
    SqlBuilder &add(const char (&fragment)[N], std::initializer_list<SqlParam> values)
    {
        return addNumbered(QByteArray(fragment, N - 1), values);
    }

    // Appends " WHERE " before the first condition and " AND " before the others.
    template<size_t N>
    SqlBuilder &where(const char (&condition)[N], std::initializer_list<SqlParam> values = {})
    {
        m_sql.append(m_hasWhere ? " AND " : " WHERE ");
        m_hasWhere = true;
        return addNumbered(QByteArray(condition, N - 1), values);
    }

    // Appends a row type's SELECT list (db/rowcolumns.h): its column table's constants only.
    SqlBuilder &addSelectList(const SelectList &list);

    // Appends a quoted identifier ("name", embedded quotes doubled). For names that are
    // settings (the feed table's schema and prefix), which SQL cannot take as parameters.
    SqlBuilder &addIdentifier(const QString &name);

    SqlStatement statement() const { return SqlStatement { m_sql, m_params, false }; }
    int parameterCount() const { return static_cast<int>(m_params.size()); }

private:
    SqlBuilder &addNumbered(const QByteArray &fragment, std::initializer_list<SqlParam> values);

    QByteArray m_sql;
    QList<SqlParam> m_params;
    bool m_hasWhere = false;
};

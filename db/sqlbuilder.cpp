#include "db/sqlbuilder.h"

#include "db/rowcolumns.h"

#include <QtGlobal>

SqlBuilder &SqlBuilder::addNumbered(const QByteArray &fragment,
                                    std::initializer_list<SqlParam> values)
{
    auto value = values.begin();
    for (qsizetype i = 0; i < fragment.size(); ++i) {
        if (fragment[i] == '$' && i + 1 < fragment.size() && fragment[i + 1] == '?') {
            Q_ASSERT(value != values.end());
            m_params.append(*value++);
            m_sql.append('$').append(QByteArray::number(m_params.size()));
            ++i;
        } else {
            m_sql.append(fragment[i]);
        }
    }
    Q_ASSERT(value == values.end());
    return *this;
}

SqlBuilder &SqlBuilder::addIdentifier(const QString &name)
{
    m_sql.append(quoteIdentifier(name));
    return *this;
}

SqlBuilder &SqlBuilder::addSelectList(const SelectList &list)
{
    m_sql.append(list.text());
    return *this;
}

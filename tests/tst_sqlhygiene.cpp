#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// Every statement PoolScope sends is parameterized: values travel as libpq parameters, never
// inside the SQL text. The compiler enforces most of it (SqlBuilder takes only string
// literals); this test reads the sources for the rest. It finds every statement whose SQL is
// composed at run time (+, .arg(), append(), number()) and requires it to be one of the
// reviewed compositions in tests/sql-composition.txt, each of which composes only
// compile-time constants; and it requires every query sent through libpq to go through the
// parameterized calls, from the few files allowed to call libpq at all.
class tst_SqlHygiene : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scannerCatchesStringBuiltSql_data();
    void scannerCatchesStringBuiltSql();
    void noUnreviewedSqlComposition();
    void libpqQueriesAreParameterized();

private:
    QString m_root;
};

namespace {

struct Chunk
{
    QString code; // the statement, comments removed, literals kept
    QString literals; // the text of its string literals, concatenated
};

// Splits C++ source into statements (at ; { } outside literals and comments), each with the
// text of its string literals. Good enough for our own sources: raw strings, u/u8/L prefixes
// and user-defined suffixes are understood; the preprocessor is not.
QList<Chunk> chunksOf(const QString &src)
{
    QList<Chunk> out;
    Chunk current;
    const qsizetype n = src.size();
    auto flush = [&] {
        if (!current.code.trimmed().isEmpty())
            out.append(current);
        current = {};
    };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = src.at(i);
        if (c == u'/' && i + 1 < n && src.at(i + 1) == u'/') {
            while (i < n && src.at(i) != u'\n')
                ++i;
            current.code += u'\n';
            continue;
        }
        if (c == u'/' && i + 1 < n && src.at(i + 1) == u'*') {
            const qsizetype end = src.indexOf(u"*/"_s, i + 2);
            i = end < 0 ? n : end + 1;
            current.code += u' ';
            continue;
        }
        if (c == u'R' && i + 1 < n && src.at(i + 1) == u'"') { // R"delim( ... )delim"
            const qsizetype open = src.indexOf(u'(', i + 2);
            const QString delim = u')' + src.mid(i + 2, open - i - 2) + u'"';
            const qsizetype end = src.indexOf(delim, open + 1);
            const qsizetype stop = end < 0 ? n : end;
            current.literals += src.mid(open + 1, stop - open - 1) + u' ';
            current.code += u"\"…\""_s;
            i = end < 0 ? n : end + delim.size() - 1;
            continue;
        }
        if (c == u'"' || (c == u'\'' && !(i > 0 && src.at(i - 1).isLetterOrNumber()))) {
            qsizetype j = i + 1;
            QString text;
            while (j < n && src.at(j) != c) {
                if (src.at(j) == u'\\' && j + 1 < n)
                    text += src.at(++j);
                else
                    text += src.at(j);
                ++j;
            }
            if (c == u'"') {
                current.literals += text;
                current.code += u"\"…\""_s;
            } else {
                current.code += u"'…'"_s;
            }
            i = j;
            continue;
        }
        current.code += c;
        if (c == u';' || c == u'{' || c == u'}')
            flush();
    }
    flush();
    return out;
}

bool isSql(const QString &literals)
{
    static const QRegularExpression sql(
        u"\\b(SELECT\\b[\\s\\S]*\\bFROM|INSERT\\s+INTO|UPDATE\\s+\\S+\\s+SET|DELETE\\s+FROM|CREATE\\s+(TABLE|INDEX))\\b"_s);
    return sql.match(literals).hasMatch();
}

// Text composed at run time: concatenation, QString::arg, append, numbers turned into text.
bool isComposed(const Chunk &chunk)
{
    static const QRegularExpression composed(
        u"\"…\"\\s*(_s|_ba|_L1)?\\s*\\+|\\+\\s*(u8?|L)?\"…\"|\\.arg\\(|\\.append\\(|::number\\(|\\.repeated\\(|\\+="_s);
    return composed.match(chunk.code).hasMatch() || chunk.literals.contains(u"%1"_s);
}

QString normalized(const QString &code)
{
    return code.simplified();
}

// The statements of a source text that compose SQL at run time: the code (literals shown as
// "…"), then " ⟦" and the literals' text, which the reviewed list may quote.
QStringList composedSql(const QString &src)
{
    QStringList out;
    for (const Chunk &c : chunksOf(src)) {
        if (isSql(c.literals) && isComposed(c))
            out.append(normalized(c.code) + u" ⟦"_s + normalized(c.literals));
    }
    return out;
}

// Calls `f(relative path, text)` for every C++ source of the code that ships or talks SQL.
template<typename F> int forEachSource(const QString &root, F f)
{
    int files = 0;
    for (const QString &dir :
         { u"app"_s, u"db"_s, u"models"_s, u"views"_s, u"local"_s, u"tools"_s, u"bench"_s }) {
        QDirIterator it(root + u'/' + dir, { u"*.cpp"_s, u"*.h"_s }, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(path));
            ++files;
            f(path.mid(root.size() + 1), QString::fromUtf8(file.readAll()));
        }
    }
    return files;
}

struct Reviewed
{
    QString file;
    QString contains;
    QString reason;
    bool used = false;
};

} // namespace

void tst_SqlHygiene::initTestCase()
{
    m_root = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    QVERIFY2(QFile::exists(m_root + u"/db/sqlbuilder.h"_s),
             "POOLSCOPE_SOURCE_DIR is not the source tree");
}

void tst_SqlHygiene::scannerCatchesStringBuiltSql_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("flagged");
    QTest::newRow("concatenated id")
        << u"QByteArray sql = \"SELECT * FROM tasks WHERE id = \" + id;"_s << true;
    QTest::newRow("arg") << u"auto q = u\"DELETE FROM tasks WHERE job_id = '%1'\"_s.arg(jobId);"_s
                         << true;
    QTest::newRow("append")
        << u"sql.append(\"UPDATE tasks SET state = 'dead' WHERE id = \"); sql.append(x);"_s << true;
    QTest::newRow("raw string arg")
        << u"q = uR\"(INSERT INTO t (a) VALUES (%1))\"_s.arg(v);"_s << true;
    QTest::newRow("number")
        << u"s = QByteArray(\"SELECT a FROM t LIMIT \") + QByteArray::number(n);"_s << true;
    QTest::newRow("builder")
        << u"SqlBuilder b(\"SELECT id FROM tasks\"); b.where(\"state = $?\", { p });"_s << false;
    QTest::newRow("literal")
        << u"job.statements = { SqlStatement { QByteArrayLiteral(\"SELECT 1 FROM t WHERE id = $1\"), { id }, false } };"_s
        << false;
    QTest::newRow("message")
        << u"out.append(u\"the role %1 may not read %2 (no SELECT privilege)\"_s.arg(a, b));"_s
        << false;
    QTest::newRow("comment") << u"// \"SELECT x FROM \" + y\nint a = 1;"_s << false;
}

void tst_SqlHygiene::scannerCatchesStringBuiltSql()
{
    QFETCH(QString, code);
    QFETCH(bool, flagged);
    QCOMPARE(!composedSql(code).isEmpty(), flagged);
}

void tst_SqlHygiene::noUnreviewedSqlComposition()
{
    // The reviewed list: "path | a piece of the statement | why it is safe".
    QFile list(m_root + u"/tests/sql-composition.txt"_s);
    QVERIFY(list.open(QIODevice::ReadOnly));
    QList<Reviewed> reviewed;
    for (const QString &line : QString::fromUtf8(list.readAll()).split(u'\n')) {
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList parts = line.split(u" | "_s);
        QVERIFY2(parts.size() == 3 && !parts[2].trimmed().isEmpty(),
                 qPrintable(u"malformed: "_s + line));
        reviewed.append({ parts[0].trimmed(), parts[1].trimmed(), parts[2].trimmed() });
    }

    QStringList unreviewed;
    int statements = 0;
    const int files = forEachSource(m_root, [&](const QString &relative, const QString &text) {
        for (const QString &statement : composedSql(text)) {
            ++statements;
            bool ok = false;
            for (Reviewed &r : reviewed) {
                if (r.file == relative && statement.contains(r.contains)) {
                    r.used = ok = true;
                    break;
                }
            }
            if (!ok)
                unreviewed.append(relative + u": "_s + statement.left(300));
        }
    });
    QVERIFY(files > 100);
    qInfo("%d source files read, %d statements compose SQL at run time", files, statements);
    for (const QString &u : std::as_const(unreviewed))
        qWarning("unreviewed: %s", qPrintable(u));
    QVERIFY2(
        unreviewed.isEmpty(),
        qPrintable(
            u"SQL composed at run time and not in tests/sql-composition.txt (pass values as $n "
            u"parameters instead):\n"_s
            + unreviewed.join(u'\n')));
    QStringList stale;
    for (const Reviewed &r : reviewed) {
        if (!r.used)
            stale.append(r.file + u" | "_s + r.contains);
    }
    QVERIFY2(stale.isEmpty(),
             qPrintable(u"reviewed entries that match nothing any more:\n"_s + stale.join(u'\n')));
}

void tst_SqlHygiene::libpqQueriesAreParameterized()
{
    // Only these files talk SQL to PostgreSQL through libpq; each only through the calls that
    // take parameters apart from the text (and never named prepared statements, which a
    // transaction pooler cannot keep).
    const QStringList allowed { u"db/pgsession.cpp"_s, u"db/pgsessionpipeline.cpp"_s,
                                u"tools/poolsim/pgconn.cpp"_s, u"bench/bareconnection.cpp"_s };
    static const QRegularExpression anyCall(
        u"\\bPQ(exec|sendQuery|prepare|sendPrepare|execPrepared|sendQueryPrepared|execParams|sendQueryParams)\\s*\\("_s);
    static const QRegularExpression parameterized(u"^PQ(execParams|sendQueryParams)"_s);
    QStringList offending;
    int calls = 0;
    forEachSource(m_root, [&](const QString &relative, const QString &text) {
        for (const Chunk &c : chunksOf(text)) {
            auto m = anyCall.globalMatch(c.code);
            while (m.hasNext()) {
                const QString call = m.next().captured(0);
                ++calls;
                if (!allowed.contains(relative) || !parameterized.match(call).hasMatch())
                    offending.append(relative + u": "_s + normalized(c.code).left(200));
            }
        }
    });
    QVERIFY(calls > 0);
    QVERIFY2(offending.isEmpty(), qPrintable(offending.join(u'\n')));
}

QTEST_GUILESS_MAIN(tst_SqlHygiene)
#include "tst_sqlhygiene.moc"

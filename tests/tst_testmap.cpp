#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;

// Keeps two kinds of words true, read from the sources with no build and no server:
// - tests/README.md's map from each production .cpp to the tests that cover it: every file
//   is in the map, every file the map names exists, every test it names is registered with
//   ctest (a CMakeLists.txt says so), and a file without a test says "none yet";
// - every repository path README.md, docs/*.md and tests/README.md mention exists.
// Each checker is fed planted gaps first, so a checker that sees nothing fails too.
class tst_TestMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void mapCheckerCatchesPlantedGaps();
    void everyProductionFileIsMapped();
    void pathCheckerCatchesPlantedStalePaths();
    void everyPathInTheDocsExists();

private:
    QString m_root;
    QSet<QString> m_files; // every file of the tree, relative, and every directory
    QSet<QString> m_tests;
};

namespace {

// Where production code lives: the libraries the app links (tools/ and bench/ are tested by
// tests/poolsim and tst_benchharness, named in the map's prose).
const QStringList ProductionDirs
    = { u"app"_s, u"core"_s, u"db"_s, u"desktop"_s, u"local"_s, u"models"_s, u"views"_s };
const QRegularExpression TestName(uR"(\b((?:tst|cli|fuzz|packaging|chaos_soak)_\w+))"_s);

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The ctest names a CMakeLists.txt registers, by its two spellings of a literal name.
QSet<QString> registeredTests(const QString &cmake)
{
    QSet<QString> names;
    static const QRegularExpression add(
        uR"((?:poolscope_add_test|poolscope_add_fuzz)\(\s*(\w+)|add_test\(\s*NAME\s+(\w+))"_s);
    for (auto it = add.globalMatch(cmake); it.hasNext();) {
        const auto m = it.next();
        names.insert(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
    }
    return names;
}

// What is wrong with `map` (tests/README.md) given the production files, every file of the
// tree and the registered tests: one line a problem.
QStringList mapProblems(const QString &map, const QStringList &production,
                        const QSet<QString> &files, const QSet<QString> &tests)
{
    QStringList problems;
    static const QRegularExpression row(uR"(^\|\s*`([^`]+\.cpp)`\s*\|(.*)\|\s*$)"_s,
                                        QRegularExpression::MultilineOption);
    QSet<QString> mapped;
    for (auto it = row.globalMatch(map); it.hasNext();) {
        const auto m = it.next();
        const QString file = m.captured(1);
        const QString cell = m.captured(2).trimmed();
        if (mapped.contains(file))
            problems.append(u"mapped twice: "_s + file);
        mapped.insert(file);
        if (!files.contains(file))
            problems.append(u"the map names a file that does not exist: "_s + file);
        if (!cell.startsWith(u"none yet"_s) && !TestName.match(cell).hasMatch())
            problems.append(u"no test and not \"none yet\": "_s + file);
    }
    for (auto it = TestName.globalMatch(map); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!tests.contains(name))
            problems.append(u"the map names a test no CMakeLists.txt registers: "_s + name);
    }
    for (const QString &file : production) {
        if (!mapped.contains(file))
            problems.append(u"not in tests/README.md's map: "_s + file);
    }
    problems.removeDuplicates();
    return problems;
}

// The repository paths a document mentions that do not exist. A path starts at a top-level
// directory; an all-capital word (NAME, NNN) or "xx" in it marks a placeholder, * is a
// wildcard, and a path without its extension names the files of that stem.
QStringList stalePaths(const QString &text, const QSet<QString> &files)
{
    static const QRegularExpression path(
        uR"((?<![\w./@:-])((?:app|core|db|local|models|views|desktop|tests|tools|bench|scripts|packaging|translations|cmake|docs)/[\w./*+-]*[\w*+-]))"_s);
    static const QRegularExpression placeholder(uR"((^|[/._])([A-Z]{3,}|xx)($|[/._]))"_s);
    static const QStringList capitalNames = { u"README"_s, u"LICENSE"_s, u"CONTRIBUTING"_s };
    QStringList stale;
    for (auto it = path.globalMatch(text); it.hasNext();) {
        const QString p = it.next().captured(1);
        const auto ph = placeholder.match(p);
        if (ph.hasMatch() && !capitalNames.contains(ph.captured(2)))
            continue;
        if (p.contains(u'*')) {
            QString wild = QRegularExpression::escape(p);
            wild.replace(u"\\*"_s, u".*"_s); // * across directories too
            const QRegularExpression glob(QRegularExpression::anchoredPattern(wild));
            if (std::none_of(files.begin(), files.end(),
                             [&](const QString &f) { return glob.match(f).hasMatch(); }))
                stale.append(p);
        } else if (!files.contains(p)
                   && std::none_of(files.begin(), files.end(), [&](const QString &f) {
                          return f.startsWith(p + u'.'); // a stem: models/profiles.{h,cpp}
                      })) {
            stale.append(p);
        }
    }
    stale.removeDuplicates();
    return stale;
}

} // namespace

void tst_TestMap::initTestCase()
{
    m_root = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    QVERIFY2(QFile::exists(m_root + u"/tests/README.md"_s), "POOLSCOPE_SOURCE_DIR not set");
    const QDir root(m_root);
    QDirIterator it(m_root, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden,
                    QDirIterator::Subdirectories);
    static const QRegularExpression skipped(uR"(^(build[^/]*|\.git|\.pg|out)(/|$))"_s);
    while (it.hasNext()) {
        const QString rel = root.relativeFilePath(it.next());
        if (!skipped.match(rel).hasMatch())
            m_files.insert(rel);
    }
    for (const QString &cmake :
         { u"tests/CMakeLists.txt"_s, u"tests/poolsim/CMakeLists.txt"_s,
           u"tests/fuzz/CMakeLists.txt"_s, u"packaging/tests/CMakeLists.txt"_s })
        m_tests.unite(registeredTests(readText(m_root + u'/' + cmake)));
    QVERIFY(m_tests.contains(u"tst_testmap"_s));
}

void tst_TestMap::mapCheckerCatchesPlantedGaps()
{
    const QSet<QString> files = { u"db/queries/a.cpp"_s, u"db/queries/b.cpp"_s };
    const QSet<QString> tests = { u"tst_a"_s };
    const QString good = u"| `db/queries/a.cpp` | `tst_a` |\n| `db/queries/b.cpp` | none yet |\n"_s;
    QCOMPARE(mapProblems(good, files.values(), files, tests), QStringList());

    const QStringList unmapped
        = mapProblems(u"| `db/queries/a.cpp` | `tst_a` |\n"_s, files.values(), files, tests);
    QCOMPARE(unmapped, QStringList { u"not in tests/README.md's map: db/queries/b.cpp"_s });

    const QString bad = good + u"| `db/queries/gone.cpp` | `tst_a`, `tst_nosuch` |\n"_s
        + u"| `db/queries/a.cpp` | by hand |\n"_s;
    const QStringList problems = mapProblems(bad, files.values(), files, tests);
    QVERIFY2(problems.contains(u"the map names a file that does not exist: db/queries/gone.cpp"_s),
             qPrintable(problems.join(u'\n')));
    QVERIFY(problems.contains(u"the map names a test no CMakeLists.txt registers: tst_nosuch"_s));
    QVERIFY(problems.contains(u"mapped twice: db/queries/a.cpp"_s));
    QVERIFY(problems.contains(u"no test and not \"none yet\": db/queries/a.cpp"_s));

    const QSet<QString> registered
        = registeredTests(u"poolscope_add_test(tst_x LIBS a)\nadd_test(NAME cli_y COMMAND z)\n"
                          "poolscope_add_fuzz(fuzz_w)\nadd_test(NAME ${name} COMMAND z)\n"_s);
    QCOMPARE(registered, (QSet<QString> { u"tst_x"_s, u"cli_y"_s, u"fuzz_w"_s }));
}

void tst_TestMap::everyProductionFileIsMapped()
{
    QStringList production;
    for (const QString &file : std::as_const(m_files)) {
        if (file.endsWith(u".cpp"_s) && ProductionDirs.contains(file.section(u'/', 0, 0)))
            production.append(file);
    }
    production.sort();
    QVERIFY(production.contains(u"db/queries/taskquery.cpp"_s));
    const QStringList problems
        = mapProblems(readText(m_root + u"/tests/README.md"_s), production, m_files, m_tests);
    QVERIFY2(problems.isEmpty(), qPrintable(u"tests/README.md:\n  "_s + problems.join(u"\n  "_s)));
}

void tst_TestMap::pathCheckerCatchesPlantedStalePaths()
{
    const QSet<QString> files
        = { u"app/main.cpp"_s, u"app"_s, u"db/lookup"_s, u"views/chartpanel.cpp"_s };
    const QString text = u"See `app/main.cpp`, `app/gone.cpp` and db/lookup/, views/chart*.*, "
                         "views/nochart*.h, app/main, app/mai, tests/fuzz/corpus/NAME, "
                         "translations/poolscope_xx.ts "
                         "and postgresql://support@db/app. Also docs/gone.md."_s;
    QCOMPARE(stalePaths(text, files),
             (QStringList { u"app/gone.cpp"_s, u"views/nochart*.h"_s, u"app/mai"_s,
                            u"docs/gone.md"_s }));
}

void tst_TestMap::everyPathInTheDocsExists()
{
    QStringList docs = { u"README.md"_s, u"tests/README.md"_s };
    for (const QString &file : std::as_const(m_files)) {
        if (file.startsWith(u"docs/"_s) && file.endsWith(u".md"_s))
            docs.append(file);
    }
    docs.sort();
    QStringList problems;
    for (const QString &doc : std::as_const(docs)) {
        for (const QString &p : stalePaths(readText(m_root + u'/' + doc), m_files))
            problems.append(doc + u": "_s + p);
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(u"paths that do not exist:\n  "_s + problems.join(u"\n  "_s)));
}

QTEST_GUILESS_MAIN(tst_TestMap)
#include "tst_testmap.moc"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// The layers, read from the sources (docs/architecture.md has the picture). The build already
// refuses most wrong includes: each library exports only its own folder, and libpq is private
// to db/. This test states the direction itself, for every file, so that a new target or a
// PUBLIC link that widens what a layer sees cannot quietly undo it:
//   core    Qt Core and core/ only: values and rules, no SQL run, no libpq, no widgets;
//   db      core/ and db/: the only layer that speaks SQL to the pool's database;
//   local   core/ and local/: the console's own SQLite files;
//   models  core/, db/ and models/; never views/;
//   views   core/, models/ and views/; never db/: what a view wants done is an intent;
//   desktop core/ and desktop/: the desktop beyond the window (notifications over D-Bus);
//   app     the composition root: everything but the tools, the bench and the tests.
// libpq-fe.h is included by db/ and by code that speaks libpq on purpose beside the console:
// the simulator (tools/, playing the upstream services), the bench (bare libpq is its
// baseline) and the tests (they make databases and watch servers).
// Production files also stay short: no file over 600 lines, no function over 80.
class tst_Layering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rulesCatchPlantedViolations_data();
    void rulesCatchPlantedViolations();
    void everyIncludeFollowsTheLayers();
    void lengthRulesCatchPlantedViolations();
    void productionFilesAndFunctionsStayShort();

private:
    QString m_root;
};

namespace {

const QStringList ProductionLayers = { u"core"_s,    u"db"_s,  u"local"_s, u"models"_s, u"views"_s,
                                       u"desktop"_s, u"app"_s, u"tools"_s, u"bench"_s };

// Which folders a layer may include from; a folder not listed here has no rule.
QStringList allowedFolders(const QString &layer)
{
    if (layer == u"core")
        return { u"core"_s };
    if (layer == u"db")
        return { u"core"_s, u"db"_s };
    if (layer == u"local")
        return { u"core"_s, u"local"_s };
    if (layer == u"models")
        return { u"core"_s, u"db"_s, u"models"_s };
    if (layer == u"views")
        return { u"core"_s, u"models"_s, u"views"_s };
    if (layer == u"desktop")
        return { u"core"_s, u"desktop"_s };
    if (layer == u"app")
        return { u"core"_s, u"db"_s, u"local"_s, u"models"_s, u"views"_s, u"desktop"_s, u"app"_s };
    if (layer == u"tools")
        return { u"core"_s, u"db"_s, u"tools"_s };
    return {}; // bench and tests: any folder
}

bool mayIncludeLibpq(const QString &layer)
{
    return layer == u"db" || layer == u"tools" || layer == u"bench" || layer == u"tests";
}

// Whether <name> is a header of Qt Core (or of the C++ library), for core/.
bool isQtCoreOrStandard(const QString &name)
{
    if (!name.startsWith(u'Q'))
        return !name.endsWith(u".h"_s) || name.startsWith(u"c"_s); // <vector>, <cstring>
    if (name.contains(u'/'))
        return name.startsWith(u"QtCore/"_s);
    return QFile::exists(QStringLiteral(POOLSCOPE_QTCORE_INCLUDE_DIR) + u'/' + name);
}

// The violations in one file's text, each "path:line: why".
QStringList violations(const QString &path, const QString &text)
{
    static const QRegularExpression include(uR"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"_s,
                                            QRegularExpression::MultilineOption);
    const QString layer = path.section(u'/', 0, 0);
    const QStringList allowed = allowedFolders(layer);
    QStringList out;
    for (auto it = include.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const bool quoted = m.captured(1) == u"\"";
        const QString name = m.captured(2);
        const QString where
            = path + u':' + QString::number(text.left(m.capturedStart()).count(u'\n') + 1);
        const QString folder = name.section(u'/', 0, 0);
        if (name.startsWith(u"libpq"_s) && !mayIncludeLibpq(layer))
            out.append(where + u": only db/, tools/, bench/ and tests/ include "_s + name);
        else if (quoted && name.contains(u'/') && !allowed.isEmpty() && !allowed.contains(folder))
            out.append(where + u": "_s + layer + u"/ may not include "_s + name);
        else if (!quoted && layer == u"core" && !isQtCoreOrStandard(name))
            out.append(where + u": core/ includes only Qt Core, not <"_s + name + u'>');
    }
    return out;
}

struct LongPart
{
    int line = 0;
    int lines = 0;
};

// Functions longer than `max` lines: clang-format puts a function's braces alone in column 0
// (.clang-format: AfterFunction), so a body runs from a line "{" to the next line "}".
QList<LongPart> longFunctions(const QString &text, int max)
{
    const QStringList lines = text.split(u'\n');
    QList<LongPart> out;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i) != u"{")
            continue;
        int end = i + 1;
        while (end < lines.size() && lines.at(end) != u"}" && lines.at(end) != u"};")
            ++end;
        static const QRegularExpression typeHead(uR"(^(template<.*> )?(class|struct|enum) )"_s);
        const bool isType = i > 0 && typeHead.match(lines.at(i - 1)).hasMatch();
        const int count = end - i + 2; // with the signature's line
        if (!isType && count > max)
            out.append({ i, count });
        i = end;
    }
    return out;
}

constexpr int MaxFileLines = 600;
constexpr int MaxFunctionLines = 80;

QStringList lengthViolations(const QString &path, const QString &text)
{
    QStringList out;
    const int lines = int(text.count(u'\n'));
    if (lines > MaxFileLines)
        out.append(u"%1: %2 lines (at most %3)"_s.arg(path).arg(lines).arg(MaxFileLines));
    for (const LongPart &f : longFunctions(text, MaxFunctionLines))
        out.append(
            u"%1:%2: a function of %3 lines (at most %4)"_s.arg(path).arg(f.line).arg(f.lines).arg(
                MaxFunctionLines));
    return out;
}

// What `rule` finds in every C++ file under the `layers` folders of `root`.
QStringList rulesBroken(const QString &root, const QStringList &layers,
                        QStringList (*rule)(const QString &path, const QString &text))
{
    QStringList found;
    int files = 0;
    for (const QString &layer : layers) {
        QDirIterator it(root + u'/' + layer, { u"*.cpp"_s, u"*.h"_s }, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                found.append(f.fileName() + u": cannot be read"_s);
            ++files;
            found += rule(f.fileName().mid(root.size() + 1), QString::fromUtf8(f.readAll()));
        }
    }
    if (files < 100)
        found.append(u"only %1 files read under %2"_s.arg(files).arg(root));
    return found;
}

} // namespace

void tst_Layering::initTestCase()
{
    m_root = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    QVERIFY2(QFile::exists(m_root + u"/core/CMakeLists.txt"_s),
             "POOLSCOPE_SOURCE_DIR is not the source tree");
    QVERIFY(QFile::exists(QStringLiteral(POOLSCOPE_QTCORE_INCLUDE_DIR) + u"/QString"_s));
}

void tst_Layering::rulesCatchPlantedViolations_data()
{
    struct Planted
    {
        const char *name;
        QString path;
        QString code;
        bool violates;
    };
    const Planted planted[] = {
        { "views->db", u"views/x.cpp"_s, u"#include \"db/dbclient.h\""_s, true },
        { "views->models", u"views/x.cpp"_s, u"#include \"models/tone.h\""_s, false },
        { "views->core", u"views/x.h"_s, u"#include \"core/types.h\""_s, false },
        { "models->views", u"models/x.h"_s, u"#include \"views/theme.h\""_s, true },
        { "models->db", u"models/x.cpp"_s, u"#include \"db/dbjob.h\""_s, false },
        { "app->libpq", u"app/x.cpp"_s, u"#include <libpq-fe.h>"_s, true },
        { "models->libpq", u"models/x.cpp"_s, u"  #  include <libpq-fe.h>"_s, true },
        { "db->libpq", u"db/x.cpp"_s, u"#include <libpq-fe.h>"_s, false },
        { "tools->libpq", u"tools/poolsim/x.cpp"_s, u"#include <libpq-fe.h>"_s, false },
        { "core->db", u"core/x.h"_s, u"#include \"db/dbjob.h\""_s, true },
        { "core->models", u"core/lookup/x.cpp"_s, u"#include \"models/tone.h\""_s, true },
        { "core->QWidget", u"core/x.h"_s, u"#include <QWidget>"_s, true },
        { "core->QtGui/", u"core/x.h"_s, u"#include <QtGui/QColor>"_s, true },
        { "core->QColor", u"core/x.h"_s, u"#include <QColor>"_s, true },
        { "core->QString", u"core/x.h"_s, u"#include <QString>"_s, false },
        { "core->std", u"core/x.h"_s, u"#include <optional>"_s, false },
        { "db->views", u"db/x.cpp"_s, u"#include \"views/x.h\""_s, true },
        { "local->db", u"local/x.cpp"_s, u"#include \"db/dbjob.h\""_s, true },
        { "views->desktop", u"views/x.cpp"_s, u"#include \"desktop/desktopnotifier.h\""_s, true },
        { "desktop->views", u"desktop/x.cpp"_s, u"#include \"views/theme.h\""_s, true },
        { "desktop->core", u"desktop/x.h"_s, u"#include \"core/desktopnotice.h\""_s, false },
        { "app->desktop", u"app/x.cpp"_s, u"#include \"desktop/desktopnotifier.h\""_s, false },
        { "second line", u"views/x.cpp"_s, u"#include \"views/x.h\"\n#include \"db/pgsession.h\""_s,
          true },
    };
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("violates");
    for (const Planted &p : planted)
        QTest::newRow(p.name) << p.path << p.code << p.violates;
}

void tst_Layering::rulesCatchPlantedViolations()
{
    QFETCH(QString, path);
    QFETCH(QString, code);
    QFETCH(bool, violates);
    QCOMPARE(!violations(path, code).isEmpty(), violates);
}

void tst_Layering::everyIncludeFollowsTheLayers()
{
    const QStringList found
        = rulesBroken(m_root, ProductionLayers + QStringList { u"tests"_s }, violations);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void tst_Layering::lengthRulesCatchPlantedViolations()
{
    QString shortFn = u"int f()\n{\n    return 1;\n}\n"_s;
    QVERIFY(lengthViolations(u"db/x.cpp"_s, shortFn).isEmpty());
    QString longFn = u"int f()\n{\n"_s + u"    ++n;\n"_s.repeated(79) + u"}\n"_s;
    QCOMPARE(lengthViolations(u"db/x.cpp"_s, longFn).size(), 1);
    QString longClass = u"class C\n{\n"_s + u"    int n;\n"_s.repeated(100) + u"};\n"_s;
    QVERIFY(lengthViolations(u"db/x.h"_s, longClass).isEmpty());
    QString longTemplate = u"template<typename Row> class C : public B\n{\n"_s
        + u"    int n;\n"_s.repeated(100) + u"};\n"_s;
    QVERIFY(lengthViolations(u"models/x.h"_s, longTemplate).isEmpty());
    QString longFile = u"// x\n"_s.repeated(601);
    QCOMPARE(lengthViolations(u"db/x.cpp"_s, longFile).size(), 1);
}

void tst_Layering::productionFilesAndFunctionsStayShort()
{
    const QStringList found = rulesBroken(m_root, ProductionLayers, lengthViolations);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

QTEST_GUILESS_MAIN(tst_Layering)
#include "tst_layering.moc"
